"""A question quoting a paragraph as it stands in a `> ` blockquote is the model asking
(reply_talk.quoted_question); a changed paragraph set as a quote, or a quote with no question
around it, is left to the readers."""

from app.editing.reply_talk import quoted_question

BODY = (
    "**Tie-breaks:** one nearest-number question decides it.\n\n"
    "**Rules:**\n1. Phones away.\n2. Pens down on time.\n\n"
    "**出诊科室：**心内科和眼科，共12名医生到场。"
)


def test_a_question_quoting_a_paragraph_is_the_models_words() -> None:
    reply = (
        "Before I change it, what would you count as fairer? At the moment it says:\n\n"
        "> **Tie-breaks:** one nearest-number question decides it.\n\n"
        "Should a second question decide it?"
    )
    assert quoted_question(reply, BODY) == reply


def test_a_list_quoted_line_by_line_in_chinese_is_a_question_too() -> None:
    reply = (
        "这一段现在是：\n\n> **出诊科室：**心内科和眼科，共12名医生到场。\n\n请问医生名单是什么？"
    )
    assert quoted_question(reply, BODY) == reply
    listed = (
        "Which times? The list reads:\n\n> **Rules:**\n> 1. Phones away.\n> 2. Pens down on time."
    )
    assert quoted_question(listed, BODY) == listed


def test_a_changed_paragraph_set_as_a_quote_is_left_to_the_readers() -> None:
    reply = "Here you go:\n\n> **Tie-breaks:** a single nearest-number question settles it.\n\nOK?"
    assert quoted_question(reply, BODY) is None


def test_a_quote_with_no_question_around_it_is_left_to_the_readers() -> None:
    reply = "It says:\n\n> **Tie-breaks:** one nearest-number question decides it."
    assert quoted_question(reply, BODY) is None
