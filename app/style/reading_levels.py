"""A reading level asked for — "Grade 6 reading level for all our posts from now on", "aim for
a Year 5 reading level", 「以后写到小学生能看懂的程度」「按初一学生的阅读水平来写」 — read as plain
words, the writer's own wish: a level names how the piece should read, not who reads it (an
audience is only put to the writer to confirm: app/style/audience.py).

Said to last (from now on, for all our posts, 以后), it is filed as the writer said it; said of
one piece ("Just this leaflet: grade 3 reading level", 「就这一次」), it is about that piece
only. "Level" here is no even tone. Pure: words and readings in, readings out.
"""

import re
from collections.abc import Sequence
from dataclasses import replace

from app.style.dimensions import Observation
from app.style.extract import is_one_off
from app.style.filing import SCOPED_STRENGTH, WRITER_STRENGTH
from app.style.hant import simplified
from app.style.reading import LASTING, says_one_off

_I = re.IGNORECASE
_NUMBER = r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_ZH_NUMBER = r"[一二三四五六七八九十\d]"
_LEVEL = re.compile(
    rf"\b(?:(?:grade|year|key stage|ks) {_NUMBER}|{_NUMBER}(?:st|nd|rd|th)?[- ]grade(?:rs?)?|"
    rf"(?:primary|elementary|middle)[- ]school|plain[- ]english|easy[- ]read)"
    r"(?:[- ](?:reading|readability|literacy))?[- ](?:level|standard|age)\b|"
    rf"\breading age (?:of )?{_NUMBER}\b|"
    rf"\b(?:a |an )?{_NUMBER}[- ]year[- ]old could (?:read|follow)\b|"
    rf"(?:小学|初中|初一|初二|初三|中学|{_ZH_NUMBER}年级)[^，,。！!？?；;]{{0,8}}?"
    r"(?:(?:能|也能|可以|都能)(?:看|读|听)(?:懂|明白)|(?:的)?阅读水平|(?:的)?阅读能力|(?:的)?水平)|"
    r"(?:小学生|初中生|中学生|小朋友|孩子)[^，,。！!？?；;]{0,4}?(?:也)?(?:能|都能|可以)(?:看|读)(?:懂|明白)",
    _I,
)
_FOR_ALL = re.compile(
    r"\b(?:all|every|each) (?:of )?(?:our |my |the )?(?:posts?|newsletters?|notices?|pieces?|"
    r"updates?|articles?|emails?|copy)\b|\beverything\b|每篇|所有|全部|都要|都按|都写",
    _I,
)
_ONE_PIECE = re.compile(
    r"\b(?:just|only) (?:for )?this (?:one )?(?:leaflet|flyer|poster|post|piece|one|sheet|card|"
    r"handout|page|sign)\b|就这(?:一)?(?:张|篇|次|期|份)|这一期|只这(?:一)?(?:张|篇|次)|就这一次",
    _I,
)
_CALM = re.compile(r"\b(?:calm\w*|quiet\w*|gentle|steady|even|measured|sober|restrained)\b", _I)


def names_a_reading_level(text: str) -> bool:
    """Whether `text` asks for a reading level (a grade, a school year, 小学生能看懂)."""
    return bool(_LEVEL.search(simplified(text)))


def reading_level_read(words: Sequence[str], said: list[Observation]) -> list[Observation]:
    """`said`, with a reading level asked for read as plain words: filed for good when said to
    last, about this piece alone when said of one piece, and never an even tone."""
    for text in words:
        plain = simplified(text)
        if not _LEVEL.search(plain):
            continue
        said = (
            [o for o in said if not (o.dimension == "tone" and o.value == "calm")]
            if not (_CALM.search(plain))
            else said
        )
        once = bool(_ONE_PIECE.search(plain)) or is_one_off(plain) or says_one_off(plain)
        if once and not LASTING.search(plain):
            said = [
                replace(o, scoped=True, tentative=False, strength=min(o.strength, SCOPED_STRENGTH))
                if o.dimension == "vocabulary"
                else o
                for o in said
            ]
            continue
        if not (LASTING.search(plain) or _FOR_ALL.search(plain)):
            continue
        # (「以后写得让小学三年级的孩子也能看懂」 is a wish, not approval of the last version.)
        said = [o for o in said if o.dimension not in ("vocabulary", "*approval")]
        said.append(
            Observation(
                dimension="vocabulary",
                value="plain",
                source="writer",
                strength=WRITER_STRENGTH,
                by_writer=True,
                quote=text.strip(),
            )
        )
    return said
