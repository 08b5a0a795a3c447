"""A question beside an edit ("Is para 2 too long? Also fix the typo in paragraph 3.", 第二段是不是
太长了？顺便把第三段的错别字改一下): the question asks for the model's answer in words, not for
a change, so the place it names is no place to edit and no ask to report as not done. A
question the rest of the message leans on ("Is paragraph 2 too long? If so, shorten it.",
第三段是不是有点啰嗦？帮我精简一下。) is kept: its place is the edit's."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.asked_kinds import TITLE
from app.editing.clauses import asks_change
from app.editing.opinion import is_question
from app.editing.places import named_paragraphs

# Where a sentence ends after a question: its question mark.
_AFTER_QUESTION = re.compile(r"(?<=[?？])\s*")
# Words of an ask that point back at what a question named: "shorten it", "if so", 如果是, 就删.
_LEANS_ON = re.compile(
    r"\b(?:it|its|them|this|that|these|those|if so|if yes|if it is|if they are)\b"
    r"|如果是|如果太|要是|那就|就[删改缩]|它|这段|那段",
    re.IGNORECASE,
)
# Quoted words: the rest of the message says where by what it quotes.
_QUOTE = re.compile(r"[\"“”「」『』]")


def without_questions(message: str, paragraphs: Sequence[str]) -> str:
    """`message` less its questions, when what is left asks a change at a place of its own (a
    paragraph, the title, quoted words); else as it is (a message that only asks, or whose ask
    leans on its question, is read whole)."""
    sentences = _AFTER_QUESTION.split(message.strip())
    if len(sentences) < 2 or not any(is_question(s) for s in sentences):
        return message
    rest = [s for s in sentences if not is_question(s)]
    left = " ".join(rest).strip()
    if not left or not asks_change(left) or _LEANS_ON.search(left):
        return message
    own_place = named_paragraphs(left, len(paragraphs), paragraphs) or TITLE.search(left)
    return left if own_place or _QUOTE.search(left) else message


def questions_in(message: str) -> list[str]:
    """The sentences of `message` that are questions (opinion.is_question)."""
    return [s for s in _AFTER_QUESTION.split(message.strip()) if is_question(s)]
