"""The model's answers a writer must never see saved or lost, against a real `python -m app`
and a chat-completions server on 127.0.0.1 (tests/api/s36_faults_harness.py): a reply of
only spaces and line breaks, a streamed chunk cut in the middle of its bytes (and of a
character) when the connection closes, a reply that opens with a byte order mark, and new
titles a writer could not have typed — with a right-to-left override, or longer than any
title may be.

Written before reading any of app/: from README.md ("Connect a language model": a streamed
reply whose connection drops midway is asked for once more; when the model fails, the
message is kept, the article untouched, the reply says what happened) and docs/api.md (a
title is one line of at most 500 characters, saved without direction overrides, which would
make what follows display in another order wherever it is listed; a model failure in a turn
is a 200 with an assistant message whose `status` is "error").
"""

from collections.abc import Iterator
from typing import Any

import pytest

from tests.api.s36_faults_harness import (  # noqa: F401  (fixture model_server)
    ARTICLE,
    ASK,
    EDITED,
    EDITED_BODY,
    ModelServer,
    ServedApp,
    answer,
    assert_error_reply,
    assert_nothing_changed,
    assert_plain,
    chunk_event,
    chunked,
    head,
    model_server,
    new_article,
    send,
    send_slowly,
    send_streamed,
    served,
    session,
)


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory, model: ModelServer) -> Iterator[ServedApp]:
    with served(tmp_path_factory.mktemp("model") / "data", model) as running:
        yield running


@pytest.fixture(autouse=True)
def clean(app: ServedApp, model: ModelServer) -> Iterator[None]:
    model.queue.clear()
    logged = len(app.log())
    yield
    model.queue.clear()
    assert "Traceback" not in app.log()[logged:], app.log()[logged:]


def turn(app: ServedApp, streamed: bool, message: str = ASK) -> tuple[str, dict[str, Any]]:
    """A new article and one turn on it: its id and the SendResult (a stream's `done`)."""
    content_id = new_article(app.client)["id"]
    if not streamed:
        return content_id, send(app.client, content_id, message)
    events = send_streamed(app.client, content_id, message)
    assert [name for name, _ in events].count("done") == 1, events
    assert "error" not in [name for name, _ in events], events
    return content_id, next(data for name, data in events if name == "done")


def blank(text: str) -> Any:
    """A model whose answer is `text`, streamed as the deltas of its characters."""
    return answer(text, pieces=max(1, len(text)))


@pytest.mark.parametrize("streamed", [False, True], ids=["plain", "streamed"])
@pytest.mark.parametrize(
    "reply",
    [" ", "\n\n\n", " \t\r\n \u3000\n", "\u200b\u200b", "\ufeff\n"],
    ids=["space", "line-breaks", "mixed-whitespace", "zero-width", "bom"],
)
def test_a_reply_of_only_whitespace_is_said_and_nothing_is_lost(
    app: ServedApp, model: ModelServer, reply: str, streamed: bool
) -> None:
    model.enqueue(*[blank(reply)] * 4)
    content_id, result = turn(app, streamed)
    assert_error_reply(result)
    assert_nothing_changed(app.client, content_id)
    view = session(app.client, content_id)
    assert [m["role"] for m in view["messages"]].count("assistant") == 1, view["messages"]


def cut_mid_chunk(conn: Any, request: dict[str, Any]) -> None:
    """A stream whose second chunk says 0x200 bytes and brings 7 — the last of them half of
    "é" — before the connection closes."""
    first = chunk_event("The bus\n\nWe waited twenty minutes.\n\nThe old")
    second = chunk_event(" bus café never came.")
    send_slowly(
        conn,
        head(content_type="text/event-stream", Transfer_Encoding="chunked"),
        chunked(first),
        b"200\r\n" + second[: second.index("é".encode()) + 1],
    )


@pytest.mark.parametrize("streamed", [False, True], ids=["plain", "streamed"])
def test_a_chunk_cut_mid_character_is_asked_again_and_saved_once(
    app: ServedApp, model: ModelServer, streamed: bool
) -> None:
    model.enqueue(cut_mid_chunk)
    content_id, result = turn(app, streamed)
    reply = result["assistant_message"]
    assert reply["status"] == "ok", reply
    assert_plain(reply["content"])
    content = app.client.get(f"/api/contents/{content_id}").json()
    assert content["body"] == EDITED_BODY, content["body"]
    assert content["version"] == 2
    asked = [m for m in session(app.client, content_id)["messages"] if m["role"] != "system"]
    assert [m["role"] for m in asked] == ["user", "assistant"], asked


def test_a_chunk_cut_every_time_is_said_and_nothing_is_lost(
    app: ServedApp, model: ModelServer
) -> None:
    model.enqueue(*[cut_mid_chunk] * 6)
    content_id, result = turn(app, True)
    assert_error_reply(result)
    assert_nothing_changed(app.client, content_id)


@pytest.mark.parametrize("streamed", [False, True], ids=["plain", "streamed"])
def test_a_reply_opening_with_a_byte_order_mark_saves_no_mark(
    app: ServedApp, model: ModelServer, streamed: bool
) -> None:
    model.enqueue(answer("\ufeff" + EDITED))
    content_id, result = turn(app, streamed)
    assert result["assistant_message"]["status"] == "ok", result
    content = app.client.get(f"/api/contents/{content_id}").json()
    assert (content["title"], content["body"]) == (ARTICLE["title"], EDITED_BODY), content


RETITLE = "Give it a livelier title."


@pytest.mark.parametrize(
    "title",
    [
        "The b\u202eus never came",
        "\u2067The bus\u2069 that never came",
        "Waiting " + "and waiting " * 60 + "for the bus",
    ],
    ids=["rtl-override", "isolates", "over-500-characters"],
)
def test_a_title_from_the_model_keeps_the_rules_a_typed_title_keeps(
    app: ServedApp, model: ModelServer, title: str
) -> None:
    """What the API refuses or strips in a typed title — a direction override (it makes what
    follows display in another order wherever it is listed), more than 500 characters —
    does not reach the article through the model either."""
    model.enqueue(answer(f"{title}\n\n{ARTICLE['body']}"))
    content_id, result = turn(app, False, RETITLE)
    content = app.client.get(f"/api/contents/{content_id}").json()
    for code in (
        "\u202a",
        "\u202b",
        "\u202c",
        "\u202d",
        "\u202e",
        "\u2066",
        "\u2067",
        "\u2068",
        "\u2069",
    ):
        assert code not in content["title"], repr(content["title"])
    assert len(content["title"]) <= 500, len(content["title"])
    assert "\n" not in content["title"]
    assert content["body"] == ARTICLE["body"]
    reply = result["assistant_message"]
    assert_plain(reply["content"])
    if reply["status"] == "error":
        assert content["version"] == 1
    listed = app.client.get("/api/contents?include_body=false").json()
    assert all(len(entry["title"]) <= 500 for entry in listed)
    typed = app.client.put(
        f"/api/contents/{content_id}",
        json={
            "title": content["title"],
            "body": content["body"],
            "base_version": content["version"],
        },
    )
    assert typed.status_code == 200, typed.text
