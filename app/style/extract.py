"""What the writer's own words say about their style: offline keyword rules and LLM extraction.

Offline rules read a suggestion clause by clause, in Chinese and English: style terms
("正式", "lively", "表情"), the modifiers around them ("太", "too", "不要", "more"), and the
nouns that say what a length judgement is about (句子, 段落, 标题, article).

Attribution: a clause whose subject is someone else ("读者喜欢…", "my editor wants…",
"老板说…") is not the writer's own style and is not filed at all — not even with a low
confidence, because a preference nobody in the room holds should never reach a prompt.
A request about one place or one time ("这一段", "the intro", "这次", "this time") is
marked `scoped`: it may weaken or support a preference, never create or flip one.
"""

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace

from app.style.audience import implied_by_readers, is_about_readers
from app.style.dimensions import DIMENSIONS, Observation
from app.style.others import (
    AGREES,
    SAME_PERSON,
    adopts,
    is_someone_else,
    is_third_party,
    others_first,
    speaks_for_self,
)
from app.style.reading import (
    COMPLAINT_QUESTION,
    CONCEDED,
    IMPERATIVE,
    LASTING,
    PRAISE_VEHICLE,
    RETRACTED,
    in_the_question_asked,
    is_hesitant,
    is_polite_request,
    is_sarcastic,
    is_the_topic,
    mask_quoted,
    mood,
    names_something_else,
    normalise,
    says_one_off,
    sentences,
)
from app.style.stance import (
    describes_model_edit,
    mocks_quoted_jargon,
    narrates,
    praised_in_sarcasm,
    praises_this_text,
    scare_quoted,
    shrinks_from,
    turns_edit_down,
    unquote_scare_quoted,
)
from app.style.terms import (
    BARE_REMOVAL,
    COMPARED_TO,
    CORRECTION,
    COUNT_ONLY,
    COUNTABLE,
    COUNTED_AS_TOO_MUCH,
    EMOJI_ELLIPSIS,
    EMOJI_FEWER,
    EMOJI_FEWER_AFTER,
    EMOJI_MODERATE,
    EMOJI_MORE_AFTER,
    EMOJI_NONE,
    EMOJI_NONE_AFTER,
    EMOJI_NOT_ONE,
    EMOJI_TERM,
    EMOJI_WISH,
    EXAMPLE_OPENING,
    HARD_GOING,
    LENGTH,
    LIKED_AFTER,
    LIKENED_AFTER,
    LIKENED_BEFORE,
    LIKING,
    LOCAL,
    MORE_BEFORE,
    NEGATION,
    NO_LONGER,
    NOUN_DIMENSION,
    NOUNS,
    OUT_AFTER,
    QUALITY_WORD,
    REMOVED_AFTER,
    REMOVING_BEFORE,
    REPLACED_AFTER,
    REPLACING_BEFORE,
    TERMS,
    TOO_MANY_AFTER,
    TOO_MUCH_AFTER,
    TURNED_DOWN_AFTER,
)

WRITER_STRENGTH = 0.6
CORRECTION_STRENGTH = 0.75
SCOPED_STRENGTH = 0.3
TENTATIVE_STRENGTH = 0.4

_CLAUSE_SPLIT = re.compile(
    r"[。！？；;!?\n:：]+|[，、]|(?<=[\u4e00-\u9fff]),|,(?=[\u4e00-\u9fff])|"
    r",?\s+(?=but\s)|\s+[—–]+\s+|\s*[—–]{1,2}\s*(?=[\u4e00-\u9fff])|\.(?:\s+|$)|…+|\.{3,}"
)
_OWN_WISH = re.compile(r"^\W*(?:(?:I|I'?d|I'?m|me|please)\b|我|请)", re.IGNORECASE)
# "I was thinking about adding emoji but nah", "Make it casual. Scratch that.", "还是算了".
_DISMISSED = re.compile(
    r"^\W*(?:but\s+|so\s+)?(?:nah|nope|never ?mind|forget it|scratch that|no(?:,)? forget it)\W*$|"
    r"^\W*(?:还是|那)?算了(?:吧)?\W*$|^\W*还是不要了\W*$|^\W*当我没说\W*$",
    re.IGNORECASE,
)
# A Chinese directive after its topic ("术语能不用就不用", "表情尽量少用"): the writer's own.
_DIRECTIVE_ZH = re.compile(
    r"能不\S就不\S|能省就省|能少就少|尽量|(?<![特分区差告级类性识鉴辨个])别(?![人的处家])|不要|"
    r"少用|多用|改成|换成|写成"
)
_ACCUSTOMED = re.compile(
    r"看惯|习惯|读惯|用惯|\bused to\b|\baccustomed to\b|\bfamiliar with\b|\bgrew up (?:on|with)\b|"
    r"\bat home with\b|\bexpect\b",
    re.IGNORECASE,
)
_ADDRESSED_ELSEWHERE = re.compile(r"^\W*@\w+")
_CONTRAST = re.compile(r"^(?:但是|但|不过|可是|\bbut\b)", re.IGNORECASE)
_TOO = re.compile(r"太|过于|过分|过度|\btoo\b|\boverly\b|\bway too\b", re.IGNORECASE)


