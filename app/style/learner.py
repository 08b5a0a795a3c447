"""Style learning, the side flow after a turn: observe what the writer said (and, with a
revision, what changed), update the persona, save.

The style queue (app/style/queue.py) runs it in the background, once per job: a revision
(`learn_revision`), or a writer's message whose turn made no revision (`learn_statement`: a wish
the text already met, a reply in plain words, a failure, Stop), whose words are heard exactly as
a revision's are, without a measured change. Both raise on failure (the queue retries) and save
a `learned` (or `learned_message`) audit entry naming the revision or the message in the same
write as the preferences they changed. Restores and generated drafts are marked but teach
nothing: neither is a style statement. Only the persona's own writer teaches it
(app/style/whose.py).
"""

import logging
import re
import threading
from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import datetime

from app.domain.ids import new_assertion_id
from app.domain.models import AuditEntry, RevisionRecord, StyleAssertion
from app.llm.base import LLMError, LLMProvider
from app.store.base import Repository
from app.style import classifier_combine
from app.style.address_register import address_register
from app.style.adopted import adopted_read
from app.style.apologies import without_apologies
from app.style.approval import approval_observations
from app.style.approved_rule import approved_quality
from app.style.arbiter import arbitrate
from app.style.back_in import wanted_back
from app.style.banned_words import banned_words_read
from app.style.beside_one_off import lasting_beside_one_off
from app.style.checklists import checklist_said_plainly
from app.style.classifier import model as classifier_model
from app.style.colleague_told import to_a_colleague, without_helper_mention
from app.style.conditioned import asked_for_those_pieces
from app.style.confirmations import agreement_observations
from app.style.demanded import demanded_for_this_piece
from app.style.denied_learned import denials_asked
from app.style.dimensions import Observation, relation
from app.style.edit_notes import dedicates_the_piece, places_the_piece
from app.style.edited_away import said_there, set_aside_edited_away
from app.style.exclaimed import marks_ruled
from app.style.extract import SCOPED_STRENGTH, is_one_off, offline_observations
from app.style.grave_emoji import grave_emoji_read
from app.style.habit_added import habit_turned_down
from app.style.idioms import without_idioms
from app.style.indifference import indifferent_dimensions, is_indifferent
from app.style.kept_as_is import without_refused_changes
from app.style.kept_own import read_kept_and_denied, without_denied
from app.style.less_more import less_more_read
from app.style.line_bursts import burst_joined
from app.style.lists_envied import lists_envied
from app.style.llm_extract import build_extraction_prompt, merge_extractions, parse_extraction
from app.style.memory import applied_preferences, apply_observations
from app.style.missed import missed_styles
from app.style.mixed_up import mix_ups_read
from app.style.musings import is_musing
from app.style.nobody_asked import unasked_turned
from app.style.offload import blocking
from app.style.old_way import old_way_asked
from app.style.one_off_edits import for_this_piece
from app.style.part_moves import moves_parts_only
from app.style.plain_forms import said_plainly
from app.style.praised_only import praises_one_version, praises_only
from app.style.prefilter import screen_loaded
from app.style.put_right import put_right_read
from app.style.queue_batch import PersonaWrites
from app.style.queue_jobs import SaidInMessage
from app.style.quote_replies import answers_apart, taken_up_read
from app.style.quoted_back import read_quoted_back, read_shown_voice
from app.style.ranges import range_said_plainly
from app.style.reading import normalise, says_one_off
from app.style.reading_levels import reading_level_read
from app.style.restated import restated_observations
from app.style.rewrite_pairs import rewrite_pair_read
from app.style.settings_said import settings_read
from app.style.signals import diff_excerpt, measured_observations
from app.style.since_when import since_when_asked
from app.style.struck import struck_said_plainly
from app.style.tag_questions import tag_answered
from app.style.taken_back import what_stands
from app.style.tolerated import without_tolerated
from app.style.trashed_persona import in_the_trash
from app.style.typed_forms import as_meant
from app.style.typed_last import read_last
from app.style.vague_mocked import precise_terms_asked
from app.style.voiced_as import voiced_once, voiced_register
from app.style.whose import not_the_writer, not_the_writers
from app.style.withdrawals import withdrawals_read

logger = logging.getLogger(__name__)

# Every pattern of the style rules loaded by now looks first for a literal it cannot match
# without (app/style/prefilter.py): the rules run them all over every message.
screen_loaded()

