"""Accounts lost — the accounts file emptied to `{}`, its users gone, or the file removed —
while the articles and personas still belong to users: the app fell back to the single-user
mode and served every writer's articles to anyone, with no sign-in (session 29, faults 3). A
user's record is made only by a signed-in user, so the app now says the accounts were lost
and serves nothing until they are restored (a cut file was refused already)."""

import json
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient

from app.accounts.service import Accounts
from app.main import create_app
from app.settings import Settings
from app.testing.accounts import (
    PASSWORD,
    cheap_passwords,  # noqa: F401 (fixture)
    sign_in,
)

pytestmark = pytest.mark.usefixtures("cheap_passwords")


@pytest.mark.parametrize("loss", ["emptied", "no users", "removed"])
def test_lost_accounts_do_not_open_every_article(
    app_and_accounts: tuple[TestClient[Any], Accounts], settings: Settings, loss: str
) -> None:
    client, accounts = app_and_accounts
    accounts.add_user("alice", PASSWORD, ["writer"])
    sign_in(client, "alice")
    made = client.post("/api/contents", json={"title": "日记", "body": "不给别人看。"}).json()
    path = Path(settings.data_dir) / "accounts" / "accounts.json"
    if loss == "emptied":
        path.write_text("{}")
    elif loss == "no users":
        held = json.loads(path.read_text("utf-8"))
        path.write_text(json.dumps({**held, "users": {}}))
    else:
        path.unlink()

    with TestClient(app=create_app(settings)) as restarted:
        for url in (f"/api/contents/{made['id']}", "/api/contents", "/"):
            answer = restarted.get(url, headers={"Accept": "application/json"})
            assert answer.status_code == 500, (url, answer.text)
            assert "不给别人看" not in answer.text
            assert "the accounts were lost" in answer.json()["detail"]
        assert restarted.get("/healthz").status_code == 200


def test_a_store_of_the_single_user_mode_alone_stays_open(
    client: TestClient[Any], settings: Settings
) -> None:
    made = client.post("/api/contents", json={"title": "Notes", "body": "Mine."}).json()
    with TestClient(app=create_app(settings)) as restarted:
        assert restarted.get(f"/api/contents/{made['id']}").json()["body"] == "Mine."


def test_check_says_the_accounts_were_lost(
    app_and_accounts: tuple[TestClient[Any], Accounts],
    settings: Settings,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    client, accounts = app_and_accounts
    accounts.add_user("alice", PASSWORD, ["writer"])
    sign_in(client, "alice")
    client.post("/api/contents", json={"title": "T", "body": "B."})
    (Path(settings.data_dir) / "accounts" / "accounts.json").write_text("{}")

    from app.cli import main

    monkeypatch.setenv("REDLINE_DATA_DIR", str(settings.data_dir))
    assert main(["check"]) == 1
    said = capsys.readouterr().out
    assert "DAMAGED accounts: The accounts file holds no users, yet" in said, said