def said_before_a_dismissal(quote: str, text: str) -> bool:
    """Do the quoted words come before "…but nah", "Scratch that.", "还是算了" in the text?"""
    at = text.find(quote)
    ends = [text.find(clause) for clause in _clauses(text) if _DISMISSED.search(clause)]
    return at >= 0 and any(end > at for end in ends)


def is_explicit_correction(text: str) -> bool:
    return bool(CORRECTION.search(text))


def is_local(text: str) -> bool:
    """About one place of the article ("这一段", "the intro"), not the writer's style."""
    return bool(LOCAL.search(text))


def is_one_off(text: str) -> bool:
    """Said about this piece or this time only, with no lasting wish beside it ("以后段落都短
    一点" is one; "以后不用这样" only repeats that this was a one-off)."""
    if not says_one_off(text):
        return False
    return not any(
        LASTING.search(clause) and _clause_hits(clause, _Context(), False)
        for clause in _clauses(normalise(text))
    )


def _clauses(text: str) -> list[str]:
    return [c.strip() for c in _CLAUSE_SPLIT.split(text) if c and c.strip()]


def _stretch_at(clause: str, position: int) -> str:
    """The comma-delimited stretch of `clause` around `position`."""
    start = max(clause.rfind(",", 0, position), clause.rfind("，", 0, position)) + 1
    if start > 1 and EXAMPLE_OPENING.match(clause[start:]):
        return _stretch_at(clause, start - 2)
    ends = [i for i in (clause.find(",", position), clause.find("，", position)) if i >= 0]
    return clause[start : min(ends) if ends else len(clause)]


def _flip(dimension: str, value: str) -> str:
    degrees = DIMENSIONS[dimension]
    sign = degrees[value] > 0
    return next(v for v, d in degrees.items() if (d > 0) != sign and abs(d) == 1)


# A comma, or the end of a Chinese predicate ("太干了😴 活泼点"): what comes before it does not
# modify the next term.
_PREFIX_END = re.compile(r"[,，]|(?<=[\u4e00-\u9fff])了|[\U0001F300-\U0001FAFF\u2600-\u27BF]")


def _prefix(clause: str, start: int, floor: int) -> str:
    """The words just before a term, not reaching back past the previous term or a comma."""
    prefix = clause[max(floor, start - 30) : start]
    return _PREFIX_END.split(prefix)[-1]


@dataclass(frozen=True)
class _Hit:
    """One style judgement found in a clause. `literal`: the term taken at face value (not
    negated, not a complaint), the reading sarcasm turns round."""

    position: int
    dimension: str
    value: str
    literal: bool
    term: str = ""
    # Named with nothing asked of it ("a bunch of emoji this morning"): heard only when turned
    # round by sarcasm or a retraction, never filed as said.
    mention: bool = False
    complaint: bool = False  # a word that names what is wrong ("公文", "stiff")


