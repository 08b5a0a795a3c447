"""Hostile requests to a real `python -m app` over a socket: bodies that are not UTF-8, JSON
nested 10,000 deep, 50 MB bodies, the wrong Content-Type, a stale version on restore, and
ids nobody made on every route that takes one.

Written before reading any of app/: from docs/api.md (Conventions: bodies are JSON in UTF-8,
400 with a sentence for malformed JSON; 413 a body over its limit; 415 a body that is not
JSON; 409 a stale `base_version` on a restore — checked before the version asked for —, 404
an id that names nothing; errors are `{status_code, detail, extra}`) and README.md. The
promise: a 4xx with a sentence saying what is wrong, nothing saved, and the server answering
the next request as before.
"""

import contextlib
import socket
from collections.abc import Iterator

import httpx
import pytest

from tests.api.s36_faults_harness import (
    ServedApp,
    assert_plain,
    new_article,
    served,
    session,
)


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServedApp]:
    with served(tmp_path_factory.mktemp("requests") / "data") as running:
        yield running


@pytest.fixture(autouse=True)
def no_traceback(app: ServedApp) -> Iterator[None]:
    logged = len(app.log())
    yield
    assert app.client.get("/healthz").status_code == 200
    assert "Traceback" not in app.log()[logged:], app.log()[logged:]


def assert_refused(response: httpx.Response, status: int) -> None:
    assert response.status_code == status, (response.status_code, response.text)
    assert_plain(response.json()["detail"])


def post_bytes(app: ServedApp, path: str, body: bytes, content_type: str) -> httpx.Response:
    return app.client.post(path, content=body, headers={"content-type": content_type})


@pytest.mark.parametrize(
    "body",
    [
        b'{"title": "Bus \xff\xfe", "body": "text"}',
        b'{"title": "Bus", "body": "caf\xc3"}',
        b'{"title": "\xed\xa0\x80 surrogate", "body": "text"}',
    ],
    ids=["ff-fe", "cut-character", "encoded-surrogate"],
)
def test_body_with_invalid_utf8_is_400_and_saves_nothing(app: ServedApp, body: bytes) -> None:
    before = app.client.get("/api/contents?include_body=false").json()
    assert_refused(post_bytes(app, "/api/contents", body, "application/json"), 400)
    assert app.client.get("/api/contents?include_body=false").json() == before


def test_json_nested_ten_thousand_deep_on_every_json_route(app: ServedApp) -> None:
    content = new_article(app.client)
    deep = b'{"a": ' * 10_000 + b"1" + b"}" * 10_000
    deep_list = b"[" * 10_000 + b"]" * 10_000
    routes = [
        "/api/contents",
        "/api/chat/send",
        f"/api/contents/{content['id']}/restore",
        "/api/personas",
        f"/api/revisions/{content['id']}-nope/reject",
    ]
    for path in routes:
        for body in (deep, deep_list):
            response = post_bytes(app, path, body, "application/json")
            assert response.status_code in (400, 404), (path, response.status_code)
            assert_plain(response.json()["detail"])
    put = app.client.put(
        f"/api/contents/{content['id']}", content=deep, headers={"content-type": "application/json"}
    )
    assert_refused(put, 400)
    assert app.client.get(f"/api/contents/{content['id']}").json()["version"] == 1


def test_fifty_megabyte_body_is_413_and_the_server_goes_on(app: ServedApp) -> None:
    huge = b'{"title": "Big", "body": "' + b"x" * (50 * 1024 * 1024) + b'"}'
    try:
        response = post_bytes(app, "/api/contents", huge, "application/json")
    except httpx.HTTPError:
        # A server may close the connection once it has said 413: read it from a raw socket.
        response = None
    if response is not None:
        assert_refused(response, 413)
    else:
        with socket.create_connection(("127.0.0.1", app.port), timeout=60) as conn:
            conn.sendall(
                b"POST /api/contents HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                b"Content-Type: application/json\r\n"
                + f"Content-Length: {len(huge)}\r\n\r\n".encode()
            )
            with contextlib.suppress(OSError):
                conn.sendall(huge)
            assert conn.recv(64).startswith(b"HTTP/1.1 413")
    listed = app.client.get("/api/contents?include_body=false").json()
    assert all(item["title"] != "Big" for item in listed)


@pytest.mark.parametrize(
    "content_type",
    [
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=xyz",
        "application/xml",
        "",
    ],
)
def test_wrong_content_type_is_415_with_a_sentence(app: ServedApp, content_type: str) -> None:
    content = new_article(app.client)
    body = (
        b'{"content_id": "'
        + content["id"].encode()
        + b'", "message": "Replace \\"twenty\\" with \\"thirty\\""}'
    )
    headers = {"content-type": content_type} if content_type else {}
    response = app.client.post("/api/chat/send", content=body, headers=headers)
    if content_type == "":
        # No Content-Type at all: reading it as JSON is a fair answer too.
        assert response.status_code in (200, 415), response.text
    else:
        assert_refused(response, 415)
    if response.status_code != 200:
        assert app.client.get(f"/api/chat/sessions/{content['id']}").status_code == 404


