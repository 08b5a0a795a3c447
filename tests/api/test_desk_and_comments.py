"""The editor's desk and comments through the HTTP API: comments kept with author and time on a
revision (CJK too), clear 400/403/404 sentences; the desk's recent revisions across articles,
newest first, filtered by writer, article, kind and dates, paged by cursor without gaps."""

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from litestar.testing import TestClient

from app.domain.actors import LOCAL
from app.domain.comments import MAX_COMMENT_CHARS
from app.main import create_app
from app.settings import Settings
from app.testing.acting import ActingAs, user
from tests.api.calls import create_id

WRITER = user("u-lin", "Lin Wei", "writer")
CO_WRITER = user("u-bo", "Bo Chen", "writer")
EDITOR = user("u-ana", "Ana Editor", "editor")
ACTORS = {"writer": WRITER, "co-writer": CO_WRITER, "editor": EDITOR}
AS = {name: {"x-test-actor": name} for name in ACTORS}


class Clock:
    """A clock the test moves: a minute passes at every reading, so every record is newer."""

    def __init__(self) -> None:
        self.now = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.now += timedelta(minutes=1)
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def people(settings: Settings, clock: Clock) -> Iterator[TestClient]:
    app = ActingAs(create_app(settings, clock=clock), ACTORS)
    with TestClient(app=app) as test_client:
        yield test_client


def create_as(client: TestClient, who: str, title: str, body: str) -> str:
    response = client.post("/api/contents", json={"title": title, "body": body}, headers=AS[who])
    assert response.status_code == 201, response.text
    return str(response.json()["id"])


def suggest(client: TestClient, content_id: str, message: str, who: str = "writer") -> dict:
    response = client.post(
        "/api/chat/send", json={"content_id": content_id, "message": message}, headers=AS[who]
    )
    assert response.status_code == 200, response.text
    revision = response.json()["revision"]
    assert revision is not None, response.json()["assistant_message"]["content"]
    return dict(revision)


def feed(client: TestClient, **query: Any) -> dict:
    response = client.get("/api/revisions", params={k: v for k, v in query.items()})
    assert response.status_code == 200, response.text
    return dict(response.json())


# -- comments ---------------------------------------------------------------------------


def test_an_editor_comments_on_a_revision_and_the_writer_reads_it_beside_that_version(
    people: TestClient,
) -> None:
    cid = create_id(people, "等车", "我们等了二十分钟。")
    first = suggest(people, cid, "把“二十”改成“三十”")
    second = suggest(people, cid, "把“三十”改成“四十”")
    url = f"/api/revisions/{first['id']}/comments"
    made = people.post(url, json={"text": "  这里的数字要核实一下。  "}, headers=AS["editor"])
    assert made.status_code == 201, made.text
    comment = made.json()
    assert comment["text"] == "这里的数字要核实一下。"  # kept trimmed
    assert comment["author"] == {
        "kind": "user",
        "id": "u-ana",
        "name": "Ana Editor",
        "user_id": None,
    }
    assert comment["versions"] == "V1→V2" and comment["revision_id"] == first["id"]
    assert comment["created_at"].startswith("2026-03-01T")
    people.post(url, json={"text": "Agreed, checking."}, headers=AS["writer"])
    people.post(
        f"/api/revisions/{second['id']}/comments", json={"text": "OK"}, headers=AS["editor"]
    )
    on_first = people.get(url).json()
    assert [c["text"] for c in on_first] == ["这里的数字要核实一下。", "Agreed, checking."]
    on_article = people.get(f"/api/contents/{cid}/comments", headers=AS["writer"]).json()
    assert [(c["revision_id"], c["author"]["name"]) for c in on_article] == [
        (first["id"], "Ana Editor"),
        (first["id"], "Lin Wei"),
        (second["id"], "Ana Editor"),
    ]
    # The desk counts them per revision.
    entries = {e["id"]: e["comments"] for e in feed(people, content_id=cid)["entries"]}
    assert entries == {first["id"]: 2, second["id"]: 1}


