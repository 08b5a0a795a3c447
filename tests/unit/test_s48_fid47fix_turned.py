"""Session 48 (fid47fix): the pure readings behind fidelity_blind47's fixes — a rule of the
asked paragraph turned round by a free rewrite, a question the writer wants only answered, a
selection's old/new JSON record, a bold title, a quote named by its speaker's role."""

from __future__ import annotations

import json

from app.editing.bare_title import bare_title
from app.editing.formats import full as full_format
from app.editing.formats.structured import selected_text
from app.editing.mentions import described_paragraphs
from app.editing.no_edit_asked import forbids_edit
from app.editing.respelt_names import respelt_names
from app.editing.scope import scope_of
from app.editing.turned_paragraphs import (
    dropped_negation,
    lifted_paragraph_limit,
    turned_paragraphs,
)
from app.editing.units import split_paragraphs


def test_a_limit_lifted_by_a_free_rewrite_of_the_paragraph_is_read() -> None:
    old = (
        "That makes 36 places in the first week. Only volunteers who have completed the "
        "food-safety induction may work in the packing room; everyone else starts on the "
        "hand-out desk."
    )
    new = "That gives us 36 places. Everyone is welcome in the packing room, and the desk too."
    assert lifted_paragraph_limit(old, new, "Make the paragraph under the table friendlier.")
    zh_old = "宿舍楼每晚23:00关门，仅限本楼学生进入，家长当天可陪同进入至18:00。"
    zh_new = "宿舍楼每晚23:00关门，欢迎其他同学来访做客，家长当天可陪同进入至18:00。"
    assert lifted_paragraph_limit(zh_old, zh_new, "住宿那段写得温馨一些。")


def test_a_limit_said_in_other_words_or_asked_is_no_lift() -> None:
    old = "Only members with a valid lane card may use the fast lane; everyone else swims here."
    kept = "The fast lane is kept for members with a lane card; everyone else is welcome here."
    assert lifted_paragraph_limit(old, kept, "Make it more welcoming.") is None
    zh_old = "公共厨房只对本楼租户开放，使用后请自行清理。"
    zh_kept = "公共厨房是专为本楼租户准备的，欢迎大家来做饭，用完记得收拾干净哦。"
    assert lifted_paragraph_limit(zh_old, zh_kept, "公共厨房那句写得温馨一些。") is None
    opened = "The fast lane is open to everyone."
    assert lifted_paragraph_limit(old, opened, "Open the fast lane to everyone.") is None
    # 只有十分钟 is an amount, not who may
    assert lifted_paragraph_limit("只有十分钟。", "所有人都有十分钟。", "改得活泼些") is None


def test_a_ruling_negation_said_again_as_allowed_is_read() -> None:
    old = "Groups are limited to 20. We don't take payment on the day."
    new = "Groups are limited to 20 — or simply pay on the day."
    assert dropped_negation(old, new, "Make the Tickets paragraph shorter.") == (
        "We don't take payment on the day",
        "or simply pay on the day",
    )
    bonfire = "Bonfires are not permitted at any time of year. Take green waste to the bays."
    fine = "Bonfires are fine in winter; otherwise take green waste to the bays."
    assert dropped_negation(bonfire, fine, "Shorten the bonfire paragraph.") is not None
    zh_old = "器械区不提供私教服务，请勿在器械区大声喧哗。"
    zh_new = "器械区可预约私教服务，请勿大声喧哗。"
    assert dropped_negation(zh_old, zh_new, "器械区那段精简一下。") is not None


def test_a_negation_that_rules_nothing_out_or_means_the_positive_is_no_turn() -> None:
    worn = "I put on a pair of trainers I hadn't worn for years, and the city was hard to see."
    assert dropped_negation(worn, "I put on my old trainers, and the city was misty.", "") is None
    assert dropped_negation("远处的城市看不清楚。", "远处的城市隐在雾里。", "生动些") is None
    forget = "Don't forget to bring your ticket."
    assert dropped_negation(forget, "Remember to bring your ticket, or buy one.", "") is None
    kept = "Card or app only — no cash at the desk."
    assert dropped_negation("We don't accept cash at the desk.", kept, "Shorter.") is None
    said = "Say that payment on the day is fine now."
    assert dropped_negation("We don't take payment on the day.", "Pay on the day.", said) is None


