"""What style judgements one clause makes: style terms and the modifiers around them
("太", "too", "不要", "more"), sizes tied to the noun they judge (句子, 段落, 标题, article),
emoji, and what sarcasm or a retraction turns round.

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
from app.style.emoji_terms import (
    EMOJI_ELLIPSIS,
    EMOJI_FEWER,
    EMOJI_FEWER_AFTER,
    EMOJI_MODERATE,
    EMOJI_MORE_AFTER,
    EMOJI_NONE,
    EMOJI_NONE_AFTER,
    EMOJI_NONE_SAID_AFTER,
    EMOJI_NOT_ONE,
    EMOJI_REFUSED_OVER,
    EMOJI_TERM,
    GLYPHS,
    GLYPHS_BANNED_BEFORE,
    SIGN_BEFORE,
    emoji_wished,
)
from app.style.kept_sizes import kept_size
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
from app.style.sizes import LENGTH, MADE_LONG, NOUNS, a_name
from app.style.terms import (
    ABSENT,
    ALL_OVER_AFTER,
    ALL_OVER_BEFORE,
    COMPARED_TO,
    COUNT_ONLY,
    COUNTABLE,
    EXAMPLE_OPENING,
    HARD_GOING,
    LIKED_AFTER,
    LIKENED_AFTER,
    LIKENED_BEFORE,
    LIKING,
    LOCAL,
    MORE_BEFORE,
    NEGATION,
    NO_LONGER,
    NOUN_DIMENSION,
    OUT_AFTER,
    QUALITY_WORD,
    REMOVED_AFTER,
    REMOVING_BEFORE,
    REPLACED_AFTER,
    REPLACED_AFTER_ZH,
    REPLACING_BEFORE,
    TERMS,
    TOO_MANY_AFTER,
    TOO_MUCH_AFTER,
    TURNED_DOWN_AFTER,
    Term,
)

CLAUSE_SPLIT = re.compile(
    r"[。！？；;!?\n:：]+|[，、]|(?<=[\u4e00-\u9fff]),|,(?=[\u4e00-\u9fff])|"
    # Chat typed with spaces for commas: "用短句 别写长句". ("nothing but jargon": one phrase.)
    r"(?<=[\u4e00-\u9fff])\s+(?=[\u4e00-\u9fff])|(?<!\bnothing)(?<!\banything),?\s+(?=but\s)|"
    r",\s*(?=I (?:said|meant|asked for|wanted|prefer|want|like|need)\b)|"
    # "my followers love them, use more": an order after a reason is a clause of its own.
    r"(?:,|\s+-)\s*(?:so\s+)?(?=(?:use|put|make|keep|write|cut|drop|give|bring|take|stick|"
    r"switch|avoid|stop|break|split|trim|tone|loosen|liven|ditch|lose)\s)|\s+-\s+(?=add\s)|"
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


# "Long titles, please.", "Long titles like last time, please": the noun phrase is the request.
_ASKED_FOR = re.compile(
    r"^[\w\s-]{0,30}?\b(?:titles?|headlines?|sentences?|paragraphs?)\b[^,.;!?]{0,25}?"
    r"(?:,\s*)?\b(?:please|pls|from now on|going forward)\b(?![\s,-]+(?:stop|no|not|just)\b)",
    re.IGNORECASE,
)
_OPENS = re.compile(r"^\W*(?:(?:please|pls|and|so|ok|okay|now|again|also)\W+)*$", re.IGNORECASE)


def clauses(text: str) -> list[str]:
    return [c.strip() for c in CLAUSE_SPLIT.split(text) if c and c.strip()]


def stretch_at(clause: str, position: int) -> str:
    """The comma-delimited stretch of `clause` around `position`."""
    start = max(clause.rfind(",", 0, position), clause.rfind("，", 0, position)) + 1
    if start > 1 and EXAMPLE_OPENING.match(clause[start:]):
        return stretch_at(clause, start - 2)
    ends = [i for i in (clause.find(",", position), clause.find("，", position)) if i >= 0]
    return clause[start : min(ends) if ends else len(clause)]


def flip(dimension: str, value: str) -> str:
    degrees = DIMENSIONS[dimension]
    sign = degrees[value] > 0
    return next(v for v, d in degrees.items() if (d > 0) != sign and abs(d) == 1)


# A comma, or the end of a Chinese predicate ("太干了😴 活泼点"): what comes before it does not
# modify the next term.
# ("为了" is "for the sake of", not the end of a predicate: "别为了通俗改掉" negates it.)
# "get rid of them and write full paragraphs": a second verb after "and" starts what it asks
# for; the negation before it has its own object.
_NEXT_VERB = (
    r"\b(?:and|then)\s+(?=(?:write|use|make|keep|give|put|add|go|switch|turn|try|stick|start|"
    r"do|bring|break|split|let)\b)"
)
_PREFIX_END = re.compile(
    r"[,，]|(?<=[\u4e00-\u9fff])(?<!为)了|[\U0001F300-\U0001FAFF\u2600-\u27BF]|" + _NEXT_VERB,
    re.IGNORECASE,
)
_SCOPE_END = re.compile(r"[,，]|" + _NEXT_VERB, re.IGNORECASE)


def _scope(before: str) -> str:
    """What a negation before a size can reach: back to a comma or a second verb."""
    return _SCOPE_END.split(before)[-1]


def _prefix(clause: str, start: int, floor: int) -> str:
    """The words just before a term, not reaching back past the previous term or a comma."""
    prefix = clause[max(floor, start - 30) : start]
    return _PREFIX_END.split(prefix)[-1]


@dataclass(frozen=True)
class Hit:
    """One style judgement found in a clause. `literal`: the term taken at face value (not
    negated, not a complaint), the reading sarcasm turns round."""

    position: int
    dimension: str
    value: str
    literal: bool
    term: str = ""
    # Named, nothing asked ("a bunch of emoji"): heard only when turned round, never filed.
    mention: bool = False
    complaint: bool = False  # a word that names what is wrong ("公文", "stiff")
    # A complaint word negated ("not stiff", "别太随便"): a limit on a wish, when one is said
    # beside it ("Formal, please — not stiff"), not a wish of its own.
    bound: bool = False


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
        prefix = _prefix(clause, start, previous_end)
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
            or (
                (not QUALITY_WORD.search(word) or COUNTABLE.search(word))  # (全是缩写: counted)
                and (ALL_OVER_BEFORE.search(prefix) or ALL_OVER_AFTER.match(clause[end:]))
            )
        )
        # "Don't you dare turn my essay into a listicle": the whole clause is turned down.
        refused = bool(REFUSED_CLAUSE.match(clause[:start])) and not NEGATION.search(prefix)
        likened = term.dimension == "structure" and bool(
            LIKENED_BEFORE.search(prefix) and LIKENED_AFTER.match(clause[end:])
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
_NO_MORE_NEEDED = re.compile(
    r"(?:不用|不必|无需|没必要)再(?:多)?(?:加|放|添)\S{0,2}$|"
    r"\bno need (?:for|to add) (?:any )?more\s*$",
    re.I,
)
_FEW_BEFORE = re.compile(
    r"\b(?:a couple(?: of)?|one or two|two or three|a few|one|two|a single)\s*$|"
    r"(?:一两|两三|一)个\s*$",
    re.IGNORECASE,
)
_FINE_AFTER = re.compile(
    r"^(?:\s+(?:per|a|in each|each) \w+)?\s*(?:is|are|'s)\s+"
    r"(?:fine|ok(?:ay)?|enough|plenty|allowed)\b|"
    r"^\S{0,4}(?:就行|就够|可以|没问题)",
    re.IGNORECASE,
)
_NONE_THERE = re.compile(r"^.{0,3}?(?:都|也)?没有?(?!.{0,4}吗)|^\s+in sight\b", re.IGNORECASE)
# "没有表情的字", "这版没用表情": text without any.
# "a wall of text without a single emoji": text described as having none.
_NONE_BEFORE = re.compile(
    r"(?:没有|没|不带|没用|没加|没放|没带)$|\b(?:a|an) (?:[\w-]+ ){0,2}(?:text|page|block|screen)"
    r" (?:with(?:out| no| zero)) (?:a single |any |one )?$",
    re.IGNORECASE,
)


def _emoji_values(clause: str) -> Iterable[Hit]:
    previous_end = 0
    for m in EMOJI_TERM.finditer(clause):
        prefix = _prefix(clause, m.start(), previous_end)
        after = clause[m.end() :]
        previous_end = m.end()
        if in_the_question_asked(clause, m.start()):
            continue  # "a post about why teens use so many emoji"
        if _NO_MORE_NEEDED.search(prefix):
            continue  # "不用再加表情了，现在这样刚好": enough as it is, nothing asked
        if ALL_OVER_BEFORE.search(prefix) or ALL_OVER_AFTER.match(after):
            # "Emoji everywhere.", "满屏表情": too many of them.
            yield Hit(m.start(), "emoji", "fewer", False)
            continue
        if _FEW_BEFORE.search(prefix) and _FINE_AFTER.match(after):
            # "a couple of emoji per post is fine": a small number allowed.
            yield Hit(m.start(), "emoji", "fewer", False)
            continue
        if _NONE_THERE.match(after) or _NONE_BEFORE.search(clause[: m.start()]):
            # "一个表情都没有", "not an emoji in sight": how the text is, not a request; only
            # sarcasm ("…真是热闹极了呢") turns it into one.
            yield Hit(m.start(), "emoji", "none", True, mention=True)
        elif EMOJI_NOT_ONE.search(prefix) or SIGN_BEFORE.search(clause[: m.start()]):
            yield Hit(m.start(), "emoji", "none", False)
        elif EMOJI_MODERATE.search(prefix) and not EMOJI_NONE_AFTER.search(after):
            yield Hit(m.start(), "emoji", "fewer", False)
        elif EMOJI_NONE_AFTER.search(after) or EMOJI_NONE.search(prefix):
            yield Hit(m.start(), "emoji", "none", False)
        elif EMOJI_FEWER_AFTER.search(after) or EMOJI_FEWER.search(prefix):
            yield Hit(m.start(), "emoji", "fewer", False)
        elif EMOJI_REFUSED_OVER.search(_scope(clause[: m.start()])) or (
            EMOJI_NONE_SAID_AFTER.match(after)
        ):
            # "don't put any of those little tree or leaf emojis in", "I never wanted emoji in
            # the posts - none at all": a refusal opening the verb phrase reaches its object,
            # however many words stand between.
            yield Hit(m.start(), "emoji", "none", False)
        else:
            wished = emoji_wished(prefix, after)
            wished = wished and not is_the_topic(clause[: m.start()])
            more_after = bool(EMOJI_MORE_AFTER.search(after))
            yield Hit(m.start(), "emoji", "more", not more_after, mention=not wished)
    if previous_end:
        return
    for m in GLYPHS.finditer(clause):
        if GLYPHS_BANNED_BEFORE.search(clause[max(0, m.start() - 40) : m.start()]):
            yield Hit(m.start(), "emoji", "none", False)
            return


# "trimming the sentences", "shorten the headlines": a verb acts on the text; only an adjective
# ("a short note") can name something else.
_LENGTH_VERB = re.compile(
    r"(?:trim|tighten|shorten|split|cut|break|pare|chop|merge|combine|lengthen)", re.IGNORECASE
)


_PRONOUN_BEFORE = re.compile(r"\b(?:them|it|those|these)\s+(?:all\s+)?$", re.IGNORECASE)
_PRONOUN_INSIDE = re.compile(r"\s(?:them|it|those|these)\s", re.IGNORECASE)
_FRAGMENTED = re.compile(r"零碎|碎|choppy|fragmented", re.IGNORECASE)


def _length_values(
    clause: str, inherited: str | None, sized: bool = True
) -> tuple[list[Hit], str | None]:
    """Length judgements tied to the nearest noun; an elliptical clause inherits the last noun
    (or, opening the message, the first noun said after it: "Still too long — cut the
    sentences down")."""
    text = NO_LONGER.sub("no", clause)
    # What something is compared to ("长得像一段话", "like a legal document") is not its subject.
    compared = [m.span() for m in COMPARED_TO.finditer(text)]
    nouns = [
        (m.start(), m.end(), m.lastgroup or "article")
        for m in NOUNS.finditer(text)
        if not any(a <= m.start() < b for a, b in compared)
    ]
    found: list[Hit] = []
    for m in LENGTH.finditer(text):
        kind = m.lastgroup or ""
        if in_the_question_asked(text, m.start()) or a_name(text, m.start(), m.end()):
            continue  # "这篇讲的是为什么法律条文那么长": the subject; "Jenny Short": a name
        # "I'd like them broken up, two or three sentences each", "break them up": a pronoun
        # acted on is what was named before, not the next noun.
        pronoun = _PRONOUN_BEFORE.search(text[: m.start()]) or _PRONOUN_INSIDE.search(m.group(0))
        if nouns and not (pronoun and inherited and not [n for n in nouns if n[1] <= m.start()]):

            def distance(noun: tuple[int, int, str], m: re.Match[str] = m) -> tuple[int, int]:
                start, end, _ = noun
                gap = max(0, start - m.end(), m.start() - end)
                return gap, 0 if end <= m.start() else 1

            inside = [n for n in nouns if m.start() <= n[0] < m.end()]
            # "merge the tiny paragraphs", "split up the long sentences": a verb acts on the
            # noun it is followed by, whatever was named before it ("For this post only, …").
            acted_on = [
                n for n in nouns if _LENGTH_VERB.match(m.group(0)) and 0 <= n[0] - m.end() <= 24
            ]
            # "一句一段", "one-sentence paragraphs": the size names its noun last.
            # "keep the paragraphs to three lines": a ceiling sizes what it keeps, named first.
            # "keep the recaps to five sentences": a count of sentences sizes the piece.
            if kind == "capped" and [n[2] for n in inside] == ["sentence"]:
                before = [n for n in nouns if n[1] <= m.start()]
                inside = before[-1:] if before else [(0, 0, "article")]
            noun = (
                inside[0][2]
                if inside and kind == "capped"
                else inside[-1][2]
                if inside
                else acted_on[0][2]
                if acted_on
                else min(nouns, key=distance)[2]
            )
        else:
            noun = inherited or "article"
        dimension, short, long = NOUN_DIMENSION[noun]
        if kind in ("adjective_short", "adjective_long"):
            said_before = _scope(text[: m.start()])
            turned_down = NEGATION.search(said_before) or TURNED_DOWN_AFTER.match(text[m.end() :])
            kind = {
                ("adjective_short", False): "shorter",
                ("adjective_short", True): "too_short",
                ("adjective_long", False): "longer",
                ("adjective_long", True): "too_long",
            }[(kind, bool(turned_down))]
        if kind == "bare_long":
            # "long titles" says nothing alone; "I don't want them" or "hard to follow": short.
            said_before = _scope(text[: m.start()])
            hard = HARD_GOING.search(said_before) or HARD_GOING.search(text[m.end() :])
            if NEGATION.search(said_before) or hard:
                kind = "too_long"
            elif (
                LIKING.search(said_before)
                or MADE_LONG.search(said_before)
                or LIKED_AFTER.match(text[m.end() :])
                or (
                    m.group(0).lower() == "long"
                    and _OPENS.match(said_before)
                    and _ASKED_FOR.match(text[m.end() :])
                )
            ):
                kind = "longer"
            else:
                continue
        kind = kept_size(text, m.start(), m.group(0)) or kind  # "以后都写这么短": that size, kept
        if kind == "too_short" and noun == "article" and _FRAGMENTED.fullmatch(m.group(0)):
            continue  # "全是列表，太碎了": the text is in pieces, not too short
        if kind == "too_long" and COUNT_ONLY.fullmatch(m.group(0)) and not sized:
            continue  # "我这章写了三千字": a count told, not a complaint
        capped = kind == "capped"
        kind = "shorter" if capped else kind
        wants_short = kind in ("too_long", "shorter")
        literal = kind in ("shorter", "longer")
        if literal and (
            NEGATION.search(_scope(text[: m.start()]))
            or REMOVED_AFTER.match(text[m.end() :])  # "长句子以后一律不要"
        ):
            wants_short, literal = not wants_short, False
        if any(hit.dimension == dimension for hit in found):
            continue  # "Stop splitting everything into tiny paragraphs": one judgement
        if (
            literal
            and not capped
            and not _LENGTH_VERB.match(m.group(0))
            and names_something_else(text, m.start(), m.end())
        ):
            continue  # "a short note at the end", "简短的摘要": a thing to add, not a length
        found.append(Hit(m.start(), dimension, short if wants_short else long, literal))
    last_noun = nouns[-1][2] if nouns else inherited
    return found, last_noun


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
    lengths, noun = _length_values(clause, inherited, context.sized)
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
    emoji_hits = list(_emoji_values(clause))
    if NOT_EVERYWHERE.search(clause) and (emoji_hits or (context.emoji and not hits)):
        # "表情不用每句都放", "I just don't need them every line": some, not in every place.
        emoji_hits = [Hit(emoji_hits[0].position if emoji_hits else 0, "emoji", "fewer", False)]
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
