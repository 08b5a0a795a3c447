"""Markup the model retypeset without being asked: a list renumbered ("1. 1. 1." → "1. 2. 3.",
"1." → "（1）"), a heading turned into a bold line or "【线路一】" into "## 线路一", a table
realigned with padded cells, a bullet mark swapped — the words on the line unchanged. Such a
line keeps the writer's own markup and the change is withheld, unless the suggestion is about
the form itself ("make the headings bold", "renumber the list", "改成表格").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.domain.bounded_diff import SequenceMatcher
from app.editing.units import normal, sentence_spans

_HEADING = re.compile(r"^#{1,6}\s*")
_EMPHASIS = re.compile(r"\*\*|__")
# Italics marked with one "*" or "_" around words ("*Born to Run*" retyped "_Born to Run_"),
# not a snake_case name's or a list's mark.
_ITALIC = re.compile(r"(?<![\w*])[*_](?=[^\s*_])([^*_\n]+?)(?<=\S)[*_](?![\w*])")
_ITEM = re.compile(
    r"^(?:[-*+•·]\s+|\d+\s*[.)、．]\s*|[(（]\s*\d+\s*[)）]\s*|[一二三四五六七八九十]+、\s*"
    r"|[(（]\s*[一二三四五六七八九十]+\s*[)）]\s*|[①-⑳]\s*|[a-z][.)]\s+"
    r"|\[[ xX]\]\s+|-\s*\[[ xX]\]\s+)+"
)
# A task-list item's box, after any list mark: "- [ ] Buy milk", "* [x] Done".
_CHECKBOX = re.compile(r"^(?:[-*+•]\s*|\d+[.)]\s*)?\[([ xX])\]")
_RULE_CELL = re.compile(r"^:?-{1,}:?$")
# A heading written in brackets, alone on its line: "【线路一：湖滨栈道】", "[Verse 2]".
_BRACKETED = re.compile(r"^[【\[]([^【】\[\]\n]+)[】\]]$")

# What a suggestion says when it is about the markup itself.
_ABOUT_FORM = re.compile(
    r"\b(?:renumber\w*|re-number\w*|number(?:ing|ed)?\s+(?:the|them|it|each|every|list|items"
    r"|steps|lines)|numbering|bullet(?:ed|s|\s+points?)?|headings?|subheadings?|headers?|bold\w*"
    r"|italic\w*|align\w*|format\w*|markdown|markup|layout|quot(?:e|es|ation)(?:\s+marks?)?"
    r"|punctuation|indent\w*|(?:into|as|to)\s+(?:a\s+|an\s+)?(?:table|list|checklist|numbered"
    r"|bulleted)|(?:make|turn|convert)\b[^.!?\n]{0,40}?\b(?:a|an)\s+(?:[\w-]+\s+)?"
    r"(?:list|table|checklist)|stand\s+out|prominen\w*|eye-catching)\b"
    # 醒目, "stand out": bold is how a plain-text article makes a part stand out
    # 表格 named as the place of a cell ("表格里第四期的主题改成…") asks nothing of its form
    r"|编号|序号|列表|清单|小标题|加粗|粗体|斜体|表格(?![里中内]|的第|第)|对齐|格式|排版|引号|标点|符号"
    r"|全角|半角|缩进|分点"
    r"|\bline\s+up\s+(?:the\s+)?(?:table'?s?\s+)?(?:columns?|cells?|table)\b"
    r"|醒目|显眼"
    r"|markdown",
    re.IGNORECASE,
)


# What a suggestion says when it asks for the typography itself: the quotes, apostrophes,
# dashes or punctuation width — "Use curly quotes throughout", 把半角标点都改成全角.
_ABOUT_TYPOGRAPHY = re.compile(
    r"\b(?:(?:curly|straight|smart|typographic|double|single)\s+(?:quotes?|apostrophes?)"
    r"|apostrophes?|quot(?:e|ation)\s+marks?|punctuation|(?:em|en)[- ]?dash(?:es)?|dashes"
    r"|ellips[ie]s|typograph\w*)\b|全角|半角|標點|标点|引号|引號|破折号|省略号|撇号",
    re.IGNORECASE,
)


def asks_about_typography(suggestions: Sequence[str]) -> bool:
    """Whether a suggestion asks for the typography itself (quotes, dashes, width)."""
    return any(_ABOUT_TYPOGRAPHY.search(suggestion) for suggestion in suggestions)


def asks_about_form(suggestions: Sequence[str]) -> bool:
    """Whether a suggestion is about the markup (numbering, headings, bold, tables, quotes)."""
    return any(_ABOUT_FORM.search(suggestion) for suggestion in suggestions)


def _line_form(line: str) -> str:
    """A line as read without its markup: no heading marks, emphasis, list or check marks,
    and a table row as its trimmed cells (a separator row as one rule)."""
    text = line.strip()
    if text.startswith("|") or text.endswith("|"):
        cells = [cell.strip() for cell in text.strip("|").split("|")]
        if cells and all(_RULE_CELL.match(cell) for cell in cells):
            return "|---|"
        return "|" + "|".join(normal(cell) for cell in cells) + "|"
    text = _HEADING.sub("", text)
    text = _ITALIC.sub(r"\1", _EMPHASIS.sub("", text)).strip()
    text = _BRACKETED.sub(r"\1", text)
    box = _CHECKBOX.match(text)
    text = _ITEM.sub("", text)
    # A box ticked or unticked ("- [ ]" → "- [x]") is the item's state, not its markup.
    return ("☑ " if box[1] in "xX" else "☐ ") + normal(text) if box else normal(text)


def _lines(text: str) -> list[str]:
    return [line for line in text.replace("\r\n", "\n").split("\n") if line.strip()]


def markup_only(before: str, after: str) -> bool:
    """Whether `after` differs from `before` only in markup, line for line."""
    old, new = _lines(before), _lines(after)
    return (
        len(old) == len(new)
        and old != new
        and all(_line_form(o) == _line_form(n) for o, n in zip(old, new, strict=True))
    )


def restore_markup(before: str, after: str) -> str:
    """`after` with each line that differs from its original only in markup given back the
    original line (when both have the same lines; otherwise `after` as it is)."""
    if setext_as_atx(before, after):
        return before  # "What you need" over "-----" written "## What you need"
    old = before.replace("\r\n", "\n").split("\n")
    new = after.replace("\r\n", "\n").split("\n")
    if len(old) != len(new):
        return _rows_kept(old, new) if all(map(_ROW.match, old + new)) else after
    restored = [
        o if o != n and o.strip() and _line_form(o) == _line_form(n) else _own_mark(o, n)
        for o, n in zip(old, new, strict=True)
    ]
    return "\n".join(restored)


# A heading underlined ("Results" over "=======" or "-------"), and one marked with #s.
# (The first line is looked over once for a character that is not a space: written
# "[^\n]*\S[^\n]*", a long line that is no heading was tried at every place of its \S.)
SETEXT = re.compile(r"((?=[^\n]*\S)[^\n]*)\n[ \t]*(?:={3,}|-{3,})[ \t]*")
# (Its closing spaces and #s are stripped after the match: "(.+?)[ \t#]*" tried the run of
# spaces in "# Title      word" again at every place, 0.3 s at 20,000 characters.)
_ATX = re.compile(r"#{1,6}[ \t]+(.+)")


def setext_as_atx(before: str, after: str) -> bool:
    """Whether `after` is the underlined heading `before` written with #s, its words kept."""
    underlined, marked = SETEXT.fullmatch(before.strip()), _ATX.fullmatch(after.strip())
    if not (underlined and marked):
        return False
    words = marked[1].rstrip(" \t#") or marked[1][0]
    return normal(underlined[1]) == normal(words)


