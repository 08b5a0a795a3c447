"""A wish said against its opposite: "longer sentences, not choppier ones", "prose rather than
bullet points", "not more detail but less", "我要的是段落长一点，不是短一点", "不是让你写短，是让
你写详细", "标题要短，不要长".

Naming both values of one dimension, one affirmed and one denied, leaves no doubt which is
meant: it is as firm as a correction, and the affirmed value is the one filed. Both sides must
judge the same dimension the opposite way round, or it is no contrast ("formal, not stiff",
"short, but not too short" bound a wish; they do not correct it).
"""

import re
from collections.abc import Iterator

from app.style.dimensions import DIMENSIONS
from app.style.hits import TOO, Context, clause_hits, flip
from app.style.reading import sentences

# "A, not B", "A rather than B", "A instead of B" (B is denied). Each run of space is read once,
# from its start (a match starting inside one would start earlier too), and never given back
# (what follows it is no space): 800 spaces in a row cost 2.7 s of CPU before, 20,000 now <1 ms.
_EN_A_NOT_B = re.compile(
    r"(?<!\s)(?:\s*+[,;—–]\s*+(?:and |but )?not\b|\s++-\s++not\b|"
    r"\s++not\s++(?=(?:more|less|fewer|longer|shorter|short|long)\b)|"
    r"\s*+,?+\s*+\b(?:rather than|instead of|as opposed to)\b)",
    re.IGNORECASE,
)
# "Not B, A", "not B but A", "it's not B, it's A" (B first).
_EN_NOT_B_A = re.compile(
    r"^\W*(?:(?:no|nope|nah|no no)[,!]?\s+)?(?:(?:it'?s|I want|I meant|I asked for|I said|"
    r"what I want is)\s+)?not\s+"
    r"(?P<denied>[^,;.—–]+?)\s*(?:,\s*but\b|\bbut\b|[,;—–]|\s-\s|\.)\s*(?:it'?s\s+|I want\s+|"
    r"I meant\s+)?(?P<affirmed>.+)$",
    re.IGNORECASE,
)
# "A，不是B", "A，而不是B", "A而非B", "A，不要B", "A，别B".
_ZH_A_NOT_B = re.compile(
    r"(?:[，,]|(?<=[\u4e00-\u9fff])\s)\s*(?:而|但|可)?(?:不是|并非|不要|别)|而不是|而非"
)
# "不是B，是A", "不是B而是A", "我不要B，我要A", "我的意思不是B，是A".
_ZH_NOT_B_A = re.compile(
    r"^\W*(?:我)?(?:的意思|要的|想要的|说的)?(?:并|可)?(?:不是|不要)(?P<denied>[^，,。！？]+?)[，,]?\s*"
    r"(?:而是|我是说|我是要|我要的是|要的是|我要|是要|是|要)(?P<affirmed>[^。！？]+)$"
)
# What a denied side names, bare, after the affirmed side sized its noun ("不是短一点", "not
# shorter", "rather than long ones", "not paragraphs").
_BARE_SIZE = re.compile(
    r"^\W*(?:(?:the|those|these|that|any|so|too)\s+)?(?P<word>longer|long|shorter|short|"
    r"choppier|choppy|briefer|brief|长的?|短的?|更长|更短|碎)(?:\s+ones?)?",
    re.IGNORECASE,
)
_SIZED = ("sentence_length", "paragraph_length", "title_style", "length")
_BARE_DEGREE = re.compile(
    r"^\W*(?:any\s+)?(more|less|fewer|多|少)(?:\s+(?:of (?:it|them)|please))?\W*$", re.I
)
_COUNTED = ("emoji", "vocabulary", "structure", "length")


def _sides(sentence: str) -> Iterator[tuple[str, str]]:
    """(affirmed, denied) pairs of a sentence said as a contrast."""
    match = _EN_NOT_B_A.match(sentence) or _ZH_NOT_B_A.match(sentence)
    if match is not None:
        yield match.group("affirmed"), match.group("denied")
    for cue in (_EN_A_NOT_B, _ZH_A_NOT_B):
        found = cue.search(sentence)
        if found is not None and found.start() > 0:
            yield sentence[: found.start()], sentence[found.end() :]


def _named(denied: str, context: Context) -> dict[str, int]:
    """The sign of each dimension the denied side names at face value."""
    signs: dict[str, int] = {}
    if TOO.search(denied):
        return signs  # "short, not too short": a limit, not the other value
    for hit in clause_hits(denied, context, False):
        if hit.literal:
            value = hit.value
        elif hit.complaint:
            value = flip(hit.dimension, hit.value)  # "咋咋呼呼的": what the word names
        else:
            continue
        signs[hit.dimension] = 1 if DIMENSIONS[hit.dimension][value] > 0 else -1
    degree = _BARE_DEGREE.match(denied)
    if degree is not None and not signs:
        # "MORE detail, not less", "多放几个，不是少放": the other degree of what was named.
        sign = 1 if degree.group(1).lower() in ("more", "多") else -1
        for dimension in _COUNTED:
            signs.setdefault(dimension, sign)
    bare = _BARE_SIZE.match(denied)
    if bare is not None and not signs:
        word = bare.group("word").lower()
        sign = 1 if word.startswith(("long", "长", "更长")) else -1
        for dimension in _SIZED:
            signs.setdefault(dimension, sign)
    return signs


def _pole(dimension: str, sign: int) -> str:
    """The plain value of a dimension that way round ("fewer", not "none")."""
    return next(v for v, d in DIMENSIONS[dimension].items() if d == sign)


def contrasted(text: str) -> dict[str, str]:
    """dimension -> the value affirmed against its named opposite, sentence by sentence."""
    meant: dict[str, str] = {}
    for sentence in sentences(text):
        for affirmed, denied in _sides(sentence.rstrip("。！？!?.;；…")):
            context = Context()
            said = clause_hits(affirmed, context, False)
            named = _named(denied, context)
            for hit in said:
                if not hit.literal:
                    continue  # "别用那么多表情了 不要表情": a ban, then another, is no contrast
                sign = 1 if DIMENSIONS[hit.dimension][hit.value] > 0 else -1
                if named.get(hit.dimension, sign) != sign:
                    meant.setdefault(hit.dimension, hit.value)
            degree = _BARE_DEGREE.match(affirmed)
            if not said and degree is not None:
                # "Not more detail but less": the other degree of what was denied.
                sign = 1 if degree.group(1).lower() in ("more", "多") else -1
                for dimension, denied_sign in _named(denied, Context()).items():
                    if dimension in _COUNTED and denied_sign != sign:
                        meant.setdefault(dimension, _pole(dimension, sign))
    return meant
