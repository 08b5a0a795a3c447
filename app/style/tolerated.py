"""Tolerance is not a wish: "Exclamation marks are fine.", "I can live with emoji.", "I don't
dislike long sentences.", 「长句子我能接受」, 「感叹号用得没问题」 say the writer puts up with a
thing, not that they want more of it. What the rules hear of such a clause — the thing's own
pole, and the lively tone read into exclamation marks — is not filed, unless the writer asks for it
elsewhere in the message ("emoji is fine, put them back in", "jargon is fine — use the real
terms") or takes a ban back ("Emoji are fine again").

A degree named is still a wish, as every labelled set reads it: "段落长一点没关系", "longer
paragraphs are fine" ask for longer; only the plain thing ("long sentences", 短标题) is tolerated.
"""

import re
from functools import lru_cache

from app.style.dimensions import DIMENSIONS, Observation
from app.style.hant import simplified
from app.style.indifference import sides_named
from app.style.named import named_dimensions
from app.style.reading import sentences

_I = re.IGNORECASE
_THING = r"(?P<thing>[\w' -]{2,40}?)"
# "X is fine", "X are OK by me", "X is acceptable, I guess".
_FINE = re.compile(
    rf"^(?:the |your |a few |some )?{_THING} (?:are|is|'re|'s) (?:fine|ok|okay|alright|all right|"
    r"acceptable|no problem)(?: (?:by|with|for) me)?(?: (?:I guess|I suppose|honestly|really|"
    r"too|as well|whatever))?$",
    _I,
)
# "I can live with X", "I don't dislike X", "I'm fine with X", "I have no problem with X",
# "X I can live with".
_LEAVE = tuple(
    re.compile(pattern, _I)
    for pattern in (
        rf"^(?:honestly |frankly |well )?I (?:can|could) (?:live with|put up with|tolerate|"
        rf"stomach) {_THING}(?: (?:I guess|I suppose|honestly|really))?$",
        rf"^(?:honestly |frankly |well )?I (?:do ?n[o']?t|do not) (?:really |actually )?"
        rf"(?:dislike|hate|object to) {_THING}$",
        rf"^I'?m (?:fine|ok|okay|good) with {_THING}$",
        rf"^I (?:have|'ve got) no problem with {_THING}$",
        rf"^{_THING},? I can (?:live with|put up with|tolerate|stomach)$",
    )
)
# A permission by litotes: "It's not as if emoji are forbidden on the timetable page", "Not that
# bullet points are a crime", "Long sentences aren't against the law" — allowed, neither wished
# for nor banned (the ban word is the rules' reading to drop, and any wish either way).
_BANNED = (
    r"(?:forbidden|banned|illegal|outlawed|prohibited|a crime|a sin|against the (?:law|rules)|"
    r"not allowed|off[ -]limits|verboten|taboo)"
)
_WHERE = r"(?: (?:on|in|for|at) [\w' -]{1,40}?)?(?: or (?:anything|something))?"
_PERMITTED = tuple(
    re.compile(pattern, _I)
    for pattern in (
        rf"^(?:I mean |look |well )?(?:it'?s |it is |it isn'?t )?(?:not|n't) "
        rf"(?:as if|as though|like|that) {_THING} (?:are|is|were|was|'re|'s) {_BANNED}{_WHERE}$",
        rf"^not that {_THING} (?:are|is|were|was|'re|'s) {_BANNED}{_WHERE}$",
        rf"^{_THING} (?:aren'?t|isn'?t|are not|is not|'re not|'s not) {_BANNED}{_WHERE}$",
    )
)
# 「倒也不是说完全不能用表情哈」「也不是说列表一点都不能用嘛」「表情倒也没说完全禁止啊」.
_ZH_NOT_BANNED = (
    r"(?:完全|一点都|一点也|一句都|一个都|绝对|根本)?"
    r"(?:不能|不许|不准|不让)(?:用|放|写|有|加|出现)?"
)
_ZH_PERMITTED = (
    re.compile(
        r"^(?:其实|当然)?(?:倒|倒是)?(?:也)?(?:并)?不是说(?:就)?"
        rf"{_ZH_NOT_BANNED}(?P<thing>[\u4e00-\u9fff]{{1,8}}?)(?:了)?(?:哈|嘛|啊|呀|吧|的)?$"
    ),
    re.compile(
        r"^(?:其实|当然)?(?:倒|倒是)?(?:也)?(?:并)?不是说(?P<thing>[\u4e00-\u9fff]{1,8}?)(?:就)?"
        rf"{_ZH_NOT_BANNED}(?:了)?(?:哈|嘛|啊|呀|吧|的)?$"
    ),
    re.compile(
        r"^(?P<thing>[\u4e00-\u9fff]{1,8}?)(?:倒|倒是)?(?:也)?(?:并)?没(?:有)?(?:说|讲)(?:过)?"
        r"(?:完全|一点都|绝对)?(?:禁止|不能用|不许用|不让用|不准用)(?:啊|哈|嘛|呀|吧)?$"
    ),
)
# 「表情用着也没关系」, 「长句子我能接受」, 「短标题也行」, 「感叹号用得没问题」 — not a bare 行:
# 「句子不太长就行」 and 「每段最多三行」 are wishes.
_ZH_LEAVE = re.compile(
    r"^(?P<thing>[\u4e00-\u9fff]{1,8}?)(?:用着|用得|写得|有|多)?(?:我)?(?:也|倒|倒是|都)?(?:没(?:有)?问题|没关系|不要紧|不打紧|"
    r"没事|还行|也行|都行|(?:可以|能)接受|不反感|受得了|忍得了|(?:不|并不)(?:反对|介意)|没有?所谓|无所谓)"
    r"(?:的|吧|啦)?$"
)
# 「那又不是术语」, "those aren't technical words": what was put up with said not to be jargon.
_NOT_JARGON = re.compile(
    r"^(?:那|这|它们?|那些|这些|他们)?\S{0,6}?(?:又|也|可|并|本来就)?(?:不是|不算|算不上|称不上)"
    r"(?:什么)?(?:术语|行话|专业词|专业术语|黑话)(?:啊|嘛|吧|呀|呢)?$|"
    r"^(?:and |but )?(?:that|those|these|they|it|[\w' -]{1,30}?) (?:aren'?t|isn'?t|are not|is not|"
    r"'re not|'s not) (?:really |exactly )?(?:jargon|technical(?: words| terms| language)?)$",
    _I,
)
# A wish said in the clause itself: more of it, again, from now on, put back.
_WISH_WORDS = re.compile(
    r"\b(?:more|again|back|anymore|now on|always|from here|please|use|keep|add)\b|"
    r"以后|往后|再|请|要|加回|回来|恢复|多用|多加|多放|还是",
    _I,
)
# A degree named ("longer paragraphs", 长一点, 多些): a wish the other rules read.
_DEGREE = re.compile(
    r"\b(?:\w+er|more|less|fewer)\b|一点|一些|点儿?$|些$|多一|少一",
    _I,
)
_CLAUSE = re.compile(
    r"[,，;；:：。.!！?？…\n]+|\s[—–-]+\s|[—–]+|\b(?:but|though)\b|不过|但是|可是", _I
)
_MARK = re.compile(r"\bexclamation|感叹号", _I)
# What the writer says instead, after "not that…": 「…，是以后每条都得多放」, 「…，而是…」.
_RATHER_SAYING = re.compile(r"^(?:而|我)?(?:是说|的意思是|是要|是)(?!不是)")
# Dimensions whose thing, named bare, is there on the positive pole: emoji, lists, jargon.
_PRESENT_POSITIVE = frozenset({"emoji", "structure", "vocabulary"})
# "the odd emoji", 「偶尔一两个表情」: a few now and then.
_ODD = re.compile(
    r"\b(?:the odd|the occasional|an occasional|a few|a couple|a bit of|a sprinkle|a sprinkling|"
    r"here and there|now and (?:then|again)|every so often)\b|"
    r"偶尔|间中|有时|一两个|两三个|个把|几个",
    _I,
)
# "I can put up with that": the thing said in the clause before.
_ZH_THAT = re.compile(
    r"^(?:这个|这些|那个|那些|这|那|这样|那样)?(?:我)?(?:也|倒|倒是|都)?(?:(?:不|并不)(?:反对|介意)|"
    r"(?:可以|能)接受|没意见|无所谓|没有?所谓|没(?:有)?问题|没关系|受得了|忍得了)(?:的|吧|啦)?$"
)
_THAT = re.compile(r"^(?:that|this|it|them|those|these|that much|all that)$", _I)
_WISH_OR_BAN = re.compile(
    rf"{_WISH_WORDS.pattern}|\b(?:stop|don'?t|do not|never|no more|quit|cut|drop|lose)\b|"
    r"别|不要|少|去掉|删|禁止",
    _I,
)
# A clause that says nothing of its own: "sure", "honestly", 「说实话」.
_FILLER = re.compile(
    r"^(?:sure|fine|honestly|frankly|really|to be fair|ok|okay|well|yeah|yes|I guess|I suppose|"
    r"you know|mind|just saying|I'm just saying|说实话|老实说|其实|行吧|好吧|嗯)$",
    _I,
)
# The writer's own words asking again for what they tolerate, elsewhere in the message.
_ASKED_BACK = re.compile(
    r"\b(?:put|bring|add|stick|throw) (?:them|it|those|these|some|a few)\b|\bback in\b|"
    r"\bagain\b|\buse (?:them|it|the)\b|\bmore of (?:them|it)\b|加回|回来|恢复|多用|多加",
    _I,
)


