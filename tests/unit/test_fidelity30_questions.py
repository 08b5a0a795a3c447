"""Session 30: a question about which part the model would edit, put beside "don't cut it" or
"just tell me", is a question (blind29's which_to_cut kind); and a whole-article ask answered
with one of the article's paragraphs as it was, and none of the rest, is never saved as the
article cut to it (dev30's question_answered_quoting_paragraph: a silent loss before)."""

from __future__ import annotations

import pytest

from app.editing.align import is_talk
from app.editing.elided import Refused
from app.editing.losses import check_one_kept
from app.editing.opinion import asks_opinion
from app.editing.scope import Scope, scope_of
from app.editing.units import split_paragraphs


@pytest.mark.parametrize(
    "message",
    [
        "Which paragraph would you cut first? Just tell me, don't cut it.",
        "What would you cut if it had to lose a paragraph? Tell me first, don't cut it.",
        "Which paragraph would you shorten first? Don't shorten anything, just say.",
        "你会先删哪一段？告诉我就行，先别删。",
        "你看哪段可以删？告诉我就好。",
        "如果只能删一段，你删哪段？先别删。",
    ],
)
def test_which_would_you_edit_beside_tell_me_is_a_question(message: str) -> None:
    assert asks_opinion(message)


@pytest.mark.parametrize(
    "message",
    [
        "Which paragraph is weakest? Cut it.",
        "Can you cut which paragraph is weakest?",
        "What if we cut paragraph 3?",
        "哪段可以删？帮我删掉。",
        "Cut the weakest paragraph.",
        "删掉第三段。",
    ],
)
def test_an_edit_asked_beside_a_question_is_still_an_edit(message: str) -> None:
    assert not asks_opinion(message)


ARTICLE = [
    "米溪图书馆的阅读花园周二正式开放。",
    "志愿者们种下了60株薰衣草。",
    "花园里有八张橡木长椅。",
    "五月到九月，每周五上午讲故事。",
    "开放活动详情请查看网站。",
]


def _whole(ask: str) -> Scope:
    return scope_of([ask], "标题", split_paragraphs("\n\n".join(ARTICLE)))


def test_one_paragraph_as_it_was_and_an_offer_is_no_cut_article() -> None:
    scope = _whole("帮我看看哪段能删。")
    texts = [None, "要我删掉吗？", None, None, ARTICLE[4]]
    with pytest.raises(Refused, match="only paragraph 5"):
        check_one_kept(texts, ARTICLE, scope)


def test_a_real_cut_keeps_its_rewritten_paragraphs() -> None:
    scope = _whole("把文章缩短一半。")
    rewritten = "志愿者种了60株薰衣草，花园里还有八张橡木长椅，每张都刻着一句话。"
    check_one_kept([ARTICLE[0], rewritten, None, None, None], ARTICLE, scope)
    check_one_kept([ARTICLE[0], None, ARTICLE[2], None, ARTICLE[4]], ARTICLE, scope)


@pytest.mark.parametrize(
    "line", ["要我删掉吗？", "要我把第三段也精简吗？", "好的。要我再改短一点吗？"]
)
def test_an_offer_put_with_yao_wo_ma_is_the_models_talk(line: str) -> None:
    assert is_talk(line, "第一段。\n\n第二段。")


def test_yao_wo_in_the_articles_own_words_is_no_offer() -> None:
    assert not is_talk("他总是要我早点回家。", "第一段。")
    assert not is_talk("她问：“你要我怎么办吗？”", "第一段。")
