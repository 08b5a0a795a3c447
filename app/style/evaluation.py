"""Scores the style learner on labelled scenarios (JSONL; the sets are in tests/data).

A scenario gives the persona's existing preferences (value, confidence, evidence count, age)
and either one revision (today's format: `suggestion`, `revision_kind`, optional `before` /
`after` text, `conflict`, `expected`) or a list of `turns`, each a revision or a wait, with
its own expectations. The pipeline is the production one — an extractor (the learner's
`observe` by default), then `apply_observations` — with a fixed clock.

One revision, in today's format::

    {"id", "lang", "kind", "existing": [{dimension, value, confidence, evidence, age_days}],
     "suggestion", "revision_kind", "before"?, "after"?, "conflict": bool,
     "expected": {"dimension", "value" (null = nothing may be filed), "state"} | null,
     "also"?: [{"dimension", "value"}]}

`"expected": null` is the strictest precision case: no preference may be filed on any
dimension and every held one keeps its value and state. `before` / `after` are either
{"title", "body"} or the body alone.

`also` lists the other new preferences the scenario allows; with it, any other new preference
is wrong. Without it, a new preference on another dimension is wrong after a statement of a
kind that teaches nothing (third party, question, hypothetical, one-off) when it would reach
a prompt; on the labelled dimension, a new preference against the label is always wrong.

Several turns::

    {"id", "lang", "kind", "existing": [...], "turns": [
       {"suggestion"?, "revision_kind"?, "before"?, "after"?, "days_later"?, "outcome"?,
        "writer"?: "confirm" | "reject" (a decision on `expect.dimension` instead of a revision),
        "expect"?: {"dimension", "value"?, "state"?, "conflict"?, "also"?,
                    "confidence"?: "up" | "down" | "same", "weight"?: "up" | "down",
                    "min_confidence"?, "max_confidence"?, "evidence_versions"?,
                    "evidence_quote"?, "evidence_count"?, "audit"?: [action, ...],
                    "used"?: [dimension, ...], "waits"?: [dimension, ...]}}]}

`used` names dimensions whose preference must reach prompts after the turn, `waits` those whose
preference, if any, must not (yet) — a one-off ask beside a lasting wish in one message is kept
as evidence, not made a rule (outside50 F9). A single-turn scenario gives them at its top level.

Turn n is the revision V(n)→V(n+1) (a `regenerate` turn answers the previous turn's request
again, from its base version); `days_later` moves the clock before it; a turn with no
suggestion, no text and no decision is a wait (decay); a turn whose `outcome` is "refused",
"failed", "stopped" or "lost" made no revision: its words teach, its `after` (the edit that was
not saved) is never measured. Figures, per scenario:

- detection recall: labelled conflicts detected on their dimension with the new value in the
  labelled direction (a conflict the wrong way round is a miss);
- false-positive rate: scenarios with a false alarm — a conflict on a turn labelled as none,
  or a wrong new preference on any dimension — over the scenarios labelled as no conflict;
- resolution accuracy: scenarios where every expectation holds (record, confidence,
  weight, evidence, audit).

A preference proposed for confirmation with nothing held before (`asked:value`) is a
question to the writer, not a filed preference: it satisfies "nothing may be filed" as well
as an expected pending_confirmation of that value.
"""

import json
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from app.domain.models import AuditEntry, Evidence, RevisionRecord, StyleAssertion
from app.style.dimensions import Observation, relation, statement_for
from app.style.learner import observe
from app.style.memory import (
    CONFLICT_ACTIONS,
    INJECT_THRESHOLD,
    applied_preferences,
    apply_observations,
    confirm,
    effective_weight,
    reject,
)

EVAL_NOW = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)
# Kinds of statement that teach nothing at all: without `also`, any new preference reaching
# a prompt after one of them is wrong, whatever its dimension.
TEACHES_NOTHING = frozenset({"third_party", "question", "hypothetical", "one_off"})
# A turn's `outcome` that made no revision: its words are heard, its `after` never measured.
NO_RESULT = frozenset({"refused", "failed", "stopped", "lost"})
_PERSONA = "peval"
_DEFAULT_TEXT = {"title": "标题 Title", "body": "正文。Body text."}


