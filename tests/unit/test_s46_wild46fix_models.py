"""A section named by its label as the model of the wording, beside a counted place to change
(app/editing/quoted.py without_models), and labels that are the place itself."""

import pytest

from app.editing.quoted import without_models


@pytest.mark.parametrize(
    ("asked", "left"),
    [
        ("Reword step 3 so it matches the wording in the 'What to count' paragraph.", "step 3"),
        ("Make item 3 use the words of the Shelving section.", "item 3"),
        ("Reword item 2 to match the tone of the “Safety” heading.", "item 2"),
        ("第3步按照“上架规则”那段的说法改一下。", "第3步"),
        ("第3条用上“上架规则”里的说法。", "第3条"),
        ("第2条照着“参加义诊”那段的口气改一下。", "第2条"),
    ],
)
def test_a_labelled_model_beside_a_counted_place_is_no_place(asked: str, left: str) -> None:
    rest = without_models(asked)
    assert left in rest
    assert "Shelving" not in rest and "上架规则" not in rest and "count'" not in rest
    assert "参加义诊" not in rest and "Safety" not in rest


@pytest.mark.parametrize(
    "asked",
    [
        # no counted place beside it: the labelled paragraph is the place to change
        "Make the 'What to count' paragraph match the tone of the intro.",
        "把“上架规则”那段的说法改得口语一点。",
        "Use the words of the Shelving section in the intro.",
    ],
)
def test_a_labelled_paragraph_alone_stays_named(asked: str) -> None:
    assert without_models(asked) == asked
