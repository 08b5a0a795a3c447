"""A choice is offered only by a reply that lays out alternatives and asks which to take, or
heads two versions with labels of their own (the question is looked for only after an offer):
a question alone, or an offer with neither, is no choice."""

from app.editing.choices import offers_choice

BODY = "The fair opens at nine.\n\nStalls close at four."
ZH = "义卖九点开始。\n\n摊位四点收。"


def test_alternatives_and_a_question_together_offer_a_choice() -> None:
    reply = "Here are two options:\n\nOption 1: Doors at nine.\n\nOption 2: Open from nine.\n\n"
    assert offers_choice(reply + "Which do you prefer?", BODY)
    zh = "两个版本：\n\n版本一：九点开门。\n\n版本二：九点开始。"
    assert offers_choice(zh + "\n\n你更喜欢哪个？", ZH)


def test_an_offer_without_a_question_or_labelled_versions_is_no_choice() -> None:
    reply = "Here are two options:\n\nDoors at nine.\n\nThat one reads best."
    assert not offers_choice(reply, BODY)
    assert not offers_choice("两个版本里我选了这个：\n\n九点开门。", ZH)


def test_two_labelled_versions_are_a_choice_without_a_question() -> None:
    reply = "Here are two options:\n\nOption 1: Doors at nine.\n\nOption 2: Open from nine."
    assert offers_choice(reply, BODY)
    assert offers_choice("两个版本：\n\n版本一：九点开门。\n\n版本二：九点开始。", ZH)


def test_a_question_without_alternatives_is_no_choice() -> None:
    assert not offers_choice("The fair opens at nine.\n\nWhich do you prefer?", BODY)
    assert not offers_choice("义卖九点开始。\n\n你更喜欢哪个？", ZH)
