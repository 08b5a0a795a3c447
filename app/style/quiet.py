"""The sentences of a long chat message that say nothing about the writer's style, set aside.

Writers type several sentences at once: a content fix, a word about their day, what someone
else said, and at most one style point among them. A style word in a sentence that only fixes
a fact ("列表里第三项的价格写错了", "the heading has a typo"), that is about something other
than the text ("Sorry for the long message", "跟你聊天挺轻松的", "the gala is very formal"),
or that reports someone else's taste the writer then dismisses ("my boss wants it more formal
… I'm ignoring him", "领导说要正式一点，但跟这篇没关系") is no reading of the writer's style.
Style words inside a name ("a café called Short & Sweet") are mentioned, not meant.

`without_asides` only ever removes: the message without those sentences is read again, and a
dimension heard in the full message but not in the rest is not filed.
"""

import re
from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache

from app.style.asides_lexicon import (
    COPULA,
    DEGREE,
    DISMISSAL,
    ELSEWHERE,
    EXAMPLE_BEFORE,
    IMAGE,
    MODIFIES_TEXT,
    NAME_FRAME,
    OTHER_SUBJECT,
    SELF_STATE,
    TEXT,
    THING_EN,
    THING_ZH,
    WISH,
    fixes_a_fact,
)
from app.style.dimensions import DIMENSIONS, Observation
from app.style.hits import Context, Hit, clause_hits, clauses
from app.style.others import is_someone_else, others_first
from app.style.reading import IMPERATIVE, LASTING, mask_quoted, normalise

# Quotation spans, where a sentence never ends ("'We did it!!! Best day ever!!!'").
_QUOTE = re.compile(
    r"“[^”]{0,200}”|\"[^\"\n]{0,200}\"|‘[^’]{0,200}’|「[^」]{0,200}」|『[^』]{0,200}』|"
    r"《[^》]{0,200}》|(?<![A-Za-z])'[^'\n]{1,200}'(?![A-Za-z])"
)
# A sentence ends at these, or at a full stop before a space (not "3.5%", "$4.50").
_END = re.compile(r"[。！？!?;；\n…]+|\.(?=\s|$)")


def said_sentences(text: str) -> list[str]:
    """The message's sentences, with quotations kept whole."""
    inside = [m.span() for m in _QUOTE.finditer(text)]
    found: list[str] = []
    start = 0
    for end in _END.finditer(text):
        if any(a < end.start() < b for a, b in inside):
            continue
        found.append(text[start : end.end()])
        start = end.end()
    found.append(text[start:])
    return [s for s in found if re.search(r"\w", s)]


def names_marked(sentence: str) -> str:
    """Names set in 《》 so their words read as mentioned: "a café called Short & Sweet"."""

    def marked(match: re.Match[str]) -> str:
        frame = match.group("frame") or match.group("frame2")
        name = (match.group("name") or match.group("name2")).strip()
        return f"{frame}《{name}》 "

    return NAME_FRAME.sub(marked, sentence)


def _nearest_is_elsewhere(clause: str, hit: Hit, elsewhere: re.Pattern[str] = ELSEWHERE) -> bool:
    """Is the thing nearest the style word something other than the text ("a long message",
    "lively way of putting things", "心情也很活泼")?"""
    # ("add emojis to the schedule posts", "活动的推文": a word of elsewhere that only modifies
    # the text named right after it is part of that text's name.)
    away = [
        m.span() for m in elsewhere.finditer(clause) if not MODIFIES_TEXT.match(clause, m.end())
    ]
    if not away:
        return False
    texts = [
        m.span() for m in TEXT.finditer(clause) if not any(a <= m.start() < b for a, b in away)
    ]
    if not texts:
        return True
    at = hit.position

    def distance(span: tuple[int, int]) -> int:
        return 0 if span[0] <= at < span[1] else min(abs(at - span[0]), abs(at - span[1]))

    return min(map(distance, away)) < min(map(distance, texts))


def _describes_a_thing(clause: str, hits: Sequence[Hit]) -> bool:
    """Is every style word said of a subject that is a thing of the world ("Our café is loud
    and lively", "品牌调性是年轻活泼"), with nothing of the text in it?"""
    copula = COPULA.search(clause)
    if copula is None or any(h.position < copula.end() for h in hits):
        return False
    subject = clause[: copula.start()]
    if TEXT.search(subject):
        return False
    return bool(THING_ZH.search(subject) or THING_EN.search(subject))


# The dimensions a size word can be about: a picture can be trimmed, never made formal.
_SIZED = frozenset({"length", "paragraph_length", "sentence_length", "title_style"})


def directs(clause: str) -> bool:
    """An order or wish of the writer's own ("make it…", "以后…", "I'd like…")."""
    return bool(IMPERATIVE.match(clause) or LASTING.search(clause) or WISH.search(clause))


# The form facts are laid out in, just before the structure word: "into a list", "back into
# bullet points", "as one paragraph", 改成列表, 列成清单, 写成一段话.
_LAID_OUT_AS = re.compile(
    r"\b(?:into|in|as)\s+(?:an?\s+|one\s+|some\s+)?(?:(?!the\b)\w+\s+)?\S?$|"
    r"(?:改成|换成|改为|列成|写成|做成|排成|变成)(?:一个|一段|一条)?\S{0,2}$",
    re.I,
)
# Where one request of a clause ends and the next begins ("trim the posts and fix the credit").
_NEXT_REQUEST = re.compile(r"[,，;；]|\s(?:and|also|plus|then)\s|顺便|另外|还有|然后", re.I)


