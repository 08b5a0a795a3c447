"""What style judgements one clause makes: style terms and the modifiers around them
("太", "too", "不要", "more"), sizes tied to the noun they judge (句子, 段落, 标题, article;
`size_hits`), emoji (`emoji_hits`), and what sarcasm or a retraction turns round.

Shared by the offline rules (`extract`) and the check on what is lasting (`is_one_off`); how a
whole sentence stands (a request, a question, someone else's taste) is decided in `extract`."""

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import lru_cache

from app.style import retractions as rt
from app.style.complements import complement_values
from app.style.constructions import asks_for_the_complaint
from app.style.dimensions import DIMENSIONS
from app.style.emoji_hits import emoji_values
from app.style.emoji_terms import EMOJI_ELLIPSIS, EMOJI_TERM
from app.style.hit import Hit as Hit
from app.style.hit import flip as flip
from app.style.hit import words_before
from app.style.lacked import lacked, none_of_it_in
from app.style.modifiers import (
    ALL_OVER_AFTER,
    ALL_OVER_BEFORE,
    COUNTABLE,
    DESCRIBED_AS_LIKE,
    EXAMPLE_OPENING,
    FAULTED_AFTER,
    LIKENED_AFTER,
    LIKENED_BEFORE,
    OUT_AFTER,
    REMOVED_AFTER,
    REMOVING_BEFORE,
    REPLACED_AFTER,
    REPLACED_AFTER_ZH,
    REPLACING_BEFORE,
    TOO_MANY_AFTER,
    TOO_MUCH_AFTER,
)
from app.style.negation import REFUSED_CLAUSE
from app.style.prefilter import screened
from app.style.reading import (
    LASTING,
    PRAISE_VEHICLE,
    in_the_question_asked,
    is_the_topic,
    names_something_else,
    names_the_subject,
)
from app.style.retractions import CONCEDED, REGRETS, RETRACTED
from app.style.size_hits import length_values
from app.style.sizes import NOUNS
from app.style.terms import ABSENT, LOCAL, MORE_BEFORE, NEGATION, QUALITY_WORD, TERMS, Term

CLAUSE_SPLIT = re.compile(
    r"[。！？；;!?\n:：]+|[，、]|(?<=[\u4e00-\u9fff]),|,(?=[\u4e00-\u9fff])|"
    # Chat typed with spaces for commas: "用短句 别写长句". ("nothing but jargon": one phrase.)
    r"(?<=[\u4e00-\u9fff])\s+(?=[\u4e00-\u9fff])|(?<!\bnothing)(?<!\banything),?\s+(?=but\s)|"
    r",\s*(?=I (?:said|meant|asked for|wanted|prefer|want|like|need)\b)|"
    # "my followers love them, use more": an order after a reason is a clause of its own.
    r"(?:,|\s+-)\s*(?:so\s+)?(?=(?:use|put|make|keep|write|cut|drop|give|bring|take|stick|"
    r"switch|avoid|stop|break|split|trim|tone|loosen|liven|ditch|lose)\s)|\s+-\s+(?=add\s)|"
    # "More emoji from now on - people love them": a reason after a spaced hyphen, as after a dash.
    r"\s+-\s+(?=(?:people|folks|everyone|everybody|they|they'?re|readers|customers|kids|guests|"
    r"members|visitors|the (?:kids|readers|customers|guests|members|visitors))\b)|"
    # "…from now on - opening hours, ticket prices, parking": the items listed after it.
    r"\s+-\s+(?=[\w ]{2,30},[\w ]{2,30}(?:,|\band\b))|"
    r"\s+[—–]+\s+|\s*[—–]{1,2}\s*(?=[\u4e00-\u9fff])|\.(?:\s+|$)|…+|\.{3,}"
)
WHOLE = screened(
    re.compile(
        r"\boverall\b|\bthe whole (?:thing|piece|post|article|draft)\b|\bin general\b|"
        r"\beverywhere\b|\bgenerally\b|整体|全文|整篇|通篇|总体",
        re.IGNORECASE,
    )
)
TOO = re.compile(r"太|过于|过分|过度|\btoo\b|\boverly\b|\bway too\b", re.IGNORECASE)


def clauses(text: str) -> list[str]:
    return [c.strip() for c in CLAUSE_SPLIT.split(text) if c and c.strip()]


