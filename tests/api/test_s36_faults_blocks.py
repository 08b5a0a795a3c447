"""Broken search/replace blocks from the model (`REDLINE_EDIT_FORMAT=blocks`), seen from
outside `python -m app`: a block cut before its `>>>>>>> REPLACE`, one cut after its
`=======`, an empty SEARCH, a SEARCH that matches twice, CRLF line ends, a marker line inside
the replacement, blocks split across stream packets.

Written before reading any of app/: from README.md (`REDLINE_EDIT_FORMAT`: `blocks` —
search/replace blocks; a block that does not match falls back to asking for the full
article), docs/api.md (a model failure is an assistant message of `status: "error"`, the
article unchanged) and the format the app itself asks for, read off the wire from the fake
model's requests (the system prompt's "Output format"). The promise: the article ends either
as the writer had it or with exactly the asked change — never with text a broken block lost.
"""

import socket
from collections.abc import Iterator
from typing import Any

import pytest

from tests.api.s36_faults_harness import (  # noqa: F401  (fixtures model_server, fresh_model)
    ARTICLE,
    DONE,
    EDITED,
    EDITED_BODY,
    Handler,
    ModelServer,
    ServedApp,
    answer,
    assert_plain,
    chunk_event,
    chunked,
    fresh_model,
    head,
    model_server,
    new_article,
    send,
    send_slowly,
    send_streamed,
    served,
)

BLOCK = "<<<<<<< SEARCH\nThe bus never came.\n=======\nThe old bus never came.\n>>>>>>> REPLACE"
SSE_HEAD = head(content_type="text/event-stream", Transfer_Encoding="chunked")


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory, model: ModelServer) -> Iterator[ServedApp]:
    with served(
        tmp_path_factory.mktemp("blocks") / "data", model, REDLINE_EDIT_FORMAT="blocks"
    ) as running:
        yield running


def assert_whole_or_untouched(app: ServedApp, content_id: str, reply: dict[str, Any]) -> None:
    assert_plain(reply["content"])
    body = app.client.get(f"/api/contents/{content_id}").json()["body"]
    assert body in (ARTICLE["body"], EDITED_BODY), f"a broken block left {body!r}"
    assert (body == EDITED_BODY) == (reply["revision_id"] is not None), reply


@pytest.mark.parametrize(
    "blocks",
    [
        BLOCK.removesuffix("\n>>>>>>> REPLACE"),
        BLOCK.removesuffix("\nThe old bus never came.\n>>>>>>> REPLACE"),
        BLOCK.split("\n=======")[0],
        "<<<<<<< SEARCH\n\n=======\nThe old bus never came.\n>>>>>>> REPLACE",
        BLOCK.replace("\n", "\r\n"),
        BLOCK.replace("The old bus never came.", "The old bus\n=======\nnever came."),
        BLOCK + "\n" + BLOCK,
        "<<<<<<< SEARCH\nThe bus\n=======\nThe old bus\n>>>>>>> REPLACE",
        "TITLE: \n" + BLOCK,
        BLOCK.replace("SEARCH\nThe bus never came.", "SEARCH\nThe bus never came. And more."),
    ],
    ids=[
        "no-replace-marker",
        "cut-after-separator",
        "no-separator",
        "empty-search",
        "crlf",
        "separator-in-replacement",
        "same-block-twice",
        "search-in-title-and-body",
        "empty-title-line",
        "search-not-in-body",
    ],
)
def test_broken_blocks_leave_the_article_whole(
    app: ServedApp, model: ModelServer, blocks: str
) -> None:
    model.enqueue(answer(blocks))
    content = new_article(app.client)
    result = send(app.client, content["id"])
    assert_whole_or_untouched(app, content["id"], result["assistant_message"])


def test_blocks_streamed_in_shreds(app: ServedApp, model: ModelServer) -> None:
    stream = chunk_event(BLOCK) + chunk_event(finish="stop") + DONE

    def shreds(conn: socket.socket, request: dict[str, Any]) -> None:
        parts = [chunked(stream[i : i + 5]) for i in range(0, len(stream), 5)]
        send_slowly(conn, SSE_HEAD, *parts, b"0\r\n\r\n", pause=0.003)

    handler: Handler = shreds
    model.enqueue(handler)
    content = new_article(app.client)
    events = send_streamed(app.client, content["id"])
    done = [data for name, data in events if name == "done"][-1]
    assert done["content"]["body"] == EDITED_BODY, done["assistant_message"]


def test_stream_of_blocks_that_stops_short(app: ServedApp, model: ModelServer) -> None:
    cut = BLOCK.removesuffix("never came.\n>>>>>>> REPLACE")
    stream = chunk_event(cut) + chunk_event(finish="length") + DONE

    def short(conn: socket.socket, request: dict[str, Any]) -> None:
        send_slowly(conn, SSE_HEAD, chunked(stream), b"0\r\n\r\n")

    model.default = short
    content = new_article(app.client)
    events = send_streamed(app.client, content["id"])
    reply = [data for name, data in events if name == "assistant_message"][-1]
    assert_whole_or_untouched(app, content["id"], reply)
