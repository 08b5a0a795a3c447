"""A Markdown table is one block wherever it stands (session 48, outside47 F5).

Paragraphs are what blank lines separate — or, in a text with no blank line at all, what line
breaks separate (one paragraph a line). A table is read by neither rule: in a text of one
paragraph a line its rows, and its `|---|---|` rule, were "paragraphs" ("delete paragraph 1"
deleted the heading row and left no table), and a table written right under a line of prose
with no blank line between was part of that paragraph. So whoever splits paragraphs (
app/domain/text.py, app/editing/units.py, app/web/pages.py, static/js/panel/table-breaks.js
the same rule) passes the breaks it found through `with_tables`: no break inside a table, and a
break at each end of a table that shares its block with other lines. A table's number then does
not depend on the blank lines around it.

A table is a heading row, a rule and any rows, every line between bars (as
app/editing/table_text.py and static/js/panel/blocks.js read one; a heading row and a rule
alone are a table too), outside a fenced code block. Pure: no I/O.
"""

import re
from bisect import bisect_left, bisect_right
from collections.abc import Sequence

# A line between bars (its line ending not included); a rule ("|---|:--:|"). As
# app/editing/table_text.py's ROW and RULE.
# A line starts at the text's start or after any line ending ("^" knows only "\n").
_ROW = re.compile(r"(?<![^\r\n\u2029])[ \t]*\|[^\r\n\u2029]*\|[ \t]*(?![^\r\n\u2029])")
_RULE = re.compile(r"[ \t]*\|?[ \t]*:?-{2,}:?[ \t]*(?:\|[ \t]*:?-{2,}:?[ \t]*)*\|?[ \t]*")
# A line opening or closing a fenced code block (app/domain/paragraph_places.py FENCE).
_FENCE = re.compile(r"(?<![^\r\n\u2029])[ \t]{0,3}(?:```|~~~)")
# A line ends at a line break, an old Mac one or the Unicode paragraph separator.
_EOL = re.compile(r"\r\n|[\r\n\u2029]")

Span = tuple[int, int]


def table_spans(text: str) -> list[Span]:
    """Where each Markdown table of `text` is: from its heading row's first character to the
    end of its last row (its line break not included)."""
    if "|" not in text or "-" not in text:
        return []
    # Runs of lines between bars, one right under another (found by one pattern each, not
    # line by line: a long article's 25,000 lines).
    runs: list[list[Span]] = []
    for match in _ROW.finditer(text):
        if runs:
            eol = _EOL.match(text, runs[-1][-1][1])
            if eol is not None and eol.end() == match.start():
                runs[-1].append(match.span())
                continue
        runs.append([match.span()])
    fences = [match.start() for match in _FENCE.finditer(text)]
    spans: list[Span] = []
    for run in runs:
        if bisect_right(fences, run[0][0]) % 2:
            continue  # inside a fenced code block: code
        for index in range(len(run) - 1):
            if _RULE.fullmatch(text, *run[index + 1]):
                spans.append((run[index][0], run[-1][1]))
                break
    return spans


def with_tables(text: str, breaks: Sequence[Span]) -> list[Span]:
    """The paragraph breaks (start, end) a splitter found in `text`, with every table one
    block: a break inside a table dropped (the line breaks between its rows, in a text of
    one paragraph a line), and a break added where a table and another line of its block meet
    (the line break and the spaces or tabs before it). In order."""
    tables = table_spans(text)
    if not tables:
        return list(breaks)
    starts = [t0 for t0, _ in tables]
    kept = [b for b in breaks if not _inside(b, tables, starts)]
    # The breaks do not overlap: the one starting last before a place is the only one that
    # may reach it (a bisection each, not a walk over every break: 25,000 of them).
    kept_starts = [s for s, _ in kept]
    added: list[Span] = []
    for t0, t1 in tables:
        before = bisect_left(kept_starts, t0) - 1
        if t0 > 0 and not (before >= 0 and kept[before][1] >= t0):
            eol = 2 if text.startswith("\r\n", t0 - 2) else 1
            added.append((_spaces_before(text, t0 - eol), t0))
        after = bisect_right(kept_starts, t1) - 1
        if t1 < len(text) and not (after >= 0 and kept[after][1] > t1):
            eol = 2 if text.startswith("\r\n", t1) else 1
            added.append((_spaces_before(text, t1), t1 + eol))
    return sorted([*kept, *added])


def _inside(span: Span, tables: list[Span], starts: list[int]) -> bool:
    """Whether `span` lies within one of the tables (in order, `starts` their starts)."""
    index = bisect_right(starts, span[0]) - 1
    return index >= 0 and span[1] <= tables[index][1]


def _spaces_before(text: str, at: int) -> int:
    """`at`, moved back over the spaces and tabs before it."""
    while at > 0 and text[at - 1] in " \t":
        at -= 1
    return at


def split_at(text: str, breaks: Sequence[Span]) -> list[str]:
    """The pieces of `text` between the breaks (in order, not overlapping)."""
    pieces: list[str] = []
    last = 0
    for start, end in breaks:
        pieces.append(text[last:start])
        last = end
    pieces.append(text[last:])
    return pieces
