"""Character-level diffs between two versions, with counts a writer can read at a glance.

Diffs are per character (so CJK text, which has no spaces between words, diffs as well
as English) and then cleaned up semantically, so a rewritten clause shows as one deletion
and one insertion instead of a confetti of single characters. Changes in alphabetic text
widen to whole words; in CJK text a change split around one kept character ("十五" → "五十"
drawn as ~~十~~五<ins>十</ins>) becomes one replacement, and a Chinese change of one or two
characters takes in the neighbour that makes it a word ("天" → "日" is marked "今天" → "今日").
"""

import re
import time
from dataclasses import dataclass
from typing import Literal

from diff_match_patch import diff_match_patch

from app.domain.anchored_lines import anchors, kept_whole, pieces
from app.domain.bounded_diff import SequenceMatcher
from app.domain.cjk_words import Segment, widen_segments
from app.domain.diff_numbers import whole_numbers
from app.domain.drawn_characters import whole_character_spans
from app.domain.paragraph_changes import headings_changed, paragraph_changes
from app.domain.text import CJK_CHAR
from app.domain.zh_quoted_words import said_whole

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
    max(new paragraphs, vanished paragraphs). `paragraphs_total` counts the longer of the two
    texts, so "changed 3 of 5 paragraphs" is said of an article that lost two of its five and
    had one edited (counting the revised text, it read "3 of 3", as if all were rewritten).
    """

    inserted_chars: int
    deleted_chars: int
    paragraphs_changed: int
    paragraphs_total: int
    # Headings are no paragraphs (app/domain/paragraph_places.py); one edited alone is said so.
    headings_changed: int = 0


# Two speed-ups of diff_match_patch have no deadline and go quadratic on repetitive text
# ("abab…" changed to "baba…", one 200 kB line: 48 s of CPU whatever Diff_Timeout said):
# the half-match looks at every place a seed occurs, the semantic cleanup's overlap search
# tries lengths one character apart. Ordinary text needs a few of either; past these bounds
# the half-match is skipped (the bisection, which keeps the deadline, runs instead) and the
# overlap found so far is used — the diff stays correct, only coarser.
HALF_MATCH_PLACES = 16
OVERLAP_STEPS = 64


class _BoundedDiff(diff_match_patch):  # type: ignore[misc]
    """diff_match_patch with the half-match and the overlap search bounded."""

    def diff_halfMatch(self, text1: str, text2: str) -> tuple[str, ...] | None:
        """diff_match_patch's half-match, skipped when a seed occurs in too many places."""
        long_text, short_text = (text1, text2) if len(text1) > len(text2) else (text2, text1)
        for start in ((len(long_text) + 3) // 4, (len(long_text) + 1) // 2):
            seed = long_text[start : start + len(long_text) // 4]
            place = short_text.find(seed)
            for _ in range(HALF_MATCH_PLACES):
                if place == -1:
                    break
                place = short_text.find(seed, place + 1)
            if place != -1:
                return None
        result: tuple[str, ...] | None = super().diff_halfMatch(text1, text2)
        return result

    def diff_commonOverlap(self, text1: str, text2: str) -> int:
        """The longest suffix of `text1` that is a prefix of `text2` (within the bound)."""
        length = min(len(text1), len(text2))
        if length == 0:
            return 0
        text1, text2 = text1[len(text1) - length :], text2[:length]
        if text1 == text2:
            return length
        best, size = 0, 1
        for _ in range(OVERLAP_STEPS):
            found = text2.find(text1[-size:])
            if found == -1:
                return best
            size += found
            if found == 0 or text1[-size:] == text2[:size]:
                best, size = size, size + 1
        return best


def diff_text(a: str, b: str) -> list[Hunk]:
    """The hunks turning `a` into `b`: equal + delete rebuild `a`, equal + insert rebuild `b`.

    When the character diff runs out of time (a long article changed in thousands of
    places) and both texts have as many lines, the lines are diffed pair by pair: every
    changed paragraph stays a change of its own instead of one change covering everything.
    """
    started = time.monotonic()
    hunks = _diff_once(a, b, DIFF_TIMEOUT_SECONDS)
    if time.monotonic() - started < DIFF_TIMEOUT_SECONDS:
        found = anchors(a, b)
        if found and not kept_whole([(h.op, h.text) for h in hunks], found):
            return _kept_lines_first(a, b, found)
        if not _crosses_paragraphs(hunks):
            return hunks
    # Out of time — or a change runs across a paragraph break (the cleanup joined "a little"
    # → "very" with the deletion of the next paragraph into one change, which no view could
    # draw and no writer could reject apart): line by line instead.
    return _diff_line_by_line(a, b) or hunks


def _kept_lines_first(a: str, b: str, found: list[tuple[int, int, int]]) -> list[Hunk]:
    """The diff of two texts whose character diff drew a line both keep as changed (versions
    far apart: "- water" struck out and written again below): the lines kept (`found`, app/
    domain/anchored_lines.py) equal, the text between them diffed piece by piece — line by
    line where a piece's change would run across a paragraph break, as `diff_text` does."""
    out: list[Hunk] = []
    for old, new, anchor in pieces(a, b, found):
        if anchor or old == new:
            _extend(out, [Hunk("equal", old)])
        elif old and new:
            piece = _diff_once(old, new, DIFF_TIMEOUT_SECONDS / 10)
            if _crosses_paragraphs(piece):
                piece = _diff_line_by_line(old, new) or piece
            _extend(out, piece)
        else:
            _extend(out, [Hunk("delete", old) if old else Hunk("insert", new)])
    return out


def change_runs(hunks: list[Hunk]) -> list[tuple[str, str]]:
    """Each change as (deleted, inserted): the runs of hunks between kept text."""
    out: list[tuple[str, str]] = []
    deleted = inserted = ""
    for hunk in [*hunks, Hunk("equal", "")]:
        if hunk.op == "delete":
            deleted += hunk.text
        elif hunk.op == "insert":
            inserted += hunk.text
        elif deleted or inserted:
            out.append((deleted, inserted))
            deleted = inserted = ""
    return out


def _crosses_paragraphs(hunks: list[Hunk]) -> bool:
    """Whether a change replaces text on both sides of a paragraph break: text deleted and
    text inserted in one change, a blank line inside what it deletes or inserts."""
    return any(
        deleted.strip() and inserted.strip() and _BREAK.search(deleted + "\0" + inserted)
        for deleted, inserted in change_runs(hunks)
    )


_BREAK = re.compile(r"\n[^\S\n]*\n")


def _diff_once(a: str, b: str, timeout: float) -> list[Hunk]:
    engine = _BoundedDiff()
    engine.Diff_Timeout = timeout
    diffs = engine.diff_main(a, b)
    engine.diff_cleanupSemantic(diffs)
    hunks = split_at_shared_marks([Hunk(op=_OPS[op], text=text) for op, text in diffs if text])
    spans = whole_numbers([(h.op, h.text) for h in snap_to_words(hunks)])
    words = [Hunk(op=op, text=text) for op, text in spans]  # type: ignore[arg-type]
    return whole_characters(widen_cjk_words(join_cjk_fragments(words)))


# Clause punctuation a change can be cut at: full-width marks, and ASCII ones before a space
# or at the end (so "1,000" and "10:30" stay whole).
_CLAUSE_MARK = re.compile(r"([，。；：、！？]|[,;!?](?:\s+|$))")


def split_at_shared_marks(hunks: list[Hunk]) -> list[Hunk]:
    """Cut a change whose old and new text have the same clause punctuation at the marks, the
    marks kept: the semantic cleanup swallows a lone "，" between two changes, so "风筝，风筝" →
    "纸鸢，纸鸢" becomes two changes a writer can take or reject apart."""
    segments: list[Segment] = []
    for kind, first, second in _segments(hunks):
        old_parts, new_parts = _CLAUSE_MARK.split(first), _CLAUSE_MARK.split(second)
        if (
            kind != "change"
            or len(old_parts) < 3
            or old_parts[1::2] != new_parts[1::2]
            or len(old_parts) != len(new_parts)
        ):
            segments.append((kind, first, second))
            continue
        for i, (old, new) in enumerate(zip(old_parts, new_parts, strict=True)):
            if not (i % 2 or old == new):  # a part between marks that changed
                segments.append(("change", old, new))
            elif segments and segments[-1][0] == "equal":  # a mark, or a part kept as it was
                segments[-1] = ("equal", segments[-1][1] + old, "")
            elif old:
                segments.append(("equal", old, ""))
    return _hunks(segments)


def whole_characters(hunks: list[Hunk]) -> list[Hunk]:
    """Each change at whole characters (app/domain/drawn_characters.py): "1️⃣" → "1", "🇫🇷" →
    "🇫🇮", never invisible marks, half a flag or a piece of a family."""
    spans = whole_character_spans([(h.op, h.text) for h in hunks])
    return [Hunk(op=op, text=text) for op, text in spans]  # type: ignore[arg-type]


# The line-by-line fallback's own budget; past it, each line left is replaced whole.
LINE_FALLBACK_SECONDS = 2.0


def _diff_line_by_line(a: str, b: str) -> list[Hunk] | None:
    """Hunks pairing each line of `a` with its line of `b` — the n-th with the n-th when both
    have as many, else as the lines line up (a paragraph added or removed is a change of its
    own); a line still differing when the budget is spent is one change, whole. None for a
    text of one line."""
    old_lines, new_lines = a.splitlines(keepends=True), b.splitlines(keepends=True)
    if len(old_lines) < 2 and len(new_lines) < 2:
        return None
    blocks: list[tuple[str, int, int, int, int]] = [
        ("replace", 0, len(old_lines), 0, len(new_lines))
    ]
    if len(old_lines) != len(new_lines):
        matcher = SequenceMatcher(None, old_lines, new_lines)
        blocks = [(tag, i1, i2, j1, j2) for tag, i1, i2, j1, j2 in matcher.get_opcodes()]
    deadline = time.monotonic() + LINE_FALLBACK_SECONDS
    hunks: list[Hunk] = []
    for tag, i1, i2, j1, j2 in blocks:
        if tag == "equal":
            _extend(hunks, [Hunk("equal", "".join(old_lines[i1:i2]))])
        elif i2 - i1 == j2 - j1:
            for old, new in zip(old_lines[i1:i2], new_lines[j1:j2], strict=True):
                _extend(hunks, _line_pair(old, new, deadline))
        else:
            for old, new in _paired_lines(old_lines[i1:i2], new_lines[j1:j2]):
                _extend(hunks, _line_pair(old, new, deadline))
    return hunks


def _paired_lines(old_lines: list[str], new_lines: list[str]) -> list[tuple[str, str]]:
    """Old and new lines of a changed stretch paired in order: each old line with the next new
    line like it (an edited line), the new lines skipped on the way added, an old line like
    none of them removed ("" on the side that has no line)."""
    pairs: list[tuple[str, str]] = []
    cursor = 0
    for old in old_lines:
        found = next((j for j in range(cursor, len(new_lines)) if _alike(old, new_lines[j])), None)
        if found is None:
            pairs.append((old, ""))
            continue
        pairs.extend(("", added) for added in new_lines[cursor:found])
        pairs.append((old, new_lines[found]))
        cursor = found + 1
    pairs.extend(("", added) for added in new_lines[cursor:])
    return pairs


def _alike(old: str, new: str) -> bool:
    """Whether two lines are one line edited (blank lines only with blank lines)."""
    if not old.strip() or not new.strip():
        return not old.strip() and not new.strip()
    return SequenceMatcher(None, old, new, autojunk=False).quick_ratio() >= 0.6


def _line_pair(old: str, new: str, deadline: float) -> list[Hunk]:
    if old == new:
        return [Hunk("equal", old)]
    if time.monotonic() < deadline:
        return _diff_once(old, new, DIFF_TIMEOUT_SECONDS / 10)
    return [h for h in (Hunk("delete", old), Hunk("insert", new)) if h.text]


def _extend(hunks: list[Hunk], more: list[Hunk]) -> None:
    """Append hunks, a run right after a run of the same kind joined to it."""
    for hunk in more:
        if hunks and hunks[-1].op == hunk.op:
            hunks[-1] = Hunk(hunk.op, hunks[-1].text + hunk.text)
        else:
            hunks.append(hunk)


# Letters and digits of alphabetic scripts: a change should not split such a word. CJK
# characters are words of their own, so a character-level change there is already whole.
# Arabic and Hebrew (with their marks) are alphabetic too: "متأخرة" → "مبكرة" split as
# م + "تأخ"/"بك" + رة shows letters torn from their joined forms and a change line of
# fragments. Their punctuation (، ؛ ؟ ٪ ۔, Hebrew's maqaf and sof pasuq) is left out.
_HEBREW = r"\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7\u05d0-\u05f2"
_ARABIC = r"\u0610-\u061a\u0620-\u0669\u066e-\u06d3\u06d5-\u06ff\u0750-\u077f\u08a0-\u08ff"
_WORD_CHARS = (
    r"0-9A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u052f"
    + _HEBREW
    + _ARABIC
    + r"\ufb1d-\ufdfb\ufe70-\ufefc'\u2019"
)
_WORD_TAIL = re.compile(f"[{_WORD_CHARS}]+$")
_WORD_HEAD = re.compile(f"^[{_WORD_CHARS}]+")


def _word_tail(text: str) -> str:
    """The letters `text` ends with ("" when it ends in a space or a mark). Read from the end:
    searching for `[…]+$` tried every start in a long run before it, and a paragraph of
    20,000 letters and no space then held the server for seconds (session 25 faults)."""
    head = _WORD_HEAD.match(text[::-1])
    return head[0][::-1] if head else ""


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
        tail = _word_tail(before)
        if tail and any(_WORD_HEAD.match(ch) for ch in starts):
            before, deleted, inserted = (
                before[: len(before) - len(tail)],
                tail + deleted,
                tail + inserted,
            )
        ends = deleted[-1:] + inserted[-1:]
        head = _WORD_HEAD.match(after)
        if head and any(_WORD_TAIL.search(ch) for ch in ends):
            deleted, inserted, after = deleted + head[0], inserted + head[0], after[head.end() :]
            # the word taken in may now start a side glued to the kept word before it:
            # "Action points" → "Actions" was " points" → "s", half of "Actions"
            tail = _word_tail(before)
            if tail and any(_WORD_HEAD.match(ch) for ch in deleted[:1] + inserted[:1]):
                before, deleted, inserted = (
                    before[: len(before) - len(tail)],
                    tail + deleted,
                    tail + inserted,
                )
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
    segments = _segments(hunks)
    merged: list[Segment] = []
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
    return _hunks(merged)


def widen_cjk_words(hunks: list[Hunk]) -> list[Hunk]:
    """Mark a Chinese change with its word: "今天" → "今日", "公园" → "动物园" (see
    app.domain.cjk_words); the hunks still rebuild both texts exactly."""
    return _hunks(widen_segments(_segments(hunks)))


def quoted_whole(hunks: list[Hunk]) -> list[Hunk]:
    """The hunks with each Chinese change at whole words, for a change line the writer reads
    (app.domain.zh_quoted_words); the hunks still rebuild both texts exactly."""
    return _hunks(said_whole(_segments(hunks)))


def _segments(hunks: list[Hunk]) -> list[Segment]:
    """The hunks as kept runs and changes, each run of delete/insert hunks one change."""
    segments: list[Segment] = []
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
    return segments


def _hunks(segments: list[Segment]) -> list[Hunk]:
    out: list[Hunk] = []
    for kind, first, second in segments:
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
    new, gone, total = paragraph_changes(a_body, b_body)
    return DiffStats(
        inserted_chars=sum(len(h.text) for h in hunks if h.op == "insert"),
        deleted_chars=sum(len(h.text) for h in hunks if h.op == "delete"),
        paragraphs_changed=max(new, gone),
        paragraphs_total=max(total, total - new + gone),
        headings_changed=headings_changed(a_body, b_body),
    )


def scope_summary(
    stats: DiffStats, title_changed: bool = False, hunks: list[Hunk] | None = None
) -> str:
    """E.g. "changed 2 of 14 paragraphs"; "only the title changed" for a rename alone; with the
    diff's `hunks`, "paragraphs moved" for the same paragraphs in another order and "only the
    spacing changed" for line ends or spaces alone, as the panel says them."""
    changed, total = stats.paragraphs_changed, stats.paragraphs_total
    spaces = [h.text for h in hunks or [] if h.op != "equal"]
    if changed and spaces and not any(t.strip() or "\n" in t for t in spaces):
        return "only the spacing changed"  # a doubled space, a tab: no word, no paragraph
    if changed == 0:
        if title_changed and not (stats.inserted_chars or stats.deleted_chars):
            return "only the title changed"
        if stats.headings_changed:
            return (
                "only a heading changed" if stats.headings_changed == 1 else "only headings changed"
            )
        changes = [h.text for h in hunks or [] if h.op != "equal"]
        if changes:
            return (
                "paragraphs moved"
                if any(t.strip() for t in changes)
                else "only the spacing changed"
            )
        return "no paragraph changed"
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
        new, gone, total = paragraph_changes(original_body, revised_body)
        edited = min(new, gone)
        pieces: list[str] = []
        if edited:
            pieces.append(f"{edited} of {_count(total, 'paragraph')} edited")
        if new > edited:
            pieces.append(f"{_count(new - edited, 'paragraph')} added")
        if gone > edited:
            pieces.append(f"{_count(gone - edited, 'paragraph')} removed")
        if not pieces and (headings := headings_changed(original_body, revised_body)):
            pieces.append("heading changed" if headings == 1 else f"{headings} headings changed")
        described = ", ".join(pieces) if pieces else "Spacing changed"
        counts = f"(+{stats.inserted_chars:,} / −{stats.deleted_chars:,} characters)"
        parts.append(f"{described} {counts}")
    if not parts:
        return "No changes."
    summary = "; ".join(parts)
    return summary[0].upper() + summary[1:] + "."


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"
