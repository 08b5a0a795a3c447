"""Paragraphs a reply put in another place: a move the writer asked for is applied (EN and ZH
wordings), a move nobody asked for is undone and listed, and text the reply holds twice is a
duplicate, never a move."""

from __future__ import annotations

import pytest

from app.editing.elided import Refused
from app.editing.moves import Move, arranged, asks_to_move, asks_to_reorder, moved_units, undone
from app.editing.reconcile import rebuild
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

STORY = [
    "The ferry left at six, with the mist still lying on the water like wet wool.",
    "By seven the gulls had found us, wheeling and shrieking over the wake.",
    "Breakfast was tea from a flask and a bread roll that tasted of diesel.",
    "We docked at nine, stiff and cold and happier than we had been all week.",
]
NOTICE = [
    "各位家长：",
    "本周五下午三点在学校礼堂召开期末家长会，请准时参加。",
    "学校南门外不能停车，请把车停在体育馆旁的停车场。",
    "会后各班老师会在教室里与家长单独交流。",
    "星光小学\n1月5日",
]


@pytest.mark.parametrize(
    "suggestion",
    [
        "Move the breakfast paragraph to the top.",
        "Swap the second and third paragraphs.",
        "Paragraph 4 should come before paragraph 2.",
        "Put the last paragraph first.",
        "Switch them round.",
        "Reorder the paragraphs so they run in chronological order.",
        "Lead with the paragraph about the gulls.",
        "把停车那段挪到最后。",
        "第二段和第三段对调一下位置。",
        "第四段放到第二段前面。",
        "开头两段的顺序颠倒过来。",
        "调整一下段落顺序，先讲停车再讲开会。",
        "把最后一段往前挪一段。",
    ],
)
def test_asked_moves_are_heard_in_english_and_chinese(suggestion: str) -> None:
    assert asks_to_move([suggestion])


@pytest.mark.parametrize(
    "suggestion",
    [
        "Put both prices up by £1.",
        "Switch the tone to something more formal.",
        "Switch it to British spelling.",
        "Put a comma after 'however' in paragraph 2.",
        "Move the meeting to Thursday.",
        "Place more emphasis on the cost in paragraph 3.",
        "Make the last paragraph warmer.",
        "活动提前到上午9点。",
        "第三段写得更有画面感一些。",
        "把第二句话的用词调换一下。",
        "家长会改到周六。",
    ],
)
def test_other_suggestions_ask_for_no_move(suggestion: str) -> None:
    assert not asks_to_move([suggestion])


def test_the_named_paragraph_goes_where_the_reply_put_it_and_the_rest_keep_their_order() -> None:
    # the reply put 3 first and also swapped 0 and 1; only 3 may move
    assert arranged([3, 1, 0, 2], 4, frozenset({3})) == [3, 0, 1, 2]
    assert arranged([3, 1, 0, 2], 4, None) == [3, 1, 0, 2]
    assert arranged([3, 1, 0, 2], 4, frozenset()) == [0, 1, 2, 3]


def test_a_named_paragraph_the_alignment_left_in_place_still_moves() -> None:
    # "move paragraph 4 up one": 2 and 3 swap places, whichever of them counts as moved
    assert arranged([0, 1, 3, 2], 4, frozenset({3})) == [0, 1, 3, 2]
    assert arranged([0, 1, 3, 2], 4, frozenset({1, 3})) == [0, 1, 3, 2]


def test_a_paragraph_the_reply_left_out_keeps_its_own_place() -> None:
    assert arranged([2, 0, 3], 4, frozenset({2})) == [2, 0, 1, 3]


def test_undone_names_the_fewest_paragraphs_put_back() -> None:
    assert undone([0, 2, 1, 3], [0, 1, 2, 3]) in ([1], [2])
    assert undone([3, 0, 1, 2], [0, 1, 2, 3]) == [3]
    assert undone([0, 1, 2], [0, 1, 2]) == []


def test_moved_units_pair_what_crossed_the_alignment() -> None:
    reply = [STORY[2], STORY[0], STORY[1], STORY[3]]
    pairs = [(1, 0), (2, 1), (3, 3)]
    assert moved_units(reply, STORY, pairs) == [Move(unit=0, paragraph=2)]
    assert moved_units([None, STORY[0]], STORY[:2], [(1, 0)]) == []


