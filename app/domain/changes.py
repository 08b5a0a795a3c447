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


@dataclass(frozen=True)
class Rejection:
    """A revision's text with some of its changes put back."""

    title: str
    body: str
    newly: int  # changes (and the title) undone by this rejection, not by earlier ones
    rejected: list[int]  # every change id undone, earlier rejections included
    unknown: bool  # some asked-for ids are not changes of the revision


def revert_changes(
    revision: RevisionRecord,
    change_ids: Iterable[int] | None,
    *,
    already: Iterable[int] = (),
    title: str | None = None,
) -> Rejection:
    """Put back `change_ids` of `revision` on top of the `already` rejected ones; None means
    every change and the title. `title` is the article's title now (the revised one when
    not given), kept unless every change is rejected."""
    hunks = diff_text(revision.original_body, revision.revised_body)
    changes = group_changes(hunks)
    known = {c.id for c in changes}
    before = set(already) & known
    current_title = revision.revised_title if title is None else title
    if change_ids is None:
        newly = len(known - before) + (current_title != revision.original_title)
        return Rejection(
            revision.original_title, revision.original_body, newly, sorted(known), False
        )
    wanted = set(change_ids)
    rejected = before | (wanted & known)
    body = revert(hunks, changes, rejected)
    return Rejection(
        current_title, body, len(rejected - before), sorted(rejected), bool(wanted - known)
    )


def unknown_change_ids(revision: RevisionRecord, change_ids: Iterable[int]) -> str | None:
    """Why some of `change_ids` cannot be rejected on `revision` — they are not among its
    changes — in a sentence naming them and the ids it has; None when every one is."""
    known = [c.id for c in group_changes(diff_text(revision.original_body, revision.revised_body))]
    unknown = sorted(set(change_ids) - set(known))
    if not unknown:
        return None
    named = ", ".join(str(i) for i in unknown[:10]) + (" …" if len(unknown) > 10 else "")
    which = "Change" if len(unknown) == 1 else "Changes"
    verb = "is" if len(unknown) == 1 else "are"
    if not known:
        has = "it changed no text"
    elif len(known) == 1:
        has = f"its only change is {known[0]}"
    else:
        has = f"its changes are {known[0]}–{known[-1]}"
    return (
        f"{which} {named} {verb} not in this revision ({has}), so nothing was rejected; "
        f"read its diff (GET /api/revisions/{revision.id}/diff) for the ids to send."
    )
