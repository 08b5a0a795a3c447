"""Chinese changes are marked and described at the size of a word, not of one character:
把“今天”改成“今日” reads “今天”改为“今日”, 公园 → 动物园 is one word replaced — and every
widened change still rebuilds both texts and can be rejected on its own."""

import itertools

import pytest
from diff_match_patch import diff_match_patch

from app.domain.changes import group_changes, revert
from app.domain.describe import describe_changes
from app.domain.diff import Hunk, diff_text, widen_cjk_words


def changed(a: str, b: str) -> list[tuple[str, str]]:
    return [(h.op, h.text) for h in diff_text(a, b) if h.op != "equal"]


def rebuild(hunks: list[Hunk]) -> tuple[str, str]:
    old = "".join(h.text for h in hunks if h.op != "insert")
    new = "".join(h.text for h in hunks if h.op != "delete")
    return old, new


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        # The second character of a two-character word changed.
        ("他说“今天”会下雨。", "他说“今日”会下雨。", ("今天", "今日")),
        ("今天天气很好。", "今日天气很好。", ("今天", "今日")),
        # The first character changed; the kept one after it is the rest of the word.
        ("我们去公园散步。", "我们去动物园散步。", ("公园", "动物园")),
        ("城市公园很大。", "城市花园很大。", ("公园", "花园")),
        ("春天来了，风很轻。", "夏天来了，风很轻。", ("春天", "夏天")),
        ("他在家里看书。", "他在家里读书。", ("看书", "读书")),
        # Traditional characters likewise.
        ("我們去公園散步。", "我們去動物園散步。", ("公園", "動物園")),
        ("佢話“今天”會落雨。", "佢話“今日”會落雨。", ("今天", "今日")),
    ],
)
def test_a_changed_character_is_marked_with_its_word(
    old: str, new: str, expected: tuple[str, str]
) -> None:
    hunks = diff_text(old, new)
    assert changed(old, new) == [("delete", expected[0]), ("insert", expected[1])]
    assert rebuild(hunks) == (old, new)


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        # A word that stands alone (a particle, an adverb's neighbour) is not glued to another.
        ("叶子都黄了。", "叶子都红了。", [("delete", "黄"), ("insert", "红")]),
        # Numbers change whole, as digits do; the unit after them is kept.
        ("我们等了二十分钟。", "我们等了三十分钟。", [("delete", "二十"), ("insert", "三十")]),
        ("他工作了3年。", "他工作了5年。", [("delete", "3"), ("insert", "5")]),
        # Latin words in Chinese text are whole already and take no Chinese neighbour.
        ("我用iPhone手机拍照。", "我用iPad手机拍照。", [("delete", "iPhone"), ("insert", "iPad")]),
        ("我们用Python写的。", "我们用Rust写的。", [("delete", "Python"), ("insert", "Rust")]),
        # A punctuation mark is never taken into a change.
        ("他说：“好。”", "他说：“行。”", [("delete", "好"), ("insert", "行")]),
        # A word added or removed is marked as it is.
        ("我们去公园散步。", "我们也去公园散步。", [("insert", "也")]),
        ("我们去公园散步。", "我们去新公园散步。", [("insert", "新")]),
        ("我们去公园散步。", "我们去公园跑步散步。", [("insert", "跑步")]),
    ],
)
def test_changes_that_are_whole_already_stay_as_they_are(
    old: str, new: str, expected: list[tuple[str, str]]
) -> None:
    hunks = diff_text(old, new)
    assert changed(old, new) == expected
    assert rebuild(hunks) == (old, new)


def test_a_long_change_is_not_made_longer() -> None:
    old = "今天天气很好，我们去公园散步，看到了很多花。"
    new = "今天天气很好，我们去河边钓鱼，看到了很多花。"
    hunks = diff_text(old, new)
    assert [(h.op, h.text) for h in hunks if h.op != "equal"] == [
        ("delete", "公园散步"),
        ("insert", "河边钓鱼"),
    ]
    long_old = "第三段太长了，因为作者想把所有的事情都写进去，结果读者没有耐心。"
    long_new = "第三段太长了，因为作者什么都想写，读者没有耐心。"
    engine = diff_match_patch()
    plain = engine.diff_main(long_old, long_new)
    engine.diff_cleanupSemantic(plain)
    plain_changes = len(group_changes([Hunk("delete" if op else "equal", t) for op, t in plain]))
    plain_size = sum(len(t) for op, t in plain if op)
    widened = diff_text(long_old, long_new)
    assert rebuild(widened) == (long_old, long_new)
    # At most one neighbouring character per change is taken in (twice: old and new).
    assert sum(len(h.text) for h in widened if h.op != "equal") <= plain_size + 2 * plain_changes


