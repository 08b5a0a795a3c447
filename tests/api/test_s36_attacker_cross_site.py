"""Cross-site writes in every shape a forged page can send (session 36, the attacker): bodies
that are empty (trash, untrash, stop, regenerate — nothing for the JSON check to refuse), and
origins that only look like Redline's (another port, a longer name, a user part, a sibling
site). In the single-user mode no cookie stands in the way, so the origin check is all there
is: each is a 403 and nothing changes."""

from __future__ import annotations

from litestar.testing import TestClient

HOST = "testserver.local"
FORGED = [
    {"origin": f"http://{HOST}:8001"},
    {"origin": f"http://{HOST}.evil.example"},
    {"origin": f"http://evil.example@{HOST}"},
    {"origin": "null"},
    {"sec-fetch-site": "same-site"},
    {"sec-fetch-site": "cross-site", "origin": f"http://{HOST}"},
    {"referer": f"http://{HOST}.evil.example/{HOST}/"},
]


def test_empty_bodied_writes_from_another_site_are_refused(client: TestClient) -> None:
    made = client.post("/api/contents", json={"title": "T", "body": "We waited twenty minutes."})
    content_id = made.json()["id"]
    sent = client.post(
        "/api/chat/send", json={"content_id": content_id, "message": 'Replace "twenty" with "ten"'}
    )
    message_id = sent.json()["user_message"]["id"]
    for headers in FORGED:
        for method, path in (
            ("DELETE", f"/api/contents/{content_id}"),
            ("POST", f"/api/contents/{content_id}/untrash"),
            ("POST", f"/api/chat/messages/{message_id}/regenerate"),
            ("POST", f"/api/chat/messages/{message_id}/activate"),
            ("POST", f"/api/chat/messages/{sent.json()['assistant_message']['id']}/stop"),
            ("DELETE", "/api/personas/pdefault"),
        ):
            answer = client.request(method, path, headers={**headers, "content-type": "text/plain"})
            assert answer.status_code == 403, (headers, method, path, answer.text)
            assert "refused" in answer.json()["detail"]
    article = client.get(f"/api/contents/{content_id}").json()
    assert (article["trashed_at"], article["version"]) == (None, 2)


def test_the_same_writes_from_redlines_own_page_go_through(client: TestClient) -> None:
    made = client.post("/api/contents", json={"title": "T", "body": "Text."})
    own = {"origin": f"http://{HOST}", "sec-fetch-site": "same-origin"}
    trashed = client.delete(f"/api/contents/{made.json()['id']}", headers=own)
    assert trashed.status_code == 200, trashed.text
