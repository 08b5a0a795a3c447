"""Training examples for the style classifier (app/style/classifier.py) from labelled sets.

Every turn that says something (a suggestion) and labels what it teaches gives one example:
`dimension:value` when a preference is expected (active or put to the writer), `nothing`
when nothing may be filed. The turns that teach a preference are examples of the second
reading too (`said_examples`): `filed` when the label expects it active, `asked` when it
expects it put to the writer (sarcasm, an audience, a hesitation). The held-out sets are never
read: `HELD_OUT` names them.
"""

import json
from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from app.style.against_held import stance_examples
from app.style.classifier import ASKED, FILED, NOTHING, Model, dumps, featurise
from app.style.classifier_linear import KIND, LinearModel
from app.style.classifier_linear import fit as fit_features
from app.style.evaluation import TEACHES_NOTHING

HELD_OUT = frozenset(
    {
        "style_conflicts_blind_v24.jsonl",
        "style_conflicts_blind_v78.jsonl",  # session 56's blind set, held out from everyone
    }
)


def training_sets(data: Path) -> list[Path]:
    """The labelled style sets of `data`, held-out ones left out, in name order."""
    return [p for p in sorted(data.glob("style_*.jsonl")) if p.name not in HELD_OUT]


def _turns(scenario: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any] | None]]:
    if "turns" in scenario:
        for turn in scenario["turns"]:
            if turn.get("suggestion") and turn.get("writer") is None:
                yield turn["suggestion"], turn.get("expect")
    elif scenario.get("suggestion"):
        yield scenario["suggestion"], scenario.get("expected") or {"nothing": True}


def label_of(
    expect: dict[str, Any] | None, held: Mapping[str, str] | None = None, kind: str = ""
) -> str | None:
    """What a turn's expectation says its words teach; None when it does not say. After a
    statement of a kind that teaches nothing (someone else's taste, a question, a
    hypothetical, a one-off), an expectation that the held value stays says the words teach
    nothing — "老板说要多放点表情" with emoji=none held is no example of emoji=none."""
    if not expect:
        return None
    if expect.get("nothing"):
        return NOTHING
    if "value" not in expect or "dimension" not in expect:
        return None
    value = expect["value"]
    if value is None:
        return NOTHING
    if (
        kind in TEACHES_NOTHING
        and (held or {}).get(expect["dimension"]) == value
        and expect.get("state", "active") == "active"
    ):
        return NOTHING
    return f"{expect['dimension']}:{value}"


def _labelled(scenarios: Iterable[dict[str, Any]]) -> Iterator[tuple[str, str, str]]:
    """(text, label, expected state) of every turn whose expectation says what it teaches."""
    for scenario in scenarios:
        held = {e["dimension"]: e["value"] for e in scenario.get("existing", [])}
        for text, expect in _turns(scenario):
            label = label_of(expect, held, scenario.get("kind", ""))
            if label is not None:
                yield text, label, (expect or {}).get("state", "active")


def examples(scenarios: Iterable[dict[str, Any]]) -> list[tuple[str, str]]:
    return [(text, label) for text, label, _ in _labelled(scenarios)]


def said_examples(scenarios: Iterable[dict[str, Any]]) -> list[tuple[str, str]]:
    """The second reading's examples: each turn that teaches a preference, `filed` when it is
    expected active, `asked` when it is expected put to the writer."""
    return [
        (text, FILED if state == "active" else ASKED)
        for text, label, state in _labelled(scenarios)
        if label != NOTHING
    ]


def load(path: Path) -> list[dict[str, Any]]:
    if path.name in HELD_OUT:
        raise ValueError(f"{path.name} is held out: never read for training")
    with path.open(encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def fit(scenarios: Sequence[dict[str, Any]], kind: str = KIND) -> "LinearModel | Model":
    """The classifier of `scenarios` (app/style/classifier_linear.py: `fit`), of `kind`."""
    labelled = [(featurise(text), label) for text, label in examples(scenarios)]
    said = [(featurise(text), state) for text, state in said_examples(scenarios)]
    stance = [(featurise(text), label) for text, label in stance_examples(scenarios)]
    return fit_features(labelled, said, kind, stance)


def build(paths: Iterable[Path], kind: str = KIND) -> bytes:
    """The model file's bytes, trained on the sets at `paths` (in the order given)."""
    return dumps(fit([scenario for path in paths for scenario in load(path)], kind))
