"""A version approved by its quality and made the rule: 「这版短的正合适，以后都这个长度」,
「这版口语化的正好，以后都这个味儿」, "This short version is spot on - keep that length from now
on".

The writer names what is right about the version (短的, 口语化的, short) and says it is to last:
that quality is the wish, read as if asked for plainly ("短一点", "keep it short"), not an
approval whose dimension is left to what the version happened to show. Without a word that it
lasts it stays an approval (app/style/approval.py). Pure: text and the offline reading in.
"""

import re
from collections.abc import Callable

from app.style.dimensions import Observation

_APPROVED_ZH = re.compile(
    r"(?:这|那)(?:一)?(?:版|稿|个版本|篇)(?P<what>[\u4e00-\u9fff]{1,6}?)的?"
    r"(?:正合适|正好|刚刚好|刚好|正对|最好|挺好|很好|不错|就对了)"
)
_APPROVED_EN = re.compile(
    r"\b(?:this|that) (?P<what>[a-z]+(?:[ -][a-z]+)?) (?:version|draft|one|cut)\b,? "
    r"(?:is|was|'s) (?:spot on|perfect|just right|great|ideal|bang on|exactly right)\b",
    re.IGNORECASE,
)
_LASTING = re.compile(
    r"以后|今后|往后|一直|都这|from now on|going forward|from here on|every time|always",
    re.IGNORECASE,
)


def approved_quality(text: str, read: Callable[[str], list[Observation]]) -> list[Observation]:
    """The quality a lasting approval names, as the rules read it asked for; [] otherwise."""
    if not _LASTING.search(text):
        return []
    zh = _APPROVED_ZH.search(text)
    en = None if zh else _APPROVED_EN.search(text)
    if zh is not None:
        asked = f"以后都要{zh.group('what')}一点"
    elif en is not None:
        asked = f"Keep it {en.group('what')} from now on"
    else:
        return []
    return [o for o in read(asked) if not o.dimension.startswith("*")]
