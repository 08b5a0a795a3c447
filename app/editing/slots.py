"""What the reply gives for each original paragraph, and what became of a paragraph it left
out: deleted as asked, joined to a neighbour word for word, or folded into a neighbour the
suggestion does not reach (then refused: the neighbour's change is withheld, the paragraph
would be lost with it).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from app.domain.bounded_diff import SequenceMatcher
from app.domain.models import WithheldChange
from app.domain.paragraph_places import place_said
from app.editing.align import similarity
from app.editing.elided import Refused
from app.editing.scope import Scope
from app.editing.units import normal, sentence_spans


@dataclass
class Slot:
    """What the reply says about one original paragraph."""

    text: str | None = None  # the reply's version; None: not given
    covered: bool = False  # a placeholder stands for it
    before: str = ""  # the writer's paragraph


def left_out_unasked(
    slots: Sequence[Slot], index: int, before: str, scope: Scope
) -> WithheldChange | None:
    """The deletion a whole reply made of a paragraph it quietly left out, to offer the writer
    apart (the paragraph is kept) — none when the reply gave only a few paragraphs (then the
    rest stood for "unchanged", not deleted) or the paragraph's part was asked to be cut or
    recast (leaving it out may be the edit). A paragraph under the asked heading ("make the
    pick-up section friendlier") or a light touch over the whole ("fix the typos") asks for no
    paragraph to go."""
    slot = slots[index]
    given = sum(other.text is not None or other.covered for other in slots)
    if slot.text is not None or slot.covered or len(slots) < 4:
        return None
    if scope.touches(index) and (scope.shorten or scope.reshape) and not scope.light:
        return None
    if given < len(slots) - 2 or given < 3:
        return None
    return WithheldChange(
        paragraph=index + 1,
        before=before,
        after="",
        description=f"paragraph {index + 1} left out — kept",
    )


def heading_over_rewrite(slots: Sequence[Slot], index: int, heading: bool, scope: Scope) -> bool:
    """Whether a heading the reply left out sits over a paragraph the reply gave: "make the
    'Problems' part more concise" answered with the part's text alone keeps its heading — a
    shorter section still has one, unless the suggestion asks for something to go or is about
    the whole article ("turn the changelog into one prose paragraph" drops every heading)."""
    below = slots[index + 1] if index + 1 < len(slots) else None
    if not heading or scope.removes or scope.whole or scope.reshape:
        return False
    return below is not None and below.text is not None


def wholly_targeted(scope: Scope, index: int, before: str) -> bool:
    """Whether all of this paragraph may change: it is targeted, or every sentence of it is
    ("去掉「大家好。」" where that sentence is the whole paragraph)."""
    if scope.covers(index):
        return True
    count = len(sentence_spans(before))
    return count > 0 and all((index, n) in scope.sentences for n in range(count))


def merged(
    before: str, slots: Sequence[Slot], index: int, share: float = 0.6, near: int = -1
) -> bool:
    """Whether a paragraph the reply left out lives on inside a neighbour's new text (that
    share of its characters, in order); `near` ≥ 0: only inside that neighbour. A heading does
    not live on inside its section's new prose ("## In the box" in "Everything you need is in
    the box: …"): only a join word for word (`joined`) folds it away."""
    if share < _WORD_FOR_WORD and _HEADING.match(before):
        return False
    target = normal(before)
    for other in (index - 1, index + 1) if near < 0 else (near,):
        if 0 <= other < len(slots) and slots[other].text:
            # Only what the neighbour's own paragraph does not account for can hold this one:
            # in a list of look-alike entries ("Step 3: tighten bolt 3…", "Step 4: …") the
            # neighbour's new text shares most characters with its neighbour without holding it.
            text = _beyond(normal(slots[other].text or ""), normal(slots[other].before))
            matcher = SequenceMatcher(None, target, text, autojunk=False)
            shared = sum(block.size for block in matcher.get_matching_blocks())
            if target and shared >= share * len(target):
                return True
    return False


# A markdown heading line, and the share of characters that makes a join word for word.
_HEADING = re.compile(r"#{1,6}[ \t]+[^\n]+$")
_WORD_FOR_WORD = 0.9


