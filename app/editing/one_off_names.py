"""A name of the writer's written one letter or one character off inside a paragraph the reply
rewrote: 白雪梅 → 白雪玫 in a shortened rules paragraph, 蒋德胜 → 蒋德盛 in the one table row
asked for, "Rufus Okonjo" → "Rufus Okonji", "Nell Brannigan" → "Nell Branigan". respelt_names.py
reads a Chinese name only beside a word of address or a role (贝建国师傅, 联系人周德明); here a
name is known by where the writer put it instead:

- a Chinese name: one the writer's article shows as a name anywhere — a table cell that is a
  surname and one or two characters, the name after a quote's dash (——大楼消防安全负责人 蒋德胜)
  — written in the paragraph (the river warden of the staff table named in the rules);
- an English name: a capitalised word not at a sentence's start.

Respelt: the writer's name gone from the paragraph, and in its place a word of the same kind one
letter or character away (same surname) that the writer's article never wrote — not a plural or
a possessive ("Saturday" → "Saturdays"). Left alone: a name the suggestion writes, asks about
names or spelling, and translations. Pure: paragraphs in, Refused out."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.fact_names import COMPOUND_SURNAMES, SURNAMES
from app.editing.left_out import paired
from app.editing.respelt_names import refuse_other_names
from app.editing.scope import Scope

_MORE_SURNAMES = (
    "贝倪滕屈项祝阮邢裴单洪包左鲁葛毕聂焦邬季靳甘车卜房艾翁童蓝查牛宁柏关储骆傅奚景戚谷米梅盛"
    "凌霍管柴窦符谈祁游闵郁缪宫伍辛冉屠苗岑巫柯鲍丰姬庄晏瞿阎连农浦冷简卓蒙池乐喻沙解舒曲麦"
    "鞠仇封韩滑尤俞穆萧尹闫邵卢蒋欧"
)
_SURNAME = rf"(?:{COMPOUND_SURNAMES}|[{SURNAMES}{_MORE_SURNAMES}])"
_CELL_NAME = re.compile(rf"{_SURNAME}[\u4e00-\u9fff]{{1,2}}")
# After a quote's dash, last on its line or before a comma or a bracket: ——院长 葛秀琴,
# ——常客 蒋语桐，2022年起参加, ——傅兰英（老学员）.
_DASHED = re.compile(
    rf"——(?:[^\n]*?[ \u3000])?({_SURNAME}[\u4e00-\u9fff]{{1,2}})(?=\s*$|[，,、（(])", re.MULTILINE
)
_HAN = re.compile(r"[\u4e00-\u9fff]")
_EN_NAME = re.compile(r"\b[A-Z][a-z]+(?:[-'’][A-Z]?[a-z]+)?\b")
_SENTENCE_START = re.compile(r"(?:^|[.!?:]\s+|\n|[\"“]\s*)$")
ASKS_NAMES = re.compile(
    r"\b(?:names?|spell\w*|typos?|misspel\w*|rename\w*)\b|名字|姓名|人名|错别字|拼写|改名|换人",
    re.IGNORECASE,
)


def check_one_off_names(before: str, after: str, suggestions: Sequence[str], scope: Scope) -> None:
    """Raises Refused when a rewritten paragraph writes a name of the writer's one letter or
    character off, unasked (see the module docstring)."""
    asked = "\n".join(suggestions)
    if scope.translate or ASKS_NAMES.search(asked):
        return
    pairs = [(a, b) for a, b in one_off_names(before, after) if b not in asked]
    if pairs:
        refuse_other_names(before, pairs)


def one_off_names(before: str, after: str) -> list[tuple[str, str]]:
    """(the writer's name, the reply's) for each name a rewritten paragraph wrote one off."""
    out: list[tuple[str, str]] = []
    for old, new in paired(before, after):
        if _HAN.search(old):
            out += _zh_respelt(old, new, before)
        else:  # "Tuesday's" → "Tuesday’s" is one name
            out += _en_respelt(_plain(old), _plain(new), _plain(before))
    return out


def _zh_names(paragraph: str, article: str) -> set[str]:
    """The names the writer's article shows as names (a table cell, after a quote's dash) that
    `paragraph` writes."""
    known = {m[1] for m in _DASHED.finditer(article)}
    for line in article.splitlines():
        if line.lstrip().startswith("|"):
            known |= {c.strip() for c in line.split("|") if _CELL_NAME.fullmatch(c.strip())}
    return {name for name in known if name in paragraph}


def _zh_respelt(old: str, new: str, article: str) -> list[tuple[str, str]]:
    found = []
    for name in sorted(_zh_names(old, article)):
        if name in new:
            continue
        for at in range(len(new) - len(name) + 1):
            other = new[at : at + len(name)]
            if (
                other[0] == name[0]
                and _HAN.fullmatch(other[-1])
                and sum(a != b for a, b in zip(name, other, strict=True)) == 1
                and other not in article
            ):
                found.append((name, other))
                break
    return found


def respelt_cell(old: str, new: str) -> bool:
    """Whether a table cell that holds a name (蒋德胜, "Rufus Okonjo") was written one character
    or one letter off (蒋德盛, "Rufus Okonji") — for cells.py, which gives back a cell the ask did
    not name but must refuse a name respelt beside the asked change."""
    old, new = old.strip(), new.strip()
    if _CELL_NAME.fullmatch(old) and _CELL_NAME.fullmatch(new):
        return len(old) == len(new) and old[0] == new[0] and _one_edit(old, new)
    olds, news = old.split(), new.split()
    if len(olds) != len(news) or not olds or not all(_EN_NAME.fullmatch(w) for w in olds):
        return False
    changed = [(a, b) for a, b in zip(olds, news, strict=True) if a != b]
    return len(changed) == 1 and _one_edit(*changed[0]) and not _plural(*changed[0])


def _plain(text: str) -> str:
    return text.replace("’", "'")


def _en_names(text: str) -> set[str]:
    return {
        m[0]
        for m in _EN_NAME.finditer(text)
        if len(m[0]) >= 4 and not _SENTENCE_START.search(text[max(0, m.start() - 3) : m.start()])
    }


def _en_respelt(old: str, new: str, article: str) -> list[tuple[str, str]]:
    gone = [n for n in sorted(_en_names(old)) if not re.search(rf"\b{re.escape(n)}\b", new)]
    came = [
        n
        for n in sorted(set(_EN_NAME.findall(new)))
        if not re.search(rf"\b{re.escape(n)}\b", article)
    ]
    return [
        (a, b)
        for a in gone
        for b in came
        if _one_edit(a, b)
        and not _plural(a, b)
        and a.replace("'", "") != b.replace("'", "")  # "Mondays", "Monday's"
    ][:1]


def _plural(one: str, other: str) -> bool:
    """Whether one word is the other with an s ("Saturday" → "Saturdays"): not a respelling,
    unlike a last letter dropped ("Hannah" → "Hanna", "Dafydd" → "Dafyd")."""
    short, long = sorted((one, other), key=len)
    return long in (short + "s", short + "'s")


def _one_edit(one: str, other: str) -> bool:
    """Whether one letter put in, left out or written otherwise makes `one` into `other`."""
    if abs(len(one) - len(other)) > 1 or one == other:
        return False
    if len(one) == len(other):
        return sum(a != b for a, b in zip(one, other, strict=True)) == 1
    short, long = sorted((one, other), key=len)
    return any(long[:i] + long[i + 1 :] == short for i in range(len(long)))
