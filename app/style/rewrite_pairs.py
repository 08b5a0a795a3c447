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
    r"\b(?:instead of|rather than|not|no|don'?t (?:write|say|put)|never (?:write|say))\s*,?\s*"
    + _Q.format(name="was")
    + r"\s*(?:[,;:.]*\s*(?:just |please |simply )?(?:write|say|put|use|go with|try)\s*:?|"
    r"[,;:]?\s*(?:-+|–|—|->|=>|→)|:)\s*"
    + _Q.format(name="wanted")
    + "|"
    # "'The customer' -> 'you'", 「“敬请知悉”→“跟大家说一声”」: an arrow between two quotes.
    + _Q.format(name="was_arrow")
    + r"\s*(?:->|=>|→|⟶|➡️?|—>)\s*"
    + _Q.format(name="wanted_arrow")
    + "|"
    # "Swap 'purchase' for 'buy'", "replace 'assistance' with 'help'".
    r"\b(?:swap|switch|trade|change|replace|turn)\s+"
    + _Q.format(name="was_swap")
    + r"\s*(?:for|with|to|into)\s+"
    + _Q.format(name="wanted_swap")
    + "|"
    r"(?:别|不要|不用|甭|不许)(?:再)?(?:写|说|用)?(?:成)?\s*"
    + _Q.format(name="was_zh")
    + r"\s*[，,；;、]?\s*(?:(?:要|就|而是|改成|换成)(?:写|说|用)?|写|说|用)(?:成)?\s*"
    + _Q.format(name="wanted_zh")
    + "|"
    # 「“广大顾客”改成“你”」「把“赋能”换成“帮助”」.
    + _Q.format(name="was_to")
    + r"\s*(?:都)?(?:改成|换成|改为|换为|写成|变成)\s*"
    + _Q.format(name="wanted_to"),
    _I,
)
_SIDES = ("", "_arrow", "_swap", "_zh", "_to")
# A word that the pair is the model for every piece.
_EVERY = re.compile(
    r"\bevery (?:post|one|piece|notice|update|time|week|issue|newsletter|email|letter|caption)\b|"
    r"\ball of them\b|\b(?:in )?everything we (?:publish|write|send|post|put out)\b|"
    r"\bfuture (?:posts|issues|newsletters|notices)\b|"
    r"每(?:篇|条|次|期|回)(?:[\u4e00-\u9fff]{0,3})?都|都(?:这样|这么|按这个|照这个)(?:写|来)?",
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
    r"\bregret to inform\b|\bwe wish to\b|\bvalued\b|\bdear\b|\bplease be advised\b|"
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


# Fancy or buzz words a plain one replaces ('utilise' → 'use', 「助力」→「帮」): a choice of
# words, not of register — read before the register, which sets them aside.
_FANCY = re.compile(
    r"\b(?:utili[sz](?:e|es|ed|ing|ation)|commenc(?:e|es|ed|ing|ement)|endeavou?r(?:s|ed)?|"
    r"purchas(?:e|es|ed|ing)|assistance|facilitat(?:e|es|ed|ing)|leverag(?:e|es|ed|ing)|"
    r"synerg(?:y|ies)|approximately|sufficient|additional|terminat(?:e|ed|ion)|obtain(?:ed)?|"
    r"regarding|in the event that|at this point in time|in order to|numerous|demonstrat(?:e|es)|"
    r"subsequently|prior to|remuneration|beverages?|individuals|optimi[sz]e|paradigm|"
    r"ascertain|disseminat(?:e|ion)|implement(?:ation)?)\b|"
    r"助力|聚焦|赋能|抓手|打造|闭环|链路|深耕|落地|对标|颗粒度|矩阵|痛点|倾力|彰显|践行|"
    r"依托|加持|赛道|底层逻辑|沉淀|复盘|拉通|触达|心智|生态|引领|高质量发展",
    _I,
)
# A figure, a weekday or month, or a capitalised name with a letter or number (a room, a hall).
_FACT = re.compile(
    r"\d|[£$€¥￥]|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|"
    r"\b(?:january|february|march|april|june|july|august|september|october|november|december)\b|"
    r"\b[A-Z][a-z]+ [A-Z0-9]\b|周[一二三四五六日天]|星期[一二三四五六日天]|"
    r"[一二三四五六七八九十]+(?:月|号|日|点|元|楼|层)|"
    r"[一二三四五六七八九十]+号门",
)


def _formality(quote: str) -> int:
    return len(_FORMAL_MARKS.findall(quote)) - len(_CASUAL_MARKS.findall(quote))


def _pairs(said: str) -> list[tuple[str, str, int, int]]:
    found = []
    for pair in _PAIR.finditer(said):
        side = next(side for side in _SIDES if pair.group("was" + side))
        found.append((pair.group("was" + side), pair.group("wanted" + side), *pair.span()))
    return found


def _fact(was: str, wanted: str) -> bool:
    """A pair that corrects a fact: a figure, a day or month, a name or a room ('Hall B')."""
    return bool(_FACT.search(was) or _FACT.search(wanted))


def _plainer(was: str, wanted: str) -> int:
    return len(_FANCY.findall(was)) - len(_FANCY.findall(wanted))


def _register(quote: str) -> int:
    return _formality(_FANCY.sub(" ", quote))


def pair_wish(text: str) -> tuple[str, str] | None:
    """What the rewrite pairs of a message asked for from now on want, or None: the readers
    turned into "you" first, then the register the pairs move, then fancy words made plain."""
    said = simplified(text)
    pairs = [p for p in _pairs(said) if not _fact(p[0], p[1])]
    if not pairs:
        return None
    rest = said
    for _, _, start, end in reversed(pairs):
        rest = rest[:start] + " " + rest[end:]
    if not (LASTING.search(normalise(rest)) or _EVERY.search(rest)):
        return None
    for was, wanted, _, _ in pairs:
        you_was, you_wanted = _YOU.search(was), _YOU.search(wanted)
        if you_wanted and not you_was and _READERS.search(was) and not _READERS.search(wanted):
            return ("person", "second")
        if you_was and not you_wanted and _READERS.search(wanted) and not _READERS.search(was):
            return ("person", "third")
    moved = sum(_register(wanted) - _register(was) for was, wanted, _, _ in pairs)
    if moved:
        return ("formality", "casual" if moved < 0 else "formal")
    plainer = sum(_plainer(was, wanted) for was, wanted, _, _ in pairs)
    if plainer:
        return ("vocabulary", "plain" if plainer > 0 else "technical")
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
