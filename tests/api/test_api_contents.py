"""Contents over HTTP: create, read, manual edits, versions, restore, export, bad input."""

from litestar.testing import TestClient

from tests.api.calls import create

ZH_BODY = "第一段：今天天气很好。\n\n第二段：我们去了公园。\n\n第三段：晚上回家吃饭。"


def test_create_starts_at_version_one_with_word_count(client: TestClient) -> None:
    content = create(client, "春天", ZH_BODY)
    assert content["version"] == 1
    assert content["title"] == "春天"
    # The body's words (not the title's): CJK characters count one each; the Latin-free body
    # has no other words.
    cjk = sum(1 for ch in ZH_BODY if "\u4e00" <= ch <= "\u9fff")
    assert content["word_count"] == cjk
    assert client.get(f"/api/contents/{content['id']}").json()["body"] == ZH_BODY


def test_list_is_newest_first_with_bodies_unless_asked_not_to(client: TestClient) -> None:
    first = create(client, "First", "One.\n\nTwo.")
    second = create(client, "Second", "第二篇。")
    listed = client.get("/api/contents").json()
    ids = [c["id"] for c in listed]
    assert ids.index(second["id"]) < ids.index(first["id"])
    assert listed[ids.index(second["id"])]["body"] == "第二篇。"
    light = client.get("/api/contents", params={"include_body": "false"}).json()
    assert {c["body"] for c in light} == {""}
    assert [c["version"] for c in light] == [c["version"] for c in listed]


def test_manual_edit_makes_a_new_version_and_keeps_the_old(client: TestClient) -> None:
    content = create(client, "Hello", "One.\n\nTwo.")
    response = client.put(
        f"/api/contents/{content['id']}", json={"body": "One!\n\nTwo.", "base_version": 1}
    )
    assert response.status_code == 200, response.text
    assert response.json()["version"] == 2
    v1 = client.get(f"/api/contents/{content['id']}/versions/1").json()
    v2 = client.get(f"/api/contents/{content['id']}/versions/2").json()
    assert (v1["body"], v2["body"]) == ("One.\n\nTwo.", "One!\n\nTwo.")
    revisions = client.get(f"/api/chat/revisions/{content['id']}").json()
    assert [r["kind"] for r in revisions] == ["manual"]
    session = client.get(f"/api/chat/sessions/{content['id']}").json()
    assert session["path"][-1]["role"] == "event"
    assert "V1→V2" in session["path"][-1]["content"]


def test_stale_base_version_is_409_and_changes_nothing(client: TestClient) -> None:
    content = create(client, "Hello", "One.\n\nTwo.")
    url = f"/api/contents/{content['id']}"
    assert client.put(url, json={"body": "A", "base_version": 1}).status_code == 200
    stale = client.put(url, json={"body": "B", "base_version": 1})
    assert stale.status_code == 409
    assert "V2" in stale.json()["detail"]
    assert client.get(url).json()["body"] == "A"


def test_restore_creates_a_new_version_with_the_old_text(client: TestClient) -> None:
    content = create(client, "Hello", "One.\n\nTwo.")
    url = f"/api/contents/{content['id']}"
    client.put(url, json={"body": "Changed.", "base_version": 1})
    restored = client.post(f"{url}/restore", json={"version": 1})
    assert restored.status_code == 200, restored.text
    assert restored.json()["version"] == 3
    assert restored.json()["body"] == "One.\n\nTwo."
    kinds = [(r["kind"], r["restored_from"]) for r in client.get(f"{url}/history").json()]
    assert kinds == [("manual", None), ("restore", 1)]


def test_restoring_a_version_whose_text_is_current_makes_no_copy(client: TestClient) -> None:
    content = create(client, "标题", ZH_BODY)
    url = f"/api/contents/{content['id']}"
    client.put(url, json={"body": "改了。", "base_version": 1})
    client.put(url, json={"body": ZH_BODY, "base_version": 2})
    for version in (3, 1):  # the current one, and an older one with the same text
        restored = client.post(f"{url}/restore", json={"version": version})
        assert restored.status_code == 200, restored.text
        assert (restored.json()["version"], restored.json()["body"]) == (3, ZH_BODY)
    assert [r["kind"] for r in client.get(f"{url}/history").json()] == ["manual", "manual"]


def test_export_markdown_text_and_json(client: TestClient) -> None:
    content = create(client, "标题", ZH_BODY)
    url = f"/api/contents/{content['id']}/export"
    assert client.get(url, params={"format": "md"}).text.startswith("# 标题\n\n第一段")
    assert client.get(url, params={"format": "txt"}).text.startswith("标题\n\n第一段")
    exported = client.get(url, params={"format": "json"}).json()
    assert exported["content"]["id"] == content["id"]


