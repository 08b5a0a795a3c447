"""A wish for the other pole of a dimension said in words the clause readers do not know: a new
verb for cutting down ("whittle each listing to the essentials"), a number that implies a pole
("three lines tops"), a register by how people talk ("write it the way we talk", 像跟街坊唠嗑),
a way back ("go back to telling it as a story", 改回一段一段地写, 换返大白话), a pole turned
down ("drop the starched-collar voice", 别整得跟过年似的).

It only adds: a dimension the other readers already heard is left as they read it. It reads only
the writer's own wishes — an order, a wish, "from now on", a way back — and never a question,
a hypothetical, a one-off, someone else's taste, sarcasm, or words in quotes. A wish hedged
("maybe… not sure yet") is asked, and a pejorative said without a wish ("these read like a
legal notice lately") is asked the other way round; neither is filed firmly.
"""

import re
from collections.abc import Sequence
from contextvars import ContextVar
from dataclasses import dataclass
from functools import lru_cache

from app.style.asides_lexicon import OTHER_SUBJECT, WISH
from app.style.asking import JUDGED_THEN_ASKED
from app.style.constructions import canonical
from app.style.dimensions import DIMENSIONS, Observation
from app.style.filing import heard_as
from app.style.grave import tells_a_grave_occasion
from app.style.hits import Context, Hit, clauses
from app.style.message_cues import DISMISSED, RULE_ON_TEXT, asks_an_opinion
from app.style.occasions import frames_the_whole_message
from app.style.others import is_someone_else, others_first
from app.style.reading import (
    IMPERATIVE,
    LASTING,
    is_hesitant,
    is_polite_request,
    mask_quoted,
    mood,
    normalise,
    proposes,
    says_one_off,
    sentences,
    unlikened,
)
from app.style.retractions import REGRETS, says_correction
from app.style.reversal_poles import (
    AGAINST,
    CEILING,
    CHANGE,
    CHOPPED,
    FLOOR,
    JUDGED,
    LARGER,
    NOT_WORKING,
    PART,
    PEJORATIVE,
    POLE,
    SMALL_SPEC,
    SMALLER,
    SWOLLEN,
    TURNED_DOWN,
    VERDICT,
)
from app.style.sarcasm import is_sarcastic, mocks

# Set while a wish's own sentence is read alone, to weigh it against the rest of the message.
_ALONE: ContextVar[bool] = ContextVar("reading_one_sentence_alone", default=False)
# The size values of each dimension a size word can be about: (smaller, larger).
_SIZES = {
    "title_style": ("short", "long"),
    "sentence_length": ("shorter", "longer"),
    "paragraph_length": ("shorter", "longer"),
    "length": ("concise", "detailed"),
}
# What a size word said of the whole text is about, when no part is named.
_WHOLE = re.compile(
    r"\b(?:posts?|articles?|pieces?|listings?|updates?|newsletters?|letters?|notes|guides?|"
    r"intros|recaps?|emails?|blurbs?|write-?ups?|copy|them|everything|it|each one|all of them)\b|"
    r"推文|文章|文案|通知|通告|稿子|内容|全文|整篇|全篇|每篇|篇幅|简介|介绍|公告",
    re.IGNORECASE,
)
_PRONOUN = re.compile(r"them|everything|it|each one|all of them", re.IGNORECASE)
# "…not snappy enough": the pole named is wanted more, not turned down.
_ENOUGH_AFTER = re.compile(r"^\W*(?:\w+\W+)?enough\b|^.{0,3}(?:不够|还不够)", re.IGNORECASE)
# Units a number counts, and the part they measure when no part is named.
_UNIT_PART = (
    (re.compile(r"lines?|行", re.IGNORECASE), "paragraph_length"),
    (re.compile(r"sentences?|句", re.IGNORECASE), "paragraph_length"),
    (re.compile(r"words?|characters?|chars?|字|pages?|screens?|屏|页", re.IGNORECASE), "length"),
)


