"""Session 52 (style73fix): the readings behind style v73's missed kinds, tested directly —
strikethrough, word pairs, conditions on a kind of piece, a wish withdrawn by naming it, reading
levels, apologetic wishes and a ban lifted with some wanted."""

import pytest

from app.style.apologies import without_apologies
from app.style.conditioned import conditioned
from app.style.dimensions import Observation
from app.style.learner import _ruled
from app.style.lifting import lifted_readings
from app.style.reading_levels import names_a_reading_level, reading_level_read
from app.style.rewrite_pairs import pair_wish
from app.style.struck import struck_said_plainly
from app.style.withdrawals import withdrawn


@pytest.mark.parametrize(
    ("text", "plainly"),
    [
        ("From now on: ~~formal~~ casual.", "From now on: casual, not formal."),
        ("以后语气：~~正式~~ 随意。", "以后语气：随意，不要正式。"),
        (
            "~~third person~~ second person from now on.",
            "second person, not third person from now on.",
        ),
        (
            "~~formal~~ casual - sorry, changed my mind",
            "casual, not formal - sorry, changed my mind",
        ),
    ],
)
def test_the_struck_word_is_the_one_not_wanted(text: str, plainly: str) -> None:
    assert struck_said_plainly(text) == plainly


@pytest.mark.parametrize(
    "text",
    [
        "Price is now ~~£20~~ £15, please put that in.",
        "日期改成 ~~5月3日~~ 5月4日。",
        "No strikes here.",
    ],
)
def test_a_struck_figure_date_or_price_is_left_as_typed(text: str) -> None:
    assert struck_said_plainly(text) == text


@pytest.mark.parametrize(
    ("text", "wish"),
    [
        (
            "Not 'utilise' - 'use'. Not 'commence' - 'start'. That goes for every post.",
            ("vocabulary", "plain"),
        ),
        (
            "Swap 'purchase' for 'buy' and 'assistance' for 'help' - in everything we publish.",
            ("vocabulary", "plain"),
        ),
        ("“赋能”改成“帮助”，“抓手”改成“办法”，以后每篇推文都这样。", ("vocabulary", "plain")),
        (
            "'We regret to inform you' -> 'Sorry, folks'. Write like that every week.",
            ("formality", "casual"),
        ),
        (
            "“特此通知”→“跟大家说下”；“敬请谅解”→“多包涵啊”。以后都用这种口气。",
            ("formality", "casual"),
        ),
        (
            "'The customer' -> 'you'. 'Customers may' -> 'you can'. Every post, please.",
            ("person", "second"),
        ),
        ("“各位来宾”换成“你”，“游客须”换成“你要”，以后每篇都这么称呼。", ("person", "second")),
    ],
)
def test_word_pairs_said_to_last_are_a_wish(text: str, wish: tuple[str, str]) -> None:
    assert pair_wish(text) == wish


@pytest.mark.parametrize(
    "text",
    [
        "Not 'Tuesday' - 'Wednesday'. The market moved.",
        "Not 'Tuesday' - 'Wednesday', always, the market moved for good.",
        "别写“周二”，写“周三”，集市改期了。",
        "'Hall B' -> 'Hall C', the room changed.",
        "“3号门”→“5号门”，入口换了，以后都这么写。",
        "Not 'utilise' - 'use'.",  # one pair, nothing said to last: this piece's edit
        "以后民宿群公告别再“兹定于”“敬请莅临”了，写得家常点。",  # two banned words, no pair
    ],
)
def test_a_word_pair_that_fixes_a_fact_or_is_said_once_is_no_wish(text: str) -> None:
    assert pair_wish(text) is None


@pytest.mark.parametrize(
    ("text", "on_those_pieces"),
    [
        ("When it's a job ad, talk to the applicant as 'you'.", True),
        ("For recruitment posts, speak to the candidate as 'you'.", True),
        ("For all our event notices, keep it short.", True),
        ("写活动通知的时候要正式。", True),
        ("写招聘启事的时候，直接用“你”称呼应聘者。", True),
        ("每次写讣告的时候，语气都要沉稳。", True),
        ("Since this one's an event notice, keep it formal.", False),
        ("For this post, keep it formal.", False),
        ("In future posts, keep it short.", False),
        ("For all our posts, keep it short.", False),
        ("这篇是活动通知，所以写正式一点。", False),
        ("写这篇通知的时候正式点", False),
        ("写东西的时候要正式。", False),
    ],
)
def test_a_condition_on_a_kind_of_piece(text: str, on_those_pieces: bool) -> None:
    assert conditioned(text) is on_those_pieces


@pytest.mark.parametrize(
    ("text", "dimension"),
    [
        ("The proper-terms rule - I'm withdrawing it.", "vocabulary"),
        ("The 'you' rule - I'm dropping it.", "person"),
        ("用行话那一条，我收回。", "vocabulary"),
        ("术语那条规矩，我撤回。", "vocabulary"),
        ("之前说要写正式点的那条，不算了。换成什么样我还没想好。", "formality"),
        ("大白话那个要求先撤了吧，以后怎么写我再想想。", "vocabulary"),
        ("Forget the formal thing I asked for. I don't know yet what I want instead.", "formality"),
    ],
)
def test_a_held_wish_withdrawn_by_naming_it(text: str, dimension: str) -> None:
    found = withdrawn(text, _ruled)
    assert found is not None and found[0] == dimension


