"""Two naive readers the evaluation prints beside the learner, so a score cannot flatter.

- `do_nothing` learns nothing from anything;
- `flip_when_named` flips a held preference whenever the suggestion merely names its
  dimension ("emoji", "表情", "sentences"…), reading no negation, scope or attribution.

A scorer on which either comes close to the learner measures the labels, not the reading.
"""

import re
from collections.abc import Sequence

from app.domain.models import RevisionRecord, StyleAssertion
from app.style.dimensions import DIMENSIONS, Observation

_NAMED = {
    "emoji": r"emoji|emoticon|表情",
    "formality": r"formal|casual|conversational|stiff|正式|口语|书面|随意",
    "tone": r"\btone\b|lively|calm|energetic|exclamation|语气|活泼|平静|感叹",
    "sentence_length": r"sentence|句",
    "paragraph_length": r"paragraph|段",
    "person": r"person|\byou\b|reader|人称|你",
    "title_style": r"title|headline|标题",
    "vocabulary": r"jargon|technical|terminolog|plain|术语|专业|大白话|通俗",
    "structure": r"bullet|list|prose|列表|分点|要点",
    "length": r"detail|concise|wordy|expand|详细|简洁|啰嗦|篇幅",
}
_CORRECTION = re.compile(r"actually|changed my mind|其实|改主意", re.IGNORECASE)


def do_nothing(
    revision: RevisionRecord, words: Sequence[str], held: Sequence[StyleAssertion]
) -> list[Observation]:
    return []


def flip_when_named(
    revision: RevisionRecord, words: Sequence[str], held: Sequence[StyleAssertion]
) -> list[Observation]:
    said = " ".join(words)
    found = []
    for assertion in held:
        degrees = DIMENSIONS.get(assertion.dimension, {})
        if assertion.state != "active" or assertion.value not in degrees:
            continue
        if not re.search(_NAMED.get(assertion.dimension, "$^"), said, re.IGNORECASE):
            continue
        sign = degrees[assertion.value] > 0
        flipped = next(v for v, d in degrees.items() if (d > 0) != sign)
        explicit = bool(_CORRECTION.search(said))
        found.append(
            Observation(
                assertion.dimension,
                flipped,
                "writer",
                0.75 if explicit else 0.6,
                True,
                quote=said,
                explicit=explicit,
            )
        )
    return found
