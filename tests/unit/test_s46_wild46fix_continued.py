"""A reply that ends with a promise to go on is cut off (app/editing/continued.py)."""

import pytest

from app.editing.continued import continued_marker, continued_reason, is_marker

ARTICLE = "Notes\nWelcome to the cottage.\n\nParking is for two cars.\n\nThanks! — Gwen"
SERIAL = "Part 3\nShe read it twice.\n\n(To be continued)"


@pytest.mark.parametrize(
    "line",
    [
        "(continued in the next message)",
        "To be continued…",
        "[cont'd]",
        "Cont’d",
        "[continued]",
        "— continued below —",
        "[Continued in next reply]",
        "(Part 1 of 2: I'll send the rest in my next message.)",
        "*The rest follows in my next message.*",
        "（未完待续）",
        "（待续）",
        "（后续内容见下一条）",
        "（篇幅所限，下条继续）",
        "【未完，见下条】",
        "（下接下一条消息）",
        "内容较长，剩余部分我下一条发给你。",
        "未完待续……",
    ],
)
def test_markers_in_either_language(line: str) -> None:
    assert is_marker(line)
    reply = "Notes\n\nWelcome to the cottage.\n\n" + line
    assert continued_marker(reply, ARTICLE) == line


@pytest.mark.parametrize(
    "line",
    [
        "Thanks! — Gwen",
        "The work continued below the bridge for a week.",
        "Continue to the second gate and turn left, where the path goes on past the barn.",
        "工程尚未完工，请大家耐心等待。",
        "剩余部分由学校承担。",
        "下一条规定更重要。",
        "Part of the garden is closed.",
        "",
    ],
)
def test_endings_that_are_text(line: str) -> None:
    reply = "Notes\n\nWelcome to the cottage.\n\n" + line
    assert continued_marker(reply, ARTICLE) is None


def test_the_writers_own_marker_is_kept_text() -> None:
    assert continued_marker("Part 3\n\nShe read it once.\n\n(To be continued)", SERIAL) is None
    zh = "第三章\n天亮了。\n\n（未完待续）"
    assert continued_marker("第三章\n\n天刚亮。\n\n（未完待续）", zh) is None
    # …but another marker than the writer's is the model's
    assert continued_marker("Part 3\n\nShe read it.\n\n[cont'd]", SERIAL) == "[cont'd]"


def test_a_fence_after_the_marker_is_read_past() -> None:
    assert continued_marker("```\nNotes\n\nWelcome.\n\n(continued)\n```", ARTICLE) == "(continued)"


def test_reason_says_it_was_cut_off() -> None:
    reason = continued_reason("（未完待续）")
    assert "（未完待续）" in reason and "cut off" in reason and "nothing was saved" in reason


def test_reason_said_in_chinese() -> None:
    from app.editing.said_in_chinese import in_chinese

    said = in_chinese(continued_reason("（后续内容见下一条）"))
    assert said is not None and "（后续内容见下一条）" in said and "截断" in said
