"""A hand edit merged over a version saved while it was being typed: three texts — the version
the writer began editing (base), the version another tab or client saved since (theirs) and
the writer's text (mine) — merged paragraph by paragraph, so "keep my text and edit on top"
never undoes a change the writer did not see (outside47 F6).

Paragraphs are split as the rest of Redline splits them (app/domain/text.py): at blank lines,
or at each line break when the base has no blank line (Chinese is often written so).
A paragraph only one side changed (edited, deleted, inserted beside, moved) takes that side's
change; one both changed alike takes it once; one both changed differently is a conflict —
the writer's text is kept there, and the other side's change is returned so the writer can be
told what saving undoes. What lies between paragraphs (blank lines, CRLF, a trailing newline)
is kept as each side wrote it. Pure: texts in, texts out.
"""

import re
from collections import Counter
from dataclasses import dataclass, field, replace
from itertools import pairwise

from app.domain.bounded_diff import SequenceMatcher
from app.domain.text import shared_ends

_BLANK_BREAK = re.compile(r"(\s*\n[^\S\n]*\n\s*)")
_LINE_BREAK = re.compile(r"(\s*\n\s*)")
_HAS_BLANK = re.compile(r"\n[^\S\n]*\n")
MINE, THEIRS = "mine", "theirs"


@dataclass(frozen=True)
class Merge:
    """The merged title and body; `clean` when nothing of theirs is undone. `undone` and
    `kept` are the base (title, body) with only theirs' changes the merged text undoes, or
    keeps — what to compare with the base to say them in words."""

    title: str
    body: str
    clean: bool
    undone: tuple[str, str]
    kept: tuple[str, str]


@dataclass(frozen=True)
class _Doc:
    lead: str
    paragraphs: list[str]
    seps: list[str]  # seps[k] lies between paragraphs k and k + 1
    trail: str


@dataclass(frozen=True)
class _Edit:
    """Base paragraphs [start, end) replaced by `new` (at `at` in that side's paragraphs);
    `said` is `new` as the side wrote it (a moved copy may carry the other side's edit)."""

    side: str
    start: int
    end: int
    new: tuple[str, ...]
    at: tuple[int, ...]
    said: tuple[str, ...] = field(default=())

    @property
    def change(self) -> tuple[int, int, tuple[str, ...]]:
        return self.start, self.end, self.new


@dataclass(frozen=True)
class _Piece:
    """A paragraph of a result and where it stands in the two texts its spacing comes from."""

    text: str
    first: int | None
    second: int | None
    base: int | None = None


def merge_texts(base: tuple[str, str], mine: tuple[str, str], theirs: tuple[str, str]) -> Merge:
    """`mine` (title, body) put on top of `theirs`, both changed from `base`."""
    title, title_conflict = _merge_title(base[0], mine[0], theirs[0])
    texts = (base[1], mine[1], theirs[1])
    # Split as the base is: at each line break when it has no blank line (the writer's lines
    # are its paragraphs, even where a side set them apart by blank lines since).
    by_lines = not _HAS_BLANK.search(base[1].strip()) and (
        "\n" in base[1].strip() or not any(_HAS_BLANK.search(t.strip()) for t in texts)
    )
    base_doc, mine_doc, theirs_doc = (_read(text, by_lines) for text in texts)
    body, undone, kept = _merge_bodies(base_doc, mine_doc, theirs_doc)
    theirs_title_kept = theirs[0] if mine[0] == base[0] else base[0]
    return Merge(
        title=title,
        body=body,
        clean=not undone and not title_conflict,
        undone=(theirs[0] if title_conflict else base[0], _with_edits(base_doc, undone)),
        kept=(theirs_title_kept, _with_edits(base_doc, kept)),
    )


def _merge_title(base: str, mine: str, theirs: str) -> tuple[str, bool]:
    if mine in (base, theirs):
        return theirs, False
    return mine, theirs != base