def _permitted(clause: str) -> str | None:
    for pattern in (*_PERMITTED, *_ZH_PERMITTED):
        found = pattern.match(clause)
        if found:
            return found.group("thing")
    return None


def _thing_of(clause: str) -> str | None:
    if _permitted(clause):
        return _permitted(clause)
    if _ZH_THAT.match(clause):
        return "that"  # 「偶尔夹一两个成语，我也不反对」: what the clause before named
    for pattern in (_FINE, *_LEAVE, _ZH_LEAVE):
        found = pattern.match(clause)
        if found:
            return found.group("thing")
    return None


def _put_up_with(thing: str) -> set[tuple[str, bool]]:
    """(dimension, pole) of what a tolerated thing names. The odd one of a thing there on its
    positive pole ("the odd emoji", 「偶尔一两个表情」) is neither more of it nor fewer."""
    found = {(d, pole) for d, poles in sides_named(thing).items() for pole in poles}
    # A thing named bare ("emoji", "jargon", 感叹号) is put up with being there.
    present = {d for d in named_dimensions(thing) if d in _PRESENT_POSITIVE}
    if _MARK.search(thing):
        present.add("exclamation")
    found.update((d, True) for d in present)
    if _ODD.search(thing):
        found.update((d, False) for d in present)
    return found


