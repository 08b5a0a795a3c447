"""A sentence a restyle reworded a little and turned round on the way (outside46a F3): saved
before as an ordinary word change ("not in the courtyard" → "and in the courtyard", 已完成 →
还没有完成, closed → open, 免费 → 收费). A restyle saying the same the other way round is not."""

import pytest

from app.editing.turned_words import turned_round

ASK = "make it all sound friendlier"


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("Parking is on Hollis Lane, not in the courtyard.",
         "Parking is on Hollis Lane and in the courtyard."),
        ("所有动物都已完成绝育和疫苗接种。", "所有动物都还没有完成绝育和疫苗接种。"),
        ("所有动物都已完成绝育和疫苗接种。", "所有动物都没有完成绝育和疫苗接种。"),
        ("需要提前预约。", "不需要预约。"),
        ("The library is closed on Monday, December 22.",
         "Just so you know, the library is open on Monday, December 22."),
        ("Books must be returned before 5 pm on Saturday.",
         "Books must be returned after 5 pm on Saturday."),
        ("Food is never allowed upstairs.", "Food is always allowed upstairs."),
        ("The workshop is free, but you need to book.",
         "The workshop is paid, but you need to book."),
        ("图书馆周一闭馆。", "图书馆周一开馆。"),
        ("馆内禁止饮食。", "馆内允许饮食。"),
        ("讲座免费，欢迎参加。", "讲座收费，欢迎参加。"),
        ("You won't need a ticket.", "You'll need a ticket."),
        ("Dogs are not allowed in the hall.", "Dogs are allowed in the hall."),
    ],
)  # fmt: skip
def test_a_sentence_turned_round_is_found(before: str, after: str) -> None:
    assert turned_round(before, after, ASK) == [(before, after)]


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("Don't forget to bring your ID.", "Remember to bring your ID."),
        ("Please do not park on the grass.", "Please keep off the grass."),
        ("我们不收费。", "我们免费。"),  # a negation dropped with the word for its opposite
        ("请勿吸烟。", "请不要吸烟。"),
        ("Take the No. 5 bus.", "Take the number 5 bus."),
        ("We won't be open on Sunday.", "We'll be closed on Sunday."),
        ("别忘了带身份证。", "记得带身份证。"),
        ("不超过40人。", "最多40人。"),
        ("没有问题。", "没问题。"),
        ("It is not only cheap but also fast.", "It is cheap and fast."),
        ("Open from 9 to 5, closed on Sundays.", "We are open 9 to 5 and closed Sundays."),
        ("The hall is open until 9.", "The hall stays open until 9 — come along!"),
        ("不仅免费，还送茶点。", "免费，还送茶点。"),
    ],
)  # fmt: skip
def test_the_same_said_another_way_is_not(before: str, after: str) -> None:
    assert turned_round(before, after, ASK) == []


@pytest.mark.parametrize(
    ("before", "after", "asked"),
    [
        ("The library is closed on Monday.", "The library is open on Monday.",
         "say the library is open on Monday now"),
        ("The workshop is free.", "The workshop is not free.", "make it the opposite"),
        ("讲座免费。", "讲座收费。", "讲座改成收费的"),
    ],
)  # fmt: skip
def test_a_turn_the_suggestion_asks_for_is_not_refused(before: str, after: str, asked: str):
    assert turned_round(before, after, asked) == []


def test_only_changed_sentences_are_read_and_each_against_its_likeliest_original() -> None:
    before = "The hall is closed on Monday. It is open on Tuesday."
    after = "The hall is closed on Monday. It's open on Tuesday, so do drop by."
    assert turned_round(before, after, ASK) == []
