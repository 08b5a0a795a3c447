"""A complaint about what the editor keeps putting into the writer's text ("You keep adding
exclamation marks to my posts. Stop.", 你每次都往我文章里塞感叹号，以后别塞了) is a wish for less
of it, never for more.

The rules hear "adding exclamation marks" as the marks wanted (and a lively tone with them);
beside the editor's habit described and a complaint, the marks named are wanted fewer and the
lively tone read from them is dropped. Praise of the habit ("…and I love it") is left alone.
"""

import re
from collections.abc import Sequence
from dataclasses import replace

from app.style.dimensions import Observation
from app.style.filing import said_by_writer

_I = re.IGNORECASE

# The editor's habit: "you keep (on)", "you always", "why do you keep", "every time you … you".
_HABIT_EN = (
    r"\byou(?:'ve| have)? (?:keep(?: on)?|kept|always|constantly|continually|still|forever)|"
    r"\byou(?:'re| are) (?:always|constantly|forever|still)|\byou(?:'ve| have) been|"
    r"\bevery (?:single )?time(?: you)?[^.;!?]{0,40}?\byou"
)
_PUT_EN = (
    r"(?:add|put|putting|stick|throw|sprinkl|shov|stuff|cram|insert|slip|slipp|pepper|litter|"
    r"load|pil|chuck|bung|toss|jam|inject|scatter|pop|popp)\w*(?:\s+(?:in|on|back))?"
)
_ADDED_EN = re.compile(
    rf"(?:{_HABIT_EN})\s+(?:\w+ly\s+)?{_PUT_EN}\s+(?P<object>[^.;!?]{{1,60}})", _I
)
# 你老是/总是/每次都/一直/又 … 往我文章里 … 加/塞/放/整 X；每次…都给我塞 X；粤语 成日…加 X.
_HABIT_ZH = (
    r"(?:你|您)(?:咋|怎么|为什么|为啥)?(?:老是|总是|老|总|每次都|每回都|一直|又|动不动就|成日|成日都|次次都)|"
    r"每(?:次|回)[^，,。！？!?；;]{0,8}?都"
)
_PUT_ZH = r"(?:加|塞|放|整|添|堆|插|撒|弄|搞|用|补)(?:上|进|进去|了)?"
_ADDED_ZH = re.compile(
    rf"(?:{_HABIT_ZH})[^，,。！？!?；;]{{0,14}}?{_PUT_ZH}(?P<object>[^，,。！？!?；;]{{1,16}})"
)
# What is put in, by dimension.
_OBJECTS = (
    (re.compile(r"exclamation|!|bangs?\b|感叹号|叹号|惊叹号|！", _I), "exclamation"),
    (re.compile(r"emoji|emoticon|smiley|表情|颜文字", _I), "emoji"),
)
# The habit turned down ("Stop.", "Knock it off", 别塞了, 唔好再加) or resented.
_COMPLAINT = re.compile(
    r"\b(?:stop|quit|knock it off|cut it out|enough|hate|can'?t stand|annoy\w*|drives? me|"
    r"sick of|tired of|fed up|don'?t|do not|never|why|no more|please don'?t)\b|"
    r"别|不要|甭|够了|烦|讨厌|不喜欢|受不了|从来不|不这么写|唔好|咪再|能不能不|为什么|为啥|干嘛|闹心",
    _I,
)
# …and praise of it: "and I love it", "don't stop", 挺好的.
_PRAISED = re.compile(
    r"\b(?:love|loving|(?<!n't )(?<!not )like it|great|brilliant|perfect|"
    r"keep (?:it up|doing|them coming)|don'?t stop|never stop)\b|(?<!不)喜欢|挺好|不错|好看|别停",
    _I,
)
_ABSOLUTE = re.compile(r"\b(?:any|never|none|zero|a single)\b|一个都|任何|完全|一律|都不要", _I)
_LESS = {"fewer", "none"}


def _named(text: str) -> list[str]:
    """The dimensions of what the editor is said to keep putting into the writer's text."""
    named: list[str] = []
    for pattern in (_ADDED_EN, _ADDED_ZH):
        for match in pattern.finditer(text):
            outside = text.replace(match.group(0), " ")
            if not _COMPLAINT.search(outside) or _PRAISED.search(text):
                continue
            named += [d for part, d in _OBJECTS if part.search(match.group("object"))]
    return list(dict.fromkeys(named))


def habit_turned_down(words: Sequence[str], said: list[Observation]) -> list[Observation]:
    """`said` with what the editor keeps adding, complained of, wanted fewer (never more), and
    the lively tone the rules read from the marks dropped."""
    named = [d for text in words for d in _named(text)]
    if not named:
        return said
    text = " ".join(words)
    kept: list[Observation] = []
    for o in said:
        if o.dimension == "tone" and o.value == "lively" and "exclamation" in named:
            continue
        if o.dimension in named and o.value not in _LESS:
            o = replace(o, value="fewer", tentative=False, reading="")
        elif o.dimension in named and o.value == "none" and not _ABSOLUTE.search(text):
            o = replace(o, value="fewer")
        kept.append(o)
    heard = {o.dimension for o in kept}
    for dimension in named:
        if dimension not in heard:
            kept.append(said_by_writer(dimension, "fewer", text, hesitant=False))
    return kept
