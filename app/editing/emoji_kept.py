"""The writer's emoji kept as they were when the suggestion is not about emoji: a reply that
sprinkles 🚗⛰️ onto paragraphs it otherwise left alone, or strips the writer's own 🌫️, changed
what nobody asked to change. Such a paragraph is given back as the writer wrote it and the
change offered beside the edit (withheld); a proofread ("fix the typos") keeps its fixes
without the emoji it added. A suggestion about emoji ("add an emoji to each paragraph",
加点表情), a recast (a social post) or a translation is judged as before.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from app.domain.models import WithheldChange
from app.domain.text import counts_characters
from app.editing.scope import Scope

_PICTURE = "\U0001f000-\U0001faff\u2600-\u27bf\u2b50\u2b55\u2300-\u23ff"
_MODIFIER = "(?:\ufe0f|[\U0001f3fb-\U0001f3ff]|\u20e3)*"
# One emoji as the reader sees it: a picture with its variation selector or skin tone, and the
# pictures a zero-width joiner binds to it (🚴‍♀️). Each part is led by a character of its own,
# so a long run is read once.
EMOJI = re.compile(rf"[{_PICTURE}]{_MODIFIER}(?:\u200d[{_PICTURE}]{_MODIFIER})*")
_ASKS_EMOJI = re.compile(
    rf"emoji|emoticon|smiley|\bicons?\b|表情|图标|小图|颜文字|[{_PICTURE}]", re.IGNORECASE
)
_BREAK = re.compile(r"(\n[ \t]*\n\s*)")
_SPACES = re.compile(r"\s+")


def _bare(text: str) -> str:
    """The text without its emoji, spaces evened out."""
    return _SPACES.sub(" ", EMOJI_SPACED.sub("", text)).strip()


def emoji_kept(
    before: str, after: str, suggestions: Sequence[str], scope: Scope
) -> tuple[str, list[WithheldChange]]:
    """`after` with each paragraph whose only change is emoji given back as `before` has it,
    and (in a proofread) the emoji a fixed paragraph gained taken out — with what was given
    back as withheld changes."""
    if scope.reshape or scope.translate or _ASKS_EMOJI.search("\n".join(suggestions)):
        return after, []
    olds, news = _BREAK.split(before), _BREAK.split(after)
    if len(olds) != len(news) or not EMOJI.search(before + after):
        return after, []
    chinese = counts_characters(before)
    withheld: list[WithheldChange] = []
    for at in range(0, len(news), 2):
        old, new = olds[at], news[at]
        if old == new:
            continue
        added = Counter(EMOJI.findall(new)) - Counter(EMOJI.findall(old))
        removed = Counter(EMOJI.findall(old)) - Counter(EMOJI.findall(new))
        if not (added or removed):
            continue
        if _bare(old) == _bare(new):
            news[at] = old
        elif scope.light and added:
            news[at] = _without(new, added)
            removed = Counter()
        else:
            continue
        number = at // 2 + 1
        withheld.append(
            WithheldChange(
                paragraph=number,
                before=old,
                after=new,
                description=_described(number, added, removed, chinese),
            )
        )
    return ("".join(news), withheld) if withheld else (after, [])


def _without(text: str, added: Counter[str]) -> str:
    """`text` without the emoji counted in `added` (each with a space before it)."""
    left = Counter(added)

    def drop(match: re.Match[str]) -> str:
        emoji = match[0].strip()
        if left[emoji] > 0:
            left[emoji] -= 1
            return ""
        return match[0]

    return EMOJI_SPACED.sub(drop, text)


# An emoji with the space after it at a line's start, else with the space before it.
EMOJI_SPACED = re.compile(rf"(?<![^\n]){EMOJI.pattern}[ \t]?|[ \t]?{EMOJI.pattern}")


def _described(number: int, added: Counter[str], removed: Counter[str], chinese: bool) -> str:
    plus, minus = "".join(added.elements()), "".join(removed.elements())
    if chinese:
        said = "，".join(
            part for part in (plus and f"加了表情“{plus}”", minus and f"删了表情“{minus}”") if part
        )
        return f"第{number}段：{said}"
    said = ", ".join(
        part
        for part in (plus and f"emoji “{plus}” added", minus and f"emoji “{minus}” removed")
        if part
    )
    return f"paragraph {number}: {said}"
