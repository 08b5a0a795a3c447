"""Session 56 (style55lead), through the HTTP API with the fake model: a wish the model's style
extraction reads backwards is still the writer's (outside55 F17); a lasting wish edited into a
one-off is set aside, not strengthened, and the persona page says why (F16, F6); a wish put
back to the one piece it was said for leaves the prompts (F11)."""

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from app.style.dimensions import statement_for
from app.testing.fake_model import FakeModel
from tests.api.calls import create_id, send
from tests.conftest import settle

BODY = "We waited twenty minutes at the stop.\n\nThe bus never came, so we walked home."
ZH_BODY = "我们在车站等了二十分钟。\n\n车一直没来，我们只好走回家。"


@pytest.fixture
def extracting(tmp_path: Path, fake_model: FakeModel) -> Iterator[TestClient]:
    """The app with the fake model, style learning asking it too."""
    settings = Settings(data_dir=tmp_path / "data", style_llm_extraction=True, _env_file=None)
    with TestClient(app=create_app(settings, provider=fake_model)) as client:
        yield client


def _preferences(client: TestClient) -> list[dict]:
    settle(client)
    return client.get("/api/personas/pdefault").json()["preferences"]


def _live(client: TestClient) -> set[tuple[str, str]]:
    return {(p["dimension"], p["value"]) for p in _preferences(client) if p["state"] == "active"}


def test_a_ban_the_model_reads_backwards_stays_a_ban_in_the_next_prompt(
    extracting: TestClient, fake_model: FakeModel
) -> None:
    content_id = create_id(extracting, "等车", ZH_BODY)
    backwards = {"dimension": "exclamation", "value": "more", "quote": "别用感叹号"}
    fake_model.enqueue("NO_CHANGE", json.dumps([{**backwards, "reading": "request"}]))
    send(extracting, content_id, "以后别用感叹号。")
    live = _live(extracting)
    assert ("exclamation", "none") in live
    assert ("exclamation", "more") not in live
    # The next edit's prompt carries the ban, never its opposite.
    fake_model.enqueue("NO_CHANGE", "[]")
    send(extracting, content_id, "第二段改得口语一点。")
    system = next(
        p[0].content for p in reversed(fake_model.history) if "<suggestions>" not in p[-1].content
    )
    assert statement_for("exclamation", "none") in system
    assert statement_for("exclamation", "more") not in system


def test_a_lasting_wish_edited_into_a_one_off_is_set_aside_and_says_why(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content_id = create_id(llm_client, "等车", ZH_BODY)
    fake_model.enqueue("NO_CHANGE")
    first = send(llm_client, content_id, "以后别用感叹号。")
    held = [p for p in _preferences(llm_client) if p["dimension"] == "exclamation"]
    assert [(p["value"], p["state"]) for p in held] == [("none", "active")]

    fake_model.enqueue("NO_CHANGE")
    edited = llm_client.post(
        f"/api/chat/messages/{first['user_message']['id']}/edit",
        json={"message": "这篇别用感叹号。"},
    )
    assert edited.status_code == 200, edited.text
    after = [p for p in _preferences(llm_client) if p["id"] == held[0]["id"]]
    assert [p["state"] for p in after] == ["superseded"]
    assert after[0]["status_line"].startswith(
        "Set aside: the message that asked for it was edited into «这篇别用感叹号。»"
    )
    assert ("exclamation", "none") not in _live(llm_client)


def test_a_lasting_wish_edited_into_another_lasting_one_keeps_the_new_one(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content_id = create_id(llm_client, "The bus", BODY)
    fake_model.enqueue("NO_CHANGE")
    first = send(llm_client, content_id, "From now on, no exclamation marks.")
    _preferences(llm_client)
    fake_model.enqueue("NO_CHANGE")
    llm_client.post(
        f"/api/chat/messages/{first['user_message']['id']}/edit",
        json={"message": "From now on, fewer exclamation marks - one or two is fine."},
    )
    live = _live(llm_client)
    assert ("exclamation", "fewer") in live
    assert ("exclamation", "none") not in live


def test_a_wish_put_back_to_its_one_piece_leaves_the_prompts(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content_id = create_id(llm_client, "等车", ZH_BODY)
    fake_model.enqueue("NO_CHANGE")
    send(llm_client, content_id, "以后别用感叹号。")
    assert ("exclamation", "none") in _live(llm_client)
    fake_model.enqueue("NO_CHANGE")
    send(llm_client, content_id, "上次说不要感叹号是针对那篇讣告的，平时无所谓。")
    live = _live(llm_client)
    assert not any(d == "exclamation" for d, _ in live), live
    fake_model.enqueue("NO_CHANGE")
    send(llm_client, content_id, "第二段改得口语一点。")
    assert statement_for("exclamation", "none") not in fake_model.history[-1][0].content