def _text(value: dict[str, str] | str | None) -> dict[str, str] | None:
    if isinstance(value, str):
        return {"title": _DEFAULT_TEXT["title"], "body": value}
    return value


# What reads a revision: (revision, the writer's words, the preferences held) -> observations.
Extractor = Callable[[RevisionRecord, Sequence[str], Sequence[StyleAssertion]], list[Observation]]


def learner_extractor(
    revision: RevisionRecord, words: Sequence[str], held: Sequence[StyleAssertion]
) -> list[Observation]:
    """The production reading, offline rules and measured signals."""
    return observe(revision, words, held=held)


@dataclass
class EvalReport:
    total: int = 0
    conflicts: int = 0
    detected: int = 0
    non_conflicts: int = 0
    false_positives: int = 0
    wrong_new: int = 0
    questions: int = 0
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


@dataclass(frozen=True)
class Step:
    """One turn of a scenario: a revision (or a decision, or a wait) and what must follow."""

    revision: RevisionRecord | None
    words: list[str]
    now: datetime
    writer: str | None
    expect: dict[str, Any]


def _existing(scenario: dict[str, Any], now: datetime) -> list[StyleAssertion]:
    held = []
    for i, item in enumerate(scenario.get("existing", [])):
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


def _turns(scenario: dict[str, Any]) -> list[dict[str, Any]]:
    if "turns" in scenario:
        return list(scenario["turns"])
    expected = scenario["expected"]
    expect = {**expected} if expected is not None else {"nothing": True}
    expect["conflict"] = scenario["conflict"]
    for key in ("also", "used", "waits"):
        if key in scenario:
            expect[key] = scenario[key]
    turn: dict[str, Any] = {
        k: scenario[k] for k in ("suggestion", "revision_kind", "before", "after") if k in scenario
    }
    return [{**turn, "expect": expect}]


def steps(scenario: dict[str, Any], start: datetime = EVAL_NOW) -> list[Step]:
    """The scenario's turns with their revisions and clock, in order."""
    now = start
    found: list[Step] = []
    base = 0
    for n, turn in enumerate(_turns(scenario), start=1):
        now += timedelta(days=turn.get("days_later", 0))
        suggestion = turn.get("suggestion", "")
        revision = None
        if turn.get("writer") is None and (suggestion or "before" in turn or "after" in turn):
            before = _text(turn.get("before")) or _DEFAULT_TEXT
            after = _text(turn.get("after")) or before
            if turn.get("outcome") in NO_RESULT:
                after = before  # the edit was refused or failed: nothing changed to measure
            # A regenerated reply answers the same request again, from the same version.
            base = base if turn.get("regenerate") and base else n
            revision = RevisionRecord(
                id=f"{scenario['id']}-r{n}",
                content_id="ceval",
                message_id=f"{scenario['id']}-m{n}",
                kind=turn.get("revision_kind", "llm"),
                base_version=base,
                version=n + 1,
                suggestion=suggestion,
                original_title=before["title"],
                original_body=before["body"],
                revised_title=after["title"],
                revised_body=after["body"],
                created_at=now,
            )
        words = [suggestion] if suggestion else []
        found.append(Step(revision, words, now, turn.get("writer"), turn.get("expect", {})))
    return found


# -- scoring one scenario ---------------------------------------------------------------------


@dataclass
class _Outcome:
    conflict_steps: int = 0
    detected_steps: int = 0
    false_alarm: list[str] = field(default_factory=list)
    wrong_new: list[str] = field(default_factory=list)
    questions: int = 0
    problems: list[str] = field(default_factory=list)


def _shown(record: StyleAssertion | None, created_pending: bool) -> str:
    if record is None or record.state not in ("active", "pending_confirmation"):
        return "nothing"
    if record.state == "pending_confirmation":
        if created_pending or record.candidate is None:
            return f"asked:{record.value}"
        return f"{record.candidate}/pending_confirmation"
    return f"{record.value}/active"


