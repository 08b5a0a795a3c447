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
# (Also after a dash, and with 也 alone: 「以后写短一点——也别太短」, 「正式一点，也别太正式」.)
_LIMIT_ZH = re.compile(
    r"(?:[，,]|——|—|--)\s*(?:(?:但|但是|不过|可是|只是)(?:也|又)?|也|又)"
    r"(?:别|不要|不能|不可以|不至于|不用|不必)[^，,。！？!?]*"
    # (「…也别太正式，别弄得跟机关通知一样」: the limit said again as a likeness.)
    r"(?:[，,]\s*(?:别|不要)(?:弄|搞|写|整)(?:得|成)[^，,。！？!?]*)*"
)
# "Not too formal, not too casual": both ends ruled out, no direction asked.
_BOTH_ENDS = re.compile(
    r"\bnot (?:too|overly|very) ([a-z-]+),? (?:and |or |but |yet )?(?:also )?"
    r"not (?:too|overly|very) ([a-z-]+)\b|"
    r"别太([\u4e00-\u9fff]{1,3})[，,]?也别太([\u4e00-\u9fff]{1,3})",
    re.I,
)


# A count granted, then capped ("Emoji are fine, but not too many", 表情可以有，但别太多): a few
# are allowed — fewer, not more (the cap is the wish; on a two-sided dimension it only bounds).
_GRANTED_THEN_CAPPED = re.compile(
    r"\b(emojis?|emoticons|smileys)\b(?: [\w']+){0,4}? (?:are|is) (?:fine|ok(?:ay)?|allowed|"
    r"welcome|good)\b[^.!?;]{0,40}?,?\s*(?:but|just|though)\s+(?:not|don'?t|do not|never|no)\b"
    r"[^.!?;]{0,30}?\b(?:too many|overboard|overdo(?: it| them)?|a ton|loads|a lot)\b|"
    r"(表情(?:包|符号)?)(?:可以|能)(?:有|用|放|加)(?:一些|一点|点|几个)?[，,]\s*"
    r"(?:但|但是|不过|只是)?(?:也)?(?:别|不要|不能|不用)(?:放|加|用|搞|堆|有)?"
    r"(?:太多|过多|满屏|一堆|那么多|这么多)",
    re.I,
)


def _capped(match: re.Match[str]) -> str:
    return f"a few {match.group(1)} are fine" if match.group(1) else f"{match.group(2)}少一点"


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

    text = _GRANTED_THEN_CAPPED.sub(_capped, text)
    text = _BOTH_ENDS.sub("", text)
    text = _LIMIT_EN.sub(bounded, text)
    return _LIMIT_ZH.sub(bounded, text)
