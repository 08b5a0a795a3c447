"""How binding a rule is, for qualifiers.py: a restyle that turns a rule into a wish — 院内全域禁烟
→ 尽量不要吸烟, "please don't let him off" → "try not to let him off", 必须出示 → 最好出示 — or a
permission into a duty — 任何一方均可起诉 → 都必须起诉, "you may" → "you must" — says something
the writer did not, though no figure moved. Read paragraph by paragraph over the ones the
reply rewrote, and sentence by sentence where the paragraph kept its sentences: a "may" softened
in one sentence and a "don't miss it!" added to another are no rule made a duty."""

from __future__ import annotations

import re

from app.editing.left_out import paired
from app.editing.units import sentence_spans

# A duty or a ban: what the reader must or must not do.
_BINDING = re.compile(
    r"必须|务必|应当|一律|一定要|(?<![如若无必])须(?!知)|(?<![如若无])需(?=[出交提携填遵])"
    r"|禁止|严禁|禁烟|不得|不准|不许|切勿|请勿|不可(?!能)|谢绝|不能"
    # a deadline or a start that will not move: 过时不候, 恕不受理, 概不退换, 不予办理
    r"|不候|恕不|概不|不予"
    r"|\b(?:must|mustn't|have to|has to|shall|required|mandatory|never|do not|don't|may not"
    r"|not allowed|prohibited|forbidden|cannot|can't|will not|won't|sharp|strictly"
    r"|no exceptions|without exception|at the latest|no later than)\b",
    re.IGNORECASE,
)
# A hedge that makes a rule a wish.
_HEDGE = re.compile(
    r"尽量|尽可能|最好|如有可能|可以的话|如果方便|建议"
    r"|\b(?:try to|try not to|if possible|where possible|ideally|preferably|if you can"
    r"|it's best to|it is best to|we'd recommend|we recommend|recommended)\b",
    re.IGNORECASE,
)
# A permission: what the reader may do.
_PERMISSION = re.compile(
    r"(?<!不)可以|均可|皆可|都可|亦可|允许|可(?=[向在到于凭用自])"
    r"|\b(?:may(?! not)|are welcome to|are free to|is optional|optionally)\b",
    re.IGNORECASE,
)
# A suggestion about how binding the text is: "make it less strict", 别那么严格, 改成必须. A
# softer, gentler or more tactful tone (语气委婉一点, 柔和些, "friendlier") is how the rule is
# said, not whether it holds: 过时不候 said gently still does not wait.
ASKS_BINDING = re.compile(
    r"严格|强硬|强制|命令|必须|可以|禁止|允许|建议|放宽|通融"
    r"|\b(?:strict\w*|firm\w*|mandatory|optional|must|may"
    r"|allowed|forbid\w*|ban\w*|rule\w*|recommend\w*|lenient|flexib\w*)\b"
    # a limit lifted ("drop the limit on visitors per car"): the rule's words go with it
    r"|\b(?:drop|remov|lift|scrap|end)\w*\s+(?:the\s+)?(?:[\w-]+\s+)?limits?\b|不再限|取消限",
    re.IGNORECASE,
)


def loosened_rules(before: str, after: str) -> list[tuple[str, str]]:
    """(the rule's words, the rewrite's words) for each paragraph whose rule the rewrite made
    a wish, or whose permission it made a duty: ("禁烟", "尽量"), ("均可", "必须")."""
    found: list[tuple[str, str]] = []
    for old, new in _units(before, after):
        binding = len(_BINDING.findall(old)), len(_BINDING.findall(new))
        hedges = len(_HEDGE.findall(old)), len(_HEDGE.findall(new))
        allowed = len(_PERMISSION.findall(old)), len(_PERMISSION.findall(new))
        weakened = binding[0] > 0 and hedges[1] > hedges[0]
        bound = allowed[1] < allowed[0] and binding[1] > binding[0]
        if weakened or bound:
            said = _BINDING if weakened else _PERMISSION
            came = _HEDGE if weakened else _BINDING
            gone = [w for w in dict.fromkeys(said.findall(old)) if w not in new]
            added = [w for w in dict.fromkeys(came.findall(new)) if w not in old]
            found.append((", ".join(gone or said.findall(old)[:1]), ", ".join(added)))
    return found


def _units(before: str, after: str) -> list[tuple[str, str]]:
    """The rewritten paragraphs side by side, each split into its sentences side by side when
    both have as many."""
    units: list[tuple[str, str]] = []
    for old, new in paired(before, after):
        olds = [old[a:b] for a, b in sentence_spans(old)]
        news = [new[a:b] for a, b in sentence_spans(new)]
        if len(olds) == len(news) > 1:
            units += [(o, n) for o, n in zip(olds, news, strict=True) if o != n]
        else:
            units.append((old, new))
    return units