def test_turned_paragraphs_pairs_the_changed_paragraph_in_its_place() -> None:
    before = "Intro.\n\nWe don't take payment on the day.\n\nEnd."
    after = "Intro.\n\nBook ahead, or simply pay on the day.\n\nEnd."
    assert turned_paragraphs(before, after, "Make paragraph 2 shorter.")
    assert turned_paragraphs(before, after, "Say the opposite in paragraph 2.") == []


def test_a_question_with_only_answer_is_no_edit_asked() -> None:
    for said in (
        "How many helpers in total? Just answer, don't edit.",
        "How long is each day? Only answer the question.",
        "What do both plots cost? Just answer.",
        "每天开放几个小时？只回答。",
        "一共持续多长时间？回答就行。",
    ):
        assert forbids_edit([said]), said
    for said in (
        "Just answer the question in paragraph 3 more directly.",
        "把问题和回答分开。",
        "Make the answer in the FAQ shorter.",
        "Shorten paragraph 2 and don't change anything else.",
    ):
        assert not forbids_edit([said]), said


def test_an_old_new_record_for_a_selection_is_one_json_answer() -> None:
    body = "Each walk covers 2.4 km at an easy pace and ends near the square."
    reply = '```json\n{"original": "at an easy pace", "revised": "at an unhurried, slow pace"}\n```'
    assert json.loads(selected_text(reply, "at an easy pace", body) or "") == {
        "replacement": "at an unhurried, slow pace"
    }


def test_a_bold_line_for_a_title_ask_is_the_title_beside_a_salutation_like_it() -> None:
    title = "星河合唱团新会员须知"
    body = "欢迎各位新会员加入星河合唱团！\n\n每周六14:00排练。"
    paragraphs = split_paragraphs(body)
    scope = scope_of(["把标题改得热情些。"], title, paragraphs)
    reply = "**欢迎各位新会员：星河合唱团入团须知**"
    reading = full_format.read_reply(
        reply, title=title, body_paragraphs=paragraphs.texts, recast=False, asked=[]
    )
    assert bare_title(title, body, reading, scope, reply) == "欢迎各位新会员：星河合唱团入团须知"
    # the same line without its bold is liker the salutation than the title: not read as it
    plain = reply.strip("*")
    reading = full_format.read_reply(
        plain, title=title, body_paragraphs=paragraphs.texts, recast=False, asked=[]
    )
    assert bare_title(title, body, reading, scope, plain) is None


def test_a_heading_named_as_a_paragraph_leaves_its_closing_quote_and_sign_off_out() -> None:
    paragraphs = [
        "Dear parents,",
        "## Helping out",
        "We need six volunteers backstage.",
        '> "The show is only as good as the team." — Mrs Lindqvist',
        "Thank you,\nDaniel Okafor\nYear 6 Teacher",
    ]
    named = described_paragraphs("Add a line to the Helping out paragraph.", paragraphs)
    assert named == {1, 2}


def test_a_quote_named_by_its_speakers_role_is_the_quote() -> None:
    body = (
        "各位居民：\n\n义诊在广场举行。\n\n> “小病早发现，大病早预防。”——中心主任 韩立新"
        "\n\n咨询电话 0571-8893 1200。"
    )
    scope = scope_of(["把中心主任那句话改得更有感染力。"], "义诊通知", split_paragraphs(body))
    assert scope.paragraphs == {2}
    assert not scope.sentences


def test_a_name_after_a_role_and_a_space_is_read_for_respelling() -> None:
    before = "> “愿你遇见更好的自己。”——校长 吴启明"
    after = "> “愿你遇见更辽阔的世界。”——校长 吴启鸣"
    assert respelt_names(before, after) == [("吴启明", "吴启鸣")]


def test_figures_swapped_in_place_move_no_paragraph() -> None:
    from app.editing.moves import asks_to_move

    assert not asks_to_move(["Swap the two ticket prices, I had them the wrong way round."])
    assert not asks_to_move(["Switch the dates round."])
    assert asks_to_move(["Swap the two price paragraphs."])
    assert asks_to_move(["Swap paragraphs 2 and 3."])
    assert asks_to_move(["Swap the two tips."])
