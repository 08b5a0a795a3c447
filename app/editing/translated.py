"""One paragraph of a whole-article edit given back in another language, unasked ("make it
livelier" answered with paragraph 2 in Chinese in an English article): the writer's paragraph
is kept and the translation offered beside the edit, instead of refusing the whole edit. A
paragraph the suggestion names, or a translation asked for, is judged as before."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.domain.models import WithheldChange
from app.editing.language import other_language, script_of_words, strays_from
from app.editing.scope import Scope
from app.editing.slots import Slot


def kept_untranslated(
    body: str, slots: Sequence[Slot], inserts: dict[int, list[str]], scope: Scope
) -> list[WithheldChange]:
    """Put back each paragraph the reply left out of a whole-article edit where it wrote, in
    its place, one in another language than the article's; returns the translations withheld
    (taken out of `inserts`)."""
    if not scope.whole or scope.translate:
        return []
    withheld: list[WithheldChange] = []
    for after, texts in inserts.items():
        index = after + 1
        if index >= len(slots) or index in scope.paragraphs:
            continue
        slot = slots[index]
        stray = next((t for t in texts if strays_from(body, t)), None)
        if stray is None or slot.text is not None or slot.covered:
            continue
        texts.remove(stray)
        slot.text = slot.before
        withheld.append(translated(index, slot.before, stray))
    return withheld


def translated(index: int, before: str, after: str) -> WithheldChange:
    """Paragraph `index` given in another language, offered and not applied."""
    short = after if len(after) <= 50 else after[:49] + "…"
    return WithheldChange(
        paragraph=index + 1,
        before=before,
        after=after,
        description=f"paragraph {index + 1} translated — {short}",
    )


def translated_unasked(before: str, after: str, scope: Scope) -> bool:
    """Whether a paragraph's new text is in another language than the writer's, unasked —
    also a line too short for `other_language` to tell (联系人：林晓雯 138-0013-5521 →
    "Contact: Lin Xiaowen 138-0013-5521"): its words all in one script, then all in the other."""
    if scope.translate:
        return False
    if other_language(before, after):
        return True
    scripts = (
        script_of_words(_FIGURES.sub(" ", before)),
        script_of_words(_FIGURES.sub(" ", after)),
    )
    return scripts in (("cjk", "latin"), ("latin", "cjk"))


# Figures, phone numbers and times: in no language.
_FIGURES = re.compile(r"[\d\W_]+")