def check_merged_away(before: str, slots: Sequence[Slot], index: int, scope: Scope) -> None:
    """Refuse a reply that moved the asked paragraph into a neighbour the suggestion does not
    reach ("rewrite the last paragraph", answered with it folded into the one before): the
    neighbour's new text is withheld, so the paragraph would be lost with it."""
    if scope.whole or not wholly_targeted(scope, index, before) or slots[index].text:
        return
    if slots[index].covered:
        return
    originals = [slot.before for slot in slots]
    for other in (index - 1, index + 1):
        outside = 0 <= other < len(slots) and not scope.touches(other)
        if outside and _grew_by(slots[other], before):
            raise Refused(
                f"The model folded {place_said(index, originals)} into "
                f"{place_said(other, originals)}, which "
                "the suggestion did not ask about, instead of rewriting it in place, so it "
                "would be lost. Nothing was saved — press Retry."
            )


def _grew_by(neighbour: Slot, paragraph: str) -> bool:
    """Whether a neighbour's new text holds, beyond its own old words, about as much again as
    `paragraph` (reworded or not): room for the paragraph folded into it."""
    if not neighbour.text:
        return False
    added = _beyond(normal(neighbour.text), normal(neighbour.before))
    return len(added) >= 0.5 * len(normal(paragraph))


def _beyond(text: str, own: str) -> str:
    """`text` without the characters that match `own` (in order): what a paragraph's new
    text holds beyond its own old words."""
    if not own:
        return text
    pieces: list[str] = []
    position = 0
    for block in SequenceMatcher(None, own, text, autojunk=False).get_matching_blocks():
        pieces.append(text[position : block.b])
        position = block.b + block.size
    pieces.append(text[position:])
    return "".join(pieces)


def answered_elsewhere(slots: Sequence[Slot], scope: Scope) -> bool:
    """Whether the reply gave no text for any paragraph the suggestion targets, only a new
    version of one it does not ("tighten the paragraph about time controls", the topic read
    as another paragraph than the one the model rewrote): the asked paragraphs were not cut to
    nothing, they were not answered — kept, and the other paragraph's change withheld."""
    if scope.whole:
        return False
    asked = [i for i in range(len(slots)) if scope.touches(i)]
    if not asked or any(slots[i].text is not None or slots[i].covered for i in asked):
        return False
    changed = [
        slot
        for i, slot in enumerate(slots)
        if slot.text is not None
        and not scope.touches(i)
        and normal(slot.text) != normal(slot.before)
    ]
    deletes = scope.removes and not scope.sentences and len(changed) <= 2
    deletes = deletes and not _SHORTER.search(scope.wording)  # "the bag drop paragraph shorter"
    if deletes and all(_touched_up(slot) for slot in changed):
        # "Delete the second quote" answered with it gone and the other quote touched up: the
        # deletion is the answer, the neighbour's change an unasked one (withheld)
        return False
    return bool(changed)


def _touched_up(slot: Slot) -> bool:
    """Whether the reply's text for a paragraph is still that paragraph (a word or figure
    changed), not another paragraph's answer put in its place."""
    return slot.text is not None and similarity(slot.text, slot.before) >= _STILL_ITSELF


_SHORTER = re.compile(r"\bshort|\btrim|\btighten|\bcondense|精简|缩短|简短|简洁|短一|短些", re.I)
# A rewrite of the asked paragraph given in another's place shares little of that one's
# wording; a word or a figure changed leaves far more than this.
_STILL_ITSELF = 0.8


def fragment(slots: Sequence[Slot], scope: Scope) -> bool:
    """Whether the reply gave text only for paragraphs the suggestion targets (the asked part
    alone, not the article): an asked paragraph it left out was not cut — a heading or a list
    under "the prize paragraph" read as its section — only not answered, so it stays."""
    return not scope.whole and all(
        slot.text is None for i, slot in enumerate(slots) if not scope.touches(i)
    )


def joined(before: str, slots: Sequence[Slot], index: int, scope: Scope) -> bool:
    """Whether a paragraph the reply left out was joined, word for word, to a neighbour, one
    of the two being what the suggestion targets ("join the thank-you paragraph and the
    toast", "合成一段") — its text is not lost, only the break before it."""
    return any(
        (scope.touches(index) or scope.touches(other))
        and merged(before, slots, index, share=_WORD_FOR_WORD, near=other)
        for other in (index - 1, index + 1)
    )
