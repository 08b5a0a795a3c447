"""Stop on a Regenerate of an earlier reply (app/editing/stopped_again.py): the writer is put
back where they were — the end of that reply's branch, the turns that followed it included,
and the version on screen before — with the stopped reply kept beside the earlier one."""

from collections.abc import Iterator

import httpx
import pytest

from app.editing.answers import STOPPED_SUMMARY
from app.settings import Settings
from app.testing import sse
from app.testing.fake_model import HeldModel
from tests.api.held_turns import BODY, held_client, two_turns


@pytest.fixture
def live(settings: Settings) -> Iterator[tuple[httpx.Client, HeldModel]]:
    model = HeldModel(["T\n\n", "Alpha", " one,", " changed", "."], "\n\nBeta.", pause=0.01)
    with held_client(settings, model) as client:
        yield client, model


def test_a_stopped_regenerate_of_an_earlier_reply_gives_back_the_turns_after_it(
    live: tuple[httpx.Client, HeldModel],
) -> None:
    client, model = live
    content_id, first, later = two_turns(client, model)
    assert first["content"]["version"] == 2
    assert later["content"]["body"] == "Alpha one, changed.\n\nGamma."

    regenerate = f"/api/chat/messages/{first['assistant_message']['id']}/regenerate"
    with client.stream("POST", regenerate + "?stream=true", json={}) as response:
        for name, _ in sse.events(response.iter_lines()):
            if name == "delta":
                break
        # Meanwhile the article shows the version the first message was sent on.
        assert client.get(f"/api/contents/{content_id}").json()["version"] == 1
        stopped = client.post(f"/api/chat/messages/{first['user_message']['id']}/stop").json()
    assert stopped["stopped"] is True

    view = client.get(f"/api/chat/sessions/{content_id}").json()
    assert view["head_id"] == later["assistant_message"]["id"]
    replies = [m for m in view["messages"] if m["parent_id"] == first["user_message"]["id"]]
    assert [m["status"] for m in replies] == ["ok", "stopped"]
    on_path = [m["id"] for m in view["path"]]
    assert first["assistant_message"]["id"] in on_path and replies[1]["id"] not in on_path
    content = client.get(f"/api/contents/{content_id}").json()
    assert (content["version"], content["body"]) == (3, "Alpha one, changed.\n\nGamma.")
    revisions = client.get(f"/api/chat/revisions/{content_id}").json()
    assert len(revisions) == 2  # the stop made none


def test_the_next_prompt_reads_a_stopped_reply_as_stopped_not_as_its_half_written_text(
    live: tuple[httpx.Client, HeldModel],
) -> None:
    client, model = live
    content_id = client.post("/api/contents", json={"title": "T", "body": BODY}).json()["id"]
    send = {"content_id": content_id, "message": "change the first line"}
    with client.stream("POST", "/api/chat/send?stream=true", json=send) as response:
        arrived = ""
        for name, data in sse.events(response.iter_lines()):
            arrived += data.get("text", "") if name == "delta" else ""
            if "Alpha one," in arrived:
                break
        asked = client.get(f"/api/chat/sessions/{content_id}").json()["path"][-1]
        assert client.post(f"/api/chat/messages/{asked['id']}/stop").json()["stopped"] is True
    assert client.get(f"/api/contents/{content_id}").json()["version"] == 1

    model.enqueue("T\n\nAlpha one.\n\nBeta, warmer.")
    send["message"] = "make the ending warmer"
    assert client.post("/api/chat/send", json=send).json()["content"]["version"] == 2
    earlier = model.history[-1][1:-1]  # between the instructions and the article
    assert [m.role for m in earlier] == ["user", "assistant"]
    assert earlier[1].content == STOPPED_SUMMARY
    assert not any("Alpha one," in m.content for m in model.history[-1])  # the partial text
