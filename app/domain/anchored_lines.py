"""Lines both versions keep, as anchors of a diff (for app/domain/diff.py): a character diff
of two versions far apart (V1 with V14: a paragraph moved up, a list grown by an item, one
deleted) can pair a list's kept items with the wrong ones and draw "- water" struck out and
written again. A line found once in each text, in the same order as the others so found
(patience diff's anchors), is kept whole; the text between two anchors is diffed on its own.
Pure: texts and (op, text) spans in, pieces and answers out."""

from bisect import bisect_left

# A line this short ("-", "1.") says too little to pair two texts by.
_SHORTEST = 3


def anchors(a: str, b: str) -> list[tuple[int, int, int]]:
    """(offset in `a`, offset in `b`, length) of each line found once in each text, not blank,
    in the longest run that keeps the order of both."""
    a_lines, b_lines = _lines(a), _lines(b)
    once_a = _once(a_lines)
    once_b = _once(b_lines)
    pairs = [(once_a[line], once_b[line]) for line in once_a if line in once_b]
    pairs.sort()
    kept = _longest_rising([(a_at, b_at) for a_at, b_at in pairs])
    return [(a_at, b_at, len(line)) for a_at, b_at, line in _placed(kept, a_lines, b_lines)]


def kept_whole(spans: list[tuple[str, str]], found: list[tuple[int, int, int]]) -> bool:
    """Whether the diff `spans` keeps every anchor in `found` as text equal on both sides, at
    its place in each text."""
    equal: list[tuple[int, int, int]] = []  # (start in a, end in a, b − a)
    a_at = b_at = 0
    for op, text in spans:
        if op == "equal":
            equal.append((a_at, a_at + len(text), b_at - a_at))
            a_at, b_at = a_at + len(text), b_at + len(text)
        elif op == "delete":
            a_at += len(text)
        else:
            b_at += len(text)
    starts = [start for start, _, _ in equal]
    for a_off, b_off, length in found:
        k = bisect_left(starts, a_off + 1) - 1
        if k < 0:
            return False
        start, end, shift = equal[k]
        if not (start <= a_off and a_off + length <= end and shift == b_off - a_off):
            return False
    return True


def pieces(a: str, b: str, found: list[tuple[int, int, int]]) -> list[tuple[str, str, bool]]:
    """Both texts cut at the anchors: (text of `a`, text of `b`, whether it is an anchor), in
    order; the pieces rebuild both texts."""
    out: list[tuple[str, str, bool]] = []
    a_at = b_at = 0
    for a_off, b_off, length in found:
        if a_off > a_at or b_off > b_at:
            out.append((a[a_at:a_off], b[b_at:b_off], False))
        out.append((a[a_off : a_off + length], b[b_off : b_off + length], True))
        a_at, b_at = a_off + length, b_off + length
    if a_at < len(a) or b_at < len(b):
        out.append((a[a_at:], b[b_at:], False))
    return out


def _lines(text: str) -> list[tuple[int, str]]:
    """Each line of `text` with its line break, and where it starts."""
    out = []
    at = 0
    for line in text.splitlines(keepends=True):
        out.append((at, line))
        at += len(line)
    return out


def _once(lines: list[tuple[int, str]]) -> dict[str, int]:
    """The lines found exactly once (whole, with a line break after them unless last), by
    their index; blank and very short lines left out."""
    seen: dict[str, int] = {}
    twice: set[str] = set()
    for index, (_, line) in enumerate(lines):
        key = line.rstrip("\r\n")
        if len(key.strip()) < _SHORTEST:
            continue
        if key in seen:
            twice.add(key)
        seen[key] = index
    return {key: index for key, index in seen.items() if key not in twice}


def _placed(
    kept: list[tuple[int, int]], a_lines: list[tuple[int, str]], b_lines: list[tuple[int, str]]
) -> list[tuple[int, int, str]]:
    """The anchors at their offsets, each the line's text without a line break the other
    text's line lacks (the last line of one text, "…café." against "…café.\n")."""
    out = []
    for a_index, b_index in kept:
        a_off, a_line = a_lines[a_index]
        b_off, b_line = b_lines[b_index]
        line = a_line if a_line == b_line else a_line.rstrip("\r\n")
        out.append((a_off, b_off, line))
    return out


def _longest_rising(pairs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The longest run of `pairs` (sorted by their first) whose seconds rise too."""
    tails: list[int] = []  # the smallest second ending a run of each length
    ends: list[int] = []  # which pair ends it
    before: list[int] = [-1] * len(pairs)
    for index, (_, second) in enumerate(pairs):
        k = bisect_left(tails, second)
        if k == len(tails):
            tails.append(second)
            ends.append(index)
        else:
            tails[k] = second
            ends[k] = index
        before[index] = ends[k - 1] if k else -1
    run = []
    at = ends[-1] if ends else -1
    while at >= 0:
        run.append(pairs[at])
        at = before[at]
    return run[::-1]