def _pole_values(clause: str) -> Iterable[_Hit]:
    hits = sorted(
        ((m.start(), m.end(), term) for term in TERMS for m in term.pattern.finditer(clause)),
        key=lambda hit: hit[0],
    )
    previous_end = 0
    seen: set[str] = set()
    for start, end, term in hits:
        prefix = _prefix(clause, start, previous_end)
        previous_end = max(previous_end, end)
        if term.dimension in seen:
            continue  # "stop addressing the reader as 'you'": one clause, one judgement
        word = clause[start:end]
        if in_the_question_asked(clause, start):
            continue  # "a column about why legal English is so stiff": the subject, not a wish
        replaced = REPLACED_AFTER.match(clause[end:]) and REPLACING_BEFORE.search(prefix)
        removed = REMOVING_BEFORE.search(prefix) and OUT_AFTER.match(clause[end:])
        too_much = (
            replaced
            or removed
            or REMOVED_AFTER.match(clause[end:])
            or TOO_MUCH_AFTER.match(clause[end:])
            or (COUNTABLE.search(word) and TOO_MANY_AFTER.match(clause[end:]))
        )
        likened = term.dimension == "structure" and bool(
            LIKENED_BEFORE.search(prefix) and LIKENED_AFTER.match(clause[end:])
        )
        if term.complaint:
            seen.add(term.dimension)
            yield _Hit(start, term.dimension, term.value, False, word, complaint=True)
        elif _TOO.search(prefix) or NEGATION.search(prefix) or too_much or likened:
            seen.add(term.dimension)
            yield _Hit(start, term.dimension, _flip(term.dimension, term.value), False, word)
        elif term.bare and not MORE_BEFORE.search(prefix):
            continue  # "the formality of the invitation": named, not judged
        elif (QUALITY_WORD.search(word) and names_something_else(clause, start, end)) or (
            term.dimension == "structure" and re.match(r"\s*of\b", clause[end:])
        ):
            continue  # "a formal dinner", "正式员工": the word names something else
        else:
            seen.add(term.dimension)
            yield _Hit(start, term.dimension, term.value, True, word)


_NONE_THERE = re.compile(r"^.{0,3}?(?:都|也)?没有?(?!.{0,4}吗)|^\s+in sight\b", re.IGNORECASE)
_NONE_BEFORE = re.compile(r"(?:没有|没|不带)$")  # "没有表情的字": text without any


def _emoji_values(clause: str) -> Iterable[_Hit]:
    previous_end = 0
    for m in EMOJI_TERM.finditer(clause):
        prefix = _prefix(clause, m.start(), previous_end)
        after = clause[m.end() :]
        previous_end = m.end()
        if in_the_question_asked(clause, m.start()):
            continue  # "a post about why teens use so many emoji"
        if _NONE_THERE.match(after) or _NONE_BEFORE.search(prefix):
            # "一个表情都没有", "not an emoji in sight": how the text is, not a request; only
            # sarcasm ("…真是热闹极了呢") turns it into one.
            yield _Hit(m.start(), "emoji", "none", True, mention=True)
        elif EMOJI_NOT_ONE.search(prefix):
            yield _Hit(m.start(), "emoji", "none", False)
        elif EMOJI_MODERATE.search(prefix) and not EMOJI_NONE_AFTER.search(after):
            yield _Hit(m.start(), "emoji", "fewer", False)
        elif EMOJI_NONE_AFTER.search(after) or EMOJI_NONE.search(prefix):
            yield _Hit(m.start(), "emoji", "none", False)
        elif EMOJI_FEWER_AFTER.search(after) or EMOJI_FEWER.search(prefix):
            yield _Hit(m.start(), "emoji", "fewer", False)
        else:
            wished = bool(EMOJI_WISH.search(prefix) or EMOJI_WISH.search(after[:24]))
            wished = wished and not is_the_topic(clause[: m.start()])
            more_after = bool(EMOJI_MORE_AFTER.search(after))
            yield _Hit(m.start(), "emoji", "more", not more_after, mention=not wished)


# "trimming the sentences", "shorten the headlines": a verb acts on the text; only an adjective
# ("a short note") can name something else.
_LENGTH_VERB = re.compile(
    r"(?:trim|tighten|shorten|split|cut|break|pare|chop|merge|combine|lengthen)", re.IGNORECASE
)


_FRAGMENTED = re.compile(r"零碎|碎|choppy|fragmented", re.IGNORECASE)


