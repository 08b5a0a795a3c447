"""Track changes: a revision's diff grouped into changes a writer can reject one by one.

A change is a run of adjacent delete/insert hunks between two equal hunks: "replace
twenty with thirty" is one change, not two. Rejecting a change puts its deleted text back
and drops its inserted text.

Two exceptions keep a rejection from taking back more, or less, than the writer sees:
- a run that deletes whole lines and adds other, unlike whole lines at the same place (a
  paragraph deleted just after an item added to the list above it) is two changes, the
  addition first, so either can be rejected alone (`rejectable_hunks`);
- paragraphs (or lines) only put in another order, and a text deleted in one place and added
  word for word in another (a sentence moved), are one change from the first place to the
  last: rejecting half of a swap would keep one paragraph twice and lose the other.
"""

from collections.abc import Iterable
from dataclasses import dataclass

from app.domain.bounded_diff import SequenceMatcher
from app.domain.diff import Hunk, diff_text
from app.domain.models import RevisionRecord
from app.domain.text import split_paragraphs


@dataclass(frozen=True)
class Change:
    """One rejectable change; `first_hunk`..`last_hunk` index the revision's hunk list. A
    text moved is one change of two runs (`runs`, each a first and last hunk): the changes
    between its two places stay changes of their own."""

    id: int
    delete: str
    insert: str
    first_hunk: int
    last_hunk: int
    runs: tuple[tuple[int, int], ...] = ()

    def hunk_indices(self) -> range | list[int]:
        """The indices of the hunks this change is made of."""
        if not self.runs:
            return range(self.first_hunk, self.last_hunk + 1)
        return [k for first, last in self.runs for k in range(first, last + 1)]


def rejectable_hunks(a: str, b: str) -> list[Hunk]:
    """`diff_text`'s hunks, a run replacing whole lines of one block by a new block's (or the
    reverse) cut in two — an empty equal hunk between — so that `group_changes` makes each a
    change of its own. The cut rebuilds both texts as before."""
    hunks = _line_ends_inside(diff_text(a, b))
    out: list[Hunk] = []
    k = 0
    while k < len(hunks):
        if _replaces_lines(hunks, k):
            # The one opening a block of its own (after a blank line) goes second: the other
            # continues the lines before it (an item added to the list above), and putting
            # the block back keeps it apart from them.
            first, second = sorted(hunks[k : k + 2], key=lambda h: h.text.startswith("\n"))
            out.extend([first, _SPLIT, second])
            k += 2
        else:
            out.append(hunks[k])
            k += 1
    return out


def _line_ends_inside(hunks: list[Hunk]) -> list[Hunk]:
    """The same hunks, a run of one deletion and one insertion that stops just before a line
    break ("\n灯塔周一不开放。" for "- 雨伞", then "\n\n我们…") given that line break at the end
    of each — the run then holds whole lines, as `_replaces_lines` reads them."""
    out = list(hunks)
    for k in range(len(out) - 2):
        run, after = out[k : k + 2], out[k + 2]
        if {h.op for h in run} != {"delete", "insert"} or after.op != "equal":
            continue
        if after.text.startswith("\n") and not any(h.text.endswith("\n") for h in run):
            out[k : k + 3] = [Hunk(h.op, h.text + "\n") for h in run] + [
                Hunk("equal", after.text[1:])
            ]
    return [h for h in out if h.text or h.op != "equal"]


def _replaces_lines(hunks: list[Hunk], k: int) -> bool:
    """Whether hunks k and k+1 are a whole run of one deletion and one insertion, each whole
    lines after a line break (or at the start), one opening a block of its own (a blank line
    first) and the other not, and not one line edited."""
    run = hunks[k : k + 2]
    if len(run) < 2 or {h.op for h in run} != {"delete", "insert"}:
        return False
    if (k > 0 and hunks[k - 1].op != "equal") or (
        k + 2 < len(hunks) and hunks[k + 2].op != "equal"
    ):
        return False
    if k > 0 and not hunks[k - 1].text.endswith("\n"):
        return False
    if not all(h.text.endswith("\n") and h.text.strip() for h in run):
        return False
    if run[0].text.startswith("\n") == run[1].text.startswith("\n"):
        return False
    return not _alike_lines(run[0].text, run[1].text)


# An empty equal hunk: it ends one change and begins the next, and rebuilds nothing.
_SPLIT = Hunk("equal", "")


