"""Quoted jargon and hype said to crowd or banned as a kind are filed; a question asked
politely, or one floating a softer value against a held ban, is not; a part said to outgrow
the text it heads is sarcasm about its length, asked."""

import pytest

from app.style.evaluation import evaluate
from app.style.learner import heard


def _heard(text: str) -> list[tuple[str, str, bool]]:
    said = heard([text], revision_id=None, message_id=None, versions="V1")
    return [(o.dimension, o.value, o.tentative) for o in said]


@pytest.mark.parametrize(
    ("text", "wish"),
    [
        ("别再堆「扭矩」「额定电压」那一套了", ("vocabulary", "plain")),
        ("每篇都是「重磅」「必看」「速看」，跟卖保险的一样，我们是卖农药的", ("tone", "calm")),
    ],
)
def test_quoted_words_banned_as_a_kind_or_crowding_the_text_are_filed(text, wish) -> None:
    assert _heard(text) == [(*wish, False)]


@pytest.mark.parametrize(
    "text",
    [
        "Please, is it better to address the tenants as 'you' in the handbook or keep it as "
        "'tenants'? Your honest view first.",
        "Please, is it better to write to the parents as 'you' or keep it third person? I'd like "
        "your opinion.",
    ],
)
def test_a_question_asked_politely_files_nothing(text) -> None:
    assert _heard(text) == []


def test_a_softer_value_floated_in_a_question_leaves_the_held_ban() -> None:
    held = {"dimension": "emoji", "value": "none", "state": "active"}
    scenario = {
        "id": "t",
        "lang": "zh",
        "kind": "question_after",
        "existing": [],
        "turns": [
            {"suggestion": "以后通知里一个表情都别放", "expect": held | {"conflict": False}},
            {
                "suggestion": "你觉得每条放一两个表情，是不是亲切点？",
                "expect": held | {"conflict": False, "confidence": "same", "evidence_count": 1},
            },
        ],
    }
    report = evaluate([scenario])
    assert report.correct == 1, report.failures


def test_a_title_longer_than_the_text_it_heads_is_asked_shorter() -> None:
    text = "Wow, such a title, it has more words than the notice itself. Very handy 👏"
    assert _heard(text) == [("title_style", "short", True)]