def _fixes_a_fact_at(clause: str, hit: Hit) -> bool:
    """Does the request holding the style word fix a fact ("fix the photo credit" beside "trim
    the posts" is another request)? Not when the style word is the form the facts are put into
    ("Put the opening hours into a list", 「把价格改成列表」): the facts stay, their layout
    changes."""
    before = clause[max(0, hit.position - 24) : hit.position + 1]
    if hit.dimension == "structure" and _LAID_OUT_AS.search(before):
        return False
    cuts = [0, *(m.end() for m in _NEXT_REQUEST.finditer(clause)), len(clause) + 1]
    start = max(c for c in cuts if c <= hit.position)
    end = min(c for c in cuts if c > hit.position)
    return fixes_a_fact(clause[start:end])


def _in_an_example(clause: str, hit: Hit) -> bool:
    """Is the style word part of an example asked for ("the example of a short sentence")?"""
    return EXAMPLE_BEFORE.search(clause[max(0, hit.position - 40) : hit.position]) is not None


# A quoted phrase said to be wrong ("JD 里的'formal business attire'写错了", "the word 'formal' is
# wrong"), and its replacement given as a term ("改成 smart casual 就行"): words swapped, no style.
_QUOTED_WRONG = re.compile(
    r"[\"'“‘「『][^\"'”’」』]{1,60}[\"'”’」』]\s*(?:(?:is|was|are) (?:wrong|a typo|misspelt|"
    r"misspelled|incorrect)|写错|打错|错了|用错|拼错)|"
    r"\bthe (?:word|phrase|term) [\"'“‘][^\"'”’]{1,60}[\"'”’] (?:is|was) "
    r"(?:wrong|a typo|incorrect)",
    re.I,
)
_SWAPPED_FOR = re.compile(
    r"^\W*(?:改成|换成|改为|写成|replace (?:it |that )?with|change (?:it |that )?to|"
    r"should (?:be|read|say))\s*[A-Za-z\"'“‘「『]",
    re.I,
)


def _quiet_clause(clause: str, hits: Sequence[Hit], dismissed: bool, fixing: bool = False) -> bool:
    if all(_in_an_example(clause, h) for h in hits):
        return True
    if fixing and _SWAPPED_FOR.search(clause) and not DEGREE.search(clause):
        return True  # "…'formal business attire'写错了，…改成 smart casual 就行"
    if all(_fixes_a_fact_at(clause, h) for h in hits) and not DEGREE.search(clause):
        return True  # a fact fixed: the style word names where ("列表里第三项的价格写错了")
    if all(h.dimension in _SIZED and _nearest_is_elsewhere(clause, h, IMAGE) for h in hits):
        return True  # a picture cut to size ("trim the group photo", "把封面图裁短一点")
    if directs(clause):
        return False
    if SELF_STATE.search(clause) or all(_nearest_is_elsewhere(clause, h) for h in hits):
        return True  # about the writer's day, the chat, an event — not the text
    if _describes_a_thing(clause, hits):
        return True  # "The new wing is very formal and grand": the building, not the prose
    others = bool(OTHER_SUBJECT.search(clause) or is_someone_else(clause) or others_first(clause))
    # ("…he was joking about the appendix, which is a legal contract": the style word is what
    # the dismissing clause itself sets aside.)
    setting_aside = bool(DISMISSAL.search(clause)) and not DEGREE.search(clause)
    return dismissed and (others or setting_aside)


def is_aside(index: int, said: Sequence[str]) -> bool:
    """Is sentence `index` one whose style words say nothing about the writer's style?"""
    masked = mask_quoted(normalise(names_marked(said[index])))
    found = [(c, h) for c in clauses(masked) if (h := clause_hits(c, Context(), False))]
    if not found:
        return False  # no style word: kept as context ("for people reading on the bus")
    # Someone's taste set aside in this sentence or a later one before the writer asks anything
    # of their own ("…ignore her", "…不用管", "…too long. Just one. Ignoring it.").
    near = list(said[index : index + 2])
    for later in said[index + 2 :]:
        if directs(normalise(near[-1])):
            break
        near.append(later)
    dismissed = any(DISMISSAL.search(normalise(s)) for s in near)
    fixing = bool(_QUOTED_WRONG.search(said[index]))
    return all(_quiet_clause(c, h, dismissed, fixing) for c, h in found)


@lru_cache(maxsize=256)
def spoken(text: str) -> str:
    """The message without its asides, names marked as mentioned."""
    said = said_sentences(text)
    return " ".join(names_marked(s).strip() for i, s in enumerate(said) if not is_aside(i, said))


def without_asides(text: str, observations: Sequence[Observation]) -> list[Observation]:
    """The observations of one message that its style-speaking sentences still say: a dimension
    heard only in asides is dropped; one heard the other way round there, read from the rest."""
    if not observations:
        return []
    rest = spoken(text)
    if _same(rest, text):
        return list(observations)
    from app.style.extract import offline_observations  # (extract calls this module last)

    still = {o.dimension: o for o in offline_observations(rest)} if rest.strip() else {}
    kept: list[Observation] = []
    for observation in observations:
        other = still.get(observation.dimension)
        if other is None:
            continue
        if _opposed(observation, other):
            observation = replace(other, quote=observation.quote)
        kept.append(observation)
    return kept


def _same(rest: str, text: str) -> bool:
    return re.sub(r"\s+", "", rest) == re.sub(r"\s+", "", text)


def _opposed(one: Observation, other: Observation) -> bool:
    degrees = DIMENSIONS[one.dimension]
    return (degrees[one.value] > 0) != (degrees[other.value] > 0)
