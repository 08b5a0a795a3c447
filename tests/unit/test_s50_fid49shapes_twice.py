"""Session 50: the whole article written twice without labels (app/editing/formats/twice.py):
the same text twice is that text once, the writer's article copied back and then a revision is
the revision; two different revisions are left for the judge to refuse."""

from app.editing.formats.twice import last_of_two

TITLE = "游园会通知"
BODY = "中秋游园会定于周三晚上举行。\n\n每户最多兑换两次。"
ORIGINAL = f"{TITLE}\n\n{BODY}"
EDITED = ORIGINAL.replace("两次。", "两次，兑完即止。")
OTHER = ORIGINAL.replace("周三晚上", "周四晚上").replace("两次。", "两次，兑完即止。")


def test_the_same_copy_twice_is_read_once() -> None:
    assert last_of_two(f"{EDITED}\n\n{EDITED}", TITLE, BODY) == EDITED
    lead = "修改后的通知："
    twice = f"{lead}\n\n{EDITED}\n\n{lead}\n\n{EDITED}\n"
    assert last_of_two(twice, TITLE, BODY) == f"{lead}\n\n{EDITED}"


def test_the_original_then_a_revision_is_the_revision() -> None:
    assert last_of_two(f"{ORIGINAL}\n\n{EDITED}", TITLE, BODY) == EDITED
    english = "Fair\n\nThe fair opens at ten.\n\nEntry is free."
    revised = english.replace("at ten", "at ten sharp")
    assert last_of_two(f"{english}\n\n{revised}", "Fair", english.split("\n\n", 1)[1]) == revised


def test_two_different_revisions_are_left() -> None:
    for reply in (f"{EDITED}\n\n{OTHER}", f"{OTHER}\n\n{EDITED}", f"{EDITED}\n\n{ORIGINAL}"):
        assert last_of_two(reply, TITLE, BODY) == reply


def test_a_body_that_holds_its_title_line_is_left() -> None:
    body = f"{TITLE}\n\n{BODY}"
    reply = f"{TITLE}\n\n{body}\n\n{TITLE}\n\n{body}"
    assert last_of_two(reply, TITLE, body) == reply
