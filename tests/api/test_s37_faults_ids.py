"""Ids that look like a real one, on every route that takes an id, sent to a real `python -m
app`: the real id in full-width letters, with a line break, a NUL, a zero-width space or a
right-to-left override beside it, a Cyrillic letter in place of a Latin one, an encoded slash
or `..` in front — and targets that climb out of a folder (`..%2F..%2Fetc%2Fpasswd`).

Written before reading any of app/: from docs/api.md (Conventions: ids are opaque
`^[A-Za-z0-9_-]{1,64}$`; "An id that cannot name anything is simply not found (404)"; errors
are `{status_code, detail, extra}` with a sentence). The promise: a look-alike never reaches
the real record (no 2xx, nothing changed), never a 500 or a traceback, and no file is made
under a name the request carried — inside the data directory or beside it.
"""

from collections.abc import Iterator
from typing import Any
from urllib.parse import quote

import pytest

from tests.api.s36_faults_harness import (
    ServedApp,
    assert_plain,
    every_json_file_parses,
    new_article,
    served,
    session,
)
from tests.api.s37_faults_harness import assert_no_machinery, exchange, request, statuses, tree


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServedApp]:
    with served(tmp_path_factory.mktemp("ids") / "data") as running:
        yield running


def full_width(text: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if c.isalnum() or c in "-_" else c for c in text)


def cyrillic(text: str) -> str:
    """One Latin letter swapped for the Cyrillic one that looks the same."""
    for latin, look_alike in (("a", "\u0430"), ("e", "\u0435"), ("o", "\u043e"), ("c", "\u0441")):
        if latin in text:
            return text.replace(latin, look_alike, 1)
    return "\u0430" + text


LOOK_ALIKES = {
    "full-width": full_width,
    "line-break": lambda s: s + "\n",
    "nul": lambda s: s + "\x00",
    "zero-width-space": lambda s: s + "\u200b",
    "rtl-override": lambda s: "\u202e" + s,
    "trailing-space": lambda s: s + " ",
    "cyrillic": cyrillic,
    "dot-dot-before": lambda s: "../" + s,
    "ligature-nfkc": lambda s: s.replace("fi", "\ufb01") if "fi" in s else "\ufb01" + s,
}


def look_alike_calls(ids: dict[str, str]) -> list[tuple[str, str, str, Any]]:
    """(method, route, the id it takes, body) for every route that takes an id."""
    cid, mid, rid, sid = ids["content"], ids["message"], ids["revision"], ids["session"]
    return [
        ("GET", "/api/contents/{}", cid, None),
        ("PUT", "/api/contents/{}", cid, {"body": "Taken over.", "base_version": 2}),
        ("PATCH", "/api/contents/{}", cid, {"title": "Taken over"}),
        ("DELETE", "/api/contents/{}", cid, None),
        ("POST", "/api/contents/{}/untrash", cid, {}),
        ("GET", "/api/contents/{}/versions/1", cid, None),
        ("GET", "/api/contents/{}/diff?from=1&to=2", cid, None),
        ("GET", "/api/contents/{}/history", cid, None),
        ("POST", "/api/contents/{}/restore", cid, {"version": 1, "base_version": 2}),
        ("GET", "/api/contents/{}/export?format=json", cid, None),
        ("GET", "/api/contents/{}/comments", cid, None),
        ("GET", "/api/chat/sessions/{}", cid, None),
        ("GET", "/api/chat/revisions/{}", cid, None),
        ("POST", "/api/chat/sessions/{}/head", sid, {"message_id": mid}),
        ("POST", "/api/chat/messages/{}/edit", mid, {"message": "Taken over"}),
        ("POST", "/api/chat/messages/{}/regenerate", mid, {}),
        ("POST", "/api/chat/messages/{}/activate", mid, {}),
        ("POST", "/api/chat/messages/{}/stop", mid, {}),
        ("GET", "/api/chat/messages/{}/prompt", mid, None),
        ("GET", "/api/revisions/{}", rid, None),
        ("GET", "/api/revisions/{}/diff", rid, None),
        ("POST", "/api/revisions/{}/reject", rid, {"change_ids": None, "base_version": 2}),
        ("GET", "/api/revisions/{}/comments", rid, None),
        ("POST", "/api/revisions/{}/comments", rid, {"text": "Taken over"}),
        ("GET", "/api/personas/{}", ids["persona"], None),
        ("PATCH", "/api/personas/{}", ids["persona"], {"name": "Taken over"}),
        ("GET", "/api/personas/{}/audit", ids["persona"], None),
    ]


def written(app: ServedApp) -> dict[str, str]:
    """An article at V2 with a comment on its revision; the ids a request can name."""
    content = new_article(app.client)
    cid = content["id"]
    sent = app.client.post(
        "/api/chat/send", json={"content_id": cid, "message": 'Replace "twenty" with "thirty"'}
    ).json()
    assert sent["revision"] is not None, sent
    rid = sent["revision"]["id"]
    comment = app.client.post(f"/api/revisions/{rid}/comments", json={"text": "Good."})
    assert comment.status_code in (200, 201), comment.text
    return {
        "content": cid,
        "message": sent["user_message"]["id"],
        "revision": rid,
        "session": sent["session_id"],
        "persona": content["persona_id"],
    }


