"""One damaged article does not stop the start-up sweep for revisions never announced: the
other articles' revisions are still queued for learning (a faults tester saw the sweep log a
traceback and, it seemed, stop at the first damaged article)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from types import SimpleNamespace

from app.domain.errors import Damaged, NotFound
from app.domain.models import RevisionRecord
from app.style.queue_found import queue_unannounced

STARTED = datetime(2026, 12, 3, 12, 0, tzinfo=UTC)


def _revision(content_id: str) -> RevisionRecord:
    return RevisionRecord(
        id=f"rev-{content_id}",
        content_id=content_id,
        kind="llm",
        base_version=1,
        version=2,
        suggestion="Make it livelier.",
        original_title="T",
        original_body="Old.",
        revised_title="T",
        revised_body="New!",
        created_at=STARTED - timedelta(minutes=5),
    )


class _Store:
    def __init__(self) -> None:
        recent = STARTED - timedelta(minutes=1)
        self.contents = [
            SimpleNamespace(id=name, persona_id="p1", updated_at=recent)
            for name in ("aaa", "bad", "zzz")
        ]

    def list_contents(self) -> list[SimpleNamespace]:
        return self.contents

    def list_revisions(self, content_id: str) -> list[RevisionRecord]:
        if content_id == "bad":
            raise Damaged("Article 'bad' is damaged: its header cannot be read (empty).")
        return [_revision(content_id)]

    def list_messages(self, content_id: str) -> list[object]:
        return []

    def list_personas(self) -> list[SimpleNamespace]:
        return [SimpleNamespace(id="p1")]

    def list_audit(self, persona_id: str) -> list[object]:
        raise NotFound("no audit yet")


class _Jobs:
    def __init__(self) -> None:
        self.added: list[str] = []

    def known(self, revision_id: str) -> bool:
        return False

    def add(self, job: object, taken: bool) -> None:
        self.added.append(job.revision_id)  # type: ignore[attr-defined]


def test_the_other_articles_are_still_queued() -> None:
    jobs = _Jobs()
    counter = iter(range(100))
    queued = queue_unannounced(_Store(), jobs, STARTED, lambda: next(counter))  # type: ignore[arg-type]
    assert queued == 2
    assert jobs.added == ["rev-aaa", "rev-zzz"]
