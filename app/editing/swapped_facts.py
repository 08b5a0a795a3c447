"""Facts a whole-article restyle wrote another of their kind in place of, where the figure
checks of facts.py read no figure: an ordinal (sixth → seventh win), a count said with "a" or
"one" (a designer → two designers, one analyst → three analysts), the period a figure is for
("grew 14% over the quarter" → "over the year"), a channel or account handle
(#people-ops → #people, @carver_bakes → @carverbakes), a Chinese name after the word that
introduces it (联系王丽娟 → 联系王莉娟, 找普丽雅 → 找普莉雅) and a shop's or company's name by one
character (北风公司 → 北方公司, 红星超市 → 红心超市). Each makes the article say something else
as surely as 42 → 40 does, so facts.py refuses them.

Read narrowly: the same words around the fact in both versions (one character of a name
changed in its frame, a handle gone and another come, an ordinal or a count changed in
place beside the same noun), so a restyle that rewords the sentence is left alone."""

from __future__ import annotations

import re

from app.domain.bounded_diff import SequenceMatcher
from app.editing.fact_names import COMPOUND_SURNAMES, SURNAMES

_ORDINALS = {
    w: n
    for n, w in enumerate(
        ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
         "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth",
         "seventeenth", "eighteenth", "nineteenth", "twentieth"),
        start=1,
    )
}  # fmt: skip
_COUNTS = {
    w: n
    for n, w in enumerate(
        ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve")
    )
}  # fmt: skip
_ONE = frozenset({"a", "an", "one"})
_TOKEN = re.compile(r"[#@][\w-]*\w|\d+(?:st|nd|rd|th)?|[A-Za-z]+(?:['’][A-Za-z]+)?|\S")
_HANDLE = re.compile(r"(?<![\w/.@#])[#@][A-Za-z][\w-]*\w")

# A Chinese person's name after the word that introduces it as someone to ask or thank.
_INTRO = "联系|找|问|请教|感谢|谢谢|致电|咨询|询问|负责人|联系人"
# The characters a name said in Chinese sounds is written with (普丽雅, 艾米丽): such a name
# of three or four of them reads as a name without a surname.
_SOUNDS = (
    "阿艾安奥巴贝比波布查达德迪杜多菲弗盖格哈汉赫霍吉加杰卡凯科克库拉莱兰劳雷里利莉丽琳林卢鲁伦罗"
    "洛玛马迈梅米敏莫穆娜纳尼妮诺帕佩皮普乔琪萨塞莎珊森什斯苏索塔泰特提汀托瓦威维温沃西希夏谢雅亚"
    "娅伊尤约扎詹珍朱卓佐"
)
_ZH_PERSON = re.compile(
    rf"(?:{_INTRO})[：:]?((?:{COMPOUND_SURNAMES}|[{SURNAMES}])[\u4e00-\u9fff]{{1,2}}?|[{_SOUNDS}]{{3,4}})"
    r"(?=[，。、；！？：,.;!?\s（(]|$|老师|阿姨|女士|先生|经理)"
)
# A shop's or company's name: the two characters before what it is.
_ORG = re.compile(
    r"([^这那该本此我你他贵家个每各某其哪了的着过在和与到是从对把被给向为开\W\d_A-Za-z]{2})(?=(?:科技|网络|文化|传媒|食品|贸易)?"
    r"(?:公司|集团|超市|书店|医院|银行|酒店|餐厅|饭店|商场|药店|诊所|工作室|俱乐部|基金会|协会))"
)


def swapped_facts(before: str, after: str) -> list[tuple[str, str]]:
    """(the writer's words, the reply's) for each ordinal, count, handle or Chinese name a
    restyle wrote another of in its place, once each."""
    found = [*_handles(before, after), *_zh_names(before, after)]
    olds, news = before.split("\n\n"), after.split("\n\n")
    if len(olds) == len(news):
        kept_old, kept_new = set(olds), set(news)
        for old, new in zip(olds, news, strict=True):
            # a paragraph the reply still holds elsewhere moved, whole: nothing in it changed
            moved = old in kept_new or new in kept_old
            if old != new and not moved and not re.search(r"[\u4e00-\u9fff]", old):
                found += _in_place(old, new)
    return list(dict.fromkeys(found))