LEARNED = "learned"  # the audit action of a learned revision
LEARNED_MESSAGE = "learned_message"  # of a learned message that made no revision
_TEACHES_NOTHING = ("restore", "generate")
_BARE = " \t\n,.!?;:…，。！？；：、"  # what is left of a message when only its idiom is taken out
_CLASSIFIER = "classifier"  # the reading of a question the trained classifier put
# Of a long message (a pasted article), the style rules read its start and its end, where a
# wish about the writing is said: their cost grows faster than the text.
READ_CHARS = 1200
_NOT_WORDS = re.compile(r"[\W_]{9,}")  # a run of spaces, punctuation or emoji
_QUOTED = r"(?:\"[^\"\n]+\"|“[^“”\n]+”|'[^'\n]+'|‘[^‘’\n]+’|「[^「」\n]+」|『[^『』\n]+』)"
_LITERAL_REPLACE = re.compile(
    rf"(?:please\s+)?(?:replace|change|swap|substitute)\s+{_QUOTED}\s+(?:with|to|for|into)\s+"
    rf"{_QUOTED}(?:\s+(?:in|everywhere|throughout)[^.!\n]{{0,30}})?\s*[.!]?"
    rf"|(?:请)?(?:把|将){_QUOTED}\s*(?:都)?(?:改成|改为|换成|替换成|替换为){_QUOTED}\s*[。！.!]?",
    re.IGNORECASE,
)

__all__ = [
    "applied_preferences",
    "learn_revision",
    "learn_statement",
    "model_observations",
    "observe",
    "observe_statement",
]


def readable(text: str) -> str:
    """The writer's words as the style rules read them: runs of spaces, punctuation or emoji
    cut to 8 characters (a message built to be slow — 20,000 spaces between two words — is
    read in milliseconds, not hours), and a long message only at its start and end."""
    text = _NOT_WORDS.sub(lambda run: run.group()[:8], text.strip())
    if len(text) > READ_CHARS:
        half = READ_CHARS // 2
        text = f"{text[:half]}\n{text[-half:]}"
    return text


def _words(revision: RevisionRecord, suggestions: Sequence[str]) -> list[str]:
    said = [readable(s) for s in suggestions if s.strip()]
    if not said and revision.suggestion.strip():
        said = [readable(revision.suggestion)]
    return list(dict.fromkeys(said))


def _revision_diff(revision: RevisionRecord) -> str:
    return diff_excerpt(
        f"{revision.original_title}\n\n{revision.original_body}",
        f"{revision.revised_title}\n\n{revision.revised_body}",
        limit=1500,
    )


def _ruled(text: str) -> list[Observation]:
    # ("'Utilise the aforementioned…' Ah yes, how our customers talk": asked, plain words.)
    # ('This is how I write them: "Lock 14 shut. Back Friday."': short sentences, asked.)
    said = read_shown_voice(
        text, read_quoted_back(text, arbitrate(text, offline_observations(text)))
    )
    if all(o.dimension != "structure" for o in said):
        said += lists_envied(text)  # "别家…一条一条的…我们这个一大坨"
    said = said or missed_styles(text)  # "I kind of miss the long headlines"
    said = said or approved_quality(text, offline_observations)  # 「这版短的正合适，以后都这样」
    if all(o.dimension != "formality" for o in said):  # "write as a retired curator would"
        said += voiced_register(text, offline_observations)
    if all(o.dimension != "vocabulary" for o in said):  # "Banned words: leverage, synergy…"
        said += banned_words_read(text, offline_observations)
    # "Stop stripping out my exclamation marks", "the sentences aren't too long": not "less".
    said = read_kept_and_denied(text, said)
    # "Nobody ever asked you to keep the sentences short": the instruction denied, turned round.
    return unasked_turned(text, said, offline_observations)


def _approved_or_restated(text: str) -> list[Observation]:
    return approval_observations(text) + restated_observations(text)


# What the offline rules heard in a text, by reading and text: the same words are read the
# same way, so a message said again ("shorter", "更口语一点" — writers repeat themselves) is
# not read again. Observations are frozen; `heard` gives out copies marked with their origin.
_READINGS_KEPT = 4096
_readings: dict[tuple[Callable[[str], list[Observation]], str], tuple[Observation, ...]] = {}
_readings_lock = threading.Lock()


