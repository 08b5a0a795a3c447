"""How much a preference weighs now, and what prompts and the persona page get of it.

Pure: the clock is `now`. A preference's weight is its confidence faded by the time since its
last evidence (half-life by category); below INJECT_THRESHOLD it is no longer used. Nor is one
whose evidence is only a plain ask on one article, not yet corroborated
(app/style/corroboration.py): "seen once — not yet used in prompts".
"""

from collections.abc import Iterable
from datetime import datetime
from typing import Literal

from app.domain.models import StyleAssertion
from app.style.corroboration import TOO_LITTLE, standing
from app.style.dimensions import statement_for
from app.style.edited_away import EDITED_REASON
from app.style.measures_told import with_measure

INJECT_THRESHOLD = 0.3

# What an active preference's tag says, the same as its status line: used in prompts now, waiting
# (not corroborated yet, or too little evidence) or faded.
Use = Literal["in use", "waiting", "faded", ""]
IN_USE: Use = "in use"
WAITING: Use = "waiting"
FADED: Use = "faded"


def last_evidence_at(assertion: StyleAssertion) -> datetime:
    return max((e.at for e in assertion.evidence), default=assertion.updated_at)


def effective_weight(assertion: StyleAssertion, now: datetime) -> float:
    """confidence × 0.5^(days since the last evidence / half-life); FACT never decays.
    A rejected or superseded preference weighs nothing: it is never used."""
    if assertion.state not in ("active", "pending_confirmation"):
        return 0.0
    if assertion.category == "FACT" or assertion.half_life_days <= 0:
        return assertion.confidence
    days = max(0.0, (now - last_evidence_at(assertion)).total_seconds() / 86400)
    return float(assertion.confidence * 0.5 ** (days / assertion.half_life_days))


def needs_review(assertion: StyleAssertion, now: datetime) -> bool:
    """Pending a decision, or active but faded below the injection threshold or not yet
    corroborated (the writer's Confirm puts it in use)."""
    if assertion.state == "pending_confirmation":
        return True
    return assertion.state == "active" and not _in_use(assertion, now)


def _in_use(assertion: StyleAssertion, now: datetime) -> bool:
    return effective_weight(assertion, now) >= INJECT_THRESHOLD and not standing(assertion)


def status_line(assertion: StyleAssertion, now: datetime) -> str:
    """What the persona page says about a preference, true to its state."""
    if assertion.state == "rejected":
        return "Rejected by you — no longer used in prompts."
    if assertion.state == "superseded":
        why = assertion.history[-1].reason if assertion.history else ""
        if why.startswith("lifted"):
            return "Lifted by you — back to no preference; no longer used."  # app/style/lifting.py
        if why.startswith("withdrawn"):  # app/style/withdrawals.py: nothing asked in its place
            said = why.partition(": ")[2]
            words = f": {said}" if said else ""
            return f"Withdrawn by you{words} — back to no preference; no longer used."
        if why.startswith(EDITED_REASON):  # app/style/edited_away.py: nothing replaced it
            into = f" into {why.partition(': ')[2]}" if ": " in why else ""
            return f"Set aside: the message that asked for it was edited{into} — no longer used."
        return "Replaced by a newer value — no longer used."
    if assertion.state == "pending_confirmation":
        asked = assertion.candidate or assertion.value
        held = (
            f" Until you answer, neither it nor “{assertion.statement}” is used in prompts."
            if assertion.candidate
            else " Not used until you confirm it."
        )
        return f"Waiting for you: do you want “{statement_for(assertion.dimension, asked)}”?{held}"
    weight = effective_weight(assertion, now)
    use = use_of(assertion, now)
    waits = standing(assertion) if weight >= INJECT_THRESHOLD else ""
    if use == IN_USE:
        used = "used in prompts"
    elif use == FADED:
        used = "faded — not used until renewed"
    elif waits and waits != TOO_LITTLE:
        used = f"{waits} — not yet used in prompts"  # one plain ask: "seen once"
    else:
        used = "not enough evidence yet — used once seen again"
    line = f"{round(assertion.confidence * 100)}% confident"
    if round(weight * 100) != round(assertion.confidence * 100):
        line += f", weight now {round(weight * 100)}%"
    return f"{line} · {used}."


def use_of(assertion: StyleAssertion, now: datetime) -> Use:
    """An active preference's use, as its tag on the persona page says it: IN_USE in prompts,
    WAITING (not corroborated yet, or seen too little: nothing has faded minutes after one
    edit) or FADED below the threshold; "" for any other state (its tag says the state)."""
    if assertion.state != "active":
        return ""
    if _in_use(assertion, now):
        return IN_USE
    if effective_weight(assertion, now) >= INJECT_THRESHOLD:
        return WAITING  # above the threshold, held back by app/style/corroboration.py
    return WAITING if assertion.confidence < INJECT_THRESHOLD else FADED


def applied_preferences(
    assertions: Iterable[StyleAssertion], now: datetime
) -> list[StyleAssertion]:
    """Active preferences at or above the threshold and corroborated, strongest first: what
    prompts get."""
    live = [a for a in assertions if a.state == "active" and _in_use(a, now)]
    return sorted(live, key=lambda a: (-effective_weight(a, now), a.dimension))


def style_lines(
    assertions: Iterable[StyleAssertion], now: datetime, budget_chars: int = 600
) -> list[str]:
    """One statement per applied preference, strongest first, stopping at the budget."""
    lines: list[str] = []
    used = 0
    for assertion in applied_preferences(assertions, now):
        # (The writer's own number kept: "under 80 words a paragraph", not only "short".)
        line = with_measure(" ".join(assertion.statement.split()), assertion)
        if used + len(line) + (1 if lines else 0) > budget_chars:
            break
        used += len(line) + (1 if lines else 0)
        lines.append(line)
    return lines
