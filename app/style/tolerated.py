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
        rf"^(?:honestly |frankly |well )?I (?:can|could) (?:live with|put up with) {_THING}"
        r"(?: (?:I guess|I suppose|honestly|really))?$",
        rf"^(?:honestly |frankly |well )?I (?:do ?n[o']?t|do not) (?:really |actually )?"
        rf"(?:dislike|hate|object to) {_THING}$",
        rf"^I'?m (?:fine|ok|okay|good) with {_THING}$",
        rf"^I (?:have|'ve got) no problem with {_THING}$",
        rf"^{_THING} I can live with$",
    )
)
# 「表情用着也没关系」, 「长句子我能接受」, 「短标题也行」, 「感叹号用得没问题」.
_ZH_LEAVE = re.compile(
    r"^(?P<thing>[\u4e00-\u9fff]{1,8}?)(?:用着|用得|写得|有|多)?(?:我)?(?:也|倒|倒是)?(?:没(?:有)?问题|没关系|"
    r"没事|还行|也行|行|(?:可以|能)接受|不反感|受得了|忍得了)(?:的|吧|啦)?$"
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
# Dimensions whose thing, named bare, is there on the positive pole: emoji, lists, jargon.
_PRESENT_POSITIVE = frozenset({"emoji", "structure", "vocabulary"})
# The writer's own words asking again for what they tolerate, elsewhere in the message.
_ASKED_BACK = re.compile(
    r"\b(?:put|bring|add|stick|throw) (?:them|it|those|these|some|a few)\b|\bback in\b|"
    r"\bagain\b|\buse (?:them|it|the)\b|\bmore of (?:them|it)\b|加回|回来|恢复|多用|多加",
    _I,
)


def _thing_of(clause: str) -> str | None:
    for pattern in (_FINE, *_LEAVE, _ZH_LEAVE):
        found = pattern.match(clause)
        if found:
            return found.group("thing")
    return None


@lru_cache(maxsize=256)
def tolerated(text: str) -> frozenset[tuple[str, bool]]:
    """(dimension, the positive pole?) of each thing `text` only says it puts up with, named in
    no other clause of the message and asked for nowhere in it."""
    plain = simplified(text)
    if _ASKED_BACK.search(plain):
        return frozenset()
    clauses = [c.strip() for s in sentences(plain) for c in _CLAUSE.split(s) if c and c.strip()]
    found: set[tuple[str, bool]] = set()
    rest: list[str] = []
    for clause in clauses:
        thing = _thing_of(clause)
        if thing is None or _WISH_WORDS.search(clause) or _DEGREE.search(thing):
            rest.append(clause)
            continue
        sides = sides_named(thing)
        for dimension, poles in sides.items():
            found.update((dimension, pole) for pole in poles)
        # A thing named bare ("emoji", "jargon", 感叹号) is put up with being there.
        present = {(d, True) for d in named_dimensions(thing) if d in _PRESENT_POSITIVE}
        if _MARK.search(thing):
            present.add(("exclamation", True))
        found.update(present)
        if not sides and not present:
            rest.append(clause)
    elsewhere = {d for clause in rest for d in named_dimensions(clause)}
    return frozenset((d, pole) for d, pole in found if d not in elsewhere)


def without_tolerated(words: list[str], said: list[Observation]) -> list[Observation]:
    """`said` without what the writer only said they put up with: the thing's own pole, and
    beside exclamation marks tolerated the lively tone no word of the message spoke of."""
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
