"""Session 42 (wishes42), through the HTTP API with the fake model: the model's style
extraction is held to what the writer said (outside41 finding 8), and a wish the writer edited
away neither reaches the model on the turn that replaced it nor stays in force (finding 9)."""

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from litestar.testing import TestClient

from app.editing.prompt import STYLE_HEADING
from app.main import create_app
from app.settings import Settings
from app.style.dimensions import statement_for
from app.testing.fake_model import FakeModel
from tests.api.calls import create_id, send
from tests.conftest import settle

BODY = "We waited twenty minutes at the stop.\n\nThe bus never came, so we walked home."
EDITED = (
    "The bus\n\nWe waited twenty minutes at the stop.\n\nThe bus never showed, so we trudged home."
)


@pytest.fixture
def extracting(tmp_path: Path, fake_model: FakeModel) -> Iterator[TestClient]:
    """The app with the fake model, style learning asking it too."""
    settings = Settings(data_dir=tmp_path / "data", style_llm_extraction=True, _env_file=None)
    with TestClient(app=create_app(settings, provider=fake_model)) as client:
        yield client


def _preferences(client: TestClient) -> list[dict]:
    settle(client)
    return client.get("/api/personas/pdefault").json()["preferences"]


def _said(client: TestClient, fake_model: FakeModel, message: str, pairs: list[dict]) -> None:
    fake_model.enqueue("NO_CHANGE", json.dumps(pairs))
    send(client, create_id(client, "The bus", BODY), message)
    settle(client)
    assert any("<suggestions>" in m.content for p in fake_model.history for m in p)


def test_a_bosss_taste_the_model_calls_a_request_is_not_filed(
    extracting: TestClient, fake_model: FakeModel
) -> None:
    pair = {"dimension": "sentence_length", "value": "longer", "quote": "loves long sentences"}
    _said(extracting, fake_model, "My boss loves long sentences.", [{**pair, "reading": "request"}])
    live = [
        (p["dimension"], p["value"]) for p in _preferences(extracting) if p["state"] == "active"
    ]
    assert ("sentence_length", "longer") not in live


def test_words_the_writer_never_wrote_are_never_shown_as_their_evidence(
    extracting: TestClient, fake_model: FakeModel
) -> None:
    pair = {"dimension": "emoji", "value": "more", "quote": "I love emoji", "reading": "request"}
    _said(extracting, fake_model, "make paragraph 2 more vivid", [pair])
    quotes = [e["quote"] for p in _preferences(extracting) for e in p["evidence"]]
    assert "I love emoji" not in quotes


def test_the_writers_own_wish_beside_a_bosss_taste_is_still_heard(
    extracting: TestClient, fake_model: FakeModel
) -> None:
    pair = {"dimension": "formality", "value": "casual", "quote": "I'd rather keep it casual"}
    _said(
        extracting,
        fake_model,
        "My boss likes it formal, but I'd rather keep it casual from now on.",
        [{**pair, "reading": "request"}],
    )
    live = [
        (p["dimension"], p["value"]) for p in _preferences(extracting) if p["state"] == "active"
    ]
    assert ("formality", "casual") in live


def test_a_wish_edited_away_is_not_in_the_prompt_of_the_edit_that_replaced_it(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content_id = create_id(llm_client, "The bus", BODY)
    fake_model.enqueue("NO_CHANGE")
    first = send(llm_client, content_id, "From now on, always use lots of emoji.")
    wish = statement_for("emoji", "more")
    held = [
        p for p in _preferences(llm_client) if (p["dimension"], p["value"]) == ("emoji", "more")
    ]
    assert [p["state"] for p in held] == ["active"]

    fake_model.enqueue(EDITED)
    edited = llm_client.post(
        f"/api/chat/messages/{first['user_message']['id']}/edit",
        json={"message": "make paragraph 2 more vivid"},
    )
    assert edited.status_code == 200, edited.text
    system = fake_model.history[-1][0].content
    assert wish not in system and STYLE_HEADING not in system

    after = [p for p in _preferences(llm_client) if p["id"] == held[0]["id"]]
    assert [p["state"] for p in after] == ["superseded"]
    assert "edited" in after[0]["history"][-1]["reason"]


def test_a_wish_said_again_in_the_edit_stays(llm_client: TestClient, fake_model: FakeModel) -> None:
    content_id = create_id(llm_client, "The bus", BODY)
    fake_model.enqueue("NO_CHANGE")
    first = send(llm_client, content_id, "From now on, always use lots of emoji.")
    _preferences(llm_client)
    fake_model.enqueue("NO_CHANGE")
    edited = llm_client.post(
        f"/api/chat/messages/{first['user_message']['id']}/edit",
        json={"message": "From now on, always use lots of emoji, and keep paragraphs short."},
    )
    assert edited.status_code == 200, edited.text
    live = {
        (p["dimension"], p["value"]) for p in _preferences(llm_client) if p["state"] == "active"
    }
    assert {("emoji", "more"), ("paragraph_length", "shorter")} <= live


def test_a_wish_said_on_another_article_still_reaches_this_ones_prompts(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    elsewhere = create_id(llm_client, "Other", BODY)
    fake_model.enqueue("NO_CHANGE")
    send(llm_client, elsewhere, "From now on, always use lots of emoji.")
    _preferences(llm_client)
    content_id = create_id(llm_client, "The bus", BODY)
    fake_model.enqueue("NO_CHANGE")
    first = send(llm_client, content_id, "fix the date")
    fake_model.enqueue(EDITED)
    llm_client.post(
        f"/api/chat/messages/{first['user_message']['id']}/edit",
        json={"message": "make paragraph 2 more vivid"},
    )
    assert statement_for("emoji", "more") in fake_model.history[-1][0].content
