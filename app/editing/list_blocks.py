"""A list block's items, and the lists a suggestion may mean by "the list": read by the
scope (list_items_kept's target may be any of them) and by list_items.py."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.mentions import EN_ORDINAL, ZH_NUM, zh_number
from app.editing.number_words import en_number

# A list item's mark: "- ", "* ", "1. ", "2、", "(3)" — not "**bold label:**"
ITEM = re.compile(r"^[ \t]*(?:[-*+•][ \t]+|\d{1,3}[.)、．][ \t]*|[（(]?\d{1,3}[)）][ \t]*)(?=\S)")


def items(block: str) -> list[list[str]] | None:
    """The block's items, each its lines (a continuation line joins the item above), or None
    when the block is not a list of two or more items."""
    lines = block.split("\n")
    if not lines or not ITEM.match(lines[0]):
        return None
    items: list[list[str]] = []
    for line in lines:
        if ITEM.match(line):
            items.append([line])
        elif line.strip():
            items[-1].append(line)
        else:
            return None
    return items if len(items) >= 2 else None


# "列表第二条", "清单里的第3项", "item 2 of the list", "the list's second item": an item of
# "the list", said of no list in particular (not 编号/步骤/numbered/bulleted, not a section's).
_ZH_ANY_LIST = re.compile(
    r"(?:^|(?<=[\s，。；：、,.;:把在给将往请]))(?:列表|清单)(?:里|中)?(?:的)?"
    rf"第\s*([0-9{ZH_NUM}]+)\s*(?:条|项|点)"
)
_EN_ANY_LIST = re.compile(
    rf"\b(?:item|point|entry)\s+(\d{{1,2}})\s+(?:of|in|on)\s+the\s+list\b"
    rf"|\bthe\s+list['’]s\s+({EN_ORDINAL})\s+(?:item|point|entry)\b",
    re.IGNORECASE,
)


def lists_meant(suggestion: str, paragraphs: Sequence[str], named: set[int]) -> set[int]:
    """Every list long enough to hold the item a suggestion names of "the list" when the
    article has more than one (列表第二条 beside a numbered list and a bulleted one): the
    reply shows which it meant, and the other items stay the writer's (list_items_kept)."""
    number = None
    if match := _ZH_ANY_LIST.search(suggestion):
        number = zh_number(match[1])
    elif match := _EN_ANY_LIST.search(suggestion):
        number = en_number(match[1] or match[2])
    if not number or len(named) != 1:
        return set()
    lists = {i for i, text in enumerate(paragraphs) if len(items(text) or []) >= number}
    return lists if named <= lists and len(lists) > 1 else set()


# "the 'What followed' list", "the list under “Prices”", “留种与归还”下面的列表: a list named by
# the heading over it.
_EN_HEADED = re.compile(
    r"(?:['‘“\"]([^'‘’“”\"\n]{2,60})['’”\"]\s+list\b"
    r"|\blist\s+(?:under|below|in)\s+(?:the\s+)?['‘“\"]([^'‘’“”\"\n]{2,60})['’”\"])",
    re.IGNORECASE,
)
_ZH_HEADED = re.compile(
    r"[“「]([^“”「」\n]{2,30})[”」](?:下面|下边|下方|里|中|部分)?的?(?:列表|清单)"
)


_BESIDE = re.compile(r"^\s*(?:的)?(?:后面|下面|之后|后边|前面|上面|下边|之前)")


def headed_list(suggestion: str, paragraphs: Sequence[str]) -> set[int] | None:
    """The list under the heading a suggestion names the list by, or None (no such name, no
    such heading, or no list under it)."""
    match = _EN_HEADED.search(suggestion) or _ZH_HEADED.search(suggestion)
    if match is None or _BESIDE.search(suggestion[match.end() : match.end() + 8]):
        return None  # "“请勿带来”清单后面那段": the paragraph after it, not the list
    if re.search(
        r"\b(?:after|below|before|above|under|following)\s+(?:the\s+)?$",
        suggestion[: match.start()],
        re.I,
    ):
        return None
    name = " ".join((match[1] or match[2]).split()).lower()
    for index, text in enumerate(paragraphs):
        heading = re.match(r"^#{1,6}\s+(.+?)\s*#*$", text.strip())
        if heading is None or " ".join(heading[1].strip("*").split()).lower() != name:
            continue
        for below in range(index + 1, len(paragraphs)):
            if paragraphs[below].lstrip().startswith("#"):
                break
            if items(paragraphs[below]) is not None:
                return {below}
        return None
    return None
