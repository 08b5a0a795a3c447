"""A line of a list or a dialogue that a rewrite of its paragraph dropped unasked: "make the
materials list more concise" answered without the photo the office asks for, or "make 甲's
lines wittier" answered with 甲's lines alone, 乙's reply between them gone. Each line of such
a paragraph says something of its own (an item to bring, a partner's turn); a rewrite that
gives the paragraph back with fewer of them and none of a missing one's own words has left it
out, and nothing tells the writer so. A label line above the items ("**所需材料：**") is no
item. A suggestion that asks to remove, translate or reshape, or a cut of a dialogue (whose
lines may go with the words), is none."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.asked_kinds import REMOVE
from app.editing.elided import Refused
from app.editing.left_out import own_words, rewritten
from app.editing.scope import Scope

_ITEM = re.compile(
    r"^[ \t]*(?:(?:[-*+•]|\d{1,2}[.)、]|[a-z][.)])[ \t]+"
    # a Chinese list's marks need no space after them: 1、 一、 （一） ①
    r"|(?:\d{1,2}[、．]|[一二三四五六七八九十]{1,3}[、．]|[(（][\d一二三四五六七八九十]{1,3}[)）]"
    r"|[①-⑳])[ \t]*)(.+)$"
)
# A dialogue's line: a speaker's short name and a colon (甲：…, Tom: …).
_TURN = re.compile(r"^[ \t]*[\w\u4e00-\u9fff·]{1,8}[：:][ \t]*(.+)$")
# Asking to take lines out, or for another set of them.
_REMOVES = re.compile(
    r"\b(?:remov\w*|delet\w*|drop\w*|cut\w*|omit\w*|leave out|take out|fewer|merge\w*|combin\w*)\b"
    r"|删|去掉|拿掉|去除|合并|减少|只留|只保留|精简到|保留\S{0,4}项",
    re.IGNORECASE,
)


def check_dropped_lines(before: str, after: str, suggestions: Sequence[str], scope: Scope) -> None:
    """Raises Refused when a rewritten list or dialogue paragraph lost a line unasked. A
    removal that names the lines to go ("Remove the plant stall", 把旧书交换划掉) lets only
    those go; one that names none ("drop two items", 只保留三项) lets any."""
    if scope.translate or scope.reshape:
        return
    asked = "\n".join(suggestions)
    removes = bool(_REMOVES.search(asked) or REMOVE.search(asked))
    for old, new in rewritten(before, after):
        lines = _dropped(old, new, items_only=scope.shorten or removes)
        named = [line for line in lines if removes and _named(line, asked)]
        if removes and not named:
            continue
        for line in [line for line in lines if line not in named]:
            if re.search(r"[\u4e00-\u9fff]", old):
                raise Refused(
                    f"模型删掉了您没有要求删的一行（“{line}”），保存的话文章就不再有这句话。"
                    "没有保存，请按“重试”。"
                )
            raise Refused(
                f"The model left out a line of yours (“{line}”), which the suggestion did not "
                "ask to remove, so the article would no longer say it. Nothing was saved — "
                "press Retry."
            )


def _named(line: str, asked: str) -> bool:
    """Whether the suggestion names the line by one of its own words (tombola, 旧书交换)."""
    lowered = asked.lower()
    return any(word in lowered for word in own_words(line.lower()))


def _dropped(old: str, new: str, *, items_only: bool) -> list[str]:
    """The lines of `old` (a single paragraph of list items, or of a dialogue's turns, under at
    most one label line) that `new`, holding fewer of them, keeps none of the own words of."""
    if "\n\n" in old or "\n\n" in new:
        return []
    kinds = (_ITEM,) if items_only else (_ITEM, _TURN)
    for kind in kinds:
        olds = _lines(old, kind)
        news = _lines(new, kind)
        if olds is None or news is None or len(olds) < 2 or not news or len(news) >= len(olds):
            continue
        kept = " ".join(news).lower()
        return [line for line in olds if _lost(line, olds, kept)]
    return []


def _lost(line: str, lines: list[str], kept: str) -> bool:
    """Whether none of the line's own words is kept — of the words no other line holds, when
    it has such: "进入泳池请戴泳帽" is not kept by another item's 进入."""
    words = own_words(line.lower())
    others = " ".join(other for other in lines if other != line).lower()
    own = [w for w in words if w not in others]
    return bool(words) and not any(w in kept for w in (own or words))


def _lines(text: str, kind: re.Pattern[str]) -> list[str] | None:
    """The lines' words when every line is of this kind but a first label line, else None."""
    lines = [line for line in text.strip().split("\n") if line.strip()]
    if lines and not kind.match(lines[0]) and not _ITEM.match(lines[0]):
        lines = lines[1:]
    matches = [kind.match(line) for line in lines]
    if not matches or not all(matches):
        return None
    return [m[1].strip() for m in matches if m]
