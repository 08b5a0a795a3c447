"""What a message teaches, read the right way round (style_dev43): a group chat's register is too
casual, a council release's too formal; another shop's list set against the writer's lump asks
for lists; a style the writer misses is wanted back; 「是不是太精简了」 asks for more, not less."""

import pytest

from app.style.learner import _ruled, heard
from app.style.lists_envied import lists_envied
from app.style.missed import missed_styles


def _read(text: str) -> set[tuple[str, str]]:
    return {(o.dimension, o.value) for o in _ruled(text)}


def _heard(text: str) -> list[tuple[str, str, bool]]:
    said = heard([text], revision_id=None, message_id=None, versions="V1")
    return [(o.dimension, o.value, o.tentative) for o in said]


@pytest.mark.parametrize(
    "text",
    [
        "the updates are reading like a group chat",
        "the trust updates have started reading like a 1am group chat",
        "公司公告现在写得跟家族群聊天一样",
    ],
)
def test_a_group_chat_likeness_asks_for_the_formal_register(text) -> None:
    assert ("formality", "formal") in _read(text)


@pytest.mark.parametrize(
    "text",
    [
        "Every repair tip we post sounds like it came out of an engineering manual.",
        "I don't want the fete updates sounding like a statement from the district council's "
        "comms team ever again",
        "every adoption post now reads like something the Ministry put out",
        "活动推文读起来跟街道办的新闻通稿一模一样",
        "一股教材味",
    ],
)
def test_an_official_or_textbook_register_asks_for_the_casual_one(text) -> None:
    assert ("formality", "casual") in _read(text)


def test_a_likeness_is_no_plain_statement_of_how_the_text_is() -> None:
    assert _read("The paragraphs are long.") == set()


@pytest.mark.parametrize(
    "text",
    [
        "别家中介的房源文案都是一条一条的，户型朝向楼层一眼看清，我们这个一大坨",
        "隔壁健身房的课表都是一行一行列出来的，我们的全挤在一段里",
        "the other chippies' flyers have the deals one under another. ours is one long blob",
        "我们这个一大坨，别家都是一条一条的",
    ],
)
def test_another_shops_list_against_our_lump_asks_for_lists(text) -> None:
    assert [(o.dimension, o.value, o.tentative) for o in lists_envied(text)] == [
        ("structure", "lists", False)
    ]


@pytest.mark.parametrize(
    "text",
    [
        "别家都是一条一条的，挺好",  # nothing of ours set against it
        "别家都是一条一条的，他们那一大坨是附件",  # the lump is not ours
        "the other shop's flyers are in bullet points",
    ],
)
def test_a_list_only_told_of_others_asks_nothing(text) -> None:
    assert lists_envied(text) == []


def test_the_lump_asked_about_is_a_question_put_to_the_writer() -> None:
    (said,) = lists_envied("别家都是一条一条的，我们这一大坨要不要也改？")
    assert said.tentative


@pytest.mark.parametrize(
    ("text", "meant", "asked"),
    [
        ("I miss the long headlines", ("title_style", "long"), False),
        ("bring back the long titles", ("title_style", "long"), False),
        ("有点怀念以前的长标题", ("title_style", "long"), False),
        (
            "I kind of miss the long headlines, but I'm torn about bringing them back",
            ("title_style", "long"),
            True,
        ),
    ],
)
def test_a_style_missed_is_wanted_back(text, meant, asked) -> None:
    assert [((o.dimension, o.value), o.tentative) for o in missed_styles(text)] == [(meant, asked)]


@pytest.mark.parametrize(
    "text", ["I miss the old days", "do you miss the long headlines?", "bring back the bake sale"]
)
def test_nothing_of_style_missed_says_nothing(text) -> None:
    assert missed_styles(text) == []


def test_too_concise_asked_with_a_wish_for_more_is_read_as_more() -> None:
    assert _read("最近写得是不是太精简了……要不稍微多写一点") == {("length", "detailed")}


def test_keep_it_on_the_formal_side_stays_formal() -> None:
    assert _read("going forward pls keep the newsletter on the formal side") == {
        ("formality", "formal")
    }


def test_a_hesitant_proposal_of_shorter_is_put_to_the_writer() -> None:
    assert _heard("是不是该写得短一点了……我也拿不准") == [("length", "concise", True)]


@pytest.mark.parametrize(
    "text",
    ["好几个读者留言问“私域”“复购率”是啥意思", "公司公告写得跟家族群聊天一样，领导看了直皱眉"],
)
def test_readers_trouble_beside_a_fault_files_it(text) -> None:
    assert all(not asked for _, _, asked in _heard(text)) and _heard(text)


def test_pickers_not_the_agronomy_team_are_plain_readers_asked() -> None:
    assert _heard("the bulletin goes to the pickers and packers now, not the agronomy team") == [
        ("vocabulary", "plain", True)
    ]


def test_a_groups_own_paper_is_the_writers_not_someone_elses() -> None:
    assert _read("the Friends' newsletter reads like somebody's holiday texts") == {
        ("formality", "formal")
    }
    assert _read("my friend's newsletter reads like a group chat") == set()
