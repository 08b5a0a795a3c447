"""What docs/api.md says is what the server does (outside testers found four places where it
was not): the word count is the body's, the size limit takes the title and the body
together, a writer keeps a persona to write in, and a rejection of a change id that is not in
the revision is refused whole."""

from pathlib import Path

from litestar.testing import TestClient

from app.domain.text import word_count
from app.main import create_app
from app.settings import Settings
from tests.api.calls import create, send

ZH_BODY = "公园里有十五棵银杏树。\n\n傍晚很安静。"


def test_the_word_count_is_the_bodys_in_english_and_chinese_through_every_read(
    client: TestClient,
) -> None:
    english = create(client, "A rather long title of seven words", "We waited twenty minutes.")
    assert english["word_count"] == 4
    chinese = create(client, "秋天的公园", ZH_BODY)
    assert chinese["word_count"] == word_count(ZH_BODY) == 15  # a character each, title left out
    assert chinese["word_unit"] == "字"
    # Every read agrees: the article, the lists with and without bodies, after an edit.
    assert client.get(f"/api/contents/{chinese['id']}").json()["word_count"] == 15
    for include_body in ("true", "false"):
        listed = client.get("/api/contents", params={"include_body": include_body}).json()
        counts = {c["id"]: c["word_count"] for c in listed}
        assert counts == {english["id"]: 4, chinese["id"]: 15}, include_body
    edited = send(client, chinese["id"], "把“十五”改成“二十五”")["content"]
    assert edited["version"] == 2 and edited["word_count"] == 16
    renamed = client.patch(
        f"/api/contents/{chinese['id']}", json={"title": "一个很长很长的新标题", "base_version": 2}
    ).json()
    assert renamed["word_count"] == 16
    light = client.get("/api/contents", params={"include_body": "false"}).json()
    assert {c["id"]: c["word_count"] for c in light}[chinese["id"]] == 16


def test_the_size_limit_counts_the_title_and_the_body_together(settings: Settings) -> None:
    limited = settings.model_copy(update={"max_article_chars": 40})
    with TestClient(app=create_app(limited)) as client:
        fits = client.post("/api/contents", json={"title": "t" * 10, "body": "b" * 30})
        assert fits.status_code == 201, fits.text
        over = client.post("/api/contents", json={"title": "t" * 11, "body": "b" * 30})
        assert over.status_code == 413
        assert "41" in over.json()["detail"] and "40" in over.json()["detail"]
    docs = (Path(__file__).parents[2] / "docs" / "api.md").read_text(encoding="utf-8")
    assert "(the title and the body together, in characters" in docs


def test_trashing_the_last_persona_is_refused_so_a_writer_always_has_one(
    client: TestClient,
) -> None:
    [default] = client.get("/api/personas").json()
    refused = client.delete(f"/api/personas/{default['id']}")
    assert refused.status_code == 409, refused.text
    assert "only persona" in refused.json()["detail"]
    assert "Create another persona first" in refused.json()["detail"]
    assert [p["id"] for p in client.get("/api/personas").json()] == [default["id"]]
    # With another one, the default may go; the other is then the last one and stays.
    other = client.post("/api/personas", json={"name": "写作助手"}).json()
    assert client.delete(f"/api/personas/{default['id']}").status_code == 200
    assert [p["id"] for p in client.get("/api/personas").json()] == [other["id"]]
    assert client.delete(f"/api/personas/{other['id']}").status_code == 409
    assert [p["id"] for p in client.get("/api/personas").json()] == [other["id"]]
    # A new article still gets a persona out of the trash to write in when it names one.
    made = client.post(
        "/api/contents", json={"title": "周末", "body": ZH_BODY, "persona_id": other["id"]}
    )
    assert made.status_code == 201


def test_a_persona_made_before_any_listing_can_go_since_my_voice_is_made_for_it(
    client: TestClient,
) -> None:
    only = client.post("/api/personas", json={"name": "Weekend diary"}).json()
    trashed = client.delete(f"/api/personas/{only['id']}")
    assert trashed.status_code == 200, trashed.text
    listed = client.get("/api/personas").json()
    assert [p["name"] for p in listed] == ["My voice"]


def test_rejecting_an_id_that_is_not_in_the_revision_is_refused_whole(client: TestClient) -> None:
    made = create(client, "The bus", "We waited twenty minutes.\n\nThe bus came at nine.")
    turn = send(client, made["id"], 'Replace "twenty" with "thirty"')
    revision = turn["revision"]
    diff = client.get(f"/api/revisions/{revision['id']}/diff").json()
    [change] = [c["id"] for c in diff["changes"]]
    refused = client.post(
        f"/api/revisions/{revision['id']}/reject",
        json={"change_ids": [change, 99], "base_version": 2},
    )
    assert refused.status_code == 400, refused.text
    detail = refused.json()["detail"]
    assert "Change 99 is not in this revision" in detail and "nothing was rejected" in detail
    assert refused.json()["extra"][0]["key"] == "change_ids"
    now = client.get(f"/api/contents/{made['id']}").json()
    assert now["version"] == 2 and "thirty" in now["body"]
    # The id alone is rejected as asked.
    done = client.post(
        f"/api/revisions/{revision['id']}/reject", json={"change_ids": [change], "base_version": 2}
    )
    assert done.status_code == 200 and "twenty" in done.json()["body"]


def test_a_new_article_without_a_persona_is_not_written_in_a_trashed_my_voice(
    client: TestClient,
) -> None:
    [default] = client.get("/api/personas").json()
    other = client.post("/api/personas", json={"name": "周末日记"}).json()
    assert client.delete(f"/api/personas/{default['id']}").status_code == 200
    made = create(client, "周末", ZH_BODY)
    assert made["persona_id"] == other["id"]
    # Back out of the trash, "My voice" is the one again.
    client.post(f"/api/personas/{default['id']}/untrash")
    assert create(client, "周一", ZH_BODY)["persona_id"] == default["id"]