@pytest.mark.parametrize(
    "text",
    [
        "The bit about the Friday late opening - I'm withdrawing it, we're not opening late.",
        "周五加场那一条，我收回，不加了。",
    ],
)
def test_a_fact_withdrawn_is_no_wish_withdrawn(text: str) -> None:
    assert withdrawn(text, _ruled) is None


def _plain(strength: float = 0.4, tentative: bool = True) -> Observation:
    return Observation("vocabulary", "plain", "writer", strength, True, tentative=tentative)


@pytest.mark.parametrize(
    "text",
    [
        "Grade 6 reading level for all our posts from now on, please.",
        "Please aim for a Year 5 reading level from now on.",
        "Aim for an 8th-grade reading level in all our newsletters.",
        "以后的推送都要写到小学生能看懂的程度。",
        "以后按初一学生的阅读水平来写。",
        "以后写得让小学三年级的孩子也能看懂。",
    ],
)
def test_a_reading_level_said_to_last_is_plain_words_filed(text: str) -> None:
    assert names_a_reading_level(text)
    calm = Observation("tone", "calm", "writer", 0.75, True)
    said = reading_level_read([text], [_plain(), calm])
    assert [(o.dimension, o.value, o.tentative, o.scoped) for o in said] == [
        ("vocabulary", "plain", False, False)
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Just this leaflet: grade 3 reading level, it's for the kids' corner.",
        "Just for this flyer - make it a grade 2 reading level.",
        "这一期是给小朋友的，写成二年级能看懂的，就这一次。",
    ],
)
def test_a_reading_level_for_one_piece_is_about_that_piece(text: str) -> None:
    said = reading_level_read([text], [_plain()])
    assert all(o.scoped for o in said if o.dimension == "vocabulary")


def test_readers_described_are_no_reading_level() -> None:
    text = "Heads up: most of our readers are seven-year-olds and their grandparents."
    assert not names_a_reading_level(text)
    assert reading_level_read([text], [_plain()]) == [_plain()]


@pytest.mark.parametrize(
    ("text", "wish"),
    [
        (
            "So sorry to bother you again, and ignore me if this is silly, but could you always "
            "use 'you' for the reader? Sorry!",
            "could you always use 'you' for the reader?",
        ),
        (
            "Apologies if this is a dumb ask, but could every post be a bit more formal going "
            "forward? So sorry.",
            "could every post be a bit more formal going forward?",
        ),
        (
            "不好意思又来打扰，要是我说得不对您就当没听见……以后能不能都用“你”称呼读者呀？麻烦了！",
            "以后能不能都用“你”称呼读者呀？",
        ),
        (
            "抱歉打扰了，可能是我想多了，以后能不能都用大白话写呀？不好意思！",
            "以后能不能都用大白话写呀？",
        ),
    ],
)
def test_an_apologetic_wish_is_read_without_its_apologies(text: str, wish: str) -> None:
    assert without_apologies(text) == wish


@pytest.mark.parametrize(
    "text",
    ["Sorry, I meant longer sentences", "不好意思刚才发错了，您就当没看见。", "Sorry!"],
)
def test_a_slip_or_an_apology_alone_is_left_as_it_was(text: str) -> None:
    assert without_apologies(text) == text


@pytest.mark.parametrize(
    "text",
    [
        "The no-emoji rule is off - our crowd loves them. Pop a few in from now on.",
        "Scrap the no-emoji rule - people like them. Add a couple to each post from now on.",
        "不许放表情那条我收回，客人挺喜欢的，以后适当放几个。",
        "不放表情那条取消，大家喜欢，以后每篇放两三个。",
    ],
)
def test_a_ban_lifted_with_some_wanted_is_that_wish_made_firm(text: str) -> None:
    none = Observation("emoji", "none", "writer", 0.75, True)
    said = lifted_readings(text, [none])
    assert [(o.dimension, o.value, o.explicit) for o in said] == [("emoji", "more", True)]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Do not use emoji.", "none"),
        ("对外内容一律不使用表情符号。", "none"),
        ("推文中禁止使用表情符号。", "none"),
        ("Do not use too many emoji.", "fewer"),
    ],
)
def test_a_house_rule_refusing_emoji_is_none(text: str, value: str) -> None:
    said = [(o.dimension, o.value) for o in _ruled(text) if o.dimension == "emoji"]
    assert said == [("emoji", value)]


@pytest.mark.parametrize(
    ("text", "wish"),
    [
        ("集团《品牌手册》第5条：“对外文案一律使用第二人称。”以后按这个写。", ("person", "second")),
        ("公司《文案规范》第12页：“对外内容一律不使用表情符号。”照这个执行。", ("emoji", "none")),
        (
            "House style (p. 12): 'No emoji in any member communication.' Stick to it.",
            ("emoji", "none"),
        ),
    ],
)
def test_a_house_style_guide_quoted_and_followed_is_the_writers_wish(
    text: str, wish: tuple[str, str]
) -> None:
    from app.style.learner import heard

    said = heard([text], revision_id=None, message_id=None, versions="")
    assert [(o.dimension, o.value, o.tentative) for o in said] == [(*wish, False)]
