"""Readings the clause rules would file the wrong way round: a complaint about what the editor
does to the writer's own text ("stop stripping out my exclamation marks", 别再把我的长句拆开了,
"you keep making it formal, I hate that"), a negated diagnosis ("the sentences aren't too long,
leave them", 段落并不长), and a dislike denied (我不讨厌表情符号, "I don't hate long paragraphs").

What the editor is told to stop removing, splitting or shortening is what the writer wants kept;
what the editor keeps making the text is what the writer does not want. A diagnosis denied asks
for nothing against the quality named, and a dislike denied is not a dislike: the reading "less
of it" is dropped, nothing is filed in its place.
"""

import re
from collections.abc import Sequence
from dataclasses import replace

from app.style.dimensions import DIMENSIONS, Observation
from app.style.filing import WRITER_STRENGTH
from app.style.hit import flip
from app.style.hits import Context, clause_hits, clauses
from app.style.limits import without_limits
from app.style.reading import mask_quoted, normalise

_I = re.IGNORECASE
# An observation's reading: the writer's own thing kept, which no other reader turns round.
KEPT = "kept"

# -- what the editor does to the writer's text -----------------------------------------------

# "stop", "quit", "don't (keep)", "why do you keep": the editor's action turned down outright.
_STOP_EN = (
    r"\b(?:stop|quit|cease|enough with|no more|don'?t(?: you)?(?: keep| ever| always)?|"
    r"do not(?: keep)?|never|why (?:do|did|would|are) you(?: keep| always)?)"
)
# "you keep…", "you always…": the editor's habit described; a complaint only with a cue beside it.
_HABIT_EN = (
    r"\byou(?:'ve| have)? (?:keep(?: on)?|kept|always|constantly|continually|again)|"
    r"\byou(?:'re| are) (?:always|constantly|forever|still)|\byou(?:'ve| have) been"
)
# Verbs that take the writer's own thing away or cut it down.
_TAKE_EN = (
    r"(?:remov|delet|strip|cut|chop|split|break|trim|shorten|tak|drop|los|kill|scrap|replac|"
    r"squeez|shrink|shrunk|condens|whittl|boil|"
    r"swap|turn|convert|chang|merg|combin|simplif|flatten|toss|ditch|nuk|axe|axing|edit)\w*"
    r"(?:\s+(?:out|away|up|down|off|apart))?"
)
_TAKEN_EN = re.compile(
    rf"(?:(?P<stop>{_STOP_EN})|(?P<habit>{_HABIT_EN}))\s+(?:\w+ly\s+)?(?:(?:getting rid|get rid) "
    rf"of|{_TAKE_EN})\s+(?P<object>[^,.;:!?]{{1,60}})",
    _I,
)
# "you keep making it formal", "stop turning everything so casual": the quality made is unwanted.
_MADE_EN = re.compile(
    rf"(?:(?P<stop>{_STOP_EN})|(?P<habit>{_HABIT_EN}))\s+(?:\w+ly\s+)?(?P<object>(?:mak|turn|render|"
    r"rewrit|writ|get)\w*\s+(?:it|them|everything|things|the \w+|my \w+|our \w+)"
    r"(?:\s+(?:sound|read|look|feel))?\s+(?:so |too |all |really |very |that |more )?[\w -]{2,30})",
    _I,
)
_NEG_ZH = (
    r"(?<![要能可])(?:别|不要|甭|请勿|不准|不许|能不能别|能不能不要|可不可以别|可以不要|能否不要)"
)
_ADVERB_ZH = r"(?:再|老是|总是|老|总|每次都|一直|又|怎么|还|动不动就|都)*"
_HABIT_ZH = r"你(?=怎么|又|总是|老是|老|总|每次都|一直|还|动不动)" + _ADVERB_ZH
_TAKE_ZH = (
    r"(?:删除|删减|删|去掉|去除|拿掉|砍掉|(?:缩|压|砍|删|精简|压缩)(?:成|到)|砍|拆开|拆成|拆|切碎|切断|切开|切|"
    r"剪掉|改短|缩短|压缩|"
    r"换掉|换成|改成|改掉|弄掉|合并|简化|精简|弄没)"
)
_TAKEN_ZH = re.compile(
    rf"(?:(?P<stop>{_NEG_ZH}{_ADVERB_ZH})|(?P<habit>{_HABIT_ZH}))(?:给我)?"
    rf"(?:把(?P<object>[^，,。！？!?；;把]{{1,14}}?)(?:都|全|全都|统统|给)?{_TAKE_ZH}|"
    rf"{_TAKE_ZH}(?:掉)?(?P<mine>(?:我|我们)(?:的|写的)[^，,。！？!?；;]{{1,12}}))"
)
_MADE_ZH = re.compile(
    rf"(?:(?P<stop>{_NEG_ZH}{_ADVERB_ZH})|(?P<habit>{_HABIT_ZH}))(?:把[^，,。！？!?；;]{{1,10}}?)?"
    r"(?P<object>(?:改|写|弄|搞)(?:得|成)[^，,。！？!?；;]{1,12})"
)
# A complaint beside a described habit of the editor's: "I hate that", 我不喜欢, "stop it".
_COMPLAINT = re.compile(
    r"\b(?:hate|can'?t stand|dislike|annoy\w*|drives? me|sick of|tired of|fed up|stop|quit|"
    r"don'?t|why)\b|讨厌|不喜欢|受不了|烦|别|不要|怎么|为什么|够了|能不能",
    _I,
)
# Parts whose size a cut or a split makes smaller, when the words themselves read as nothing.
_PARTS = (
    (re.compile(r"sentences?|句", _I), "sentence_length", "longer"),
    (re.compile(r"paragraphs?|paras?|段", _I), "paragraph_length", "longer"),
    (re.compile(r"details?|examples?|细节|例子|描写", _I), "length", "detailed"),
)
_OWNER = re.compile(r"^\s*(?:all (?:of )?)?(?:my|our|the|those|these)\s+", _I)
_LESS = re.compile(r"\b(?:less|more)\b", _I)  # "don't make it any less formal": the word stands
_PRONOUN_EN = re.compile(r"\s*(?:it|them|everything|things)\b", _I)
_INTO = re.compile(r"\s+(?:into|to|with|for|in|from|out of)\s+.*$|(?:改成|换成|拆成).*$", _I)
# What the writer's text is cut down to ("stop cutting the notice down to one line", 「别再把通知
# 缩成两句话」): the size it ends at is the one not wanted.
_CUT_TO_EN = re.compile(r"\b(?:down\s+)?(?:to|into)\s+(?P<size>.+)$", _I)
_CUT_TO_ZH = re.compile(r"(?:成|到)$")
_PAUSE = re.compile(r"[，,。！？!?；;]")
_SHRINKS = re.compile(
    r"cut|chop|trim|squeez|shrink|shrunk|condens|whittl|boil|缩|压|砍|删|精简",
    _I,
)