def state(app: ServedApp, ids: dict[str, str]) -> Any:
    cid = ids["content"]
    return (
        app.client.get(f"/api/contents/{cid}").json(),
        session(app.client, cid),
        app.client.get(f"/api/revisions/{ids['revision']}/comments").json(),
        app.client.get(f"/api/personas/{ids['persona']}").json()["name"],
    )


@pytest.mark.parametrize("mutation", sorted(LOOK_ALIKES))
def test_a_look_alike_of_a_real_id_reaches_nothing(app: ServedApp, mutation: str) -> None:
    ids = written(app)
    before = state(app, ids)
    files_before = tree(app.data_dir)
    logged = len(app.log())
    for method, route, real, body in look_alike_calls(ids):
        target = route.format(quote(LOOK_ALIKES[mutation](real), safe=""))
        response = app.client.request(method, target, json=body)
        assert response.status_code in (400, 404, 405), (
            method,
            target,
            response.status_code,
            response.text[:300],
        )
        if response.status_code != 405:
            assert_plain(response.json()["detail"])
    assert state(app, ids) == before, "a look-alike id changed the real record"
    made = tree(app.data_dir) - files_before
    odd = [name for name in made if not name.isascii() or any(c in name for c in " \n\x00")]
    assert not odd, f"files named after a request: {odd}"
    assert "Traceback" not in app.log()[logged:], app.log()[logged:]


CLIMBS = [
    "/api/contents/..%2F..%2F..%2F..%2Fetc%2Fpasswd",
    "/api/contents/%2e%2e/versions/1",
    "/api/contents/..%5C..%5C..%5Cetc%5Cpasswd/history",
    "/api/contents/%2e%2e%2f%2e%2e%2findex/export?format=json",
    "/api/personas/..%2F..%2Fetc%2Fpasswd",
    "/api/personas/%2e%2e/audit",
    "/api/revisions/..%2F..%2Fetc%2Fpasswd/diff",
    "/api/chat/sessions/..%2Faccounts",
    "/api/chat/messages/..%2F..%2Fetc%2Fpasswd/prompt",
    "/articles/..%2F..%2Fetc%2Fpasswd/download?format=txt",
    "/articles/%2e%2e/download?format=md",
    "/static/..%2F..%2F..%2Fetc%2Fpasswd",
    "/static/%2e%2e/%2e%2e/pyproject.toml",
    "/static/../../pyproject.toml",
    "/api/contents/../../../../etc/passwd",
]


def test_targets_that_climb_out_of_a_folder_show_no_file(app: ServedApp) -> None:
    ids = written(app)
    before = state(app, ids)
    outside = tree(app.data_dir.parent)
    logged = len(app.log())
    for target in CLIMBS:
        for method in ("GET", "DELETE", "PUT"):
            answer = exchange(
                app.port,
                request(
                    method,
                    target,
                    b"{}",
                    Content_Type="application/json",
                    Content_Length="2",
                    Connection="close",
                ),
            )
            status = statuses(answer)
            assert status and status[0] in (400, 403, 404, 405), (method, target, answer[:400])
            assert b"root:" not in answer and b"[project]" not in answer, (target, answer[:400])
            assert str(app.data_dir).encode() not in answer, (target, answer[:400])
            assert_no_machinery(answer)
    assert state(app, ids) == before
    assert tree(app.data_dir.parent) - outside <= {
        name for name in tree(app.data_dir.parent) if name.startswith("data")
    } | {name for name in tree(app.data_dir.parent) if name.endswith(".log")}
    every_json_file_parses(app.data_dir)
    assert "Traceback" not in app.log()[logged:], app.log()[logged:]


def test_a_persona_or_parent_named_by_a_look_alike_is_not_taken(app: ServedApp) -> None:
    """Ids inside a body: a new article for a look-alike persona, a send under a look-alike
    parent or head — each a 4xx with a sentence, and nothing made."""
    ids = written(app)
    listed = app.client.get("/api/contents?include_body=false").json()
    before = state(app, ids)
    for mutation in sorted(LOOK_ALIKES):
        look = LOOK_ALIKES[mutation]
        bodies: list[tuple[str, dict[str, Any]]] = [
            ("/api/contents", {"title": "T", "body": "B", "persona_id": look(ids["persona"])}),
            ("/api/chat/send", {"content_id": look(ids["content"]), "message": "Replace a with b"}),
        ]
        for key in ("parent_id", "head_id"):
            payload = {"content_id": ids["content"], "message": "Replace a with b"}
            bodies.append(("/api/chat/send", {**payload, key: look(ids["message"])}))
        for path, payload in bodies:
            response = app.client.post(path, json=payload)
            assert response.status_code in (400, 404, 409), (mutation, path, response.text)
            assert_plain(response.json()["detail"])
    assert app.client.get("/api/contents?include_body=false").json() == listed
    assert state(app, ids) == before