def _alike_lines(old: str, new: str) -> bool:
    return SequenceMatcher(None, old.strip(), new.strip(), autojunk=False).quick_ratio() >= 0.6


def group_changes(hunks: list[Hunk]) -> list[Change]:
    """The rejectable changes of `hunks` (`rejectable_hunks`), in order; a reordering of
    whole paragraphs or lines is one change."""
    changes = _runs(hunks)
    if len(changes) > 1 and _only_reordered(hunks):
        return [_merged(hunks, changes)]
    return _moves_joined(hunks, changes)


def _moves_joined(hunks: list[Hunk], changes: list[Change]) -> list[Change]:
    """`changes` with a text deleted in one place and added word for word in another (a
    sentence or paragraph moved) made one change of those runs: rejecting only half of a move
    would keep the text twice or lose it. A replacement counts too when what it took out is
    written in by another (two paragraphs swapped and one of them edited: "Bravo is second" →
    "Delta is the fourth" in one place, "Delta is fourth" → "Bravo is second" in the other —
    rejected alone, one of them put Bravo back twice and lost Delta). The changes between the
    places stay their own — joined into the move, an edit beside it was drawn as part of the
    move and put back with it. Linear in the changes (a long article rewritten has
    thousands)."""
    group = list(range(len(changes)))

    def root(k: int) -> int:
        while group[k] != k:
            group[k] = group[group[k]]
            k = group[k]
        return k

    waiting: dict[tuple[str, str], list[int]] = {}
    for index, change in enumerate(changes):
        for side, text in _moved_texts(change):
            partner = waiting.get(("in" if side == "out" else "out", text))
            if partner:
                group[root(index)] = root(partner.pop(0))
            else:
                waiting.setdefault((side, text), []).append(index)
    members: dict[int, list[Change]] = {}
    for index, change in enumerate(changes):
        members.setdefault(root(index), []).append(change)
    if len(members) == len(changes):
        return changes
    out: list[Change] = []
    for index in sorted(members):
        joined = members[index]
        runs = tuple((c.first_hunk, c.last_hunk) for c in joined) if len(joined) > 1 else ()
        out.append(
            Change(
                len(out),
                "".join(c.delete for c in joined),
                "".join(c.insert for c in joined),
                joined[0].first_hunk,
                joined[-1].last_hunk,
                runs,
            )
        )
    return out


# What a replacement must take out, or write in, to be read as a text moved: a few words
# (a word or two replaced in one place and back in another is no move).
_MOVED_REPLACED = 8


def _moved_texts(change: Change) -> list[tuple[str, str]]:
    """("out", text) for a change that deletes a text of a few words at least, ("in", text)
    for one that inserts one — a replacement both, when each side is longer still."""
    deleted, inserted = change.delete.strip(), change.insert.strip()
    if deleted and not inserted:
        return [("out", deleted)] if len(deleted) >= 4 else []
    if inserted and not deleted:
        return [("in", inserted)] if len(inserted) >= 4 else []
    found = [("out", deleted)] if len(deleted) >= _MOVED_REPLACED else []
    return found + ([("in", inserted)] if len(inserted) >= _MOVED_REPLACED else [])


def _only_reordered(hunks: list[Hunk]) -> bool:
    """Whether the old and the new text hold the same paragraphs, or the same lines, in
    another order."""
    old = "".join(h.text for h in hunks if h.op != "insert")
    new = "".join(h.text for h in hunks if h.op != "delete")
    for split in (split_paragraphs, _lines):
        before, after = split(old), split(new)
        if before != after and sorted(before) == sorted(after):
            return True
    return False


def _lines(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if line.strip()]


def _merged(hunks: list[Hunk], changes: list[Change]) -> Change:
    """One change from the first of `changes` to the last: the old and new text between."""
    first, last = changes[0].first_hunk, changes[-1].last_hunk
    span = hunks[first : last + 1]
    return Change(
        changes[0].id,
        "".join(h.text for h in span if h.op != "insert"),
        "".join(h.text for h in span if h.op != "delete"),
        first,
        last,
    )


def _runs(hunks: list[Hunk]) -> list[Change]:
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
            undo.update(change.hunk_indices())

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
    hunks = rejectable_hunks(revision.original_body, revision.revised_body)
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
    hunks = rejectable_hunks(revision.original_body, revision.revised_body)
    known = [c.id for c in group_changes(hunks)]
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
