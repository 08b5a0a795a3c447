"""The style readers remember their last answers (session 10, for speed): a message reads the
same whatever was read before it, and the memory stays bounded."""

from __future__ import annotations

import functools

from app.style import (
    audience,
    ceilings,
    complaints,
    constructions,
    grave,
    hant,
    hits,
    indifference,
    likened,
    misspoken,
    mocked_measures,
    mockery,
    normalising,
    others,
    quiet,
    readerships,
    reading,
    reading_cost,
    reversals,
    sarcasm,
    shorthand,
    targets,
)
from app.style.learner import forget_readings, heard

MESSAGES = [
    "Make it shorter please, and no bullet points.",
    "Honestly the tone is too formal for our readers; keep it chatty, like last week's piece.",
    "My editor loves long paragraphs, but I find them exhausting. Shorter ones, please.",
    "Not that I don't like emoji — add a few 🙂",
    "Just this once, make it formal: it's a condolence note.",
    "The word 'formal' is misspelt in the second paragraph.",
    "请把第二段写得更简洁一些，别用太多感叹号。",
    "这篇是讣告，这次正式一点。",
    "我们主编特别爱用长句，我看着就头疼，以后短一点。",
    "表情：不要",
    "唔好咁長氣，短啲。",
    "這篇文章太正式了，輕鬆一點。",
    "Could you maybe make the sentences a bit shorter?",
    "Still too long — cut the sentences down. Love it, super fun to read, truly.",
    "Tweak the opening.",
]

CACHED = [
    reading.normalise,
    reading.mask_quoted,
    reading.says_one_off,
    reading.in_the_question_asked,
    reading.names_the_subject,
    reading.is_polite_request,
    reading.is_hesitant,
    normalising._respelt_word,
    shorthand.plainly,
    others.is_someone_else,
    others.others_first,
    likened.unlikened,
    hits._term_spans,
    # session 22: the readers several others ask about the same text, remembered too
    reading.mood,
    sarcasm.is_sarcastic,
    sarcasm.mocks,
    reading_cost.read_cost,
    constructions.canonical,
    mocked_measures.incongruous,
    mockery.described_measure,
    hant.simplified,
    quiet.spoken,
    shorthand.dialect_plain,
    misspoken.plainly_misspoken,
    complaints.is_wish,
    audience.is_about_readers,
    readerships.group_said,
    reversals._cue,
    grave.tells_a_grave_occasion,
    targets._values_at,
    ceilings.limits_set,
    indifference.indifferent_clauses,
]


def _forget() -> None:
    for cached in CACHED:
        cached.cache_clear()
    forget_readings()  # the learner's own memory of each text's reading (session 11)


def _read(message: str) -> list[object]:
    return list(heard([message], revision_id=None, message_id=None, versions="V1"))


def test_a_message_reads_the_same_whatever_was_read_before() -> None:
    fresh = {}
    for message in MESSAGES:
        _forget()
        fresh[message] = _read(message)
    for order in (MESSAGES, MESSAGES[::-1], MESSAGES + MESSAGES):
        for message in order:
            assert _read(message) == fresh[message], message


def test_the_memory_is_bounded() -> None:
    for cached in CACHED:
        assert isinstance(cached, functools._lru_cache_wrapper)
        maxsize = cached.cache_info().maxsize
        assert maxsize is not None and maxsize <= 4096, cached
