"""Terms a restyle loosened while keeping the sentence that states them: an exact count made a
rough one (86人 → 近百人, "212 members" → "hundreds of members"), a figure made vague ("£1 off"
→ "discounts", 减免300元 → 可享优惠), a limit lifted ("up to two items" → "as many as you
like", 每场限15名 → 不限人数), and something free made paid (首次外拍免费 → 外拍费用自理) or,
in a named part's restyle that is no cut, left out (会员免费, "members swim free" gone from a
clearer price line). Each leaves a sentence about the same thing that now promises readers
something else, so the judge refuses it as it refuses a figure changed (facts.py).

Read narrowly: only words newly written (more of them than the writer had), beside the
writer's figure, limit or "free" gone; a cut that leaves the whole sentence out, a figure kept,
"feel free" or "gluten-free", and asks about the figures, limits, prices or rounding themselves
are left alone."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.domain.text import counts_characters
from app.editing.asked_labels import without_labels
from app.editing.elided import Refused
from app.editing.fact_reading import changed_facts, fact_value, stated
from app.editing.facts import lost_figures, states_facts
from app.editing.kept_asked import without_kept
from app.editing.scope import Scope

# A count said roughly: 近百, 上万, 数百, 几十, "hundreds of", "nearly a hundred".
_ROUGH = re.compile(
    r"(?:将近|接近|近|上|数|几|逾|成)[一二两三四五六七八九]?[十百千万](?![分])"
    r"|\b(?:hundreds|thousands|dozens|scores)\s+of\b"
    r"|\b(?:nearly|almost|about|around|roughly|close\s+to|well\s+over|over)\s+(?:a\s+)?"
    r"(?:hundred|thousand|dozen)\b",
    re.IGNORECASE,
)
# An amount said without its figure: "discounts", "money off", 优惠, 减免, 若干.
_VAGUE = re.compile(
    r"\b(?:discounts?|discounted|reductions?|reduced\s+(?:price|rate|fee)s?|money\s+off"
    r"|concessions?|special\s+(?:price|rate|offer)s?|a\s+small\s+(?:fee|charge))\b"
    r"|优惠|折扣|打折|减免|让利|若干|适量|少量|相应|不等|酌情",
    re.IGNORECASE,
)
# A limit on what readers may bring, book or take, and its lifting.
_LIMIT = re.compile(
    r"\b(?:up\s+to|no\s+more\s+than|not\s+more\s+than|at\s+most|a\s+maximum\s+of|maximum"
    r"|limit(?:ed)?\s+(?:of|to))\b"
    r"|限|最多|不超过|至多|上限|为限",
    re.IGNORECASE,
)
_UNLIMITED = re.compile(
    r"\bas\s+(?:many|much)\s+(?:[a-z]+\s+){0,3}?as\s+(?:(?:you|they|we)(?:\s+(?:like|want|wish"
    r"|need|can))?|(?:want|wants|like|wish|need)(?:\s+to\s+come)?)\b"
    r"|\bany\s+number\s+of\b|\bunlimited\b|\bno\s+limit\b|\bwithout\s+(?:a\s+|any\s+)?limit\b"
    r"|不限|无限制|没有限制|不设上限|无上限|不封顶|想[\u4e00-\u9fff]{0,3}多少|多少都",
    re.IGNORECASE,
)
# Something given free, in the price sense ("members swim free", "free of charge", 免费):
# not "feel free", "free time", "free to choose" or "gluten-free".
_FREE = re.compile(
    r"(?<!feel\s)(?<![-‐])\bfree\b(?![-‐]|\s+(?:time|to|from|will|speech|range|hand|rein"
    r"|spirit|of(?!\s+charge)))"
    r"|\bno\s+(?:extra\s+)?(?:charge|fee|cost)\b|\bwithout\s+charge\b|\bcomplimentary\b"
    r"|\b(?:costs?|pay|paying)\s+nothing\b|\b(?:won[’']t|doesn[’']t|don[’']t)\s+cost\b"
    r"|免费|免票|免收|免单|全免|不收费|不收钱|不要钱|不花钱|不用花钱|零费用"
    r"|(?:无需|无须|不用|不需要?)(?:付费|交费|缴费|付钱|花钱)|不收取|分文不取|不收一分钱"
    r"|白(?:帮|送|给|用|拿)",  # 白帮忙装的: done for free, said casually
    re.IGNORECASE,
)
_PAID = re.compile(
    r"\b(?:charged|chargeable|at\s+your\s+own\s+(?:cost|expense)|(?:costs?|is|are)\s+extra"
    r"|fees?\s+apply|you\s+pay|pay\s+for\s+(?:it|them|your\s+own))\b"
    r"|自理|自费|自付|另付|另收|另行收费|(?<![不免无])(?:收费|付费)|需缴|须缴|需付|须付",
    re.IGNORECASE,
)
# Asks about the terms themselves: rounding, limits, prices and what is free.
_ASKS_ROUGH = re.compile(
    r"\b(?:round\w*|approximat\w*|rough\w*|ballpark)\b|约数|大约|大概|粗略|取整|概数", re.I
)
_ASKS_LIMIT = re.compile(r"\b(?:limit\w*|cap\w*|maximum|up\s+to)\b|限|最多|上限", re.I)
_ASKS_PRICE = re.compile(
    r"\b(?:free|charg\w*|pay\w*|discount\w*|paid|exact\w*|precise\w*)\b"
    r"|免费|收费|付费|优惠|折扣|自费|精确|具体",
    re.IGNORECASE,
)
_CLAUSE = re.compile(r"[^，。；！？,.;!?\n]+")


def check_loosened(
    before: str, after: str, suggestions: Sequence[str], scope: Scope, *, selected: bool = False
) -> None:
    """Raises Refused when a restyle made the writer's terms looser or vaguer unasked."""
    asked = without_kept("\n".join(suggestions))
    if (
        scope.translate
        or scope.reshape
        or scope.adds
        or scope.facts
        or scope.figures
        or (scope.shorten and selected)
        or states_facts(asked)
    ):
        return
    olds, news = before.split("\n\n"), after.split("\n\n")
    pairs = list(zip(olds, news, strict=True)) if len(olds) == len(news) else [(before, after)]
    # "free" only left out counts in a named part's restyle: a whole-article retelling may say
    # a neighbour's favour another way
    free_may_go = scope.shorten or scope.removes or scope.whole
    named = without_labels(asked, before)  # "the prices paragraph", “费用”这段: a name
    for old, new in pairs:
        if old != new and new not in olds:
            _check_pair(old, new, named, free_may_go=free_may_go)