def test_stale_version_on_restore_is_409_and_saves_nothing(app: ServedApp) -> None:
    content = new_article(app.client)
    for message in ('Replace "twenty" with "thirty"', 'Replace "thirty" with "forty"'):
        app.client.post("/api/chat/send", json={"content_id": content["id"], "message": message})
    path = f"/api/contents/{content['id']}/restore"
    before = app.client.get(f"/api/contents/{content['id']}").json()
    assert before["version"] == 3
    for base_version in (2, 1, 9):
        assert_refused(
            app.client.post(path, json={"version": 1, "base_version": base_version}), 409
        )
    # The base version is checked first, even when the version asked for does not exist.
    assert_refused(app.client.post(path, json={"version": 7, "base_version": 2}), 409)
    assert_refused(app.client.post(path, json={"version": 7, "base_version": 3}), 404)
    assert app.client.get(f"/api/contents/{content['id']}").json() == before
    assert len(app.client.get(f"/api/chat/revisions/{content['id']}").json()) == 2


def test_unknown_ids_everywhere_are_404_with_a_sentence(app: ServedApp) -> None:
    content = new_article(app.client)
    cid = content["id"]
    app.client.post(
        "/api/chat/send", json={"content_id": cid, "message": 'Replace "twenty" with "thirty"'}
    )
    view = session(app.client, cid)
    ghost = f"{cid}-ghost"
    calls = [
        ("GET", "/api/contents/nope", None),
        ("PUT", "/api/contents/nope", {"body": "x", "base_version": 1}),
        ("PATCH", "/api/contents/nope", {"title": "x"}),
        ("DELETE", "/api/contents/nope", None),
        ("POST", "/api/contents/nope/untrash", {}),
        ("GET", "/api/contents/nope/versions/1", None),
        ("GET", "/api/contents/nope/diff?from=1&to=1", None),
        ("GET", "/api/contents/nope/history", None),
        ("POST", "/api/contents/nope/restore", {"version": 1}),
        ("GET", "/api/contents/nope/export", None),
        ("GET", "/api/contents/nope/events", None),
        ("GET", "/api/contents/nope/comments", None),
        ("GET", "/api/contents/nope/sharing", None),
        ("POST", "/api/chat/send", {"content_id": "nope", "message": "hi"}),
        ("POST", "/api/chat/send", {"content_id": cid, "message": "hi", "parent_id": ghost}),
        ("POST", "/api/chat/send", {"content_id": cid, "message": "hi", "head_id": ghost}),
        ("GET", "/api/chat/sessions/nope", None),
        ("POST", f"/api/chat/sessions/{view['id']}/head", {"message_id": ghost}),
        ("POST", "/api/chat/sessions/nope/head", {"message_id": view["head_id"]}),
        ("POST", f"/api/chat/messages/{ghost}/edit", {"message": "hi"}),
        ("POST", f"/api/chat/messages/{ghost}/regenerate", {}),
        ("POST", f"/api/chat/messages/{ghost}/activate", {}),
        ("POST", f"/api/chat/messages/{ghost}/stop", {}),
        ("GET", f"/api/chat/messages/{ghost}/prompt", None),
        ("GET", "/api/chat/revisions/nope", None),
        ("GET", f"/api/revisions/{ghost}", None),
        ("GET", f"/api/revisions/{ghost}/diff", None),
        ("POST", f"/api/revisions/{ghost}/reject", {"change_ids": None, "base_version": 2}),
        ("GET", f"/api/revisions/{ghost}/comments", None),
        ("POST", f"/api/revisions/{ghost}/comments", {"text": "hi"}),
        ("GET", f"/api/revisions?content_id={ghost}", None),
        ("DELETE", f"/api/comments/{ghost}", None),
        ("GET", "/api/personas/nope", None),
        ("PATCH", "/api/personas/nope", {"name": "x"}),
        ("DELETE", "/api/personas/nope", None),
        ("POST", "/api/personas/nope/untrash", {}),
        ("GET", "/api/personas/nope/audit", None),
        ("GET", "/api/personas/pdefault/preferences/nope", None),
        ("PATCH", "/api/personas/pdefault/preferences/nope", {"action": "confirm"}),
        ("POST", "/api/contents", {"title": "t", "body": "b", "persona_id": "nope"}),
        ("GET", "/api/contents/%F0%9F%98%80", None),
        ("GET", "/api/contents/" + "a" * 65, None),
        ("GET", "/api/contents/..%2F..%2Fetc", None),
    ]
    for method, path, body in calls:
        response = app.client.request(method, path, json=body)
        assert response.status_code == 404, (method, path, response.status_code, response.text)
        assert_plain(response.json()["detail"])
    after = session(app.client, cid)
    assert (after["head_id"], len(after["messages"])) == (view["head_id"], len(view["messages"]))
    assert app.client.get(f"/api/contents/{cid}").json()["version"] == 2
