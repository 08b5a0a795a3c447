"""A discriminative reading of the writer's words: multinomial logistic regression over the
classifier's features (app/style/classifier.py: `featurise`), trained in pure Python by
averaged stochastic gradient descent.

A message is a bag of binary features scaled to unit length; a label's score is its bias plus
the sum of its weights over the message's known features, and the softmax of the scores is
its probability. Unlike naive Bayes, which counts each feature beside each label on its own,
the weights are fitted together, so a feature that comes with a wish only beside another
(「不用再加表情了，现在这样刚好」: 表情 under 不用再 beside 刚好) is not read as that wish by
itself, and a label the training messages contradict is not made sure by a few of its words.

Training visits the examples in an order fixed by a seeded shuffle and keeps the average of the
weights over every step (averaged SGD, which generalises like a regularised fit); the weights
are stored as whole hundredths (`SCALE`) and those that round to zero are dropped, so the same
examples give the same model file, byte for byte.

Since session 18 the shipped model is naive Bayes alone (`KIND`): the regression beside it cost
three times the file and twice the time a message for no gain at first sight. `fit` still
builds either kind, so `bench/train_style.py --kind mean` can measure it again.
"""

import math
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any

from app.style.classifier import FILED, Model, _data, _features, _model_of, train_features

SCALE = 100  # weights are stored as whole hundredths
EPOCHS = 5
RATE = 1.0  # the first epoch's step; it falls as 1 / (1 + epoch)
MIN_COUNT = 2  # features seen in fewer messages are left out
_TINY = 0.01  # a probability error below which a label's weights are not stepped


@dataclass(frozen=True)
class LinearModel:
    """Biases and sparse weights (per feature, {label index: hundredths})."""

    labels: tuple[str, ...]
    bias: tuple[int, ...]
    weights: Mapping[str, Mapping[int, int]]
    # The second reading (app/style/classifier.py: `Model.said`): whether a wish is said
    # outright (`FILED`) or is one to ask the writer about.
    said: Model | None = None
    # Naive Bayes counts of the same examples: the probability read is the mean of the two
    # models' (`predict`), which was surer than either alone at first sight.
    bayes: Model | None = None
    against: Model | None = None  # the stance reading (app/style/classifier.py: `Model.against`)

    def predict(self, text: str) -> list[tuple[str, float]]:
        """Labels with their probability, most probable first: the mean of the regression's
        and, when the model has them, the naive Bayes counts' probabilities."""
        features = _features(text)
        ranked = self.rank(features)
        if self.bayes is None:
            return ranked
        counted = dict(self.bayes.rank(features))
        mean = [(label, (p + counted.get(label, 0.0)) / 2) for label, p in ranked]
        return sorted(mean, key=lambda p: -p[1])

    def filed(self, text: str) -> float:
        """The probability that the message's wish is said outright (0 without the second
        reading)."""
        if self.said is None:
            return 0.0
        return dict(self.said.rank(_features(text))).get(FILED, 0.0)

    @cached_property
    def _rows(self) -> dict[str, tuple[tuple[int, float], ...]]:
        return {
            f: tuple((k, w / SCALE) for k, w in by_label.items())
            for f, by_label in self.weights.items()
        }

    def rank(self, features: Sequence[str]) -> list[tuple[str, float]]:
        """Labels with their probability, most probable first."""
        rows = self._rows
        known = [rows[f] for f in features if f in rows]
        x = 1.0 / math.sqrt(max(1, len(known)))
        totals = [0.0] * len(self.labels)
        for row in known:
            for k, w in row:
                totals[k] += w
        scores = [b / SCALE + t * x for b, t in zip(self.bias, totals, strict=True)]
        probs = softmax(scores)
        return sorted(zip(self.labels, probs, strict=True), key=lambda p: -p[1])

    def data(self) -> dict[str, Any]:
        """The model as plain data (the model file's JSON)."""
        out: dict[str, Any] = {
            "kind": "linear",
            "labels": list(self.labels),
            "bias": list(self.bias),
            "weights": {f: [[k, w] for k, w in sorted(s.items())] for f, s in self.weights.items()},
        }
        if self.said is not None:
            out["said"] = _data(self.said)
        if self.bayes is not None:
            out["bayes"] = _data(self.bayes)
        if self.against is not None:
            out["against"] = _data(self.against)
        return out