def _read(text: str, by_lines: bool) -> _Doc:
    core = text.strip()
    if not core:
        return _Doc(text, [], [], "")
    lead = text[: len(text) - len(text.lstrip())]
    trail = text[len(text.rstrip()) :]
    parts = (_LINE_BREAK if by_lines else _BLANK_BREAK).split(core)
    return _Doc(lead, parts[0::2], parts[1::2], trail)


def _edits(base: list[str], other: list[str], side: str) -> tuple[list[_Edit], dict[int, int]]:
    """What `side` changed of the base paragraphs, and where each paragraph it kept now is.
    A block of paragraphs replaced by as many is one edit a paragraph, so edits of
    neighbouring paragraphs by the two sides do not meet."""
    head, tail = shared_ends(base, other)
    kept = {i: i for i in range(head)}
    kept.update({len(base) - 1 - k: len(other) - 1 - k for k in range(tail)})
    matcher = SequenceMatcher(
        a=base[head : len(base) - tail], b=other[head : len(other) - tail], autojunk=False
    )
    edits: list[_Edit] = []
    for tag, a1, a2, b1, b2 in matcher.get_opcodes():
        a1, a2, b1, b2 = a1 + head, a2 + head, b1 + head, b2 + head
        if tag == "equal":
            kept.update({a1 + k: b1 + k for k in range(a2 - a1)})
        elif tag == "replace" and a2 - a1 == b2 - b1:
            edits += [
                _Edit(side, a1 + k, a1 + k + 1, (other[b1 + k],), (b1 + k,), (other[b1 + k],))
                for k in range(a2 - a1)
            ]
        else:
            new = tuple(other[b1:b2])
            edits.append(_Edit(side, a1, a2, new, tuple(range(b1, b2)), new))
    return edits, kept


def _merge_bodies(base: _Doc, mine: _Doc, theirs: _Doc) -> tuple[str, list[_Edit], list[_Edit]]:
    """The merged body, theirs' edits it undoes and theirs' edits it keeps."""
    paragraphs = base.paragraphs
    mine_edits, mine_kept = _edits(paragraphs, mine.paragraphs, MINE)
    theirs_edits, theirs_kept = _edits(paragraphs, theirs.paragraphs, THEIRS)
    theirs_all = theirs_edits
    alike = {e.change for e in mine_edits}
    theirs_edits = [e for e in theirs_edits if e.change not in alike]
    mine_edits, theirs_edits, undone, carried = _follow_moves(
        paragraphs, mine_edits, theirs_edits, theirs_all
    )
    chunks: list[tuple[int, int, list[_Piece]]] = []
    kept: list[_Edit] = list(carried)
    for cluster in _clusters(mine_edits + theirs_edits):
        sides = {e.side for e in cluster}
        lo, hi = min(e.start for e in cluster), max(e.end for e in cluster)
        if len(sides) == 1:
            chunks += [(e.start, e.end, _pieces_of(e)) for e in cluster]
            kept += [e for e in cluster if e.side == THEIRS]
            continue
        mine_part = [e for e in cluster if e.side == MINE]
        theirs_part = [e for e in cluster if e.side == THEIRS]
        local = _apply(paragraphs, mine_part, lo, hi, mine_kept, theirs_kept)
        if [p.text for p in local] != [
            p.text for p in _apply(paragraphs, theirs_part, lo, hi, mine_kept, theirs_kept)
        ]:
            undone += theirs_part
        chunks.append((lo, hi, local))
    pieces = _apply_chunks(paragraphs, chunks, mine_kept, theirs_kept)
    lead = mine.lead if mine.lead != base.lead else theirs.lead
    trail = mine.trail if mine.trail != base.trail else theirs.trail
    body = _written(pieces, mine, theirs, lead, trail, _usual_sep(mine, theirs, base), base)
    return body, [replace(e, new=e.said) for e in undone], [replace(e, new=e.said) for e in kept]


