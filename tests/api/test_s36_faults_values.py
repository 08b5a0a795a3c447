"""Values JSON can carry that no store or number can keep, sent to a real `python -m app`:
lone surrogates written as `\\ud800` escapes, numbers too long or too large for a whole
number (`1e400`, `NaN`, 5,000 digits), such numbers in a path, and header values outside
ASCII.

Written before reading any of app/: from docs/api.md (Conventions: a value of another JSON
type than its field's is 400 naming the field, `2.0` is 2; a NUL character in any text is 400
since no store can keep it; a number in the path is ASCII digits, 400 naming the parameter;
an `Idempotency-Key` is 1–200 printable ASCII characters, a bad key 400) and README.md. The
promise: a 4xx with a sentence, nothing saved, never a 500.
"""

import json
from collections.abc import Iterator

import httpx
import pytest

from tests.api.s36_faults_harness import (
    ServedApp,
    assert_plain,
    every_json_file_parses,
    new_article,
    served,
    session,
)

HUGE = "9" * 5000


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServedApp]:
    with served(tmp_path_factory.mktemp("values") / "data") as running:
        yield running


@pytest.fixture(autouse=True)
def no_traceback(app: ServedApp) -> Iterator[None]:
    logged = len(app.log())
    yield
    assert "Traceback" not in app.log()[logged:], app.log()[logged:]
    every_json_file_parses(app.data_dir)


def post_text(app: ServedApp, path: str, text: str) -> httpx.Response:
    return app.client.post(
        path, content=text.encode(), headers={"content-type": "application/json"}
    )


def assert_400(response: httpx.Response) -> None:
    assert response.status_code == 400, (response.status_code, response.text)
    assert_plain(response.json()["detail"])


@pytest.mark.parametrize("escape", ["\\ud800", "\\udfff", "a\\ud83d", "\\ude00b"])
def test_lone_surrogate_in_text_is_400_and_saves_nothing(app: ServedApp, escape: str) -> None:
    content = new_article(app.client)
    listed = app.client.get("/api/contents?include_body=false").json()
    assert_400(post_text(app, "/api/contents", f'{{"title": "T{escape}", "body": "b"}}'))
    assert_400(post_text(app, "/api/contents", f'{{"title": "T", "body": "b{escape}"}}'))
    assert app.client.get("/api/contents?include_body=false").json() == listed
    ask = f'Replace \\"twenty\\" with \\"{escape}\\"'
    send = f'{{"content_id": "{content["id"]}", "message": "{ask}"}}'
    assert_400(post_text(app, "/api/chat/send", send))
    assert app.client.get(f"/api/chat/sessions/{content['id']}").status_code == 404
    put = app.client.put(
        f"/api/contents/{content['id']}",
        content=f'{{"body": "x{escape}", "base_version": 1}}'.encode(),
        headers={"content-type": "application/json"},
    )
    assert_400(put)
    assert_400(post_text(app, "/api/personas", f'{{"name": "P{escape}"}}'))
    assert app.client.get(f"/api/contents/{content['id']}").json()["version"] == 1


def test_lone_surrogate_in_a_chat_edit_and_a_comment(app: ServedApp) -> None:
    content = new_article(app.client)
    result = app.client.post(
        "/api/chat/send",
        json={"content_id": content["id"], "message": 'Replace "twenty" with "thirty"'},
    ).json()
    user_id, revision_id = result["user_message"]["id"], result["revision"]["id"]
    before = session(app.client, content["id"])
    edit = post_text(app, f"/api/chat/messages/{user_id}/edit", '{"message": "x\\ud800"}')
    assert_400(edit)
    comment = post_text(app, f"/api/revisions/{revision_id}/comments", '{"text": "\\udc00"}')
    assert_400(comment)
    assert session(app.client, content["id"]) == before
    assert app.client.get(f"/api/revisions/{revision_id}/comments").json() == []


@pytest.mark.parametrize("number", ["1e400", "-1e400", "NaN", "Infinity", "-Infinity", HUGE])
def test_number_no_whole_number_can_hold_is_400(app: ServedApp, number: str) -> None:
    content = new_article(app.client)
    cid = content["id"]
    bodies = [
        (f"/api/contents/{cid}/restore", f'{{"version": {number}, "base_version": 1}}'),
        (f"/api/contents/{cid}/restore", f'{{"version": 1, "base_version": {number}}}'),
        ("/api/chat/send", f'{{"content_id": "{cid}", "message": "hi", "base_version": {number}}}'),
        (
            "/api/chat/send",
            f'{{"content_id": "{cid}", "message": "hi", '
            f'"selection": {{"start": 0, "end": {number}}}}}',
        ),
    ]
    for path, body in bodies:
        response = post_text(app, path, body)
        assert response.status_code == 400, (path, body[:80], response.status_code, response.text)
        assert_plain(response.json()["detail"])
    put = app.client.put(
        f"/api/contents/{cid}",
        content=f'{{"body": "x", "base_version": {number}}}'.encode(),
        headers={"content-type": "application/json"},
    )
    assert_400(put)
    assert app.client.get(f"/api/contents/{cid}").json()["version"] == 1
    assert app.client.get(f"/api/chat/sessions/{cid}").status_code == 404


@pytest.mark.parametrize("number", [HUGE, "1" + "0" * 30])
def test_number_too_long_in_the_path_or_query(app: ServedApp, number: str) -> None:
    content = new_article(app.client)
    cid = content["id"]
    for path in (
        f"/api/contents/{cid}/versions/{number}",
        f"/api/contents/{cid}/diff?from=1&to={number}",
        f"/api/contents/{cid}/diff?from={number}&to=1",
        f"/articles/{cid}/download?format=md&version={number}",
        f"/api/revisions?limit={number}",
    ):
        response = app.client.get(path)
        assert response.status_code in (400, 404), (path[:90], response.status_code)
        if path.startswith("/api/"):
            assert_plain(response.json()["detail"])


def test_duplicate_keys_deep_inside_and_huge_objects(app: ServedApp) -> None:
    content = new_article(app.client)
    many = ", ".join(f'"k{i}": {i}' for i in range(100_000))
    response = post_text(
        app, "/api/chat/send", f'{{"content_id": "{content["id"]}", "message": "hi", {many}}}'
    )
    assert response.status_code in (200, 400), response.text
    twice = f'{{"content_id": "{content["id"]}", "message": "hi", '
    twice += '"selection": {"start": 0, "start": 1, "end": 2}}'
    assert_400(post_text(app, "/api/chat/send", twice))


@pytest.mark.parametrize("key", ["caf\xe9", "tab\there", "x" * 201])
def test_idempotency_key_that_is_not_printable_ascii(app: ServedApp, key: str) -> None:
    content = new_article(app.client)
    response = app.client.post(
        "/api/chat/send",
        json={"content_id": content["id"], "message": 'Replace "twenty" with "thirty"'},
        headers=[("Idempotency-Key", key.encode("latin-1"))],
    )
    assert_400(response)
    assert app.client.get(f"/api/contents/{content['id']}").json()["version"] == 1


def test_body_that_is_json_but_not_an_object(app: ServedApp) -> None:
    content = new_article(app.client)
    for text in ("[]", '"text"', "null", "42", "true", json.dumps([{"content_id": content["id"]}])):
        for path in ("/api/contents", "/api/chat/send", f"/api/contents/{content['id']}/restore"):
            assert_400(post_text(app, path, text))