def _read(reading: Callable[[str], list[Observation]], text: str) -> tuple[Observation, ...]:
    """`reading(text)`, made once per text (the learner reads in worker threads too)."""
    key = (reading, text)
    with _readings_lock:
        known = _readings.get(key)
    if known is not None:
        return known
    heard = tuple(reading(text))
    with _readings_lock:
        if len(_readings) >= _READINGS_KEPT:
            _readings.clear()
        _readings[key] = heard
    return heard


def forget_readings() -> None:
    """Forget what the rules heard (tests reading a text afresh)."""
    with _readings_lock:
        _readings.clear()


def heard(
    words: Sequence[str],
    llm_observations: Sequence[Observation] = (),
    *,
    revision_id: str | None,
    message_id: str | None,
    versions: str,
    held: Sequence[StyleAssertion] = (),
) -> list[Observation]:
    """What the writer's words say about style — the offline rules' reading, the model's
    (only on dimensions the rules did not hear), or else their approval of the last result —
    each marked with where it was said. `held` (the persona's preferences) tells the
    classifier what the writer already holds."""
    # "Shorter paragraphs from now on. Never mind, ignore that.": only what follows the taking
    # back stands (app/style/taken_back.py).
    words = typed = [as_meant(text) for text in words]  # "plaaaain", "no emotions\n*emoji"
    words = [burst_joined(text) for text in words]  # "no\nemoji\never": one sentence
    words, taken_up = answers_apart(words)  # "> Should I keep them short?\nYes. Always."
    words = [without_apologies(text) for text in words]  # "So sorry… ignore me if this is silly"
    words = [stands for text in words if (stands := what_stands(text)).strip()]
    words = [checklist_said_plainly(text) for text in words]  # "- [x] no emoji": the rule
    words = [plain for text in words if (plain := said_plainly(text)).strip()]  # "#NoEmoji"
    words = [struck_said_plainly(text) for text in words]  # "~~formal~~ casual": casual
    words = [range_said_plainly(text) for text in words]  # "one to three emoji": some, not few
    # "Never say never", "Long story short, the bus never came": set phrases that wish nothing.
    words = [plain for text in words if (plain := without_idioms(text)).strip(_BARE)]
    words = [text for text in words if not to_a_colleague(text)]  # "@Priya … on yours, yeah?"
    words = [without_helper_mention(tag_answered(text)) for text in words]  # "@editor …, right?"
    # 'Replace "…" with "…"' and nothing else is a content edit: the quoted words are the
    # article's (a URL "that never breaks" is no wish for shorter text).
    words = [text for text in words if not _LITERAL_REPLACE.fullmatch(text.strip())]
    # Each reading checked against what the message itself says it wants or does not want.
    offline = [o for text in words for o in _read(_ruled, text)]
    # "嗯 就这个量 挺好": approval of the last result; "bullets crept back in": a wish said again.
    if not offline and not llm_observations:
        offline = [
            o
            for text in words
            if not voiced_once(text)  # "…as a witch, then back to normal": no approval
            for o in _read(_approved_or_restated, text)
        ]
    agreed = [o for text in words for o in _read(agreement_observations, text)]  # "Yes — plain…"
    said = merge_extractions(offline, llm_observations) + agreed
    ruled = list(said)
    if classifier_combine.ENABLED and not llm_observations:
        # The trained classifier beside the rules: veto, arbiter, a question when they are silent.
        by_rules = {(o.dimension, o.value) for o in said}
        said = classifier_combine.combine(words, said, held=held)
        said = _not_of_indifference(words, said, by_rules)
        said = without_denied(words, said)  # "我不讨厌表情符号": no "no emoji?" asked either
    if words and all(is_musing(text) for text in words):  # "I wonder whether it's too stiff"
        said = []
    # "Fwd from Dana: 'From now on … more professional.' Please follow that.": hers, taken up.
    said = adopted_read(
        words, said, lambda text: heard([text], revision_id=None, message_id=None, versions="")
    )
    # "Less lecture, more chat. Stick with that going forward.": what it should sound like.
    said = less_more_read(
        words, said, lambda text: heard([text], revision_id=None, message_id=None, versions="")
    )
    # "Since when do we write to our members like a tax office?": the complaint, asked.
    said = since_when_asked(
        words, said, lambda text: heard([text], revision_id=None, message_id=None, versions="")
    )
    # "Scratch what I said about the bullet points": the held wish set aside, nothing instead.
    said = withdrawals_read(words, said, held, lambda text: list(_read(_ruled, text)))
    said = wanted_back(words, said, held)  # "scrap that, the kids love em. put em back"
    said = old_way_asked(words, said, held)  # "Actually, the old way was fine."
    if words and all(demanded_for_this_piece(text) for text in words):
        # "The council wants this one in formal English": this piece's terms, not the writer's
        # style — nothing asked, and what is heard only about this piece.
        said = [_scoped(o) for o in said if not o.tentative]
    if words and all(praises_only(text) for text in words):
        # "That's exactly what the pickers need": praise meant asks nothing, doubts nothing held.
        said = [o for o in said if not o.tentative]
    if words and all(praises_one_version(text) for text in words):
        # "Ah that tighter one is lovely": that version praised — no doubt on a held value the
        # other way (asked only when nothing is held on its dimension).
        holding = {a.dimension: a.value for a in held if a.state == "active"}
        said = [o for o in said if not o.tentative or holding.get(o.dimension, o.value) == o.value]
    # "never use exclamation marks": the punctuation rule, and the tone only if one is spoken of.
    said = marks_ruled(" ".join(words), said, lambda text: _read(_ruled, text))
    # "Exclamation marks are fine", 「长句子我能接受」: put up with, not wanted.
    said = without_tolerated(words, said)
    # "Sorry I mixed that up, emojis are fine", 「纠正一下 我不是说感叹号」: the wish withdrawn.
    said = mix_ups_read(words, said, held)
    # "Who told you I want bullets everywhere? Not me.": the held wish denied, the other asked.
    said = denials_asked(words, said, held, lambda text: _read(_ruled, text))
    said = address_register(words, said)  # 「别用“您”，用“你”就行」: formality, not person
    said = rewrite_pair_read(words, said)  # "Instead of '…', write '…'. That's the voice now on"
    # "Don't make it shorter just because people skim": what is there kept, nothing wished.
    said = without_refused_changes(words, said, lambda text: _read(_ruled, text))
    for text in words:  # "'put the stuff on the other stuff'. Our agronomists will be so impressed"
        said = precise_terms_asked(text, said)
    # "Whenever it's a race-day update, put the times in a list": for those pieces, asked.
    said = asked_for_those_pieces(words, said, ruled)
    said = reading_level_read(words, said)  # "Grade 6 reading level for all our posts": plain
    # "For this post keep it formal, but in general I like short paragraphs": the lasting half.
    said = lasting_beside_one_off(
        words,
        said,
        lambda part: heard(
            [part], revision_id=revision_id, message_id=message_id, versions=versions, held=held
        ),
    )
    # "You keep adding exclamation marks to my posts. Stop.": fewer, never more.
    said = habit_turned_down(words, said)
    said = taken_up_read(
        said, taken_up, lambda text: heard([text], revision_id=None, message_id=None, versions="")
    )
    said = settings_read(typed, said)  # "New defaults for all posts:\nemoji: none"
    said = grave_emoji_read(typed, said)  # "Ah yes, 🎉🥳 - the perfect garnish for 'cancelled'"
    said = read_last(typed, words, said, lambda text: list(_read(_ruled, text)))  # signs, 定了
    said = put_right_read(  # 「是针对那篇的」; 「以后别用感叹号」 never turned round by the model
        words,
        said,
        held,
        lambda text: list(_read(_ruled, text)),
        lambda: heard(typed, revision_id=None, message_id=None, versions="", held=held),
    )
    return [
        replace(o, revision_id=revision_id, message_id=message_id, versions=versions) for o in said
    ]


