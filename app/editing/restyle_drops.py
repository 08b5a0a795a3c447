"""A figure, a day or a person's name a restyle left out: "on the first Saturday of each month"
gone from a more formal opening, 凡年满60岁的居民 made 到场听讲的居民 in a 润色 (blind51
fanzha-zh-12), 救生员队长庞志远 made 救生员们 in a livelier line, "Donations over £50 … from our
treasurer, Colin Mbeki" gone from a friendlier paragraph.

The lead's decision of session 52 (the second half of session 51's, dropped_facts.py): an ask
that restyles — anything that does not ask to shorten, cut, summarise or remove — and whose
reply drops a clause carrying a figure, a price, a date or a time, or a name the writer wrote,
is refused, naming what went; a dropped clause with no such fact stays saved and named
(left_facts.py). Until then such a figure was named for the writer to check (facts.py's
facts_line) and the revision saved.

Read by count and by value: a figure the reply still says as often, in any spelling (9:30 →
9点半, 1,200,000元 → 120万元, "two" → "2"), or moved to another sentence, is kept; 60 said twice
by the writer and once by the reply is one left out. Pure: texts in, what went out.
"""

from __future__ import annotations

import re

from app.domain.text import counts_characters
from app.editing.fact_names import COMPOUND_SURNAMES, ROLES, SURNAMES
from app.editing.fact_reading import changed_facts, fact_value, unmatched, zh_large
from app.editing.left_facts import still_written

# A figure, read leniently (a Chinese numeral run with no measure word after it too), and the
# scale word after it that makes 120万 the 1,200,000 it stands for.
_FIGURE = re.compile(
    r"\d+(?:[.,:]\d+)*|(?<![零〇一二两三四五六七八九十百千万亿])[零〇一二两三四五六七八九十百千万亿]+"
    r"|\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty"
    r"|forty|fifty|sixty|hundred|half|dozen)\b",
    re.IGNORECASE,
)
_SCALE = re.compile(r"\s*(万|亿|hundred|thousand|million|billion)", re.IGNORECASE)
_FACTORS = {"hundred": 1e2, "万": 1e4, "亿": 1e8, "thousand": 1e3, "million": 1e6, "billion": 1e9}
# A clause, to name what went: to a stop or a comma, not one inside a figure ("£1.50").
_CLAUSE = re.compile(r"(?:[^.!?。！？；;,，\n]|[.,:](?=\d))+")
# An English person's name: two capitalised words, not at a sentence's start, not a day or a
# month, not a place ("Hale Street").
_EN_NAME = re.compile(r"(?<![.!?]\s)(?<!^)\b([A-Z][a-z]+)\s+([A-Z][a-z]+(?:-[A-Z][a-z]+)?)\b")
_NOT_PEOPLE = re.compile(
    r"^(?:Street|Road|Lane|Avenue|Hall|Park|Library|Yard|Centre|Center|Café|Cafe|Club|House"
    r"|Church|School|Square|Station|Market|Way|Close|Court|Gardens?|Credit|Fund|Office|Building"
    r"|Room|Theatre|Theater|Museum|Bridge|Reservoir|Lake|River|Hill|Road|Farm|University"
    r"|College|Hospital|Centre|Pool|Stadium|Ground|Atrium|Wing|Block|Floor|Team|Group)$"
    r"|^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March"
    r"|April|May|June|July|August|September|October|November|December)$"
)
# A Chinese name after a role (队长庞志远, 财务志愿者杜海燕, 联系人龚晓梅): the surname and the
# character after it are what a reply that keeps the person still writes.
_ZH_ROLE_NAME = re.compile(
    rf"(?:{ROLES}|志愿者|联系人|工作人员|主讲人|讲师|教练|民警|医生|护士)"
    rf"((?:{COMPOUND_SURNAMES}|[{SURNAMES}])[\u4e00-\u9fff])"
)


# An ask about people's names, quotes or a sign-off: a name it drops may be its edit.
ASKS_PEOPLE = re.compile(
    r"\b(?:names?|spell\w*|typos?|rename\w*|quot\w*|speaker|said|says|sign-?off|signature"
    r"|credit\w*|attribut\w*)\b|名字|姓名|人名|错别字|落款|署名|引语|引用|谁说|说的",
    re.IGNORECASE,
)
# The facts read here: a figure written in digits, a weekday or a month by name (每天, "daily",
# 十分 and "ten" are read by facts.py's notes: a restyle says them in many other ways).
_READ = re.compile(
    r"\d|^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March"
    r"|April|May|June|July|August|September|October|November|December)$"
    r"|^每?(?:周|星期|礼拜)[一二三四五六日天]$",
    re.IGNORECASE,
)