def test_the_description_quotes_the_word() -> None:
    old = "老师说今天要考试。\n\n我们都很紧张。"
    new = "老师说今日要考试。\n\n我们都很紧张。"
    assert describe_changes("考试", old, "考试", new) == ["第1段：“今天”改为“今日”"]
    old2 = "周末我们去公园散步，看到了很多花。"
    new2 = "周末我们去动物园散步，看到了很多花。"
    assert describe_changes("周末", old2, "周末", new2) == ["第1段：“公园”改为“动物园”"]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("今天天气很好，城市公园里有很多花。", "今日天气很好，城市花园里有很多花。"),
        ("我们去公园散步，春天来了。", "我们去动物园散步，夏天来了。"),
        ("他工作了3年，今天去公园。", "他工作了5年，今日去花园。"),
        ("公园", "动物园"),
        ("天", "日"),
        ("甲乙", "甲丙"),
        ("甲乙丙", "丁乙戊"),
        ("一二三四五", "二一四三五"),
    ],
)
def test_rejecting_any_widened_changes_gives_back_exactly_the_old_words(old: str, new: str) -> None:
    hunks = diff_text(old, new)
    assert rebuild(hunks) == (old, new)
    changes = group_changes(hunks)
    ids = [c.id for c in changes]
    assert revert(hunks, changes, ids) == old
    assert revert(hunks, changes, []) == new
    for size in range(1, len(ids) + 1):
        for subset in itertools.combinations(ids, size):
            text = revert(hunks, changes, subset)
            # Each rejected change puts back its old words in place of its new ones.
            expected = "".join(
                h.text
                for i, h in enumerate(hunks)
                if h.op == "equal"
                or (h.op == "delete")
                == any(c.first_hunk <= i <= c.last_hunk for c in changes if c.id in subset)
            )
            assert text == expected


def test_rejecting_one_of_two_word_changes_keeps_the_other() -> None:
    old = "今天天气很好，城市公园里有很多花。"
    new = "今日天气很好，城市花园里有很多花。"
    hunks = diff_text(old, new)
    changes = group_changes(hunks)
    assert [(c.delete, c.insert) for c in changes] == [("今天", "今日"), ("公园", "花园")]
    assert revert(hunks, changes, [0]) == "今天天气很好，城市花园里有很多花。"
    assert revert(hunks, changes, [1]) == "今日天气很好，城市公园里有很多花。"


def test_widening_never_joins_changes_across_what_the_writer_kept() -> None:
    old = "今天我们去公园。"
    new = "今日我们去花园。"
    assert changed(old, new) == [
        ("delete", "今天"),
        ("insert", "今日"),
        ("delete", "公园"),
        ("insert", "花园"),
    ]
    # One kept character between two widened changes goes to one of them, never lost.
    old2, new2 = "甲乙丙丁", "戊乙己丁"
    hunks = diff_text(old2, new2)
    assert rebuild(hunks) == (old2, new2)


def test_random_chinese_edits_always_rebuild_both_texts() -> None:
    import random

    rng = random.Random(10)
    alphabet = "今天日公园动物花城市春夏的了是我们在去很，。“”3a 一二三十百"
    for _ in range(800):
        old = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 14)))
        new = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 14)))
        hunks = diff_text(old, new)
        assert rebuild(hunks) == (old, new)
        assert all(h.text for h in hunks)
        # No two equal hunks in a row, no change split by an empty kept run.
        assert all(not (x.op == "equal" and y.op == "equal") for x, y in itertools.pairwise(hunks))
        changes = group_changes(hunks)
        assert revert(hunks, changes, [c.id for c in changes]) == old


def test_a_kept_character_between_two_changes_keeps_them_apart() -> None:
    hunks = [Hunk("delete", "公"), Hunk("insert", "花"), Hunk("equal", "园")]
    hunks += [Hunk("delete", "a"), Hunk("insert", "b"), Hunk("equal", "好")]
    assert widen_cjk_words(hunks) == hunks
    # At the end of the text the neighbour is taken whole.
    assert widen_cjk_words(hunks[:3]) == [Hunk("delete", "公园"), Hunk("insert", "花园")]
