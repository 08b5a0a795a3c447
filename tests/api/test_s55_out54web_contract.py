"""outside54's contract findings, each as an API client meets it: a field named twice inside
`selection` is named `selection.start` (F2), the DNS-rebinding 400 says `no-store` like every
other /api answer (F3), an editor renaming a persona is told about personas (F8), and a title
of emoji or punctuation downloads under the names docs/api.md gives (F14)."""

from __future__ import annotations

import json
from urllib.parse import unquote

import httpx
import pytest
from litestar.testing import TestClient

from app.main import served_app
from app.settings import Settings
from app.testing.accounts import cheap_passwords  # noqa: F401 (fixture)
from app.testing.live_server import LiveServer

JSON = {"content-type": "application/json"}
PASSWORD = "correct horse 电池"


def test_a_field_given_twice_in_the_selection_is_named_dotted(client: TestClient) -> None:
    made = client.post("/api/contents", json={"title": "秋天", "body": "第一段。第二句。"}).json()
    raw = json.dumps({"content_id": made["id"], "message": "x"})[:-1]
    raw += ', "selection": {"start": 1, "start": 2, "end": 5}}'
    answer = client.post("/api/chat/send", content=raw.encode(), headers=JSON)
    assert answer.status_code == 400
    body = answer.json()
    assert body["extra"][0]["key"] == "selection.start"
    assert body["detail"].startswith("Invalid request — selection.start: is given 2 times")
    # The same name the server gives a field of the selection it refuses for another reason.
    low = {"content_id": made["id"], "message": "x", "selection": {"start": -1, "end": 2}}
    assert "selection.start" in client.post("/api/chat/send", json=low).json()["detail"]
    # At the top a field keeps its bare name; in a list, its place.
    top = b'{"title": "a", "body": "b", "title": "c"}'
    assert client.post("/api/contents", content=top, headers=JSON).json()["extra"][0]["key"] == (
        "title"
    )
    roles = b'{"name": "x", "roles": [{"a": 1, "a": 2}]}'
    assert client.post("/api/users", content=roles, headers=JSON).json()["extra"][0]["key"] == (
        "roles.0.a"
    )


def test_the_refusal_of_another_host_is_not_stored(settings: Settings) -> None:
    with LiveServer(served_app(settings)) as server:
        refused = httpx.get(f"{server.url}/api/contents", headers={"host": "evil.example"})
        assert refused.status_code == 400
        assert refused.headers.get("cache-control") == "no-store"
        ours = httpx.get(f"{server.url}/api/contents", headers={"host": "localhost"})
        assert ours.headers.get("cache-control") == "no-store"


@pytest.mark.usefixtures("cheap_passwords")
def test_an_editor_is_told_what_was_refused(settings: Settings) -> None:
    from app.main import create_app

    app = create_app(settings)
    with TestClient(app=app) as client:
        accounts = app.state["accounts"]
        accounts.add_user("Wanda", PASSWORD, ["writer"])
        accounts.add_user("Eddie", PASSWORD, ["editor"])
        client.post("/login", data={"name": "Wanda", "password": PASSWORD, "next": "/"})
        made = client.post("/api/contents", json={"title": "Notes", "body": "Text."}).json()
        client.post("/login", data={"name": "Eddie", "password": PASSWORD, "next": "/"})
        renamed = client.patch(f"/api/personas/{made['persona_id']}", json={"name": "x"})
        assert renamed.status_code == 403
        assert renamed.json()["detail"] == (
            "Editors read and restore; changing a persona needs the writer role."
        )
        edited = client.put(f"/api/contents/{made['id']}", json={"body": "B.", "base_version": 1})
        assert edited.json()["detail"] == (
            "Editors read and restore; changing an article needs the writer role."
        )


def _names(client: TestClient, title: str) -> tuple[str, str]:
    made = client.post("/api/contents", json={"title": title, "body": "x"}).json()
    header = client.get(f"/articles/{made['id']}/download?format=md").headers
    disposition = header["content-disposition"]
    plain = disposition.split('filename="')[1].split('"')[0]
    return plain, unquote(disposition.split("filename*=UTF-8''")[1])


def test_emoji_and_punctuation_titles_download_under_readable_names(client: TestClient) -> None:
    assert _names(client, "🎉🎉") == ("article-v1.md", "🎉🎉-v1.md")
    # Beside words, emoji are left out as punctuation is (test_api10_download_names).
    assert _names(client, "🎉 派对") == ("article-v1.md", "派对-v1.md")
    assert _names(client, "📝 Notes") == ("notes-v1.md", "notes-v1.md")
    plain, named = _names(client, "—")
    # No word and no emoji: the ASCII name is "article" as documented, the other the id
    # (two such articles' downloads are told apart).
    assert plain == "article-v1.md" and named != "article-v1.md" and named.endswith("-v1.md")
    assert _names(client, "秋天的公园") == ("article-v1.md", "秋天的公园-v1.md")
