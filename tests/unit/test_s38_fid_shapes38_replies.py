"""Session 38 (fid-shapes38): reasoning models' reply shapes — a paragraph drafted twice, a
heading of the model's own in an article that has none, the written register's 无."""

from app.domain.models import WithheldChange
from app.editing.formats.twice import last_of_two
from app.editing.inserts import allowed_inserts
from app.editing.negations import flipped
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

KITES = [
    "Every April the hill above Marston fills with kites.",
    "Priya brought a red dragon kite her grandfather built.",
    "Thank you to the volunteers, and to Marston Bakery for the cakes. See you next April!",
]


def _scope(suggestion: str):  # type: ignore[no-untyped-def]
    return scope_of([suggestion], "Kites", split_paragraphs("\n\n".join(KITES)))


def test_a_paragraph_drafted_then_labelled_final_is_the_final_one() -> None:
    reply = "Draft:\n\nA first go.\n\nThat's a little flat. Final version:\n\nThe kept one."
    assert last_of_two(reply, "Kites", "\n\n".join(KITES)) == "The kept one."
    assert last_of_two("初稿：\n\n第一稿。\n\n定稿：\n\n第二稿。", "题", "正文。") == "第二稿。"


def test_a_final_label_with_no_draft_label_is_left_alone() -> None:
    reply = "Here it is. Final version:\n\nThe text."
    assert last_of_two(reply, "Kites", "Body.") == reply


def test_a_heading_of_the_models_own_in_an_article_without_headings_is_withheld() -> None:
    scope = _scope("Make the whole piece warmer.")
    withheld: list[WithheldChange] = []
    kept = allowed_inserts(0, ["## The dragon kite"], scope, KITES, list(KITES), withheld)
    assert kept == [] and withheld[0].after == "## The dragon kite"


def test_a_heading_asked_for_is_kept() -> None:
    scope = _scope("Make the whole piece warmer and give it subheadings.")
    kept = allowed_inserts(0, ["## The dragon kite"], scope, KITES, list(KITES), [])
    assert kept == ["## The dragon kite"]


def test_wu_of_the_written_register_keeps_the_negation() -> None:
    assert flipped("没有铺垫，也没有解释。", "既无铺垫，亦无解释。") == []
    assert flipped("没有铺垫，也没有解释。", "有铺垫，也有解释。") != []
