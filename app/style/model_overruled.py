"""The model's reading of the writer's words never overrules the rules' reading of them.

The rules decide every dimension they hear; the model only adds dimensions they do not
(app/style/llm_extract.py, `merge_extractions`). Some of the rules' readings are only made
after that merge — 「以后别用感叹号」 is first heard as a calm tone and only then read as the
punctuation rule it is (app/style/exclaimed.py) — so a model that read the ban backwards
("exclamation marks are welcome", quoting 别用感叹号) slipped in before the rules had named
the dimension, and won. Read once more without the model: on every dimension the rules then
hear, theirs stands; the model keeps only what they leave unheard. Pure, given the reading.
"""

from collections.abc import Callable

from app.style.dimensions import Observation

# What the rules read the punctuation rule beside: the tone they drop once the rule is named.
_BESIDE = {"exclamation": "tone"}


def model_overruled(
    said: list[Observation], rules_alone: Callable[[], list[Observation]]
) -> list[Observation]:
    """`said` (read with the model's pairs) with the rules' own reading standing wherever it
    names a dimension the model's pairs also name."""
    by_model = [o for o in said if o.source == "llm"]
    if not by_model:
        return said
    ruled = [o for o in rules_alone() if not o.tentative]
    theirs = {o.dimension for o in ruled}
    if not any(o.dimension in theirs for o in by_model):
        return said
    beside = {_BESIDE[d] for d in theirs if d in _BESIDE}
    added = [o for o in by_model if o.dimension not in theirs and o.dimension not in beside]
    return ruled + added
