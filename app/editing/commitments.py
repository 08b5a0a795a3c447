"""What a clause commits to, kept through any restyle of it, a cut or a gentler tone too: the
condition a rule holds under (乙方无正当理由不购买的 → 乙方不购买的, "leaves early without good
reason" → "leaves early") and a party's duty (甲方应双倍返还定金 → 双方可协商退还定金, "shall
return the deposit within 10 days" → "can negotiate when the deposit is returned"). Dropping
the one makes a rule unconditional; the other turns what a party must do into something to talk
about. Neither is how the text sounds, so meaning_kept.py refuses both unless the suggestion
speaks of conditions or of negotiating.

Read narrowly: a condition is one of a few fixed phrases (无正当理由, 无故, 未经…同意, "without
good reason", "without (prior) notice / consent"), dropped only when the words right after it
are still there (a cut that took the whole sentence dropped no condition); a duty made
negotiable is a paragraph that bound a party (应, 须, 必须, shall, must) rewritten with a word of
negotiating it did not have (协商, 商量, 酌情, negotiate, by agreement, at … discretion)."""

from __future__ import annotations

import re

from app.editing.elided import Refused
from app.editing.left_out import rewritten

_CONDITION = re.compile(
    r"无正当理由|无合理理由|无故|未经[^，。；,;]{0,8}?(?:同意|许可|批准|允许|授权)"
    r"|\bwithout (?:a |any )?(?:good|valid|reasonable|proper|legitimate|just) "
    r"(?:reason|cause|excuse)\b"
    r"|\bwithout (?:(?:prior|written|advance|reasonable) )?"
    r"(?:notice|permission|consent|approval)\b",
    re.IGNORECASE,
)
_ASKS_CONDITION = re.compile(
    r"条件|理由|无故|正当|\b(?:condition\w*|reason\w*|unless|without|unconditional\w*)\b",
    re.IGNORECASE,
)
# A party bound to do something: 应 before what it does (应向乙方双倍返还, 应于7日内退还).
_DUTY = re.compile(
    r"(?<![反相适供答回对响理效感报])应(?!该不|不)(?=[向于在由对给按当]|[\u4e00-\u9fff]{0,8}?"
    r"(?:返还|退还|支付|承担|赔偿|负责|缴纳|交纳|提供|办理|签订|通知|遵守|保证|归还))"
    r"|必须|须(?!知)|务必|\b(?:shall|must|is required to|are required to)\b",
    re.IGNORECASE,
)
_NEGOTIABLE = re.compile(
    r"协商|商量|商议|酌情|视情况|看情况"
    r"|\b(?:negotia\w*|by (?:mutual )?agreement|at (?:the|its|his|her|their|our) discretion"
    r"|(?:can|may|could) (?:be )?(?:agreed|discussed|talk\w* about))\b",
    re.IGNORECASE,
)


def _tail(text: str, end: int) -> str:
    """The words right after a condition: three CJK characters, or two English words."""
    rest = text[end:].lstrip(" ,，")
    if re.match(r"[\u4e00-\u9fff]", rest):
        return re.match(r"[\u4e00-\u9fff]{1,3}", rest)[0]  # type: ignore[index]
    words = re.findall(r"[A-Za-z'’]+", rest)[:2]
    return " ".join(words)


def dropped_conditions(before: str, after: str) -> list[str]:
    """The conditions of `before` that `after` left out while keeping the words after them."""
    found: list[str] = []
    for old, new in rewritten(before, after):
        held = [m[0].lower() for m in _CONDITION.finditer(new)]
        for match in _CONDITION.finditer(old):
            said = match[0].lower()
            if said in held:
                held.remove(said)
                continue
            tail = _tail(old, match.end())
            if tail and re.search(re.escape(tail), new, re.IGNORECASE):
                found.append(match[0])
    return found


def made_negotiable(before: str, after: str) -> list[tuple[str, str]]:
    """(the duty's word, the word of negotiating) for each paragraph whose duty the rewrite
    made something to negotiate."""
    found: list[tuple[str, str]] = []
    for old, new in rewritten(before, after):
        duty = _DUTY.search(old)
        talk = [m[0] for m in _NEGOTIABLE.finditer(new) if m[0].lower() not in old.lower()]
        if duty and talk:
            found.append((duty[0], talk[0]))
    return found


def check_commitments(before: str, after: str, asked: str) -> None:
    """Raises Refused when a rewrite dropped a condition of a rule or made a duty negotiable,
    and the suggestion (`asked`) does not speak of either."""
    conditions = [] if _ASKS_CONDITION.search(asked) else dropped_conditions(before, after)
    if conditions:
        shown = ", ".join(f"“{c}”" for c in dict.fromkeys(conditions))
        raise Refused(
            f"The model left out a condition of yours ({shown}), so your rule would hold "
            "without it, which the suggestion did not ask for. Nothing was saved — press Retry."
        )
    if _NEGOTIABLE.search(asked):
        return
    duties = made_negotiable(before, after)
    if duties:
        old, new = duties[0]
        raise Refused(
            f"The model turned a duty of yours (“{old}”) into something to negotiate (“{new}”), "
            "so the clause would commit to less, which the suggestion did not ask for. Nothing "
            "was saved — press Retry."
        )
