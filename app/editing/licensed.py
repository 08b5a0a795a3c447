"""What an ask licenses inside the paragraph it changes (outside54 F5, F9, F13; blind54
orchard-07, guangchangwu-zh-15): a model doing the asked change plus one it was not asked for.

- An addition ("say that…", "add that…", 加一句, 补充) licenses new text, not another figure,
  day, time or unit in the writer's sentences beside it, nor a "not" put in or taken out.
- A proofread ("fix the typos", 校对, 错别字) licenses spelling- and punctuation-sized changes:
  never a dropped sentence or clause, a changed figure, unit or negation.
- A fact stated as changed ("the meeting is now on 27 March", 听证会改到三月二十七日了)
  licenses that fact: another figure, day or time changed beside it, a place swapped or a
  clause dropped is not the ask's.
- A restyle (more formal, 口语一点 — in either language, whatever the article's) licenses
  wording: a figure swapped for another, a price's unit changed ("£1 each" → "£1 a bag",
  每升 → 每瓶) or a "not" put into a sentence that had none is not.

Each is refused naming what changed (a wrong fact saved is worse than a Retry); a value the ask
itself gives (the new date, the unit it names) is licensed. Pure: texts in, Refused out.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from typing import Literal

from app.domain.bounded_diff import SequenceMatcher
from app.domain.text import counts_characters
from app.editing.elided import Refused
from app.editing.fact_reading import changed_facts, fact_value, facts_of, unmatched, zh_large
from app.editing.kept_in_target import CUTS, named_by_ask, rewritten_pairs
from app.editing.negations import ZH_COUNTED
from app.editing.scope import Scope

Kind = Literal["add", "proofread", "stated", "restyle"]

_PROOFREAD = re.compile(
    r"\b(?:typos?|spelling|misspell\w*|proofread\w*|spell-?check\w*)\b"
    r"|错别字|错字|别字|校对|笔误|拼写",
    re.IGNORECASE,
)
_ADDS = re.compile(
    r"\b(?:add|adding|insert|append|include|mention|note|say|saying|state|point out|put in)\b"
    r"|加一句|加上|加一条|补充|补一句|补上|添一句|添上|增加一句|写上|再加|说明一下|提一下|注明|写一句",
    re.IGNORECASE,
)
# A fact said to have changed: "is now on", "has moved to", 改到, 推迟到.
_STATED = re.compile(
    r"\b(?:now|moved|postponed|brought forward|rescheduled|delayed)\b"
    r"|改到|改在|改成|改为|挪到|推迟到|提前到|延期到|换到|调整为|调整到",
    re.IGNORECASE,
)
_RESTYLE = re.compile(
    r"\b(?:friendl\w*|clear\w*|liveli\w*|lively|warm\w*|polish\w*|rewrite|reword\w*|tone"
    r"|readable|formal\w*|casual|punch\w*|engaging|smooth\w*|firm\w*|stronger|confident"
    r"|plain\w*|direct|natural|fluent|persuasive|vivid)\b"
    r"|亲切|友好|生动|活泼|通顺|改写|润色|口语|正式|语气|有力|吸引|热情|自然|流畅|委婉|客气"
    r"|礼貌|轻松|通俗|书面|坚定|严肃",
    re.IGNORECASE,
)
# Asks about the facts or negations themselves, or about form: read by facts.py and others.
_ABOUT = re.compile(
    r"\b(?:translat\w*|negat\w*|positive\w*|opposite|revers\w*|figures?|numbers?|units?"
    r"|update\w*|correct the|fix the (?:date|time|figure|price)|table|list|bullet\w*)\b"
    r"|翻译|译成|否定|肯定|相反|反过来|数字|单位|表格|列表",
    re.IGNORECASE,
)


def ask_kind(asked: str) -> Kind | None:
    """What the ask licenses, read from its words (None: not read here — a cut, a recast, an
    ask about figures or negations, or nothing this module knows)."""
    if CUTS.search(asked) or _ABOUT.search(asked):
        return None
    restyle = bool(_RESTYLE.search(asked))
    if _PROOFREAD.search(asked):
        return None if restyle or _ADDS.search(asked) else "proofread"
    if restyle:
        return "restyle"
    if _ADDS.search(asked):
        return "add"
    if _STATED.search(asked) and facts_of(asked):
        return "stated"
    return None


def check_licensed(before: str, after: str, suggestions: Sequence[str], scope: Scope) -> None:
    """Raises Refused when a paragraph the reply changed carries a change its ask does not
    license (see the module docstring)."""
    if scope.translate or scope.reshape or scope.form or scope.moves or scope.reorders:
        return
    asked = "\n".join(suggestions)
    kind = ask_kind(asked)
    if kind is None:
        return
    zh = bool(counts_characters(before))
    for old, new in rewritten_pairs(before, after):
        if old.lstrip().startswith(("|", "#", "```")) or new.lstrip().startswith(("|", "#")):
            continue  # tables and headings: rows.py and the heading checks read them
        reason = _unlicensed(old, new, asked, kind)
        if reason:
            raise Refused(_said(reason, kind, zh))


def _unlicensed(old: str, new: str, asked: str, kind: Kind) -> str:
    """What in `new` the ask does not license, as a short phrase ("" when nothing)."""
    if kind != "restyle" and (changed := _changed_figures(old, new, asked, kind)):
        return changed
    if changed := _changed_units(old, new, asked):
        return changed
    if kind != "restyle" and (changed := _changed_prices(old, new, asked)):
        return changed
    if kind != "add" and counts_characters(old) and _permitted(old, new, asked):
        return f"“{_shown(old)}” → “{_shown(new)}”"
    ops = _ops(old, new)
    # a negation moved (无法搜索到 → 搜索不到) or brought in with a clause of new text ("and none
    # has been costed") leaves the writer's count as it was
    put = [(a, b) for a, b in ops if _negation_put_in(a, b, kind)]
    brought = sum(_negations(b) for a, b in ops if (a, b) not in put)
    more = _negations(new) - brought > _negations(old)
    for a, b in ops:
        if more and (a, b) in put and not named_by_ask(_sentence_of(new, b), asked):
            return f"“{_shown(a)}” → “{_shown(b)}”"
        if kind == "restyle" and _zh_negation_cut(a, b):
            return f"“{_shown(a)}” → “{_shown(b)}”"
        if _opposite(a, b) and not named_by_ask(_sentence_of(new, b), asked):
            return f"“{_shown(a)}” → “{_shown(b)}”"
    if kind == "proofread":
        for a, b in ops:
            if _dropped_size(a, b) - _doubled(a, old) >= 3:
                return f"“{_shown(a)}” → “{_shown(b)}”" if b.strip() else f"“{_shown(a)}” left out"
    if kind == "stated":
        for a, b in ops:
            if _renamed(a, b, asked, old):
                return f"“{_shown(a)}” → “{_shown(b)}”"
    return ""


def _changed_figures(old: str, new: str, asked: str, kind: Kind) -> str:
    """A figure, day, month or time of `old` that `new` gives another value (or, outside a
    restyle, leaves out) which the ask does not give — "" when none."""
    dropped, added = changed_facts(old, new)
    dropped = [w for w in dropped if not _is_negation(w)]
    added = [w for w in added if not _is_negation(w)]
    # 周一 → 星期一, 8点 → 8:00: one figure in two spellings is no change
    dropped, added = unmatched(dropped, added)
    if not dropped:
        return ""
    given = facts_of(asked)
    given_values = {fact_value(w) for w in given}
    licensed = Counter(_sort(w) for w in added if w.lower() in given or _value_in(w, given_values))
    loose = [w for w in added if not (w.lower() in given or _value_in(w, given_values))]
    left: list[str] = []
    for word in dropped:
        if word.lower() in given or _value_in(word, given_values):
            continue  # "change 3 May to 10 May": the old value is named to go
        sort = _sort(word)
        if licensed[sort] > 0:
            licensed[sort] -= 1
            continue
        if sort == "day" and _dated(asked):
            continue  # the weekday of a date the ask moves goes with it
        left.append(word)
    if not left:
        return ""
    came = [w for w in loose if _sort(w) in {_sort(x) for x in left}]
    if kind == "add" and _one_up(left, came):
        return ""  # "add a fourth stall": 三个摊位 → 四个 is the addition's count
    if kind == "restyle" and not came:
        return ""  # a restyle's figure left out is named or refused by facts.py's rules
    if came:
        return f"“{', '.join(left)}” → “{', '.join(came)}”"
    if kind == "stated":
        return ""  # a stated fact may drop what no longer holds beside it
    return f"“{', '.join(left)}” left out"


def _one_up(left: list[str], came: list[str]) -> bool:
    was = [fact_value(w) for w in left]
    now = [fact_value(w) for w in came]
    return len(was) == len(now) == 1 and isinstance(was[0], float) and now[0] == was[0] + 1


def _is_negation(word: str) -> bool:
    return word.lower() in _NEGATION_WORDS or word[:1] in "不没未禁无别"


_NEGATION_WORDS = frozenset(
    ("not", "n't", "never", "no", "none", "nobody", "nothing", "without", "cannot")
)
_DAYS = re.compile(
    r"^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekdays?|weekends?)$"
    r"|^(?:周|星期|礼拜)",
    re.IGNORECASE,
)
_MONTHS = re.compile(
    r"^(?:january|february|march|april|may|june|july|august|september|october|november"
    r"|december)$",
    re.IGNORECASE,
)


def _sort(word: str) -> str:
    if _DAYS.search(word):
        return "day"
    if _MONTHS.search(word):
        return "month"
    return "number"  # 三四 (three or four) has no one value, yet is a count all the same


def _value_in(word: str, values: set[float | str | None]) -> bool:
    value = fact_value(word)
    return value is not None and value in values


def _dated(asked: str) -> bool:
    return any(_sort(w) in ("number", "month") for w in facts_of(asked))


# A price's unit ("£1 each", "50p a litre", "$3 per bag") and a duration's ("three weeks",
# "a whole month"); in Chinese the 每 of a rate (每升, 每本, 每瓶) and a numeral's time unit.
_EN_PRICE_UNIT = re.compile(
    r"(?:[£$€¥]\s?\d[\d.,]*|\b\d+(?:[.,]\d+)?\s?(?:p|pence|pounds?|dollars?|euros?|cents?))"
    r"\s+(?:(each)\b|(?:a|an|per)\s+([a-z]+))",
    re.IGNORECASE,
)
_EN_DURATION = re.compile(r"\b(day|week|month|year)s?\b", re.IGNORECASE)
_ZH_RATE = re.compile(r"每(?:[一1])?([升瓶本袋斤份张件盒箱杯碗罐桶公])")
_ZH_DURATION = re.compile(
    r"[零〇一二两三四五六七八九十百几半\d]个?(天|周|星期|月|年)(?![一二三四五六七八九十\d])"
)


def _units(text: str) -> Counter[str]:
    found: Counter[str] = Counter()
    for match in _EN_PRICE_UNIT.finditer(text):
        found["per " + (match[2] or "each").lower()] += 1
    for match in _EN_DURATION.finditer(text):
        found[match[1].lower()] += 1
    for match in _ZH_RATE.finditer(text):
        found["每" + match[1]] += 1
    for match in _ZH_DURATION.finditer(text):
        found[match[1].replace("星期", "周")] += 1
    return found


def _changed_units(old: str, new: str, asked: str) -> str:
    """A unit of `old` written as another in `new` ("a whole week" → "a whole month", 每升 →
    每瓶) which the ask does not name — "" when none."""
    was, now = _units(old), _units(new)
    gone, came = list((was - now).elements()), list((now - was).elements())
    came = [
        u
        for u in came
        if u.split()[-1].lstrip("每") not in asked.lower()
        and not re.search(rf"\b{re.escape(u.split()[-1])}\b", old, re.IGNORECASE)
    ]
    if gone == ["per each"]:  # "£6 each" → "£6 a jar" of the jars the sentence counts
        came = [u for u in came if not re.search(rf"\b{u.split()[-1]}s?\b", old, re.I)]
    if gone and came:
        return f"“{gone[0]}” → “{came[0]}”"
    return ""


_EN_TOKEN = re.compile(r"[A-Za-z]+(?:['’][a-z]+)?|\d+(?:[.,:]\d+)*|\S")
_AUX = frozenset(
    [
        "do",
        "does",
        "did",
        "will",
        "would",
        "can",
        "could",
        "should",
        "shall",
        "may",
        "might",
        "must",
        "has",
        "have",
        "had",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "am",
        "it",
        "there",
    ]
)


def _tokens(text: str) -> list[str]:
    """Words (English) or characters (Chinese), which a diff lines up."""
    out: list[str] = []
    for token in _EN_TOKEN.findall(text):
        out.extend(token if re.fullmatch(r"[\u3000-\u9fff\uff00-\uffef]+", token) else [token])
    return out


def _ops(old: str, new: str) -> list[tuple[str, str]]:
    """The stretches of `old` the reply replaced, deleted or put text into, as (old, new)
    text pairs."""
    a, b = _tokens(old), _tokens(new)
    out: list[tuple[str, str]] = []
    for tag, i1, i2, j1, j2 in SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag != "equal":
            out.append((_joined(a[i1:i2]), _joined(b[j1:j2])))
    return out


def _joined(tokens: Sequence[str]) -> str:
    text = ""
    for token in tokens:
        wide = bool(re.match(r"[\u3000-\u9fff\uff00-\uffef]", token))
        text += token if wide or not text or not token[0].isalnum() else " " + token
    return text.strip()


def _negations(text: str) -> int:
    english = len(
        re.findall(
            r"\b(?:not|never|no|none|nobody|nothing|nowhere|neither|nor|cannot)\b|n['’]t\b",
            text,
            re.I,
        )
    )
    # 勿 and 莫 are the written 别 (请勿 → 请不要 is the same rule)
    chinese = [m for m in ZH_COUNTED.finditer(text) if m[0] != "别" or _bare_bie(text, m.start())]
    return english + len(chinese) + len(re.findall(r"[勿莫]", text))


def _bare_bie(text: str, at: int) -> bool:
    """Whether 别 at `at` is "don't" (别直接关门, 请别) — not inside 个别, 特别, 分别."""
    before = text[at - 1 : at]
    return not re.match(r"[\u4e00-\u9fff]", before) or before in "请万可也就都还你您们"


# A rule forbidding and a word permitting: 不要在盲道上摆放音箱 made 可以临时摆放 (blind54
# guangchangwu-zh-15), "Do not park on the verge" made "You may park on the verge".
_FORBIDS = re.compile(
    r"不要|不得|不准|不许|不能|禁止|严禁|请勿|切勿|勿|别"
    r"|\b(?:do not|don['’]t|must not|mustn['’]t|may not|cannot|can['’]t|never|not allowed"
    r"|not permitted|no)\b",
    re.IGNORECASE,
)
_PERMITS = re.compile(
    r"(?<![只仅])(?:可以|允许)|欢迎|随意|尽管"
    r"|\b(?:may|can|allowed|permitted|welcome|free to|feel free)\b",
    re.IGNORECASE,
)


def _permitted(old: str, new: str, asked: str) -> bool:
    """Whether a rule of `old` became leave to do it: fewer forbidding words, more
    permitting ones, and the ask says neither."""
    fewer = len(_FORBIDS.findall(new)) < len(_FORBIDS.findall(old))
    more = len(_PERMITS.findall(new)) > len(_PERMITS.findall(old))
    return fewer and more and not (_PERMITS.search(asked) or _FORBIDS.search(asked))


# A word a negation was put before: "proposes" → "does not propose", "accept" → "never agreed",
# 将 → 不会 — the negation and the word alone, nothing else written with them.
_EN_PUT = re.compile(
    r"^(?:(?:do|does|did|will|would|could|should|has|have|had|is|are|was|were)\s+)?"
    r"(?:not|never)\s+[a-z]+$",
    re.IGNORECASE,
)
_ZH_PUT_FROM = frozenset(("将", "会", "能", "要", "可以", "可", "需要", "需"))
_ZH_PUT_TO = frozenset(("不会", "不能", "不要", "不可以", "不可", "不需要", "不需", "不将"))


def _negation_put_in(a: str, b: str, kind: Kind) -> bool:
    """Whether a word `a` became `b` by a negation put before it (see _EN_PUT); a bare 不 put in
    beside an addition, a proofread or a stated fact (需要登记 → 不需要登记)."""
    if re.search(r"[\u4e00-\u9fff]", a + b):
        a, b = a.strip(), b.strip()
        return (a in _ZH_PUT_FROM and b in _ZH_PUT_TO) or (
            a == "" and b == "不" and kind != "restyle"
        )
    return bool(re.fullmatch(r"[A-Za-z]+", a.strip())) and bool(_EN_PUT.match(b.strip()))


# A negation word alone (with the verb it stands before), as a restyle may drop it only by
# saying the opposite: 而不是 → 而且, 不会 → 会, 不需要 → 需要 — not 没多久 → 很快.
_ZH_BARE_NEGATION = re.compile(r"^(?:不|没)(?:是|会|需要|用|必|有)$")


def _zh_negation_cut(a: str, b: str) -> bool:
    return (
        bool(_ZH_BARE_NEGATION.match(a))
        and not re.search(r"[不没未别勿莫无非免否]", b)
        and len(b) <= 2
    )


# Words that say each other's opposite: "proposes" → "rejects", 支持 → 反对 (stems, English).
_OPPOSITES = [
    (
        {"propos", "accept", "approv", "agre", "support", "back"},
        {"reject", "refus", "oppos", "disagre"},
    ),
    ({"allow", "permit"}, {"forbid", "ban", "prohibit"}),
    ({"open"}, {"clos", "shut"}),
    ({"increas", "rais", "ris"}, {"decreas", "cut", "reduc", "lower", "fall"}),
    ({"includ"}, {"exclud"}),
    ({"支持", "同意", "赞成", "接受"}, {"反对", "拒绝"}),
    ({"允许", "可以"}, {"禁止"}),
    ({"开放", "营业", "开门"}, {"关闭", "停业", "关门"}),
    ({"增加", "上涨", "提高"}, {"减少", "下降", "降低"}),
]


def _stem(word: str) -> str:
    word = word.lower()
    for end in ("ing", "es", "ed", "e", "s"):
        if word.endswith(end) and len(word) - len(end) >= 3:
            return word[: -len(end)]
    return word


def _opposite(a: str, b: str) -> bool:
    """Whether a word or two became its opposite ("proposes" → "rejects", 支持 → 反对) — not
    a negated one said the other way (不会关闭 → 照常开放)."""
    if re.search(r"[不没未别勿莫无非]|\b(?:not|never|no)\b|n't", a + b, re.IGNORECASE):
        return False
    if re.search(r"[\u4e00-\u9fff]", a + b):
        if len(a) > 4 or len(b) > 4:
            return False
        return any(
            (any(w in a for w in one) and any(w in b for w in other))
            or (any(w in a for w in other) and any(w in b for w in one))
            for one, other in _OPPOSITES
        )
    was, now = re.findall(r"[A-Za-z]+", a), re.findall(r"[A-Za-z]+", b)
    if len(was) != 1 or len(now) != 1:
        return False
    x, y = _stem(was[0]), _stem(now[0])
    return any(
        (any(x.startswith(w) for w in one) and any(y.startswith(w) for w in other))
        or (any(x.startswith(w) for w in other) and any(y.startswith(w) for w in one))
        for one, other in _OPPOSITES
    )


# A price in Chinese (十二元, 3元, 两块) and its value.
_ZH_PRICE = re.compile(r"([零〇一二两三四五六七八九十百千万\d.]+)(?=元|块钱|块)")


def _changed_prices(old: str, new: str, asked: str) -> str:
    """A Chinese price written as another (一元 → 两元: a lone 一 is no fact for
    fact_reading, so the swap is read here) the ask does not give — "" when none."""

    def values(text: str) -> Counter[float]:
        out: Counter[float] = Counter()
        for match in _ZH_PRICE.finditer(text):
            figure = match[1]
            value = float(figure) if re.fullmatch(r"[\d.]+", figure) else zh_large(figure)
            if value is not None:
                out[value] += 1
        return out

    was, now, given = values(old), values(new), values(asked)
    gone, came = was - now, now - was - given
    if gone and came:
        return f"“{_money(old, gone)}” → “{_money(new, came)}”"
    return ""


def _money(text: str, values: Counter[float]) -> str:
    for match in _ZH_PRICE.finditer(text):
        figure = match[1]
        value = float(figure) if re.fullmatch(r"[\d.]+", figure) else zh_large(figure)
        if value in values:
            return figure + "元"
    return ""


def _sentence_of(text: str, part: str) -> str:
    """The sentence of `text` holding `part` (all of `text` when not found)."""
    for sentence in re.split(r"(?<=[.!?。！？；;])\s*", text):
        if part and part in sentence:
            return sentence
    return text


def _dropped_size(a: str, b: str) -> int:
    """How much of `a` went without a likeness in `b`: English words, or Chinese characters
    over two (a clause of three words or five characters is a sentence's fact, not a slip)."""
    if re.search(r"[\u4e00-\u9fff]", a):
        han = len(re.findall(r"[\u4e00-\u9fff]", a)) - len(re.findall(r"[\u4e00-\u9fff]", b))
        return han - 2
    return len(re.findall(r"[A-Za-z]+|\d+", a)) - len(re.findall(r"[A-Za-z]+|\d+", b))


def _doubled(a: str, old: str) -> int:
    """How many Chinese characters of the dropped `a` were a word typed twice in `old` (演出演出 →
    演出, the second copy is `a`'s end or start): a slip to fix, not a fact gone."""
    for k in (4, 3, 2):
        tail, head = a[-k:], a[:k]
        if len(a) >= k and re.fullmatch(r"[\u4e00-\u9fff]+", tail) and a + tail in old:
            return k
        if len(a) >= k and re.fullmatch(r"[\u4e00-\u9fff]+", head) and head + a in old:
            return k
    return 0


def _renamed(a: str, b: str, asked: str, old: str) -> bool:  # noqa: ARG001 (old: English)
    """Whether a stretch naming a place or a body (三字 or more, a capitalised name) became
    other words the ask does not give (社区活动中心 → 街道办礼堂, "Guildhall" → "Town Hall")."""
    if re.search(r"[\u4e00-\u9fff]", a):
        han_a, han_b = re.sub(r"[^\u4e00-\u9fff]", "", a), re.sub(r"[^\u4e00-\u9fff]", "", b)
        if len(han_a) < 3 or len(han_b) < 2 or facts_of(a) or facts_of(b):
            return False
        places = r"(?:中心|礼堂|大厅|会议室|广场|公园|学校|医院|图书馆|[室厅堂馆场楼院站店])$"
        return (
            bool(re.search(places, han_a) and re.search(places, han_b))
            and han_b not in asked
            and not set(han_a) & set(han_b)
        )
    return False  # an English name swapped is replaced_names.py's


def _shown(text: str) -> str:
    text = text.strip()
    return text if len(text) <= 60 else text[:57] + "…"


def _said(what: str, kind: Kind, zh: bool) -> str:
    if zh:
        asked = {
            "add": "只要求加内容",
            "proofread": "只要求改错别字",
            "stated": "只要求改那一项",
            "restyle": "只要求改措辞",
        }[kind]
        return (
            f"模型还改了你写的内容（{what}），而建议{asked}，保存的话文章说的就不是你写的了，"
            "所以什么都没保存。请按“重试”。"
        )
    asked_en = {
        "add": "only asked to add",
        "proofread": "only asked to fix slips",
        "stated": "only asked to change that one fact",
        "restyle": "only asked to change the wording",
    }[kind]
    return (
        f"The model also changed what your paragraph says ({what}), but the suggestion "
        f"{asked_en}, so the article would say something you did not write. Nothing was "
        "saved — press Retry."
    )
