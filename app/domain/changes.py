"""Track changes: a revision's diff grouped into changes a writer can reject one by one.

A change is a run of adjacent delete/insert hunks between two equal hunks: "replace
twenty with thirty" is one change, not two. Rejecting a change puts its deleted text back
and drops its inserted text.
"""

from collections.abc import Iterable
from dataclasses import dataclass

from app.domain.diff import Hunk, diff_text
from app.domain.models import RevisionRecord


@dataclass(frozen=True)
class Change:
    """One rejectable change; `first_hunk`..`last_hunk` index the revision's hunk list."""

    id: int
    delete: str
    insert: str
    first_hunk: int
    last_hunk: int


def group_changes(hunks: list[Hunk]) -> list[Change]:
    changes: list[Change] = []
    start: int | None = None
    deleted: list[str] = []
    inserted: list[str] = []

    def close(end: int) -> None:
        nonlocal start
        if start is not None:
            changes.append(Change(len(changes), "".join(deleted), "".join(inserted), start, end))
        start = None
        deleted.clear()
        inserted.clear()

    for index, hunk in enumerate(hunks):
        if hunk.op == "equal":
            close(index - 1)
            continue
        if start is None:
            start = index
        (deleted if hunk.op == "delete" else inserted).append(hunk.text)
    close(len(hunks) - 1)
    return changes


def revert(hunks: list[Hunk], changes: list[Change], rejected: Iterable[int]) -> str:
    """The revised text with the rejected changes undone."""
    wanted = set(rejected)
    undo: set[int] = set()
    for change in changes:
        if change.id in wanted:
            undo.update(range(change.first_hunk, change.last_hunk + 1))

    def kept(index: int, hunk: Hunk) -> bool:
        # An undone change keeps what was deleted and drops what was inserted.
        if hunk.op == "equal":
            return True
        return (index in undo) == (hunk.op == "delete")

    return "".join(h.text for i, h in enumerate(hunks) if kept(i, h))


def revert_changes(
    revision: RevisionRecord, change_ids: Iterable[int] | None
) -> tuple[str, str, int]:
    """(title, body, how many changes were undone); None means every change and the title."""
    hunks = diff_text(revision.original_body, revision.revised_body)
    changes = group_changes(hunks)
    if change_ids is None:
        count = len(changes) + (revision.original_title != revision.revised_title)
        return revision.original_title, revision.original_body, count
    wanted = set(change_ids)
    known = {c.id for c in changes}
    body = revert(hunks, changes, wanted & known)
    return revision.revised_title, body, len(wanted & known)
