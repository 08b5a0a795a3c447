"""A suggestion that joins several asks: each ask's own place is in scope, however the asks
are joined (", and", "then", 顺便, a numbered or bulleted list), and a change the model made
beside an open ask that nothing ties to it stays withheld."""

from app.domain.models import WithheldChange
from app.editing.clauses import answering, held_by_ask, list_for_item, separate_asks
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

EN = split_paragraphs(
    "Hello readers! Our May meeting is on Thursday 8 May at 7 pm in the back room.\n\n"
    "Last month twelve of us came along, the most since the club started.\n\n"
    "Please bring:\n- your copy of the book\n- £3 towards the room\n\n"
    "| Month | Book | Host |\n|---|---|---|\n"
    "| June | *Piranesi* | Tom |\n| July | *Circe* | Aisha |\n\n"
    "New members are always welcome. Spoilers are part of the fun."
)
ZH = split_paragraphs(
    "各位书友好！五月的读书会定在5月8日（周四）晚上七点，地点还是老街咖啡馆二楼。\n\n"
    "上个月来了十二位书友，是读书会成立以来人最多的一次。\n\n"
    "请带上：\n- 自己的书\n- 场地费二十元\n\n"
    "| 月份 | 书目 | 领读人 |\n|---|---|---|\n"
    "| 六月 | 《第七天》 | 小周 |\n| 七月 | 《活着》 | 阿珍 |\n\n"
    "欢迎新朋友加入。书没读完也没关系。"
)


def _scoped(suggestion: str, paragraphs=EN) -> set[int]:
    scope = scope_of([suggestion], "Book club", paragraphs)
    assert not scope.whole
    return set(scope.paragraphs) | {p for p, _ in scope.sentences}


def test_a_date_asked_after_a_numbered_paragraph_opens_the_paragraph_holding_the_date() -> None:
    assert _scoped("Make paragraph 2 more casual, and change the date to Thursday 15 May.") == {
        0,
        1,
    }
    assert _scoped("第二段改得口语一点，顺便把日期改成5月15日", ZH) == {0, 1}


def test_each_item_of_a_numbered_list_of_asks_names_its_own_place() -> None:
    asks = '1. Change "7 pm" to "7:30 pm"\n2. Make the ending warmer\n3. Add "- a pen" to the list'
    assert _scoped(asks) == {0, 2, 4}


def test_a_table_cell_named_by_its_month_and_role_then_another_paragraph() -> None:
    assert _scoped("Change July's host to Priya, then make the new members paragraph shorter.") == {
        3,
        4,
    }
    assert _scoped("七月的领读人换成小李，然后新朋友那段再短一点。", ZH) == {3, 4}


def test_an_item_added_to_a_list_named_by_what_it_lists() -> None:
    assert held_by_ask("要带的东西里加一条“一支笔”", ZH.texts) == {2}
    assert _scoped("要带的东西里加一条“一支笔”，再在新朋友那段说明二楼有电梯。", ZH) == {2, 4}


def test_asks_are_parted_where_writers_part_them() -> None:
    assert separate_asks("- replace the pub\n- make the bit about last month livelier") == [
        "replace the pub",
        "make the bit about last month livelier",
    ]
    assert separate_asks("把“十二位”改成“十四位”。另外开头写得亲切一点。") == [
        "把“十二位”改成“十四位”",
        "另外开头写得亲切一点",
    ]
    # two asks a Chinese comma parts; a place said before the comma is no ask of its own
    assert separate_asks("表格里七月的领读人改成小周，要带的东西里再加一条“一支笔”") == [
        "表格里七月的领读人改成小周",
        "要带的东西里再加一条“一支笔”",
    ]
    assert separate_asks("第三段，把“十五”改成“五十”") == ["第三段，把“十五”改成“五十”"]
    # 再说一句 asks too; the comma inside the quoted item parts nothing
    assert separate_asks(
        "团规里加一条“- 请带水，不要带汽水。”，乐谱库那段再说一句乐谱可以借一周。"
    ) == [
        "团规里加一条“- 请带水，不要带汽水。”",
        "乐谱库那段再说一句乐谱可以借一周",
    ]


def _change(paragraph: int, before: str, after: str) -> WithheldChange:
    return WithheldChange(paragraph=paragraph, before=before, after=after, description="")


def test_a_lone_change_nothing_ties_to_the_open_ask_is_no_answer_to_it() -> None:
    reworded = _change(
        5,
        "New members are always welcome. Spoilers are part of the fun.",
        "New members are welcome at any time. Spoilers are part of the fun.",
    )
    assert answering(["make the pub sound cosier"], [reworded]) == frozenset()
    punctuated = _change(
        3, "请带上：\n- 自己的书\n- 场地费二十元", "请带上：\n- 自己的书；\n- 场地费二十元。"
    )
    assert answering(["环境写得温馨一点"], [punctuated]) == frozenset()
    # a change whose new words echo the ask still answers it
    cosier = _change(1, "in the back room.", "in the cosy back room, with the fire lit.")
    assert answering(["make the pub sound cosier"], [cosier, reworded]) == frozenset({0})


def test_the_kids_bit_names_the_paragraph_about_children() -> None:
    paragraphs = split_paragraphs(
        "About fifteen plot holders will show visitors round.\n\n"
        "Children can plant a sunflower to take home.\n\n"
        "Thanks for your help."
    )
    scope = scope_of(
        ['Replace "fifteen" with "fifty", and make the kids\' bit more fun.'],
        "Open day",
        paragraphs,
    )
    assert 1 in scope.paragraphs and not scope.open_asks


SHOW_NOTES = split_paragraphs(
    "This week we talk to Dr Lena Ortiz about why some bridges hum in the wind.\n\n"
    "**In this episode**\n00:00 Intro\n03:12 What makes a bridge 'sing'\n41:30 Listener questions"
    "\n\nLinks we mentioned: the Tacoma Narrows footage and our episode 31 on cables.\n\n"
    "Got a question? Email us at hello@spanpod.fm."
)


def test_an_item_added_to_a_list_is_placed_by_its_shape_not_by_last() -> None:
    assert list_for_item("Add a last chapter, '52:10 Wrap-up'", SHOW_NOTES.texts) == {1}
    assert list_for_item("时间轴最后加一条“52:10 结尾”", SHOW_NOTES.texts) == {1}


def test_a_label_named_by_its_first_word_and_not_by_an_episode_number() -> None:
    suggestion = (
        "Add a last chapter, '52:10 Wrap-up', and mention our episode 12 on the Millau Viaduct "
        "in the links."
    )
    scope = scope_of([suggestion], "Episode 48", SHOW_NOTES)
    assert {1, 2} <= scope.paragraphs and not scope.whole
