"""A reply that gives the article back word for word and says, in its own words, that it left
it so ("I've left the article exactly as it was — the paragraph is already grammatical",
我没有做任何修改，第二段没有语病): the model found nothing to change, as with NO_CHANGE — not
a failed edit to retry."""

from __future__ import annotations

import re

_RETURNED_UNCHANGED_EN = (
    "The model returned the article unchanged, so no new version was saved. "
    "Try saying more precisely what should change."
)
_RETURNED_UNCHANGED_ZH = (
    "模型把文章原样给了回来，所以没有保存新版本。请说得更具体些（要改哪里、怎么改），再按“重试”。"
)


def returned_unchanged(*, chinese: bool) -> str:
    """What the writer is told when the model gave the article back word for word without
    saying why, in the article's language."""
    return _RETURNED_UNCHANGED_ZH if chinese else _RETURNED_UNCHANGED_EN


_SAID_EN = re.compile(
    r"\b(?:I(?:'ve| have)?|I'd)\s+(?:left|kept)\s+(?:the|your|this)?\s*"
    r"(?:article|text|piece|post|story|draft|paragraph|sentence|it|everything)\s+"
    r"(?:exactly\s+|just\s+|entirely\s+)?(?:as\s+(?:it\s+)?(?:was|is|you\s+wrote\s+it)|unchanged"
    r"|untouched|alone|as-is)"
    r"|\bno\s+(?:changes?|edits?|corrections?)\s+(?:were\s+|are\s+|was\s+|is\s+)?"
    r"(?:needed|necessary|required|made)"
    r"|\bnothing\s+(?:needed|needs|had)\s+to\s+(?:be\s+)?chang"
    r"|\b(?:didn't|did not|don't|do not)\s+(?:need\s+to\s+)?(?:change|edit)\s+anything"
    r"|\bmade\s+no\s+(?:changes?|edits?)"
    # "I didn't find any typos — here it is unchanged", "No typos there", "found nothing to fix"
    r"|\b(?:didn't|did not|couldn't|could not|can't|cannot)\s+(?:find|see|spot)\s+"
    r"(?:any|a single)\b"
    r"|\b(?:found|find|see|spotted)\s+(?:no|nothing)\b|\bno\s+(?:typos?|errors?|mistakes?"
    r"|spelling\s+mistakes?|grammar\s+(?:issues|problems|mistakes))\b"
    r"|\bhere\s+it\s+is,?\s+(?:unchanged|as\s+it\s+was)\b|\b(?:fine|correct)\s+as\s+(?:it\s+)?is\b",
    re.IGNORECASE,
)
_SAID_ZH = re.compile(
    r"(?:没有?|未)(?:做|作)?(?:任何)?(?:修改|改动|变动)|(?:无需|不需要|不必|不用)(?:做)?(?:任何)?(?:修改|改动)"
    r"|保持原样|原样保留|原文不变|一字未改|(?:没有|并无|无)(?:语病|错别字|错字)"
    # 没有发现错误，原文如下 / 未发现问题 / 没找到错别字
    r"|(?:没有?|未)(?:发现|找到|看到)(?:任何)?(?:错误|问题|错别字|错字|语病|笔误)"
)


def says_left_unchanged(note: str | None) -> bool:
    """Whether the model's words beside an article given back unchanged say it left it so."""
    if not note:
        return False
    flat = note.replace("’", "'")
    return bool(_SAID_EN.search(flat) or _SAID_ZH.search(flat))
