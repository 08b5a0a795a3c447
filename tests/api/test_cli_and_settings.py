"""The command line (replay, history) and the promise that every setting is documented."""

from pathlib import Path

import pytest
from litestar.testing import TestClient

from app.cli import main
from app.settings import Settings
from app.testing.fake_model import FakeModel
from tests.conftest import article

README = Path(__file__).resolve().parents[2] / "README.md"


def test_every_setting_is_documented_in_the_readme() -> None:
    text = README.read_text(encoding="utf-8")
    for name in Settings.model_fields:
        assert f"`REDLINE_{name.upper()}`" in text, f"REDLINE_{name.upper()} is not in README.md"


def test_readme_starts_with_the_two_commands() -> None:
    head = README.read_text(encoding="utf-8")[:1200]
    assert "make run" in head and "make test" in head


def test_replay_prints_exactly_what_the_model_was_sent(
    llm_client: TestClient,
    fake_model: FakeModel,
    settings: Settings,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    content = llm_client.post("/api/contents", json={"title": "T", "body": "One.\n\nTwo."}).json()
    fake_model.enqueue(article("T", "One!", "Two."))
    result = llm_client.post(
        "/api/chat/send", json={"content_id": content["id"], "message": "UNIQUE-ASK livelier"}
    ).json()
    monkeypatch.setenv("REDLINE_DATA_DIR", str(settings.data_dir))
    assert main(["replay", result["assistant_message"]["id"]]) == 0
    printed = capsys.readouterr().out
    for message in fake_model.history[0]:
        assert message.content in printed
    assert "T\n\nOne!\n\nTwo." in printed
    assert main(["history", content["id"]]) == 0
    assert "V1→V2  llm" in capsys.readouterr().out


def test_replay_of_an_unknown_message_says_so(
    settings: Settings, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("REDLINE_DATA_DIR", str(settings.data_dir))
    assert main(["replay", "cnothere-mnothere"]) == 1
    assert "No message" in capsys.readouterr().err
    assert main(["history", "../etc"]) == 1
