"""A Chinese name the reader contacts, written one character off inside a paragraph the reply
rewrote: 咨询电话…（门诊办公室方晓东） made a full sentence as 请致电门诊办公室方小东
(blind52 guahao-zh-14), 有问题请发邮件给吴托马 made friendlier as 发邮件给吴托玛
(seedlibrary-zh-06), 找服务台何丽娟 → 何丽鹃 in a typo check. The reader would ask for
someone who does not exist.

respelt_names.py reads a name beside a word of address or a role (贝建国师傅, 联系人周德明), and
one_off_names.py one the article shows as a name (a table cell, after a quote's dash); a contact
is written neither way: it follows a word of reaching someone (给, 找, 联系, 致电, 咨询) or the
desk they sit at (办公室, 服务台, 前台), and ends at a stop, a bracket or a colon before the
address. Read only as a surname and two characters (or a compound surname and one or two), so
that two-character words that start with a surname's character (方式 → 方法, 高温天 → 高温期 in
no such place) are never read as names.

Respelt: the writer's name no longer in the reply's paragraph, and in its place a word of the same
length, the same surname and one other character that the writer's article never writes. Left
alone: a name the suggestion writes (a rename asked), an ask about names (改名, 名字), and
translations. A typo check is read like any other ask: a name has no misspelling a model could
see, and one spelt otherwise elsewhere in the article is kept by the "never writes" rule.
Pure: texts in, Refused out."""

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
_HAN = "\u4e00-\u9fff"
# Before a contact: a word of reaching someone, the desk or office they sit at, or a label's
# colon or an opening bracket (咨询电话：…（门诊办公室方晓东）).
_BEFORE = (
    r"(?:给|找|联系|致电|咨询|询问|请教|问|向|由|交|室|处|科|台|站|中心|值班|"
    r"[：:（(]|电话|邮件|微信"
    # the desk's name then 的 (联系校学生会生活部的谢嘉言, blind53 tiaozao-zh-13): an office's
    # word before it, so that 的 alone (的高温天) reads no name
    r"|(?:部|处|室|科|站|组|会|办|队|中心|馆|所|台)的)"
)
# After it: a stop, a comma, a colon before the address, a bracket, or the line's end.
_AFTER = r"(?=[，,。：:；;（）()、！!？?\s]|电话|手机|邮箱|$)"
_CONTACT = re.compile(
    rf"{_BEFORE}((?:{COMPOUND_SURNAMES})[{_HAN}]{{1,2}}|[{SURNAMES}{_MORE_SURNAMES}][{_HAN}]{{2}})"
    rf"{_AFTER}",
    re.MULTILINE,
)
_HAN_ONE = re.compile(rf"[{_HAN}]")
# The writer asking about names: a rename is the edit (a typo check is not: see above).
_ASKS_NAMES = re.compile(
    r"\b(?:names?|rename\w*)\b|名字|姓名|人名|改名|换人|联系人改|换成", re.IGNORECASE
)


def check_contact_names(before: str, after: str, suggestions: Sequence[str], scope: Scope) -> None:
    """Raises Refused when a rewritten paragraph writes a contact's name one character off,
    unasked (see the module docstring)."""
    asked = "\n".join(suggestions)
    if scope.translate or _ASKS_NAMES.search(asked):
        return
    pairs = [(a, b) for a, b in respelt_contacts(before, after) if b not in asked]
    if pairs:
        refuse_other_names(before, pairs)


def respelt_contacts(before: str, after: str) -> list[tuple[str, str]]:
    """(the writer's name, the reply's) for each contact a rewritten paragraph wrote one off."""
    out: list[tuple[str, str]] = []
    for old, new in paired(before, after):
        for name in sorted({m[1] for m in _CONTACT.finditer(old)}):
            if name in new:
                continue
            other = _one_off(name, new, before)
            if other:
                out.append((name, other))
    return out


def _one_off(name: str, new: str, article: str) -> str | None:
    """A word of `new` as long as `name`, with its first character and one other changed, that
    the article never writes."""
    for at in range(len(new) - len(name) + 1):
        other = new[at : at + len(name)]
        if (
            other[0] == name[0]
            and all(_HAN_ONE.fullmatch(c) for c in other)
            and sum(a != b for a, b in zip(name, other, strict=True)) == 1
            and other not in article
        ):
            return other
    return None
