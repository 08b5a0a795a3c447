"""Scores the style memory on labelled conflict scenarios (JSONL; the sets are in tests/data).

Each scenario gives the persona's existing preferences (value, confidence, evidence count,
age), the writer's new suggestion (and, for some, the before/after text of the revision),
and labels: whether it is a conflict, and the expected record on one dimension afterwards
(`value` null = nothing may be filed there; for pending_confirmation, `value` is the newer
value put to the writer). The pipeline is the production one — offline extraction, measured
signals, `apply_observations` — with a fixed clock.

- detection recall: labelled conflicts on which a conflict was detected on that dimension;
- false-positive rate: non-conflicts on which any conflict was detected;
- resolution accuracy: scenarios whose expected record (dimension, value, state) matches.
"""

import json
from collections import Counter
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from app.domain.models import Evidence, RevisionRecord, StyleAssertion
from app.style.dimensions import statement_for
from app.style.learner import observe
from app.style.memory import CONFLICT_ACTIONS, apply_observations

EVAL_NOW = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)
_PERSONA = "peval"


@dataclass
class EvalReport:
    total: int = 0
    conflicts: int = 0
    detected: int = 0
    non_conflicts: int = 0
    false_positives: int = 0
    correct: int = 0
    by_kind: Counter[str] = field(default_factory=Counter)
    correct_by_kind: Counter[str] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)

    @property
    def recall(self) -> float:
        return self.detected / self.conflicts if self.conflicts else 1.0

    @property
    def false_positive_rate(self) -> float:
        return self.false_positives / self.non_conflicts if self.non_conflicts else 0.0

    @property
    def accuracy(self) -> float:
        return self.correct / self.total if self.total else 1.0


def load_scenarios(path: Path) -> list[dict[str, Any]]:
    with path.open(encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def _existing(scenario: dict[str, Any], now: datetime) -> list[StyleAssertion]:
    held = []
    for i, item in enumerate(scenario["existing"]):
        at = now - timedelta(days=item["age_days"])
        held.append(
            StyleAssertion(
                id=f"{scenario['id']}-a{i}",
                persona_id=_PERSONA,
                dimension=item["dimension"],
                value=item["value"],
                statement=statement_for(item["dimension"], item["value"]),
                confidence=item["confidence"],
                evidence=[
                    Evidence(source="writer", value=item["value"], at=at)
                    for _ in range(item["evidence"])
                ],
                created_at=at,
                updated_at=at,
            )
        )
    return held


def _revision(scenario: dict[str, Any], now: datetime) -> RevisionRecord:
    before = scenario.get("before") or {"title": "标题 Title", "body": "正文。Body text."}
    after = scenario.get("after") or before
    return RevisionRecord(
        id=f"{scenario['id']}-r1",
        content_id="ceval",
        kind=scenario.get("revision_kind", "llm"),
        base_version=1,
        version=2,
        suggestion=scenario["suggestion"],
        original_title=before["title"],
        original_body=before["body"],
        revised_title=after["title"],
        revised_body=after["body"],
        created_at=now,
    )


def run_scenario(scenario: dict[str, Any], now: datetime = EVAL_NOW) -> tuple[bool, bool, str]:
    """(conflict detected on the labelled dimension, any conflict detected, outcome text)."""
    held = _existing(scenario, now)
    revision = _revision(scenario, now)
    counter = iter(range(1_000_000))
    changed, audit = apply_observations(
        held,
        observe(revision, [scenario["suggestion"]]),
        now=now,
        new_id=lambda: f"{scenario['id']}-n{next(counter)}",
        persona_id=_PERSONA,
    )
    final = {a.dimension: a for a in held}
    final.update({a.dimension: a for a in changed})
    dimension = scenario["expected"]["dimension"]
    conflicts = [e for e in audit if e.action in CONFLICT_ACTIONS]
    on_dimension = any(e.detail.get("dimension") == dimension for e in conflicts)
    record = final.get(dimension)
    if record is None or record.state not in ("active", "pending_confirmation"):
        outcome = "nothing"
    else:
        shown = record.candidate if record.state == "pending_confirmation" else record.value
        outcome = f"{shown}/{record.state}"
    return on_dimension, bool(conflicts), outcome


def evaluate(scenarios: list[dict[str, Any]], now: datetime = EVAL_NOW) -> EvalReport:
    report = EvalReport()
    for scenario in scenarios:
        on_dimension, any_conflict, outcome = run_scenario(scenario, now)
        expected = scenario["expected"]
        want = (
            "nothing" if expected["value"] is None else f"{expected['value']}/{expected['state']}"
        )
        report.total += 1
        report.by_kind[scenario["kind"]] += 1
        problems = []
        if scenario["conflict"]:
            report.conflicts += 1
            report.detected += on_dimension
            if not on_dimension:
                problems.append("conflict missed")
        else:
            report.non_conflicts += 1
            report.false_positives += any_conflict
            if any_conflict:
                problems.append("false conflict")
        if outcome == want:
            report.correct += 1
            report.correct_by_kind[scenario["kind"]] += 1
        else:
            problems.append(f"{expected['dimension']}: got {outcome}, want {want}")
        if problems:
            report.failures.append(
                f"{scenario['id']} «{scenario['suggestion']}»: " + "; ".join(problems)
            )
    return report
