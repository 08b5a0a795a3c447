"""app/style/count_after_ban.py: a ban of the writer's own scrapped for a small count keeps the
rules' "fewer" against the classifier's "more" (style_probe17_dev's p17-reversal-en-01 turned
into a question about more emoji once v72 trained the classifier)."""

import pytest

from app.style.count_after_ban import rules_stand, scraps_own_ban_for_a_count
from app.style.dimensions import Observation

FEWER = Observation(dimension="emoji", value="fewer", source="writer", strength=0.6, by_writer=True)


@pytest.mark.parametrize(
    "text",
    [
        "Scrap the no-emoji rule — a couple per post is fine now.",
        "Drop my no emoji rule, one or two per post is fine.",
        "Let's relax the no-emoji policy: a few per post.",
        "不放表情那条规矩取消吧，每篇一两个就行。",
        "禁用表情的规定作废，一篇放一两个。",
    ],
)
def test_a_ban_scrapped_by_name_for_a_count(text: str) -> None:
    assert scraps_own_ban_for_a_count(FEWER, {"emoji": "none"}, text)
    assert rules_stand(FEWER, {"emoji": "none"}, text)


@pytest.mark.parametrize(
    ("holding", "text"),
    [
        ({"emoji": "more"}, "Scrap the no-emoji rule — a couple per post is fine now."),
        ({}, "Scrap the no-emoji rule — a couple per post is fine now."),
        ({"emoji": "none"}, "A couple per post is fine now."),  # no ban named
        ({"emoji": "none"}, "Keep the no-emoji rule, even if a couple would be fine."),
        ({"emoji": "none"}, "不放表情那条规矩继续执行。"),
    ],
)
def test_anything_else_is_left_to_the_classifier(holding: dict[str, str], text: str) -> None:
    assert not scraps_own_ban_for_a_count(FEWER, holding, text)


def test_a_taste_given_up_still_stands_too() -> None:
    assert rules_stand(FEWER, {}, "以前我喜欢多放表情，现在只想放一两个就好")
