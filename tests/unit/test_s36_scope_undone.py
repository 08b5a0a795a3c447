"""An ask of a compound suggestion the reply left undone is named for the writer (undone.py)."""

from app.editing.undone import undone_asks

TITLE = "Hillside Choir: Autumn Concert"
PARAGRAPHS = [
    "Our autumn concert is on Saturday 18 October at 7 pm in St Mary's Hall. Tickets are £8.",
    "Rehearsals have gone well this term. We have learned four new pieces, and the altos "
    "finally mastered the tricky middle section of the Rutter.",
    "Thank you all for a wonderful term. See you on the night!",
]
BODY = "\n\n".join(PARAGRAPHS)
SHORTER = "Rehearsals have gone well: four new pieces learned."
DATE_MOVED = PARAGRAPHS[0].replace("18 October", "25 October")
ZH_TITLE = "山城合唱团秋季音乐会通知"
ZH = [
    "秋季音乐会定在10月18日（周六）晚上七点，地点是圣玛丽礼堂。",
    "这学期排练很顺利。我们学会了四首新曲子，女低音声部终于把那段难唱的中段唱下来了。",
    "感谢大家这学期的付出，演出当晚见！",
]


def revised(paragraphs: list[str], changed: dict[int, str]) -> str:
    return "\n\n".join(changed.get(i, p) for i, p in enumerate(paragraphs))


def test_the_ask_a_reply_left_undone_is_named_with_its_place() -> None:
    lines = undone_asks(
        ["Shorten paragraph 2 and change the concert date to Saturday 25 October."],
        (TITLE, BODY),
        (TITLE, revised(PARAGRAPHS, {1: SHORTER})),
        chinese=False,
    )
    assert lines == [
        "Not done: “change the concert date to Saturday 25 October” — the reply left "
        "paragraph 1 as it was; ask again if you still want it."
    ]


def test_both_asks_done_names_nothing() -> None:
    suggestion = "Shorten paragraph 2 and change the concert date to Saturday 25 October."
    both = revised(PARAGRAPHS, {0: DATE_MOVED, 1: SHORTER})
    assert undone_asks([suggestion], (TITLE, BODY), (TITLE, both), chinese=False) == []


def test_one_ask_is_never_reported_as_undone() -> None:
    lines = undone_asks(
        ["Shorten paragraph 2."], (TITLE, BODY), (TITLE, revised(PARAGRAPHS, {})), chinese=False
    )
    assert lines == []


def test_an_ask_to_keep_a_place_is_done_by_leaving_it() -> None:
    lines = undone_asks(
        ["Shorten paragraph 2, but keep paragraph 3 as it is."],
        (TITLE, BODY),
        (TITLE, revised(PARAGRAPHS, {1: SHORTER})),
        chinese=False,
    )
    assert lines == []


def test_the_joining_word_is_not_quoted_as_the_ask() -> None:
    lines = undone_asks(
        ["Shorten paragraph 2. Also make the last paragraph warmer."],
        (TITLE, BODY),
        (TITLE, revised(PARAGRAPHS, {1: SHORTER})),
        chinese=False,
    )
    assert lines and lines[0].startswith("Not done: “make the last paragraph warmer”")


def test_an_undone_retitle_names_the_title() -> None:
    lines = undone_asks(
        ["Make the title punchier and shorten paragraph 2."],
        (TITLE, BODY),
        (TITLE, revised(PARAGRAPHS, {1: SHORTER})),
        chinese=False,
    )
    assert lines == [
        "Not done: “Make the title punchier” — the reply left the title as it was; "
        "ask again if you still want it."
    ]


def test_a_chinese_article_is_told_in_chinese() -> None:
    lines = undone_asks(
        ["第二段精简一点，顺便把日期改成10月25日。"],
        (ZH_TITLE, "\n\n".join(ZH)),
        (ZH_TITLE, revised(ZH, {1: "这学期排练很顺利，学会了四首新曲子。"})),
        chinese=True,
    )
    assert lines == ["没有改：“把日期改成10月25日”——回复没有动第1段，如果还需要，请再说一次。"]