def _not_of_indifference(
    words: Sequence[str], said: list[Observation], by_rules: set[tuple[str, str]]
) -> list[Observation]:
    """The classifier's questions without those about what the writer said they do not mind
    ("表情加不加随便你"), or about anything when the words only leave a choice to us or only
    take out or move parts of the piece ("delete paragraph 3": content, not style)."""
    if words and all(moves_parts_only(text) for text in words):
        return [o for o in said if o.reading != _CLASSIFIER]
    if not any(is_indifferent(text) for text in words):
        return said
    # (What the classifier filed outright is its reading too, whatever it is marked.)
    guessed = [o.reading == _CLASSIFIER or (o.dimension, o.value) not in by_rules for o in said]
    ruled = not all(guessed)
    waived = {d for text in words for d in indifferent_dimensions(text)}
    return [
        o
        for o, guess in zip(said, guessed, strict=True)
        if not guess or (ruled and o.dimension not in waived)
    ]


def observe(
    revision: RevisionRecord,
    suggestions: Sequence[str],
    llm_observations: Sequence[Observation] = (),
    held: Sequence[StyleAssertion] = (),
) -> list[Observation]:
    """Everything one revision says about style: the writer's words, the model's reading of
    them (only on dimensions the offline rules did not hear), and the measured change."""
    if revision.kind in _TEACHES_NOTHING:
        return []
    words = _words(revision, suggestions)
    said = heard(
        words,
        llm_observations,
        revision_id=revision.id,
        message_id=revision.message_id,
        versions=f"V{revision.base_version}→V{revision.version}",
        held=held,
    )
    measured = measured_observations(revision)
    if (
        revision.kind == "manual"
        and measured
        and any(places_the_piece(t) or dedicates_the_piece(t) for t in words)
    ):
        # "这段是刻在纪念牌上的，就改成整句了": the note tells where this one piece goes, and
        # what its words say is about that piece: nothing lasting, and nothing to ask.
        said = []
        measured = [_scoped(o) for o in measured]
    if classifier_combine.ENABLED:  # the note read by the classifier: one occasion named
        said, measured = _split(for_this_piece(words, said + measured, classifier_model))
    if any(is_one_off(text) or demanded_for_this_piece(text) for text in words) or _the_exception(
        words, measured
    ):
        # "Just this once I bulleted it": the edit is about this piece, not the writer's habit.
        measured = [_scoped(o) for o in measured]
    return said + measured