def _own_mark(before: str, after: str) -> str:
    """A changed list line with the writer's own item mark ("1. Bake for 40 minutes." where
    the model wrote "4. Bake…", "- 180 g" for "* 180 g"), a changed table row with the
    writer's cell spacing ("| Child | £3.50 | under 16 |" where the model padded it)."""
    if _ROW.match(before) and _ROW.match(after):
        return _own_cells(before, after)
    old, new = _MARK.match(before), _MARK.match(after)
    if old is None or new is None or old[0] == new[0]:
        return after
    return old[0] + after[new.end() :]


# A list line's mark with the indentation before it and the space after it.
_MARK = re.compile(
    r"^[ \t]*(?:[-*+•]|\d+[.)、]|[(（]\d+[)）]|[一二三四五六七八九十]+、"
    r"|[(（][一二三四五六七八九十]+[)）]|[①-⑳]|[a-z][.)](?=[ \t]))[ \t]*"
)
_ROW = re.compile(r"^\s*\|.*\|\s*$")


def _rows_kept(old: list[str], new: list[str]) -> str:
    """A table a row was added to or taken from, which the model also re-padded: the rows it
    kept keep the writer's spacing, and a new row is spaced as the writer's rows are — so the
    change is the row, not every line of the table."""
    matcher = SequenceMatcher(a=[_line_form(o) for o in old], b=[_line_form(n) for n in new])
    rows: list[str] = []
    for op, a1, a2, b1, b2 in matcher.get_opcodes():
        if op == "equal":
            rows += old[a1:a2]
        elif op == "replace" and a2 - a1 == b2 - b1:
            rows += [_own_mark(o, n) for o, n in zip(old[a1:a2], new[b1:b2], strict=True)]
        else:
            rows += [_writers_spacing(old, n) for n in new[b1:b2]]
    return "\n".join(rows)