@lru_cache(maxsize=256)
def _read_clauses(text: str) -> tuple[frozenset[tuple[str, bool]], bool]:
    """(dimension, the positive pole?) of each thing `text` only says it puts up with, named in
    no other clause of the message and asked for nowhere in it; and whether the message says
    nothing else (「偶尔用一两个成语我也能接受」, "A bit of slang here and there, sure, I can put
    up with that": put up with, whatever the rules make of the thing)."""
    plain = simplified(text)
    if _ASKED_BACK.search(plain):
        return frozenset(), False
    clauses = [
        (at, c.strip())
        for at, s in enumerate(sentences(plain))
        for c in _CLAUSE.split(s)
        if c and c.strip()
    ]
    if any(_NOT_JARGON.match(c) for _, c in clauses) and all(
        _NOT_JARGON.match(c) or _FILLER.match(c) or _thing_of(c) for _, c in clauses
    ):
        # 「数字和比分多一点没关系，那又不是术语」: more of a thing that is no style, allowed.
        return frozenset(), True
    found: set[tuple[str, bool]] = set()
    rest: list[str] = []
    tolerance = False
    for index, (at, clause) in enumerate(clauses):
        thing = _thing_of(clause)
        if thing is not None and _THAT.match(thing):
            # "…here and there, sure, I can put up with that": the thing said just before, in
            # the same sentence, and not itself a wish or a ban.
            before = [c for a, c in clauses[:index] if a == at and not _FILLER.match(c)]
            said = [c for c in rest if not _FILLER.match(c)]
            if before and said and before[-1] == said[-1] and not _WISH_OR_BAN.search(said[-1]):
                rest.remove(said[-1])
                thing = said[-1]
        if thing is None or _WISH_WORDS.search(clause) or _DEGREE.search(thing):
            rest.append(clause)
            continue
        if index + 1 < len(clauses) and _RATHER_SAYING.match(clauses[index + 1][1]):
            # 「不是说不让你放表情，是以后每条都得多放」: no ban, and more than allowed — a wish.
            rest.append(clause)
            continue
        tolerance = True
        things = _put_up_with(thing)
        if _permitted(clause):  # allowed: no ban on it either
            things |= {(d, not pole) for d, pole in things}
        found.update(things)
        if not things:
            rest.append(clause)
    elsewhere = {d for clause in rest for d in named_dimensions(clause)}
    only = tolerance and all(_FILLER.match(clause) or _thing_of(clause) for clause in rest)
    return frozenset((d, pole) for d, pole in found if d not in elsewhere), only


def tolerated(text: str) -> frozenset[tuple[str, bool]]:
    """(dimension, the positive pole?) of each thing `text` only says it puts up with."""
    return _read_clauses(text)[0]


def without_tolerated(words: list[str], said: list[Observation]) -> list[Observation]:
    """`said` without what the writer only said they put up with: the thing's own pole, and
    beside exclamation marks tolerated the lively tone no word of the message spoke of; nothing
    at all of a message that only puts up with things."""
    if words and all(_read_clauses(text)[1] for text in words):
        return []
    put_up_with = {item for text in words for item in tolerated(text)}
    if not put_up_with:
        return said
    tone_spoken = any("tone" in named_dimensions(text) for text in words)
    if ("exclamation", True) in put_up_with and not tone_spoken:
        put_up_with.add(("tone", True))
    return [
        o
        for o in said
        if (o.dimension, DIMENSIONS.get(o.dimension, {}).get(o.value, 0) > 0) not in put_up_with
    ]


def permits_only(text: str) -> bool:
    """Whether `text` only allows things by litotes ("Not that bullet points are a crime",
    「倒也不是说完全不能用表情哈」) and says nothing else."""
    plain = simplified(text)
    parts = [c.strip() for s in sentences(plain) for c in _CLAUSE.split(s) if c and c.strip()]
    return any(_permitted(c) for c in parts) and all(
        _permitted(c) or _FILLER.match(c) for c in parts
    )
