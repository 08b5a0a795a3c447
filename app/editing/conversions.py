"""A conversion asked for one kind of measure, spread by the model to another: "Add Fahrenheit
to the oven temperature" answered with "180°C (350°F)" and also "225 g (8 oz) butter" in the
ingredients list the writer did not ask about (华氏度 asked, 盎司 added to the 材料 likewise). An
entry whose only change is such an added bracket, holding a measure of a kind the suggestion
did not name, keeps the writer's text; the change is withheld, offered apart.
"""

from __future__ import annotations

import re

from app.domain.models import WithheldChange
from app.editing.measures import measures_of
from app.editing.units import Paragraphs, split_paragraphs

# The kinds of measure a suggestion names by a unit's name alone ("Fahrenheit", 盎司, "cups").
_NAMED_KINDS = {
    "temperature": r"fahrenheit|celsius|°\s?[fc]\b|℉|℃|华氏|摄氏",
    "weight": r"\bounces?\b|\boz\b|\bpounds\b|\blbs?\b|\bgrams?\b|盎司|磅",
    "volume": r"\bcups?\b|\bfl\.? oz\b|\bpints?\b|\bmillilit\w*|\bml\b|杯|品脱|毫升",
    "length": r"\binch(?:es)?\b|\bcentimet\w*|\bcm\b|\bfeet\b|\bmiles?\b|英寸|厘米|英尺|英里",
}
# A bracket the model added after a figure: " (350°F)", "（7盎司）".
_BRACKET = re.compile(r"[ \t]?[(（][^()（）\n]{1,40}[)）]")


def asked_kinds(suggestions: str) -> set[str]:
    """The kinds of measure the suggestion names a unit of."""
    return {kind for kind, names in _NAMED_KINDS.items() if re.search(names, suggestions, re.I)}


def conversions_kept(before: str, after: str, suggestions: str) -> tuple[str, list[WithheldChange]]:
    """`after` with each entry whose only change is an added bracketed measure of a kind the
    suggestion did not name given back the writer's text, and those changes as withheld."""
    kinds = asked_kinds(suggestions)
    if not kinds or before == after:
        return after, []
    old, new = split_paragraphs(before), split_paragraphs(after)
    if len(old.texts) != len(new.texts):
        return after, []
    texts: list[str] = []
    withheld: list[WithheldChange] = []
    for index, (mine, theirs) in enumerate(zip(old.texts, new.texts, strict=True)):
        if mine != theirs and _other_conversions_only(mine, theirs, kinds):
            texts.append(mine)
            withheld.append(
                WithheldChange(
                    paragraph=index + 1,
                    before=mine,
                    after=theirs,
                    description=f"a conversion added in paragraph {index + 1} that the "
                    "suggestion did not ask for",
                )
            )
        else:
            texts.append(theirs)
    if not withheld:
        return after, []
    return Paragraphs(texts, new.separators, new.lead, new.tail).join(), withheld


def _other_conversions_only(mine: str, theirs: str, kinds: set[str]) -> bool:
    added = [m[0] for m in _BRACKET.finditer(theirs) if m[0].strip() not in mine]
    if not added or _BRACKET.sub(lambda m: "" if m[0] in added else m[0], theirs) != mine:
        return False
    return all(
        (found := {kind for _, kind, _ in measures_of(bracket)}) and not found & kinds
        for bracket in added
    )