def _clusters(edits: list[_Edit]) -> list[list[_Edit]]:
    """Edits grouped where they meet: ranges that overlap, or an insertion strictly inside
    another's range. An insertion at either end of a range does not meet it (it goes before
    or after), nor does another insertion at the same place (both are kept, theirs first)."""
    ordered = sorted(edits, key=lambda e: (e.start, e.end, e.side != THEIRS))
    groups: list[list[_Edit]] = []
    hi = -1
    for edit in ordered:
        if not groups:
            meets = False
        elif edit.start == edit.end:
            meets = groups[-1][0].start < edit.start < hi
        else:
            meets = edit.start < hi
        if meets:
            groups[-1].append(edit)
            hi = max(hi, edit.end)
        else:
            groups.append([edit])
            hi = edit.end
    return groups


def _moved(base: list[str], edits: list[_Edit]) -> dict[int, _Edit]:
    """Base paragraphs `edits` took out of their place and put word for word elsewhere (a
    paragraph written once in the base, copied once), with the edit that puts it back."""
    counts = Counter(base)
    copies = Counter(p for e in edits for p in e.new)
    moved: dict[int, _Edit] = {}
    for edit in edits:
        for i in range(edit.start, edit.end):
            text = base[i]
            if text in edit.new or counts[text] != 1 or copies[text] != 1:
                continue
            holder = next(e for e in edits if text in e.new)
            moved[i] = holder
    return moved


def _follow_moves(
    base: list[str], mine: list[_Edit], theirs: list[_Edit], theirs_all: list[_Edit]
) -> tuple[list[_Edit], list[_Edit], list[_Edit], list[_Edit]]:
    """A paragraph one side moved goes where it was moved with the other side's edit of it,
    or stays deleted when the other side deleted it; moved by both to different places, it
    goes where the writer put it. Returns mine, theirs, theirs' edits undone (a move) and
    theirs' edits carried into mine (their edit of a paragraph the writer moved).
    `theirs_all` is every edit of theirs, those the writer made alike included."""
    undone: list[_Edit] = []
    carried: list[_Edit] = []
    moved_mine, moved_theirs = _moved(base, mine), _moved(base, theirs_all)
    for i, found in moved_theirs.items():
        other = _covering(mine, i)
        holder = _current(theirs, found)
        if other is None or holder not in theirs:  # not moved, or moved alike by both
            continue
        if i not in moved_mine and _one_for_one(other):
            theirs = _swap(theirs, holder, _with_copy(holder, base[i], other.new[0]))
            mine = [e for e in mine if e is not other]
            continue
        theirs = _swap(theirs, holder, _with_copy(holder, base[i], None))
        if other.new or i in moved_mine:
            removal = _covering(theirs_all, i)
            undone += [e for e in (found, removal) if e is not None and e not in undone]
    for i, found in moved_mine.items():
        other = _covering(theirs, i)
        if other is None or i in moved_theirs:
            continue
        holder = _current(mine, found)
        if _one_for_one(other):
            mine = _swap(mine, holder, _with_copy(holder, base[i], other.new[0]))
            theirs = [e for e in theirs if e is not other]
            carried.append(other)
        elif not other.new:
            mine = _swap(mine, holder, _with_copy(holder, base[i], None))
    return mine, theirs, undone, carried


def _one_for_one(edit: _Edit) -> bool:
    """Whether `edit` rewrote one paragraph into one."""
    return edit.end - edit.start == 1 and len(edit.new) == 1


def _covering(edits: list[_Edit], i: int) -> _Edit | None:
    return next((e for e in edits if e.start <= i < e.end), None)


def _current(edits: list[_Edit], edit: _Edit) -> _Edit:
    """`edit` as it stands now in `edits` (an earlier move may have changed its copies)."""
    return next((e for e in edits if (e.start, e.end) == (edit.start, edit.end)), edit)


def _swap(edits: list[_Edit], old: _Edit, new: _Edit | None) -> list[_Edit]:
    swapped = [new if e is old else e for e in edits]
    return [e for e in swapped if e is not None]


