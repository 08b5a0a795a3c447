"""A rewrite pair asked for from now on: "Instead of 'Attendees are requested to proceed to the
registration area', write 'Head over to the sign-in desk'. That's the voice from here on.",
「别写“游客可以在三个观景台看瀑布”，写“你可以在三个观景台看瀑布”，每篇都这样」 (v69 rewrite_pair).

The two quotes say what the writer turns from and what they want; the difference between them is
the wish: "you" written in for the readers named (second person, or third the other way), else a
register moved down (officialese, "are requested", 敬请, 请各位…人员 → "head over", 来…吧: casual)
or up. The readings of the quotes' own words on the register are set aside for it. Only with a
word that it lasts (from here on, 以后, every post, 每篇都); one pair alone is an edit of this
piece, left as it was read. Pure: words and readings in, readings out.
"""

import re
from collections.abc import Sequence

from app.style.dimensions import Observation
from app.style.filing import WRITER_STRENGTH
from app.style.hant import simplified
from app.style.normalising import normalise
from app.style.prefilter import lazily_screened
from app.style.reading import LASTING

_I = re.IGNORECASE

_Q = r"[“\"‘'「『](?P<{name}>(?:[^”\"’'」』]|(?<=[A-Za-z])['’](?=[A-Za-z])){{2,200}})[”\"’'」』]"
_PAIR = lazily_screened(
    r"\b(?:instead of|rather than|not|don'?t (?:write|say|put)|never (?:write|say))\s*,?\s*"
    + _Q.format(name="was")
    + r"\s*[,;:.—–-]*\s*(?:just |please |simply )?(?:write|say|put|use|go with|try)\s*:?\s*"
    + _Q.format(name="wanted")
    + "|"
    r"(?:别|不要|不用|甭|不许)(?:再)?(?:写|说|用)(?:成)?\s*"
    + _Q.format(name="was_zh")
    + r"\s*[，,；;、]?\s*(?:要|就|而是|改成|换成)?(?:写|说|用)(?:成)?\s*"
    + _Q.format(name="wanted_zh"),
    _I,
)
# A word that the pair is the model for every piece.
_EVERY = re.compile(
    r"\bevery (?:post|one|piece|notice|update|time)\b|\ball of them\b|"
    r"每(?:篇|条|次|期|回)都|都(?:这样|这么)(?:写|来)?",
    _I,
)
_YOU = re.compile(r"\byou(?:r|rs|'ll|'re|'ve|'d)?\b|你", _I)
# The readers named in the third person ("Visitors can…", 「游客可以…」).
_READERS = re.compile(
    r"\b(?:visitors?|guests?|customers?|readers?|attendees?|members?|parents?|participants?|"
    r"residents?|patrons?|passengers?|users?|subscribers?|students?|fans?|clients?|"
    r"(?:the )?public|people|everyone|anyone|they)\b|"
    r"游客|读者|客户|顾客|家长|会员|参会人员|参与者|乘客|用户|居民|观众|学员|粉丝|大家|他们|各位",
    _I,
)
# How formal a quote sounds: one point a marker, either way.
_FORMAL_MARKS = re.compile(
    r"\b(?:are|is) (?:hereby )?(?:requested|advised|reminded|required|invited|kindly asked) to\b|"
    r"\b(?:kindly|please|patrons|attendees|residents|visitors are|proceed|premises|vacate|"
    r"utili[sz]e|commence|prior to|in accordance with|shall|hereby|henceforth|ensure)\b|"
    r"敬请|请各位|各位|广大|人员|莅临|务必|有序|届时|予以|特此|兹|须|应当|请您|您",
    _I,
)
_CASUAL_MARKS = re.compile(
    r"\b(?:hey|hi|folks|guys|y'all|grab|head (?:over|on|down|up)|pop|come on|swing by|"
    r"we'll|you'll|it's|that's|let's|we're|gonna|wanna|cool|awesome)\b|"
    r"吧|哈|啦|呀|哦|呗|咯|嘛|大家|一起|来[^，。]{0,4}吧",
    _I,
)


def _formality(quote: str) -> int:
    return len(_FORMAL_MARKS.findall(quote)) - len(_CASUAL_MARKS.findall(quote))


def pair_wish(text: str) -> tuple[str, str] | None:
    """What a rewrite pair asked for from now on wants, or None."""
    said = simplified(text)
    pair = _PAIR.search(said)
    if pair is None:
        return None
    rest = said[: pair.start()] + " " + said[pair.end() :]
    if not (LASTING.search(normalise(rest)) or _EVERY.search(rest)):
        return None
    was = pair.group("was") or pair.group("was_zh")
    wanted = pair.group("wanted") or pair.group("wanted_zh")
    you_was, you_wanted = _YOU.search(was), _YOU.search(wanted)
    if you_wanted and not you_was and _READERS.search(was) and not _READERS.search(wanted):
        return ("person", "second")
    if you_was and not you_wanted and _READERS.search(wanted) and not _READERS.search(was):
        return ("person", "third")
    moved = _formality(wanted) - _formality(was)
    if moved:
        return ("formality", "casual" if moved < 0 else "formal")
    return None


def rewrite_pair_read(words: Sequence[str], said: list[Observation]) -> list[Observation]:
    """`said`, with the wish of a rewrite pair asked for from now on in place of what the
    quotes' own words were read as on the register and the person."""
    for text in words:
        wanted = pair_wish(text)
        if wanted is None:
            continue
        said = [o for o in said if o.dimension not in ("formality", "person", "tone", "vocabulary")]
        said.append(
            Observation(
                dimension=wanted[0],
                value=wanted[1],
                source="writer",
                strength=WRITER_STRENGTH,
                by_writer=True,
                quote=text.strip(),
            )
        )
    return said
