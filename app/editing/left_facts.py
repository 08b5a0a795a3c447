"""A fact a restyle left out whole, named for the writer: "This week the meeting is cancelled",
"and there is no fee", 本周的活动因为台风取消了, 不收任何费用.

A livelier reply that drops a clause of news is saved (a restyle may cut a flourish), but the
writer must hear which news went, in their own words, not "paragraph 2: first sentence
removed". Only a clause that carries a fact — a figure, a day or a time, a cancellation, a
fee or a price — and whose words the reply no longer holds is named; a clause only said
another way keeps enough of its words. Also: a Chinese fact word still there with a character
between (每周四 → 每到周四) is no fact left out.

Since session 45 (outside45a F9, F19) a person counts as a fact — a name ("Isla") or a family
word ("his granddaughter", 孙女) the reply no longer holds — and so does a whole clause of the
writer's of four words or more (nine characters in Chinese) none of whose words is left ("and
never missed a school play", 陈静把活动照片整理好发到群里): a restyle or a recast into a list
may cut a flourish, not a person or what someone did. Gone clauses next to each other are named
as one ("his granddaughter, Isla").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

# A clause runs to a stop or a comma — not a dot or comma inside a token ("2.4", "£1,200",
# "map.png"): "Version 2.4 is out today" is one clause, not "4 is out today".
_CLAUSE = re.compile(r"(?:[^.!?。！？；;,，\n]|[.,](?=[0-9A-Za-z]))+")
# From a run of spaces' start only: from every space of a 40,000-space run it was quadratic.
_EN_AND = re.compile(r"(?<!\s)\s+(?:and|but|so)\s+", re.IGNORECASE)
_EN_WORD = re.compile(r"[a-z0-9’']+")
_EN_STOP = frozenset(
    ("the", "and", "are", "is", "was", "were", "for", "with", "this", "that", "there", "their")
    + ("our", "your", "you", "they", "will", "have", "has", "had", "been", "because", "from")
)
_EN_FACT = re.compile(
    r"\b(?:cancel\w*|postpone\w*|close[sd]?|free|fees?|price\w*|costs?"
    r"|today|tomorrow|tonight|week|month|year|monday|tuesday|wednesday|thursday|friday"
    r"|saturday|sunday)\b|\d",
    re.IGNORECASE,
)
_ZH_FACT = re.compile(
    r"取消|推迟|关闭|免费|费用|价|[本下上每]周|今天|明天|今晚|\d|[一二三四五六七八九十]"
)
_HAN = re.compile(r"[\u4e00-\u9fff]+")
# A person: a family word, or a capitalised word not at a sentence's start (a name).
_EN_KIN = re.compile(
    r"\b(?:great-)?(?:grand)?(?:sons?|daughters?|child(?:ren)?|mother|father|parents?)\b"
    r"|\b(?:wife|husband|partner|brothers?|sisters?|nephews?|nieces?|cousins?|widow(?:er)?)\b",
    re.IGNORECASE,
)
_ZH_KIN = re.compile(
    r"[重曾外]?孙[子女]?|儿子|女儿|老伴|丈夫|妻子|父亲|母亲|哥哥|姐姐|弟弟|妹妹|侄[子女]|外甥女?"
)
# Capitalised words that name no one: months and days (a changed date is read as a fact).
_CALENDAR = frozenset(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september"]
    + ["october", "november", "december", "monday", "tuesday", "wednesday", "thursday"]
    + ["friday", "saturday", "sunday"]
)
_NAME = re.compile(r"\b[A-Z][a-z]{1,}(?:-[A-Z][a-z]+)?\b")
_SENTENCE_START = re.compile(r"(?:^|[.!?]\s+|\n)$")
# Words that say no fact of their own: a clause is read by the others.
_EN_LIGHT = _EN_STOP | frozenset(
    ("be", "it", "its", "to", "of", "in", "on", "at", "as", "an", "or", "not", "all", "very")
    + ("just", "also", "who", "which", "she", "he", "her", "his", "him", "we", "us", "my", "me")
    + ("by", "so", "but", "up", "out", "into", "would", "could", "can", "do", "did", "does")
)
# Text between two gone clauses that makes them one stretch: ", ", " and ", "、".
_BETWEEN = re.compile(r"[\s,，、;；]*(?:(?:and|or)\b|[和及与])?[\s,，、]*", re.IGNORECASE)


def _spans(text: str) -> list[tuple[int, int]]:
    """Each clause of `text` as a (start, end) span, its spaces trimmed."""
    found: list[tuple[int, int]] = []
    for clause in _CLAUSE.finditer(text):
        at = clause.start()
        for part in _EN_AND.split(clause[0]):
            start = text.index(part, at) if part else at
            at = start + len(part)
            lead = len(part) - len(part.lstrip())
            if part.strip():
                found.append((start + lead, start + lead + len(part.strip())))
    return found


def _clauses(text: str) -> list[str]:
    return [text[a:b] for a, b in _spans(text)]


def _names(text: str, start: int, end: int) -> list[str]:
    """The capitalised words of text[start:end] that do not start a sentence."""
    return [
        m[0]
        for m in _NAME.finditer(text, start, end)
        if not _SENTENCE_START.search(text[max(0, m.start() - 3) : m.start()]) and m.start() != 0
    ]


def _person_gone(text: str, start: int, end: int, after: str) -> bool:
    """A name or a family word of the clause the reply no longer holds."""
    clause = text[start:end]
    for name in _names(text, start, end):
        if name.lower() in _CALENDAR:
            continue  # "January to September" → "… to August": a date moved, not a person gone
        if not re.search(rf"\b{re.escape(name)}\b", after):
            return True
    if _HAN.search(clause):
        return any(kin not in after for kin in _ZH_KIN.findall(clause)) and _gone_zh(
            clause, after, least=3
        )
    low = after.lower()
    return any(
        not re.search(rf"\b{re.escape(kin.lower())}\b", low) for kin in _EN_KIN.findall(clause)
    )


def _whole_clause_gone(clause: str, after: str) -> bool:
    """A clause of four words or more (nine characters) none of whose words is left but one."""
    if _HAN.search(clause):
        # a name or a word of it may be said elsewhere: a quarter of its pairs left at most
        return len(re.sub(r"[^\u4e00-\u9fff]", "", clause)) >= 9 and _gone_zh(clause, after, kept=4)
    words = [w for w in _EN_WORD.findall(clause.lower()) if w not in _EN_LIGHT and len(w) > 1]
    if len(words) < 4:
        return False
    said = said_words(after)
    return sum(w in said for w in words) <= 1


def _gone_en(clause: str, after: str) -> bool:
    words = [w for w in _EN_WORD.findall(clause.lower()) if w not in _EN_STOP and len(w) > 1]
    if len(words) < 2:
        return False
    said = said_words(after)
    return not any(w in said for w in words)


# Every clause of the article is read against the same reply (twice for a clause with no
# figure): its words were found anew each time, quadratic on a long article (≈5 % of a
# judgement's CPU on the fidelity corpora). A pure function of the text, so remembered.
@lru_cache(maxsize=32)
def said_words(after: str) -> frozenset[str]:
    """The English words (lower case) `after` holds."""
    return frozenset(_EN_WORD.findall(after.lower()))


def _gone_zh(clause: str, after: str, least: int = 4, kept: int = 8) -> bool:
    """At most one in `kept` of the clause's character pairs is left (of `least` or more)."""
    pairs = [run[i : i + 2] for run in _HAN.findall(clause) for i in range(len(run) - 1)]
    if len(pairs) < least:
        return False
    return sum(pair in after for pair in pairs) * kept <= len(pairs)