def _kept_values(span: str) -> list[tuple[str, str]]:
    """What a span naming the writer's own thing ("my exclamation marks", 我的长句) keeps."""
    into = re.search(r"\s+into\s+", span, _I)
    span = _INTO.sub("", span)
    for named in (span, _OWNER.sub("", span)):
        found = [(h.dimension, h.value) for h in clause_hits(named, Context(), False) if h.literal]
        if found:
            return found[:1]
    if into:
        return []  # "don't turn every paragraph into a wall": the part is not what is kept
    return next(([(d, v)] for part, d, v in _PARTS if part.search(span)), [])


def _unwanted_made(span: str) -> list[tuple[str, str]]:
    """The quality the editor keeps making the text, turned round ("formal" → casual)."""
    found = []
    for hit in clause_hits(span, Context(), False)[:1]:
        value = hit.value if hit.complaint or not hit.literal else flip(hit.dimension, hit.value)
        found.append((hit.dimension, value))
    return found


def _cut_to(match: re.Match[str], sentence: str) -> str:
    """The size a cut ends at ("…down to a single line", 「…缩成两句话」), or ""."""
    if match.re is _TAKEN_ZH or _CUT_TO_ZH.search(match.group(0)):
        if not _CUT_TO_ZH.search(match.group(0)):
            return ""
        rest = sentence[match.end() :]
        pause = _PAUSE.search(rest)
        return rest[: pause.start()] if pause else rest
    found = _CUT_TO_EN.search(match.group("object") or "")
    return found.group("size") if found else ""


