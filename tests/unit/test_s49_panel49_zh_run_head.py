"""A one-character change at the end of a short run of Chinese whose first character is a
verb or preposition that often opens a word (会议|室, 会员|卡, 能源|站) is quoted with the whole
run — “会议室”改为“会议厅” — never as “议室”改为“议厅”, which cuts 会议 in two (paste48's known
limit). The change still pairs with its one neighbour where the run's head is an adverb, a
particle or a pronoun (不|好看, 他的|小狗, 我在|家里)."""

import pytest

from app.domain.describe import describe_changes
from app.domain.diff import change_runs, diff_text


def _line(old: str, new: str) -> str:
    lines = describe_changes("题", "开头。\n\n" + old, "题", "开头。\n\n" + new)
    assert len(lines) == 1, lines
    return lines[0].removeprefix("第2段：")


# (old, new, change lines accepted, inline marks accepted)
JOINED = [
    ("会议室在二楼。", "会议厅在二楼。", ["“室”改为“厅”", "“会议室”改为“会议厅”"]),
    ("这个会议室很大。", "这个会议厅很大。", ["“室”改为“厅”", "“会议室”改为“会议厅”"]),
    ("我们去会议室。", "我们去会议厅。", ["“室”改为“厅”", "“会议室”改为“会议厅”"]),
    ("会员卡丢了。", "会员证丢了。", ["“卡”改为“证”", "“会员卡”改为“会员证”"]),
    ("能源站建好了。", "能源厂建好了。", ["“站”改为“厂”", "“能源站”改为“能源厂”"]),
    ("比赛场很大。", "比赛馆很大。", ["“场”改为“馆”", "“比赛场”改为“比赛馆”"]),
    ("會議室在二樓。", "會議廳在二樓。", ["“室”改为“廳”", "“會議室”改为“會議廳”"]),
    ("他说会议室满了。", "他说会议厅满了。", ["“室”改为“厅”", "“会议室”改为“会议厅”"]),
    ("会议室", "会议大厅", ["“室”改为“大厅”", "“会议室”改为“会议大厅”"]),
]

# The neighbour alone completes the word: nothing more is taken in.
PAIRED = [
    ("他是老师。", "他是老板。", ["“老师”改为“老板”"]),
    ("我在家里。", "我在家中。", ["“家里”改为“家中”"]),
    ("我家的小狗很可爱。", "我家的小猫很可爱。", ["“小狗”改为“小猫”"]),
    ("他的小狗很乖。", "他的小猫很乖。", ["“小狗”改为“小猫”"]),
    ("不好看。", "不好玩。", ["“好看”改为“好玩”"]),
    ("很好看。", "很好听。", ["“好看”改为“好听”"]),
    ("去年冬天很冷。", "去年夏天很冷。", ["“冬”改为“夏”", "“冬天”改为“夏天”"]),
]


def _marks(line: str) -> tuple[str, str]:
    old, new = line.removeprefix("“").removesuffix("”").split("”改为“")
    return old, new


@pytest.mark.parametrize(("old", "new", "lines"), JOINED + PAIRED)
def test_the_change_line_quotes_the_whole_run(old: str, new: str, lines: list[str]) -> None:
    assert _line(old, new) in lines


@pytest.mark.parametrize(("old", "new", "lines"), JOINED + PAIRED)
def test_the_inline_markup_marks_the_same_words(old: str, new: str, lines: list[str]) -> None:
    assert change_runs(diff_text(old, new)) in [[_marks(line)] for line in lines]
