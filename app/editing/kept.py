"""The writer's structure a reply changed while editing the prose: a markdown table flattened
into a list or plain lines, a fenced code block's language label renamed (```python → ```py,
```yaml → ```yml) or dropped, a table's other cells (cells.py). "Rephrase the sentence under
the table" or "make the post friendlier" never asks for any of them, so each is given back as
the writer had it and withheld — offered apart, never saved silently — unless the suggestion
asks about the table's form or the block's label.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.domain.bounded_diff import SequenceMatcher
from app.domain.models import WithheldChange
from app.editing.added_bold import bold_left_out
from app.editing.cells import tables_kept
from app.editing.emoji_kept import emoji_kept
from app.editing.habits import habits_kept
from app.editing.heading_levels import (
    given_back,
    heading_levels_kept,
    heading_parts,
    paired_headings,
)
from app.editing.kept_targets import targets_kept
from app.editing.list_items import list_items_kept
from app.editing.move_only import check_words_kept
from app.editing.scope import Scope
from app.editing.table_text import is_table, row_cells
from app.editing.units import Paragraphs, normal, split_paragraphs

# A fence line: its marks and what follows them (the block's language label).
_FENCE = re.compile(r"^([ \t]*)(`{3,}|~{3,})(.*)$")
# Asking about a block's label: its language, highlighting, the fence itself.
_ABOUT_LABEL = re.compile(
    r"\b(?:fence[sd]?|languages?|lang|highlight\w*|syntax|label\w*|tag(?:s|ged)?|info string)\b"
    r"|语言|高亮|标注|标签|语法",
    re.IGNORECASE,
)
# Asking for a table in another form: "turn the table into a list", 把表格改成列表, "no table".
_ABOUT_TABLE_FORM = re.compile(
    r"\b(?:turn|convert|change|make|rewrite|reformat|recast|flatten|unroll|replace)\b"
    r"[^.;!?\n]{0,40}\b(?:into|as|to|with)\b[^.;!?\n]{0,30}"
    r"\b(?:lists?|bullets?|bullet points|prose|text|paragraphs?|sentences?|lines?)\b"
    r"|\b(?:flatten|unroll)\w*|\bno (?:more )?tables?\b|\bwithout (?:a |the )?tables?\b"
    # "Make the platform table a list."
    r"|\b(?:turn|convert|make)\s+(?:the\s+|this\s+|that\s+)?(?:[\w-]+\s+){0,2}?tables?\s+"
    r"(?:a|an)\s+(?:[\w-]+\s+)?(?:list|bullets?|bullet points|prose)\b"
    r"|(?:改成|改为|变成|转成|换成|写成|整理成)[^。，；\n]{0,10}(?:列表|清单|要点|文字|段落|一段|句子)"
    r"|不要表格|去掉表格|别用表格",
    re.IGNORECASE,
)


def structure_kept(
    before: str, after: str, suggestions: Sequence[str], scope: Scope
) -> tuple[str, list[WithheldChange]]:
    """`after` with the writer's tables and fence labels given back where the suggestion did
    not ask to change them, and what was given back as withheld changes."""
    if scope.reshape or scope.translate or before == after:
        return after, []  # a table recast or translated as a whole
    check_words_kept(before, after, suggestions, scope)  # a move that also changed words
    after = bold_left_out(before, after, suggestions)
    after, flattened = _tables_restored(before, after, suggestions)
    # a proofread may touch any cell, but drops or adds no row
    after, cells = tables_kept(
        before,
        after,
        suggestions,
        # a cut of a paragraph named in words the judge could not place drops no table row
        rows_may_go=scope.shorten and not scope.unplaced,
        cells=not scope.light,
    )
    after, labels = _labels_kept(before, after, suggestions)
    after, levels = heading_levels_kept(before, after, suggestions)
    heads: list[WithheldChange] = []
    if scope.whole and not scope.light:
        after, heads = _headings_kept(before, after, suggestions)
    after, emoji = emoji_kept(before, after, suggestions, scope)
    after, targets = targets_kept(before, after, suggestions)  # image paths, link targets
    after, items = list_items_kept(before, after, suggestions, scope)  # a list's other items
    if not (scope.form or scope.typography):
        after = habits_kept(before, after, suggestions)
    return after, [*flattened, *cells, *labels, *heads, *levels, *emoji, *targets, *items]


# Asking about the headings themselves: "retitle the headings", 小标题改一改, "rename the heading"
# ("the section on X" names a part, not its heading).
_ABOUT_HEADINGS = re.compile(
    r"\b(?:headings?|subheadings?|headers?|titles?|structure|rename\w*)\b"
    r"|标题|小标题|章节|小节|结构",
    re.IGNORECASE,
)


def _headings_kept(
    before: str, after: str, suggestions: Sequence[str]
) -> tuple[str, list[WithheldChange]]:
    """The reply's `#` headings given back as the writer wrote them, when a restyle of the whole
    ("make it more casual", or a paragraph named in words the judge could not place) reworded
    them unasked: a heading is the article's frame, like a table's rows — a proofread may still
    fix one, and a suggestion about headings or naming one may change it."""
    asked = " ".join(suggestions)
    if _ABOUT_HEADINGS.search(asked):
        return after, []
    lines = after.split("\n")
    withheld: list[WithheldChange] = []
    said = normal(asked).lower()
    for mine, at, theirs in paired_headings(before, after):
        level, _, text = heading_parts(mine)
        their_level, _, their_text = heading_parts(theirs)
        if (
            mine == theirs
            or level != their_level
            or normal(text).lower() == normal(their_text).lower()
        ):
            continue
        if normal(text).lower() in said or normal(their_text).lower() in said:
            continue
        withheld.append(given_back(after, lines, at, mine, "a heading reworded"))
    if not withheld:
        return after, []
    return "\n".join(lines), withheld


def _tables_restored(
    before: str, after: str, suggestions: Sequence[str]
) -> tuple[str, list[WithheldChange]]:
    """Tables of the writer's that the reply wrote as something else (a list, lines) put back
    in that something's place."""
    if "|" not in before:
        return after, []
    old, new = split_paragraphs(before), split_paragraphs(after)
    tables = [i for i, text in enumerate(old.texts) if is_table(text)]
    if not tables or sum(map(is_table, new.texts)) >= len(tables):
        return after, []
    if any(_ABOUT_TABLE_FORM.search(s) for s in suggestions):
        return after, []
    texts = list(new.texts)
    withheld: list[WithheldChange] = []
    matcher = SequenceMatcher(
        None, [normal(t) for t in old.texts], [normal(t) for t in new.texts], autojunk=False
    )
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op != "replace" or any(is_table(t) for t in new.texts[j1:j2]):
            continue
        for index in (t for t in tables if i1 <= t < i2):
            if i2 - i1 == j2 - j1:
                place = j1 + index - i1
            else:
                place = max(range(j1, j2), key=lambda j: _shared(old.texts[index], new.texts[j]))
            if _shared(old.texts[index], new.texts[place]) < 2:
                continue  # nothing of the table's cells there: no flattening of it
            withheld.append(
                WithheldChange(
                    paragraph=place + 1,
                    before=old.texts[index],
                    after=texts[place],
                    description=f"a table written as other text in paragraph {place + 1}",
                )
            )
            texts[place] = old.texts[index]
    if not withheld:
        return after, []
    return Paragraphs(texts, new.separators, new.lead, new.tail).join(), withheld


