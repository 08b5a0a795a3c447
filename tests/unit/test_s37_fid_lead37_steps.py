"""Session 37 (fid-lead37): a step is a line of a list, not a part's heading of the same
number."""

from app.editing.mentions import described_paragraphs

PARAGRAPHS = [
    "一、课程安排",
    "书法、合唱、太极拳三门课。",
    "二、报名方法",
    "1. 带上身份证。\n2. 带一张照片。\n3. 每人最多选两门课。",
    "三、注意事项",
    "上课期间请注意安全。",
]


def test_a_step_is_the_list_not_the_heading_of_that_number() -> None:
    assert described_paragraphs("第3步写得更清楚。", PARAGRAPHS) == {3}
    assert described_paragraphs("第三步写得更清楚。", PARAGRAPHS) == {3}


def test_a_step_only_a_heading_holds_is_still_that_part() -> None:
    two_steps = [p.replace("\n3. 每人最多选两门课。", "") for p in PARAGRAPHS]
    assert described_paragraphs("第3步写得更清楚。", two_steps) == {4, 5}
