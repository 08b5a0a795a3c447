"""A described fault of the writer's own text, with what it does to readers beside it, is a
wish filed; someone else's text, a doubt or a question stays as it was (style_dev39)."""

from app.style.learner import heard
from app.style.reader_harm import says_reader_harm


def _filed(text: str) -> set[tuple[str, str]]:
    said = heard([text], revision_id=None, message_id=None, versions="")
    return {(o.dimension, o.value) for o in said if not o.tentative}


def test_jargon_the_interns_cannot_follow_is_filed_as_plain_words() -> None:
    text = "周报里「拉通」「颗粒度」「抓手」满篇都是，实习生每次都看得一头雾水。"
    assert _filed(text) == {("vocabulary", "plain")}


def test_a_solid_block_volunteers_give_up_on_is_filed_as_shorter_paragraphs() -> None:
    text = (
        "My event emails are one solid block of text with no breaks at all, and half the "
        "volunteers give up before they even reach the date."
    )
    assert _filed(text) == {("paragraph_length", "shorter")}


def test_a_cousins_jargon_her_relatives_cannot_follow_files_nothing() -> None:
    assert _filed("我表姐写的朋友圈文案全是「赋能」「闭环」，亲戚们都看不懂，笑死。") == set()


def test_a_complaint_the_writer_doubts_is_not_filed() -> None:
    assert _filed("我的商品介绍好像有点太专业了？也不确定。") == set()


def test_sass_denied_a_ban_and_wanted_back_is_a_lively_tone() -> None:
    text = "Hold on, I never said the shop newsletter couldn't have a bit of sass. Put it back in."
    assert _filed(text) == {("tone", "lively")}


def test_reader_harm_is_what_goes_wrong_for_readers_not_who_they_are() -> None:
    assert says_reader_harm("Customers just want to know if the scarf can go in the wash.")
    assert says_reader_harm("老人家看得眼睛都花了")
    assert says_reader_harm("the members can't tell which email is which")
    assert not says_reader_harm("My readers are mostly retired teachers.")
    assert not says_reader_harm("我的读者基本都是初中生")
