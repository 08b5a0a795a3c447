"""The shapes of naming a part that session 39's addressing set found misplaced, each beside
the look-alike that must stay as it was."""

from __future__ import annotations

from tests.unit.fair_notice import scope_in


def test_all_but_a_paragraph_named_by_topic_leaves_it_out() -> None:
    assert scope_in("Tighten all but the raffle paragraph.").paragraphs == {0, 1, 2, 4}
    assert scope_in("Tighten the raffle paragraph.").paragraphs == {3}


def test_last_the_verb_names_no_paragraph() -> None:
    assert 4 not in scope_in("The raffle paragraph should say while stocks last.").paragraphs
    assert scope_in("The last paragraph should say while stocks last.").paragraphs == {4}


def test_sentences_named_by_what_they_say() -> None:
    assert scope_in("The sentence about the top prize is dull.").sentences == {(3, 1)}
    assert scope_in("The raffle tickets sentence is awkward.").sentences == {(3, 0)}
    assert scope_in("The first sentence of the parking paragraph is blunt.").sentences == {(1, 0)}
    assert scope_in("The last sentence of the intro is clumsy.").sentences == {(0, 1)}
    assert scope_in("The very first sentence needs a hook.").sentences == {(0, 0)}


def test_chinese_sentences_named_by_what_they_say() -> None:
    body = "门票旺季190元，学生半价。现场不用排队。\n\n停车场很远。最好早点到。"
    assert scope_in("“现场不用排队”那句改得口语化一点", body).sentences == {(0, 1)}
    assert not scope_in("“现场不用排队”那句改得口语化一点", body).paragraphs
    assert scope_in("停车那段的第二句改一下", body).sentences == {(1, 1)}
    opening = scope_in("开头第一句改得吸引人点", body)
    assert opening.sentences == {(0, 0)} and not opening.paragraphs


def test_a_letters_greeting_and_body_are_counted_apart() -> None:
    letter = "各位业主：\n\n本周三停水。\n\n敬请谅解。\n\n物业服务中心\n2026年12月5日"
    assert scope_in("称呼改得亲切一点", letter).paragraphs == {0}
    assert scope_in("称呼下面那段写得更清楚", letter).paragraphs == {1}
    assert scope_in("正文第一段改得简短些", letter).paragraphs == {1}
    english = "Dear Ms Patel,\n\nThank you for hosting us.\n\nBest,\nJames"
    assert scope_in("Make the greeting less formal.", english).paragraphs == {0}
    assert scope_in("Make the opening warmer.", english).paragraphs == {0, 1}


def test_a_lists_lead_in_is_no_salutation() -> None:
    body = "Before the trip, please check the following:\n\n- Pack a coat\n- Bring lunch\n\nBye."
    assert scope_in("The intro line is too curt.", body).paragraphs == {0}


def test_the_nth_of_a_labelled_kind() -> None:
    body = "\n\n".join(
        ["Three offers this week.", "**Offer one:** coffee.", "**Offer two:** cake.", "Thanks!"]
    )
    assert scope_in("The second offer needs a date.", body).paragraphs == {2}
    assert scope_in("The second paragraph needs a date.", body).paragraphs == {1}
    zh = "\n\n".join(["开业啦。", "**开业福利一：**送可颂。", "**开业福利二：**抽奖。", "欢迎！"])
    assert scope_in("第一个福利写得更吸引人", zh).paragraphs == {1}


def test_the_nth_heading_is_the_heading_line() -> None:
    body = "\n\n".join(["Intro.", "## Getting there", "Bus 42.", "## Prices", "£8."])
    assert scope_in("The second heading should be a question.", body).paragraphs == {3}
    assert scope_in("The paragraph under 'Getting there' is terse.", body).paragraphs == {2}
    assert scope_in("Make the Prices section clearer.", body).paragraphs == {3, 4}


def test_a_topic_names_the_paragraph_holding_its_longest_piece() -> None:
    body = "\n\n".join(
        [
            "国庆我们去了黄山。我爸检查了行李。",
            "门票190元。",
            "我爸年轻时来过一次，全靠两条腿爬上去。",
        ]
    )
    assert scope_in("我爸年轻时来黄山那段写得更有感情", body).paragraphs == {2}
    assert scope_in("黄山那段写得更有感情", body).paragraphs == {0}


def test_where_i_talk_about_names_a_paragraph() -> None:
    assert scope_in("Where I talk about my dad, make it warmer.").paragraphs == {2}
    assert scope_in("The half-price raffle tickets line is dull.").paragraphs == {3}


def test_a_word_the_labels_share_names_them() -> None:
    body = "\n\n".join(
        [
            "Three offers this week.",
            "**Offer one:** half-price coffee.",
            "**Offer two:** a second cake for £1.",
            "Thanks!",
        ]
    )
    assert scope_in("The cake offer is unclear.", body).paragraphs == {2}
    assert scope_in("Make it more fun, but don't change the offers.", body).paragraphs == {0, 3}
    assert scope_in("The thank-you at the end is a bit cold.", body).paragraphs == {3}


def test_the_x_one_names_the_paragraph_saying_x() -> None:
    assert scope_in("The raffle tickets one should say they sell out.").paragraphs == {3}
    assert scope_in("Make the raffle tickets into one line.").whole  # no "tickets one"
    assert not scope_in("Fold the parking note into one sentence.").sentences
