"""Leave-one-set-out figures of the style learner on the recent blind sets (v53–v77).

    .venv/bin/python bench/style_holdout.py [--cache DIR] [-v] [SET ...]

For each set, the classifier is trained WITHOUT it (app/style/classifier_train.py: `fit`, the
code path of bench/train_style.py, kept in memory — the committed model file is never written)
and the set is scored (recall / accuracy / false positives) four ways:

- rules:       today's rules alone (the classifier switched off). The rules were fixed on every
               one of these sets after it was released, so this is no unseen-wording figure;
- classifier:  the fold's classifier alone (its first label filed at P ≥ 0.5, asked below) —
               wording it never read;
- learner:     today's learner with the fold's classifier beside the rules;
- first sight: the rules of the commit before the set was released (they never read it), with
               today's combination (app/style/classifier_combine.py) and the fold's classifier —
               the figure for wording nobody tuned on, the one that measures what generalises.

The conflicts missed and the false alarms of the learner and of first sight are listed by
kind. The rules of old commits are read with `git archive` into a temporary directory (a few
minutes the first time); --cache DIR keeps them and the fold models between runs (the fold
models are keyed by the training sets and the classifier's sources).
"""

import argparse
import hashlib
import pickle
import sys
from collections import defaultdict
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from train_style import _classifier_alone, _Fold, _rules_then  # noqa: E402

from app.domain.models import RevisionRecord, StyleAssertion  # noqa: E402
from app.style import classifier, classifier_combine  # noqa: E402
from app.style.classifier import Model  # noqa: E402
from app.style.classifier_linear import LinearModel  # noqa: E402
from app.style.classifier_train import fit, load, training_sets  # noqa: E402
from app.style.dimensions import Observation  # noqa: E402
from app.style.evaluation import EvalReport, Extractor, evaluate, learner_extractor  # noqa: E402
from app.style.learner import forget_readings, observe  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"
# Each recent blind set, and the commit whose rules never read it: the parent of the commit that
# released it to the fixers (their rules at the end of the session it was held out through).
RECENT = {
    "style_conflicts_blind_v53.jsonl": "194d6a68^",
    "style_conflicts_blind_v54.jsonl": "bb86fe5b^",
    "style_conflicts_blind_v55.jsonl": "641a6f09^",
    "style_conflicts_blind_v56.jsonl": "4d61f376^",
    "style_conflicts_blind_v57.jsonl": "ff862050^",
    "style_conflicts_blind_v58.jsonl": "b3886cd7",
    "style_conflicts_blind_v59.jsonl": "257b50a0",
    "style_conflicts_blind_v60.jsonl": "3e520ad2",
    "style_conflicts_blind_v61.jsonl": "f3a2004e",
    "style_conflicts_blind_v62.jsonl": "cdb0d89a",
    "style_conflicts_blind_v63.jsonl": "936b5ffb",
    "style_conflicts_blind_v64.jsonl": "85cfd37b",
    "style_conflicts_blind_v65.jsonl": "c57b754b",
    "style_conflicts_blind_v66.jsonl": "8a0d772c",
    "style_conflicts_blind_v67.jsonl": "9105fe2b",
    "style_conflicts_blind_v68.jsonl": "b8527403",
    "style_conflicts_blind_v69.jsonl": "66266574",
    "style_conflicts_blind_v70.jsonl": "0027c41c",
    "style_conflicts_blind_v71.jsonl": "be90538b",
    "style_conflicts_blind_v72.jsonl": "2891f025",
    "style_conflicts_blind_v73.jsonl": "7b4792a1",
    "style_conflicts_blind_v74.jsonl": "6693c4d1",
    "style_conflicts_blind_v75.jsonl": "13998f5b",
    "style_conflicts_blind_v76.jsonl": "c707aca5",
    "style_conflicts_blind_v77.jsonl": "f44f80d6",
}
WAYS = ("rules", "classifier", "learner", "first sight")
_SOURCES = ("classifier.py", "classifier_linear.py", "classifier_train.py", "against_held.py")


def _fold_key(sets: Sequence[Path]) -> str:
    digest = hashlib.sha256()
    for path in sets:
        digest.update(f"{path.name}:{path.stat().st_size}\n".encode())
    for name in _SOURCES:
        digest.update((ROOT / "app" / "style" / name).read_bytes())
    return digest.hexdigest()[:16]


def fold_model(name: str, sets: Sequence[Path], cache: Path | None) -> Model | LinearModel:
    """The classifier trained on every training set but `name`."""
    others = [p for p in sets if p.name != name]
    path = cache / f"fold-{name}-{_fold_key(others)}.pkl" if cache else None
    if path is not None and path.exists():
        with path.open("rb") as f:
            found: Model | LinearModel = pickle.load(f)
        return found
    trained = fit([scenario for p in others for scenario in load(p)])
    if path is not None:
        with path.open("wb") as f:
            pickle.dump(trained, f)
    return trained


