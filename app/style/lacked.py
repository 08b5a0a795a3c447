"""A quality said to be missing from the text, emphatically: "The tone is anything but calm",
"it isn't formal at all", 「一点都不庄重」, 「根本不正式」 — a complaint of what the text lacks,
so the quality named is what is wanted (a plain "don't make it calm" refuses it instead)."""

import re

from app.style.terms import TERMS

# Said of the text: "is anything but", "reads nowhere near", 「一点都不」, 「根本不」.
_LACKED_BEFORE = re.compile(
    r"\b(?:is|are|was|were|'s|'re|sounds?|reads?|feels?|looks?|seems?)\s+(?:anything but|"
    r"far from|nowhere near|not (?:at all|remotely|the least bit|in the least))\s+$|"
    r"(?:一点儿?(?:都|也)|丝毫|毫|根本|压根儿?)不$",
    re.IGNORECASE,
)
# "isn't calm at all": the denial before the quality, "at all" after it.
_DENIED_BEFORE = re.compile(
    r"\b(?:isn'?t|aren'?t|wasn'?t|weren'?t|(?:is|are|was|were|'s|'re) not)\s+(?:very\s+)?$",
    re.IGNORECASE,
)
_AT_ALL = re.compile(r"^\s*at all\b", re.IGNORECASE)
# "…aren't formal at all, which is how I like them", 「一点都不正式，挺好」: the state is liked.
_LIKED = re.compile(
    r"\b(?:how I like|the way I like|which is (?:good|great|fine|right|perfect)|and that'?s "
    r"(?:fine|good|great|how))\b|挺好|正好|就好|就对了|这样好|很好",
    re.IGNORECASE,
)


# 「连个分段都没有」, 「连一个小标题也没有」: not even one of it there.
_NOT_EVEN_BEFORE = re.compile(r"连(?:个|一个|一点|半个)?$")
_NOT_EVEN_AFTER = re.compile(r"^(?:都|也)(?:没有|没|不见|看不到)")


# "not one spark in it", "not a flicker of fun in it", "no life in it at all": none of it to be
# found in the text — described, so what is missing is wanted (a bare "no fun" refuses it).
_NONE_OF_BEFORE = re.compile(
    r"\b(?:not (?:one|a single|a|an|a trace of|an ounce of)|no|zero|without (?:a|any|a single))"
    r"(?:\s+(?:flicker|shred|scrap|hint|ounce|trace|drop|bit|spark|grain|whiff|speck)\s+of)?\s+$",
    re.IGNORECASE,
)
_FOUND_IN_AFTER = re.compile(
    r"^\s*(?:in (?:it|there|them|this|these|the (?:\w+ ){0,2}\w+)|anywhere|"
    r"to be (?:found|seen|had))\b",
    re.IGNORECASE,
)
_DEVICE = re.compile(r"exclamation|bullet|list|jargon|term|emoji|emoticon|smiley", re.IGNORECASE)


def none_of_it_in(word: str, before: str, after: str) -> bool:
    """Is the quality `word` said to be nowhere in the text ("not one spark in it")? Devices
    (emoji, bullets, jargon) are left out: "not one emoji in it" may be praise or a wish."""
    return (
        not _DEVICE.search(word)
        and bool(_NONE_OF_BEFORE.search(before))
        and bool(_FOUND_IN_AFTER.match(after))
        and not _LIKED.search(after)
    )


def lacked(before: str, after: str) -> bool:
    """Is the quality between `before` and `after` said to be missing from the text?"""
    said = (
        _LACKED_BEFORE.search(before)
        or (_DENIED_BEFORE.search(before) and _AT_ALL.match(after))
        or (_NOT_EVEN_BEFORE.search(before) and _NOT_EVEN_AFTER.match(after))
    )
    return bool(said) and not _LIKED.search(after)


def names_a_fault(word: str) -> bool:
    """Is `word` a term that names what is wrong ("stiff", 啰嗦)? Denied, it is praise."""
    return any(term.complaint and term.pattern.search(word) for term in TERMS)
