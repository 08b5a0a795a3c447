"""A hand edit its note marks as a one-off, read by the classifier rather than by phrases.

The writer's note beside a hand edit says what the edited piece is for, in words no list of
phrases keeps up with: "This goes to Pieter's family, the diver we lost at Castle Rock.",
"for the Kowalski family, their boy drowned at the lake on Saturday", 「发给那个被狗咬伤的小朋友家长
的」, "The mayor's office is printing this one in their program and they wanted a paragraph." At
first sight (bench/style_holdout.py: the rules of before each set, v53–v58) every one of those
edits was learned as the writer's lasting way, against the value they hold. The classifier reads
such notes as teaching nothing, where the notes beside lasting edits ("Fixed it myself", 「标题我
动了一下」, "there, split it up") read as a wish at P(nothing) ≤ 0.22.

Two readings of the note, the edit's measured change kept only for this piece (scoped, as
app/style/learner.py scopes an edit said to be "just this once"):

- the note teaches nothing (P(nothing) ≥ `ONE_OFF_NOTE`): it names the occasion;
- the note's first label is the opposite of the edit on the edit's dimension: "这是镇长开幕式上
  拿着话筒念的，微信群那版还是分条" beside a list made prose says the usual way stays elsewhere; the
  note's own reading of that dimension restates what is held and is not new evidence.

Pure: words, the readings and a predictor in. The predictor is loaded only for a hand edit with a
note: a revision's learning never waits on the model for what it cannot use.
"""

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Protocol

from app.style.classifier import NOTHING, split_label
from app.style.dimensions import Observation, relation
from app.style.filing import SCOPED_STRENGTH

# P(nothing) of a hand edit's note at or above which the edit is for that piece only. Notes
# beside lasting edits in every labelled set read at most 0.22 (the shipped model); the
# one-off notes of v53–v58 read 0.47–0.97 by classifiers that never saw them.
ONE_OFF_NOTE = 0.45


# A hand edit's measured change; a model's edit measured ("measured") comes with the writer's
# request, not a note about the edit, and is left as it is.
_EDITS = frozenset({"manual"})


class Predictor(Protocol):
    def predict(self, text: str) -> list[tuple[str, float]]: ...


def _scoped(o: Observation) -> Observation:
    return replace(o, scoped=True, strength=min(o.strength, SCOPED_STRENGTH))


def for_this_piece(
    words: Sequence[str], observations: Sequence[Observation], m: Callable[[], Predictor]
) -> list[Observation]:
    """`observations` (a revision's readings and its hand edit's measured change) with an edit
    the note marks as a one-off scoped to this piece, and the note's restatement of the usual
    way on the edit's dimension left out."""
    note = " ".join(t for t in words if t.strip())
    edits = [o for o in observations if o.source in _EDITS]
    if not edits or not note:
        return list(observations)
    ranked = m().predict(note)
    if dict(ranked).get(NOTHING, 0.0) >= ONE_OFF_NOTE:
        return [_scoped(o) if o in edits else o for o in observations]
    pair = split_label(ranked[0][0])
    if pair is None:
        return list(observations)
    dimension, value = pair
    against = [
        o
        for o in edits
        if o.dimension == dimension and relation(dimension, o.value, value) == "opposite"
    ]
    if not against:
        return list(observations)
    return [
        _scoped(o) if o in against else o
        for o in observations
        if o in edits or o.dimension != dimension
    ]
