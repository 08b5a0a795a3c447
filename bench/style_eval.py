"""Prints detection recall, resolution accuracy and false-positive rate of the style learner.

    .venv/bin/python bench/style_eval.py [-v] [--llm] [path/to/scenarios.jsonl ...]

Each set is scored three ways: the learner, "do nothing" and "flip the held value when the
dimension is named" (app/style/baselines.py); both baselines must come out far below.
With no paths, every set in tests/data but the held-out ones (HELD_OUT in
app/style/classifier_train.py); a held-out set named is scored, its failures never listed.
Goals on every set: recall ≥ 95%, accuracy ≥ 90%, false positives ≤ 3%
(tests/unit/test_style_eval.py keeps the floors). -v lists every failing scenario.

--llm runs the learner with LLM extraction on, against the OpenAI-compatible endpoint of
REDLINE_LLM_BASE_URL / REDLINE_LLM_MODEL / REDLINE_LLM_API_KEY (one call per revision).
"""

import argparse
import signal
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import anyio  # noqa: E402

from app.domain.models import RevisionRecord, StyleAssertion  # noqa: E402
from app.settings import Settings  # noqa: E402
from app.style.baselines import do_nothing, flip_when_named  # noqa: E402
from app.style.classifier_train import HELD_OUT  # noqa: E402
from app.style.dimensions import Observation  # noqa: E402
from app.style.evaluation import (  # noqa: E402
    EvalReport,
    Extractor,
    evaluate,
    learner_extractor,
    load_scenarios,
    steps,
)
from app.style.learner import model_observations, observe  # noqa: E402

DATA = Path(__file__).resolve().parents[1] / "tests" / "data"
# Every labelled set but the held-out ones: those are run only by name, for their figures.
DEFAULT_SETS = sorted(p for p in DATA.glob("style_*.jsonl") if p.name not in HELD_OUT)


def _line(name: str, report: EvalReport) -> str:
    return (
        f"  {name:<12} recall {report.recall:6.1%} ({report.detected}/{report.conflicts})  "
        f"accuracy {report.accuracy:6.1%} ({report.correct}/{report.total})  "
        f"false positives {report.false_positive_rate:6.1%} "
        f"({report.false_positives}/{report.non_conflicts})"
    )


def _llm_extractor(scenarios: list[dict[str, Any]], settings: Settings) -> Extractor:
    """Ask the model about every revision of the set up front, then read from the answers."""
    from app.llm.factory import build_provider

    provider = build_provider(settings.model_copy(update={"llm_provider": "openai"}))
    assert provider is not None
    revisions = [s for scenario in scenarios for s in steps(scenario) if s.revision is not None]
    answers: dict[str, list[Observation]] = {}

    async def ask_all() -> None:
        limit = anyio.Semaphore(4)

        async def ask(revision: RevisionRecord, words: list[str]) -> None:
            async with limit:
                answers[revision.id] = await model_observations(provider, revision, words)

        async with anyio.create_task_group() as group:
            for step in revisions:
                assert step.revision is not None
                group.start_soon(ask, step.revision, step.words)
        await provider.aclose()

    anyio.run(ask_all)

    def extract(
        revision: RevisionRecord, words: Sequence[str], held: Sequence[StyleAssertion]
    ) -> list[Observation]:
        return observe(revision, words, answers.get(revision.id, []), held)

    return extract


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", type=Path, default=DEFAULT_SETS)
    parser.add_argument("-v", "--verbose", action="store_true", help="list failing scenarios")
    parser.add_argument(
        "--llm", action="store_true", help="LLM extraction on (REDLINE_LLM_* settings)"
    )
    args = parser.parse_args()
    pooled = [0] * 6  # detected, conflicts, correct, total, false positives, non-conflicts
    for path in args.paths:
        scenarios = load_scenarios(path)
        extract = _llm_extractor(scenarios, Settings()) if args.llm else learner_extractor
        report = evaluate(scenarios, extract)
        print(
            f"{path.name}: {report.total} scenarios ({report.conflicts} conflicts, "
            f"{report.non_conflicts} not)"
        )
        print(_line("learner+llm" if args.llm else "learner", report))
        figures = (report.detected, report.conflicts, report.correct, report.total)
        figures += (report.false_positives, report.non_conflicts)
        pooled = [a + b for a, b in zip(pooled, figures, strict=True)]
        print(_line("do nothing", evaluate(scenarios, do_nothing)))
        print(_line("flip named", evaluate(scenarios, flip_when_named)))
        print(
            f"  wrong new preferences {report.wrong_new}, questions put to the writer "
            f"{report.questions}"
        )
        for kind, n in sorted(report.by_kind.items()):
            print(f"    {kind:<20} {report.correct_by_kind[kind]}/{n} resolved as labelled")
        if args.verbose and path.name not in HELD_OUT:  # a held-out set's lines stay unread
            for failure in report.failures:
                print("   -", failure)
    if len(args.paths) > 1:
        detected, conflicts, correct, total, wrong, clean = pooled
        print(
            f"pooled over {len(args.paths)} sets: recall {detected / max(conflicts, 1):.2%} "
            f"({detected}/{conflicts})  accuracy {correct / max(total, 1):.2%} ({correct}/{total})"
            f"  false positives {wrong / max(clean, 1):.2%} ({wrong}/{clean})"
        )
    return 0


if __name__ == "__main__":
    # Piped into `head`, stop quietly when the reader has seen enough.
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    raise SystemExit(main())
