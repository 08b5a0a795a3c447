"""A FAQ's answer named by its question's topic (app.editing.faq_topics, read by mentions)."""

from app.editing.faq_topics import answers_by_question, stem
from app.editing.mentions import described_paragraphs, question_lines

HELP = [
    "**How do returns work?**",
    "You can return anything within 30 days. We email you a free return shipping label.",
    "**Do you ship abroad?**",
    "Yes. We ship to most of Europe and to Canada.",
    "**Can I change my order?**",
    "Yes, as long as it has not been packed yet.",
]
ZFAQ = [
    "## 可以退货吗？",
    "收到商品七天内都可以退货，运费由我们承担。",
    "## 多久发货？",
    "一般48小时内发货；如果需要退货，请先联系客服。",
    "## 可以开发票吗？",
    "可以，下单时填写抬头即可。",
]
INLINE = [
    "Questions we get",
    "Who pays for returns?\nReturn postage is paid by the buyer.",
    "Do you ship abroad?\nYes, to Canada.",
    "Can I change my order?\nYes, as long as it has not shipped yet.",
]


def _answers(text: str, paragraphs: list[str]) -> set[int]:
    return answers_by_question(text, paragraphs, question_lines(paragraphs))


def test_the_topic_answer_is_under_its_question_not_one_that_mentions_it() -> None:
    assert _answers("shorten the shipping answer", HELP) == {3}
    assert described_paragraphs("shorten the shipping answer", HELP) == {3}
    assert _answers("make the answer about returns clearer", HELP) == {1}
    assert _answers("make the shipping answer friendlier", INLINE) == {2}


def test_a_chinese_topic_answer_is_under_its_question() -> None:
    assert _answers("把关于退货的那个回答改短", ZFAQ) == {1}
    assert _answers("发货那个回答精简一下", ZFAQ) == {3}
    assert described_paragraphs("把讲发票的那个答案写得简洁一点", ZFAQ) == {5}


def test_a_place_or_a_topic_no_question_holds_names_no_answer() -> None:
    assert _answers("shorten the second answer", HELP) == set()
    assert _answers("第一个回答写得简洁一点", ZFAQ) == set()
    assert _answers("shorten the refund answer", HELP) == set()
    assert (
        _answers("shorten the shipping answer", ["No questions here.", "Shipping is free."])
        == set()
    )


def test_stems_read_a_word_in_its_forms() -> None:
    assert stem("shipping") == stem("ship") == "ship"
    assert stem("returns") == stem("return")
    assert stem("fees") == "fee"
    assert stem("calls") == "call"


def test_a_chinese_topic_keeps_its_own_characters() -> None:
    faq = ["**退货说明在哪看？**", "在订单页底部。", "**最难的是哪一步？**", "填地址。"]
    assert _answers("把退货说明那个回答改短", faq) == {1}
    assert _answers("帮我把讲最难的那个回答写短点", faq) == {3}
