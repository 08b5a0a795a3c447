"""Chinese names for one entry of a section or a list that the general readers place wrongly:
第一条小贴士 (the first paragraph under "## 小贴士", not item 1 of the article's numbered list),
第一个要点 (the first bullet), 压香蕉泥那一步 (the step whose line holds those characters,
though not in a row).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.headings import heading_level, heading_text, section_of
from app.editing.mentions import ZH_NUM, zh_number

# 第一条小贴士, 第二个提示: the Nth of what a heading names.
_NTH_OF = re.compile(rf"第([0-9{ZH_NUM}]+)(?:条|个|项|点|则)([\u4e00-\u9fff]{{2,6}})")
_BULLET_WORDS = ("要点", "条目", "列表项", "项目符号", "圆点")
# 压香蕉泥那一步, 打蛋的那一步: a step named by what it does.
_STEP = re.compile(r"([\u4e00-\u9fff]{2,8}?)(?:的)?(?:那|这)一?步")
_BULLET_LINE = re.compile(r"^[ \t\u3000]*[-*+•][ \t]")
_STEP_LINE = re.compile(r"^[ \t\u3000]*(?:\d{1,2}[.、)）]|第[0-9一二三四五六七八九十]+步)")


def zh_item_named(text: str, paragraphs: Sequence[str]) -> set[int]:
    """The paragraph `text` names so (see the module docstring), or an empty set."""
    for match in _NTH_OF.finditer(text):
        number, noun = zh_number(match[1]), match[2]
        if not number:
            continue
        if noun.startswith(_BULLET_WORDS):
            return _nth_line(paragraphs, _BULLET_LINE, number)
        if found := _nth_under(noun, number, paragraphs):
            return found
    for match in _STEP.finditer(text):
        if found := _step_holding(match[1], paragraphs):
            return found
    return set()


def _nth_under(noun: str, number: int, paragraphs: Sequence[str]) -> set[int]:
    """The `number`th paragraph under the one heading whose words the noun names."""
    named = [
        i
        for i, p in enumerate(paragraphs)
        if heading_level(p) and (words := heading_text(p)) and (noun in words or words in noun)
    ]
    if len(named) != 1:
        return set()
    under = sorted(section_of(named[0], paragraphs) - {named[0]})
    if len(under) >= number:
        return {under[number - 1]}
    return _nth_line([paragraphs[i] for i in under], _BULLET_LINE, number, under)


def _nth_line(
    paragraphs: Sequence[str],
    line: re.Pattern[str],
    number: int,
    indexes: Sequence[int] | None = None,
) -> set[int]:
    """The paragraph holding the `number`th line of this kind (a bullet)."""
    holders = [i for i, p in enumerate(paragraphs) for row in p.split("\n") if line.match(row)]
    if len(holders) < number:
        return set()
    at = holders[number - 1]
    return {indexes[at] if indexes is not None else at}


def _step_holding(topic: str, paragraphs: Sequence[str]) -> set[int]:
    """The paragraph with the one step line holding every character of the topic."""
    wanted = set(re.sub(r"^(?:把|将|在)", "", topic))
    holders = {
        i
        for i, p in enumerate(paragraphs)
        for row in p.split("\n")
        if _STEP_LINE.match(row) and wanted <= set(row)
    }
    return holders if len(holders) == 1 else set()
