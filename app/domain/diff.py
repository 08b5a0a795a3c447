"""Character-level diffs between two versions, with counts a writer can read at a glance.

Diffs are per character (so CJK text, which has no spaces between words, diffs as well
as English) and then cleaned up semantically, so a rewritten clause shows as one deletion
and one insertion instead of a confetti of single characters. Changes in alphabetic text
widen to whole words; in CJK text a change split around one kept character ("十五" → "五十"
drawn as ~~十~~五<ins>十</ins>) becomes one replacement.
"""

import re
from collections import Counter
from dataclasses import dataclass
from typing import Literal

from diff_match_patch import diff_match_patch

from app.domain.text import CJK_CHAR, split_paragraphs

HunkOp = Literal["equal", "insert", "delete"]

# Bounds the work on pathological inputs; past it the diff is still correct, just coarser.
DIFF_TIMEOUT_SECONDS = 1.0

_OPS: dict[int, HunkOp] = {
    diff_match_patch.DIFF_EQUAL: "equal",
    diff_match_patch.DIFF_INSERT: "insert",
    diff_match_patch.DIFF_DELETE: "delete",
}


@dataclass(frozen=True)
class Hunk:
    """A run of text kept, inserted or deleted going from the old text to the new."""

    op: HunkOp
    text: str


@dataclass(frozen=True)
class DiffStats:
    """How much changed between two bodies.

    `paragraphs_changed` pairs each paragraph of the revised text that is not found
    unchanged in the original with one original paragraph that is gone; an edited
    paragraph counts once, an added or a deleted one counts once, so it is
    max(new paragraphs, vanished paragraphs). `paragraphs_total` counts the revised text.
    """

    inserted_chars: int
    deleted_chars: int
    paragraphs_changed: int
    paragraphs_total: int


def diff_text(a: str, b: str) -> list[Hunk]:
    """The hunks turning `a` into `b`: equal + delete rebuild `a`, equal + insert rebuild `b`."""
    engine = diff_match_patch()
    engine.Diff_Timeout = DIFF_TIMEOUT_SECONDS
    diffs = engine.diff_main(a, b)
    engine.diff_cleanupSemantic(diffs)
    hunks = [Hunk(op=_OPS[op], text=text) for op, text in diffs if text]
    return join_cjk_fragments(snap_to_words(hunks))


# Letters and digits of alphabetic scripts: a change should not split such a word. CJK
# characters are words of their own, so a character-level change there is already whole.
_WORD_CHARS = r"0-9A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff'\u2019"
_WORD_TAIL = re.compile(f"[{_WORD_CHARS}]+$")
_WORD_HEAD = re.compile(f"^[{_WORD_CHARS}]+")


def snap_to_words(hunks: list[Hunk]) -> list[Hunk]:
    """Widen each change to whole words in alphabetic text ("tired" → "proud", not
    "tire"+"d" → "prou"+"d"); the hunks still rebuild both texts exactly."""
    out: list[Hunk] = []
    i = 0
    while i < len(hunks):
        if hunks[i].op == "equal":
            out.append(hunks[i])
            i += 1
            continue
        deleted = inserted = ""
        while i < len(hunks) and hunks[i].op != "equal":
            if hunks[i].op == "delete":
                deleted += hunks[i].text
            else:
                inserted += hunks[i].text
            i += 1
        before = out.pop().text if out and out[-1].op == "equal" else ""
        after = hunks[i].text if i < len(hunks) else ""
        starts = deleted[:1] + inserted[:1]
        tail = _WORD_TAIL.search(before)
        if tail and any(_WORD_HEAD.match(ch) for ch in starts):
            before, deleted, inserted = (
                before[: tail.start()],
                tail[0] + deleted,
                tail[0] + inserted,
            )
        ends = deleted[-1:] + inserted[-1:]
        head = _WORD_HEAD.match(after)
        if head and any(_WORD_TAIL.search(ch) for ch in ends):
            deleted, inserted, after = deleted + head[0], inserted + head[0], after[head.end() :]
        if before:
            out.append(Hunk("equal", before))
        if deleted:
            out.append(Hunk("delete", deleted))
        if inserted:
            out.append(Hunk("insert", inserted))
        if i < len(hunks):
            if after:
                out.append(Hunk("equal", after))
            i += 1
    return out


# A kept CJK run this short between two changes is part of one changed word, not a word
# the writer kept: the diff's overlap cleanup splits "十五" → "五十" around "五".
_CJK_GLUE = 1


