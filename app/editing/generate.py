"""A new draft from a brief: the prompt that asks for it in the persona's voice, and the reading
of the model's answer — chatter peeled at both ends, a refusal, a question or a cut-off reply
turned into a sentence for the writer instead of an article."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from app.domain.models import PromptMessage
from app.domain.visible import title_problem
from app.editing.align import is_chatter, is_talk
from app.editing.controls import without_controls
from app.editing.formats import blocks as block_format
from app.editing.formats import full as full_format
from app.editing.formats.common import says_no_change
from app.editing.units import ends_mid_sentence, sentences
from app.llm.base import Completion


def build_generation_prompt(
    brief: str, style_lines: Sequence[str], title: str | None = None
) -> list[PromptMessage]:
    """System: write in the writer's learned style; user: the brief (as data, not orders)."""
    system = [
        "You write a first draft of an article for a writer, from their brief.",
        "Write in the same language as the brief.",
        full_format.INSTRUCTIONS,
    ]
    if style_lines:
        system.append("The writer's style (learned from their earlier edits):")
        system.extend(f"- {line}" for line in style_lines)
    user = f"<brief>\n{brief}\n</brief>"
    if title:
        user += f"\nUse this title exactly: {title}"
    return [
        PromptMessage(role="system", content="\n".join(system)),
        PromptMessage(role="user", content=user),
    ]


class DraftRefused(ValueError):
    """The reply is no draft (a refusal, a question, a cut-off reply); `str()` says why."""


@dataclass(frozen=True)
class Draft:
    title: str
    body: str


# A model declining or asking instead of writing.
_DECLINES = re.compile(
    r"[?？]\s*$|\b(?:sorry|apologi[sz]e|can't|cannot|can not|unable to|won't|not able to"
    r"|i'd need|i would need|could you|please (?:provide|tell|share|clarify|specify))\b"
    r"|抱歉|对不起|无法|不能(?:帮|写|提供)|请问|请(?:提供|告诉|说明|补充|明确)|(?:您|你)(?:希望|想要)",
    re.IGNORECASE,
)
# A sign-off under the draft: "Hope you like it!", "Enjoy!", 希望你喜欢！
_SIGN_OFF = re.compile(
    r"^(?:i )?hope (?:you|this|that|it)\b|^enjoy\b|^happy (?:reading|writing)\b"
    r"|^希望(?:你|您|这|对)|^祝(?:你|您)|^如(?:果|需|有)",
    re.IGNORECASE,
)
# Longer than this (words), a lone paragraph is writing, not a reply to the writer.
_TALK_WORDS = 60


def read_draft(completion: Completion, title: str | None) -> Draft:
    """The draft's title and body; raises DraftRefused when the reply is not a draft.

    With `title` given, a first line is dropped only when it is that title, or marked or
    shaped as a title — never a first paragraph."""
    if completion.truncated:
        raise DraftRefused(
            "The model's draft was cut off before it was finished, so no article was created. "
            "Try again, or ask for a shorter piece."
        )
    text = without_controls(completion.text)  # no escape code or zero-width space is saved
    if says_no_change(text) is not None or not text.strip():
        raise DraftRefused("The model returned no draft, so no article was created. Try again.")
    if block_format.has_blocks(text):
        # Search/replace blocks or a diff edit a text that does not exist yet: no draft.
        raise DraftRefused(
            "The model answered with edit blocks instead of a draft, so no article was "
            "created. Try again."
        )
    reading = full_format.read_reply(text, title=title or "", body_paragraphs=[])
    units = [u for u in reading.paragraphs if u.strip()]
    said = list(reading.note)
    while units and _is_sign_off(units[-1]):
        said.insert(0, units.pop())
    if reading.title is None and ((said and not units) or _declines(units)):
        words = " ".join(" ".join([*said, *units]).split())
        raise DraftRefused(
            f"The model did not write a draft; it said: “{words}” No article was created — "
            "rephrase the brief and try again."
        )
    if units and ends_mid_sentence(units[-1]) and len(units[-1]) > 40:
        raise DraftRefused(
            "The model's draft stops in the middle of a sentence, so no article was created. "
            "Try again."
        )
    found = reading.title
    if not title and found is None and len(units) >= 2 and _title_like(units[0]):
        found, units = units[0].strip(), units[1:]
    body = "\n\n".join(u.strip("\n") for u in units)
    if not body.strip():
        raise DraftRefused("The model's reply held no draft, so no article was created.")
    chosen = title or (full_format.clean_title(found, "")[0] if found else _title_from(body))
    if not title and title_problem(chosen) is not None:
        # The model's title line shows nothing (a blank Braille cell) or breaks in two: the
        # draft is named from its text, as one with no title line is.
        chosen = _title_from(body)
    return Draft(chosen.strip(), body)


def _is_sign_off(unit: str) -> bool:
    flat = unit.strip()
    if "\n" in flat or len(sentences(flat)) > 2:
        return False
    return bool(_SIGN_OFF.match(flat)) or is_chatter(flat) or is_talk(flat)


def _declines(units: Sequence[str]) -> bool:
    """Whether all the reply says is a refusal or a question to the writer."""
    if not units or len(units) > 2:
        return False
    flat = " ".join(units)
    size = len(flat.split()) + len(re.findall(r"[\u4e00-\u9fff]", flat))
    return size <= _TALK_WORDS and (bool(_DECLINES.search(flat)) or is_talk(flat))


def _title_like(unit: str) -> bool:
    line = unit.strip()
    return "\n" not in line and len(line) <= 120 and not line.endswith((".", "。", ",", "，"))


def _title_from(body: str) -> str:
    """A title from the draft's first sentence, when the model gave none."""
    first = sentences(body.strip().split("\n", 1)[0])[0].strip().rstrip(".。!！")
    return first if len(first) <= 60 else first[:59].rstrip() + "…"
