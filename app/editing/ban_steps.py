"""A ban of the writer's made a permission after a step, in a rewritten paragraph or list item:
"不要给改装过电池的车辆充电" made politer as "改装过电池的车辆，请先到物业报备后再充电" (blind55
dianche-zh-14), "Do not touch the ropes" as "Please ask a ringer first, then touch the ropes".

The negation readers count 不要 and its word (给改…), and the ban's act (充电) sits at the end of
the clause, far from it; flipped_rules.py reads a ban made a permission on request (如需…). Here:
the ban's clause ends on an act the new text still names, after a step (先…再, …后再, "first …
then", "once you have …") and with no ban of its own left. Pure: texts in, the two wordings out.
"""

from __future__ import annotations

import re

_ZH_BAN = re.compile(
    r"(?:不得|不准|不许|禁止|严禁|不能|不可以?|请勿|切勿|不要|别)([^，。；！？、\n]{2,30}?)(?=[，。；！？\n]|$)"
)
_ZH_NO_BAN = re.compile(r"不得|不准|不许|禁止|严禁|不能|不可|请勿|切勿|不要|别|勿|不|禁|没|无")
# A step before the act: 先……再, ……后再, 之后再, 后方可, 后才能, 报备后可以.
_ZH_STEP = (
    r"(?:先[^，。；！？\n]{1,24}?(?:再|后|然后)|后再|之后再|以后再|后方可|后才能|后才可以?"
    r"|后可以?|再)"
)
_EN_BAN = re.compile(
    r"\b(?:do\s+not|don't|never|must\s+not|mustn't|may\s+not|cannot|can't"
    r"|are\s+not\s+allowed\s+to)\s+([a-z]{3,})",
    re.IGNORECASE,
)
_EN_STEP = (
    r"(?:\bfirst\b[^.;!?\n]{0,60}?\bthen\s+(?:you\s+(?:can|may)\s+)?"
    r"|\b(?:once|after)\s+[^.;!?\n]{3,60}?,?\s*(?:you\s+(?:can|may|are\s+welcome\s+to)\s+)"
    r"|\byou\s+(?:can|may|are\s+welcome\s+to)\s+)"
)


def ban_after_step(old: str, new: str, asked: str) -> tuple[str, str] | None:
    """(the writer's ban, the reply's words) when `new` allows the act a ban of `old` forbids
    after a step, with no ban of that act left and the ask not naming the act — or None."""
    if re.search(r"[\u4e00-\u9fff]", old):
        return _zh(old, new, asked)
    return _en(old, new, asked)


def _zh(old: str, new: str, asked: str) -> tuple[str, str] | None:
    for match in _ZH_BAN.finditer(old):
        act = match[1][-2:]
        if not re.fullmatch(r"[\u4e00-\u9fff]{2}", act) or act in asked or match[0] in new:
            continue  # (a ban the reply still writes word for word is kept, whatever else)
        bans = [m for m in _ZH_BAN.finditer(new) if m[1].endswith(act)]
        if len(bans) >= sum(1 for m in _ZH_BAN.finditer(old) if m[1].endswith(act)):
            continue
        allowed = re.search(rf"{_ZH_STEP}[^，。；！？\n]{{0,4}}?{re.escape(act)}", new)
        if allowed is None:
            continue
        clause = _clause(new, allowed.start(), allowed.end())
        if _ZH_NO_BAN.search(clause):
            continue  # 报备前不要充电: still a ban
        return match[0], clause
    return None


def _en(old: str, new: str, asked: str) -> tuple[str, str] | None:
    for match in _EN_BAN.finditer(old):
        act = match[1].lower()
        if act in asked.lower() or act in ("be", "have"):
            continue
        allowed = re.search(rf"{_EN_STEP}{re.escape(act)}\b", new, re.IGNORECASE)
        if allowed is None:
            continue
        if any(m[1].lower() == act for m in _EN_BAN.finditer(new)):
            continue
        return match[0], _clause(new, allowed.start(), allowed.end())
    return None


def _clause(text: str, start: int, end: int) -> str:
    """The sentence of `text` around [start, end), to quote to the writer."""
    marks = "。；！？\n.;!?"
    head = max((text.rfind(m, 0, start) for m in marks), default=-1) + 1
    tails = [at for at in (text.find(m, end) for m in marks) if at >= 0]
    return text[head : min(tails) if tails else len(text)].strip().lstrip("-*> ").strip()
