"""Session 50: a whole reply with every line numbered — "  3 | ", "3: ", "3：", "3)⇥", "3⇥",
"  3  ", blank lines numbered or counted, after a lead-in or before a closing remark — read
without its numbers (app/editing/formats/flavours.py); a numbered list stays a list."""

import pytest

from app.editing.formats.flavours import without_flavours

ARTICLE = ["春季义卖会将于周六举行。", "1. 带上零钱\n2. 带上购物袋", "联系人：王芳"]
REPLY = "义卖会通知\n\n春季义卖会将于周六上午举行。\n\n1. 带上零钱\n2. 带上购物袋\n\n联系人：王芳"


def numbered(text: str, fmt: str, *, blanks: bool = True) -> str:
    return "\n".join(
        (fmt.format(n=n) + line).rstrip() if line or blanks else ""
        for n, line in enumerate(text.split("\n"), 1)
    )


@pytest.mark.parametrize(
    "fmt", ["{n} | ", "{n}: ", "{n}：", "{n})\t", "{n}\t", "  {n}  ", "{n:>3} | "]
)
def test_numbered_lines_are_read_without_their_numbers(fmt: str) -> None:
    assert without_flavours(numbered(REPLY, fmt), ARTICLE) == REPLY


@pytest.mark.parametrize("fmt", ["{n}: ", "{n})\t", "{n}\t"])
def test_blank_lines_counted_but_not_numbered(fmt: str) -> None:
    assert without_flavours(numbered(REPLY, fmt, blanks=False), ARTICLE) == REPLY


def test_after_a_lead_in_and_before_a_closing_remark() -> None:
    reply = "Here it is, numbered:\n\n" + numbered(REPLY, "{n} | ") + "\n\nAnything else?"
    assert (
        without_flavours(reply, ARTICLE)
        == "Here it is, numbered:\n\n" + REPLY + "\n\nAnything else?"
    )


def test_a_numbered_list_is_not_line_numbers() -> None:
    listed = "Bring:\n\n1) cash\n2) a bag\n3) a smile"
    assert without_flavours(listed, ["Bring cash."]) == listed
    tabbed = "1\tcash\n2\ta bag\n3\ta smile"  # items, no blank line numbered or counted
    assert without_flavours(tabbed, ["Bring cash."]) == tabbed


def test_an_article_that_numbers_its_own_lines_keeps_them() -> None:
    own = ["Before launch:", "1) Check the bung.\n2) Fit the rudder.\n3) Rig the sail."]
    reply = "Checklist\n\n" + "\n\n".join(own).replace("the sail.", "the sail now.")
    assert without_flavours(reply, own) == reply
    zh = ["值日安排：", "1：打扫客厅\n2：洗衣服\n3：买菜"]
    reply = "值日表\n\n值日安排：\n\n1：打扫客厅\n2：洗衣服\n3：买菜、做饭"
    assert without_flavours(reply, zh) == reply


def test_numbers_that_stop_inside_a_paragraph_or_fall_are_left() -> None:
    broken = numbered(REPLY, "{n} | ").replace("3 | ", "")
    assert without_flavours(broken, ARTICLE) == broken
    falling = "3 | a\n2 | b\n1 | c"
    assert without_flavours(falling, ARTICLE) == falling