def stretch_at(clause: str, position: int) -> str:
    """The comma-delimited stretch of `clause` around `position`."""
    start = max(clause.rfind(",", 0, position), clause.rfind("，", 0, position)) + 1
    if start > 1 and EXAMPLE_OPENING.match(clause[start:]):
        return stretch_at(clause, start - 2)
    ends = [i for i in (clause.find(",", position), clause.find("，", position)) if i >= 0]
    return clause[start : min(ends) if ends else len(clause)]


_STOP_CONVERTING = re.compile(
    r"\b(?:stop|quit|don'?t|never|no more)\s+(?:turning|changing|converting|making|rewriting|"
    r"breaking|squashing|cramming)\b",
    re.IGNORECASE,
)
_INTO_AFTER = re.compile(r"^[^,.;]{0,40}?\binto\b", re.IGNORECASE)
# "don't make it any less formal": two negations, the word stands.
_NOT_LESS = re.compile(
    r"\b(?:don'?t|do not|never|not|no need to)\b.{0,24}\b(?:any )?less\s*$", re.IGNORECASE
)
_ENOUGH_AFTER = re.compile(r"\s*enough\b", re.IGNORECASE)
# "Don't change the formal tone", "别动口语化的部分": what must not be changed is kept.
_KEPT = re.compile(
    r"(?:\b(?:don'?t|do not|never)\s+(?:change|touch|alter|mess with|lose|drop|remove)|"
    r"(?:别|不要)(?:动|改|去掉|丢了?))\b[^,，]*$",
    re.IGNORECASE,
)
# "tone down", "liven it up": a verb acts on the text; it cannot name something else.
_PHRASAL = re.compile(r"\s(?:it\s)?(?:up|down|out|back|off)$", re.IGNORECASE)


# Every reader of a message reads its clauses again, and each look runs every term's pattern
# over the clause: where the terms stand in the last few clauses is remembered.
@lru_cache(maxsize=256)
def _term_spans(clause: str) -> tuple[tuple[int, int, Term], ...]:
    return tuple(
        sorted(
            ((m.start(), m.end(), term) for term in TERMS for m in term.pattern.finditer(clause)),
            key=lambda hit: hit[0],
        )
    )


