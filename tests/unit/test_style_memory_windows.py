"""Over turns: a one-off's promised return to the usual ("back to the bullets after") adds no
evidence to the usual; after a correction, the record's evidence is for the value it holds."""

from datetime import UTC, datetime, timedelta

from app.style.dimensions import Observation
from app.style.memory import apply_observations
from app.style.occasions import promises_return

NOW = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)


def said(dimension, value, n, quote, *, scoped=False, explicit=False):
    return Observation(
        dimension, value, "writer", 0.3 if scoped else 0.6, by_writer=True, quote=quote,
        scoped=scoped, explicit=explicit, revision_id=f"c1-r{n}", versions=f"V{n}→V{n + 1}",
    )  # fmt: skip


def run(*turns):
    held, audits, ids = {}, [], iter(range(100))
    for n, observations in enumerate(turns, start=1):
        changed, audit = apply_observations(
            list(held.values()), observations, now=NOW + timedelta(days=n),
            new_id=lambda: f"a{next(ids)}", persona_id="p1",
        )  # fmt: skip
        held.update({a.dimension: a for a in changed})
        audits.append(audit)
    return held, audits


def test_the_return_promised_after_a_one_off_is_noted_not_counted():
    window = "Just for the holiday special, one flowing paragraph - back to the bullets after."
    assert promises_return(window)
    held, audits = run(
        [said("structure", "lists", 1, "Show notes as bullet lists from now on")],
        [said("structure", "lists", 2, window, scoped=True)],
    )
    assert [e.action for e in audits[1]] == ["noted"]
    assert held["structure"].confidence == 0.6 and len(held["structure"].evidence) == 1


def test_a_one_off_praised_for_agreeing_still_supports():
    held, audits = run(
        [said("structure", "lists", 1, "bullets from now on")],
        [said("structure", "lists", 2, "这次考试安排分条列得清清楚楚，很好", scoped=True)],
    )
    assert audits[1][0].action == "supported" and len(held["structure"].evidence) == 2


def test_after_a_correction_the_evidence_is_for_the_new_value():
    held, audits = run(
        [said("title_style", "short", 1, "shorter titles from now on")],
        [said("title_style", "long", 2, "I meant LONGER titles, not shorter", explicit=True)],
        [said("title_style", "long", 3, "Long titles like last time")],
    )
    record = held["title_style"]
    assert record.value == "long" and [e.value for e in record.evidence] == ["long", "long"]
    # The value that gave way, and its evidence, are in the history and the audit trail.
    assert record.history[-1].value == "short"
    assert audits[0][0].detail["evidence"][0]["value"] == "short"
