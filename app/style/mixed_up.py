"""A learned wish taken back as a mix-up: "sorry I mixed that up, emojis are fine, it's the
hashtags I want gone", "nah scratch that, my readers are mostly teenagers", voice-typed
「纠正一下 我不是说感叹号 我是说省略号 感叹号可以用」 (outside45a #8, #17).

With words owning a mistake ("mixed that up", "my bad", "I didn't mean", 纠正一下, 搞混了, 不是说),
a held wish whose thing the message then calls fine (emojis are fine, 感叹号可以用) or says was
not meant (I didn't mean exclamation marks, 我不是说感叹号) is set aside as `lifting.py` sets a
lifted ban aside, nothing filed or asked in its place: the tolerance is no wish for more, and
the lively tone read from the marks goes with it. A bare "scratch that" / "forget that" opening
a message takes back the wish learned last (its other value asked, as `withdrawals.py` does).
What else the message asks ("it's the hashtags I want gone", 段落要短) is read as ever. Pure:
text and held values in.
"""

import re
from collections.abc import Sequence
from dataclasses import replace

from app.domain.models import StyleAssertion
from app.style.dimensions import Observation, relation
from app.style.filing import WITHDRAWN, WRITER_STRENGTH
from app.style.hits import Context, clause_hits, flip
from app.style.lifting import LIFTED
from app.style.normalising import normalise
from app.style.tolerated import permits_only
from app.style.withdrawals import TOPICS

_I = re.IGNORECASE

_MARKS = r"\bexclamation\w*(?:[- ](?:marks?|points?))?|感叹号|感嘆號|惊叹号"
_THINGS = {
    **{d: p.pattern for d, p in TOPICS if d != "tone"},
    "tone": r"\btone\b|语气",
    "exclamation": _MARKS,
}
# The writer owning a mistake about what they asked.
_MISTAKE = re.compile(
    r"\bmixed (?:(?:that|it|this|them|things|those) )?up\b|\bmix-?up\b|\bmy bad\b|"
    r"\bgot (?:that|it|this) (?:wrong|mixed up|muddled|backwards)\b|\bI (?:was|'m|am) wrong\b|"
    r"\b(?:I )?(?:didn'?t|didnt|did not|don'?t|dont|do not) mean\b|\bnot what I meant\b|"
    r"\bwasn'?t (?:talking|on) about\b|\bwasnt (?:talking|on) about\b|\bcorrection\b|"
    r"\bscratch that\b|\bforget (?:that|it)\b|\bignore (?:that|what I (?:just )?said)\b|"
    # A change of mind owned: "I've changed my mind on emoji", "on second thought", "I take it
    # back", "scratch what I said about lists", 「我收回刚才的话」, 「刚才那条不算」, 「作废吧」.
    r"\bchanged? (?:my|of) (?:mind|heart)\b|\bon second thoughts?\b|"
    r"\btake (?:it|that|this|back)\b|\bwas wrong\b|\b(?:scratch|forget|ignore) (?:what I said|"
    r"the [\w-]+ thing|my (?:earlier|last|previous|old) (?:note|request|rule|ask))\b|"
    r"纠正|更正|搞混|弄混|搞错|弄错|说错|记错|(?:我)?(?:不是说|说的不是|不是指|指的不是)|当我没说|"
    r"改主意|收回|不算数?|不作数|作废|别管了?|说多了|算了",
    _I,
)
_FINE_EN = (
    r"\W{0,3}(?:are|is|'re|'s|r)? ?(?:totally |actually |really |perfectly |absolutely )?"
    r"(?:fine|ok|okay|alright|all right|allowed|good|welcome)\b"
)
_FINE_ZH = r"(?:其实|还是|倒是|都|也)?(?:可以用|可以|能用|随便用|没问题|没关系|无所谓|不碍事)"
# A permission a little further on in the same clause: "emoji, they're okay, use them where they
# fit", "exclamation marks are fine by me", 感叹号该用就用, 表情还是留着吧, 口语一点也没事.
_PERMITTED = (
    r"[^.!?;。！？；]{0,40}?(?:\b(?:fine|ok|okay|alright|all right|allowed|welcome)\b|"
    r"\bfeel free\b|\buse (?:them|one|some|it)\b[^.!?]{0,20}\b(?:fits?|helps?|needed|natural)\b|"
    r"可以用?|也行|没事|没问题|没关系|挺好|留着|该用就用|想用就用)"
)
_DENIED = (
    r"(?:(?:didn'?t|didnt|did not|don'?t|dont|do not) mean|wasn'?t (?:talking|on) about|"
    r"wasnt (?:talking|on) about|not (?:talking|on) about|不是说|说的不是|不是指|指的不是)"
)
_COUNTED = frozenset({"emoji", "exclamation"})
# A wish for more of them, beside the words calling them fine.
_ASKS_MORE = re.compile(
    r"\bmore\b|(?<!take it )(?<!take that )\bback\b|\bput (?:them|'em|em|some)\b|\badd\b|"
    r"\bI'?d like\b|\ba few\b|"
    r"\bcouple\b|\bplenty\b|\blots\b|\bloads\b|多(?!了)|几个|一些|一点(?![也都没])|加上|放回|"
    r"用回|加回",
    _I,
)
# A bare "scratch that" opening the message: the wish learned last taken back.
_SCRATCH_LAST = re.compile(
    r"^\W*(?:(?:nah|no|nope|oh|ok|okay|wait|sorry|actually|hmm|um+|uh+)\W+)*"
    r"(?:scratch|forget|ignore|cancel|undo|drop) (?:that|it|what I (?:just )?said)"
    r"(?=\s*(?:[,.;:!—–-]|$))|"
    r"^\W*(?:算了|不对)?\W*(?:刚才|刚刚)?(?:那条|那个|说的)?(?:当我没说|不算了?|作废)",
    _I,
)