_PARAGRAPHS_COUNTED = re.compile(r"段|\bparagraphs?\b|\bparas?\b", re.IGNORECASE)
_ONE_PARAGRAPH = re.compile(r"^\D{0,4}?(?:一|单)段|\b(?:one|a|1|single) (?:paragraph|para)\b", re.I)


@dataclass(frozen=True)
class Wish:
    """One pole the writer asked for, how firmly, and whether it goes back to an earlier way."""

    dimension: str
    value: str
    firm: bool
    back: bool
    sentence: str = ""  # the sentence that asks it
    later: bool = False  # said after the message's first sentence (a wish after a description)
    asked: bool = False  # wished, but with a hedge ("maybe the sentences could run longer?")


def _part(text: str) -> str | None:
    found = [(m.start(), d) for d, p in PART.items() if (m := p.search(text))]
    return min(found)[1] if found else None


# Text packed solid, the whole piece one block: its paragraphs are what is too big.
_PACKED = re.compile(
    r"\b(?:walls? of text|solid blocks?|one long block|slabs? of text)\b|"
    r"一大?坨|一整坨|一整块|一大块|密密麻麻",
    re.IGNORECASE,
)


def _size(clause: str, sentence: str, carried: str | None, smaller: bool) -> tuple[str, str] | None:
    # The part named nearest wins: this clause, then its sentence, then the last one named;
    # the whole piece named ("整篇再压缩一下") is the length, whatever part came before.
    # ("Keep each one to a single idea": a pronoun stands for the part named before.)
    dimension = (
        _part(clause)
        or _whole(clause)
        or _part(sentence)
        or _whole(sentence)
        or carried
        or ("length" if _WHOLE.search(sentence) else None)
    )
    if dimension is None:
        return None
    return dimension, _SIZES[dimension][0 if smaller else 1]


def _whole(text: str) -> str | None:
    """ "length" when the whole piece is named by a noun, not only by a pronoun."""
    nouns = [m for m in _WHOLE.finditer(text) if not _PRONOUN.fullmatch(m.group(0))]
    return "length" if nouns else None


def _counted(clause: str, sentence: str, carried: str | None) -> list[tuple[int, int, str, str]]:
    """Poles implied by a number: a ceiling asks for the smaller, a floor for the larger."""
    found: list[tuple[int, int, str, str]] = []
    for pattern, smaller in ((CEILING, True), (FLOOR, False), (SMALL_SPEC, True)):
        for match in pattern.finditer(clause):
            named = _part(clause) or _part(sentence) or carried
            unit = next((d for u, d in _UNIT_PART if u.search(match.group(0))), None)
            dimension = named or unit
            if _PARAGRAPHS_COUNTED.search(match.group(0)):
                # ("three paragraphs max" is the piece's length; "写成一段就行" its form.)
                if _ONE_PARAGRAPH.search(match.group(0)):
                    continue
                dimension = "length"
            if dimension is None:
                continue
            value = _SIZES[dimension][0 if smaller else 1]
            found.append((match.start(), match.end(), dimension, value))
    return found


def _turned(dimension: str, value: str) -> str:
    degrees = DIMENSIONS[dimension]
    sign = degrees[value] > 0
    return next(v for v, d in degrees.items() if (d > 0) != sign and abs(d) == 1)


