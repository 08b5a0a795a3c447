"""Session 48's style readings pinned directly: a taking back with nothing after it, a tag asking
agreement after a judgement, a message to a colleague, a reader called by title or first name,
a rewrite pair asked for from now on — English and Chinese."""

import pytest

from app.style.address_names import address_by_name
from app.style.agreement_tags import agreement_tags_said_plainly
from app.style.colleague_told import to_a_colleague
from app.style.rewrite_pairs import pair_wish
from app.style.signals import measure, signal_values
from app.style.taken_back import what_stands


@pytest.mark.parametrize(
    ("message", "stands"),
    [
        ("以后多用点表情吧。算了，当我没说", ""),
        ("以后标题写短点。不对不对，还是长标题好", "还是长标题好"),
        ("以后段落写短——打错了，是写长一点", "以后段落写长一点"),
        ("以后句子写长些——说反了，写短些", "以后句子写短些"),
    ],
)
def test_the_thing_a_slip_named_is_written_back_only_into_a_bare_size(message, stands):
    assert what_stands(message) == stands


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("Keep it casual, ok?", "Keep it casual, please."),
        ("Make sure every title is short, ok?", "Make sure every title is short, please."),
        ("The titles are too long, right?", "The titles are too long, right?"),
        ("It's a bit much, yeah?", "It's a bit much, yeah?"),
    ],
)
def test_a_tag_asking_agreement_is_a_please_only_after_a_wish(text, plain):
    assert agreement_tags_said_plainly(text) == plain


@pytest.mark.parametrize(
    "text",
    [
        "@Tom when you put the match report up, fewer emoji on yours, ok?",
        "@阿杰 你发群公告的时候，标题写长一点哈。",
    ],
)
def test_a_message_to_a_colleague_about_their_pieces_is_theirs(text):
    assert to_a_colleague(text)


@pytest.mark.parametrize(
    "text",
    [
        "@阿杰 跟你说下，我以后的稿子都不用列表了。",
        "@小王 数据你核一下；另外编辑，以后我的稿子语气都平和点",
        "@小助手 以后你写日报用正式的书面语",
        "Shorter captions from now on, you know the drill.",
    ],
)
def test_a_message_about_the_writers_own_pieces_or_to_the_helper_is_read(text):
    assert not to_a_colleague(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "From now on, address guests as 'Mr' and 'Ms' with their surnames, never first names.",
            "formal",
        ),
        (
            "Call customers Mrs plus their last name in the reminders, never just a first name.",
            "formal",
        ),
        ("以后邮件里称呼客户要用“王先生”“李女士”这种，别直呼名字。", "formal"),
        ("Going forward greet members by their first name - no more 'Dear Mr Smith'.", "casual"),
        ("以后群发消息直接叫名字就行，别再“尊敬的张先生”了。", "casual"),
        ("店里新到一款花叫“活泼小姐”，帮我加到价目表", None),
        ("我先生说叫读者亲切点", None),
        ("Call the reader you from now on.", None),
    ],
)
def test_a_title_or_a_first_name_asked_is_the_register(text, value):
    assert address_by_name(text) == value


@pytest.mark.parametrize(
    ("text", "wish"),
    [
        (
            "Instead of 'Attendees are requested to proceed to the hall', write 'Head over to the "
            "hall'. That's the voice from here on.",
            ("formality", "casual"),
        ),
        (
            "不要写“敬请广大游客有序排队入园”，写“大家排好队进园哈”，以后都这个调调。",
            ("formality", "casual"),
        ),
        (
            "Don't write 'grab a seat, folks', write 'Please take your seats'. Going forward.",
            ("formality", "formal"),
        ),
        ("别写“读者可以扫码报名”，写“你可以扫码报名”，以后都这么写。", ("person", "second")),
        (
            "Instead of 'Visitors can collect tickets at the gate', write 'You can grab your "
            "tickets at the gate'. Every post like that.",
            ("person", "second"),
        ),
        (
            "Instead of 'Visitors can collect tickets at the gate', write 'You can grab your "
            "tickets at the gate'.",
            None,
        ),
    ],
)
def test_a_rewrite_pair_asked_from_now_on_is_read_by_what_differs(text, wish):
    assert pair_wish(text) == wish


@pytest.mark.parametrize(
    ("before", "after", "value"),
    [
        (
            "Markets back!\n\nThe market returns on Sunday at the reserve, 8am to 2pm.",
            "Community Market Returns to the Reserve This Sunday, 8am to 2pm\n\n"
            "The market returns on Sunday at the reserve, 8am to 2pm.",
            "long",
        ),
        (
            "开园啦！\n\n云台山景区本周六恢复开放，开放时间为早上七点到下午六点。",
            "云台山景区本周六恢复开放，开放时间早七点至晚六点\n\n"
            "云台山景区本周六恢复开放，开放时间为早上七点到下午六点。",
            "long",
        ),
    ],
)
def test_a_title_written_over_an_exclaimed_first_line_is_measured(before, after, value):
    found = signal_values(measure("", before), measure("", after))
    assert [(d, v) for d, v, _ in found if d == "title_style"] == [("title_style", value)]


def test_a_long_exclaimed_first_line_is_no_title():
    text = "We are so happy to tell you all that the market is back this week!\n\nSee you there."
    assert measure("", text).cried_words == 0