def linear_of(data: dict[str, Any]) -> LinearModel:
    weights = {f: {int(k): int(w) for k, w in pairs} for f, pairs in data["weights"].items()}
    said = _model_of(data["said"]) if "said" in data else None
    bayes = _model_of(data["bayes"]) if "bayes" in data else None
    against = _model_of(data["against"]) if "against" in data else None
    return LinearModel(tuple(data["labels"]), tuple(data["bias"]), weights, said, bayes, against)


KINDS = ("bayes", "mean")  # naive Bayes counts alone; the regression averaged with them
# The shipped kind (bench/train_style.py --kind measures either). Session 18: naive Bayes alone.
# At first sight (leave-one-set-out, 18 sets) it kept the accuracy and false positives of the
# mean with the regression at a third of the model file and half the time a message
# (app/style/classifier_combine.py: the figures).
KIND = "bayes"
# The stance reading's features seen fewer times are dropped: at 2 it added 111 KB to the model
# file, at 3 69 KB, at 5 42 KB but 1.4 less recall at first sight (session 36).
STANCE_MIN_COUNT = 3


def fit(
    labelled: Sequence[tuple[Sequence[str], str]],
    said: Sequence[tuple[Sequence[str], str]],
    kind: str = KIND,
    stance: Sequence[tuple[Sequence[str], str]] = (),
) -> "LinearModel | Model":
    """The model of featurised examples, with the second reading (naive Bayes) of `said` and
    the stance reading of `stance` (none without examples): `mean`, the regression of
    `labelled` beside naive Bayes counts of the same examples, or `bayes`, the counts alone."""
    against = train_features(stance, STANCE_MIN_COUNT) if stance else None
    if kind == "bayes":
        return replace(train_features(labelled), said=train_features(said), against=against)
    if kind != "mean":
        raise ValueError(f"unknown model kind {kind!r}")
    return replace(
        train_linear(labelled),
        said=train_features(said),
        bayes=train_features(labelled),
        against=against,
    )


def softmax(scores: Sequence[float]) -> list[float]:
    top = max(scores)
    weights = [math.exp(s - top) for s in scores]
    total = sum(weights)
    return [w / total for w in weights]


def train_linear(
    examples: Iterable[tuple[Sequence[str], str]],
    *,
    epochs: int = EPOCHS,
    rate: float = RATE,
    min_count: int = MIN_COUNT,
    seed: int = 0,
) -> LinearModel:
    """Weights from (features, label) pairs."""
    data = [(tuple(features), label) for features, label in examples]
    seen: dict[str, int] = {}
    for features, _ in data:
        for f in features:
            seen[f] = seen.get(f, 0) + 1
    labels = tuple(sorted({label for _, label in data}))
    index = {label: k for k, label in enumerate(labels)}
    n = len(labels)
    vocabulary = sorted(f for f, c in seen.items() if c >= min_count)
    column = {f: j for j, f in enumerate(vocabulary)}
    kept = [
        (tuple(column[f] for f in features if f in column), index[label])
        for features, label in data
    ]
    # Weights by feature column, then label: w[j][k]; u keeps the step-weighted sum of updates
    # so that the average over every step is w - u / step.
    w = [[0.0] * n for _ in vocabulary]
    u = [[0.0] * n for _ in vocabulary]
    bias, ubias = [0.0] * n, [0.0] * n
    order = list(range(len(kept)))
    rng = random.Random(seed)
    step = 1
    for epoch in range(epochs):
        rng.shuffle(order)
        lr = rate / (1 + epoch)
        for i in order:
            cols, gold = kept[i]
            x = 1.0 / math.sqrt(max(1, len(cols)))
            rows = [w[j] for j in cols]
            urows = [u[j] for j in cols]
            sums = [sum(c) for c in zip(*rows, strict=True)] if rows else [0.0] * n
            probs = softmax([b + x * t for b, t in zip(bias, sums, strict=True)])
            probs[gold] -= 1.0
            for k, p in enumerate(probs):
                if -_TINY < p < _TINY:
                    continue
                g = lr * p
                bias[k] -= g
                ubias[k] -= g * step
                gx, gxs = g * x, g * x * step
                for row in rows:
                    row[k] -= gx
                for row in urows:
                    row[k] -= gxs
            step += 1
    inv = 1.0 / step
    final_bias = tuple(round((b - ub * inv) * SCALE) for b, ub in zip(bias, ubias, strict=True))
    weights: dict[str, dict[int, int]] = {}
    for j, f in enumerate(vocabulary):
        wj, uj = w[j], u[j]
        stored = {k: q for k in range(n) if (q := round((wj[k] - uj[k] * inv) * SCALE))}
        if stored:
            weights[f] = stored
    return LinearModel(labels, final_bias, weights)