def _fact_gone(clause: str, after: str) -> bool:
    if _HAN.search(clause):
        return bool(_ZH_FACT.search(clause)) and _gone_zh(clause, after)
    return bool(_EN_FACT.search(clause)) and _gone_en(clause, after)


def left_out_facts(before: str, after: str) -> list[str]:
    """The clauses of `before` that carry a fact — a figure, a day, a person, a whole clause
    of what someone did — and whose words `after` no longer holds; next ones joined."""
    stretches: list[tuple[int, int]] = []
    for start, end in _spans(before):
        clause = before[start:end]
        if not (
            _fact_gone(clause, after)
            or _person_gone(before, start, end, after)
            or _whole_clause_gone(clause, after)
        ):
            continue
        if stretches and _BETWEEN.fullmatch(before, stretches[-1][1], start):
            stretches[-1] = (stretches[-1][0], end)
        else:
            stretches.append((start, end))
    return list(dict.fromkeys(before[a:b] for a, b in stretches))


def left_out_line(before: str, after: str, zh: bool) -> str:
    """The sentence naming the facts left out, or "" when none went."""
    gone = left_out_facts(before, after)
    if not gone:
        return ""
    if zh:
        return "请核对：模型删掉了" + "、".join(f"“{g}”" for g in gone[:4]) + "，建议并没有要求删。"
    return (
        "Check what went: the model left out "
        + ", ".join(f"“{g}”" for g in gone[:4])
        + ", which the suggestion did not ask to remove."
    )


def still_written(words: Sequence[str], after: str) -> list[str]:
    """The Chinese fact words of `words` that `after` still writes with a character or two
    between (每周 in 每到周四): not left out."""
    kept = []
    for word in words:
        if len(word) >= 2 and _HAN.fullmatch(word):
            spread = ".{0,2}".join(re.escape(c) for c in word)
            if re.search(spread, after):
                kept.append(word)
    return kept
