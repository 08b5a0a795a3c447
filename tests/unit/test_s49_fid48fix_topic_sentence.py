"""A sentence of a paragraph named by its topic where several paragraphs mention the topic's
words: the one that says the topic whole, in its text or its heading (topic_sentences.py;
blind48 beekeeping-en-07, shuhua-zh-12; fidelity_dev49)."""

from app.editing.topic_sentences import sentences_named
from app.editing.units import split_paragraphs

EN = split_paragraphs(
    "Swarms come in May.\n\n## If you see a swarm\n\nStay calm. Do not spray it.\n\n"
    "Call the swarm line on 07700 900 318. Outside those hours, leave a message.\n\n"
    "## Donations\n\nDrop off donations at the back door. We cannot accept magazines.\n\n"
    "Thanks for the swarm reports."
)
ZH = split_paragraphs(
    "本社举办作品展。\n\n## 投稿时间与地点\n\n收稿时间为3月4日至3月12日。逾期不再收稿。\n\n"
    "## 联系我们\n\n联系人：冯静怡，电话 0579-8612 3307（周一至周五 8:30—17:00）。"
)


def test_the_paragraph_saying_the_topic_whole() -> None:
    asked = "Rewrite the last sentence of the swarm line paragraph so it's clearer."
    assert "paragraph 3" in sentences_named(asked, EN)
    asked = "Rewrite the last sentence of the donations paragraph."
    assert "paragraph 4" in sentences_named(asked, EN)
    assert "第2段" in sentences_named("把投稿时间那段最后一句改得委婉一点。", ZH)


def test_no_one_paragraph_saying_it_leaves_the_words_as_they_are() -> None:
    asked = "Rewrite the last sentence of the parking paragraph."
    assert sentences_named(asked, EN) == asked


def test_a_place_is_no_topic() -> None:
    # "the last paragraph" is read by places.py, never as a paragraph holding "last"
    paras = split_paragraphs(
        "It began in 2011.\n\nThe last kite came down at six.\n\nThanks. See you."
    )
    asked = "Make the first sentence of the last paragraph warmer."
    assert sentences_named(asked, paras) == asked