def _poles(clause: str, sentence: str, carried: str | None) -> tuple[list[Wish], bool]:
    """The poles one clause names, turned round where it turns them down; and whether any of
    them was only a pejorative (a complaint, not yet a wish)."""
    named: list[tuple[int, int, str, str, bool]] = []  # start, end, dimension, value, pejorative
    for (dimension, value), pattern in POLE.items():
        named += [
            (m.start(), m.end(), dimension, value, False)
            for m in pattern.finditer(clause)
            if not _a_name(clause, m.start(), m.end())
        ]
    for (dimension, value), pattern in PEJORATIVE.items():
        for m in pattern.finditer(clause):
            if _ASKED_FOR.search(clause[max(0, m.start() - 40) : m.start()]):
                # "make it loud and hyped": the word asked for, not complained of.
                named.append((m.start(), m.end(), dimension, _turned(dimension, value), False))
            else:
                named.append((m.start(), m.end(), dimension, value, True))
    for pattern, smaller in ((SMALLER, True), (LARGER, False)):
        for m in pattern.finditer(clause):
            if _a_name(clause, m.start(), m.end()):
                continue  # "led by Jenny Short": a name
            sized = _size(clause, sentence, carried, smaller)
            if sized is not None:
                named.append((m.start(), m.end(), *sized, False))
    for pattern, smaller in ((SWOLLEN, True), (CHOPPED, False)):
        for m in pattern.finditer(clause):
            sized = _size(clause, sentence, carried, smaller)
            if sized == ("length", "concise") and _PACKED.search(m.group(0)):
                sized = ("paragraph_length", "shorter")  # "Every post is one solid block"
            if sized is not None:
                named.append((m.start(), m.end(), *sized, True))
    named += [(at, end, d, v, False) for at, end, d, v in _counted(clause, sentence, carried)]
    wishes: list[Wish] = []
    only_pejorative = bool(named)
    for start, end, dimension, value, pejorative in sorted(named):
        if not pejorative:
            only_pejorative = False
            before = clause[max(0, start - 30) : start]
            # Only what turns down this word, not an earlier pole's ("no waffle, keep it lively").
            earlier = [e for s, e, *_ in named if e <= start]
            if earlier:
                before = clause[max(max(earlier), start - 30) : start]
            # ("Please don't write to the congregation like you're texting a mate": a clause
            # opened on a ban turns down the first pole it names, however far along.)
            opened = not earlier and _BAN_OPENS.match(clause)
            turned = (AGAINST.search(before) or opened) and not _ENOUGH_AFTER.search(clause[end:])
            # "under 150 words clearly isn't working": the size named is what failed.
            if turned or NOT_WORKING.search(clause[end:]):
                value = _turned(dimension, value)
        wishes.append(Wish(dimension, value, True, False))
    return wishes, only_pejorative


