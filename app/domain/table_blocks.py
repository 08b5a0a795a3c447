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
from collections.abc import Sequence

# A line between bars; a rule ("|---|:--:|"). As app/editing/table_text.py's ROW and RULE.
_ROW = re.compile(r"[ \t]*\|.*\|[ \t]*")
_RULE = re.compile(r"[ \t]*\|?[ \t]*:?-{2,}:?[ \t]*(?:\|[ \t]*:?-{2,}:?[ \t]*)*\|?[ \t]*")
# A line opening or closing a fenced code block (app/domain/paragraph_places.py FENCE).
_FENCE = re.compile(r"[ \t]{0,3}(?:```|~~~)")
# A line ends at a line break, an old Mac one or the Unicode paragraph separator.
_EOL = re.compile(r"\r\n|[\r\n\u2029]")

Span = tuple[int, int]


def _lines(text: str) -> list[Span]:
    spans: list[Span] = []
    start = 0
    for match in _EOL.finditer(text):
        spans.append((start, match.start()))
        start = match.end()
    spans.append((start, len(text)))
    return spans


def table_spans(text: str) -> list[Span]:
    """Where each Markdown table of `text` is: from its heading row's first character to the
    end of its last row (its line break not included)."""
    if "|" not in text or "-" not in text:
        return []
    lines = _lines(text)
    rows = [_ROW.fullmatch(text, start, end) is not None for start, end in lines]
    spans: list[Span] = []
    fenced = False
    index = 0
    while index < len(lines):
        start, end = lines[index]
        if _FENCE.match(text, start, end):
            fenced = not fenced
        elif (
            not fenced
            and rows[index]
            and index + 1 < len(lines)
            and rows[index + 1]
            and _RULE.fullmatch(text, *lines[index + 1])
        ):
            last = index + 1
            while last + 1 < len(lines) and rows[last + 1]:
                last += 1
            spans.append((start, lines[last][1]))
            index = last + 1
            continue
        index += 1
    return spans


def with_tables(text: str, breaks: Sequence[Span]) -> list[Span]:
    """The paragraph breaks (start, end) a splitter found in `text`, with every table one
    block: a break inside a table dropped (the line breaks between its rows, in a text of
    one paragraph a line), and a break added where a table and another line of its block meet
    (the line break and the spaces or tabs before it). In order."""
    tables = table_spans(text)
    if not tables:
        return list(breaks)
    kept = [b for b in breaks if not any(t0 <= b[0] and b[1] <= t1 for t0, t1 in tables)]
    added: list[Span] = []
    for t0, t1 in tables:
        if t0 > 0 and not any(s < t0 <= e for s, e in kept):
            eol = 2 if text.startswith("\r\n", t0 - 2) else 1
            added.append((_spaces_before(text, t0 - eol), t0))
        if t1 < len(text) and not any(s <= t1 < e for s, e in kept):
            eol = 2 if text.startswith("\r\n", t1) else 1
            added.append((_spaces_before(text, t1), t1 + eol))
    return sorted([*kept, *added])


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
