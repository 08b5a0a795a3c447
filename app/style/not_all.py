"""A ban narrowed to "fewer", or a "fewer" sharpened to a ban, by the writer putting their own
words right: 「不是完全不要感叹号，是别用那么多，一篇一两个可以」, "I never meant no emoji at
all, just don't overdo them", "I didn't mean fewer emoji, I meant none at all", 「不是少用，是一个
都不要」.

Read word by word, these hold both the ban and its opposite ("不要感叹号" and "一两个可以"), and the
count ("一篇一两个") is heard as a size of something else (emoji). Read whole they say one thing:
the degree of the wish on the marks they name. Only emoji and exclamation marks have both
degrees. Pure.
"""

import re
from collections.abc import Sequence

from app.domain.models import StyleAssertion
from app.style.dimensions import Observation
from app.style.filing import CORRECTION_STRENGTH

_I = re.IGNORECASE

# "not none": the ban itself denied, said of what the writer meant.
_NOT_NONE = re.compile(
    r"\b(?:didn'?t|did not|never|don'?t|do not)\s+meant?\s+(?:no|zero|none|not? any)\b|"
    r"\bnever said (?:no|zero|none)\b|\bnot (?:zero|none)\b|\bnot (?:a )?(?:total|complete|"
    r"blanket|full) ban\b|\bnot no \w+ at all\b|"
    r"不是(?:说)?(?:完全|一个都|一点都|全都|全部|彻底|绝对|一律|再也)?(?:都)?"
    r"(?:不要|不能用?|不用|不许用?|别用|禁止|没有|不准用?)|"
    r"(?:也)?不是一个都不能(?:用|有|放|加)",
    _I,
)
# What the writer says instead: fewer.
_FEWER = re.compile(
    r"\bfewer\b|\bless\b|\bnot (?:so|too|that) many\b|\bdon'?t overdo\b|\bgo easy\b|"
    r"\bsparingly\b|\bthe odd one\b|\bone or two\b|\ba couple\b|\bin moderation\b|"
    r"\bjust not (?:so|too|that)\b|"
    r"少用|少放|少加|少一点|少一些|少点|(?:别|不要)(?:用|放|加)?(?:那么|这么|太)多|适量|"
    r"一两个|两三个|偶尔|控制(?:一下)?数量",
    _I,
)
# "not fewer": a lesser degree denied, the ban said instead.
_NOT_FEWER = re.compile(
    r"\b(?:didn'?t|did not|never|don'?t|do not)\s+meant?\s+(?:fewer|less|some|a few)\b|"
    r"不是(?:说)?(?:少用|少放|少加|少一点|少点|别用太多|别太多)",
    _I,
)
_NONE = re.compile(
    r"\bnone\b|\bzero\b|\bno \w+ at all\b|\bnot (?:a single|one)\b|\bat all\b|"
    r"一个都不要|一个也不要|一个都别|完全不要|都不要|全都不要|一律不要|不要用|别用",
    _I,
)
_MARKS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("emoji", re.compile(r"\bemoji\w*|\bemoticons?\b|\bsmileys?\b|表情", _I)),
    ("exclamation", re.compile(r"exclamation|感叹号|惊叹号", _I)),
)
_TONE_NAMED = re.compile(r"\btone\b|\blively\b|\bcalm\b|语气|活泼|稳重|平和|平实", _I)
# The writer recalling their own words: "I didn't mean", "I never said", 「我不是说」.
_RECALLED = re.compile(
    r"\bI (?:didn'?t|did not|never) (?:mean|meant|say|said)\b|\bI meant\b|\bwhat I meant\b|"
    r"我(?:之前|上次|刚才)?(?:不是说|的意思|说的不是|是说)|(?:之前|上次)(?:说的|说)",
    _I,
)
# What the marks' readings spill onto: the tone an exclamation ban is read with.
_AROUND = ("emoji", "exclamation", "tone")


def degree_put_right(text: str, held: Sequence[StyleAssertion] = ()) -> tuple[str, str] | None:
    """(dimension, value) when the message puts the degree of a wish on emoji or exclamation
    marks right: none → fewer, or fewer → none."""
    named = [d for d, pattern in _MARKS if pattern.search(text)]
    if len(named) > 1:
        return None
    if not named:
        # ("不是完全不要，是别用那么多": the marks named by the wish held.)
        named = [
            a.dimension
            for a in held
            if a.dimension in ("emoji", "exclamation") and a.state == "active"
        ]
        if len(named) != 1:
            return None
    dimension = named[0]
    # Only a wish of the writer's own is put right: one held, or one they say they meant ("倒也
    # 不是不能加表情，加一两个就行" with nothing held is a permission, more than none).
    holding = next(
        (a.value for a in held if a.dimension == dimension and a.state == "active"), None
    )
    recalled = _RECALLED.search(text) is not None
    denied_fewer = _NOT_FEWER.search(text)
    if (
        (recalled or holding in ("fewer", "more"))
        and denied_fewer is not None
        and _NONE.search(text[denied_fewer.end() :])
    ):
        return dimension, "none"
    denied_none = _NOT_NONE.search(text)
    if (
        (recalled or holding == "none")
        and denied_none is not None
        and _FEWER.search(text[denied_none.end() :])
    ):
        return dimension, "fewer"
    return None


def not_all_read(
    words: Sequence[str], said: list[Observation], held: Sequence[StyleAssertion]
) -> list[Observation]:
    """`said` with a degree put right read as that degree alone on the marks named."""
    for text in words:
        found = degree_put_right(text, held)
        if found is None:
            continue
        dimension, value = found
        # (The tone the marks' words are read with goes with them, unless a tone is named.)
        toned = _TONE_NAMED.search(text) is not None
        said = [o for o in said if o.dimension not in _AROUND or (toned and o.dimension == "tone")]
        said.append(
            Observation(
                dimension=dimension,
                value=value,
                source="writer",
                strength=CORRECTION_STRENGTH,
                by_writer=True,
                explicit=True,
                quote=text.strip(),
            )
        )
    return said