def dropped_figure(before: str, after: str) -> tuple[str, str] | None:
    """The first figure or day `before` states that `after` says fewer times in any spelling,
    with the clause of `before` that holds it — or None."""
    dropped, added = changed_facts(before, after)
    dropped, _ = unmatched(dropped, added)
    dropped = [day for word in dropped for day in _weekly_days(word, before, after)]
    if counts_characters(before):
        kept = still_written(dropped, after)  # 每周四 → 每到周四 still says every Thursday
        dropped = [word for word in dropped if word not in kept]
    for word in dropped:
        clause = _clause_of(word, before, after)
        if not _READ.search(word) or clause in after or not _when(word, clause):
            continue  # ("2" read from "two hairpins", said "both": each "2" written is kept)
        if is_figure(word):
            value = fact_value(word)
            number = value if isinstance(value, float) else zh_large(word)
            if _said(number, after) >= _said(number, before):
                continue  # said again in another spelling (120万元, 9点半)
        elif _told(word, after) >= _told(word, before):
            continue
        return clause, word
    return None


def _weekly_days(word: str, before: str, after: str) -> list[str]:
    """A 每周 the reading took alone, as the days it was said with that the reply says fewer
    times (每周三晚上巡查 → 每周三: the day a rule is kept on; 每周 of "once a week" is a
    frequency a restyle says in other words, left to facts.py's notes)."""
    if word not in ("每周", "每星期", "每礼拜"):
        return [word]
    days = sorted(set(re.findall(rf"{word}[一二三四五六日天]", before)))
    return [day for day in days if after.count(day) < before.count(day)] or [word]


def dropped_name(old: str, after: str) -> tuple[str, str] | None:
    """The first person's name of the paragraph `old` the reply `after` no longer writes —
    an English first and last name, or a Chinese one after a role — with its clause."""
    for match in _EN_NAME.finditer(old):
        first, last = match[1], match[2]
        if _NOT_PEOPLE.match(first) or _NOT_PEOPLE.match(last):
            continue
        # (gone whole: "Tom" kept, "Ms Okafor" or "the Okafors" still names the person)
        if not re.search(rf"\b(?:{re.escape(first)}|{re.escape(last)})(?:s|['’]s)?\b", after):
            return _clause_of(match[0], old, after), match[0]
    for match in _ZH_ROLE_NAME.finditer(old):
        if match[1] not in after:
            return _clause_of(match[1], old, after), match[1]
    return None


def is_figure(word: str) -> bool:
    """Whether a fact word is a figure (not a day or a month)."""
    return isinstance(fact_value(word), float) or zh_large(word) is not None


def _said(number: float | None, text: str) -> int:
    """How many figures of `text` say `number`, with their scale word (120万 is 1,200,000)."""
    count = 0
    for match in _FIGURE.finditer(text):
        value = fact_value(match[0])
        if not isinstance(value, float):
            value = zh_large(match[0])
        if value is None:
            continue
        values = {value}
        scale = _SCALE.match(text, match.end())
        if scale:
            values.add(value * _FACTORS[scale[1].lower()])
        count += number in values
    return count


def _when(word: str, clause: str) -> bool:
    """Whether the clause says a day as when something happens ("on the first Saturday of each
    month", "every Saturday", 周六) — not as a name's part ("The Saturday code club will move to
    Sundays too"), nor beside its date ("Sunday 6 July") — or gives a figure (always read)."""
    if word[:1].isdigit():
        return True
    at = clause.lower().find(word.lower())
    if re.match(r"\s*\d", clause[at + len(word) :]) or re.search(r"[日号][（(]?$", clause[:at]):
        return False  # "Sunday 6 July", 7月6日（星期日）: the date says it, read as a figure
    return not word.isascii() or bool(_DAY_AT.search(clause[:at]))


_DAY_AT = re.compile(
    r"\b(?:on|every|each|from|until|till|by|next|this|last|before|after|since)\s+(?:the\s+)?"
    r"(?:(?:first|second|third|fourth|last|final)\s+)?$",
    re.IGNORECASE,
)


def _told(word: str, text: str) -> int:
    """How often `text` writes a day or a month word."""
    if word.isascii():
        return len(re.findall(rf"\b{re.escape(word)}(?:s|['’]s)?\b", text, re.IGNORECASE))
    return text.count(word)


def _clause_of(word: str, text: str, after: str) -> str:
    """The clause of `text` that holds `word` and `after` no longer writes (else the first
    that holds it; the word itself when none does)."""
    said = re.compile(
        rf"(?<![\d.,:]){re.escape(word)}(?!\d)" if word[:1].isdigit() else re.escape(word),
        re.IGNORECASE,
    )
    holding = [
        clause[0].strip().lstrip("> -*").strip()
        for clause in _CLAUSE.finditer(text)
        if said.search(clause[0])
    ]
    return next((c for c in holding if c not in after), holding[0] if holding else word)