def test_bad_comments_get_a_sentence(people: TestClient) -> None:
    cid = create_id(people, "T", "one twenty")
    revision = suggest(people, cid, 'Replace "twenty" with "thirty"')
    url = f"/api/revisions/{revision['id']}/comments"
    empty = people.post(url, json={"text": " \n "})
    assert empty.status_code == 400 and "empty" in empty.json()["detail"]
    long = people.post(url, json={"text": "字" * (MAX_COMMENT_CHARS + 1)})
    assert long.status_code == 400
    assert f"at most {MAX_COMMENT_CHARS} characters" in long.json()["detail"]
    assert str(MAX_COMMENT_CHARS + 1) in long.json()["detail"]
    assert people.post(url, json={"text": "字" * MAX_COMMENT_CHARS}).status_code == 201
    missing = people.post(f"/api/revisions/{cid}-rnope/comments", json={"text": "hi"})
    assert missing.status_code == 404 and "No revision" in missing.json()["detail"]
    assert people.post("/api/revisions/bad.id/comments", json={"text": "hi"}).status_code == 404
    assert people.get(f"/api/revisions/{cid}-rnope/comments").status_code == 404
    assert people.get("/api/contents/cnope/comments").status_code == 404
    assert people.post(url, json={"words": "hi"}).status_code == 400
    assert people.get(f"/api/contents/{cid}/comments").json()[0]["text"] == "字" * 4000


def test_only_its_author_deletes_a_comment(people: TestClient) -> None:
    cid = create_id(people, "T", "one twenty")
    revision = suggest(people, cid, 'Replace "twenty" with "thirty"')
    url = f"/api/revisions/{revision['id']}/comments"
    comment = people.post(url, json={"text": "Needs a source."}, headers=AS["editor"]).json()
    refused = people.delete(f"/api/comments/{comment['id']}", headers=AS["co-writer"])
    assert refused.status_code == 403
    assert "Only Ana Editor" in refused.json()["detail"]
    assert people.delete(f"/api/comments/{comment['id']}", headers=AS["editor"]).status_code == 204
    assert people.get(url).json() == []
    gone = people.delete(f"/api/comments/{comment['id']}", headers=AS["editor"])
    assert gone.status_code == 404


def test_in_the_single_user_mode_comments_are_yours(client: TestClient) -> None:
    cid = create_id(client, "T", "one twenty")
    revision = suggest(client, cid, 'Replace "twenty" with "thirty"')
    url = f"/api/revisions/{revision['id']}/comments"
    comment = client.post(url, json={"text": "note to self"}).json()
    assert comment["author"] == LOCAL.author.model_dump()
    assert client.delete(f"/api/comments/{comment['id']}").status_code == 204


# -- the desk ---------------------------------------------------------------------------


def newsroom(people: TestClient) -> dict[str, Any]:
    """Three articles and every kind of change, by three people, a minute apart."""
    park = create_id(people, "公园", "秋天的公园很安静。")
    bus = create_id(people, "The bus", "We waited twenty minutes.")
    notes = create_id(people, "Notes", "one two three")
    made = {
        "park_v2": suggest(people, park, "把“安静”改成“热闹”"),
        "bus_v2": suggest(people, bus, 'Replace "twenty" with "thirty"', who="co-writer"),
        "notes_v2": suggest(people, notes, 'Replace "two" with "deux"'),
    }
    restore = people.post(
        f"/api/contents/{park}/restore", json={"version": 1}, headers=AS["editor"]
    )
    assert restore.status_code == 200, restore.text
    manual = people.put(
        f"/api/contents/{bus}",
        json={"body": "We waited an hour.", "base_version": 2},
        headers=AS["co-writer"],
    )
    assert manual.status_code == 200, manual.text
    reject = people.post(
        f"/api/revisions/{made['notes_v2']['id']}/reject",
        json={"change_ids": None, "base_version": 2},
        headers=AS["writer"],
    )
    assert reject.status_code == 200, reject.text
    return {"park": park, "bus": bus, "notes": notes, **made}


def test_the_desk_lists_every_articles_revisions_newest_first(people: TestClient) -> None:
    ids = newsroom(people)
    page = feed(people)
    listed = [(e["title"], e["version"], e["change"], e["author"]["name"]) for e in page["entries"]]
    assert listed == [
        ("Notes", 3, "reject", "Lin Wei"),
        ("The bus", 3, "manual", "Bo Chen"),
        ("公园", 3, "restore", "Ana Editor"),
        ("Notes", 2, "suggestion", "Lin Wei"),
        ("The bus", 2, "suggestion", "Bo Chen"),
        ("公园", 2, "suggestion", "Lin Wei"),
    ]
    assert page["next_cursor"] is None
    first = page["entries"][-1]
    assert first["content_id"] == ids["park"] and first["suggestion"] == "把“安静”改成“热闹”"
    assert first["id"] == ids["park_v2"]["id"] and first["base_version"] == 1