def _in_place(old: str, new: str) -> list[tuple[str, str]]:
    """Ordinals and counts with "a" / "one" changed in place in an English paragraph."""
    olds, news = _TOKEN.findall(old), _TOKEN.findall(new)
    lows, lnews = [t.lower() for t in olds], [t.lower() for t in news]
    found = []
    for tag, i1, i2, j1, j2 in SequenceMatcher(None, lows, lnews, autojunk=False).get_opcodes():
        if tag != "replace" or i2 - i1 > 2 or j2 - j1 > 2:
            continue
        gone, came = lows[i1:i2], lnews[j1:j2]
        said = (" ".join(olds[i1:i2]), " ".join(news[j1:j2]))
        if len(gone) == len(came) == 1 and _ordinal(gone[0]) and _ordinal(came[0]):
            if _ordinal(gone[0]) != _ordinal(came[0]):
                found.append(said)
        elif _period(gone, came) and any(t[:1].isdigit() for t in lows[max(i1 - 6, 0) : i1]):
            found.append(said)  # "grew 14% over the quarter" → "over the year"
        elif _recounted(gone, came, lows[i2 : i2 + 4], lnews[j2 : j2 + 4]):
            found.append(said)
    return found


_PERIODS = frozenset(
    ("day", "week", "fortnight", "month", "quarter", "term", "semester", "season", "year",
     "decade")
)  # fmt: skip


def _period(gone: list[str], came: list[str]) -> bool:
    """One period written as another in place (quarter → year, weeks → months)."""
    if len(gone) != 1 or len(came) != 1:
        return False
    old, new = gone[0].removesuffix("s"), came[0].removesuffix("s")
    return old in _PERIODS and new in _PERIODS and old != new


def _ordinal(word: str) -> int | None:
    if word in _ORDINALS:
        return _ORDINALS[word]
    digits = re.fullmatch(r"(\d+)(?:st|nd|rd|th)", word)
    return int(digits[1]) if digits else None


def _count(word: str) -> int | None:
    if word in _ONE:
        return 1
    if word in _COUNTS:
        return _COUNTS[word]
    return None  # a count in digits is read by facts.py's figure checks


def _recounted(gone: list[str], came: list[str], rest_old: list[str], rest_new: list[str]) -> bool:
    """ "a designer" → "two designers", "one data analyst" → "two data analysts" (and back): a
    count said in words, changed in place before the same noun."""
    if not gone or not came:
        return False
    old_n, new_n = _count(gone[0]), _count(came[0])
    if old_n is None or new_n is None or old_n == new_n or 1 not in (old_n, new_n):
        return False
    for a, b in zip(gone[1:] + rest_old, came[1:] + rest_new, strict=False):
        if a != b:
            return a.isalpha() and b.isalpha() and _plural(a, b)
    return False


def _plural(a: str, b: str) -> bool:
    return a + "s" == b or b + "s" == a or a + "es" == b or b + "es" == a


def _handles(before: str, after: str) -> list[tuple[str, str]]:
    """A channel or account handle the writer gave, gone, with another handle come."""
    olds = dict.fromkeys(m[0] for m in _HANDLE.finditer(before))
    news = dict.fromkeys(m[0] for m in _HANDLE.finditer(after))
    gone = [h for h in olds if h not in news]
    came = [h for h in news if h not in olds]
    found = []
    for old in gone:
        like = [h for h in came if h[0] == old[0] and _alike(old[1:], h[1:])]
        if like:
            found.append((old, like[0]))
    return found


def _alike(a: str, b: str) -> bool:
    a, b = a.lower(), b.lower()
    return a.startswith(b) or b.startswith(a) or SequenceMatcher(None, a, b).ratio() >= 0.6


def _zh_names(before: str, after: str) -> list[tuple[str, str]]:
    """A Chinese name (a person's after the word introducing them, a shop's or company's
    before what it is) written with one character changed, the words around it kept."""
    found = []
    for match in _ZH_PERSON.finditer(before):
        found += _one_changed(match[1], before, after, lead=before[match.start(1) - 1])
    for match in _ORG.finditer(before):
        lead = before[match.start() - 1] if match.start() else ""
        found += _one_changed(
            match[1], before, after, lead=lead, tail=before[match.end() : match.end() + 2]
        )
    return found


def _one_changed(
    name: str, before: str, after: str, *, lead: str = "", tail: str = ""
) -> list[tuple[str, str]]:
    if name in after:
        return []
    for at in range(len(name)):
        if at == 0 and not tail and _SURNAME_START.match(name):
            continue  # a person's surname stays; another one is another person (fact_names)
        # the name's first character changed: the word before it must be the writer's
        frame = (
            re.escape(lead if at == 0 or not tail else "")
            + re.escape(name[:at])
            + r"([\u4e00-\u9fff])"
            + re.escape(name[at + 1 :])
            + re.escape(tail)
        )
        for match in re.finditer(frame, after):
            new = name[:at] + match[1] + name[at + 1 :]
            if new != name and new not in before:
                return [(name, new)]
    return []


_SURNAME_START = re.compile(rf"(?:{COMPOUND_SURNAMES}|[{SURNAMES}])")
