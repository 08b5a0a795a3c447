""" "The Day 1 paragraph" under a "## Day 1 — …" heading names the heading's section, so a
rewrite of the paragraph under it is the asked edit."""

from app.editing.mentions import described_paragraphs

PLAN = [
    "Welcome to the plan.",
    "## Week 1",
    "Alternate jogging and walking for 20 minutes.",
    "## Week 2",
    "Jog for 90 seconds, walk for 2 minutes.",
]


def test_the_week_one_paragraph_is_the_section_under_its_heading() -> None:
    assert described_paragraphs("Make the Week 1 paragraph livelier.", PLAN) == {1, 2}


def test_a_numbered_label_inside_text_names_that_paragraph_alone() -> None:
    diary = ["Day one: we arrived.", "Day two was rainy.", "Day three: home."]
    assert described_paragraphs("Make the day two paragraph funnier.", diary) == {1}
