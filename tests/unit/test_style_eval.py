"""The labelled conflict set keeps the style memory above its floors."""

from pathlib import Path

from app.style.evaluation import evaluate, load_scenarios

DATA = Path(__file__).resolve().parents[1] / "data"


def test_conflict_scenarios_meet_the_floors():
    scenarios = load_scenarios(DATA / "style_conflicts.jsonl")
    assert len(scenarios) >= 100
    languages = {s["lang"] for s in scenarios}
    assert languages == {"zh", "en"}
    report = evaluate(scenarios)
    assert report.recall >= 0.90, report.failures
    assert report.accuracy >= 0.85, report.failures
    assert report.false_positive_rate <= 0.05, report.failures


def test_blind_scenarios_meet_the_floors():
    """A set written without reading the rules (and never tuned against): the honest figure."""
    scenarios = load_scenarios(DATA / "style_conflicts_blind.jsonl")
    assert len(scenarios) >= 40
    report = evaluate(scenarios)
    assert report.recall >= 0.90, report.failures
    assert report.accuracy >= 0.85, report.failures
    assert report.false_positive_rate <= 0.05, report.failures
