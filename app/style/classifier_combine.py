"""The trained classifier (app/style/classifier.py) beside the rules' reading of a message.

`combine` takes what the rules heard in the writer's words and the classifier's probabilities
for the same words and returns what is kept, in three moves, each with a threshold chosen by
leave-one-set-out cross-validation (`bench/train_style.py --cv`), never on held-out data:

- veto: when the classifier is confident the message teaches nothing (a question, a
  hypothetical, someone else's taste, a one-off), what the rules heard in the words is dropped;
- arbiter: a value the rules heard is dropped when the classifier is confident of the opposite
  value on the same dimension (precision first: the opposite is not filed in its place);
- fallback: when the rules heard nothing in the words, a confident label is put to the writer
  as a question (a tentative observation, `pending_confirmation`), never filed outright —
  unless the message only weighs two options ("A or B?"), which chooses neither.

A measured change (source "measured") is never touched: the classifier reads words only.
"""

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from app.style.classifier import NOTHING, model, split_label
from app.style.dimensions import Observation, relation
from app.style.filing import TENTATIVE_STRENGTH

# A question weighing two options ("标题长一点还是短一点好吧？", "bullets or a paragraph?"):
# it chooses neither, so the classifier's label for it is not put to the writer.
_ALTERNATIVE = re.compile(r"(?:还是|或者|\bor\b|\bvs\.?|\bversus\b)[^?？。.!！\n]*[?？]", re.I)


class Predictor(Protocol):
    def predict(self, text: str) -> list[tuple[str, float]]: ...


@dataclass(frozen=True)
class Thresholds:
    veto: float = 1.01  # P(nothing) at or above which the words' readings are dropped
    arbiter: float = 1.01  # P(opposite value) at or above which a reading is dropped
    fallback: float = 1.01  # P(label) at or above which a silent message is asked about


# Chosen on cross-validation (bench/train_style.py --cv --sweep, and --first-sight: the rules
# as they were before each set was written); 1.01 switches a move off.
THRESHOLDS = Thresholds(veto=0.8, arbiter=0.8, fallback=0.8)
# Whether the learner's offline path (app/style/learner.py: heard) puts the classifier beside
# the rules; False keeps the rules alone.
ENABLED = True


def combine(
    words: Sequence[str],
    observations: Sequence[Observation],
    *,
    using: Predictor | None = None,
    thresholds: Thresholds = THRESHOLDS,
) -> list[Observation]:
    """`observations` (the rules' reading of `words`, and any measured change) with the
    classifier's veto, arbitration and fallback applied, message by message."""
    if not words:
        return list(observations)
    m: Predictor = using or model()
    measured = [o for o in observations if o.source == "measured"]
    said = [o for o in observations if o.source != "measured"]
    # Whose words each reading came from: the one message, or the one its quote is from; a
    # reading no message can be told for is left as the rules heard it.
    owner = [
        0
        if len(words) == 1
        else next((i for i, t in enumerate(words) if o.quote and o.quote in t), -1)
        for o in said
    ]
    dropped: set[int] = set()
    asked: list[Observation] = []
    for i, text in enumerate(words):
        ranked = m.predict(text)
        mine = [n for n, whose in enumerate(owner) if whose == i]
        if dict(ranked).get(NOTHING, 0.0) >= thresholds.veto:
            dropped.update(mine)
            continue
        dropped.update(n for n in mine if _opposed(said[n], ranked) >= thresholds.arbiter)
        label, prob = ranked[0]
        pair = split_label(label)
        if not mine and pair is not None and prob >= thresholds.fallback:
            question = Observation(
                dimension=pair[0],
                value=pair[1],
                source="writer",
                strength=TENTATIVE_STRENGTH,
                by_writer=True,
                quote=text,
                tentative=True,
                reading="classifier",
            )
            if not _ALTERNATIVE.search(text):
                asked.append(question)
    kept = [o for n, o in enumerate(said) if n not in dropped]
    heard = {o.dimension for o in kept}
    return kept + [o for o in asked if o.dimension not in heard] + measured


def _opposed(o: Observation, ranked: Sequence[tuple[str, float]]) -> float:
    """How probable the classifier finds a value opposite to `o`'s on its dimension."""
    return max(
        (
            prob
            for label, prob in ranked
            if (pair := split_label(label)) is not None
            and pair[0] == o.dimension
            and relation(o.dimension, o.value, pair[1]) == "opposite"
        ),
        default=0.0,
    )
