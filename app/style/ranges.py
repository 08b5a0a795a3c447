"""A range set as the rule — "between one and three emoji per post", "sentences of twenty to
thirty words", 「每条一到三个表情」, 「每句话二十到三十个字」 — read as the direction it pushes
(v72 `range`).

A range is a floor and a ceiling at once; read word by word its ceiling ("to thirty words") wins
and every range came out as less. What it asks for is where it sits: emoji from one up are some
emoji, against none (said as the floor); a sentence of twenty words and more is a long one
(the floor), of ten and fewer a short one (the ceiling); a range about the usual size is said as
it is. The direction is said in words beside the number, as `relative_steps.py` says a share, so
the classifier reads it too (read by the character, 「不少于」 is 少). Pure: text in, text out.
"""

import re

from app.domain.en_numbers import TENS, UNITS

_I = re.IGNORECASE
_UNITS_EN = UNITS
_TENS_EN = TENS
_NUMBER_EN = (
    r"(?:\d+|(?:twenty|thirty|forty|fifty|sixty)(?:[- ](?:one|two|three|four|five|six|seven|"
    r"eight|nine))?|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
    r"thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)"
)
_DIGITS_ZH = {"零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7}
_DIGITS_ZH |= {"八": 8, "九": 9}
_NUMBER_ZH = r"(?:\d+|[一二两三四五六七八九十]{1,3})"
_RANGE_EN = re.compile(
    rf"\b(?:between\s+)?(?P<low>{_NUMBER_EN})\s*(?:and|to|-|–)\s*(?P<high>{_NUMBER_EN})\s+"
    r"(?P<unit>emojis?|emoticons?|words?)\b",
    _I,
)
_RANGE_ZH = re.compile(
    rf"(?P<low>{_NUMBER_ZH})(?:个)?(?:到|至|-|~|～|—)(?P<high>{_NUMBER_ZH})个?(?:左右)?"
    r"(?P<unit>表情|emoji|字)",
    _I,
)
_EMOJI = re.compile(r"emoji|emoticon", _I)
_LONG_SENTENCE = 20  # words a sentence from which a range asks for long ones
_SHORT_SENTENCE = 10
_LONG_SENTENCE_ZH = 25  # characters
_SHORT_SENTENCE_ZH = 12


def _en(word: str) -> int:
    word = word.lower()
    if word.isdigit():
        return int(word)
    tens, _, unit = word.replace(" ", "-").partition("-")
    if tens in _TENS_EN:
        return _TENS_EN[tens] + (_UNITS_EN.get(unit, 0) if unit else 0)
    return _UNITS_EN[word]


def _zh(word: str) -> int:
    if word.isdigit():
        return int(word)
    if "十" not in word:
        return _DIGITS_ZH.get(word, 0)
    tens, _, units = word.partition("十")
    return _DIGITS_ZH.get(tens, 1) * 10 + (_DIGITS_ZH.get(units, 0) if units else 0)


# A cap said before the range ("keep it to one or two", "just two to three emoji"): fewer.
_CAPPED = re.compile(
    r"\b(?:just|only|keep (?:it|them) (?:down )?to|at most|up to|no more than|max(?:imum)?)\s*$|"
    r"(?:只|最多|不超过|控制在)\s*$",
    _I,
)


def _en_range(m: re.Match[str]) -> str:
    low, high, unit = _en(m.group("low")), _en(m.group("high")), m.group("unit").lower()
    if low > high or _CAPPED.search(m.string[: m.start()]):
        return m.group()
    if unit.startswith(("emoji", "emoticon")):
        return f"at least {low} {unit}, some {unit}" if low >= 1 else m.group()
    if low >= _LONG_SENTENCE:
        return f"at least {low} words, longer sentences"
    if high <= _SHORT_SENTENCE:
        return f"no more than {high} words, shorter sentences"
    return m.group()


def _zh_range(m: re.Match[str]) -> str:
    low, high, unit = _zh(m.group("low")), _zh(m.group("high")), m.group("unit")
    if low > high or _CAPPED.search(m.string[: m.start()]):
        return m.group()
    if unit != "字":
        return f"起码{low}个{unit}，多放点{unit}" if low >= 1 else m.group()
    if low >= _LONG_SENTENCE_ZH or (low + high) / 2 >= _LONG_SENTENCE_ZH:
        return f"长一点，不少于{low}个字"
    if high <= _SHORT_SENTENCE_ZH:
        return f"短一点，不超过{high}个字"
    return m.group()


_SENTENCE = re.compile(r"\bsentences?\b|句", _I)


def range_said_plainly(text: str) -> str:
    """`text` with a range of emoji, or of words a sentence, said as the floor or the ceiling it
    means (words of a title or a paragraph are left to the ceilings: "titles short - three or
    four words each")."""
    if not _SENTENCE.search(text):
        text = _RANGE_EN.sub(lambda m: _en_range(m) if _EMOJI.match(m["unit"]) else m[0], text)
        return _RANGE_ZH.sub(lambda m: m[0] if m["unit"] == "字" else _zh_range(m), text)
    return _RANGE_ZH.sub(_zh_range, _RANGE_EN.sub(_en_range, text))
