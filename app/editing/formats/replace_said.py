"""A selection answered as an instruction: `把“兑完为止”改为“数量有限，先到先得”。`, "Change “free”
to “at no cost”." (blind55 dianche-zh-08, zhongqiu-zh-10). Read as text, the whole instruction
went into the article in the selection's place (不得把“私拉电线充电”改为“私自拉电线给车充电”。);
when the quoted old text is the selection, the quoted new text is its replacement.

Read only when the reply is that one instruction (a list of several, or one about other words,
is left to the selection reader). Pure: the reply and the selection in, the new text out."""

from __future__ import annotations

import re

from app.editing.units import normal

_OPEN = "“\"「『‘'《"
_CLOSE = "”\"」』’'》"
_QUOTED = rf"[{_OPEN}](?P<{{name}}>[^\n]+?)[{_CLOSE}]"
_ZH = re.compile(
    r"^[ \t>*_]*(?:(?:建议|可以|请)[，,：:]?\s*)?(?:把|将)?\s*"
    + _QUOTED.format(name="old")
    + r"\s*(?:一词|这几个字|这句话?)?\s*"
    r"(?:改为|改成|换成|换为|替换为|替换成|改写为|改写成|写成|→|->)"
    r"\s*[：:]?\s*" + _QUOTED.format(name="new") + r"\s*[。.！!]?[ \t*_]*$"
)
_EN = re.compile(
    r"^[ \t>*_]*(?:(?:i'd|i would|i suggest(?:ed)?)\s+)?(?:change|replace|swap|reword|rewrite)\s+"
    + _QUOTED.format(name="old")
    + r"\s+(?:to|with|for|as)\s+"
    + _QUOTED.format(name="new")
    + r"\s*[.!]?[ \t*_]*$",
    re.IGNORECASE,
)


def replacement_said(reply: str, selection: str) -> str | None:
    """The new text the reply's one instruction gives the selection, or None."""
    text = reply.strip()
    if not text or "\n" in text or not selection.strip():
        return None
    found = _ZH.match(text) or _EN.match(text)
    if found is None:
        return None
    old, new = found["old"].strip(), found["new"].strip()
    if not new or normal(old) != normal(selection.strip()) or normal(new) == normal(old):
        return None
    return new
