"""A person's name respelt inside the asked paragraph: "须先由贝建国师傅检测" made friendlier as
"须先请贝建军师傅检测一下", "联系社区工作人员周德明" → "周德民", "Ruth Okafor" → "Ruth Okoro".
fact_names.py reads such names for facts.py, which sets its checks aside when the suggestion
itself gives a figure ("讲“最多带2件”的那段语气友好一点"), and it reads a Chinese name only
after a surname of its list and before a word of saying or after a role it knows — 贝建国师傅
and 工作人员周德明 are neither. A name is a fact however the paragraph was named.

So the rewritten paragraphs are read here too: a Chinese name is a surname (the common ones
and the rarer ones below) and one or two characters, before a word of address (师傅, 老师,
阿姨 …) or after a role (工作人员, 联系人, 负责人, 志愿者 …); one the rewrite no longer writes,
while it writes a name as long with the same surname and one other character that the
writer's paragraph never did, was respelt. (English names are fact_names.py's: read beside
any figure the ask gives, "From Monday" → "From Mon" read as a name.)

Left alone: a name the suggestion writes (a rename asked), asks about names or spelling, and
translations."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NoReturn

from app.domain.text import counts_characters
from app.editing.elided import Refused
from app.editing.fact_names import COMPOUND_SURNAMES, ROLES, SURNAMES
from app.editing.left_out import paired
from app.editing.scope import Scope

_RARER = (
    "贝倪滕屈项祝阮邢裴单洪包左鲁葛毕聂焦邬季靳甘车卜房艾翁童蓝查牛宁柏关储骆傅奚景戚谷米梅盛"
    "凌霍管柴窦符谈祁游闵郁缪宫伍辛冉屠苗岑巫柯鲍丰姬庄晏瞿阎连农浦冷简卓蒙池乐喻沙解舒曲麦"
    "鞠仇封韩滑尤俞穆萧尹"
)
_SURNAME = rf"(?:{COMPOUND_SURNAMES}|[{SURNAMES}{_RARER}])"
_ADDRESS = "师傅|老师|阿姨|叔叔|伯伯|大爷|奶奶|爷爷|先生|女士|医生|大夫|经理|主任|同学|护士|教练"
_ROLE = (
    rf"{ROLES}|工作人员|联系人|志愿者|社工|网格员|专员|干事|管理员|主讲人?|讲师|医师|护士长"
    r"|班主任|辅导员|召集人|发起人|组织者"
)
_ZH_NAME = re.compile(
    rf"(?<!主)({_SURNAME}[\u4e00-\u9fff]{{1,2}}?)(?={_ADDRESS})"  # 班主任张伟老师: 张伟
    rf"|(?:{_ROLE})(?:是|为|叫|[：:]|[ \u3000])?({_SURNAME}[\u4e00-\u9fff]{{1,2}}?)"
    r"(?=[，。、；：,;:（）()的和或\s]|电话|$)"
)
# The writer asking about names or their spelling.
_ASKS_NAMES = re.compile(
    r"\b(?:names?|spell\w*|typos?|misspel\w*|rename\w*)\b|名字|姓名|人名|错别字|拼写|改名|换人",
    re.IGNORECASE,
)


def _zh_names(text: str) -> set[str]:
    return {m[1] or m[2] for m in _ZH_NAME.finditer(text)}


def _one_apart(one: str, other: str) -> bool:
    return (
        len(one) == len(other)
        and one[0] == other[0]
        and sum(a != b for a, b in zip(one, other, strict=True)) == 1
    )


def respelt_names(before: str, after: str) -> list[tuple[str, str]]:
    """The Chinese names of the writer's the rewritten paragraphs of `after` respelt, (old,
    new)."""
    out: list[tuple[str, str]] = []
    for old, new in paired(before, after):
        if counts_characters(old):
            gone = sorted(n for n in _zh_names(old) if n not in new)
            came = sorted(n for n in _zh_names(new) if n not in old)
            found = [(a, b) for a in gone for b in came if _one_apart(a, b)][:1]
            out += found or _respelt_repeated(old, new, before)[:1]
    return out


# A name of three characters with the character before and after it.
_THREE = re.compile(r"(?=([^\n][\u4e00-\u9fff]{3}[^\n]))")


def _respelt_repeated(old: str, new: str, before: str) -> list[tuple[str, str]]:
    """A name the writer wrote more than once (兽医俞宏亮带队 … 兽医俞宏亮说) that the rewrite
    writes with another surname (俞宏亮 → 余宏亮), where the words
    around it give no role or address to read it by: a surname and two characters, after the
    same characters in both texts, that the article never writes as the rewrite does."""
    found: list[tuple[str, str]] = []
    olds = {m[1] for m in _THREE.finditer(old)}
    for run in sorted({m[1] for m in _THREE.finditer(new)} - olds):
        lead, name, trail = run[0], run[1:4], run[4]
        if name in before or not re.fullmatch(_SURNAME + r"[\u4e00-\u9fff]{2}", name):
            continue
        for was in sorted(olds):
            said = was[1:4]
            if (was[0], was[4]) != (lead, trail) or said in new or before.count(said) < 2:
                continue
            # the surname alone respelt (a word such as 向改走 → 向改经 is no name changed)
            if said[1:] == name[1:] and re.match(_SURNAME, said) and re.match(_SURNAME, name):
                found.append((said, name))
    return found


def check_respelt_names(before: str, after: str, suggestions: Sequence[str], scope: Scope) -> None:
    """Raises Refused when the rewrite respelt a person's name of the writer's, unasked."""
    asked = "\n".join(suggestions)
    if scope.translate or _ASKS_NAMES.search(asked):
        return
    pairs = [(a, b) for a, b in respelt_names(before, after) if b not in asked]
    if pairs:
        refuse_other_names(before, pairs)


def refuse_other_names(before: str, pairs: Sequence[tuple[str, str]]) -> NoReturn:
    """Raises Refused naming the writer's names the model wrote otherwise, (old, new) — a name
    respelt here, or one a restyle wrote in place of another (facts.py)."""
    shown = ", ".join(f"“{old}” → “{new}”" for old, new in pairs[:3])
    if counts_characters(before):
        raise Refused(
            f"模型把文中的名字写成了别的（{shown}），您并没有要求改名，所以没有保存。请按“重试”。"
        )
    raise Refused(
        f"The model wrote another name in place of yours ({shown}), which the suggestion "
        "did not ask to change. Nothing was saved — press Retry."
    )