def test_invalid_json_is_400_with_a_sentence(client: TestClient) -> None:
    response = client.post(
        "/api/contents", content=b"{not json", headers={"content-type": "application/json"}
    )
    assert response.status_code == 400
    assert "JSON" in response.json()["detail"]


def test_missing_field_is_400_naming_the_field(client: TestClient) -> None:
    response = client.post("/api/contents", json={"title": "x"})
    assert response.status_code == 400
    assert "body" in response.json()["detail"]


def test_wrong_type_is_400_naming_the_field(client: TestClient) -> None:
    content = create(client, "Hello", "One.\n\nTwo.")
    response = client.put(
        f"/api/contents/{content['id']}", json={"body": "x", "base_version": "latest"}
    )
    assert response.status_code == 400
    assert "base_version" in response.json()["detail"]


def test_unknown_and_malformed_ids_are_404_without_touching_files(
    client: TestClient, settings
) -> None:
    assert client.get("/api/contents/cdoesnotexist").status_code == 404
    before = sorted(p.name for p in settings.data_dir.rglob("*"))
    for bad in ["..%2F..%2Fetc", "a" * 65, "bad.id", "%00"]:
        response = client.get(f"/api/contents/{bad}")
        assert response.status_code in (400, 404), bad
        assert "Traceback" not in response.text
    assert sorted(p.name for p in settings.data_dir.rglob("*")) == before


def test_unknown_version_is_404(client: TestClient) -> None:
    content = create(client, "Hello", "One.\n\nTwo.")
    response = client.get(f"/api/contents/{content['id']}/versions/9")
    assert response.status_code == 404
    assert "9" in response.json()["detail"]


def test_article_over_the_limit_is_413(client: TestClient) -> None:
    response = client.post("/api/contents", json={"title": "big", "body": "字" * 500_001})
    assert response.status_code == 413
    assert "500,000" in response.json()["detail"]


def test_empty_article_is_400(client: TestClient) -> None:
    response = client.post("/api/contents", json={"title": " ", "body": ""})
    assert response.status_code == 400


def test_a_blank_body_or_title_is_refused_and_the_text_is_kept(client: TestClient) -> None:
    """F-API-1: a manual edit with an empty body wiped the article; every way of saving a
    blank text or title is a 400 with a sentence, and the article stays as it was."""
    for title, body in [("T", ""), ("T", "   \n "), ("", "Body."), (" \n", "正文。")]:
        response = client.post("/api/contents", json={"title": title, "body": body})
        assert response.status_code == 400, (title, body)
        assert "empty" in response.json()["detail"]
    article = create(client, "等车", "我们等了十五分钟。\n\n车没来。")
    url = f"/api/contents/{article['id']}"
    for change in [{"body": ""}, {"body": " \n\n\t"}, {"title": "  ", "body": "New."}]:
        response = client.put(url, json={**change, "base_version": 1})
        assert response.status_code == 400, change
        assert "empty" in response.json()["detail"]
    response = client.patch(url, json={"title": " ", "base_version": 1})
    assert response.status_code == 400
    now = client.get(url).json()
    assert (now["version"], now["title"], now["body"]) == (1, "等车", article["body"])
    assert client.get(f"{url}/history").json() == []


def test_healthz_and_schema_are_served_offline(client: TestClient) -> None:
    assert client.get("/healthz").json()["status"] == "ok"
    spec = client.get("/schema/openapi.json").json()
    assert "/api/chat/send" in spec["paths"]
    page = client.get("/schema/")
    assert page.status_code == 200
    assert "/schema-assets/swagger-ui-bundle.js" in page.text
    assert client.get("/schema-assets/swagger-ui-bundle.js").status_code == 200


def test_every_response_carries_a_strict_csp(client: TestClient) -> None:
    response = client.get("/healthz")
    assert "script-src 'self'" in response.headers["content-security-policy"]
    assert "unsafe-inline" not in response.headers["content-security-policy"]


def test_api_token_is_required_when_configured(settings) -> None:
    from app.main import create_app

    settings.api_token = "s3cret"
    with TestClient(app=create_app(settings)) as client:
        assert client.get("/api/contents").status_code == 401
        ok = client.get("/api/contents", headers={"Authorization": "Bearer s3cret"})
        assert ok.status_code == 200
        assert client.get("/healthz").status_code == 200
        assert client.get("/").status_code == 401
        opened = client.get("/?token=s3cret", follow_redirects=False)
        assert opened.status_code in (302, 303, 307)
        assert "httponly" in opened.headers["set-cookie"].lower()
        # The browser now carries the cookie: pages and the panel's API calls work.
        assert client.get("/").status_code == 200
        assert client.get("/api/contents").status_code == 200


