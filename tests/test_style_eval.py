"""The labelled conflict set keeps the style memory above its floors."""

from app.style.evaluation import evaluate, load_scenarios


def test_conflict_scenarios_meet_the_floors():
    scenarios = load_scenarios()
    assert len(scenarios) >= 100
    languages = {s["lang"] for s in scenarios}
    assert languages == {"zh", "en"}
    report = evaluate(scenarios)
    assert report.recall >= 0.90, report.failures
    assert report.accuracy >= 0.85, report.failures
    assert report.false_positive_rate <= 0.05, report.failures
