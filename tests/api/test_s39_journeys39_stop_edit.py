"""Stop on the reply to an edited earlier message (app/editing/stopped_again.py): the writer is
put back at the end of the branch they were on, with its version, and the edited message
with its stopped reply stays beside the message it replaced."""

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx
import pytest

from app.settings import Settings
from app.testing import sse
from app.testing.fake_model import HeldModel
from tests.api.held_turns import BODY, held_client, two_turns


@pytest.fixture
def live(settings: Settings) -> Iterator[tuple[httpx.Client, HeldModel]]:
    model = HeldModel(["T\n\n", "Alpha", " one,", " cooler", "."], "\n\nBeta.", pause=0.01)
    with held_client(settings, model) as client:
        yield client, model


@contextmanager
def edit_held(client: httpx.Client, message_id: str) -> Iterator[dict[str, Any]]:
    """Message `message_id` edited to "make the first line cooler", streamed until the new
    reply's first words: the edited message, while its reply is held."""
    edit = f"/api/chat/messages/{message_id}/edit?stream=true"
    with client.stream("POST", edit, json={"message": "make the first line cooler"}) as response:
        asked = None
        for name, data in sse.events(response.iter_lines()):
            if name == "user_message":
                asked = data
            if name == "delta":
                break
        assert asked is not None
        yield asked


def test_a_stopped_edit_of_an_earlier_message_gives_back_the_branch_the_writer_was_on(
    live: tuple[httpx.Client, HeldModel],
) -> None:
    client, model = live
    content_id, first, later = two_turns(client, model)
    assert later["content"]["version"] == 3

    with edit_held(client, first["user_message"]["id"]) as asked:
        assert client.get(f"/api/contents/{content_id}").json()["version"] == 1
        stopped = client.post(f"/api/chat/messages/{asked['id']}/stop").json()
    assert stopped["stopped"] is True

    view = client.get(f"/api/chat/sessions/{content_id}").json()
    assert view["head_id"] == later["assistant_message"]["id"]
    on_path = [m["id"] for m in view["path"]]
    assert first["user_message"]["id"] in on_path and asked["id"] not in on_path
    replies = [m for m in view["messages"] if m["parent_id"] == asked["id"]]
    assert [m["status"] for m in replies] == ["stopped"]
    content = client.get(f"/api/contents/{content_id}").json()
    assert (content["version"], content["body"]) == (3, "Alpha one, changed.\n\nGamma.")


def test_a_stopped_new_message_stays_at_the_head(live: tuple[httpx.Client, HeldModel]) -> None:
    client, _ = live
    content_id = client.post("/api/contents", json={"title": "T", "body": BODY}).json()["id"]
    send = {"content_id": content_id, "message": "change the first line"}
    with client.stream("POST", "/api/chat/send?stream=true", json=send) as response:
        for name, _ in sse.events(response.iter_lines()):
            if name == "delta":
                break
        asked = client.get(f"/api/chat/sessions/{content_id}").json()["path"][-1]
        assert client.post(f"/api/chat/messages/{asked['id']}/stop").json()["stopped"] is True
    view = client.get(f"/api/chat/sessions/{content_id}").json()
    assert view["path"][-1]["status"] == "stopped"
    assert view["path"][-1]["parent_id"] == asked["id"]


def test_a_stopped_edit_after_continue_from_here_goes_back_to_that_point_not_past_it(
    live: tuple[httpx.Client, HeldModel],
) -> None:
    client, model = live
    content_id, first, later = two_turns(client, model)
    assert later["content"]["version"] == 3
    # "Continue from here" on the first reply: the article is at V2, V3 stays after it.
    session_id = first["session_id"]
    moved = client.post(
        f"/api/chat/sessions/{session_id}/head",
        json={"message_id": first["assistant_message"]["id"]},
    )
    assert moved.status_code == 200
    assert client.get(f"/api/contents/{content_id}").json()["version"] == 2

    with edit_held(client, first["user_message"]["id"]) as asked:
        assert client.post(f"/api/chat/messages/{asked['id']}/stop").json()["stopped"] is True

    view = client.get(f"/api/chat/sessions/{content_id}").json()
    assert view["head_id"] == first["assistant_message"]["id"]
    content = client.get(f"/api/contents/{content_id}").json()
    assert (content["version"], content["body"]) == (2, "Alpha one, changed.\n\nBeta.")
