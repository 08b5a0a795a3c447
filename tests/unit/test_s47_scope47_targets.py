"""Session 47 (scope47): where the writer pointed, and asks for an answer — the pure readings
behind outside46a's F2, F5, F7, F8 and F14 (tests/data/fidelity_dev47s runs them end to end)."""

import pytest

from app.editing.added_into import adds_into
from app.editing.asked_pieces import asks_for_piece
from app.editing.opinion import asks_opinion
from app.editing.place_spellings import spelled_places
from app.editing.scope import Scope, scope_of
from app.editing.translated import translated_unasked
from app.editing.units import split_paragraphs

CLUB = "\n\n".join(
    [
        "Our January meeting is on Thursday the 15th at 7 pm in the back room of the Crown.",
        "We are reading Small Things Like These, which is short enough to finish in a weekend.",
        "Parking behind the pub is free after six, but the spaces fill up quickly.",
        "Please bring a dish to share; last time we had far too many desserts.",
        "Thanks to Helen for hosting December's meeting and for the mulled wine.",
    ]
)
ZCLUB = "\n\n".join(
    [
        "一月读书会定在15号（周四）晚上7点，地点在社区图书室。",
        "这次读的是《额尔古纳河右岸》，篇幅不长，一个周末就能读完。",
        "图书室门口只能停自行车，开车来的朋友请把车停在小区东门外的停车场。",
        "请每人带一样小吃来分享，上次甜点太多，咸的几乎没有。",
        "感谢张老师上个月提供场地，还给大家煮了姜茶。",
    ]
)
REPORT = "\n\n".join(
    [
        "## Summary",
        "The pilot delivered 2,140 hot lunches between April and September.",
        "## Highlights",
        "Forty-two volunteers took part, and every route ran on time.",
        "## Problems",
        "The kitchen's fridge failed twice in August.",
        "## Plans",
        "We will add a Saturday route before winter.",
    ]
)
ZREPORT = "\n\n".join(
    [
        "## 项目概况",
        "项目从四月到九月共送出两千一百多份午餐。",
        "## 活动亮点",
        "共有四十二位志愿者参与，每条线路都准时送达。",
        "## 遇到的困难",
        "八月份食堂冷柜坏了两次。",
        "## 下一步计划",
        "冬天之前我们打算增加一条周六线路。",
    ]
)


def _targets(ask: str, body: str) -> frozenset[int] | None:
    scope = scope_of([ask], "T", split_paragraphs(body))
    return None if scope.whole else scope.paragraphs


@pytest.mark.parametrize(
    ("ask", "index"),
    [
        ("make the third one a bit friendlier", 2),
        ("make the fourth one warmer", 3),
        ("Make the 2nd one less stiff", 1),
        ("the last one could be warmer", 4),
        ("make the middle one sound more positive", 2),
        ("The middle bit is too stiff, soften it", 2),
        ("make the start more inviting", 0),
        ("The beginning feels flat, make it more inviting", 0),
        ("the very beginning needs a hook", 0),
        ("Could you make the end a bit friendlier?", 4),
        ("The one about the dishes — can you make it warmer?", 3),
        ("the one about parking sounds bossy", 2),
        ("that one with the mulled wine — make it warmer", 4),
        ("make the bit where I talk about parking a little friendlier", 2),
        ("the bit where I mention the desserts sounds rude, soften it", 3),
        ("make the part where we talk about parking friendlier", 2),
        ("make the paragraph about parking a little friendlier", 2),
    ],
)
def test_one_paragraph_named_as_said_in_english(ask: str, index: int) -> None:
    assert _targets(ask, CLUB) == {index}


