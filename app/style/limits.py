"""A wish with its limit said after it ("a bit more casual, but not sloppy", "短一点，但别太碎",
"plain words, but don't dumb it down"): the limit bounds the wish, it does not turn it round.
The limit is dropped when it judges the same dimension as the wish the other way; said of
something else ("keep it formal, but not the jargon") it stays, a wish of its own."""

import re

from app.style.dimensions import DIMENSIONS

_LIMIT_EN = re.compile(
    r",?\s*\b(?:but|yet|though|just)\s+(?:also\s+)?(?:not|don'?t|do not|never|no|without|"
    r"nothing)\b[^.!?;]*",
    re.I,
)
_LIMIT_ZH = re.compile(
    r"[，,]\s*(?:但|但是|不过|可是|只是)(?:也|又)?(?:别|不要|不能|不可以|不至于|不用|不必)[^，,。！？!?]*"
)
# "Not too formal, not too casual": both ends ruled out, no direction asked.
_BOTH_ENDS = re.compile(
    r"\bnot (?:too|overly|very) ([a-z-]+),? (?:and |or |but |yet )?(?:also )?"
    r"not (?:too|overly|very) ([a-z-]+)\b|"
    r"别太([\u4e00-\u9fff]{1,3})[，,]?也别太([\u4e00-\u9fff]{1,3})",
    re.I,
)


def _sign(dimension: str, value: str) -> bool:
    return DIMENSIONS[dimension][value] > 0


def without_limits(text: str) -> str:
    """The text with each limit that only bounds the wish before it taken out."""
    from app.style.hits import NOT_EVERYWHERE, Context, clause_hits  # (hits reads constructions)

    def bounded(match: re.Match[str]) -> str:
        if NOT_EVERYWHERE.search(match.group(0)):
            return match.group(0)  # "我不是不喜欢表情，只是不用每句都放": the cap is the wish
        before = re.split(r"[.!?;。！？；]", match.string[: match.start()])[-1]
        said = Context()  # the noun named in the wish carries into its limit
        wished = {
            (h.dimension, _sign(h.dimension, h.value)) for h in clause_hits(before, said, False)
        }
        limit = clause_hits(match.group(0).lstrip(",，"), said, False)
        turned = any((h.dimension, not _sign(h.dimension, h.value)) in wished for h in limit)
        return "" if turned else match.group(0)

    text = _BOTH_ENDS.sub("", text)
    text = _LIMIT_EN.sub(bounded, text)
    return _LIMIT_ZH.sub(bounded, text)