# The quality asked for, right before a word that is usually a complaint ("make it hyped",
# "go all hype", "keep it loud and hyped"); "less" or "too" before it leaves it a complaint.
_ASKED_FOR = re.compile(
    r"\b(?:make|keep|get|go|going|write|sound)\s+(?:it|them|this|these|the \w+)?\s*"
    r"(?:(?:really|super|proper|properly|all|nice and|big and|\w+ and)\s+)*$",
    re.IGNORECASE,
)
# A clause opened on a ban ("Please don't…", "Never…", 别…, 不要…).
_BAN_OPENS = re.compile(
    r"^\W*(?:(?:and|also|so|but|please|pls)\W+)*(?:don'?t|do not|never|stop)\b|"
    r"^\W*(?:另外|还有|而且|但|请)?(?:别|不要|唔好|千万别)",
    re.IGNORECASE,
)
# Where a clause pauses: the readers' clauses run on past commas, a wish is read up to them.
_PAUSE = re.compile(r"[,，、;；:：]|\s[—–-]+\s|——|—")
# A clause that is only the frame of the wish after it ("From now on,", "Headlines:", "以后").
_FRAME_ONLY = re.compile(r"^\W*(?:[A-Za-z'-]+\W+){0,3}[A-Za-z'-]*\W*$|^\W*[\u4e00-\u9fff]{0,6}\W*$")
# Someone else as the subject, where the readers of `others` miss it (佢, "they", 老细).
_THEIRS = re.compile(
    r"^\W*(?:佢|他|她|他们|她们|they|he|she)\b|^\W*(?:佢|他|她)|"
    r"^\W*(?:我|我们|我的|our|my)?(?:老细|老板|上司|主编|领导|同事|boss|editor|manager|colleague)",
    re.IGNORECASE,
)
# This piece or this time only ("淨係呢篇", "just this once"), where the one-off readers miss it.
_THIS_ONCE = re.compile(
    r"净系呢篇|淨係呢篇|只系呢篇|今次|呢次|呢篇|就这一篇|只这一篇|只有这篇|仅此一篇|这次就|"
    r"\bjust (?:this|the) once\b|\bjust for this (?:one|issue|post|piece)\b|\bthis one only\b",
    re.IGNORECASE,
)
# Someone's taste set aside ("唔使理佢", "ignore him").
_SET_ASIDE = re.compile(
    r"不用理|唔使理|咪理|别理|不要理|不必理|"
    r"\bignore (?:him|her|them)\b|\bnot (?:his|her|their) call\b|\bscratch that\b|"
    r"\bforget (?:it|that)\b|\bnever ?mind\b|算了",
    re.IGNORECASE,
)
# The text likened to something, anywhere in the sentence ("写得跟裹了三层棉被似的，…绕了八百个弯").
_LIKENED = re.compile(
    r"\b(?:reads?|sounds?|feels?) (?:\w+ ){0,3}like\b|写得\S{0,12}(?:似的|一样)|读着|读起来|好似",
    re.IGNORECASE,
)
# What a piece is about, where a style word is its subject, not its style.
_TOPIC = re.compile(
    r"\b(?:essay|article|post|piece|story|talk|book|paper|thesis|column|lecture|episode|it|this)"
    r"\s+(?:is|was|will be) (?:all )?about\b|\bon the (?:topic|subject) of\b|"
    r"主题是|讲的是|写的是|关于|"
    r"\b(?:a|the|that|this) (?:line|sentence|paragraph|note|word|bit|part|section|piece|item) "
    r"(?:about|on)\b",
    re.IGNORECASE,
)
# ("the headlines should say what the story is about": what they tell, not the piece's subject.)
_SAYS_WHAT = re.compile(
    r"\b(?:say|says|tell|tells|show|shows|explain|explains)\s+"
    r"(?:you |readers |people |them )?what\b",
    re.IGNORECASE,
)
# A proposal put with doubt ("maybe the intros could breathe a little more?").
_PROPOSAL = re.compile(r"\b(?:could|might|should|would)\b|可以|能|要不|不如", re.IGNORECASE)


# A wish said as what is needed ("a sober account is what people need", 这样才是我们要的).
_WANTED = re.compile(
    r"\bis (?:what|all) (?:\w+ ){0,2}(?:needs?|wants?)\b|\bwould be (?:better|best|ideal)\b|"
    r"才是(?:我们|大家|读者)?(?:要的|需要的)",
    re.IGNORECASE,
)
# A wish refused in so many words ("I really dont want them sounding like a press release", 我不想
# 再看到…): the writer's own wish, the other way round.
_REFUSED_WISH = re.compile(
    r"\bI (?:\w+ )?(?:don'?t|do not|never|wouldn'?t) (?:want|need|like)\b|"
    r"我(?:真的|实在|是)?(?:不想|不要|不希望)",
    re.IGNORECASE,
)
# What the writer meant, said again ("I meant the rules as normal written paragraphs", 我的意思是…).
_MEANT = re.compile(
    r"\bI (?:\w+ )?(?:meant|asked for|wanted|was asking for)\b|"
    r"我(?:说|讲|要)的是|我的意思是|我是想",
    re.IGNORECASE,
)
# A softener before an order ("maybe trim it…", "也许…"): the order is still one.
_SOFTENER = re.compile(r"^\W*(?:(?:maybe|perhaps|possibly|just|also|and|so|then)\W+)+", re.I)


@lru_cache(maxsize=256)
def _cue(clause: str) -> bool:
    clause = _SOFTENER.sub("", clause)
    return bool(
        IMPERATIVE.match(clause)
        or LASTING.search(clause)
        or WISH.search(clause)
        or CHANGE.search(clause)
        or TURNED_DOWN.search(clause)
        or is_polite_request(clause)
        or re.search(r"还是[^？?]{1,30}吧\W*$|就(?:好|行|得|够了?|可以)\W*$", clause)
        or _WANTED.search(clause)
        or _REFUSED_WISH.search(clause)
        or _MEANT.search(clause)
        or RULE_ON_TEXT.search(clause)
    )