@pytest.mark.parametrize(
    ("ask", "index"),
    [
        ("中间那段写得客气一点", 2),
        ("中间一段写得亲切一点", 2),
        ("中间的那一段语气软一些", 2),
        ("中间部分写得热情一点", 2),
        ("关于小吃的部分写得热情一点", 3),
        ("讲停车的部分说得客气一些", 2),
        ("提到姜茶的部分写得亲切些", 4),
        ("第二个写得轻松一点", 1),
        ("第四个太生硬了，改得客气些", 3),
        ("停车那段说得客气一些", 2),
    ],
)
def test_one_paragraph_named_as_said_in_chinese(ask: str, index: int) -> None:
    assert _targets(ask, ZCLUB) == {index}


@pytest.mark.parametrize(
    ("ask", "body"),
    [
        ("Add a line at the end thanking Helen", CLUB),  # "at the end": the closing, as before
        ("Move the parking paragraph to the start", CLUB),
        ("Make it livelier from start to finish", CLUB),
    ],
)
def test_edges_said_with_a_preposition_are_read_as_before(ask: str, body: str) -> None:
    assert "the opening" not in spelled_places(ask, split_paragraphs(body).texts)
    assert "the ending" not in spelled_places(ask, split_paragraphs(body).texts)


@pytest.mark.parametrize(
    ("ask", "kept"),
    [
        ("the start date is wrong, it should be the 16th", "the start date"),
        ("the end of the second paragraph needs a full stop", "the end of"),
        ("Tighten the 2nd paragraph below the Start heading.", "the Start heading"),
        ("make the second one of the tips shorter", "the second one of"),
        ("make the second option warmer", "second option"),
        ("中间一段时间没有活动", "中间一段时间"),
        ("第二个问题写得清楚一点", "第二个问题"),
    ],
)
def test_near_misses_are_not_written_as_places(ask: str, kept: str) -> None:
    assert kept in spelled_places(ask, split_paragraphs(CLUB).texts)


def test_the_nth_one_is_no_paragraph_when_the_article_has_a_list() -> None:
    listed = CLUB + "\n\n- tea\n- coffee\n- juice"
    assert "the second one" in spelled_places("make the second one warmer", [*listed.split("\n\n")])


def test_the_middle_of_an_even_count_names_none() -> None:
    four = "\n\n".join(CLUB.split("\n\n")[:4])
    assert _targets("make the middle one warmer", four) is None
    assert _targets("中间那段写得客气一点", "\n\n".join(ZCLUB.split("\n\n")[:4])) is None


@pytest.mark.parametrize(
    ("ask", "body", "section"),
    [
        ("Highlights: mention that the mayor visited in June", REPORT, {2, 3}),
        ("Problems — add that the van broke down twice", REPORT, {4, 5}),
        ("Problems – add that the van broke down twice", REPORT, {4, 5}),
        ("Plans: say we will recruit two more cooks", REPORT, {6, 7}),
        ("plans: say we will recruit two more cooks", REPORT, {6, 7}),
        ("活动亮点：提一下六月份区长来过", ZREPORT, {2, 3}),
        ("遇到的困难——补充一句冷柜已经修好了", ZREPORT, {4, 5}),
        ("下一步计划：加上三月份招募新志愿者", ZREPORT, {6, 7}),
    ],
)
def test_a_heading_then_the_ask_names_its_section(ask: str, body: str, section: set[int]) -> None:
    assert _targets(ask, body) == section


@pytest.mark.parametrize(
    ("before", "after", "translated"),
    [
        ("联系人：林晓雯 138-0013-5521", "Contact: Lin Xiaowen 138-0013-5521", True),
        ("联系人：王建华 139-0021-7788", "Contact person: Wang Jianhua, 139-0021-7788", True),
        ("Call Tom at 555-0142", "请致电汤姆 555-0142", True),
        ("地址：西山森林公园南门停车场", "Address: South Gate car park, Xishan Forest Park", True),
        ("联系人：林晓雯 138-0013-5521", "联系人：林晓雯，138-0013-5521", False),
        ("联系人：Tom 555-0142", "Contact: Tom 555-0142", False),  # one word each: too little
        ("电话：555-0142", "Tel: 555-0142", False),
    ],
)
def test_a_short_line_in_the_other_script_is_a_translation(
    before: str, after: str, translated: bool
) -> None:
    assert translated_unasked(before, after, Scope(whole=True)) is translated
    assert not translated_unasked(before, after, Scope(whole=True, translate=True))