@contextmanager
def _reading_with(m: Model | LinearModel, enabled: bool) -> Iterator[None]:
    """The learner with `m` as its classifier (switched on or off) for the time being."""
    was_model, was_enabled = classifier._model, classifier_combine.ENABLED
    classifier._model, classifier_combine.ENABLED = m, enabled
    forget_readings()
    try:
        yield
    finally:
        classifier._model, classifier_combine.ENABLED = was_model, was_enabled
        forget_readings()


def _alone(fold: _Fold) -> Extractor:
    def extract(
        revision: RevisionRecord, words: Sequence[str], held: Sequence[StyleAssertion]
    ) -> list[Observation]:
        measured = [o for o in observe(revision, words, held=held) if o.source == "measured"]
        return _classifier_alone(fold, measured, words)

    return extract


def _first_sight(
    name: str, rules: dict[tuple[str, str], list[Observation]], fold: _Fold
) -> Extractor:
    def extract(
        revision: RevisionRecord, words: Sequence[str], held: Sequence[StyleAssertion]
    ) -> list[Observation]:
        return classifier_combine.combine(words, rules[(name, revision.id)], using=fold, held=held)

    return extract


def score(
    name: str, fold: Model | LinearModel, rules_then: dict[tuple[str, str], list[Observation]]
) -> dict[str, EvalReport]:
    scenarios = load(DATA / name)
    reports = {}
    with _reading_with(fold, enabled=False):
        reports["rules"] = evaluate(scenarios, learner_extractor)
        reports["classifier"] = evaluate(scenarios, _alone(_Fold(fold)))
    with _reading_with(fold, enabled=True):
        reports["learner"] = evaluate(scenarios, learner_extractor)
        reports["first sight"] = evaluate(scenarios, _first_sight(name, rules_then, _Fold(fold)))
    return reports


def _figures(r: EvalReport) -> str:
    return (
        f"{r.recall:6.1%} ({r.detected}/{r.conflicts}) / {r.accuracy:6.1%} / "
        f"{r.false_positive_rate:5.1%} ({r.false_positives})"
    )


def _by_kind(name: str, report: EvalReport) -> dict[str, dict[str, list[str]]]:
    """The failures of `report` that miss a conflict or raise a false alarm, by kind."""
    kinds = {s["id"]: s.get("kind", "?") for s in load(DATA / name)}
    found: dict[str, dict[str, list[str]]] = {
        "missed": defaultdict(list),
        "alarm": defaultdict(list),
    }
    for failure in report.failures:
        kind = kinds.get(failure.split(" ", 1)[0], "?")
        if "conflict missed" in failure:
            found["missed"][kind].append(failure)
        if "false conflict" in failure or ": new " in failure or "; new " in failure:
            found["alarm"][kind].append(failure)
    return found


def _add(total: EvalReport, report: EvalReport) -> None:
    for field in ("total", "conflicts", "detected", "non_conflicts", "false_positives", "correct"):
        setattr(total, field, getattr(total, field) + getattr(report, field))


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("sets", nargs="*", default=sorted(RECENT), help="set file names")
    parser.add_argument("--cache", type=Path, help="keep fold models and old rules' readings")
    parser.add_argument("-v", action="store_true", help="print each miss and alarm in full")
    parser.add_argument(
        "--against",
        type=float,
        help="the stance reading's threshold (app/style/against_held.py); 1.01: off",
    )
    args = parser.parse_args()
    if args.against:
        classifier_combine.THRESHOLDS = replace(
            classifier_combine.THRESHOLDS,
            against=args.against,
        )
    print(f"thresholds: {classifier_combine.THRESHOLDS}")
    if args.cache:
        args.cache.mkdir(parents=True, exist_ok=True)
    sets = training_sets(DATA)
    sights = {name: RECENT[name] for name in args.sets}
    rules_then = _rules_then(args.cache / "rules_then.pkl" if args.cache else None, sights)
    pooled = {way: EvalReport() for way in WAYS}
    print("recall (detected/conflicts) / accuracy / false positives (scenarios)")
    for name in args.sets:
        reports = score(name, fold_model(name, sets, args.cache), rules_then)
        print(name)
        for way, report in reports.items():
            _add(pooled[way], report)
            print(f"  {way:<12} {_figures(report)}")
        for way in ("learner", "first sight"):
            for what, kinds in _by_kind(name, reports[way]).items():
                for kind, lines in sorted(kinds.items()):
                    print(f"    {way} {what} {kind}: {len(lines)}")
                    if args.v:
                        print("\n".join(f"      - {line}" for line in lines))
        sys.stdout.flush()
    print(f"pooled over {len(args.sets)} sets")
    for way, report in pooled.items():
        print(f"  {way:<12} {_figures(report)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
