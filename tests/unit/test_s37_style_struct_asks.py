"""A lasting wish put as a question (app/style/lasting_asks.py)."""

from app.style.lasting_asks import asks_for_lasting


def test_a_question_asking_for_every_piece_to_come_is_a_request():
    assert asks_for_lasting("Can the crew notices be listed out, one line per item, from here on?")
    assert asks_for_lasting("以后的周报能不能都分条写？")


def test_a_question_about_what_will_be_or_with_doubt_or_for_now_is_not():
    assert not asks_for_lasting("will u keep writing them this short from now on?")
    assert not asks_for_lasting("以后的周报都会写得这么详细吗？")
    assert not asks_for_lasting("Could the notices be shorter from now on? Not sure, to be honest.")
    assert not asks_for_lasting("Can the crew notices be listed out?")