def test_the_desk_filters_by_writer_article_kind_and_dates(
    people: TestClient, clock: Clock
) -> None:
    ids = newsroom(people)

    def titles(**query: Any) -> list[tuple[str, int]]:
        return [(e["title"], e["version"]) for e in feed(people, **query)["entries"]]

    assert titles(author="u-bo") == [("The bus", 3), ("The bus", 2)]
    assert titles(author="bo chen") == [("The bus", 3), ("The bus", 2)]  # by name, any case
    assert titles(author="Ana Editor") == [("公园", 3)]
    assert titles(author="nobody") == []
    assert titles(content_id=ids["notes"]) == [("Notes", 3), ("Notes", 2)]
    assert titles(kind="suggestion") == [("Notes", 2), ("The bus", 2), ("公园", 2)]
    assert titles(kind="restore") == [("公园", 3)]
    assert titles(kind="reject") == [("Notes", 3)]
    assert titles(kind="manual") == [("The bus", 3)]
    assert titles(kind="generate") == []
    assert titles(author="u-lin", kind="suggestion") == [("Notes", 2), ("公园", 2)]
    everything = feed(people)["entries"]
    middle = everything[2]["created_at"]  # the restore
    assert titles(until=middle) == [("公园", 3), ("Notes", 2), ("The bus", 2), ("公园", 2)]
    assert titles(since=middle) == [("Notes", 3), ("The bus", 3), ("公园", 3)]
    assert titles(since=middle, until=middle) == [("公园", 3)]
    assert len(titles(since="2026-03-01", until="2026-03-01")) == 6  # a day, inclusive
    assert titles(since="2026-03-02") == []
    assert titles(until="2026-02-28") == []


def test_the_desk_pages_by_cursor_without_gaps_or_repeats(people: TestClient) -> None:
    newsroom(people)
    everything = [e["id"] for e in feed(people)["entries"]]
    seen: list[str] = []
    cursor = None
    pages = 0
    while True:
        page = feed(people, limit=4, **({"cursor": cursor} if cursor else {}))
        seen += [e["id"] for e in page["entries"]]
        pages += 1
        cursor = page["next_cursor"]
        if cursor is None:
            break
    assert (seen, pages) == (everything, 2)
    one_by_one = []
    cursor = None
    while True:
        page = feed(people, limit=1, kind="suggestion", **({"cursor": cursor} if cursor else {}))
        one_by_one += [e["id"] for e in page["entries"]]
        cursor = page["next_cursor"]
        if cursor is None:
            break
    assert len(one_by_one) == 3 and one_by_one == [
        e["id"] for e in feed(people, kind="suggestion")["entries"]
    ]


def test_a_first_page_reads_only_the_articles_it_needs(people: TestClient) -> None:
    for number in range(12):
        cid = create_id(people, f"Article {number}", "one twenty")
        suggest(people, cid, 'Replace "twenty" with "thirty"')
    page = feed(people, limit=3)
    assert [e["title"] for e in page["entries"]] == ["Article 11", "Article 10", "Article 9"]
    assert page["articles_read"] == 4  # the page's three and the one that shows it is full
    assert feed(people, author="nobody")["articles_read"] == 12  # a filter matching nothing


def test_the_desk_leaves_out_trashed_articles(people: TestClient) -> None:
    ids = newsroom(people)
    people.delete(f"/api/contents/{ids['notes']}")
    assert {e["title"] for e in feed(people)["entries"]} == {"公园", "The bus"}


def test_a_writers_desk_lists_their_own_articles_an_editors_every_one(
    people: TestClient,
) -> None:
    lins = create_as(people, "writer", "Lin's", "one twenty")
    bos = create_as(people, "co-writer", "Bo's", "one twenty")
    suggest(people, lins, 'Replace "twenty" with "thirty"', who="writer")
    suggest(people, bos, 'Replace "twenty" with "forty"', who="co-writer")

    def titles(who: str) -> set[str]:
        response = people.get("/api/revisions", headers=AS[who])
        assert response.status_code == 200, response.text
        return {e["title"] for e in response.json()["entries"]}

    assert titles("writer") == {"Lin's"}
    assert titles("co-writer") == {"Bo's"}
    assert titles("editor") == {"Lin's", "Bo's"}
    page = people.get("/desk", headers=AS["writer"]).text
    assert "Lin&#39;s" in page and "Bo&#39;s" not in page


