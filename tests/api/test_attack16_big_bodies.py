"""A JSON body over 1 MB is read once, in a worker thread, beside the check for a field given
twice — not a second time by Litestar on the server's loop, where decoding 8 MB of 440,000
keys held every other client (a health check waited half a second on a quiet machine, seconds
on a busy one). The answers stay those of the loop's reader: NaN, a number too large for a
float, a lone surrogate and a repeated field are refused in a sentence; a big body of unknown
fields saves its known ones."""

import json
from typing import Any

import litestar.connection.request as litestar_request
import pytest
from litestar.testing import TestClient

PADDING = {f"k{i}": i for i in range(90_000)}  # about 1.4 MB of fields nobody reads


def _big(**fields: Any) -> bytes:
    return json.dumps({**PADDING, **fields}, ensure_ascii=False).encode()


@pytest.fixture
def loop_decodes(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The sizes of the bodies Litestar's own reader decoded (on the server's loop)."""
    sizes: list[int] = []
    real = litestar_request.decode_json

    def counted(value: Any, *args: Any, **kwargs: Any) -> Any:
        sizes.append(len(value))
        return real(value, *args, **kwargs)

    monkeypatch.setattr(litestar_request, "decode_json", counted)
    return sizes


def _post(client: TestClient, body: bytes) -> Any:
    return client.post("/api/contents", content=body, headers={"Content-Type": "application/json"})


def test_a_big_body_is_not_decoded_again_on_the_loop(
    client: TestClient, loop_decodes: list[int]
) -> None:
    body = _big(title="秋天的公园", body="公园里有十五棵银杏树。\n\nWe waited.")
    assert len(body) > 1 << 20
    made = _post(client, body)
    assert made.status_code == 201, made.text
    saved = client.get(f"/api/contents/{made.json()['id']}").json()
    assert (saved["title"], saved["body"]) == ("秋天的公园", "公园里有十五棵银杏树。\n\nWe waited.")
    assert [size for size in loop_decodes if size > 1 << 20] == []
    # A small body is read as before.
    small = client.post("/api/contents", json={"title": "Small", "body": "One."})
    assert small.status_code == 201


@pytest.mark.parametrize(
    "tail, words",
    [
        (b',"title":NaN,"body":"x"}', "JSON"),
        (b',"title":"t","body":"x","n":1e999}', "JSON"),
        (b',"title":"\\ud800","body":"x"}', ""),
        (b',"title":"a","body":"x","title":"b"}', "title: is given 2 times"),
        (b',"title":"t","body":"x"', "JSON"),
    ],
)
def test_a_big_body_is_refused_as_a_small_one_would_be(
    client: TestClient, tail: bytes, words: str
) -> None:
    body = json.dumps(PADDING).encode()[:-1] + tail
    assert len(body) > 1 << 20
    refused = _post(client, body)
    assert 400 <= refused.status_code < 500, refused.text
    assert refused.status_code != 500
    assert words in refused.json()["detail"]
    small = _post(client, b"{" + tail[1:])
    assert small.status_code == refused.status_code
    assert client.get("/api/contents").json() == []


def test_a_whole_number_written_as_a_float_still_counts_in_a_big_body(client: TestClient) -> None:
    made = _post(client, _big(title="The bus", body="We waited twenty minutes."))
    content = made.json()
    edited = _post_put(
        client, content["id"], _big(body="We waited thirty minutes.", base_version=1.0)
    )
    assert edited.status_code == 200, edited.text
    assert edited.json()["version"] == 2


def _post_put(client: TestClient, content_id: str, body: bytes) -> Any:
    return client.put(
        f"/api/contents/{content_id}", content=body, headers={"Content-Type": "application/json"}
    )
