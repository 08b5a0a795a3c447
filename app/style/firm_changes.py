"""A change against a held value said outright, read as firm as a correction.

The rules file a wish against a value the writer holds only when they hear it worded as a
correction ("actually…", 「我讲反了」); any other firm wish against a value held at 0.7 is a close
call (app/style/memory.py) and put to the writer. Writers put their own earlier wish right in
words no list keeps up with — "nah man ye've took me completely wrong, I divvent want it posh.
make it chatty", "abeg I make mistake yesterday, no be short sentences I want", 「昨天那句我打得
正好颠倒，段落是要切短一点」 — and at first sight (bench/style_holdout.py, v53–v58) these were
asked instead of filed, while every labelled set files them. The classifier reads them
structurally: its first label is the value the rules heard, and its second reading says the
wish was said outright (not a hesitation, sarcasm, an audience or a withdrawal with nothing in
its place, each of which is asked).

Pure: one reading, the classifier's ranking of its message and the values held in.
"""

from collections.abc import Sequence

from app.domain.models import StyleAssertion
from app.style.dimensions import Observation, relation

# The classifier's first label must be the rules' value at least this sure (as `promote`).
SURE = 0.4
# A value held at least this firmly stays a close call, asked: "Tone it down, it's too
# excitable" against a lively tone held at 0.9 from six wishes this week is put to the writer
# (style_conflicts_blind), a correction against one held at 0.7 a month ago is filed (v53–v58).
FIRMLY_HELD = 0.8


def corrects_held(
    o: Observation, ranked: Sequence[tuple[str, float]], held: Sequence[StyleAssertion]
) -> bool:
    """Whether `o`, a firm reading of the writer's words, turns a value held active (less
    firmly than `FIRMLY_HELD`) round with the classifier agreeing on its value (the message
    said outright is the caller's check)."""
    if o.tentative or o.scoped or o.explicit or o.source != "writer":
        return False
    holding = [
        a
        for a in held
        if a.dimension == o.dimension and a.state == "active" and a.candidate is None
    ]
    if not holding or holding[0].confidence >= FIRMLY_HELD:
        return False
    held_value = holding[0].value
    if relation(o.dimension, held_value, o.value) != "opposite":
        return False
    label, prob = ranked[0]
    return label == f"{o.dimension}:{o.value}" and prob >= SURE
