"""Comment stores, one contract for both: TinyDB files in the data dir and PostgreSQL (the
`comments` table of 004_comments.sql). Comments are kept whole (author, time, CJK text), listed
per article oldest first, deleted one at a time; concurrent writers lose none."""

import threading
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from app.domain.actors import Author
from app.domain.comments import Comment
from app.domain.errors import InvalidInput, NotFound
from app.domain.models import Content, RevisionRecord
from app.store.base import Repository
from app.store.comments import CommentStore, TinyDBCommentStore
from app.store.tinydb_store import TinyDBStore

NOW = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)
ANA = Author(kind="user", id="u-ana", name="Ana Editor")


def _article(store: Repository, content_id: str) -> str:
    """An article at V2 whose revision can be commented on; the revision's id."""
    content = Content(
        id=content_id, title="公园", body="很安静。", version=1, created_at=NOW, updated_at=NOW
    )
    store.create_content(content)
    revision = RevisionRecord(
        id=f"{content_id}-rabcdefghij",
        content_id=content_id,
        kind="manual",
        base_version=1,
        version=2,
        original_title="公园",
        original_body="很安静。",
        revised_title="公园",
        revised_body="很热闹。",
        created_at=NOW,
    )
    store.commit(
        content_id,
        revision=revision,
        content=content.model_copy(update={"version": 2, "body": "很热闹。"}),
    )
    return revision.id


@pytest.fixture(params=["tinydb", "postgres"])
def stores(
    request: pytest.FixtureRequest, tmp_path: Path
) -> Iterator[tuple[Repository, CommentStore]]:
    if request.param == "tinydb":
        yield TinyDBStore(tmp_path), TinyDBCommentStore(tmp_path)
        return
    from app.store.comments_pg import PostgresCommentStore
    from app.store.postgres import PostgresStore

    url = request.getfixturevalue("pg_url")
    store = PostgresStore(url)  # applies the migrations, 004_comments.sql included
    comments = PostgresCommentStore(url)
    try:
        yield store, comments
    finally:
        comments.close()
        store.close()


def comment(content_id: str, revision_id: str, n: int, text: str = "请核实这个数字。") -> Comment:
    return Comment(
        id=f"{content_id}-k{n:010d}",
        content_id=content_id,
        revision_id=revision_id,
        versions="V1→V2",
        author=ANA,
        text=text,
        created_at=NOW + timedelta(minutes=n),
    )


def test_comments_are_kept_whole_and_listed_oldest_first(
    stores: tuple[Repository, CommentStore],
) -> None:
    store, comments = stores
    revision = _article(store, "cpark0000001")
    other = _article(store, "cbus00000001")
    assert comments.list_for_content("cpark0000001") == []
    comments.add(comment("cpark0000001", revision, 2, "Second, in English."))
    comments.add(comment("cpark0000001", revision, 1))
    comments.add(comment("cbus00000001", other, 3))
    listed = comments.list_for_content("cpark0000001")
    assert [c.text for c in listed] == ["请核实这个数字。", "Second, in English."]
    assert listed[0] == comment("cpark0000001", revision, 1)  # author and time as written
    assert [c.id for c in comments.list_for_content("cbus00000001")] == ["cbus00000001-k0000000003"]


def test_a_comment_is_deleted_alone_and_an_unknown_one_is_not_found(
    stores: tuple[Repository, CommentStore],
) -> None:
    store, comments = stores
    revision = _article(store, "cpark0000001")
    for n in (1, 2):
        comments.add(comment("cpark0000001", revision, n))
    comments.delete("cpark0000001", "cpark0000001-k0000000001")
    assert [c.id for c in comments.list_for_content("cpark0000001")] == ["cpark0000001-k0000000002"]
    with pytest.raises(NotFound):
        comments.delete("cpark0000001", "cpark0000001-k0000000001")


def test_writers_at_once_lose_no_comment(stores: tuple[Repository, CommentStore]) -> None:
    store, comments = stores
    revision = _article(store, "cpark0000001")
    threads = [
        threading.Thread(
            target=lambda start=start: [
                comments.add(comment("cpark0000001", revision, n)) for n in range(start, 80, 4)
            ]
        )
        for start in range(4)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(comments.list_for_content("cpark0000001")) == 80


def test_an_id_that_is_no_file_name_is_not_found(tmp_path: Path) -> None:
    comments = TinyDBCommentStore(tmp_path)
    with pytest.raises(NotFound):
        comments.list_for_content("../etc")
    assert not (tmp_path / "comments").exists()


def test_text_a_store_cannot_hold_is_refused_in_words(
    stores: tuple[Repository, CommentStore],
) -> None:
    """A pasted NUL character: TinyDB keeps it; PostgreSQL cannot, and says so, saving nothing
    (never a driver error that becomes a 500)."""
    store, comments = stores
    revision = _article(store, "cpark0000001")
    try:
        comments.add(comment("cpark0000001", revision, 1, "请核实\x00这个数字。"))
    except InvalidInput as error:
        assert "nothing was saved" in str(error)
        assert comments.list_for_content("cpark0000001") == []
    else:
        assert [c.text for c in comments.list_for_content("cpark0000001")] == [
            "请核实\x00这个数字。"
        ]