def _rebuild(paragraphs: list[str], suggestion: str, reply: list[str]) -> tuple[str, int]:
    body = "\n\n".join(paragraphs)
    scope = scope_of([suggestion], "T", split_paragraphs(body))
    done = rebuild("T", body, None, reply, scope)
    return done.body, len(done.withheld)


def test_an_asked_move_is_applied() -> None:
    reply = [STORY[2], STORY[0], STORY[1], STORY[3]]
    body, withheld = _rebuild(STORY, "Move the breakfast paragraph to the top.", reply)
    assert body == "\n\n".join(reply)
    assert withheld == 0


def test_an_asked_swap_in_chinese_is_applied() -> None:
    reply = [NOTICE[0], NOTICE[2], NOTICE[1], NOTICE[3], NOTICE[4]]
    body, _ = _rebuild(NOTICE, "第二段和第三段对调一下位置。", reply)
    assert body == "\n\n".join(reply)


def test_a_move_nobody_asked_for_is_undone_and_the_edit_kept() -> None:
    warmer = "We docked at nine, stiff and cold and happier than we had been in a long, long week."
    reply = [STORY[0], STORY[2], STORY[1], warmer]
    body, withheld = _rebuild(STORY, "Make the last paragraph warmer.", reply)
    assert body == "\n\n".join([*STORY[:3], warmer])
    assert withheld == 1


def test_an_unasked_move_in_a_global_chinese_edit_is_undone() -> None:
    livelier = [p.replace("。", "！") for p in NOTICE]
    reply = [livelier[0], livelier[3], livelier[1], livelier[2], livelier[4]]
    body, withheld = _rebuild(NOTICE, "整体语气更活泼一点。", reply)
    assert body == "\n\n".join(livelier)
    assert withheld == 1


def test_only_the_asked_move_is_applied_when_the_reply_moved_more() -> None:
    reply = [STORY[3], STORY[1], STORY[0], STORY[2]]
    body, withheld = _rebuild(STORY, "Put the last paragraph first.", reply)
    assert body == "\n\n".join([STORY[3], STORY[0], STORY[1], STORY[2]])
    assert withheld == 1


def test_one_paragraph_repeated_word_for_word_is_dropped() -> None:
    punchier = "The ferry left at six. Mist lay on the water like wet wool."
    reply = [punchier, STORY[1], STORY[2], STORY[1], STORY[3]]
    body, withheld = _rebuild(STORY, "Make the first paragraph punchier.", reply)
    assert body == "\n\n".join([punchier, *STORY[1:]])
    assert withheld == 1


def test_the_article_given_twice_is_refused() -> None:
    edited = [*STORY[:3], "We docked at nine, cold and happy."]
    with pytest.raises(Refused):
        _rebuild(STORY, "Make the last paragraph shorter.", edited + edited)


def test_the_target_given_twice_in_two_versions_is_refused() -> None:
    one = "本周五下午三点，期末家长会在学校礼堂召开，请各位家长务必准时到场。"
    two = "期末家长会定于本周五下午三点在学校礼堂举行，请准时参加，谢谢配合。"
    reply = [NOTICE[0], one, NOTICE[2], two, NOTICE[3], NOTICE[4]]
    with pytest.raises(Refused):
        _rebuild(NOTICE, "第二段写得更正式一点。", reply)


@pytest.mark.parametrize(
    "suggestion",
    [
        "Reorder the paragraphs so the story runs in chronological order.",
        "Rearrange it so the practical details come last.",
        "调整一下段落顺序。",
        "先说营业时间和地址，再说豆子和优惠。",
    ],
)
def test_another_order_of_the_whole_lets_any_paragraph_move(suggestion: str) -> None:
    assert asks_to_reorder([suggestion])
    body = "\n\n".join(NOTICE)
    assert scope_of([suggestion], "T", split_paragraphs(body)).movable is None


@pytest.mark.parametrize(
    "suggestion", ["Swap the second and third paragraphs.", "第二段和第三段对调一下位置。"]
)
def test_a_named_move_lets_only_the_named_paragraphs_move(suggestion: str) -> None:
    assert not asks_to_reorder([suggestion])
    body = "\n\n".join(NOTICE)
    assert scope_of([suggestion], "T", split_paragraphs(body)).movable == frozenset({1, 2})
