"""Session 38 (fid-shapes38): the writer's side of an ask — quotes left out of a restyle, a
topic word that is also a name, a proofread said beside another ask, a sentence named by what
it says."""

import pytest

from app.editing.elided import Refused
from app.editing.misquotes import quotes_note
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

KITES = [
    "Every April the hill above Marston fills with kites.",
    "Priya brought a red dragon kite her grandfather built.",
    "“It pulls like a dog on a lead,” Priya said. “Grandad says it wants the clouds.”",
    "Entry was free, but a burger cost £4 and tea £2. The tent asked £6 per child.",
    "Organiser Helen Price is stepping down. “I'll still come,” she said.",
    "Thank you to the volunteers, and to Marston Bakery for the cakes. See you next April!",
]
SHOP = [
    "城东槐树巷口有一家修鞋铺，开了整整二十六年。",
    "“鞋子跟人一样，哪里磨得狠，就知道他怎么走路。”周桂兰一边穿线一边说。",
    "铺子会开到十二月底，想修鞋的街坊抓紧时间。感谢周阿姨二十六年来的手艺和耐心！",
]
REVIEW = ["第一次读这本书是在大学。", "> 雪落下来的时候，整座山都在听。", "推荐给想慢下来的人。"]


def _scope(suggestion: str, paragraphs: list[str]):  # type: ignore[no-untyped-def]
    return scope_of([suggestion], "Title", split_paragraphs("\n\n".join(paragraphs)))


def test_everything_except_the_quotes_leaves_the_quote_paragraph_out() -> None:
    scope = _scope("Make the whole piece more casual, everything except the quotes.", KITES)
    # the quote paragraph is out; Helen's paragraph is prose with a quote inside: in
    assert not scope.whole and scope.paragraphs == {0, 1, 3, 4, 5}


def test_dont_touch_the_quotes_leaves_them_out_of_a_proofread() -> None:
    assert 2 not in _scope("Fix any typos, but don't touch the quotes.", KITES).paragraphs


def test_chule_yinyong_leaves_the_block_quote_out() -> None:
    assert _scope("除了引用部分，全文改得更口语化", REVIEW).paragraphs == {0, 2}
    assert _scope("引文不要动，其余部分写得更书面一些", REVIEW).paragraphs == {0, 2}


def test_chule_ta_shuo_de_hua_leaves_the_speech_out() -> None:
    assert 1 not in _scope("除了周阿姨说的话，其他都写得简洁些", SHOP).paragraphs


def test_the_paragraph_about_prices_is_not_helen_prices() -> None:
    assert _scope("Shorten the paragraph about prices.", KITES).paragraphs == {3}


def test_the_paragraph_about_the_bakery_still_finds_the_bakery_by_name() -> None:
    assert _scope("Make the paragraph about the bakery warmer.", KITES).paragraphs == {5}


def test_any_typos_beside_a_named_paragraph_is_a_proofread_of_the_whole() -> None:
    scope = _scope("Make the opening livelier, and fix any typos while you're at it.", KITES)
    assert scope.whole
    assert _scope("第一段写得生动一点，顺便改改错别字", SHOP).whole
    assert not _scope("Make the opening livelier.", KITES).whole


def test_the_last_sentence_of_thanks_is_that_sentence() -> None:
    assert _scope("最后那句感谢的话改得更真诚一点", SHOP).sentences == {(2, 1)}
    assert _scope("把最后一句感谢写得正式些", SHOP).sentences == {(2, 1)}
    # the sentence the writer names is the one saying so, not a guess among several
    assert _scope("那句抓紧的话删掉", SHOP).sentences == {(2, 0)}


def test_the_last_apology_is_the_sentence_asking_pardon() -> None:
    notice = [
        "停水期间请关闭水龙头。",
        "由此给您带来的不便，敬请谅解。如有疑问，请致电物业。",
        "物业服务中心",
    ]
    assert _scope("最后一句致歉的话说得客气一点。", notice).sentences == {(1, 0)}


def test_a_quote_reworded_inside_prose_when_the_quotes_were_kept_is_refused() -> None:
    suggestion = "Make the whole piece more casual, everything except the quotes."
    scope = _scope(suggestion, KITES)
    assert scope.quotes_kept
    before = "\n\n".join(KITES)
    after = before.replace("Organiser Helen Price is stepping down.", "Helen Price is off.")
    assert quotes_note(before, after, [suggestion], scope) == ""
    reworded = after.replace("“I'll still come,”", "“I'll still pop by,”")
    with pytest.raises(Refused, match="You asked to leave the quotes as they are"):
        quotes_note(before, reworded, [suggestion], scope)


def test_a_short_quote_reworded_unasked_is_no_refusal_when_quotes_were_not_named() -> None:
    suggestion = "Make the whole piece more casual."
    before = "\n\n".join(KITES)
    reworded = before.replace("“I'll still come,”", "“I'll still pop by,”")
    assert quotes_note(before, reworded, [suggestion], _scope(suggestion, KITES)) == ""


def test_keeping_the_quotes_of_a_named_paragraph_keeps_the_paragraph_in_scope() -> None:
    # 第二段 opens with a quote; its narration is what the writer asks to change
    scope = _scope("第二段叙述的部分写得更生动，引语别动。", SHOP)
    assert scope.paragraphs == {1} and scope.quotes_kept


def test_a_paragraph_left_alone_is_out_of_the_edit_not_its_target() -> None:
    scope = _scope("Make it more casual, but leave paragraph 3 alone.", KITES)
    assert scope.paragraphs == {0, 1, 3, 4, 5}
    assert _scope("第二段别动，其余都写得简洁些", SHOP).paragraphs == {0, 2}


def test_a_fact_kept_in_a_paragraph_leaves_the_paragraph_in() -> None:
    scope = _scope(
        "Make paragraph 4 friendlier, but don't change the prices in paragraph 4.", KITES
    )
    assert scope.paragraphs == {3}
    # "don't change anything yet" leaves no place out: the ending is what the writer asks about
    assert _scope("Don't change anything yet — is the ending strong enough?", KITES).paragraphs == {
        5
    }


def test_everything_except_the_title_keeps_the_title() -> None:
    scope = _scope("除了标题，全文改得更书面一些", SHOP)
    assert not scope.title and scope.paragraphs == {0, 1, 2}


def test_two_sentences_of_one_paragraph_are_both_named() -> None:
    assert _scope("第二段的第一句和第二句都改简洁一点", SHOP).sentences == {(1, 0), (1, 1)}