def _not_cut_to(match: re.Match[str], span: str, cut_to: str) -> list[tuple[str, str]]:
    """What a cut turned down wants: the other side of the size it ends at, or, when that size
    names no quality ("down to one line", 「缩成两句话」), the part cut kept full — its
    sentences or paragraphs longer, the piece itself detailed."""
    if not cut_to:
        return []
    made = _unwanted_made(cut_to)
    if made or not _SHRINKS.search(match.group(0)):
        return made
    part = _INTO.sub("", span)
    parts = [(d, v) for named, d, v in _PARTS if named.search(part)]
    return parts[:1] or [("length", "detailed")]


def _complained(match: re.Match[str], text: str) -> bool:
    return bool(match.group("stop")) or bool(_COMPLAINT.search(text.replace(match.group(0), " ")))


def kept_wishes(text: str) -> list[tuple[str, str]]:
    """(dimension, value) the writer wants, read from their complaints about the editor."""
    wanted: list[tuple[str, str]] = []
    for sentence in re.split(r"(?<=[.!?。！？])\s*", text):
        for pattern in (_TAKEN_EN, _TAKEN_ZH):
            for match in pattern.finditer(sentence):
                if not _complained(match, text):
                    continue
                span = match.group("object") or match.groupdict().get("mine") or ""
                cut_to = _cut_to(match, sentence)
                if _PRONOUN_EN.match(span) and not cut_to:
                    continue  # "stop turning it formal": a quality made, read below
                kept = [] if _PRONOUN_EN.match(span) else _kept_values(span)
                wanted += kept or _not_cut_to(match, span, cut_to)
        for pattern in (_MADE_EN, _MADE_ZH):
            for match in pattern.finditer(sentence):
                # ("turn my lists into paragraphs": the thing turned is what is kept, above.)
                made_into = _INTO.search(match.group("object")) or _LESS.search(
                    match.group("object")
                )
                if _complained(match, text) and not made_into:
                    wanted += _unwanted_made(match.group("object"))
    return list(dict.fromkeys(wanted))


# -- a diagnosis denied, a dislike denied ----------------------------------------------------