def test_an_unexpected_error_is_a_500_with_a_sentence_not_a_traceback(
    client: TestClient, monkeypatch
) -> None:
    from app.store.tinydb_store import TinyDBStore

    def broken(self):
        raise RuntimeError("secret internals")

    monkeypatch.setattr(TinyDBStore, "list_contents", broken)
    response = client.get("/api/contents")
    assert response.status_code == 500
    assert response.json()["detail"].startswith("Something went wrong on our side")
    assert "secret internals" not in response.text and "Traceback" not in response.text


def test_a_body_over_the_request_limit_is_413(client: TestClient) -> None:
    response = client.post(
        "/api/contents",
        content=b'{"title": "x", "body": "' + b"a" * (9 * 1024 * 1024) + b'"}',
        headers={"content-type": "application/json"},
    )
    assert response.status_code == 413
    assert "too large" in response.json()["detail"]


def test_search_finds_articles_by_title_and_text_in_english_and_chinese(
    client: TestClient,
) -> None:
    def make(title: str, body: str) -> str:
        return client.post("/api/contents", json={"title": title, "body": body}).json()["id"]

    budget = make("Weekly notes", "They argued about the Budget for hours.")
    park = make("秋天", "秋天的公园很安静。")
    launch = make("Launch plan", "Spring launch on Friday.")

    def found(query: str, **params: str) -> list[str]:
        response = client.get("/api/contents", params={"q": query, **params})
        assert response.status_code == 200, response.text
        return [c["id"] for c in response.json()]

    assert found("budget") == [budget]  # in the text, any case
    assert found("LAUNCH plan") == [launch]  # every word, title or text
    assert found("launch budget") == []
    assert found("公园") == [park]  # Chinese, inside a run without spaces
    assert found("秋天") == [park]  # the title
    assert sorted(found("  ")) == sorted([budget, park, launch])  # blank: everything
    light = client.get("/api/contents", params={"q": "budget", "include_body": "false"}).json()
    assert light[0]["body"] == "" and light[0]["word_count"] == 7  # the body's
    assert client.get("/api/contents", params={"q": "x" * 501}).status_code == 400
    page = client.get("/", params={"q": "公园"}).text
    assert "秋天的公园" not in page and f'data-content-id="{park}"' in page
    assert f'data-content-id="{budget}"' not in page
    assert "1 article matches “公园”" in page
    assert "No article has “zebra”" in client.get("/", params={"q": "zebra"}).text


def test_rename_is_a_version_and_the_trash_keeps_everything(client: TestClient) -> None:
    made = client.post("/api/contents", json={"title": "Draft", "body": "第一段。"}).json()
    cid = made["id"]
    renamed = client.patch(
        f"/api/contents/{cid}", json={"title": " 秋天的公园 ", "base_version": 1}
    )
    assert renamed.status_code == 200, renamed.text
    assert (renamed.json()["title"], renamed.json()["version"]) == ("秋天的公园", 2)
    history = client.get(f"/api/contents/{cid}/history").json()
    assert (
        history[-1]["kind"] == "manual" and history[-1]["suggestion"] == "Renamed to “秋天的公园”"
    )
    assert client.patch(f"/api/contents/{cid}", json={"title": "  "}).status_code == 400
    assert (
        client.patch(f"/api/contents/{cid}", json={"title": "x", "base_version": 1}).status_code
        == 409
    )
    same = client.patch(f"/api/contents/{cid}", json={"title": "秋天的公园"}).json()
    assert same["version"] == 2

    other = client.post("/api/contents", json={"title": "Other", "body": "Text."}).json()
    trashed = client.delete(f"/api/contents/{cid}")
    assert trashed.status_code == 200 and trashed.json()["trashed_at"]
    listed = [c["id"] for c in client.get("/api/contents").json()]
    assert listed == [other["id"]]
    assert [c["id"] for c in client.get("/api/contents?trashed=true").json()] == [cid]
    assert [c["id"] for c in client.get("/api/contents?trashed=true&q=公园").json()] == [cid]
    assert client.get("/api/contents?q=公园").json() == []
    assert f'data-content-id="{cid}"' not in client.get("/").text.split('id="trash')[0]
    # Still readable, versions and all; then back, as it was.
    assert client.get(f"/api/contents/{cid}").json()["version"] == 2
    assert client.get(f"/api/contents/{cid}/versions/1").json()["title"] == "Draft"
    back = client.post(f"/api/contents/{cid}/untrash")
    assert back.status_code == 200 and back.json()["trashed_at"] is None
    assert sorted(c["id"] for c in client.get("/api/contents").json()) == sorted([cid, other["id"]])
    assert client.get("/api/contents?trashed=true").json() == []
    assert client.delete("/api/contents/cnope").status_code == 404
    assert client.post("/api/contents/cnope/untrash").status_code == 404
    assert client.patch("/api/contents/cnope", json={"title": "x"}).status_code == 404
