"""A person's rank a restyle dropped: "the deputy mayor" → "the mayor", "acting principal" →
"principal", 副区长 → 区长, 代理校长 → 校长. Shortening may drop a whole title ("Alan Frith, the
deputy mayor, said" → "Alan Frith said"), but a title kept without its "deputy" names another
office, so the article would say something untrue about a real person."""

from __future__ import annotations

import re

# Offices held by people: "the former mill" → "the old mill" names no person's rank.
_OFFICES = (
    r"leader|mayor|chair|chairman|chairwoman|chairperson|president|principal|head|headteacher"
    r"|director|manager|minister|governor|secretary|editor|chief|captain|commissioner"
    r"|councillor|councilor|speaker|dean|provost|chancellor|coach|superintendent|officer"
    r"|professor|lecturer|curator|librarian|commander|sheriff|inspector|treasurer|premier"
    r"|governor|warden|registrar|rector|vicar|bishop|consul|ambassador|judge|executive"
)
_EN_RANK = re.compile(
    rf"\b(deputy|vice|acting|interim|assistant|associate|former)[\s-]+({_OFFICES})\b",
    re.IGNORECASE,
)
_ZH_RANK = re.compile(
    r"(副|代理|前任)([\u4e00-\u9fff]{0,3}?(?:长|主任|主席|总理|总统|经理|书记|总监|总裁|主编|教授|会长|董事))"
)


def dropped_ranks(before: str, after: str) -> list[tuple[str, str]]:
    """(rank and title, title) for each title `after` keeps as often as `before` while a rank
    before it ("deputy", 副) is written fewer times — once each, as `before` writes it."""
    found: list[tuple[str, str]] = []
    for pattern, words in ((_EN_RANK, True), (_ZH_RANK, False)):
        for match in pattern.finditer(before):
            rank, title = match[1], match[2]
            if _count(match[0], after, words) >= _count(match[0], before, words):
                continue
            if _count(title, after, words) < _count(title, before, words):
                continue  # the title itself went too: cut, not renamed
            pair = (match[0], title)
            if pair not in found and rank.lower() not in after.lower().replace(title.lower(), ""):
                found.append(pair)
    return found


def _count(phrase: str, text: str, words: bool) -> int:
    if not words:
        return text.count(phrase)
    parts = [re.escape(part) for part in re.split(r"[\s-]+", phrase)]
    return len(re.findall(r"\b" + r"[\s-]+".join(parts) + r"\b", text, re.IGNORECASE))