def join_cjk_fragments(hunks: list[Hunk]) -> list[Hunk]:
    """Merge change, short kept CJK run, change into one change when CJK text touches the
    kept run on both sides; the hunks still rebuild both texts exactly."""
    # Each segment is ("equal", text, "") or ("change", deleted, inserted).
    segments: list[tuple[str, str, str]] = []
    for hunk in hunks:
        if hunk.op == "equal":
            segments.append(("equal", hunk.text, ""))
            continue
        if not segments or segments[-1][0] != "change":
            segments.append(("change", "", ""))
        _, deleted, inserted = segments[-1]
        if hunk.op == "delete":
            segments[-1] = ("change", deleted + hunk.text, inserted)
        else:
            segments[-1] = ("change", deleted, inserted + hunk.text)
    merged: list[tuple[str, str, str]] = []
    i = 0
    while i < len(segments):
        merged.append(segments[i])
        i += 1
        # change · glue · change  →  one change, while the pattern repeats.
        while (
            merged[-1][0] == "change"
            and i + 1 < len(segments)
            and segments[i][0] == "equal"
            and segments[i + 1][0] == "change"
            and _is_glue(segments[i][1], merged[-1], segments[i + 1])
        ):
            _, deleted, inserted = merged[-1]
            glue = segments[i][1]
            _, next_deleted, next_inserted = segments[i + 1]
            merged[-1] = (
                "change",
                deleted + glue + next_deleted,
                inserted + glue + next_inserted,
            )
            i += 2
    out: list[Hunk] = []
    for kind, first, second in merged:
        if kind == "equal":
            out.append(Hunk("equal", first))
            continue
        if first:
            out.append(Hunk("delete", first))
        if second:
            out.append(Hunk("insert", second))
    return out


def _is_glue(kept: str, before: tuple[str, str, str], after: tuple[str, str, str]) -> bool:
    """A kept run of at most _CJK_GLUE CJK characters with CJK changed on both sides."""
    if len(kept) > _CJK_GLUE or not all(CJK_CHAR.match(ch) for ch in kept):
        return False
    ends = before[1][-1:] + before[2][-1:]
    starts = after[1][:1] + after[2][:1]
    return any(CJK_CHAR.match(ch) for ch in ends) and any(CJK_CHAR.match(ch) for ch in starts)


def diff_stats(a_body: str, b_body: str, hunks: list[Hunk] | None = None) -> DiffStats:
    """Characters inserted and deleted, and paragraphs changed, from `a_body` to `b_body`."""
    if hunks is None:
        hunks = diff_text(a_body, b_body)
    new, gone, total = _paragraph_changes(a_body, b_body)
    return DiffStats(
        inserted_chars=sum(len(h.text) for h in hunks if h.op == "insert"),
        deleted_chars=sum(len(h.text) for h in hunks if h.op == "delete"),
        paragraphs_changed=max(new, gone),
        paragraphs_total=total,
    )


def scope_summary(stats: DiffStats) -> str:
    """E.g. "changed 2 of 14 paragraphs"."""
    changed, total = stats.paragraphs_changed, stats.paragraphs_total
    if changed == 0:
        return "no paragraph changed"
    if changed > total:
        return f"changed {_count(changed, 'paragraph')} ({total} left)"
    return f"changed {changed} of {_count(total, 'paragraph')}"


def change_summary(
    original_title: str, original_body: str, revised_title: str, revised_body: str
) -> str:
    """One line for the assistant reply about what changed.

    E.g. "Title changed; 1 of 3 paragraphs edited (+12 / −30 characters)."
    """
    parts: list[str] = []
    if original_title.strip() != revised_title.strip():
        parts.append("Title changed")
    if original_body != revised_body:
        stats = diff_stats(original_body, revised_body)
        new, gone, total = _paragraph_changes(original_body, revised_body)
        edited = min(new, gone)
        pieces: list[str] = []
        if edited:
            pieces.append(f"{edited} of {_count(total, 'paragraph')} edited")
        if new > edited:
            pieces.append(f"{_count(new - edited, 'paragraph')} added")
        if gone > edited:
            pieces.append(f"{_count(gone - edited, 'paragraph')} removed")
        described = ", ".join(pieces) if pieces else "Spacing changed"
        counts = f"(+{stats.inserted_chars:,} / −{stats.deleted_chars:,} characters)"
        parts.append(f"{described} {counts}")
    if not parts:
        return "No changes."
    summary = "; ".join(parts)
    return summary[0].upper() + summary[1:] + "."


def _paragraph_changes(a_body: str, b_body: str) -> tuple[int, int, int]:
    """(revised paragraphs not in the original, original paragraphs not in the revised,
    revised paragraph count), counting repeated paragraphs as many times as they occur."""
    before = Counter(split_paragraphs(a_body))
    after = split_paragraphs(b_body)
    after_counts = Counter(after)
    new = sum((after_counts - before).values())
    gone = sum((before - after_counts).values())
    return new, gone, len(after)


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"