def _permitted(text: str, dimension: str) -> bool:
    """Is the thing of this dimension allowed in the message ("emoji are fine", 感叹号该用就用)?"""
    thing = _THINGS.get(dimension)
    if thing is None:
        return False
    fine = re.compile(rf"(?:{thing})\w*(?:{_FINE_EN}|{_FINE_ZH}|{_PERMITTED})", _I)
    return bool(fine.search(text))


def _withdrawn_here(text: str, dimension: str) -> bool:
    thing = _THINGS.get(dimension)
    if thing is None:
        return False
    fine = re.compile(rf"(?:{thing})\w*(?:{_FINE_EN}|{_FINE_ZH}|{_PERMITTED})", _I)
    denied = re.compile(rf"{_DENIED}\s*(?:the |all the |any )?[^.!?。！？]{{0,6}}?(?:{thing})", _I)
    return bool(fine.search(text) or denied.search(text))


def _denies_other_way(text: str, held: StyleAssertion) -> bool:
    """Whether what the message says it did not mean goes the other way from the held wish
    (「不是说要加表情，是日期写错了」 under no emoji): a wish it never held is denied, not its
    own."""
    thing = _THINGS.get(held.dimension)
    if thing is None:
        return False
    denied = re.compile(
        rf"{_DENIED}\s*(?P<x>(?:the |all the |any )?[^.!?。！？]{{0,6}}?(?:{thing}))", _I
    )
    return any(
        h.dimension == held.dimension
        and relation(held.dimension, held.value, h.value) == "opposite"
        for m in denied.finditer(text)
        if not re.fullmatch(rf"\W*(?:{thing})\W*", m.group("x"), _I)  # the thing bare: its own
        for h in clause_hits(m.group("x"), Context(), False)
    )


def _new_value_said(text: str, held: StyleAssertion, said: Sequence[Observation]) -> bool:
    """Does the message ask a value of its own on the held wish's dimension ("I didn't mean
    casual — keep it formal", 表情可以多放一点, "emoji is fine, put them back in")? Then it is a
    correction read as ever, not a withdrawal. Emoji or exclamation marks only called fine
    (感叹号可以用, heard as "more") ask nothing."""
    heard = [o for o in said if o.dimension == held.dimension]
    if not heard:
        return False
    # (A thing only allowed — "bullet points are fine when they help", 口语一点也没事 — asks
    # nothing on any dimension; one said plainly in a denial may.)
    if _ASKS_MORE.search(text):
        return True
    if _permitted(text, held.dimension):
        return False
    if held.dimension not in _COUNTED:
        return True
    return any(relation(held.dimension, held.value, o.value) != "opposite" for o in heard)


def _permission_alone(text: str, said: list[Observation], held: set[str]) -> list[Observation]:
    """With nothing held on it, a thing the writer owns a mistake about and now allows
    ("I was wrong before, emoji are fine", 其实感叹号挺好的，我之前说错了，以后可以用) is no wish
    for more: nothing is filed on it, nor the lively tone read from the marks."""
    allowed = {
        d
        for d in _THINGS
        if d not in held and d != "tone" and _permitted(text, d) and not _ASKS_MORE.search(text)
    }
    return [
        o
        for o in said
        if o.dimension not in allowed
        and not (o.dimension == "tone" and "exclamation" in allowed and o.value == "lively")
    ]


def _withdrawal(held: StyleAssertion, text: str, reading: str) -> Observation:
    return Observation(
        dimension=held.dimension,
        value=flip(held.dimension, held.value),
        source="writer",
        strength=WRITER_STRENGTH,
        by_writer=True,
        quote=text.strip(),
        reading=reading,
    )


def mix_ups_read(
    words: Sequence[str], said: list[Observation], held: Sequence[StyleAssertion]
) -> list[Observation]:
    """`said` with each wish taken back as a mix-up read as its withdrawal alone."""
    mine = [a for a in held if a.state == "active" and a.candidate is None]
    for text in words:
        plain = normalise(text)
        if not _MISTAKE.search(plain) or permits_only(text):
            continue  # (「也不是说列表一点都不能用嘛」: a permission, no mix-up owned)
        said = _permission_alone(plain, said, {a.dimension for a in mine})
        # (Called fine or never meant: set aside and nothing asked, as a lifted ban is.)
        gone = [
            (a, LIFTED)
            for a in mine
            if _withdrawn_here(plain, a.dimension)
            and not _new_value_said(plain, a, said)
            and not _denies_other_way(plain, a)
        ]
        if not gone and _SCRATCH_LAST.search(plain) and mine:
            last = max(mine, key=lambda a: a.updated_at)
            if not any(o.dimension == last.dimension for o in said):
                gone = [(last, WITHDRAWN)]  # the other value of the wish asked, never filed
        for a, reading in gone:
            # (The lively tone heard in "exclamation marks are fine" goes with the marks.)
            said = [
                o
                for o in said
                if o.dimension != a.dimension
                and not (a.dimension == "exclamation" and o.dimension == "tone")
            ]
            said.append(_withdrawal(a, text, reading))
    return [replace(o) for o in said]