# "X isn't too Y", "there aren't too many emoji": the subject first, not "make sure it's not…".
_NOT_TOO_EN = re.compile(
    r"(?<!\bsure )(?<!\bkeep )(?<!\bas long as )(?<!\bso )"
    r"\b(?:is|are|was|were)(?:n'?t| not)\s+(?:(?:really|actually|at all|even)\s+)?"
    r"(?P<degree>too|overly|excessively|that|very|so)\b",
    _I,
)
_NOT_TOO_ZH = re.compile(
    # ("我要的是短句子，不是长句子" contrasts two things: 不是 and 不 only before a degree word.)
    r"(?:(?:并不|并没有|一点也不|一点都不|也不算|不算|没那么|不太)(?:太|很|那么|特别|过于|算太|算)?|"
    # (是不是太…, 有没有太…: the diagnosis asked, not denied.)
    r"(?<!是)(?<!有)(?:不是|没有|不)(?:太|很|那么|特别|过于|算太))"
    r"(?=长|短|正式|随意|口语|活泼|平淡|多|少|专业|难|复杂|啰嗦|啰唆|繁琐|生硬|严肃|花哨|夸张|书面)"
)
# A wish bounded ("不太长就行"), or the diagnosis asked back ("不是太长了吗").
_BOUNDED_ZH = re.compile(
    r"^[^，,。！？!?；;]{0,6}?(?:就行|就好|就可以|也行|也可以|也没关系|为好|比较好|一点|一些|些|吗|呢)"
)
# A wish bounded before the denial: "make sure it isn't too formal", 「只要句子不太长」.
_WISHED_BEFORE = re.compile(
    r"\b(?:make sure|ensure|so that|as long as|keep|should|must|need|want|hope|please|"
    r"rather|prefer|wish|ideally|if only|would like|'d like|"
    r"let'?s|don'?t let|try|from now on|in future)\b|"
    r"保证|确保|只要|希望|要|别让|不要让|尽量|以后|今后",
    _I,
)
_DENIED_DISLIKE_EN = re.compile(
    r"\b(?:don'?t|do not|didn'?t|never)\s+(?:really\s+|actually\s+)?(?:dislike|hate|mind|object to|"
    r"have (?:anything|a problem) (?:against|with))\b",
    _I,
)
_DENIED_DISLIKE_ZH = re.compile(
    r"(?:并不|也不|一点也不|一点都不|从来不|没什么|没有什么|没有|没啥|不)(?=讨厌|反感|排斥|介意|嫌弃|抗拒|厌恶)"
)


# "It's not that I want more emoji", "I'm not asking for lists", 「不是说要加表情」: a wish the
# writer says they are not making (a denied ban — "not that I don't want lists" — is a wish,
# left alone).
_NOT_ASKING = re.compile(
    r"\b(?:it'?s not that|it isn'?t that|not that|I'?m not saying|I'?m not asking(?: for| you to)?|"
    r"I wasn'?t asking(?: for| you to)?|I'?m not after)\s+(?:I\s+)?(?:want(?:ed)?|need(?:ed)?|"
    r"asked for|'d like|would like)?\s*(?P<x>[^,.;!?—–]+)|"
    r"(?:并|也|倒)?不是说(?:我)?(?:要|想要|想|让你|叫你)(?P<zh>[^，,。！？!?；;]+)",
    _I,
)
_NEGATED = re.compile(
    r"\b(?:no|not|don'?t|never|without|stop|hate|dislike|mind|loathe)\b|不|别|没|无|禁|讨厌|反感",
    _I,
)
_TURN = re.compile(r"\b(?:but|though|yet|although)\b|但是|但|不过|可是", _I)


def _denied_readings(clause: str) -> list[tuple[str, str]]:
    """The readings "less of it" a denial in the clause rules out."""
    denied: list[tuple[str, str]] = []
    match = _NOT_TOO_EN.search(clause)
    if match and not _WISHED_BEFORE.search(clause[: match.start()]):
        turned = f"{clause[: match.start()].rstrip()} is too {clause[match.end() :].lstrip()}"
        denied += [(h.dimension, h.value) for h in clause_hits(turned, Context(), False)]
    match = _NOT_TOO_ZH.search(clause)
    if (
        match
        and not _BOUNDED_ZH.match(clause[match.end() :])
        and not _WISHED_BEFORE.search(clause[: match.start()])
    ):
        turned = clause[: match.start()] + "太" + clause[match.end() :]
        denied += [(h.dimension, h.value) for h in clause_hits(turned, Context(), False)]
    for asked in _NOT_ASKING.finditer(clause):
        wish = asked.group("x") or asked.group("zh")
        if not _NEGATED.search(wish):
            denied += [(h.dimension, h.value) for h in clause_hits(wish, Context(), False)]
    if _DENIED_DISLIKE_EN.search(clause) or _DENIED_DISLIKE_ZH.search(clause):
        # What a dislike would ask: the other pole of the thing named, or the complaint's.
        denied += [
            (h.dimension, flip(h.dimension, h.value) if h.literal else h.value)
            for h in clause_hits(clause, Context(), False)
        ]
    return denied