def _split(observations: list[Observation]) -> tuple[list[Observation], list[Observation]]:
    """(what was said, the measured change) of one revision's readings."""
    measured = [o for o in observations if o.source in ("manual", "measured")]
    return [o for o in observations if o not in measured], measured


def _scoped(o: Observation) -> Observation:
    return replace(o, scoped=True, strength=min(o.strength, SCOPED_STRENGTH))


def _the_exception(words: Sequence[str], measured: Sequence[Observation]) -> bool:
    """Whether the words call the edit an exception and ask the opposite for good beside it
    ("这次是例外，以后的通知还是照常写成一段话" under a bulleted edit): the edit is the exception,
    whatever the classifier makes of the words."""
    if not any(says_one_off(normalise(text)) for text in words):
        return False
    ruled = [o for text in words for o in _read(_ruled, text)]
    return any(
        o.dimension == m.dimension and relation(m.dimension, o.value, m.value) == "opposite"
        for o in ruled
        for m in measured
    )


def observe_statement(
    said: SaidInMessage,
    llm_observations: Sequence[Observation] = (),
    held: Sequence[StyleAssertion] = (),
) -> list[Observation]:
    """What a writer's message that made no revision says about style: its words only, as
    said in that message on that version ("V3": no change to measure)."""
    words = [readable(said.text)] if said.text.strip() else []
    return [
        replace(o, branched=said.edited_from is not None)
        for o in heard(
            words,
            llm_observations,
            revision_id=None,
            message_id=said.message_id,
            versions=f"V{said.version}",
            held=held,
        )
    ]


async def model_observations(
    provider: LLMProvider, revision: RevisionRecord, words: list[str]
) -> list[Observation]:
    """The model's pairs for a revision; its failure falls back to the offline rules alone."""
    return await _ask_model(
        provider, words, _revision_diff(revision), manual=revision.kind == "manual", of=revision.id
    )


async def _ask_model(
    provider: LLMProvider, words: list[str], diff: str, *, manual: bool, of: str
) -> list[Observation]:
    try:
        completion = await provider.complete(build_extraction_prompt(words, diff))
    except LLMError as error:
        # A model that is down, busy or garbled is expected: one line, not a traceback.
        logger.warning(
            "style extraction by the model failed for %s (%s); offline rules only", of, error
        )
        return []
    except Exception:
        logger.warning(
            "style extraction by the model failed for %s; offline rules only", of, exc_info=True
        )
        return []
    return parse_extraction(completion.text, suggestions=words, diff=diff, manual=manual)