def _matches(shown: str, value: str | None, state: str | None) -> bool:
    if shown.startswith("asked:"):
        asked = shown.removeprefix("asked:")
        return value is None or (value == asked and state == "pending_confirmation")
    if value is None:
        return shown == "nothing"
    return shown == f"{value}/{state or 'active'}"


def _conflict_value(entry: AuditEntry) -> str:
    detail = entry.detail
    return str(detail.get("candidate") or detail.get("heard") or detail.get("value") or "")


def _wrong_new(
    entry: AuditEntry, record: StyleAssertion, expect: dict[str, Any], kind: str, now: datetime
) -> bool:
    """Is a preference created on this turn one the scenario says the writer never meant?"""
    if record.state == "pending_confirmation":
        return False  # a question, counted apart
    if expect.get("nothing"):
        return True
    dimension, value = entry.detail["dimension"], entry.detail["value"]
    if dimension == expect.get("dimension") and "value" in expect:
        wanted = expect["value"]
        return wanted is None or relation(dimension, wanted, value) == "opposite"
    if "also" in expect:
        return not any(
            a["dimension"] == dimension and a.get("value") in (None, value) for a in expect["also"]
        )
    return (
        kind in TEACHES_NOTHING
        and expect.get("value") is None
        and effective_weight(record, now) >= INJECT_THRESHOLD
    )


def _trend(before: float, after: float, want: str) -> bool:
    if want == "up":
        return after > before + 1e-9
    if want == "down":
        return after < before - 1e-9
    return abs(after - before) <= 1e-9


def _check_record(
    record: StyleAssertion | None,
    expect: dict[str, Any],
    previous: tuple[float, float],
    now: datetime,
    created_pending: bool,
) -> list[str]:
    dimension = expect["dimension"]
    problems = []
    if "value" in expect:
        shown = _shown(record, created_pending)
        if not _matches(shown, expect["value"], expect.get("state")):
            want = (
                "nothing"
                if expect["value"] is None
                else f"{expect['value']}/{expect.get('state') or 'active'}"
            )
            problems.append(f"{dimension}: got {shown}, want {want}")
    confidence = record.confidence if record else 0.0
    weight = effective_weight(record, now) if record else 0.0
    if "confidence" in expect and not _trend(previous[0], confidence, expect["confidence"]):
        trend = f"{previous[0]:.2f}→{confidence:.2f}"
        problems.append(f"{dimension}: confidence {trend}, want {expect['confidence']}")
    if "weight" in expect and not _trend(previous[1], weight, expect["weight"]):
        problems.append(
            f"{dimension}: weight {previous[1]:.2f}→{weight:.2f}, want {expect['weight']}"
        )
    if confidence < expect.get("min_confidence", 0.0) or confidence > expect.get(
        "max_confidence", 1.0
    ):
        problems.append(f"{dimension}: confidence {confidence:.2f} out of the labelled range")
    evidence = record.evidence if record else []
    if "evidence_versions" in expect and not any(
        e.versions == expect["evidence_versions"] for e in evidence
    ):
        problems.append(f"{dimension}: no evidence from {expect['evidence_versions']}")
    if "evidence_quote" in expect and not any(
        expect["evidence_quote"] in e.quote for e in evidence
    ):
        problems.append(f"{dimension}: no evidence quoting «{expect['evidence_quote']}»")
    if "evidence_count" in expect and len(evidence) != expect["evidence_count"]:
        problems.append(f"{dimension}: {len(evidence)} evidence, want {expect['evidence_count']}")
    return problems


