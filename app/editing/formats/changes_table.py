"""A reply that shows its edit as a table of changes instead of writing the article: a row per
changed sentence under columns of the old and the new text ("| Original | Revised |",
"| Before | After | Why |", "| 位置 | 原文 | 修改后 |", 原句 / 改写 / 理由), or the whole article
followed by such a table or by one that only says what changed ("| 修改 | 原因 |",
"| Change | Reason |"). Real models answer a sentence ask this way, and the article may hold
tables of its own, so the table is read by its header: every heading names the edit (old, new,
where, why), and no table of the article has that header.

A changes table's rows are placed by their old text — a sentence, a clause or a whole
paragraph found exactly once in the article — and the article is given back with each of them
rewritten; the judge then sees the asked sentence changed and nothing else, and withholds a row
that rewrote an unasked place. A table whose old text cannot all be found is never saved: pipes
and dashes, or a sentence in the wrong place, would go into the article. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from app.editing.elided import Refused
from app.editing.table_text import PIPE, RULE

TABLE_REPLY = (
    "The model answered with a table instead of the article's text, and its rows could not be "
    "matched to paragraphs, so nothing was saved. Press Retry to ask again."
)

_QUALIFIER = r"(?:\s+(?:text|sentence|sentences|wording|line|version|paragraph|clause|phrase))?"
_OLD_HEAD = re.compile(
    rf"(?:the\s+)?(?:original|before|old|current|was|source|existing){_QUALIFIER}"
    r"|原文|原句|原来|原稿|原版|修改前|改前|改动前|原始|原文内容|原句子|旧版?|原來|修改前的?句子",
    re.IGNORECASE,
)
_NEW_HEAD = re.compile(
    rf"(?:the\s+)?(?:revised|rewritten|rewrite|after|new|edited|suggested|improved|updated"
    rf"|proposed|now|revision|changed\s+to){_QUALIFIER}"
    r"|修改后|改后|改动后|改写|改写后|修订后?|润色后|新句|新文|修改后的?句子|新版?|建议改为|改为",
    re.IGNORECASE,
)
# Headings that say something of the edit itself: what changed, where, why.
_ABOUT_HEAD = re.compile(
    r"(?:what\s+)?(?:changes?|changed|edits?|modifications?)(?:\s+made)?|reasons?|why|notes?"
    r"|comments?|explanation|rationale|purpose|effect|paragraph|para|section|sentence|where"
    r"|location|place|line|no\.?|#"
    r"|修改|改动|修改内容|改动内容|修改之处|变化|原因|理由|说明|修改说明|改动说明|备注|目的|效果"
    r"|位置|段落|段|第几段|序号|句子|所在段落|修改位置",
    re.IGNORECASE,
)
# A line of the model's between the article and its table: a rule, or a short label
# ("修改说明：", "**Changes:**", "What changed:").
_RULE_LINE = re.compile(r"^[ \t]*(?:-{3,}|\*{3,}|_{3,})[ \t]*$")
_LABEL_LINE = re.compile(r"^[ \t#>*_]*[^\n|]{1,40}?[:：][ \t*_]*$")
_WRAPS = (("**", "**"), ("__", "__"), ('"', '"'), ("“", "”"), ("「", "」"), ("'", "'"), ("`", "`"))


@dataclass(frozen=True)
class Table:
    """A markdown table of the reply: its lines' span (start, end: line numbers), its header
    cells and its rows' cells."""

    start: int
    end: int
    header: list[str]
    rows: list[list[str]]

    def column(self, pattern: re.Pattern[str], skip: int | None = None) -> int | None:
        return next(
            (
                i
                for i, cell in enumerate(self.header)
                if i != skip and pattern.fullmatch(_bare(cell))
            ),
            None,
        )

    @property
    def about_edit(self) -> bool:
        """Whether every heading names the edit (old, new, where, why) — a table of changes,
        not of the article's own things."""
        heads = [_bare(cell) for cell in self.header]
        return bool(heads) and all(
            _OLD_HEAD.fullmatch(h) or _NEW_HEAD.fullmatch(h) or _ABOUT_HEAD.fullmatch(h)
            for h in heads
        )

    @property
    def old_and_new(self) -> tuple[int, int] | None:
        """The columns of the old and the new text, when the header names both."""
        old = self.column(_OLD_HEAD)
        new = self.column(_NEW_HEAD, skip=old)
        return (old, new) if old is not None and new is not None else None


def reply_tables(text: str) -> list[Table]:
    """Every markdown table in the reply: a header line with a bar, a rule line under it, and
    the lines with a bar after them (the outer bars may be left off)."""
    lines = text.split("\n")
    found: list[Table] = []
    index = 0
    while index < len(lines):
        line = lines[index]
        if "|" in line and index + 1 < len(lines) and RULE.match(lines[index + 1]):
            if "|" not in lines[index + 1] and len(_cells(line)) < 2:
                index += 1
                continue
            end = index + 2
            while end < len(lines) and "|" in lines[end] and lines[end].strip():
                end += 1
            rows = [_cells(row) for row in lines[index + 2 : end]]
            found.append(Table(index, end, _cells(line), [r for r in rows if any(r)]))
            index = end
        else:
            index += 1
    return found


