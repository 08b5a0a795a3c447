"""The figures a suggestion names, read fact by fact: "make it friendlier and say the coach
leaves at 9 am" asks for 9 am, not for leave to change every figure — a restyle that also
turns "two parent helpers" into "three" changed a fact unasked. So the changes that write an
asked figure are put back to the writer's words, and the rest of the reply is checked like
any restyle (facts.py). A figure that only says what shape the text should take ("in three
paragraphs", "under 100 words", 两句话, "#3" tagging the message) asks for no fact."""

from __future__ import annotations

import re

from app.domain.bounded_diff import SequenceMatcher
from app.editing.fact_reading import EN_FACT, ZH_FACT, fact_value, fact_words

# A count of the text's own parts, or a tag of the message ("#3"): the shape asked, no fact.
_SHAPE = re.compile(
    r"(?:\b\d+|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty"
    r"|thirty|fifty|hundred)\b)[ \t-]*(?:or[ \t]+(?:fewer|less|more)[ \t]+)?"
    r"(?:words?|paragraphs?|paras?|sentences?|lines?|bullets?|bullet[ \t]+points?|points?"
    r"|items?|parts?|sections?|characters?|chars?|emojis?|tweets?|headings?|stanzas?)\b"
    # (read from a run's start only: from each numeral of a long run, + read to its end again)
    # (一段, 这一句, 最后一段 name a place, not a count: a lone 一 counts no parts)
    r"|(?<![\d一二两三四五六七八九十百第])(?:[\d二两三四五六七八九十百][\d一二两三四五六七八九十百]*"
    r"|一[\d一二两三四五六七八九十百]+)[ \t]*(?:个)?"
    r"(?:字|段|句|行|条|点建议|个要点|个小标题|节|个emoji)"
    r"|(?<![\w#])#[ \t]?\d+\b",
    re.IGNORECASE,
)
_TAG = re.compile(r"(?<![\w#])#[ \t]?\d+\b")
# Past this many tokens the changes are not paired (a long article restyled with a figure
# asked is rare; its figures are then read by the checks as they stand).
_MOST_TOKENS = 20_000
_TOKEN = re.compile(r"\d+(?:[.,:：]\d+)*|[A-Za-z]+(?:['’][A-Za-z]+)?|[\u4e00-\u9fff]|\S")


# The words that say which figure to write ("change the time to 10", 时间改成十点, "at 9
# instead"): with the figure named, they ask for that one change, no other.
_NAMING = re.compile(
    r"\b(?:instead|times?|dates?|hours?|later|earlier)\b|改成|改为|换成|时间(?![轴线])|日期|提前|推迟|延后",
    re.IGNORECASE,
)


def without_naming(asked: str) -> str:
    """The suggestion less the words that say which figure to write."""
    return _NAMING.sub(" ", asked)


def names_shape(asked: str) -> bool:
    """Whether the suggestion counts the text's own parts ("under 100 characters", 两句话):
    a cut or a recast to that shape, whose figures facts.py leaves unread, as ever."""
    return any(not _TAG.fullmatch(m[0]) for m in _SHAPE.finditer(asked))


def without_shape(asked: str) -> str:
    """The suggestion less the counts of the text's own parts it names and a "#3" tag."""
    return _SHAPE.sub(" ", asked)


def asked_values(asked: str) -> set[float | str]:
    """What the figures, times, months and days the suggestion names say (a negation is no
    figure: "don't touch the rest" asks for none)."""
    return {said for said in map(_said, fact_words(asked)) if said is not None}


def _said(word: str) -> float | str | None:
    value = fact_value(word)
    if value is not None:
        return value
    lowered = word.lower()
    if lowered in _NEGATIONS or lowered[:1] in "不没未禁无":
        return None
    return lowered  # a day: "friday", 周五


_NEGATIONS = frozenset({"n't", "not", "never", "no", "none", "nobody", "nothing", "without"})


def put_back_asked(before: str, after: str, asked: str) -> str:
    """`after` with each change that writes a figure the suggestion names ("8:45 am" → "9
    am", 九点 → 十点) put back to the writer's words — every other change as the reply made it,
    for the checks of a restyle to read."""
    values = asked_values(asked)
    if not values or before == after:
        return after
    olds, news = _TOKEN.findall(before), _TOKEN.findall(after)
    if len(olds) + len(news) > _MOST_TOKENS:
        return after
    spans = [m.span() for m in _TOKEN.finditer(after)]
    starts = [m.start() for m in _TOKEN.finditer(before)]
    ends = [m.end() for m in _TOKEN.finditer(before)]
    facts = [*EN_FACT.finditer(after), *ZH_FACT.finditer(after)]
    pieces: list[str] = []
    at = 0
    matcher = SequenceMatcher(None, olds, news, autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op in ("equal", "delete") or j1 == j2:
            continue
        start, end = spans[j1][0], spans[j2 - 1][1]
        # read in place: 十 is a time only with the 点 after it, which the change may not hold
        written = {_said(m[0]) for m in facts if m.start() < end and m.end() > start}
        # 每周四 → 每周三 for "改到每周三": the new words with a neighbour are the ask's own
        said = after[max(start - 1, 0) : end] in asked or after[start : end + 1] in asked
        if not (written & values or (end - start <= 4 and said and not after[start:end].isspace())):
            continue
        old = before[starts[i1] : ends[i2 - 1]] if i1 < i2 else ""
        pieces.append(after[at:start] + old)
        at = end
    pieces.append(after[at:])
    return "".join(pieces)


# A restyle of the whole said beside the figure ("make the whole letter friendlier and say …",
# 整篇写得亲切一点，时间改成…): the ask is the tone, and the figure one change within it.
_RESTYLE = re.compile(
    r"\b(?:friendl|warm|livel|upbeat|formal|casual|polish|tone|welcoming|inviting|cheerful"
    r"|positive|confident|gentl|soft|plain|clear|punch|energ|fun|engaging|professional)\w*"
    r"|亲切|活泼|温和|正式|口语|润色|生动|感情|热情|客气|轻松|语气|口吻|通顺|有趣|热闹|温暖|礼貌",
    re.IGNORECASE,
)


def restyles(asked: str) -> bool:
    """Whether the suggestion also asks for a restyle (a tone, a polish) beside its figures."""
    return bool(_RESTYLE.search(asked))
