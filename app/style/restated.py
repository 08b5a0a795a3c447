"""A held wish said again in passing, and a size said of one part by name.

"Bullets crept back into section two", "结尾怎么又加了个笑脸，去掉", "最后那几段还是太长了": the
writer repeats a wish they already gave, naming the thing it keeps out and a sign of its return
or excess. Such a message backs the held preference (more evidence, more confidence) when that
preference is on the side that keeps the thing out; it never creates or turns one. And "有几句
太长了", "three sentences still run on too long" speak of sentences, not the whole piece: a size
of the piece said of exactly one part is about that part. Pure; English and Chinese.
"""

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace

from app.domain.models import StyleAssertion
from app.style.dimensions import DIMENSIONS, Observation
from app.style.prefilter import lazily_screened

RESTATED = "*restated"  # an observation with no dimension of its own: `about` names those named
RESTATED_STRENGTH = 0.5  # said in passing: worth less than the wish said plainly


def _re(pattern: str) -> re.Pattern[str]:
    return lazily_screened(pattern, re.IGNORECASE)


# The thing each wish keeps out, as the writer names it when it comes back.
_KEPT_OUT: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "emoji",
        _re(
            r"\bemoji\w*|\bemoticons?\b|\bsmile(?:y|ys|ies)\b|\bthumbs?[- ]up\b|\bwinky\b|"
            r"表情|笑脸|哭脸|颜文字|小图标|小黄脸|爱心|大拇指"
        ),
    ),
    (
        "structure",
        _re(
            r"\bbullet(?:s| points?| lists?)?\b|\blists?\b|\bnumbered (?:points|items)\b|"
            r"列点|分点|列表|一条一条|一点一点|条目|分条|小标题"
        ),
    ),
    (
        "vocabulary",
        _re(
            r"\bjargon\b|\bbuzzwords?\b|\bacronyms?\b|\btechnical (?:terms?|words)\b|"
            r"\bcorporate[- ]speak\b|术语|专业词|专业名词|行话|黑话|生僻词|洋文|英文缩写"
        ),
    ),
    (
        "sentence_length",
        _re(
            r"\bsentences?\b|\brun-?ons?\b|长句|句子|"
            r"(?:几|两|三|四|这|那|有的|好几|个别|某)句(?!话)"
        ),
    ),
    (
        "paragraph_length",
        _re(
            r"\bparagraphs?\b|\bparas\b|\bwalls? of text\b|\bblocks? of text\b|大段|段落|"
            r"(?:几|两|三|四|这|那|有的|好几|个别|某|一大)段"
        ),
    ),
    (
        "tone",
        _re(
            r"\bexclamation(?: marks?| points?)?\b|\bshouty\b|\bhype\w*|\bcaps lock\b|"
            r"感叹号|咋呼|咋咋呼呼|大呼小叫|喊口号"
        ),
    ),
)
# It came back, or is said again: "again", "still", "crept back", 又, 还是, 仍然.
_AGAIN = _re(
    r"\bagain\b|\bstill\b|\bcrept\b|\bsnuck\b|\bslipped (?:back )?in\b|\bback in\b|\bcreeping\b|"
    r"\bremember\b|\bonce more\b|\bas (?:I|we) said\b|\bkeeps? (?:coming|showing|popping) "
    r"(?:back|up)\b|又|还是|仍然|依然|依旧|再次|老是|总是|照样"
)
# What is wrong with it, or what to do to it: out, cut, split, too long, too many.
_OUT = _re(
    r"\b(?:take|cut|strip|pull|leave|keep) (?:it |them |that |those |these |the \w+ )?out\b|"
    r"\bremove\b|\bcut\b|\bdrop\b|\bditch\b|\bget rid\b|\bsplit\b|\bbreak (?:it |them )?up\b|"
    r"\btoo (?:long|many|much|loud|shouty)\b|\brun(?:s|ning)? on\b|\bcrept\b|\bsnuck\b|"
    r"去掉|删掉|删了|删去|拿掉|去了吧|拆|断开|切开|切短|收一收|收着点|太长|太多|太咋|换成|"
    r"又冒|又加|又是|又来|又出现|又跑"
)
# A wish the other way said beside it: then this is no repeat ("again, more emoji please").
_OTHER_WAY = _re(
    r"\b(?:more|add|bring (?:back|them back|it back)|longer|put (?:it|them) back)\b|"
    r"多(?:一?点|些|加|用)|加(?:一?点|些|上)|加回|长一?点|恢复|"
    # Too little of it, not too much: "拆得太碎", "too choppy".
    r"太短|太碎|太少|太干|\btoo (?:short|choppy|few|little|bare|dry)\b|\bchoppy\b"
)