async def learn_revision(
    store: Repository,
    provider: LLMProvider | None,
    *,
    persona_id: str,
    revision: RevisionRecord,
    suggestions: Sequence[str],
    now: datetime,
    edited_from: str | None = None,
) -> list[StyleAssertion]:
    """Learn from one revision and save, marking it learned; raises on any failure. A revision
    that is not the persona's writer's own (see `app.style.whose`) is marked learned with why
    it was skipped, and teaches nothing. `edited_from`: the message the revision's request
    replaced, when it was an edit — what only that message taught is set aside."""
    persona = await blocking(store.get_persona, persona_id, in_memory=_held(store))
    skipped = in_the_trash(persona) or not_the_writers(revision, persona.owner_id)
    words = [] if skipped else _words(revision, suggestions)
    llm: list[Observation] = []
    if (
        not skipped
        and provider is not None
        and revision.kind not in _TEACHES_NOTHING
        and (words or revision.kind == "manual")
    ):
        llm = await model_observations(provider, revision, words)
    assertions = await blocking(store.list_assertions, persona_id, in_memory=_held(store))
    # CPU (reading words, measuring the change): off a serving event loop (app/style/offload.py).
    observations = [] if skipped else await blocking(observe, revision, words, llm, assertions)
    there: frozenset[str] = frozenset()
    if edited_from is not None and not skipped:
        messages = await blocking(store.list_messages, revision.content_id)
        there = said_there(messages, edited_from)
    return await _save(
        store,
        persona_id,
        assertions,
        observations,
        now,
        LEARNED,
        {"revision_id": revision.id, "content_id": revision.content_id},
        skipped,
        replaced=None if skipped or edited_from is None else (edited_from, " ".join(words)),
        there=there,
    )


async def learn_statement(
    store: Repository,
    provider: LLMProvider | None,
    *,
    persona_id: str,
    content_id: str,
    said: SaidInMessage,
    now: datetime,
) -> list[StyleAssertion]:
    """Learn from a writer's message whose turn made no revision and save, marking the message
    learned; raises on any failure. Someone other than the persona's writer teaches nothing
    (marked learned with why)."""
    persona = await blocking(store.get_persona, persona_id, in_memory=_held(store))
    skipped = in_the_trash(persona) or not_the_writer(said.author, persona.owner_id)
    llm: list[Observation] = []
    if not skipped and provider is not None and said.text.strip():
        words = [readable(said.text)]
        llm = await _ask_model(provider, words, "", manual=False, of=said.message_id)
    assertions = await blocking(store.list_assertions, persona_id, in_memory=_held(store))
    observations = [] if skipped else await blocking(observe_statement, said, llm, assertions)
    return await _save(
        store,
        persona_id,
        assertions,
        observations,
        now,
        LEARNED_MESSAGE,
        {
            "message_id": said.message_id,
            "content_id": content_id,
            "version": said.version,
            "outcome": said.outcome,
        },
        skipped,
        replaced=None if skipped or said.edited_from is None else (said.edited_from, said.text),
    )


async def _save(
    store: Repository,
    persona_id: str,
    assertions: list[StyleAssertion],
    observations: list[Observation],
    now: datetime,
    action: str,
    learned_from: dict[str, str | int],
    skipped: str | None,
    replaced: tuple[str, str] | None = None,
    there: frozenset[str] = frozenset(),
) -> list[StyleAssertion]:
    """Fold the observations into `assertions` (the persona's, as read before them) and save
    them with the entry marking the job learned (`action`), in one write. `replaced`: (the
    message an edit replaced, the words it was edited into) — what only it (or its replies,
    `there`) taught is set aside (app/style/edited_away.py)."""
    changed, audit = apply_observations(
        assertions,
        observations,
        now=now,
        new_id=lambda: new_assertion_id(persona_id),
        persona_id=persona_id,
    )
    if replaced is not None:
        now_held = {a.id: a for a in assertions} | {a.id: a for a in changed}
        set_aside, why = set_aside_edited_away(list(now_held.values()), *replaced, now, there)
        gone = {a.id for a in set_aside}
        changed = [*(a for a in changed if a.id not in gone), *set_aside]
        audit.extend(why)
    audit.append(
        AuditEntry(
            persona_id=persona_id,
            assertion_id="",
            action=action,
            detail={
                **learned_from,
                "observations": len(observations),
                "changed": [a.id for a in changed],
                **({"skipped": skipped} if skipped else {}),
            },
            at=now,
        )
    )
    await blocking(store.save_assertions, persona_id, changed, audit, in_memory=_held(store))
    return changed


def _held(store: Repository) -> bool:
    """Whether `store` is a batch's writes held in memory (calls to it never block)."""
    return isinstance(store, PersonaWrites)
