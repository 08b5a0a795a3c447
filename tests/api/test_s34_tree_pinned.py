"""What the tree walk (test_s34_tree_walk.py) found, each pinned: the failing seed replayed,
and the behaviour as a plain test."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from litestar.testing import TestClient

from app.llm.openai import OpenAICompatible
from app.main import create_app
from app.settings import Settings
from tests.api.test_s34_tree_model import EditingModel
from tests.api.test_s34_tree_walk import run_walk


@pytest.fixture
def english(settings: Settings) -> Iterator[tuple[TestClient[Any], EditingModel]]:
    model = EditingModel("en")
    with model.stub:
        provider = OpenAICompatible(base_url=model.stub.url, model="stub-model", max_retries=0)
        with TestClient(app=create_app(settings, provider=provider)) as client:
            yield client, model


def test_seed_10_a_head_moved_to_a_writers_message(
    english: tuple[TestClient[Any], EditingModel],
) -> None:
    """send; edit; move the head to a writer's message: it stayed there, without its reply."""
    client, model = english
    run_walk(client, model, seed=10, steps=2)


def test_moving_the_head_to_a_writers_message_goes_to_before_it(
    english: tuple[TestClient[Any], EditingModel],
) -> None:
    client, model = english
    content_id = client.post(
        "/api/contents", json={"title": "The bus", "body": "We waited.\n\nThe driver smiled."}
    ).json()["id"]
    first = client.post(
        "/api/chat/send", json={"content_id": content_id, "message": "make it livelier"}
    ).json()
    second = client.post(
        "/api/chat/send", json={"content_id": content_id, "message": "WITHDRAWN warmer tone"}
    ).json()
    moved = client.post(
        f"/api/chat/sessions/{first['session_id']}/head",
        json={"message_id": second["user_message"]["id"]},
    )
    assert moved.status_code == 200, moved.text
    view = moved.json()
    assert view["head_id"] == first["assistant_message"]["id"]
    assert view["path"][-1]["role"] == "assistant"
    assert client.get(f"/api/contents/{content_id}").json()["version"] == 2

    third = client.post(
        "/api/chat/send", json={"content_id": content_id, "message": "sound less stiff"}
    ).json()
    sent = model.stub.requests[-1]["messages"]
    assert "WITHDRAWN" not in "\n".join(m["content"] for m in sent)
    assert [m["role"] for m in sent] == ["system", "user", "assistant", "user"]
    assert third["user_message"]["parent_id"] == first["assistant_message"]["id"]
    assert third["revision"]["base_version"] == 2


def test_seed_24_a_message_sent_under_a_writers_message(
    english: tuple[TestClient[Any], EditingModel],
) -> None:
    """send; restore; a stale edit; a send with parent_id a writer's message: it was saved."""
    client, model = english
    run_walk(client, model, seed=24, steps=3)


def test_a_message_sent_under_a_writers_message_is_400_and_nothing_is_saved(
    english: tuple[TestClient[Any], EditingModel],
) -> None:
    client, model = english
    content_id = client.post(
        "/api/contents", json={"title": "周末", "body": "今天天气很好。\n\n我们去了花园。"}
    ).json()["id"]
    first = client.post(
        "/api/chat/send", json={"content_id": content_id, "message": "语气活泼一点"}
    ).json()
    calls = len(model.stub.requests)
    refused = client.post(
        "/api/chat/send",
        json={
            "content_id": content_id,
            "message": "更温暖一些",
            "parent_id": first["user_message"]["id"],
        },
    )
    assert refused.status_code == 400, refused.text
    assert refused.json()["extra"][0]["key"] == "parent_id"
    assert "not another message of yours" in refused.json()["detail"]
    assert len(model.stub.requests) == calls
    view = client.get(f"/api/chat/sessions/{content_id}").json()
    assert len(view["messages"]) == 3
    assert view["head_id"] == first["assistant_message"]["id"]