def _with_copy(edit: _Edit, text: str, instead: str | None) -> _Edit | None:
    """`edit` with its copy of a moved paragraph `text` written `instead` (None: left out);
    None when nothing is left of it."""
    k = edit.new.index(text)
    if instead is not None:
        return replace(edit, new=edit.new[:k] + (instead,) + edit.new[k + 1 :])
    new, at = edit.new[:k] + edit.new[k + 1 :], edit.at[:k] + edit.at[k + 1 :]
    if not new and edit.start == edit.end:
        return None
    return replace(edit, new=new, at=at)


def _pieces_of(edit: _Edit) -> list[_Piece]:
    if edit.side == MINE:
        return [_Piece(text, at, None) for text, at in zip(edit.new, edit.at, strict=True)]
    return [_Piece(text, None, at) for text, at in zip(edit.new, edit.at, strict=True)]


def _apply(
    base: list[str],
    edits: list[_Edit],
    lo: int,
    hi: int,
    first: dict[int, int],
    second: dict[int, int],
) -> list[_Piece]:
    chunks = [(e.start, e.end, _pieces_of(e)) for e in edits]
    return _apply_chunks(base, chunks, first, second, lo, hi)


def _apply_chunks(
    base: list[str],
    chunks: list[tuple[int, int, list[_Piece]]],
    first: dict[int, int],
    second: dict[int, int],
    lo: int = 0,
    hi: int | None = None,
) -> list[_Piece]:
    """Base paragraphs lo..hi with each chunk's pieces in place of its range (chunks in
    order, none overlapping; insertions before a range that starts where they stand)."""
    end = len(base) if hi is None else hi
    ordered = sorted(chunks, key=lambda c: (c[0], c[1] > c[0]))
    out: list[_Piece] = []
    i, k = lo, 0
    while True:
        while k < len(ordered) and ordered[k][0] == i and ordered[k][1] == i:
            out += ordered[k][2]
            k += 1
        if i >= end:
            return out
        if k < len(ordered) and ordered[k][0] == i:
            out += ordered[k][2]
            i = ordered[k][1]
            k += 1
            continue
        out.append(_Piece(base[i], first.get(i), second.get(i), i))
        i += 1


def _with_edits(base: _Doc, edits: list[_Edit]) -> str:
    """The base with `edits` (of one side, none meeting) applied, spaced as the base."""
    identity = {i: i for i in range(len(base.paragraphs))}
    chunks = [
        (e.start, e.end, [_Piece(text, None, None) for text in e.new])
        for e in sorted(edits, key=lambda e: (e.start, e.end))
    ]
    pieces = _apply_chunks(base.paragraphs, chunks, identity, {})
    return _written(pieces, base, base, base.lead, base.trail, _usual_sep(base))


def _usual_sep(*docs: _Doc) -> str:
    """The break written most often between paragraphs (a blank line when there is none)."""
    for doc in docs:
        if doc.seps:
            return Counter(doc.seps).most_common(1)[0][0]
    return "\n\n"


def _written(
    pieces: list[_Piece],
    first: _Doc,
    second: _Doc,
    lead: str,
    trail: str,
    usual: str,
    base: _Doc | None = None,
) -> str:
    """The pieces joined: between two paragraphs next to each other in one of the texts,
    what that text has between them (next to each other in all three, what `first` has there
    unless it kept the base's, then what `second` has); else what follows the first of them
    there."""
    if not pieces:
        return lead + trail
    out = [lead, pieces[0].text]
    for a, b in pairwise(pieces):
        if (
            base is not None
            and a.base is not None
            and b.base == a.base + 1
            and a.first is not None
            and b.first == a.first + 1
            and a.second is not None
            and b.second == a.second + 1
            and first.seps[a.first] == base.seps[a.base]
        ):
            sep = second.seps[a.second]
        elif a.first is not None and b.first == a.first + 1:
            sep = first.seps[a.first]
        elif a.second is not None and b.second == a.second + 1:
            sep = second.seps[a.second]
        elif a.first is not None and a.first < len(first.seps):
            sep = first.seps[a.first]
        elif a.second is not None and a.second < len(second.seps):
            sep = second.seps[a.second]
        else:
            sep = usual
        out += [sep, b.text]
    out.append(trail)
    return "".join(out)