def _length_values(
    clause: str, inherited: str | None, sized: bool = True
) -> tuple[list[_Hit], str | None]:
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
    found: list[_Hit] = []
    for m in LENGTH.finditer(text):
        kind = m.lastgroup or ""
        if in_the_question_asked(text, m.start()):
            continue  # "这篇讲的是为什么法律条文那么长": the subject, not a length wanted
        if nouns:

            def distance(noun: tuple[int, int, str], m: re.Match[str] = m) -> tuple[int, int]:
                start, end, _ = noun
                gap = max(0, start - m.end(), m.start() - end)
                return gap, 0 if end <= m.start() else 1

            noun = min(nouns, key=distance)[2]
        else:
            noun = inherited or "article"
        dimension, short, long = NOUN_DIMENSION[noun]
        if kind in ("adjective_short", "adjective_long"):
            said_before = re.split(r"[,，]", text[: m.start()])[-1]
            turned_down = NEGATION.search(said_before) or TURNED_DOWN_AFTER.match(text[m.end() :])
            kind = {
                ("adjective_short", False): "shorter",
                ("adjective_short", True): "too_short",
                ("adjective_long", False): "longer",
                ("adjective_long", True): "too_long",
            }[(kind, bool(turned_down))]
        if kind == "bare_long":
            # "long titles" says nothing alone; "I don't want long titles" and "the long
            # sentences are hard to follow" both want them short.
            said_before = re.split(r"[,，]", text[: m.start()])[-1]
            hard = HARD_GOING.search(said_before) or HARD_GOING.search(text[m.end() :])
            if NEGATION.search(said_before) or hard:
                kind = "too_long"
            elif LIKING.search(said_before) or LIKED_AFTER.match(text[m.end() :]):
                kind = "longer"
            else:
                continue
        if kind == "too_short" and noun == "article" and _FRAGMENTED.fullmatch(m.group(0)):
            continue  # "全是列表，太碎了": the text is in pieces, not too short
        if kind == "too_long" and COUNT_ONLY.fullmatch(m.group(0)) and not sized:
            continue  # "我这章写了三千字": a count told, not a complaint
        wants_short = kind in ("too_long", "shorter")
        literal = kind in ("shorter", "longer")
        if literal and NEGATION.search(re.split(r"[,，]", text[: m.start()])[-1]):
            wants_short, literal = not wants_short, False
        if any(hit.dimension == dimension for hit in found):
            continue  # "Stop splitting everything into tiny paragraphs": one judgement
        if (
            literal
            and not _LENGTH_VERB.match(m.group(0))
            and names_something_else(text, m.start(), m.end())
        ):
            continue  # "a short note at the end", "简短的摘要": a thing to add, not a length
        found.append(_Hit(m.start(), dimension, short if wants_short else long, literal))
    last_noun = nouns[-1][2] if nouns else inherited
    return found, last_noun


def _is_praise_only(clause: str) -> bool:
    words = re.findall(r"[A-Za-z']+|[\u4e00-\u9fff]", clause)
    return len(words) <= 3 and not NOUNS.search(clause) and not EMOJI_TERM.search(clause)


def _read_sarcasm(hits: list[_Hit], scare: set[str]) -> list[_Hit]:
    """Sarcastic praise means the opposite of its literal words; complaints mean what they say,
    and so does a quality praised in scare quotes ("真“简洁”啊": it is wanted, and missing)."""
    meant = []
    for hit in hits:
        if hit.literal and PRAISE_VEHICLE.search(hit.term) and hit.term not in scare:
            continue
        value = (
            _flip(hit.dimension, hit.value) if hit.literal and hit.term not in scare else hit.value
        )
        meant.append(replace(hit, value=value, literal=False, mention=False))
    return meant


@dataclass
class _Context:
    """What carries from one clause to the next within one message."""

    noun: str | None = None
    local: bool = False
    emoji: bool = False
    one_off: bool = False
    sized: bool = True  # a bare count ("三千字") is a size complained of


def _clause_hits(clause: str, context: _Context, correction: bool) -> list[_Hit]:
    lengths, noun = _length_values(clause, context.noun, context.sized)
    local = (
        bool(LOCAL.search(clause))
        and not correction
        or (noun == context.noun and context.local and not NOUNS.search(clause))
    )
    hits = [*_pole_values(clause), *lengths]
    emoji_hits = list(_emoji_values(clause))
    if not emoji_hits and not hits and context.emoji:
        emoji_hits = [
            _Hit(0, "emoji", value, False)
            for pattern, value in EMOJI_ELLIPSIS
            if pattern.search(clause)
        ][:1]
    context.emoji = bool(emoji_hits) or (context.emoji and not hits)
    context.noun, context.local = noun, local
    hits += emoji_hits
    if RETRACTED.search(clause):
        # What is taken back means its opposite; a degree taken back ("I didn't mean fewer
        # emoji — I meant none") says nothing by itself.
        # A style only named ("changed my mind on emoji") has no value to take back.
        hits = [
            replace(h, value=_flip(h.dimension, h.value), literal=False, mention=False)
            for h in hits
            if abs(DIMENSIONS[h.dimension][h.value]) == 1 and h.value != "fewer" and not h.mention
        ]
    elif CONCEDED.search(clause):
        hits = []
    return hits