# (OTHER_SUBJECT takes any word before "likes": "sounds like", "it wants" are no one's taste.)
_NOT_SOMEONE = frozenset(
    {
        "it",
        "this",
        "that",
        "these",
        "those",
        "i",
        "we",
        "you",
        "which",
        "what",
        "sounds",
        "reads",
        "looks",
        "feels",
        "seems",
        "smells",
        "one",
        "nobody",
        "no",
        # ("i realy dont want…": an adverb or auxiliary before "want" is nobody.)
        "dont",
        "don't",
        "do",
        "really",
        "realy",
        "just",
        "still",
        "never",
        "also",
        "actually",
    }
)


def _told_of_someone(clause: str) -> bool:
    """ "the chef says she hates…", "老板说…": someone else's word, not the writer's."""
    told = OTHER_SUBJECT.search(clause)
    # ("write to the congregation like you're texting a mate": the object of a preposition
    # before "like" is nobody's taste.)
    governed = told is not None and _GOVERNED.search(clause[: told.start()])
    return (
        told is not None and told.group(0).split()[0].lower() not in _NOT_SOMEONE and not governed
    )


_GOVERNED = re.compile(
    r"\b(?:to|at|for|with|from|of|about|into|onto|on|in|by)\s+(?:(?:the|our|my|your|a|an|all|"
    r"these|those)\s+)?$",
    re.IGNORECASE,
)


def _wished(index: int, said: Sequence[str]) -> bool:
    """Is clause `index` a wish — its own cue, or a frame clause just before or after it
    ("From now on, …", "…, from here on")?"""
    if _cue(said[index]):
        return True
    near = [said[i] for i in (index - 1, index + 1) if 0 <= i < len(said)]
    return any(_cue(c) and _FRAME_ONLY.match(c) for c in near)


def _a_name(clause: str, start: int, end: int) -> bool:
    """Capitalised words mid-sentence are a name ("the Plain English Campaign"), not a wish."""
    words = clause[start:end].split()
    return (
        start > 0
        and all(w[:1].isupper() for w in words)
        and any(c.isascii() for c in clause[start:end])
    )


def wished_poles(text: str) -> list[Wish]:
    """The poles the writer's own wishes ask for, said in the words of this module's lexicon."""
    said = mask_quoted(canonical(normalise(text)))
    if is_sarcastic(said) or mocks(said) or DISMISSED.search(said) or _SET_ASIDE.search(said):
        return []
    if JUDGED_THEN_ASKED.search(" ".join(sentences(said))):
        return []  # "would it be odd if… what do you reckon": a view sought
    if tells_a_grave_occasion(said):
        return []  # a death, a recall: that piece's occasion
    # ("This goes to the grant panel from now on": an occasion made lasting is a wish.)
    if not LASTING.search(said) and (
        says_one_off(said) or _THIS_ONCE.search(text) or frames_the_whole_message(unlikened(said))
    ):
        return []
    doubt = is_hesitant(said)
    carried: str | None = None
    found: list[Wish] = []
    said_sentences_of = sentences(said) or [""]
    for sentence in said_sentences_of:
        said_as = "question" if asks_an_opinion(sentence) else mood(sentence, doubt)
        if said_as == "hypothetical" or (
            said_as == "question" and not (doubt and proposes(sentence))
        ):
            carried = _part(sentence) or carried
            continue
        parts = [p for c in clauses(sentence) for p in _PAUSE.split(c) if p.strip()]
        others = False
        for index, clause in enumerate(parts):
            theirs = _THEIRS.match(clause) or _told_of_someone(clause)
            if is_someone_else(clause) or others_first(clause) or theirs:
                others = True  # someone else's taste, until the writer turns to a wish
                continue
            if others and not (LASTING.search(clause) or WISH.search(clause)):
                continue
            if _TOPIC.search(clause) and not _SAYS_WHAT.search(clause):
                continue  # "My essay is about why legal letters are so stiff": its subject
            wishes, complaint = _poles(clause, sentence, carried)
            wished = _wished(index, parts) or (doubt and bool(_PROPOSAL.search(clause)))
            judged = complaint and bool(
                JUDGED.search(clause) or _LIKENED.search(sentence) or VERDICT.search(clause)
            )
            back = bool(CHANGE.search(clause))
            for wish in wishes:
                if not wished and not judged:
                    continue  # a pole only named: nothing asked
                firm = wished and not doubt
                later = sentence is not said_sentences_of[0]
                found.append(
                    Wish(wish.dimension, wish.value, firm, back and firm, sentence, later, wished)
                )
            carried = _part(clause) or carried
    return _agreed(found)