def restated_observations(text: str) -> list[Observation]:
    """The message as a wish said again, naming what it keeps out ("Bullets crept back in",
    "又冒出来好几个术语"): one observation whose `about` names the dimensions, or none."""
    if not (_AGAIN.search(text) and _OUT.search(text)) or _OTHER_WAY.search(text):
        return []
    named = tuple(dimension for dimension, pattern in _KEPT_OUT if pattern.search(text))
    if not named:
        return []
    return [
        Observation(
            dimension=RESTATED,
            value="",
            source="writer",
            strength=RESTATED_STRENGTH,
            by_writer=True,
            quote=text.strip(),
            about=named,
            reading="restated",
        )
    ]


def spread_restated(
    restated: Sequence[Observation],
    held: Mapping[str, StyleAssertion],
    heard: Mapping[str, object],
) -> dict[str, list[Observation]]:
    """Each wish said again, as support for the active preference it names — only one that
    keeps the named thing out (no emoji, prose, plain words, short sentences, a calm tone), and
    only where this revision heard nothing else on it."""
    found: dict[str, list[Observation]] = {}
    for observation in restated:
        for dimension in observation.about:
            assertion = held.get(dimension)
            if (
                assertion is None
                or dimension in heard
                or assertion.state != "active"
                or assertion.candidate is not None
                or DIMENSIONS.get(dimension, {}).get(assertion.value, 0) >= 0
            ):
                continue
            found.setdefault(dimension, []).append(
                replace(observation, dimension=dimension, value=assertion.value, about=())
            )
    return found


# The whole piece named: then a size is the piece's, whatever part is named beside it.
_WHOLE = _re(
    r"\b(?:articles?|posts?|pieces?|word count|words|whole thing|emails?|newsletters?|pages?|"
    r"overall|detail|background)\b|篇幅|字数|全文|全篇|整篇|通篇|文章|总体|整体|内容"
)
# The size itself said of the part: too long, run on, split it.
_PART_SIZE = _re(
    r"太长|太短|过长|拆|断开|切短|切开|\btoo (?:long|short)\b|\brun(?:s|ning)? on\b|\bsplit\b|"
    r"\bbreak (?:it |them |those |these )?up\b|\bdrag(?:s|ging)? on\b"
)
_PARTS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "sentence_length",
        _re(r"\bsentences?\b|长句|短句|句子|(?:几|两|三|四|这|那|有的|好几|个别|某)句(?!话)"),
    ),
    (
        "paragraph_length",
        _re(r"\bparagraphs?\b|\bparas\b|段落|(?:几|两|三|四|这|那|有的|好几|个别|某)段"),
    ),
    ("title_style", _re(r"\btitles?\b|\bheadlines?\b|\bheadings?\b|标题|题目")),
)


def aimed_at_part(observation: Observation) -> Observation:
    """A size of the whole piece heard from the writer's words that name exactly one part and
    not the piece ("有几句太长了", "three sentences still run on too long"): about that part."""
    if (
        observation.dimension != "length"
        or observation.source != "writer"
        or observation.tentative
        or not _PART_SIZE.search(observation.quote)
    ):
        return observation
    quote = observation.quote
    named = [dimension for dimension, pattern in _PARTS if pattern.search(quote)]
    if len(named) != 1 or _WHOLE.search(quote):
        return observation
    sign = DIMENSIONS["length"].get(observation.value, 0)
    part = named[0]
    value = next((v for v, d in DIMENSIONS[part].items() if d * sign > 0 and abs(d) == 1), None)
    return observation if value is None else replace(observation, dimension=part, value=value)