def changes_article(
    text: str, title: str, body_paragraphs: Sequence[str], *, refuse: bool = False
) -> str | None:
    """What to read of a reply holding tables about its edit (see the module's docstring): the
    reply without them when the article's text is there beside them; else the article their
    rows rewrite (the title line, a blank line, the paragraphs). None when the reply holds no
    such table of its own, or (unless `refuse`) when its rows cannot all be placed."""
    article = "\n\n".join(body_paragraphs)
    own_heads = {_flat(line) for line in article.split("\n") if "|" in line}
    tables = [
        t for t in reply_tables(text) if t.about_edit and _flat("|".join(t.header)) not in own_heads
    ]
    if not tables:
        return None
    lines = text.split("\n")
    for table in reversed(tables):
        lines[table.start : table.end] = []
    rest = without_postscript_leads("\n".join(lines), article)
    if len(rest.strip()) >= 0.5 * len(article):
        # The article, then a table of what changed in it — unless the table taken out was
        # one of the article's own, its header renamed ("| Change | Reason |" in a changelog).
        if len(reply_tables(rest)) < len(reply_tables(article)):
            return None
        return rest
    spans = [t for t in tables if t.old_and_new is not None]
    placed = placed_rows(spans, body_paragraphs) if spans else None
    if placed is None:
        if refuse and spans:
            raise Refused(TABLE_REPLY)
        return None
    return "\n\n".join([title, *placed])


def placed_rows(tables: Sequence[Table], body_paragraphs: Sequence[str]) -> list[str] | None:
    """The paragraphs with each row's old text (found exactly once in the article) replaced by
    its new text; None when a row's old text is not found once, or two rows overlap."""
    edits: dict[int, list[tuple[int, int, str]]] = {}
    for table in tables:
        columns = table.old_and_new
        assert columns is not None
        old_column, new_column = columns
        for cells in table.rows:
            if max(old_column, new_column) >= len(cells):
                return None
            old, new = _cell_text(cells[old_column]), _cell_text(cells[new_column])
            if not old or not new:
                return None
            found = _find_once(old, new, body_paragraphs)
            if found is None:
                return None
            index, start, end, new = found
            edits.setdefault(index, []).append((start, end, new))
    paragraphs = list(body_paragraphs)
    for index, spans in edits.items():
        spans.sort()
        if any(a[1] > b[0] for a, b in zip(spans, spans[1:], strict=False)):
            return None
        text = paragraphs[index]
        for start, end, new in reversed(spans):
            text = text[:start] + new + text[end:]
        paragraphs[index] = text
    return paragraphs


def _find_once(
    old: str, new: str, body_paragraphs: Sequence[str]
) -> tuple[int, int, int, str] | None:
    """(paragraph, start, end, new text) of the one place the old text stands in the article:
    as written, else without quotes or bold it and its new text were both wrapped in."""
    for old_text, new_text in [(old, new), *_unwrapped(old, new)]:
        places = [
            (index, match.start())
            for index, paragraph in enumerate(body_paragraphs)
            for match in re.finditer(re.escape(old_text), paragraph)
        ]
        if len(places) == 1:
            index, start = places[0]
            return index, start, start + len(old_text), new_text
        if places:
            return None  # more than one place: which one the row meant is not known
    return None


def _unwrapped(old: str, new: str) -> list[tuple[str, str]]:
    pairs = []
    for opener, closer in _WRAPS:
        if (
            len(old) > 2 * len(opener)
            and old.startswith(opener)
            and old.endswith(closer)
            and new.startswith(opener)
            and new.endswith(closer)
        ):
            pairs.append(
                (old[len(opener) : -len(closer)].strip(), new[len(opener) : -len(closer)].strip())
            )
    return pairs


def without_postscript_leads(rest: str, article: str) -> str:
    """The reply without the rule and the label line ("---", "修改说明：", "**Changes:**") it
    left at its end once its table was taken out — lines the article does not end with."""
    lines = rest.rstrip().split("\n")
    last_of_article = article.rstrip().split("\n")[-1].strip() if article.strip() else ""
    while lines and (
        not lines[-1].strip()
        or (
            (_RULE_LINE.match(lines[-1]) or _LABEL_LINE.match(lines[-1]))
            and lines[-1].strip() != last_of_article
        )
    ):
        lines.pop()
    kept = "\n".join(lines)
    return rest if kept == rest.rstrip() else kept


def _cells(line: str) -> list[str]:
    inner = line.strip()
    inner = inner[1:] if inner.startswith("|") else inner
    inner = inner[:-1] if inner.endswith("|") and not inner.endswith("\\|") else inner
    return [cell.strip() for cell in PIPE.split(inner)]


def _cell_text(cell: str) -> str:
    """A cell's text as article text: its line breaks (<br>) back, its escaped pipes plain."""
    return re.sub(r"<br\s*/?>", "\n", cell, flags=re.I).replace("\\|", "|").strip()


def _bare(cell: str) -> str:
    """A heading without the emphasis and the colon it is often dressed in (**Original:**)."""
    return cell.strip().strip("*_`").strip().rstrip(":：").strip()


def _flat(line: str) -> str:
    return re.sub(r"[\s|*_`:-]+", "", line).lower()