def offline_observations(suggestion: str) -> list[Observation]:
    """Observations from the writer's words by keyword rules; one per (dimension, value)."""
    normal = normalise(suggestion)
    scare = set(scare_quoted(normal))
    text = mask_quoted(unquote_scare_quoted(normal) if scare else normal)
    explicit = is_explicit_correction(text) or is_explicit_correction(suggestion)
    sarcastic = is_sarcastic(text) or bool(scare)
    # Doubt said on its own ("Not sure.", "也不一定，你看着办") hangs over the whole message.
    doubt = any(
        is_hesitant(clause) and not _clause_hits(clause, _Context(), False)
        for clause in _clauses(text)
    )
    found: dict[tuple[str, str], Observation] = {}
    first_noun = next((m.lastgroup for m in NOUNS.finditer(text)), None)
    sized = sarcastic or bool(COUNTED_AS_TOO_MUCH.search(text))
    context = _Context(noun=first_noun, sized=sized)
    named: list[_Hit] = []  # what the last clause named at face value, for "ditch them"
    others = False
    # What someone else wants, held back: the writer may take it up later ("They've asked for
    # exact terms. Please write the notes that way from now on.").
    told_of_others: list[_Hit] = []
    for sentence in sentences(text):
        if _ADDRESSED_ELSEWHERE.match(sentence) and re.search(r"[?？吗]\W*$", sentence):
            continue  # "@Mei are you ok with longer paragraphs?": a colleague asked
        polite = is_polite_request(sentence)
        # "给加点emoji吧，就这篇", "took the emoji out — one-off": the whole sentence is a one-off.
        if says_one_off(sentence) and not LASTING.search(sentence):
            context.one_off = True
        if mood(sentence, not polite and (doubt or is_hesitant(sentence))) != "request":
            continue
        if told_of_others and adopts(sentence):
            lasting = explicit or bool(LASTING.search(sentence))
            for hit in told_of_others:
                _file(found, _heard(hit, suggestion, lasting, context, False, ""))
            told_of_others.clear()
        # "Why does every section now end on an exclamation?": what it describes is what is wrong.
        complained_of = bool(COMPLAINT_QUESTION.search(sentence))
        readers = is_about_readers(sentence)
        said_to_readers = False
        # "My co-founder loves long, rambling paragraphs": the subject carries through the
        # sentence until the writer turns to their own wish ("but I…", "我想…"), and into the
        # next one told of "she" or "he" ("She'd turn a sonnet into a list.").
        others = others and bool(SAME_PERSON.match(sentence))
        for clause in _clauses(sentence):
            if _DISMISSED.search(clause):
                found.clear()
                continue
            if is_someone_else(clause) or others_first(clause):
                others = True
            elif (
                _CONTRAST.match(clause)
                or _OWN_WISH.match(clause)
                or AGREES.search(clause)
                or LASTING.search(clause)
            ):
                others = False
            if says_one_off(clause):
                context.one_off = True
            elif LASTING.search(clause) or _CONTRAST.match(clause):
                context.one_off = False
            correction = bool(CORRECTION.search(clause) or RETRACTED.search(clause))
            hits = _clause_hits(clause, context, correction)
            if not hits and BARE_REMOVAL.search(clause):
                hits = [replace(h, value=_flip(h.dimension, h.value), literal=False) for h in named]
            named = [h for h in hits if h.literal]
            hesitant = not polite and (doubt or is_hesitant(clause))
            if sarcastic:
                # "Very professional." after the complaint is the sarcasm itself, not a wish.
                quoted = any(h.term in scare for h in hits)
                wanted = {h.term for h in hits if praised_in_sarcasm(clause, h.position)}
                hits = (
                    []
                    if _is_praise_only(clause) and not quoted
                    else _read_sarcasm(hits, scare | wanted)
                )
            agreed = AGREES.search(clause)
            undone = describes_model_edit(clause) and turns_edit_down(text)
            averse = shrinks_from(sentence) and not sarcastic
            for hit in hits:
                if hit.mention and not (undone or averse):
                    continue  # named, nothing asked ("改完满屏都是表情，改回去" asks)
                if complained_of and hit.literal and not sarcastic:
                    hit = replace(hit, value=_flip(hit.dimension, hit.value), literal=False)
                if averse and hit.literal:
                    # "I cringe at exclamation marks", "没有表情的字我就头疼": the opposite.
                    hit = replace(hit, value=_flip(hit.dimension, hit.value), literal=False)
                # A story ("I wrote the last one formally") asks nothing; a habit described or
                # the text in front of them praised is put to the writer, not filed.
                told = narrates(clause, sentence) if hit.literal and not correction else ""
                if told == "past":
                    continue
                praised = hit.literal and praises_this_text(sentence, text)
                if (
                    hit.literal
                    and not sarcastic
                    and not praised
                    and describes_model_edit(clause, hit.position)
                ):
                    # "You've made it formal." says what the model did, not what is wanted;
                    # turned down ("No — now it's all bullet points", "被你改得像聊天记录"),
                    # it is a lasting wish for the opposite.
                    if not undone:
                        continue
                    hit = replace(hit, value=_flip(hit.dimension, hit.value), literal=False)
                stretch = _stretch_at(clause, hit.position)
                adopted = agreed is not None and hit.position > agreed.start()
                about_others = (others and not adopted) or (is_third_party(stretch) and not adopted)
                if about_others:
                    told_of_others.append(hit)
                if about_others and not readers:
                    continue
                # Who the readers are, or what they like, is put to the writer, not filed.
                # ("Too much jargon — my readers get lost": the complaint is the writer's.)
                for_readers = (
                    readers
                    and not polite
                    and not IMPERATIVE.search(stretch)
                    and not _DIRECTIVE_ZH.search(stretch)
                    and not _TOO.search(stretch)
                    and not speaks_for_self(stretch)
                )
                if for_readers and hit.complaint and _ACCUSTOMED.search(clause):
                    # "读者都是体制内的，公文看惯了": what readers are used to is what they read.
                    hit = replace(hit, value=_flip(hit.dimension, hit.value))
                tentative = sarcastic or hesitant or for_readers or bool(told) or praised
                reading = (
                    "sarcasm"
                    if sarcastic
                    else ("audience_taste" if about_others else "audience")
                    if for_readers
                    else "hesitant"
                    if hesitant
                    else told or ("praise" if praised else "")
                )
                said_to_readers = said_to_readers or for_readers
                _file(found, _heard(hit, suggestion, explicit, context, tentative, reading))
        if readers and not found and not said_to_readers:
            for dimension, value in implied_by_readers(sentence):
                hit = _Hit(0, dimension, value, False)
                _file(found, _heard(hit, suggestion, False, context, True, "audience"))
    if mocks_quoted_jargon(normal) and all(d != "vocabulary" for d, _ in found):
        # "Wow, 'idempotent orchestration layer' for my gardening club": plain words, asked.
        plain = _Hit(0, "vocabulary", "plain", False)
        _file(found, _heard(plain, suggestion, False, context, True, "sarcasm"))
    return list(found.values())


def _heard(
    hit: _Hit, quote: str, explicit: bool, context: _Context, tentative: bool, reading: str
) -> Observation:
    scoped = context.one_off or context.local
    return Observation(
        dimension=hit.dimension,
        value=hit.value,
        source="writer",
        strength=SCOPED_STRENGTH
        if scoped
        else (
            TENTATIVE_STRENGTH
            if tentative
            else CORRECTION_STRENGTH
            if explicit
            else WRITER_STRENGTH
        ),
        by_writer=True,
        quote=quote.strip(),
        explicit=explicit and not scoped and not tentative,
        scoped=scoped,
        tentative=tentative and not scoped,
        reading=reading,
    )


def _file(found: dict[tuple[str, str], Observation], observation: Observation) -> None:
    """A later clause on the same dimension refines an earlier one ("太多，全删了"); a reason
    given after a request ("…fewer big words? Plain language works better for our families")
    repeats it, and does not turn it into a question."""
    held = found.get((observation.dimension, observation.value))
    if held is not None and observation.tentative and not held.tentative and not held.scoped:
        return
    for key in [k for k in found if k[0] == observation.dimension]:
        del found[key]
    found[(observation.dimension, observation.value)] = observation
