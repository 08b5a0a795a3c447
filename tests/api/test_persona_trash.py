"""Personas are renamed, moved to a trash and restored like articles: nothing is deleted, a
trashed persona is not offered for new articles, and the articles written in it keep working
and keep teaching it."""

from litestar.testing import TestClient

from app.testing.fake_model import FakeModel
from tests.conftest import settle

PLAIN_BODY = "今天天气很好！\n\n我们去了公园，玩得很开心！\n\n晚上回家吃饭。"


def _persona(client: TestClient, name: str = "Lin", description: str = "") -> dict:
    response = client.post("/api/personas", json={"name": name, "description": description})
    assert response.status_code == 201, response.text
    return response.json()


def _ids(client: TestClient, query: str = "") -> list[str]:
    """The personas listed, but "My voice" (there from the first listing on)."""
    response = client.get(f"/api/personas{query}")
    assert response.status_code == 200, response.text
    return [p["id"] for p in response.json() if p["id"] != "pdefault"]


def test_rename_keeps_the_description_unless_a_new_one_is_given(client: TestClient) -> None:
    persona = _persona(client, "Lin", "博主")
    url = f"/api/personas/{persona['id']}"
    renamed = client.patch(url, json={"name": "  林  小编 "})
    assert renamed.status_code == 200, renamed.text
    assert (renamed.json()["name"], renamed.json()["description"]) == ("林 小编", "博主")
    described = client.patch(url, json={"name": "林 小编", "description": " Weekly column "})
    assert described.json()["description"] == "Weekly column"
    assert client.get(url).json()["name"] == "林 小编"
    assert "林 小编" in client.get(f"/personas/{persona['id']}").text


def test_the_same_name_changes_nothing(client: TestClient) -> None:
    persona = _persona(client, "Lin")
    again = client.patch(f"/api/personas/{persona['id']}", json={"name": "Lin"}).json()
    assert again["updated_at"] == persona["updated_at"]


def test_a_blank_name_or_an_unknown_persona_is_refused_in_words(client: TestClient) -> None:
    persona = _persona(client)
    url = f"/api/personas/{persona['id']}"
    for body in [{"name": "   "}, {"name": "\u3000"}, {"name": ""}, {}, {"name": "x" * 101}]:
        refused = client.patch(url, json=body)
        assert refused.status_code == 400, body
        assert refused.json()["detail"], body
    assert client.get(url).json()["name"] == "Lin"
    for method, path in [
        ("PATCH", "/api/personas/pnobody"),
        ("DELETE", "/api/personas/pnobody"),
        ("POST", "/api/personas/pnobody/untrash"),
        ("DELETE", "/api/personas/bad.id"),
    ]:
        body = {"name": "X"} if method == "PATCH" else None
        response = client.request(method, path, json=body)
        assert response.status_code == 404, (method, path)
        assert "persona" in response.json()["detail"]


def test_trash_and_restore_move_a_persona_between_the_lists(client: TestClient) -> None:
    kept, binned = _persona(client, "Kept"), _persona(client, "写作助手")
    trashed = client.delete(f"/api/personas/{binned['id']}")
    assert trashed.status_code == 200, trashed.text
    assert trashed.json()["trashed_at"] is not None
    assert _ids(client) == [kept["id"]]
    assert _ids(client, "?trashed=true") == [binned["id"]]
    assert _ids(client, "?trashed=false") == [kept["id"]]
    # Still readable where it is named; moving it to the trash again changes nothing.
    assert client.get(f"/api/personas/{binned['id']}").json()["trashed_at"] is not None
    twice = client.delete(f"/api/personas/{binned['id']}").json()
    assert twice["trashed_at"] == trashed.json()["trashed_at"]

    restored = client.post(f"/api/personas/{binned['id']}/untrash")
    assert restored.status_code == 200, restored.text
    assert restored.json()["trashed_at"] is None
    assert restored.json()["name"] == "写作助手"
    assert _ids(client) == [kept["id"], binned["id"]]  # oldest first, as before
    assert _ids(client, "?trashed=true") == []
    assert client.post(f"/api/personas/{binned['id']}/untrash", json={}).status_code == 200


def test_a_trashed_persona_is_not_offered_on_the_home_page(client: TestClient) -> None:
    _persona(client, "Offered")
    binned = _persona(client, "Binned voice")
    client.delete(f"/api/personas/{binned['id']}")
    page = client.get("/").text
    assert f'<option value="{binned["id"]}">' not in page
    assert "Offered" in page
    persona_page = client.get(f"/personas/{binned['id']}")
    assert persona_page.status_code == 200
    assert "in the trash" in persona_page.text


def test_an_article_written_in_a_trashed_persona_keeps_working_but_teaches_it_nothing(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    persona = _persona(llm_client, "Weekend diary")
    content = llm_client.post(
        "/api/contents",
        json={"title": "周末", "body": PLAIN_BODY, "persona_id": persona["id"]},
    ).json()
    llm_client.delete(f"/api/personas/{persona['id']}")
    page = llm_client.get(f"/articles/{content['id']}")
    assert page.status_code == 200 and "Weekend diary" in page.text
    fake_model.enqueue("周末\n\n今天天气很好呀！\n\n我们去了公园，玩得超开心！\n\n晚上回家吃饭。")
    result = llm_client.post(
        "/api/chat/send", json={"content_id": content["id"], "message": "太正式了，活泼点"}
    )
    assert result.status_code == 200, result.text
    assert result.json()["content"]["version"] == 2
    assert result.json()["content"]["persona_id"] == persona["id"]
    settle(llm_client)
    learned = llm_client.get(f"/api/personas/{persona['id']}").json()
    assert learned["trashed_at"] is not None
    # Session 56 (outside55 F12) reversed session 9's choice: a persona in the trash neither
    # steers nor learns until it is restored — the writer who trashed it did not want it
    # shaping (or shaped by) their edits, and the article page says so.
    assert "lively" not in {p["value"] for p in learned["preferences"]}
    # Restored, it comes back as it was: nothing was learned meanwhile.
    llm_client.post(f"/api/personas/{persona['id']}/untrash")
    listed = {p["id"]: p for p in llm_client.get("/api/personas").json()}
    assert "lively" not in {p["value"] for p in listed[persona["id"]]["preferences"]}