_LEAVE_ZH = re.compile(r"^[^，,。！？!?；;]{0,6}?(?:就行|就好|就可以|也行|也可以|也没关系)")


def bounded_wishes(text: str) -> list[tuple[str, str]]:
    """A wish bounded by a denial: "make sure it isn't too formal", 「以后没那么正式也行」 ask
    for less of the quality, never more of it."""
    wished: list[tuple[str, str]] = []
    for clause in clauses(text):
        match = _NOT_TOO_EN.search(clause)
        if match and _WISHED_BEFORE.search(clause[: match.start()]):
            turned = f"{clause[: match.start()].rstrip()} is too {clause[match.end() :].lstrip()}"
            wished += [(h.dimension, h.value) for h in clause_hits(turned, Context(), False)]
        match = _NOT_TOO_ZH.search(clause)
        if match and (
            _LEAVE_ZH.match(clause[match.end() :]) or _WISHED_BEFORE.search(clause[: match.start()])
        ):
            turned = clause[: match.start()] + "太" + clause[match.end() :]
            wished += [(h.dimension, h.value) for h in clause_hits(turned, Context(), False)]
    return wished


def denied_readings(text: str) -> list[tuple[str, str]]:
    """(dimension, value) read in a denial, unless another clause asks for it outright, or a
    turn follows it ("我不讨厌表情，但是太多了": conceded, then complained of)."""
    denied: list[tuple[str, str]] = []
    asked: set[tuple[str, bool]] = set()
    for clause in clauses(text):
        found = _denied_readings(clause)
        if found and not _TURN.search(text[text.find(clause) + len(clause) :]):
            denied += found
            continue
        asked |= {
            (h.dimension, DIMENSIONS[h.dimension][h.value] > 0)
            for h in clause_hits(clause, Context(), False)
            if not h.literal or h.complaint
        }
    return [(d, v) for d, v in denied if (d, DIMENSIONS[d][v] > 0) not in asked]


# -- the hook --------------------------------------------------------------------------------


def _sign(dimension: str, value: str) -> bool:
    return DIMENSIONS[dimension][value] > 0


def _without(said: list[Observation], denied: list[tuple[str, str]]) -> list[Observation]:
    for dimension, value in denied:
        said = [
            o
            for o in said
            if o.dimension != dimension or _sign(o.dimension, o.value) != _sign(dimension, value)
        ]
    return said


def without_denied(words: Sequence[str], said: list[Observation]) -> list[Observation]:
    """`said` without what a denial in the words rules out, whoever read it (the classifier
    asks "no emoji?" of 我不讨厌表情符号 when the rules hear nothing)."""
    return _without(said, [d for text in words for d in denied_readings(_plain(text))])


def _plain(text: str) -> str:
    # ("A bit more formal, but don't make it stiff": the limit bounds the wish, kept nothing.)
    return mask_quoted(normalise(without_limits(text)))


def read_kept_and_denied(text: str, said: list[Observation]) -> list[Observation]:
    """The rules' readings of `text`, with a kept thing the right way round and a denied
    complaint dropped."""
    plain = _plain(text)
    said = _without(said, denied_readings(plain))
    for dimension, value in kept_wishes(plain) + bounded_wishes(plain):
        against = [o for o in said if o.dimension == dimension and o.value != value]
        if any(_sign(dimension, o.value) == _sign(dimension, value) for o in against):
            continue  # "stop removing my emoji, just fewer of them": a degree, already heard
        others = [o for o in said if o.dimension != dimension]
        same = [o for o in said if o.dimension == dimension and o.value == value]
        if same or against:
            lead = replace((same or against)[0], value=value, reading=KEPT)
        else:
            lead = Observation(
                dimension=dimension,
                value=value,
                source="writer",
                strength=WRITER_STRENGTH,
                by_writer=True,
                quote=text.strip(),
                reading=KEPT,
            )
        said = others + [lead]
    return said
