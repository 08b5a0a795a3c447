"""outside48 F3: comparing two versions pairs paragraphs as a revision's own change lines do,
says the changes in the article's order, and never folds a deleted or added paragraph into
"and N more" / "另有N处修改" (only paragraph edits are folded)."""

import pytest

from app.domain.change_steps import paired_paragraphs, paragraph_steps, shown_lines
from app.domain.describe import describe_changes
from tests.diaries import diary_en, diary_zh

EN_DAYS, ZH_DAYS = diary_en(11), diary_zh(11)
CASES = [(EN_DAYS, "sister", "brother", "en"), (ZH_DAYS, "妹妹", "弟弟", "zh")]


def _deleted(lang: str, n: int) -> str:
    return f"第{n}段已删除" if lang == "zh" else f"paragraph {n} deleted"


def _compare(paras: list[str], gone: set[int], old: str, new: str) -> list[str]:
    v1 = "\n\n".join(paras)
    v3 = "\n\n".join(p.replace(old, new) for k, p in enumerate(paras) if k not in gone)
    return describe_changes("T", v1, "T", v3, limit=100)


@pytest.mark.parametrize(("paras", "old", "new", "lang"), CASES)
@pytest.mark.parametrize("gone", [0, 1, 2, 5, 9, 10])
def test_one_patterned_paragraph_deleted_beside_rewrites_is_found(paras, old, new, lang, gone):
    lines = _compare(paras, {gone}, old, new)
    # each kept paragraph is one small rewrite; the deleted one is named where it stood
    assert len(lines) == len(paras)
    assert lines[gone] == _deleted(lang, gone + 1), lines
    assert all(old in line and new in line for k, line in enumerate(lines) if k != gone), lines


@pytest.mark.parametrize(("paras", "old", "new", "lang"), CASES)
@pytest.mark.parametrize("gone", [(0, 1), (2, 6), (3, 4, 8), (0, 10)])
def test_several_patterned_paragraphs_deleted_are_each_named_in_order(paras, old, new, lang, gone):
    lines = _compare(paras, set(gone), old, new)
    assert len(lines) == len(paras)
    for k in gone:
        assert lines[k] == _deleted(lang, k + 1), lines  # numbered as it stood
    # a paragraph moved up by deletions says where it was
    last = max(set(range(len(paras))) - set(gone))
    if last > min(gone):
        assert ("原第" if lang == "zh" else "(was ") + str(last + 1) in lines[last], lines


def test_pairing_finds_the_deleted_and_added_paragraphs_among_patterned_ones():
    old = [p.replace("sister", "brother") for p in EN_DAYS]
    new = old[:3] + old[4:8] + ["Day zero: nobody walked anywhere at all that morning."]
    new += old[8:9] + old[10:]  # paragraphs 4 and 10 deleted, one added after 8
    new = [p.replace("before", "after") for p in new]
    pairs = paired_paragraphs(old, new)
    assert (3, 3) not in pairs and 3 not in {i for i, _ in pairs}
    assert (4, 3) in pairs and (8, 8) in pairs and (10, 9) in pairs
    steps = paragraph_steps(old, new)
    assert [(kind, i, j) for kind, i, j in steps if kind != "edited"] == [
        ("deleted", 3, -1),
        ("added", -1, 7),
        ("deleted", 9, -1),
    ]
    assert [s[0] for s in steps].index("added") == 8  # in the article's order


def test_an_unlike_block_of_unequal_length_still_names_a_deletion():
    old = ["Apples are red.", "Completely different words here.", "Bananas are yellow."]
    new = ["Apples are green.", "Bananas are yellow!"]
    assert paired_paragraphs(old, new) == [(0, 0), (2, 1)]


def test_a_paragraph_moved_is_said_once_where_it_was_taken_out():
    old = ["A one.", "B two.", "C three.", "D four."]
    new = ["A one!", "C three.", "D four.", "B two."]
    steps = paragraph_steps(old, new)
    assert [s for s in steps if s[0] == "moved"] == [("moved", 1, 3)]
    assert steps[0] == ("edited", 0, 0)


def test_shown_lines_never_fold_a_structural_line():
    # lines 2 and 9 are deletions/additions, the rest edits; room for 4 of 10 (+ "more")
    foldable = set(range(10)) - {2, 9}
    assert shown_lines(10, 5, foldable) == [0, 1, 2, 9]
    assert shown_lines(10, 5, None) == [0, 1, 2, 3]
    assert shown_lines(4, 5, set()) == [0, 1, 2, 3]
    # more structural lines than room: the earliest kept, the rest counted
    assert shown_lines(10, 3, set()) == [0, 1]


DISTINCT_ZH = [
    "秋天的早晨，公园里的银杏叶黄了，风一吹就落下来，铺满了小路。",
    "我和妹妹沿着湖边慢慢走，看见几位老人在打太极拳，动作又慢又稳。",
    "湖面上有一群鸭子，妹妹拿出面包屑喂它们，鸭子们争先恐后地游过来。",
    "中午我们在草地上野餐，妈妈准备了三明治、苹果和一壶热茶。",
    "傍晚回家的路上，妹妹说明年秋天还要再来，我笑着答应了她。",
]
DISTINCT_EN = [
    "The morning was cold and my sister wore her red scarf.",
    "Ducks gathered near the shore when my sister threw them bread.",
    "At noon we ate sandwiches on the grass and drank hot tea.",
    "On the way home my sister asked to come back next autumn.",
]


@pytest.mark.parametrize(
    ("paras", "old", "new", "lang"),
    [
        ([f"{k}号：{p}" for k, p in enumerate(DISTINCT_ZH * 4)], "妹妹", "弟弟", "zh"),
        ([f"Note {k}. {p}" for k, p in enumerate(DISTINCT_EN * 4)], "sister", "brother", "en"),
    ],
)
def test_a_deletion_is_shown_before_and_n_more_and_in_reading_order(paras, old, new, lang):
    v1 = "\n\n".join(paras)
    v3 = "\n\n".join(p.replace(old, new) for k, p in enumerate(paras) if k not in (2, 13))
    lines = describe_changes("T", v1, "T", v3)
    assert len(lines) == 8
    assert lines[-1].startswith("另有" if lang == "zh" else "and ")
    deleted_12 = _deleted(lang, 14)  # a deleted paragraph is numbered as it stood
    assert _deleted(lang, 3) in lines and deleted_12 in lines, lines
    assert lines.index(_deleted(lang, 3)) < lines.index(deleted_12) < len(lines) - 1
    # every shown line is in reading order: paragraph numbers rise
    assert lines.index(_deleted(lang, 3)) <= 2


def test_a_title_line_stays_first_and_a_lone_deletion_reads_as_before():
    paras = ZH_DAYS[:5]
    lines = describe_changes("T", "\n\n".join(paras), "T2", "\n\n".join(paras[:2] + paras[3:]))
    assert len(lines) == 2 and "T2" in lines[0]
    assert lines[1] == "第3段已删除"
