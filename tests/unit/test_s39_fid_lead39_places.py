"""Session 39 (fid-lead39): a paragraph named by part of its bold label (福利二, "offer two"),
bold the model added to an article with none, a swap named rather than asked ("the seed swap
paragraph"), and a place the reply read another way (past a letter's greeting, a phrasal
verb's noun)."""

from __future__ import annotations

from app.editing.added_bold import bold_left_out
from app.editing.headings import labelled
from app.editing.moves import _asks
from app.editing.reply_places import read_by_reply
from app.editing.scope import Scope

ZH = [
    "街坊们好！麦香里烘焙坊终于要和大家见面了。",
    "**开业福利一：**全场满50元减10元。",
    "**开业福利二：**每天前100名进店的顾客，免费领取一个小面包。",
    "**借书规则：**每人最多借3本书。",
    "**温馨提示：**请耐心排队。",
]
EN = [
    "The open day is on Saturday 14 March.",
    "**Open day offer one:** A free bag of compost.",
    "**Open day offer two:** The first 50 visitors take home a seedling.",
    "**Plot lottery:** Twelve plots are free this year.",
]


def test_a_label_named_by_its_end_or_a_part_said_as_a_place() -> None:
    assert labelled("福利二写得更热闹一点。", ZH) == {2}
    assert labelled("把福利一改得简洁些", ZH) == {1}
    assert labelled("规则那段写得亲切一点", ZH) == {3}
    assert labelled("Make offer two sound more exciting.", EN) == {2}
    assert labelled("Make the lottery bit friendlier.", EN) == {3}


def test_a_part_shared_by_labels_or_said_in_passing_names_none() -> None:
    assert labelled("福利写得更热闹一点", ZH) == set()  # 福利 of two labels
    assert labelled("加一句温馨的结尾", ZH) == set()  # 温馨 not said as a place
    assert labelled("Make the offer sound more exciting.", EN) == set()


def test_bold_added_to_an_article_with_none_is_taken_off_its_words() -> None:
    before = "Bring a dish to share.\n\nThere will be music."
    after = "Bring a dish to share.\n\nThere will be **live music** and 的**拔河比赛**."
    assert bold_left_out(before, after, ["Make paragraph 2 livelier."]) == (
        "Bring a dish to share.\n\nThere will be live music and 的拔河比赛."
    )
    # asked for, or the article's own bold, or code: kept
    assert bold_left_out(before, after, ["Put “live music” in bold."]) == after
    assert bold_left_out("**Note:** bring a dish.", "**Note:** bring a **dish**.", ["x"]) == (
        "**Note:** bring a **dish**."
    )
    code = "Use `2**10`.\n\n```python\nx = 2 ** 10\n```"
    assert bold_left_out("Use it.", code, ["x"]) == code
    assert bold_left_out("Use it.", "Use 2**10**3.", ["x"]) == "Use 2**10**3."


def test_a_swap_named_is_no_move_asked() -> None:
    assert not _asks("Make the seed swap paragraph friendlier.")
    assert not _asks("Make the switch-off paragraph clearer.")
    assert _asks("Swap paragraphs 2 and 3.")
    assert _asks("Please swap the two tips.")


def _scope(*paragraphs: int) -> Scope:
    return Scope(whole=False, title=False, paragraphs=frozenset(paragraphs), sentences=frozenset())


def test_the_first_paragraph_past_a_letters_greeting_as_the_reply_read_it() -> None:
    letter = ["尊敬的家长朋友们：", "您好！学校定于5月14日组织研学活动。", "费用每位学生80元。"]
    reply = [letter[0], "您好！湿地里藏着怎样的生命？学校定于5月14日带孩子们走进湿地。", letter[2]]
    moved = read_by_reply(_scope(0), reply, letter, ["第一段写得更生动一些。"])
    assert moved is not None and moved.paragraphs == {1}
    # the second paragraph asked, or the reply rewrote another one: the scope stays
    assert read_by_reply(_scope(1), reply, letter, ["第二段写得更生动一些。"]) is None
    other = [letter[0], letter[1], "费用：每位学生只需80元，包含大巴、门票和保险等全部开支。"]
    assert read_by_reply(_scope(0), other, letter, ["第一段写得更生动一些。"]) is None


def test_a_phrasal_verbs_noun_read_as_the_dated_paragraph_the_reply_rewrote() -> None:
    notice = [
        "This guide covers what to change before v2 is switched off.",
        "Send the new header with every request.",
        "The v2 endpoints keep working until 31 March 2027. After that they return 410.",
    ]
    dated = [notice[0], notice[1], "v2 keeps working until 31 March 2027; from then on, 410."]
    asked = ["Make the switch-off paragraph clearer."]
    moved = read_by_reply(_scope(0), dated, notice, asked)
    assert moved is not None and moved.paragraphs == {2}
    undated = [notice[0], "Every request must now carry the new header, without fail.", notice[2]]
    assert read_by_reply(_scope(0), undated, notice, asked) is None
