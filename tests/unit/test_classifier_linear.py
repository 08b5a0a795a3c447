"""The discriminative style classifier (app/style/classifier_linear.py): logistic regression
over the classifier's features, trained in pure Python. Shipped in session 17 beside the naive
Bayes counts; since session 18 the shipped file is the counts alone (tests/unit/
test_style_classifier.py), and `bench/train_style.py --kind mean` measures this one."""

from dataclasses import replace

from app.style.classifier import dumps, featurise, loads, train
from app.style.classifier_linear import LinearModel, train_linear

_FIXTURE = [
    ("Please no emoji at all", "emoji:none"),
    ("不要表情", "emoji:none"),
    ("Use more emoji", "emoji:more"),
    ("多加点表情", "emoji:more"),
    ("Shorter sentences please", "sentence_length:shorter"),
    ("句子短一点", "sentence_length:shorter"),
    ("The date is the 12th", "nothing"),
    ("日期改成12号", "nothing"),
]


def _examples(pairs):
    return [(featurise(text), label) for text, label in pairs]


def test_training_is_deterministic_and_the_file_round_trips():
    first = train_linear(_examples(_FIXTURE * 2))
    assert first == train_linear(_examples(_FIXTURE * 2))
    shipped = replace_said(first)
    blob = dumps(shipped)
    assert blob == dumps(replace_said(train_linear(_examples(_FIXTURE * 2))))
    assert loads(blob) == shipped


def replace_said(m: LinearModel) -> LinearModel:
    return replace(m, said=train([(t, "filed") for t, label in _FIXTURE if label != "nothing"]))


def test_it_fits_what_it_was_trained_on_in_both_languages():
    m = train_linear(_examples(_FIXTURE * 2))
    for text, label in _FIXTURE:
        ranked = m.predict(text)
        assert ranked[0][0] == label, (text, ranked[:3])
        assert abs(sum(p for _, p in ranked) - 1.0) < 1e-9


def test_beside_naive_bayes_counts_the_probability_is_the_mean_of_the_two():
    labelled = _examples(_FIXTURE * 2)
    regression = train_linear(labelled)
    counts = train([(t, label) for t, label in _FIXTURE * 2])
    both = replace(regression, bayes=counts)
    for text in ("no emoji please", "句子短一点吧", "the date"):
        alone, counted = dict(regression.predict(text)), dict(counts.predict(text))
        mean = both.predict(text)
        assert [p for _, p in mean] == sorted((p for _, p in mean), reverse=True)
        for label, p in mean:
            assert abs(p - (alone[label] + counted[label]) / 2) < 1e-12