def _pole_values(clause: str) -> Iterable[Hit]:
    hits = _term_spans(clause)
    previous_end = 0
    seen: set[str] = set()
    for start, end, term in hits:
        prefix = words_before(clause, start, previous_end)
        previous_end = max(previous_end, end)
        if term.dimension in seen:
            continue  # "stop addressing the reader as 'you'": one clause, one judgement
        word = clause[start:end]
        if in_the_question_asked(clause, start) or names_the_subject(clause[:start]):
            continue  # "a column about why legal English is so stiff": the subject, not a wish
        replaced = REPLACED_AFTER.match(clause[end:]) and (
            REPLACING_BEFORE.search(prefix) or REPLACED_AFTER_ZH.match(clause[end:])
        )
        removed = REMOVING_BEFORE.search(prefix) and OUT_AFTER.match(clause[end:])
        too_much = (
            replaced
            or removed
            or REMOVED_AFTER.match(clause[end:])
            or TOO_MUCH_AFTER.match(clause[end:])
            or (COUNTABLE.search(word) and TOO_MANY_AFTER.match(clause[end:]))
            or (not QUALITY_WORD.search(word) and FAULTED_AFTER.match(clause[end:]))
            or (
                (not QUALITY_WORD.search(word) or COUNTABLE.search(word))  # (全是缩写: counted)
                and (ALL_OVER_BEFORE.search(prefix) or ALL_OVER_AFTER.match(clause[end:]))
            )
        )
        # "Don't you dare turn my essay into a listicle": the whole clause is turned down.
        refused = bool(REFUSED_CLAUSE.match(clause[:start])) and not NEGATION.search(prefix)
        likened = term.dimension == "structure" and bool(
            (LIKENED_BEFORE.search(prefix) and LIKENED_AFTER.match(clause[end:]))
            or DESCRIBED_AS_LIKE.search(clause[:start])
        )
        if term.complaint and asks_for_the_complaint(prefix, clause[end:]):
            # "I want hype in our posts": what the word names is wanted.
            seen.add(term.dimension)
            yield Hit(start, term.dimension, flip(term.dimension, term.value), False, word)
        elif term.complaint:
            seen.add(term.dimension)
            bound = bool(NEGATION.search(prefix))
            yield Hit(start, term.dimension, term.value, False, word, complaint=True, bound=bound)
        elif _STOP_CONVERTING.search(prefix) and _INTO_AFTER.match(clause[end:]):
            # "Stop turning every list into paragraphs": what is turned into something else is
            # what is wanted.
            seen.add(term.dimension)
            yield Hit(start, term.dimension, term.value, False, word)
        elif (
            _NOT_A.search(prefix)
            and QUALITY_WORD.search(word)
            and not _PHRASAL.search(word)
            and names_something_else(clause, start, end)
        ):
            continue  # "it is not a formal exam, it is a celebration": an exam, not the text
        elif (
            QUALITY_WORD.search(word) and not _PHRASAL.search(word) and lacked(prefix, clause[end:])
        ) or none_of_it_in(word, clause[:start], clause[end:]):
            # "The tone is anything but calm", 「一点都不庄重」: what it lacks is what is wanted.
            seen.add(term.dimension)
            yield Hit(start, term.dimension, term.value, False, word)
        elif (
            TOO.search(prefix)
            # ("isn't casual enough" wants it more casual, not less.)
            or (
                NEGATION.search(prefix)
                and not _ENOUGH_AFTER.match(clause[end:])
                and not _KEPT.search(prefix)
                and not _NOT_LESS.search(prefix)
            )
            or too_much
            or likened
            or refused
            or (ABSENT.search(prefix) and not QUALITY_WORD.search(word))
        ):
            seen.add(term.dimension)
            yield Hit(start, term.dimension, flip(term.dimension, term.value), False, word)
        elif term.bare and not MORE_BEFORE.search(prefix):
            continue  # "the formality of the invitation": named, not judged
        elif is_the_topic(clause[:start]):
            continue  # "for the piece on corporate jargon": the subject, not a wish
        elif (
            QUALITY_WORD.search(word)
            and not _PHRASAL.search(word)
            and names_something_else(clause, start, end)
        ) or (term.dimension == "structure" and re.match(r"\s*of\b", clause[end:])):
            continue  # "a formal dinner", "正式员工": the word names something else
        else:
            seen.add(term.dimension)
            yield Hit(start, term.dimension, term.value, True, word)


# A thing denied with its article ("it is not a formal exam"): the word names that thing.
_NOT_A = re.compile(
    r"\b(?:not|isn'?t|wasn'?t|aren'?t|never|no longer)\s+(?:a|an)\s+$|"
    r"(?:不是|并非)(?:一个|一位|个|位)?$",
    re.I,
)


def is_praise_only(clause: str) -> bool:
    words = re.findall(r"[A-Za-z']+|[\u4e00-\u9fff]", clause)
    return len(words) <= 3 and not NOUNS.search(clause) and not EMOJI_TERM.search(clause)


def read_sarcasm(hits: list[Hit], scare: set[str]) -> list[Hit]:
    """Sarcastic praise means the opposite of its literal words; complaints mean what they say,
    and so does a quality praised in scare quotes ("真“简洁”啊": it is wanted, and missing)."""
    meant = []
    for hit in hits:
        if hit.literal and PRAISE_VEHICLE.search(hit.term) and hit.term not in scare:
            continue
        value = (
            flip(hit.dimension, hit.value) if hit.literal and hit.term not in scare else hit.value
        )
        meant.append(replace(hit, value=value, literal=False, mention=False))
    return meant


# Restraint with no object of its own ("再收一收", "收敛点"): of what the clause before named.
_HELD_IN = re.compile(r"收一收|收敛|克制|节制|收着")
_OF_THE_VOICE = re.compile(r"语气|口吻|调子|基调|笔调|腔调|\btone\b|\bvoice\b", re.IGNORECASE)

# "每条推送开头", "the intro of every post": one place of every piece is the writer's habit.
_EVERY_PIECE = re.compile(
    r"每(?:一)?(?:条|篇|期|次|封|个推送|份)|\b(?:every|each) (?:post|piece|issue|article|"
    r"newsletter|update|email|letter|episode|edition|week)\b",
    re.IGNORECASE,
)


