"""Lone lines of a reply. A line of the model's between the paragraphs it gives back, naming
the next one: "And paragraph 4, livelier:", "**Revised paragraph 3:**", 生动一些的第四段： —
after an unchanged paragraph shown "for context", say. It labels what follows; it is no
paragraph of the article, so it goes to the model's note (so does a bold label on the
paragraph's own line, "**Revised paragraph 4:** …", and a last line about the edit, "Word
count: 22 → 17", "Suggested title: …"). And a `## …` line given alone, at
the level of the article's own headings: the heading the writer asked to rename, not a title."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.align import similarity
from app.editing.answered_blocks import block_kind

_ZH_NUMBER = "0-9一二三四五六七八九十两"
_NAMES_PARAGRAPH = re.compile(
    rf"\bparagraphs?\s+\d+|\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth"
    rf"|tenth|last|final|opening|closing|next|revised|new|edited|updated)\s+paragraph\b"
    rf"|\b(?:clean|final|revised|edited|updated)\s+(?:version|copy)\b|干净版本|最终版本|修改后的?版本"
    rf"|第[{_ZH_NUMBER}]+段|(?:最后|末|首|开头)一?段"
    rf"|(?:修改|改写|调整|润色)后的?(?:段落|这一?段)|新的?段落"
    # "**New opening:**", 新开头： — the opening or ending named without the word "paragraph"
    rf"|\b(?:new|revised|edited|updated|rewritten)\s+(?:opening|intro(?:duction)?|ending"
    rf"|closing|conclusion|lede)\b|(?:新的?|修改后的?|改写后的?)(?:开头|结尾|导语|引言)",
    re.IGNORECASE,
)
# A label that names its part by the article's own words with the edit in brackets:
# "**Ingredients (updated):**", "**Safety (plainer):**", **材料（已更新）：**,
# **安全须知（通俗版）：**.
_EDIT_IN_BRACKETS = re.compile(
    r"[(（]\s*(?:updated|revised|edited|new|rewritten|corrected|fixed|tidied|tightened|final"
    r"|plainer|simpler|clearer|shorter|friendlier|warmer|livelier|tidier|more\s+\w+"
    r"|已?更新|已?修改|修改后|改写后|新版?|[\u4e00-\u9fff]{1,3}版)\s*(?:version|版本?)?\s*[)）]"
    r"[*_\s]*[:：][*_\s]*$",
    re.IGNORECASE,
)
_ENDS_LABEL = re.compile(r"[:：][\s*_]*$")
# A label set as a heading or in bold, with no colon: "### Revised paragraph", **修改后的段落**.
_MARKED_ALONE = re.compile(r"^(?:#{1,6}[ \t]+[^\n]+|(\*\*|__)[^*_\n]+\1)$")
# A bold label on the paragraph's own line: "**Revised paragraph 4:** The garden has…".
_LEADING_LABEL = re.compile(r"^(\*\*|__)([^*_\n]{1,60}?[:：])\1[ \t]*(?=\S)")
# A line the model adds under its edit about it, not the article's: "Word count: 22 → 17",
# "Suggested title: …", 字数：37 → 31, 建议标题：…, "(Reading time: about 90 seconds.)".
_META_LINE = re.compile(
    r"^[*_\s(（]*(?:(?:estimated|approximate) )?(?:word count|character count|reading time"
    r"|speaking time|suggested (?:title|headline)|alternative (?:title|headline)|字数|字数统计"
    r"|建议标题|标题建议|备选标题|朗读时间|阅读时间|预计时长|朗读时长)[*_\s]*[:：]",
    re.IGNORECASE,
)


# A bold line naming one of the article's headings with the edit: "**Updated ingredients**",
# **修改后的材料**.
_BOLD_EDITED = re.compile(
    r"^(\*\*|__)\s*(?:(?:updated|revised|edited|new|corrected|rewritten|tidied|tightened)\s+"
    r"(?P<en>[^*_\n]{2,40}?)|(?:更新|修改|改写|整理)后的?(?P<zh>[^*_\n]{2,12}?))\s*[:：]?\s*\1$",
    re.IGNORECASE,
)
_HEADING_WORDS = re.compile(r"^#{1,6}[ \t]+(.+?)[ \t#]*$")


def _names_a_heading(line: str, body_paragraphs: Sequence[str]) -> bool:
    match = _BOLD_EDITED.match(line)
    if match is None:
        return False
    named = (match["en"] or match["zh"]).strip().lower()
    headings = (_HEADING_WORDS.match(p.strip()) for p in body_paragraphs if "\n" not in p.strip())
    return any(h is not None and h[1].strip().lower() == named for h in headings)


def is_label_line(unit: str, body_paragraphs: Sequence[str]) -> bool:
    """Whether a unit is one short line ending in a colon that names a paragraph, or a bold
    line naming a heading of the article with the edit, and no line of the article."""
    line = unit.strip()
    if _names_a_heading(line, body_paragraphs):
        return True
    if "\n" in line or len(line) > 80:
        return False
    if not (_ENDS_LABEL.search(line) or _MARKED_ALONE.match(line)):
        return False
    if not (_NAMES_PARAGRAPH.search(line) or _EDIT_IN_BRACKETS.search(line)):
        return False
    return not any(similarity(line, row) >= 0.8 for p in body_paragraphs for row in p.split("\n"))


# A line over a list or table given back, naming it as the edited one: "Updated care table:",
# "And the table with the new row:", "Numbered list:", 加好的清单：, 更新后的照料表：.
_NAMES_BLOCK = re.compile(
    r"^(?=[^\n]*\b(?:list|checklist|table|bullets|version)\b)[^\n]*\b(?:updated|new|revised"
    r"|edited|numbered|bulleted|here's|here is|now)\b"
    r"|^(?=[^\n]*(?:清单|列表|表格|表|版本))[^\n]*(?:更新|修改|改好|加好|新的|编号|项目符号|现在)",
    re.IGNORECASE,
)


def _labels_block(unit: str, following: str, body_paragraphs: Sequence[str]) -> bool:
    """Whether a unit is one short line ending in a colon that names the list or table given
    back under it (`following`), and no line of the article."""
    line = unit.strip()
    if "\n" in line or len(line) > 80 or not _ENDS_LABEL.search(line):
        return False
    if block_kind(following) is None or not _NAMES_BLOCK.search(line):
        return False
    return not any(similarity(line, row) >= 0.8 for p in body_paragraphs for row in p.split("\n"))


def without_label_lines(
    paragraphs: list[str], body_paragraphs: Sequence[str]
) -> tuple[list[str], list[str]]:
    """The paragraphs without the model's label lines that stand over another paragraph, and
    those lines."""
    kept: list[str] = []
    labels: list[str] = []
    bold_led = any(_LEADING_LABEL.match(p) for p in body_paragraphs)
    for index, unit in enumerate(paragraphs):
        if index + 1 < len(paragraphs) and (
            is_label_line(unit, body_paragraphs)
            or _labels_block(unit, paragraphs[index + 1], body_paragraphs)
        ):
            labels.append(unit)
        elif (
            not bold_led
            and (lead := _LEADING_LABEL.match(unit))
            and _NAMES_PARAGRAPH.search(lead[2])
        ):
            labels.append(lead[0].strip())
            kept.append(unit[lead.end() :])
        else:
            kept.append(unit)
    while len(kept) > 1 and _is_meta(kept[-1], body_paragraphs):
        labels.append(kept.pop())
    if not any("~~" in p for p in body_paragraphs):
        # the edit shown marked up (~~old~~ **new**) beside its clean copy: the copy is the text
        marked = [u for u in kept if _STRUCK.search(u)]
        if marked and len(marked) < len([u for u in kept if u.strip()]):
            labels.extend(marked)
            kept = [u for u in kept if u not in marked]
    return kept, labels


_STRUCK = re.compile(r"~~[^~\n]+~~")


def _is_meta(unit: str, body_paragraphs: Sequence[str]) -> bool:
    """Whether a last unit is one line the model wrote about its edit (a word count, a
    title it suggests), which starts no line of the article."""
    line = unit.strip()
    if "\n" in line or len(line) > 120 or not _META_LINE.match(line):
        return False
    head = line.split(":")[0].split("：")[0]
    return not any(row.strip().startswith(head) for p in body_paragraphs for row in p.split("\n"))


def lone_heading(line: str, body_paragraphs: Sequence[str]) -> bool:
    """Whether a `#` line given alone (nothing of the article after it) is a heading of the
    body's level, not a new title."""
    marks = line.strip().split(" ", 1)[0]
    return any(p.startswith(marks + " ") and "\n" not in p.strip() for p in body_paragraphs)
