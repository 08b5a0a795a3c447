"""A fact a restyle left out whole, named for the writer: "This week the meeting is cancelled",
"and there is no fee", 本周的活动因为台风取消了, 不收任何费用.

A livelier reply that drops a clause of news is saved (a restyle may cut a flourish), but the
writer must hear which news went, in their own words, not "paragraph 2: first sentence
removed". Only a clause that carries a fact — a figure, a day or a time, a cancellation, a
fee or a price — and whose words the reply no longer holds is named; a clause only said
another way keeps enough of its words. Also: a Chinese fact word still there with a character
between (每周四 → 每到周四) is no fact left out.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

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


def _clauses(text: str) -> list[str]:
    found: list[str] = []
    for clause in _CLAUSE.findall(text):
        found.extend(part.strip() for part in _EN_AND.split(clause) if part.strip())
    return found


def _gone_en(clause: str, after: str) -> bool:
    words = [w for w in _EN_WORD.findall(clause.lower()) if w not in _EN_STOP and len(w) > 1]
    if len(words) < 2:
        return False
    said = set(_EN_WORD.findall(after.lower()))
    return not any(w in said for w in words)


def _gone_zh(clause: str, after: str) -> bool:
    pairs = [run[i : i + 2] for run in _HAN.findall(clause) for i in range(len(run) - 1)]
    if len(pairs) < 4:
        return False
    return sum(pair in after for pair in pairs) * 8 <= len(pairs)


def left_out_facts(before: str, after: str) -> list[str]:
    """The clauses of `before` that carry a fact and whose words `after` no longer holds."""
    gone = []
    for clause in _clauses(before):
        if _HAN.search(clause):
            if _ZH_FACT.search(clause) and _gone_zh(clause, after):
                gone.append(clause)
        elif _EN_FACT.search(clause) and _gone_en(clause, after):
            gone.append(clause)
    return list(dict.fromkeys(gone))


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