def _writers_spacing(table: list[str], row: str) -> str:
    """A new row spaced as the writer's table: one space each side of every cell, or padded
    to the writer's column widths when every body row is padded alike and the cells fit."""
    body = [line for line in table[2:] if _ROW.match(line)]
    if not body:
        return row
    cells = row.strip().strip("|").split("|")
    widths = {tuple(len(c) for c in line.strip().strip("|").split("|")) for line in body}
    if len(widths) == 1 and len(width := next(iter(widths))) == len(cells):
        words = [cell.strip() for cell in cells]
        if all(len(w) + 2 <= room for w, room in zip(words, width, strict=True)):
            indent = body[-1][: len(body[-1]) - len(body[-1].lstrip())]
            padded = [f" {w}".ljust(room) for w, room in zip(words, width, strict=True)]
            return indent + "|" + "|".join(padded) + "|"
    return _own_cells(body[-1], row)


def _own_cells(before: str, after: str) -> str:
    """The reply's table row spaced as the writer spaces rows: one space each side of every
    cell (when the writer's row is spaced so and has as many cells)."""
    old_cells = before.strip().strip("|").split("|")
    new_cells = after.strip().strip("|").split("|")
    single = all(c == f" {c.strip()} " for c in old_cells if c.strip())
    if len(old_cells) != len(new_cells) or not single:
        return after
    indent = before[: len(before) - len(before.lstrip())]
    # An empty cell keeps the writer's own blank ("| | Model |"), not a padded one.
    cells = [
        old if not new.strip() and not old.strip() else f" {new.strip()} "
        for old, new in zip(old_cells, new_cells, strict=True)
    ]
    return indent + "|" + "|".join(cells) + "|"


def _marks_alike(sentence: str) -> str:
    """A sentence as compared for its typography: `normal`, its single quote marks as its
    double ones — “原来星星真的会‘眨眼’！” retypeset as 「原来星星真的会『眨眼』！」 is the same
    sentence (『』 nest inside 「」 as ‘’ inside “”)."""
    return normal(sentence).replace("'", '"')


def restore_typography(before: str, after: str) -> str:
    """`after` with each sentence whose words are those of a sentence of `before` given back
    that sentence's own typography (its quotes, dashes, punctuation width) — the model
    retypeset it beside the sentence it was asked to change."""
    own: dict[str, str] = {}
    for start, end in sentence_spans(before):
        sentence = before[start:end].strip()
        own.setdefault(_marks_alike(sentence), sentence)
    pieces: list[str] = []
    cursor = 0
    for start, end in sentence_spans(after):
        sentence = after[start:end].strip()
        at = after.index(sentence, start) if sentence else start
        mine = own.get(_marks_alike(sentence))
        pieces.append(after[cursor:at])
        pieces.append(mine if mine is not None else sentence)
        cursor = at + len(sentence)
    pieces.append(after[cursor:])
    return "".join(pieces)


# Half-width punctuation a model types after a Chinese character, and the writer's full width.
# ...with the space an English comma takes after it ("前几年不太好, 后来…"), which a full-width
# one never does: dropped with it, unless a line ends there.
# A closing mark of Chinese text counts as its character: 读《活着》, 大家… (a title, a bracket,
# a quote closed after a Chinese character).
_CJK_BEFORE = r"(?:(?<=[\u4e00-\u9fff》」』）】〉])|(?<=[\u4e00-\u9fff]”))"
_HALF_AFTER_CJK = re.compile(_CJK_BEFORE + r"([,:;?!.])(?![.A-Za-z0-9])(?:[ \t]+(?=\S))?")
_WRITER_SPACED = re.compile(r"[，。：；？！][ \t]+\S")
_FULL_WIDTH = {",": "，", ":": "：", ";": "；", "?": "？", "!": "！", ".": "。"}
_WRITER_HALF = re.compile(_CJK_BEFORE + r"[,:;?!]")


def restore_width(before: str, after: str) -> str:
    """`after` with the half-width punctuation the model put after Chinese characters
    ("周师傅:前几年不太好,…") made full width — when the writer's own paragraph writes Chinese
    with full-width punctuation and never half-width after a Chinese character."""
    if _WRITER_HALF.search(before) or not re.search("[，。：；？！]", before):
        return after
    spaced = _WRITER_SPACED.search(before) is not None
    return _HALF_AFTER_CJK.sub(lambda m: _FULL_WIDTH[m[1]] + (m[0][1:] if spaced else ""), after)