def _shared(table: str, text: str) -> int:
    """How many of the table's body cells (with text) the other text holds."""
    lines = table.split("\n")[2:]
    cells = {normal(c).strip().lower() for line in lines for c in row_cells(line)}
    flat = normal(text).lower()
    return sum(1 for cell in cells if len(cell) >= 2 and cell in flat)


def _labels_kept(
    before: str, after: str, suggestions: Sequence[str]
) -> tuple[str, list[WithheldChange]]:
    """The reply's fence lines that open a block given back the writer's label."""
    old, new = _openings(before), _openings(after)
    if not old or len(old) != len(new):
        return after, []
    asked = " ".join(suggestions)
    if _ABOUT_LABEL.search(asked):
        return after, []
    words = set(re.findall(r"[a-z0-9+#-]+", asked.lower()))
    lines = after.split("\n")
    withheld: list[WithheldChange] = []
    for (_, mine, my_label), (at, theirs, label) in zip(old, new, strict=True):
        if mine == theirs or _word(my_label) in words or _word(label) in words:
            continue
        number = after.count("\n\n", 0, sum(len(line) + 1 for line in lines[:at])) + 1
        withheld.append(
            WithheldChange(
                paragraph=number,
                before=mine,
                after=theirs,
                description=f"a code block's label changed in paragraph {number} — "
                + theirs.strip(),
            )
        )
        lines[at] = mine
    if not withheld:
        return after, []
    return "\n".join(lines), withheld


def _openings(text: str) -> list[tuple[int, str, str]]:
    """Each fenced block's opening line: its line number, the line, and its label."""
    found: list[tuple[int, str, str]] = []
    closing: str | None = None
    for number, line in enumerate(text.split("\n")):
        match = _FENCE.match(line)
        if match is None:
            continue
        if closing is None:
            closing = match[2][0] * 3
            found.append((number, line, match[3].strip()))
        elif match[2].startswith(closing) and not match[3].strip():
            closing = None
    return found


def _word(label: str) -> str:
    return label.lower().split()[0] if label.strip() else ""
