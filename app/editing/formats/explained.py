"""The model explaining its new text for a selection, in a paragraph of its own after it:
"I swapped “standing still” for “still” to save a few words.", "This keeps the point but
drops the repetition.", "这样动作更具体，画面也更鲜活。", "把“就用”改成了“便被”，语气更书面。"
Such a paragraph is the model's note, never part of the replacement (a selection that holds no
blank line is not replaced by two paragraphs of which one only talks about the edit).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.align import MATCH, similarity
from app.editing.units import normal

# The edit said as the subject of a reason: "This version opens with…", "It keeps…".
_AS_REASON = (
    r"(?:(?:the|this|that) (?:(?:new|revised|shorter|tighter) )?(?:version|wording|sentence|rewrite"
    r"|opening|intro)|this|that|these|it)\s+"
    r"(?:now\s+)?(?:keeps|makes|gives|adds|reads|sounds|flows|stays|avoids|removes|drops|cuts"
    r"|opens|starts|begins|leads|ends|closes|draws|pulls"
    r"|trims|tightens|emphasi[sz]es|preserves|retains|conveys|captures|brings|puts|lets|helps"
    r"|shortens|simplifies|clarifies|sharpens|lifts|is (?:now|shorter|tighter|clearer|more|less"
    r"|punchier|livelier|simpler))\b"
)
_SUBJECT_REASON = re.compile(rf"^[\s*_>]*{_AS_REASON}", re.IGNORECASE)
# A reason or an account of the change, said first.
_REASON = re.compile(
    r"^[\s*_>]*(?:" + _AS_REASON + r"|that way\b|in this version\b"
    r"|by (?:swapping|replacing|cutting|dropping|removing|trimming)\b"
    r"|(?:i\s+(?:have\s+|'ve\s+)?)?(?:swapped|replaced|changed|cut|dropped|removed|trimmed"
    r"|tightened|reworded|rephrased|merged|shortened|simplified|turned|used|kept|softened"
    r"|warmed|toned|reworked|adjusted|tweaked|went with|opted)\b"
    r"|(?:swapping|replacing|cutting|dropping|removing|trimming|rewording)\b"
    r"|这样(?!的)|这么(?:一)?改|如此一来|改后|修改后(?![:：])|改写后(?![:：])|此处|这一?版|新句"
    r"|(?:我)?(?:把|将|用)[“\"「『]|删去|删掉|去掉了|换成了|改用了"
    # 保留了提醒，语气柔和一些 — what was kept, then how it sounds now ("I kept…")
    r"|(?:仍|还|既)?(?:保留了|保持了|保住了)|语气(?:上)?(?:更|变得|柔和|温和|缓和)|读起来|听起来"
    # the meaning said to be kept: "Same offer, it just reads warmer.", 意思没变，语气更客气。
    r"|same (?:meaning|offer|point|facts|content|sense)\b|(?:the )?meaning (?:is |stays )?"
    r"(?:unchanged|the same|intact)\b|意思(?:没变|不变|没有变|一样|还是一样|相同)|含义不变|语义不变"
    # what stayed, said first: 金额和规则都没动，…; "The figures are unchanged."
    r"|[^，,。！？\n]{1,12}?(?:都|均|也)?(?:没动|没有动|没改|没有改|未改|未动|没变|不变|保持不变|保持原样)"
    r"|(?:the\s+|all\s+(?:the\s+)?)?(?:numbers?|figures?|dates?|times?|amounts?|prices?|facts?"
    r"|details?|rules?)(?:\s+and\s+\w+)?\s+(?:are|is|stay(?:ed)?|remain(?:ed)?)\s+"
    r"(?:unchanged|the\s+same|untouched|intact|as\s+(?:they|it)\s+(?:were|was))\b"
    r")",
    re.IGNORECASE,
)
_QUOTED = re.compile(r"[“\"「『‘']([^”\"」』’'\n]{2,60})[”\"」』’']")
_EDIT_WORD = re.compile(
    r"\b(?:swap\w*|replac\w*|chang\w*|cut|dropp?\w*|remov\w*|trimm?\w*|instead of|for|with"
    r"|into|to)\b|改|换|删|去掉|替换|变成",
    re.IGNORECASE,
)


def gives_reason(unit: str) -> bool:
    """Whether a unit is one short paragraph said as the edit's reason, the edit its subject
    ("This version opens with the smell of the kitchen to pull readers in.") — not an account
    such as "I kept…", which an article's own line may be ("I kept a notebook of every swim")."""
    flat = unit.strip()
    return "\n" not in flat and len(flat) <= 300 and _SUBJECT_REASON.match(flat) is not None


def explains(unit: str, original: str, body: str, rest: Sequence[str]) -> bool:
    """Whether `unit`, after the new text `rest`, is the model explaining its change to the
    selection `original`: not the article's text, not a rewrite of the selection, and said as
    a reason ("This keeps…", 这样更…) or as an account quoting words the selection had and the
    new text lost ("I replaced “x” with “y”", 把“x”改成了“y”)."""
    flat = unit.strip()
    if not flat or "\n\n" in flat or normal(flat) in normal(body):
        return False
    if similarity(flat, original) >= MATCH:
        return False
    if _REASON.match(flat):
        return True
    new = normal(" ".join(rest))
    old = normal(original)
    quotes_old = any(normal(q) in old and normal(q) not in new for q in _QUOTED.findall(flat))
    return quotes_old and _EDIT_WORD.search(flat) is not None