FAIR = (
    "There will be a tombola, a cake stall and a bouncy castle. Tickets for the raffle are £1 each."
)
TRAIN = "从下周起，周二晚上的间歇跑改到体育馆室内跑道。请穿干净的跑鞋，自带水杯。"


@pytest.mark.parametrize(
    ("ask", "original", "reply", "added"),
    [
        (
            "add that entry is free",
            FAIR,
            FAIR.replace("castle. Tickets", "castle. Entry is free. Tickets"),
            True,
        ),
        (
            "mention the free tea all afternoon",
            FAIR,
            FAIR.replace("castle. Tickets", "castle, plus free tea all afternoon. Tickets"),
            True,
        ),
        (
            "加一句训练后有热姜茶",
            TRAIN,
            TRAIN.replace("室内跑道。", "室内跑道，训练后还有热姜茶。"),
            True,
        ),
        (  # the writer's words changed beside the addition: a rewrite, not only an addition
            "add that entry is free",
            FAIR,
            FAIR.replace("castle. Tickets", "castle. Entry is free. Raffle tickets").replace(
                "tombola", "lucky dip"
            ),
            False,
        ),
        (  # what was put in is not what was asked
            "add that entry is free",
            FAIR,
            FAIR.replace("castle. Tickets", "castle for the little ones. Tickets"),
            False,
        ),
        ("加一句训练后有热姜茶", TRAIN, TRAIN, False),
    ],
)
def test_a_paragraph_with_the_addition_put_in(
    ask: str, original: str, reply: str, added: bool
) -> None:
    assert adds_into([ask], original, reply) is added


@pytest.mark.parametrize(
    "ask",
    [
        "give me three title options",
        "Could you suggest a few alternative headlines for this?",
        "any title ideas?",
        "brainstorm some titles for this",
        "write me a tweet announcing this",
        "Can you write a short tweet about the move?",
        "Draft an Instagram caption for this walk",
        "write a LinkedIn post about this",
        "给我几个标题备选",
        "帮我想三个标题",
        "标题给点候选",
        "写一条朋友圈文案宣传一下",
        "帮我写一条微博宣传这次义诊",
        "来一句宣传语",
    ],
)
def test_an_answer_asked_for(ask: str) -> None:
    assert asks_for_piece(ask)
    assert asks_opinion(ask)


@pytest.mark.parametrize(
    "ask",
    [
        "give it a better title",
        "Suggest a better title and use it",
        "换个更吸引人的标题",
        "turn this into a tweet",
        "rewrite it as a LinkedIn post",
        "改写成小红书文案",
        "把这篇写成一条微博",
        "make the three titles shorter",
        "Add a tagline under the title",
        "add a short caption under the photo",
        "把几个小标题改短一点",
        "第二段写得更有文采",
        "在结尾加一句宣传语",
    ],
)
def test_an_edit_is_no_answer_asked_for(ask: str) -> None:
    assert not asks_for_piece(ask)


def test_a_refusal_names_a_heading_alone_by_its_words_not_a_number_the_article_lacks() -> None:
    from app.domain.models import WithheldChange
    from app.editing.withheld_only import withheld_only

    before = "Forty-two volunteers took part, and every route ran on time."
    change = WithheldChange(
        paragraph=4,
        before=before,
        after="We had forty-two wonderful volunteers, and not one route was ever late.",
        description="rewritten",
    )
    for chinese, said in ((False, "instead of the heading “Plans”"), (True, "小标题“Plans”")):
        status, told = withheld_only(
            [change], Scope(paragraphs=frozenset({6})), chinese=chinese, body=REPORT
        )
        assert status == "error"
        assert said in told
        assert "7" not in told.split("Also")[0].split("另有")[0]