def _check_pair(old: str, new: str, asked: str, *, free_may_go: bool) -> None:
    zh = counts_characters(old)
    if not _ASKS_ROUGH.search(asked):
        rough = _more(_ROUGH, old, new)
        exact = [
            w
            for w in changed_facts(old, new)[0]
            if isinstance(fact_value(w), float) and not stated(w)[1]
        ]
        if rough and exact:
            raise Refused(
                "The model made exact figures of yours rough ones ("
                + _quoted(exact)
                + " → "
                + _quoted(rough)
                + "), which the suggestion did not ask for. Nothing was saved — press Retry."
            )
    if not _ASKS_PRICE.search(asked):
        vague = _more(_VAGUE, old, new)
        lost = lost_figures(old, new)
        if vague and lost:
            said = next((c.strip() for c in _CLAUSE.findall(old) if lost[0] in c), lost[0])
            _changed(_unbolded(said), vague[0])
        free = _FREE.findall(old)
        if len(_FREE.findall(new)) < len(free) and (_more(_PAID, old, new) or not free_may_go):
            gone = [c.strip() for c in _CLAUSE.findall(old) if _FREE.search(c)]
            shown = [c for c in gone if c not in new] or gone
            raise Refused(
                "The model took away something your article gives free ("
                + _quoted([_unbolded(c) for c in shown])
                + "), which the suggestion did not ask for, so readers would be told to pay. "
                "Nothing was saved — press Retry."
            )
    if not _ASKS_LIMIT.search(asked) and _LIMIT.search(old):
        lifted = _more(_UNLIMITED, old, new)
        if lifted and len(_LIMIT.findall(new)) < len(_LIMIT.findall(old)):
            limit = next(c.strip() for c in _CLAUSE.findall(old) if _LIMIT.search(c))
            _changed(_unbolded(limit) if zh else _limit_words(limit), lifted[0])


def _changed(old: str, new: str) -> None:
    raise Refused(
        f"The model changed what a figure of yours says (“{old}” → “{new}”), which the "
        "suggestion did not ask for, so the article would say something else. Nothing was "
        "saved — press Retry."
    )


def _more(pattern: re.Pattern[str], old: str, new: str) -> list[str]:
    """The words of `pattern` that `new` writes more often than `old` does, as written."""
    had = [m[0].lower() for m in pattern.finditer(old)]
    found: list[str] = []
    for match in pattern.finditer(new):
        word = match[0].lower()
        if word in had:
            had.remove(word)
        else:
            found.append(match[0])
    return found


def _limit_words(clause: str) -> str:
    """The limit and the few words after it ("up to two items"), not its whole clause."""
    match = _LIMIT.search(clause)
    if match is None:
        return clause
    return " ".join(clause[match.start() :].split()[:4]).rstrip(".,;")


def _unbolded(text: str) -> str:
    return re.sub(r"\*\*[^*]*\*\*", "", text).strip() or text


def _quoted(words: Sequence[str]) -> str:
    return ", ".join(f"“{w}”" for w in words[:4])