def _agreed(found: Sequence[Wish]) -> list[Wish]:
    """One wish per dimension; a dimension asked both ways round files nothing."""
    by_dimension: dict[str, list[Wish]] = {}
    for wish in found:
        by_dimension.setdefault(wish.dimension, []).append(wish)
    agreed: list[Wish] = []
    for dimension, wishes in by_dimension.items():
        signs = {DIMENSIONS[dimension][w.value] > 0 for w in wishes}
        if len(signs) > 1:
            continue
        firm = [w for w in wishes if w.firm]
        agreed.append((firm or wishes)[-1])
    return agreed


def reversals_added(text: str, observations: Sequence[Observation]) -> list[Observation]:
    """The observations, with each wish of this module on a dimension nobody heard added: firm
    when ordered or wished for good, asked when hedged or only complained of. A firm wish
    also stands over the opposite heard elsewhere in the message when its own sentence, read
    alone, does not say that opposite ("so chopped up it feels like a telegram. Let each
    paragraph carry a whole idea again"): the wish outranks a description."""
    heard = {o.dimension: o for o in observations}
    kept = list(observations)
    # Said firmly in a message that puts a wish right, or for good, a wish is explicit, as the
    # clause readers hear theirs (app/style/extract.py).
    corrects = bool(says_correction(normalise(text)) or REGRETS.search(normalise(text)))
    # What else the message asks is for one part or this piece ("Cut the intro down to two
    # sentences"): a wish of this module said beside it without "for good" is for it too.
    scoped = any(o.scoped for o in observations)
    for wish in wished_poles(text):
        other = heard.get(wish.dimension)
        if other is not None and not _overruled(other, wish):
            continue
        kept = [o for o in kept if o.dimension != wish.dimension]
        kept.append(
            heard_as(
                Hit(0, wish.dimension, wish.value, False),
                text,
                wish.back or (wish.firm and corrects),
                Context(local=scoped and not LASTING.search(wish.sentence)),
                not wish.firm,
                "" if wish.firm else "hesitant" if wish.asked else "complaint",
            )
        )
    return kept


def _overruled(other: Observation, wish: Wish) -> bool:
    degrees = DIMENSIONS[wish.dimension]
    opposite = (degrees[other.value] > 0) != (degrees[wish.value] > 0)
    if not opposite:
        # "This goes to the grant panel from now on… businesslike": what was only guessed from
        # the occasion is asked for good.
        return (
            wish.firm and (other.scoped or other.tentative) and bool(LASTING.search(wish.sentence))
        )
    # A firm wish outranks what was heard elsewhere; a wish asked only a guess asked elsewhere.
    if not opposite or not (wish.firm or other.tentative) or other.explicit or other.scoped:
        return False
    if _ALONE.get() or not wish.later:
        return False  # reading one sentence alone, or the wish said first: it only adds
    from app.style.extract import offline_observations  # (extract calls this module last)

    token = _ALONE.set(True)
    try:
        alone = offline_observations(wish.sentence)
    finally:
        _ALONE.reset(token)
    return all(o.value == wish.value for o in alone if o.dimension == wish.dimension)
