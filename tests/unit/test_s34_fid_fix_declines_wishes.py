"""A closing wish under a whole article (愿告别仪式一切顺利。) is the model's, not a new
paragraph; "I'd hold off on that." is the model declining; 嘉宾介绍那段 names one part by
its topic."""

from app.editing.align import is_chatter
from app.editing.declines import declined
from app.editing.lone_target import _ONE_PART


def test_a_closing_wish_is_chatter() -> None:
    assert is_chatter("愿告别仪式一切顺利。")
    assert is_chatter("希望活动圆满成功！")
    assert not is_chatter("愿他安息的那片海，今天也风平浪静。我们会常去看他。")


def test_holding_off_is_declining() -> None:
    reply = (
        "I'd hold off on that. Nothing in your review says you saw the kitchen. If you did, "
        "tell me what you saw and I'll add it."
    )
    body = "Service was warm but slow."
    assert declined(reply, body, body) == reply


def test_a_part_named_by_what_it_introduces() -> None:
    assert _ONE_PART.search("嘉宾介绍那段别写得像简历。")
    assert _ONE_PART.search("作者简介那一段缩短一点")
