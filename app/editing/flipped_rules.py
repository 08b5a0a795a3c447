"""A rule of the writer's said the other way round inside a paragraph the reply rewrote, in
words the negation and limit readers do not pair (negations.py, turned_limits.py,
lifted_limits.py):

- a day limit made every day: "open Saturdays only" → "open every day" (blind52 millfire-en-13),
  仅周六开放 → 每天都开放;
- a limit on who made everyone of that kind: "Only kites without metal lines may fly" → "all
  kites are welcome" (kiteday-en-07);
- both needed made either: 只有同时携带准考证和身份证原件的考生才能进入 → 请携带准考证或身份证原件
  (kaowu-zh-13), "bring both your badge and a signed form" → "your badge or a signed form";
- a ban made a permission on request: 考试期间不得提前离场 → 如需提前离场，请举手示意 (kaowu-zh-14),
  "must not climb the trees" → "if you'd like to climb a tree, ask a volunteer";
- a ban made a permission after a step (ban_steps.py): 不要给改装过电池的车辆充电 → 请先到物业
  报备后再充电;
- no charge made a charge: 我们从不收取种子费用 → 秋天没有归还种子的，需支付种子费用
  (seedlibrary-zh-07), 从不收取押金 → 需支付押金.

Each is refused naming both wordings: the notice would allow, open or charge what the writer did
not. Read narrowly — the writer's words of the rule gone from the reply's paragraph, the other
way of it new there, and the items or the act the same — and left alone when the suggestion
says the new way itself ("open every day now", 改成或, "we charge a deposit now"), and for
translations. A shorten is read too: a cut may drop a rule, never turn it round.
Pure: texts in, Refused out."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.domain.text import counts_characters
from app.editing.ban_steps import ban_after_step
from app.editing.elided import Refused
from app.editing.left_out import paired
from app.editing.scope import Scope

_HAN = re.compile(r"[\u4e00-\u9fff]")
_EN_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?|weekdays?"
_EN_DAY_ONLY = re.compile(
    rf"\b(?:{_EN_DAY})\s+only\b|\bonly\s+(?:on\s+|at\s+)?(?:the\s+)?(?:{_EN_DAY})\b",
    re.IGNORECASE,
)
_EN_EVERY_DAY = re.compile(
    r"\bevery\s+day\b|\bdaily\b|\bseven\s+days\b|\b7\s+days\b|\ball\s+week\b|\bany\s+day\b",
    re.IGNORECASE,
)
_ZH_DAY = r"(?:周|星期|礼拜)[一二三四五六日天末]|工作日|周末|双休日"
_ZH_DAY_ONLY = re.compile(rf"(?:仅限?|只限?|只有|唯)(?:在|于)?(?:每)?(?:{_ZH_DAY})")
_ZH_EVERY_DAY = re.compile(r"每天|天天|每日|全周|一周七天|(?:周|星期)一[至到](?:周|星期)[日天]")
# "Only kites …", "only dogs …": the kind of who or what the limit is on.
_EN_ONLY_KIND = re.compile(r"\bonly\s+([a-z]{3,})s\b", re.IGNORECASE)
_NOT_KINDS = frozenset(("this", "thi", "was", "ha", "doe", "perhap", "alway", "ye"))
# "both your badge and a signed form", 同时携带准考证和身份证
_EN_BOTH = re.compile(
    r"\bboth\s+(?:[\w’'-]+\s+){0,4}?([a-z’'-]{3,})\s+and\s+((?:[\w’'-]+\s+){0,3}[\w’'-]+)",
    re.IGNORECASE,
)
_ZH_AND = re.compile(r"([\u4e00-\u9fff]{2})[和与及跟]([\u4e00-\u9fff]{2})")
_ZH_NEEDS = re.compile(r"同时|须|必须|需要?|只有|才能|才可|凭|务必")
# A ban, and the same act allowed on request.
_ZH_BAN = re.compile(
    r"(?:不得|不准|不许|禁止|严禁|不能|不可以?|请勿|切勿|不要)([\u4e00-\u9fff]{2})"
)
_ZH_ON_REQUEST = r"(?:如需|如要|如想|若需|若要|如果需要|如果想|如有需要|想要|需要)"
_EN_BAN = re.compile(
    r"\b(?:must\s+not|may\s+not|mustn't|cannot|can't|are\s+not\s+allowed\s+to|never)\s+"
    r"([a-z]{3,})",
    re.IGNORECASE,
)
_EN_ON_REQUEST = (
    r"\b(?:if\s+you(?:'d\s+like|\s+would\s+like|\s+want|\s+wish|\s+need)\s+to|feel\s+free\s+to"
    r"|you\s+(?:can|may)|you're\s+welcome\s+to)\s+"
)
# A charge: 费, a deposit, a fine or a rent; said as none (从不收取, 免, 不收) or as one to pay.
_FEE = r"(?:费|押金|定金|罚款|租金)"
_ZH_NO_FEE = re.compile(
    rf"(?:从不|从来不|不|免|无需|无须|不用|不必)(?:收取?|交纳?|付|支付|缴纳?)?[^，。；]{{0,6}}?{_FEE}"
)
_ZH_PAY = re.compile(
    rf"(?<![不免无])(?:需|须|要|需要|必须|得|应)(?:支付|付|交纳?|缴纳?)[^，。；]{{0,6}}?({_FEE})"
    rf"|(?<![不免])收取[^，。；]{{0,6}}?({_FEE})"
)


def check_flipped_rules(before: str, after: str, suggestions: Sequence[str], scope: Scope) -> None:
    """Raises Refused when a rewritten paragraph says a rule of the writer's the other way
    round, unasked (see the module docstring)."""
    if scope.translate:
        return
    asked = "\n".join(suggestions)
    for old, new in paired(before, after):
        found = flipped_rule(old, new, asked)
        if found:
            writer, reply = _clause_of(_plain(old), found[0]), _clause_of(_plain(new), found[1])
            if counts_characters(before):
                raise Refused(
                    f"模型把你写的“{writer}”改成了“{reply}”，规定的意思反过来了，修改建议并没有"
                    "这样要求，所以没有保存。请按“重试”。"
                )
            raise Refused(
                f"The model turned your “{writer}” into “{reply}”, which says the rule the other "
                "way round; the suggestion did not ask for that. Nothing was saved — press Retry."
            )


def flipped_rule(old: str, new: str, asked: str) -> tuple[str, str] | None:
    """(the writer's words, the reply's) for the first rule of paragraph `old` that the reply's
    paragraph `new` says the other way round, the ask not saying the new way — or None."""
    plain_old, plain_new = _plain(old), _plain(new)
    said = _plain(asked).lower()
    for read in (_day_limit, _kind_limit, _either, _on_request, _charged, ban_after_step):
        found = read(plain_old, plain_new, said)
        if found:
            return found
    return None


def _plain(text: str) -> str:
    return text.replace("’", "'")


def _day_limit(old: str, new: str, asked: str) -> tuple[str, str] | None:
    zh = bool(_HAN.search(old))
    only, every = (_ZH_DAY_ONLY, _ZH_EVERY_DAY) if zh else (_EN_DAY_ONLY, _EN_EVERY_DAY)
    limit, wide = only.search(old), every.search(new)
    if (
        limit
        and wide
        and not only.search(new)
        and len(every.findall(new)) > len(every.findall(old))
        and not every.search(asked)
    ):
        return limit[0], wide[0]
    return None


def _kind_limit(old: str, new: str, asked: str) -> tuple[str, str] | None:
    if _HAN.search(old):
        return None  # 只有…才 → 所有人 is lifted_limits.py's
    for match in _EN_ONLY_KIND.finditer(old):
        kind = match[1].lower()
        if kind in _NOT_KINDS:
            continue
        wide = re.search(rf"\b(?:all|any|every)\s+(?:the\s+)?{re.escape(kind)}\w*", new, re.I)
        if (
            wide
            and not re.search(rf"\bonly\s+{re.escape(kind)}", new, re.I)
            and not (re.search(rf"\b(?:all|any|every)\s+(?:the\s+)?{re.escape(kind)}", asked))
        ):
            return match[0], wide[0]
    return None


def _either(old: str, new: str, asked: str) -> tuple[str, str] | None:
    if re.search(r"\bor\b|\beither\b|或|任一|之一|其一", asked):
        return None
    if _HAN.search(old):
        for match in _ZH_AND.finditer(old):
            first, second = match[1], match[2]
            either = re.search(rf"{first}[^，。；]{{0,3}}?(?:或者|或是|或){second}", new)
            start = max(0, match.start() - 20)
            if either and _ZH_NEEDS.search(old[start : match.end()]) and either[0] not in old:
                return match[0], either[0]
        return None
    for match in _EN_BOTH.finditer(old):
        first = match[1]
        seconds = [w for w in re.findall(r"[a-z'-]{4,}", match[2].lower()) if w != "your"]
        either = re.search(rf"\b{re.escape(first)}\b[^.;!?]{{0,40}}?\bor\b([^.;!?]{{0,40}})", new)
        if (
            either
            and any(w in either[1].lower() for w in seconds)
            and not re.search(r"\bboth\b", new, re.I)
        ):
            return match[0], either[0]
    return None


def _on_request(old: str, new: str, asked: str) -> tuple[str, str] | None:
    zh = bool(_HAN.search(old))
    for match in (_ZH_BAN if zh else _EN_BAN).finditer(old):
        act = match[1] if zh else match[1].lower()[:5]
        if act in asked:
            continue
        if zh:
            allowed = re.search(rf"{_ZH_ON_REQUEST}[^，。；]{{0,2}}?{re.escape(act)}", new)
            still = _ZH_BAN.search(new) and any(m[1] == act for m in _ZH_BAN.finditer(new))
        else:
            allowed = re.search(rf"{_EN_ON_REQUEST}{re.escape(act)}", new, re.IGNORECASE)
            still = any(m[1].lower()[:5] == act for m in _EN_BAN.finditer(new))
        if allowed and not still:
            return match[0], allowed[0]
    return None


def _charged(old: str, new: str, asked: str) -> tuple[str, str] | None:
    if not _HAN.search(old) or re.search(r"收费|付费|费用|押金|定金|罚款|租金|收钱|交钱", asked):
        return None
    free = _ZH_NO_FEE.search(old)
    if not free or _ZH_PAY.search(old):
        return None
    for pay in _ZH_PAY.finditer(new):
        fee = pay[1] or pay[2]
        # the same charge: 押金 for 押金, 种子费用 for 种子费用
        noun = new[max(0, pay.end() - 3) : pay.end()] if fee == "费" else fee
        if noun in old and not _ZH_NO_FEE.search(new[max(0, pay.start() - 2) : pay.end()]):
            return free[0], pay[0]
    return None


def _clause_of(text: str, words: str) -> str:
    """The clause of `text` (a Chinese one to its comma, an English sentence) holding `words`,
    to quote to the writer."""
    at = text.find(words)
    if at < 0:
        return words
    marks = list("，。；！？\n") if _HAN.search(text) else [". ", ";", "!", "?", "\n", ", "]
    start = max(
        (text.rfind(m, 0, at) + len(m) for m in marks if text.rfind(m, 0, at) >= 0), default=0
    )
    ends = [e for e in (text.find(mark, at + len(words)) for mark in marks) if e >= 0]
    clause = text[start : min(ends) if ends else len(text)]
    return clause.strip().lstrip("0123456789-*> ").lstrip(". ").strip() or words
