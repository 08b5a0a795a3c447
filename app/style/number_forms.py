"""How numbers are written is no wish about length: "write numbers under ten as words",
"spell out one to nine", 「以后十以下的数字都写成汉字」.

"Under ten … as words" holds a ceiling and a unit ("under ten", "words") the size rules read as
a limit on the piece. It sets the form of each numeral, nothing of a size: where a message only
says how numbers are written, the readings of a size (length, sentences, paragraphs, titles)
are dropped. The wish itself is outside the learner's kinds and is not filed. Pure.
"""

import re
from collections.abc import Sequence

from app.style.dimensions import Observation

_I = re.IGNORECASE
_NUMBER_FORM = re.compile(
    r"\b(?:numbers?|numerals?|figures|digits)\b[^.!?;]{0,40}?\b(?:as|in|into) (?:words|digits|"
    r"numerals|figures)\b|"
    r"\bspell(?:ed|ing)? (?:out )?(?:all )?(?:the )?(?:numbers?|numerals?|figures|"
    r"(?:one|1) (?:to|through|-) (?:nine|ten|9|10))\b|"
    r"\b(?:numbers?|numerals?) (?:under|below|up to|less than) (?:ten|10|nine|9)\b[^.!?;]{0,20}"
    r"\b(?:spelt|spelled|written) out\b|"
    r"数字[^。！？!?；;]{0,20}?(?:写成|用|改成|改为|写作)(?:汉字|中文|大写|阿拉伯数字)|"
    r"(?:写成|用|改成)阿拉伯数字",
    _I,
)
_SIZES = ("length", "sentence_length", "paragraph_length", "title_style")


def numbers_only(text: str) -> bool:
    """Whether the message says how numbers are written, and no size beside it."""
    form = _NUMBER_FORM.search(text)
    if form is None:
        return False
    rest = text[: form.start()] + " " + text[form.end() :]
    return (
        re.search(
            r"\b(?:shorter|longer|short|long|concise|brief|detail\w*)\b|短|长|简洁|详细", rest, _I
        )
        is None
    )


def number_forms_read(words: Sequence[str], said: list[Observation]) -> list[Observation]:
    """`said` without sizes heard in a message about how numbers are written."""
    if words and all(numbers_only(text) for text in words):
        return [o for o in said if o.dimension not in _SIZES]
    return said
