"""Session 40 (fid-outside40): a person's name respelt where nobody asked — a given name at a
sentence's start (Anna → Anne), one paragraph's 张伟 written 张玮 while another keeps it — is a
changed fact like a figure; ordinary rewording beside names is not."""

from __future__ import annotations

import pytest

from app.editing.elided import Refused
from app.editing.fact_names import changed_names
from app.editing.facts import restyle_facts
from app.editing.scope import Scope

EN = (
    "Anna Kowalski has run the bread stall for six years. She bakes through the night.\n\n"
    "Anna says the best part of the job is the regulars."
)
ZH = (
    "张伟在这里卖豆腐已经十年了。他每天凌晨三点起床磨豆子。\n\n"
    "他的老邻居李秀英在隔壁卖菜，两人常常互相照看摊子。\n\n"
    "张伟说，最开心的是看到老顾客带着孙子来买豆腐。"
)
WHOLE = Scope(whole=True)


def test_a_given_name_respelt_at_a_sentences_start_is_a_changed_name() -> None:
    after = EN.replace("Anna says", "Anne says")
    assert changed_names(EN, after) == [("Anna", "Anne")]
    after = EN.replace("Anna Kowalski", "Anne Kowalski")
    assert changed_names(EN, after) == [("Anna", "Anne")]


def test_a_chinese_name_respelt_in_one_paragraph_while_another_keeps_it() -> None:
    after = ZH.replace("张伟在这里", "张玮在这里")
    assert changed_names(ZH, after) == [("张伟", "张玮")]
    after = ZH.replace("张伟说", "张玮说")
    assert changed_names(ZH, after) == [("张伟", "张玮")]


def test_a_neighbour_named_after_the_word_for_neighbour_is_a_name() -> None:
    assert changed_names(ZH, ZH.replace("李秀英", "李秀莹")) == [("李秀英", "李秀莹")]


@pytest.mark.parametrize(
    ("before", "after"),
    [
        (
            "The stalls open at eight.\n\nThen the rain came.",
            "They open at eight.\n\nWhen rain came.",
        ),
        ("Anna Kowalski bakes.\n\nThis is hard work.", "Anna Kowalski bakes.\n\nThus it is hard."),
        ("Anna says it is fine.", "For Anna, it is fine."),
        ("Riverside Market opens today.", "Riverside Markets open today."),
        (ZH, ZH.replace("张伟在这里", "老张在这里")),
        ("我们的方法是先磨豆子。王老师说很好。", "我们的方式是先磨豆子。王老师说很好。"),
        ("他很高兴，张伟说。", "他高声说，张伟说。"),
    ],
)
def test_ordinary_rewording_beside_names_is_no_changed_name(before: str, after: str) -> None:
    assert changed_names(before, after) == []


def test_a_restyle_that_respells_a_name_is_refused_in_the_articles_language() -> None:
    with pytest.raises(Refused, match="Anna.*Anne"):
        restyle_facts(EN, EN.replace("Anna says", "Anne says"), ["Make it livelier."], WHOLE)
    with pytest.raises(Refused, match="张伟.*张玮"):
        restyle_facts(ZH, ZH.replace("张伟说", "张玮说"), ["整篇写得生动一点。"], WHOLE)


def test_a_rename_the_writer_asked_for_is_saved() -> None:
    after = EN.replace("Anna", "Anne")
    assert restyle_facts(EN, after, ["Change Anna to Anne throughout."], WHOLE) == ""