@pytest.mark.parametrize(
    ("query", "words"),
    [
        ({"since": "yesterday"}, "since: must be a date"),
        ({"since": ""}, "since: must be a date"),
        ({"until": "2026-13-40"}, "until: must be a date"),
        ({"kind": "typo"}, "kind"),
        ({"limit": "0"}, "limit"),
        ({"limit": "101"}, "limit"),
    ],
)
def test_bad_desk_queries_get_a_400_sentence(
    people: TestClient, query: dict[str, str], words: str
) -> None:
    response = people.get("/api/revisions", params=query)
    assert response.status_code == 400, response.text
    assert words in response.text


def test_an_unknown_article_or_a_cursor_not_given_out_is_404(people: TestClient) -> None:
    assert people.get("/api/revisions", params={"content_id": "cnope"}).status_code == 404
    for cursor in ("not-a-cursor", "0000", "W10"):
        response = people.get("/api/revisions", params={"cursor": cursor})
        assert response.status_code == 404, cursor
        assert "cursor is not one this desk gave out" in response.json()["detail"]


def test_since_after_until_lists_nothing(people: TestClient) -> None:
    newsroom(people)
    page = feed(people, since="2026-03-02", until="2026-03-01")
    assert (page["entries"], page["next_cursor"]) == ([], None)
    assert len(feed(people, since="2026-03-01T09:00:00Z")["entries"]) == 6
    assert feed(people, until="2026-03-01T09:00:00+00:00")["entries"] == []


def test_the_desk_page_offers_every_filter_and_the_home_page_links_to_it(
    people: TestClient,
) -> None:
    cid = create_id(people, "秋天的公园", "很安静。")
    assert 'href="/desk"' in people.get("/").text
    page = people.get("/desk", headers=AS["editor"])
    assert page.status_code == 200
    for label in ("Writer", "Article", "Kind", "From", "To"):
        assert f">{label}</label>" in page.text
    # the Chinese title carries its language (f32ac9d)
    assert f'<option value="{cid}" lang="zh-Hans">秋天的公园</option>' in page.text
    assert '"name": "Ana Editor"' in page.text or '"name":"Ana Editor"' in page.text
    assert '<script type="module" src="/static/js/desk.js">' in page.text


def test_a_revision_made_after_the_desk_was_read_is_listed(people: TestClient) -> None:
    cid = create_id(people, "T", "one twenty")
    first = suggest(people, cid, 'Replace "twenty" with "thirty"')
    assert [e["id"] for e in feed(people)["entries"]] == [first["id"]]
    restored = people.post(f"/api/contents/{cid}/restore", json={"version": 1})
    assert restored.status_code == 200
    listed = feed(people)["entries"]
    assert [(e["change"], e["version"]) for e in listed] == [("restore", 3), ("suggestion", 2)]


def test_comments_and_the_desk_on_postgresql(tmp_path: Any, pg_url: str) -> None:
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None, data_dir=tmp_path / "data", database_url=pg_url
    )
    with TestClient(app=ActingAs(create_app(settings), ACTORS)) as people:
        cid = create_id(people, "公园", "秋天的公园很安静。")
        revision = suggest(people, cid, "把“安静”改成“热闹”")
        url = f"/api/revisions/{revision['id']}/comments"
        made = people.post(url, json={"text": "好多了。"}, headers=AS["editor"])
        assert made.status_code == 201, made.text
        assert [c["text"] for c in people.get(url).json()] == ["好多了。"]
        entries = feed(people)["entries"]
        assert [(e["title"], e["comments"], e["author"]["name"]) for e in entries] == [
            ("公园", 1, "Lin Wei")
        ]
        gone = people.delete(f"/api/comments/{made.json()['id']}", headers=AS["editor"])
        assert gone.status_code == 204
    assert not (tmp_path / "data" / "comments").exists()  # kept in the database, not files
