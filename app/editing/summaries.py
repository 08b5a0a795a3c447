"""A summary of the article given in place of the asked paragraph.

"检测那段写得更具体一些" answered with "通知要点：11月12日9:00–17:00停水；3、5、6栋全部停水…"
is the whole notice in a line: spliced over the testing paragraph, the article would lose what
that paragraph said and say the other paragraphs' dates, times and buildings twice. A
paragraph rewritten to be more concrete may borrow a date from one neighbour; one that echoes
the figures of three or more other paragraphs, each kept as it was, recaps the
article rather than rewriting its part. A suggestion that asks for a summary, a recap, key
points or a merge is none.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.elided import Refused
from app.editing.left_out import rewritten
from app.editing.scope import Scope

# Asking for a recap or for paragraphs to come together, where echoing the others is the edit.
_ASKS_RECAP = re.compile(
    r"\b(?:summar\w*|recap\w*|sum\s+up|overview|tl;?dr|key\s+points|takeaways|merg\w*"
    r"|combin\w*|join\w*)\b"
    r"|概括|总结|摘要|归纳|要点|汇总|小结|合并|并成|合成|整合",
    re.IGNORECASE,
)
# Other paragraphs a rewrite may echo before it reads as a recap of the article.
_ECHOED_ENOUGH = 3
# What a paragraph must share with the rewrite, beyond the asked paragraph's own, to be echoed.
_SHARED_ENOUGH = 2


def _marks(text: str) -> set[str]:
    """What a paragraph says of its own that a rewrite cannot come to by chance: its figures
    (dates, times, counts; common words are shared by any two paragraphs of a long article)."""
    return set(re.findall(r"\d+(?:[.:]\d+)?", text))


def asks_recap(asked: str) -> bool:
    """Whether the writer asks for a recap, key points or paragraphs brought together."""
    return _ASKS_RECAP.search(asked) is not None


def check_summary(before: str, after: str, suggestions: Sequence[str], scope: Scope) -> None:
    """Raises Refused when one paragraph's rewrite echoes several untouched paragraphs."""
    asked = "\n".join(suggestions)
    if scope.whole or scope.translate or scope.reshape or _ASKS_RECAP.search(asked):
        return
    changed = list(rewritten(before, after))
    if len(changed) != 1 or "\n\n" in changed[0][0] or "\n\n" in changed[0][1]:
        return
    old, new = changed[0]
    others = [p for p in after.split("\n\n") if p != new and p in before.split("\n\n")]
    fresh = _marks(new) - _marks(old) - _marks(asked)
    echoed = [p for p in others if len(fresh & _marks(p)) >= _SHARED_ENOUGH]
    if len(echoed) < _ECHOED_ENOUGH:
        return
    if re.search(r"[\u4e00-\u9fff]", old):
        raise Refused(
            "模型给的是整篇文章的概要，而不是改写后的那一段：保存的话，这一段原来的内容会丢失，"
            "别的段落的内容会重复一遍。没有保存，请按“重试”。"
        )
    raise Refused(
        "The model gave a summary of the whole article instead of the rewritten paragraph: "
        "saving it would lose what that paragraph said and repeat the others. Nothing was "
        "saved — press Retry."
    )
