"""A taste the writer says they had and have since turned from ("以前我爱用表情，现在不想用了",
"I used to love emoji, not any more", "I used to hate emoji. Now I love them."): what they
want now is the other side of the old taste, never the old taste itself.

Read by the offline rules (app/style/extract.py) early. Pure: text in, with the reader of a
plain wish passed in.
"""

import re
from collections.abc import Callable
from dataclasses import replace

from app.style.dimensions import DIMENSIONS, Observation
from app.style.named import named_dimensions

_I = re.IGNORECASE
# The old taste, said of the writer: 以前我…, 我以前…, "I used to…".
_PAST_ZH = re.compile(
    r"^\W*(?:(?:以前|过去|原来|从前|曾经|早先|早年|之前)(?:的)?我|我(?:以前|过去|原来|从前|曾经|早先|早年|之前))"
    r"(?:也|还|都)?(?:很|挺|特别|超|最|一直|总是|老是)?"
)
_PAST_EN = re.compile(
    r"^\W*I\s+used\s+to\s+(?:(love|like|adore|enjoy|hate|dislike|prefer|want)\b|"
    r"(?:write|use|put in|put|go for|do|cram in|pack in|be (?:big on|all about|into|keen on|"
    r"mad about|crazy about|a (?:big |huge )?fan of))\b)",
    _I,
)
# The turn away, opening the clause after it: 现在不想用了, 现在不了, "not any more", "Now I…".
_NOW = re.compile(
    r"^\W*(?:但|可|可是|不过|而|但是)?(?:我)?(?:现在|如今|这几年|这些年|最近|近来|眼下|后来)|"
    r"^\W*(?:but\s+|and\s+)?(?:now|these days|nowadays|lately|not any ?more|no longer|"
    r"not now|not these days)\b",
    _I,
)
_ASKED = re.compile(r"(?:跟你|和你|对你)?(?:说|讲|提|让|叫|要你|要求|交代|嘱咐)")
# The old taste was a dislike: 我不爱用…, 我讨厌…, "I hate…" (as _as_present says it).
_DISLIKED = re.compile(
    r"^我(?:也|还|都)?(?:很|挺|特别|一直|总是)?(?:不太|不怎么|不大|从不|不|讨厌|烦|受不了)"
    r"(?:爱|喜欢)?(?:用|写)?|^I (?:hate|dislike|can'?t stand)\s+",
    _I,
)
# Not a turn at all: 「现在也爱用」, 「现在还是喜欢」, "and I still do".
_STILL = re.compile(r"也|还|依然|仍然|照样|照旧|一样|\bstill\b|\bas much\b|\beven more\b", _I)
# A clause boundary, where the old taste ends and the turn begins.
_BOUNDARY = re.compile(r"[，,;；。.!！—]+|\s[-–]\s")


def _opposite(dimension: str, value: str) -> str:
    """The value on the dimension's other side nearest the middle ("more" → "fewer")."""
    degrees = DIMENSIONS[dimension]
    other = [v for v, d in degrees.items() if (d > 0) != (degrees[value] > 0)]
    return min(other, key=lambda v: abs(degrees[v]))


def _as_present(past: str) -> str | None:
    """The old taste said as a present one ("以前我爱用表情" → "我爱用表情"); None if not one."""
    zh = _PAST_ZH.match(past)
    if zh and _ASKED.match(past, zh.end()):
        return None  # 「我之前说要多用表情」: an earlier wish reported, for the take-back rules
    if zh:
        return "我" + past[zh.end() :]
    en = _PAST_EN.match(past)
    if en:
        # "I used to write long sentences": what one did by habit is what one liked.
        return "I " + (en.group(1) or "like") + " " + past[en.end() :].strip()
    return None


def _then_and_now(text: str) -> tuple[str, str, str] | None:
    """(the old taste, said as a present one; what was said of it; what is said now) of a
    taste given up, or None."""
    # The turn opens a clause after the old taste, maybe not the first one ("I used to want
    # them short as a weather forecast, b'y, but now…").
    turn = next((b for b in _BOUNDARY.finditer(text) if _NOW.match(text[b.end() :])), None)
    if turn is None or _STILL.search(text[turn.end() :]):
        return None
    present = _as_present(text[: turn.start()])
    if present is None:
        return None
    return present, text[: turn.start()], text[turn.end() :]


def said_now(text: str) -> str:
    """What a message says the writer wants now: of a taste given up, the words after the
    turn ("以前我喜欢多放表情，现在只想放一两个就好": not 多放, which was then); else the text."""
    found = _then_and_now(text.strip())
    return found[2] if found is not None else text


def gives_up_a_taste(text: str) -> bool:
    """Whether `text` says a taste of the writer's was given up for another."""
    return _then_and_now(text.strip()) is not None


def read_given_up(text: str, read: Callable[[str], list[Observation]]) -> list[Observation] | None:
    """What the writer wants now when they say an old taste is given up; None otherwise."""
    text = text.strip()
    found = _then_and_now(text)
    if found is None:
        return None
    present, *parts = found
    said_now = read(parts[1])
    # "I used to love long headlines, but these days I'd like them short": "them" are what the
    # old taste named, and so is the new one.
    named_then = set(named_dimensions(parts[0]))
    if said_now and not named_dimensions(parts[1]) and named_then:
        said_now = [o for o in said_now if o.dimension in named_then]
    if said_now:  # "以前我爱用表情，现在更喜欢短句": the new taste, named outright
        return said_now
    quote = text.strip()
    disliked = _DISLIKED.match(present)
    if disliked:
        # 「以前我不爱用表情，现在想多用点」: the taste once refused is the one wanted now, read
        # from the liking itself so no reading of the refusal can turn it the wrong way.
        liked = ("I like " if present.startswith("I") else "我喜欢") + present[disliked.end() :]
        wanted = [o for o in read(liked) if o.value in DIMENSIONS.get(o.dimension, {})]
        return [replace(o, quote=quote) for o in wanted] or None
    old = [o for o in read(present) if o.value in DIMENSIONS.get(o.dimension, {})]
    if not old:
        return None
    return [replace(o, value=_opposite(o.dimension, o.value), quote=quote) for o in old]