def run_scenario(
    scenario: dict[str, Any], extract: Extractor = learner_extractor, start: datetime = EVAL_NOW
) -> _Outcome:
    outcome = _Outcome()
    held = {a.dimension: a for a in _existing(scenario, start)}
    counter = iter(range(1_000_000))
    last_now = start
    for n, step in enumerate(steps(scenario, start), start=1):
        expect = step.expect
        dimension = expect.get("dimension")
        before = held.get(dimension) if dimension else None
        # Confidence and weight are compared with the previous turn's, at that turn's clock.
        previous = (before.confidence, effective_weight(before, last_now)) if before else (0.0, 0.0)
        last_now = step.now
        audit: list[AuditEntry] = []
        standing = {d: (a.value, a.state) for d, a in held.items()}
        if step.writer is not None and before is not None:
            decide = confirm if step.writer == "confirm" else reject
            updated, entry = decide(before, now=step.now)
            held[updated.dimension] = updated
            audit = [entry]
        elif step.revision is not None:
            changed, audit = apply_observations(
                list(held.values()),
                extract(step.revision, step.words, list(held.values())),
                now=step.now,
                new_id=lambda: f"{scenario['id']}-n{next(counter)}",
                persona_id=_PERSONA,
            )
            held.update({a.dimension: a for a in changed})
        created = {e.detail["dimension"]: e for e in audit if e.action == "created"}
        for created_dimension, entry in created.items():
            record = held[created_dimension]
            if record.state == "pending_confirmation":
                outcome.questions += 1
            elif _wrong_new(entry, record, expect, scenario.get("kind", ""), step.now):
                outcome.wrong_new.append(f"turn {n}: new {created_dimension}={record.value}")
        conflicts = [e for e in audit if e.action in CONFLICT_ACTIONS]
        if "conflict" in expect:
            if expect["conflict"]:
                outcome.conflict_steps += 1
                wanted = expect.get("value")
                hit = any(
                    dimension is not None
                    and e.detail.get("dimension") == dimension
                    and (
                        wanted is None
                        or relation(dimension, wanted, _conflict_value(e)) != "opposite"
                    )
                    for e in conflicts
                )
                outcome.detected_steps += hit
                if not hit:
                    outcome.problems.append(f"turn {n}: conflict missed")
            elif conflicts:
                outcome.false_alarm.append(f"turn {n}: false conflict")
        if dimension is not None:
            created_pending = dimension in created and held[dimension].state == (
                "pending_confirmation"
            )
            outcome.problems += [
                f"turn {n}: {p}"
                for p in _check_record(
                    held.get(dimension), expect, previous, step.now, created_pending
                )
            ]
        if expect.get("nothing"):
            outcome.problems += [
                f"turn {n}: held {d} moved {was} → {(held[d].value, held[d].state)}"
                for d, was in standing.items()
                if (held[d].value, held[d].state) != was
            ]
        in_prompts = {a.dimension for a in applied_preferences(held.values(), step.now)}
        outcome.problems += [
            f"turn {n}: {d} not used in prompts"
            for d in expect.get("used", [])
            if d not in in_prompts
        ]
        outcome.problems += [
            f"turn {n}: {d} used in prompts, want it to wait"
            for d in expect.get("waits", [])
            if d in in_prompts
        ]
        actions = {e.action for e in audit}
        outcome.problems += [
            f"turn {n}: no '{a}' audit entry" for a in expect.get("audit", []) if a not in actions
        ]
    return outcome


def evaluate(scenarios: list[dict[str, Any]], extract: Extractor = learner_extractor) -> EvalReport:
    report = EvalReport()
    for scenario in scenarios:
        outcome = run_scenario(scenario, extract)
        report.total += 1
        report.by_kind[scenario.get("kind", "?")] += 1
        report.questions += outcome.questions
        report.wrong_new += bool(outcome.wrong_new)
        if outcome.conflict_steps:
            report.conflicts += 1
            report.detected += outcome.detected_steps == outcome.conflict_steps
        else:
            report.non_conflicts += 1
        alarms = outcome.false_alarm + outcome.wrong_new
        report.false_positives += bool(alarms)
        problems = outcome.problems + alarms
        if not outcome.problems and not outcome.wrong_new:
            report.correct += 1
            report.correct_by_kind[scenario.get("kind", "?")] += 1
        if problems:
            said = " / ".join(s.words[0] for s in steps(scenario) if s.words)
            report.failures.append(f"{scenario['id']} «{said}»: " + "; ".join(problems))
    return report
