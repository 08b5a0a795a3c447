"""Session 37 (fid-lead37): one paragraph named by what it holds, and placed by the reply."""

from app.editing.figures import asks_about_figures
from app.editing.one_part import placed_by_rewrite
from app.editing.scope import Scope
from app.editing.topic_names import without_topic_names

ORIGINALS = [
    "The question was tabled on 3 March 2026, and answered a week later.",
    "In 2025 councils reported 143 rural routes withdrawn and 61 new or restored routes.",
    "The plan provides £1.1 billion for 2026–27 to restore routes withdrawn since 2023.",
]
REWRITE = "Last year councils said 143 rural routes were cut and 61 were started or brought back."
UNPLACED = Scope(whole=True, title=True, unplaced=True)


def test_a_paragraph_named_by_what_it_holds_asks_for_no_figures() -> None:
    ask = "Make the paragraph with the route figures plainer for constituents."
    assert "figures" not in without_topic_names(ask)
    assert not asks_about_figures([ask])
    assert asks_about_figures(["Write the figures in the second paragraph as words."])


def test_the_one_paragraph_rewritten_is_the_part_and_touch_ups_elsewhere_are_not() -> None:
    touched = ORIGINALS[0].replace("2026,", "2026")
    revised = [touched, REWRITE, ORIGINALS[2].replace(" billion", "bn")]
    ask = ["Make the paragraph with the route figures plainer."]
    placed = placed_by_rewrite(UNPLACED, revised, ORIGINALS, ask)
    assert placed is not None
    assert placed.paragraphs == frozenset({1}) and not placed.whole and not placed.title


def test_two_rewrites_a_plural_ask_or_a_placed_scope_are_left_alone() -> None:
    two = [ORIGINALS[0], REWRITE, "The plan gives councils £1.1 billion over 2026–27 for it."]
    route = ["Make the route paragraph plainer."]
    assert placed_by_rewrite(UNPLACED, two, ORIGINALS, route) is None
    one = [ORIGINALS[0], REWRITE, ORIGINALS[2]]
    assert placed_by_rewrite(UNPLACED, one, ORIGINALS, ["Make every paragraph plainer."]) is None
    typos = ["Make the route paragraph plainer and fix the typos everywhere."]
    assert placed_by_rewrite(UNPLACED, one, ORIGINALS, typos) is None
    placed = Scope(paragraphs=frozenset({1}))
    assert placed_by_rewrite(placed, one, ORIGINALS, route) is None


def test_a_rewrite_holding_none_of_the_asks_matter_is_not_the_part() -> None:
    one = [ORIGINALS[0], REWRITE, ORIGINALS[2]]
    assert placed_by_rewrite(UNPLACED, one, ORIGINALS, ["Make the parking bit friendlier."]) is None
