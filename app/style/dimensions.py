"""The style vocabulary: decision dimensions, their values, how values relate, and observations.

Every extractor (measured signals, keyword rules, LLM) speaks this vocabulary, so the memory
update can compare what it hears with what it already believes, dimension by dimension.
"""

from dataclasses import dataclass, field
from typing import Literal

from app.domain.models import AssertionCategory

# dimension -> value -> signed degree. Values with opposite signs contradict each other;
# same sign, different size (emoji "none" vs "fewer") is the same direction, another degree.
DIMENSIONS: dict[str, dict[str, int]] = {
    "emoji": {"none": -2, "fewer": -1, "more": 1},
    "sentence_length": {"shorter": -1, "longer": 1},
    "paragraph_length": {"shorter": -1, "longer": 1},
    "tone": {"calm": -1, "lively": 1},
    "formality": {"casual": -1, "formal": 1},
    "person": {"third": -1, "second": 1},
    "title_style": {"short": -1, "long": 1},
    "vocabulary": {"plain": -1, "technical": 1},
    "structure": {"prose": -1, "lists": 1},
    "length": {"concise": -1, "detailed": 1},
    # A punctuation rule, beside the tone it usually comes with: "never use exclamation marks".
    "exclamation": {"none": -2, "fewer": -1, "more": 1},
}

STATEMENTS: dict[tuple[str, str], str] = {
    ("emoji", "none"): "Use no emoji (不用表情符号).",
    ("emoji", "fewer"): "Use emoji sparingly (少用表情).",
    ("emoji", "more"): "Use emoji freely (多用表情).",
    ("sentence_length", "shorter"): "Keep sentences short (短句).",
    ("sentence_length", "longer"): "Prefer longer, flowing sentences (长句、连贯).",
    ("paragraph_length", "shorter"): "Keep paragraphs short (短段落).",
    ("paragraph_length", "longer"): "Prefer fuller paragraphs (段落完整、不碎).",
    ("tone", "lively"): "Lively, energetic tone (语气活泼).",
    ("tone", "calm"): "Calm, restrained tone (语气平实克制).",
    ("formality", "formal"): "Formal register (正式、书面).",
    ("formality", "casual"): "Casual, conversational register (口语化、轻松).",
    ("person", "second"): "Address the reader directly as “you” (用“你”).",
    ("person", "third"): "Write in the third person, not “you” (第三人称).",
    ("title_style", "short"): "Short, punchy titles (标题简短).",
    ("title_style", "long"): "Descriptive, longer titles (标题具体完整).",
    ("vocabulary", "plain"): "Plain words, no jargon (通俗易懂).",
    ("vocabulary", "technical"): "Precise technical terms are welcome (用专业术语).",
    ("structure", "lists"): "Use lists and bullet points where they fit (分点列出).",
    ("structure", "prose"): "Write in connected prose, not lists (段落叙述).",
    ("length", "concise"): "Be concise; cut padding (简洁).",
    ("length", "detailed"): "Give detail and examples (详细充实).",
    ("exclamation", "none"): "Use no exclamation marks (不用感叹号).",
    ("exclamation", "fewer"): "Use exclamation marks sparingly (少用感叹号).",
    ("exclamation", "more"): "Exclamation marks are welcome (可以用感叹号).",
}

Relation = Literal["same", "stronger", "weaker", "opposite"]

HALF_LIFE_DAYS: dict[AssertionCategory, float] = {"FACT": 0.0, "PREFERENCE": 90.0, "STATE": 7.0}


def statement_for(dimension: str, value: str) -> str:
    return STATEMENTS.get((dimension, value), f"{dimension.replace('_', ' ')}: {value}")


def is_known(dimension: str, value: str) -> bool:
    return value in DIMENSIONS.get(dimension, {})


def relation(dimension: str, held: str, heard: str) -> Relation:
    """How a heard value relates to the held one; unknown values that differ are opposite."""
    if held == heard:
        return "same"
    degrees = DIMENSIONS.get(dimension, {})
    if held not in degrees or heard not in degrees:
        return "opposite"
    a, b = degrees[held], degrees[heard]
    if (a > 0) != (b > 0):
        return "opposite"
    return "stronger" if abs(b) > abs(a) else "weaker"


@dataclass(frozen=True)
class Observation:
    """One thing a revision says about the writer's style, with where it came from.

    `by_writer` is true when the writer said or did it (their words, their manual edit, an
    LLM pair quoting their words); a change the model made on its own is not the writer's.
    `strength` (0–1) is how much the observation alone is worth; a new preference starts there.
    """

    dimension: str
    value: str
    source: Literal["writer", "manual", "measured", "llm"]
    strength: float
    by_writer: bool
    quote: str = ""
    explicit: bool = False  # an explicit correction ("其实", "actually", "不要再")
    scoped: bool = False  # about one paragraph or this one time, not the writer's style
    # Heard but not said outright (hesitant, sarcastic, implied by who the readers are):
    # put to the writer as a question, never filed on its own.
    tentative: bool = False
    reading: str = ""  # how it was read when not literally: "audience", "sarcasm", "hesitant"
    # An approval or a reference back naming what it is about ("same register as last week's"):
    # the dimensions it may back, whichever version showed them.
    about: tuple[str, ...] = ()
    inferred: bool = False
    measured: dict[str, float] = field(default_factory=dict)
    diff_excerpt: str = ""
    revision_id: str | None = None
    message_id: str | None = None
    versions: str = ""  # "V2→V3"
    # Said in a message made by editing an earlier one: a new branch, so words alike to what was
    # said before on that version are a new statement, not the same request sent again.
    branched: bool = False
