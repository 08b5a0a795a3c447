"""A held wish put back to the one piece it was said for: 「上次说不要感叹号是针对那篇讣告的，平时
无所谓」, "That no-exclamation rule was just for the obituary. Normally I don't mind them.",
"Scratch the formal thing - that was only for the grant report. My blog is casual."

The writer does not turn the wish round: they say it never was lasting. The held value on the
dimension it names is set aside (read as withdrawn, app/style/withdrawals.py) and nothing is
filed in its place — unless the rest of the message says what they want instead ("My blog is
casual", 「我的博客口语一点就好」), which is then a correction of the held wish, filed outright.
"Not only for the obituary — for everything" and 「不只是针对那篇」 keep the wish. Pure.
"""

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from app.domain.models import StyleAssertion
from app.style.dimensions import Observation, relation
from app.style.filing import CORRECTION_STRENGTH
from app.style.withdrawals import TOPICS, set_aside

_I = re.IGNORECASE

# The wish said to have held for one piece only. (No "isn't just for", "not only for": the
# verb is followed at once by the narrowing word, so a negated verb never matches.)
_ONLY_FOR_EN = re.compile(
    r"\b(?:was|were|is|was meant|was supposed to be|applied|only applied)\s+"
    r"(?:only|just|purely|strictly|specifically)\s+(?:for|about|meant for|to)\s+"
    r"(?:the|that|this|my|our|a|one)\b[^.!?;]{0,60}",
    _I,
)
_ONLY_FOR_ZH = re.compile(
    r"(?<![不非])(?:只是|仅仅?是?|专门|单单|就是|是只|只|是)(?:针对|适用于|用于|对着|限于)"
    r"[^，,。！!？?；;]{1,30}?(?:的|说的|来的)?(?=[，,。！!？?；;]|$)"
)
# The wish recalled as an earlier one: "the X thing", "that rule", 「上次说」, 「那个要求」.
_EARLIER_ZH = re.compile(
    r"(?:上次|之前|以前|上回|先前|刚才|原先)(?:我)?(?:说|讲|提|要求)|那个|那条|这条|这个|要求|规定|规矩|说法"
)
# Everywhere else it does not matter: what makes a bare scope a lifting of the wish.
_ELSEWHERE_FREE = re.compile(
    r"平时|别的文章|其他文章|其它文章|别的稿子|其余|以外|无所谓|不用管|不必管|随意|随便|"
    r"\b(?:usually|normally|otherwise|elsewhere|generally|in general|the rest)\b|"
    r"\bdon'?t (?:mind|care)\b|\bdoesn'?t matter\b",
    _I,
)
_EXCLAMATION = re.compile(r"exclamation|感叹号|惊叹号|!", _I)


def _scope(text: str) -> re.Match[str] | None:
    english = _ONLY_FOR_EN.search(text)
    if english is not None:
        return english
    chinese = _ONLY_FOR_ZH.search(text)
    if chinese is None:
        return None
    before = text[: chinese.start()]
    if _EARLIER_ZH.search(before) or _ELSEWHERE_FREE.search(text[chinese.end() :]):
        return chinese
    return None


def _named(before: str, read: Callable[[str], list[Observation]]) -> str | None:
    """The dimension of the wish named before the scope ("That no-exclamation rule")."""
    if _EXCLAMATION.search(before):
        return "exclamation"
    found = [(m.start(), d) for d, pattern in TOPICS if (m := pattern.search(before))]
    if found:
        return min(found)[1]
    heard = {o.dimension for o in read(before) if not o.dimension.startswith("*")}
    return heard.pop() if len(heard) == 1 else None


def scoped_back(text: str, read: Callable[[str], list[Observation]]) -> tuple[str, str, str] | None:
    """(dimension, the words naming the wish, what the message says beside it) when the
    message puts a held wish back to the one piece it was said for."""
    scope = _scope(text)
    if scope is None:
        return None
    # The wish is named in the sentence holding the scope, before it.
    start = max(text.rfind(mark, 0, scope.start()) for mark in ".!?。！？")
    before = text[start + 1 : scope.start()]
    dimension = _named(before, read)
    if dimension is None:
        return None
    rest = (text[: start + 1] + " " + text[scope.end() :]).strip(" ,，.。!！;；:：—–-")
    return dimension, before.strip(), rest


def only_for_then_read(
    words: Sequence[str],
    said: list[Observation],
    held: Sequence[StyleAssertion],
    read: Callable[[str], list[Observation]],
) -> list[Observation]:
    """`said` with a wish put back to its one piece read as such: set aside, or corrected by
    what the rest of the message asks instead."""
    for text in words:
        found = scoped_back(text, read)
        if found is None:
            continue
        dimension, _, rest = found
        mine = next((a for a in held if a.dimension == dimension and a.state == "active"), None)
        if mine is None:
            # Nothing held to put back ("我上次说的少用术语是针对小红书的" with no wish kept):
            # the words are read as the rules read them.
            continue
        # What the message says is read again from the rest alone: the wish it names is not
        # asked anew ("That no-exclamation rule…" is no ban).
        around = {dimension, "tone"} if dimension == "exclamation" else {dimension}
        instead = [o for o in read(rest) if not o.tentative] if rest else []
        said = [o for o in said if o.dimension not in around] + [
            o for o in instead if o.dimension not in around and o.dimension not in _dims(said)
        ]
        wanted = [
            o
            for o in instead
            if o.dimension == dimension and relation(dimension, mine.value, o.value) == "opposite"
        ]
        if wanted:
            said.append(
                replace(
                    wanted[0],
                    strength=CORRECTION_STRENGTH,
                    explicit=True,
                    by_writer=True,
                    quote=text.strip(),
                )
            )
        elif mine.candidate is None:
            said.append(set_aside(dimension, mine.value, text))
    return said


def _dims(said: Sequence[Observation]) -> set[str]:
    return {o.dimension for o in said}
