"""Session 52 (fid51shapes): a promise of another ask in a later message is talk, not text
(promised.py, continued.py); a hedged question asks a fact; 表格 as a cell's place asks nothing
of the table's form."""

import pytest

from app.editing.align import is_chatter
from app.editing.continued import continued_marker
from app.editing.drift import asks_about_form
from app.editing.opinion import asks_opinion
from app.editing.promised import promises_later


@pytest.mark.parametrize(
    "line",
    [
        "I'll do the second one (the plant sale sentence) next.",
        "Next, I'll write the cake stall sentence for the end.",
        "In my next message I'll write the paragraph on the export format.",
        "The plant sale sentence will follow in my next message.",
        "第二处我下一条再改。",
        "噪音规定这一条，我下一条回复再加。",
        "家长须知那句，我下一条回复再补上。",
    ],
)
def test_a_promise_of_another_ask_later_is_talk(line: str) -> None:
    assert promises_later(line)
    assert is_chatter(line)


@pytest.mark.parametrize(
    "line",
    [
        "The cake stall will be next to the finish line.",
        "Next week we will add a second lap.",
        "I'll see you at the start line next Saturday!",
        "We will add more dates later this year.",
        "下一条线路将于明年开通。",
        "接下来请大家排队入场。",
    ],
)
def test_the_articles_own_plans_are_not_promises(line: str) -> None:
    assert not promises_later(line)


def test_a_promise_of_another_ask_is_no_cut_but_the_rest_promised_is() -> None:
    article = "Title\n\nOne.\n\nTwo."
    done = (
        "Title\n\nOne.\n\nTwo.\n\nIn my next message I'll write the paragraph on the export format."
    )
    assert continued_marker(done, article) is None
    cut = "Title\n\nOne.\n\nIn my next message I'll send the rest of the article."
    assert continued_marker(cut, article) is not None
    assert (
        continued_marker("标题\n\n一。\n\n剩余部分见下一条消息", "标题\n\n一。\n\n二。") is not None
    )


def test_a_hedged_question_asks_a_fact() -> None:
    assert asks_opinion("Roughly how long is each lap in miles?")
    assert asks_opinion("About how many people came last year?")
    assert not asks_opinion("Roughly halve paragraph 2.")


def test_a_table_named_as_a_cells_place_asks_nothing_of_its_form() -> None:
    assert not asks_about_form(["表格里第四期的主题改成“线装与函套制作”。"])
    assert not asks_about_form(["表格中眼科医生的名字改成王思源。"])
    assert asks_about_form(["把这段改成表格"])
    assert asks_about_form(["表格对齐一下"])
