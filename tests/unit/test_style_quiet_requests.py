"""One request of a long message is read apart from the next (app/style/quiet.py): a picture cut
to size is no wish about the prose, and a fact fixed beside a wish does not silence the wish."""

import pytest

from app.style.extract import offline_observations


@pytest.mark.parametrize(
    "text",
    [
        "Please trim the group photo so the banner fits, and the date is the 12th.",
        "把封面图裁短一点，顺便把报名截止改成周五。",
        "Could you crop the header image shorter? The venue is the Corn Exchange.",
    ],
)
def test_a_picture_cut_to_size_files_nothing(text: str) -> None:
    assert offline_observations(text) == []


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("Please trim the posts and fix the photo credit.", "length", "concise"),
        ("以后推文短一点，顺便把图片的署名改成小林。", "length", "concise"),
    ],
)
def test_a_wish_beside_a_fact_fixed_is_still_heard(text: str, dimension: str, value: str) -> None:
    assert (dimension, value) in {(o.dimension, o.value) for o in offline_observations(text)}
