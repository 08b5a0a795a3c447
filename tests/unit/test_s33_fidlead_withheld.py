"""Session 33 (fid-lead33): the writer's structure a whole reply changed outside the request
is kept and offered apart — two untouched paragraphs joined, a paragraph a typo fix left out."""

from __future__ import annotations

from app.editing.reconcile import rebuild
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

PARAGRAPHS = [
    "We opened the pool in May after two years of work.",
    "The slowest step was the roof, which took a whole winter.",
    "As Ann put it, the best job is the one you never do twice.",
    "We are trying a second pool next. We will write that up too.",
]
BODY = "\n\n".join(PARAGRAPHS)


def _rebuilt(asked: str, units: list[str]) -> tuple[str, list[str]]:
    scope = scope_of([asked], "Pool", split_paragraphs(BODY))
    rebuilt = rebuild("Pool", BODY, "Pool", units, scope)
    return rebuilt.body, [w.description for w in rebuilt.withheld]


def test_two_untouched_paragraphs_joined_are_kept_apart_and_offered() -> None:
    last = "Next we are trying a second pool, and we will write that up too."
    units = [PARAGRAPHS[0], PARAGRAPHS[1] + " " + PARAGRAPHS[2], last]
    body, withheld = _rebuilt("Make the last paragraph friendlier.", units)
    assert body == "\n\n".join([*PARAGRAPHS[:3], last])
    assert "paragraphs 2 and 3 joined — kept apart" in withheld


def test_a_paragraph_a_typo_fix_left_out_is_kept_and_offered() -> None:
    body = BODY.replace("a second pool", "a secnod pool")
    scope = scope_of(["Fix the typos."], "Pool", split_paragraphs(body))
    rebuilt = rebuild("Pool", body, "Pool", [PARAGRAPHS[0], *PARAGRAPHS[2:]], scope)
    assert rebuilt.body == BODY
    assert any("paragraph 2 left out" in w.description for w in rebuilt.withheld)
