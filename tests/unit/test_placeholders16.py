"""A placeholder the model wrote for text it left out ("…(rest unchanged)", a bracketed line
over the body) is never offered to the writer as a change to accept: accepting it would put
the placeholder where the writer's text was (found by the fidelity engineer, session 16)."""

from __future__ import annotations

import pytest

from app.editing.align import is_placeholder
from tests.unit.judging import applied, judged, request_for

PARAGRAPHS = [
    f"Paragraph {i} is about the harbour wall, stone {i}, and the gulls that sit on it."
    for i in range(1, 41)
]
BODY = "\n\n".join(PARAGRAPHS)
LIVELIER = "Paragraph 1 sings of the harbour wall, stone 1, and its shrieking gulls!"


@pytest.mark.parametrize(
    "placeholder", ["…(rest unchanged)", "... (rest unchanged)", "…（其余不变）"]
)
def test_an_ellipsis_beside_a_placeholder_is_part_of_it(placeholder):
    assert is_placeholder(placeholder)


@pytest.mark.parametrize("text", ["...and then it rained (a lot)", "…(Editor's note: updated)"])
def test_text_that_only_starts_with_an_ellipsis_is_not_a_placeholder(text):
    assert not is_placeholder(text)


def test_a_trailing_placeholder_is_filled_and_not_offered():
    reply = "\n\n".join(["Harbour", LIVELIER, *PARAGRAPHS[1:32], "…(rest unchanged)"])
    verdict, _call = judged(request_for("Harbour", BODY, "Make paragraph 1 livelier."), reply)
    revised = applied(verdict)
    assert revised.body == "\n\n".join([LIVELIER, *PARAGRAPHS[1:]])
    assert revised.withheld == []


def test_a_placeholder_in_the_title_line_is_not_offered_as_a_new_title():
    reply = "\n\n".join(["[Entries for 1–31 December unchanged]", LIVELIER, *PARAGRAPHS[1:]])
    verdict, _call = judged(request_for("Harbour", BODY, "Make paragraph 1 livelier."), reply)
    revised = applied(verdict)
    assert revised.title == "Harbour"
    assert revised.withheld == []