# Not in every line or sentence: fewer of them, not none.
NOT_EVERYWHERE = re.compile(
    r"(?:不用|不必|不要|别|没必要|用不着)\S{0,3}每(?:一)?[句段行条个篇处]都|"
    r"\b(?:don'?t|doesn'?t|do not|does not|no need to|needn'?t|not)\b[^.;]{0,30}?\b(?:in |on )?"
    r"every (?:single )?(?:line|sentence|paragraph|post|caption|bit|heading|title)\b",
    re.IGNORECASE,
)


# A ban for good ("no more acronyms", 「别再堆表情了」, 「另外…不要再…」) is about every piece,
# whatever place a fix before it named ("Swap … in the intro. And no more acronyms").
_FOR_GOOD = re.compile(
    r"\bno more\b(?! than)|\bnever again\b|\bstop (?:using|adding|putting|writing)\b|"
    r"别再|不要再|不许再|再也别|再也不要|以后(?:都)?别",
    re.IGNORECASE,
)


@dataclass
class Context:
    """What carries from one clause to the next within one message."""

    noun: str | None = None
    local: bool = False
    emoji: bool = False
    one_off: bool = False
    sized: bool = True  # a bare count ("三千字") is a size complained of


def clause_hits(
    clause: str, context: Context, correction: bool, as_said: bool = False
) -> list[Hit]:
    """The style judgements of one clause; `as_said` reads a retraction's words as they were
    said (the earlier value reported), without turning them round."""
    # "…walls of text. I want them a lot shorter overall": the whole piece, not the last noun.
    inherited = None if WHOLE.search(clause) else context.noun
    lengths, noun = length_values(clause, inherited, context.sized)
    # One place named carries to the next clause about it, not past "overall", "from now on".
    carried = not NOUNS.search(clause) and not (WHOLE.search(clause) or LASTING.search(clause))
    local = not _FOR_GOOD.search(clause) and (
        bool(LOCAL.search(clause))
        and not _EVERY_PIECE.search(clause)
        and not correction
        and not LASTING.search(clause)
        or (noun == context.noun and context.local and carried)
    )
    hits = [*_pole_values(clause), *lengths]
    if all(h.dimension != "vocabulary" for h in hits):  # "keep the words simple"
        hits += [Hit(at, "vocabulary", value, True) for at, value in complement_values(clause)]
    emoji_hits = list(emoji_values(clause))
    if NOT_EVERYWHERE.search(clause) and (emoji_hits or (context.emoji and not hits)):
        # "表情不用每句都放", "I just don't need them every line": some, not in every place.
        emoji_hits = [Hit(emoji_hits[0].position if emoji_hits else 0, "emoji", "fewer", False)]
    restrained = bool(hits) and all(_HELD_IN.fullmatch(h.term) for h in hits)
    if context.emoji and not emoji_hits and restrained and not _OF_THE_VOICE.search(clause):
        # "表情还是偏多，再收一收": restraint said next, of the emoji just named, not of the tone.
        hits, emoji_hits = [], [Hit(0, "emoji", "fewer", False)]
    if not emoji_hits and not hits and context.emoji:
        emoji_hits = [
            Hit(0, "emoji", value, False)
            for pattern, value in EMOJI_ELLIPSIS
            if pattern.search(clause)
        ][:1]
    context.emoji = bool(emoji_hits) or (context.emoji and not hits)
    context.noun, context.local = noun, local
    hits += emoji_hits
    if as_said:
        return hits
    if RETRACTED.search(clause):
        # What is taken back means its opposite (what follows "that was a mistake, …" is new);
        # a degree taken back ("I didn't mean fewer emoji — I meant none") says nothing by itself,
        # nor a style only named ("changed my mind on emoji") unless it is what was asked for.
        asked_for, retraction = bool(REGRETS.search(clause)), RETRACTED.search(clause)
        new = [h for h in hits if rt.said_after_the_retraction(clause, retraction, h.position)]
        hits = new + [
            h
            if not h.literal and rt.negated_by_the_retraction(clause, retraction, h.position)
            else replace(h, value=flip(h.dimension, h.value), literal=False, mention=False)
            for h in hits
            if abs(DIMENSIONS[h.dimension][h.value]) == 1
            and h.value != "fewer"
            and (not h.mention or asked_for)
            and h not in new
        ]
    elif CONCEDED.search(clause):
        hits = []
    return hits
