"""Character diffs round-trip, read well on Chinese text and summarise what changed."""

import pytest

from app.domain.diff import (
    DiffStats,
    Hunk,
    change_summary,
    diff_stats,
    diff_text,
    join_cjk_fragments,
    scope_summary,
    split_at_shared_marks,
)

BODY = (
    "第一段，春天来了，风很轻。\n\n"
    "第二段，花开了，孩子们在草地上跑。\n\n"
    "第三段太长了，因为作者想把所有的事情都写进去，结果读者没有耐心看完这么长的段落。"
)
SHORTENED = "第一段，春天来了，风很轻。\n\n第二段，花开了，孩子们在草地上跑。\n\n第三段太长了。"


def rebuild(hunks: list[Hunk]) -> tuple[str, str]:
    old = "".join(h.text for h in hunks if h.op in ("equal", "delete"))
    new = "".join(h.text for h in hunks if h.op in ("equal", "insert"))
    return old, new


def test_identical_texts_are_one_equal_hunk():
    assert diff_text("同一段。", "同一段。") == [Hunk("equal", "同一段。")]


def test_empty_texts():
    assert diff_text("", "") == []
    assert diff_text("", "新") == [Hunk("insert", "新")]
    assert diff_text("旧", "") == [Hunk("delete", "旧")]


def test_a_shortened_chinese_sentence_is_one_readable_deletion():
    hunks = diff_text(BODY, SHORTENED)
    deletions = [h.text for h in hunks if h.op == "delete"]
    assert deletions == ["，因为作者想把所有的事情都写进去，结果读者没有耐心看完这么长的段落"]
    assert not [h for h in hunks if h.op == "insert"]


def test_a_rewritten_chinese_clause_is_one_deletion_and_one_insertion():
    a = "今天天气很好，我们去公园散步，看到了很多花。"
    b = "今天天气很好，我们去河边钓鱼，看到了很多花。"
    hunks = diff_text(a, b)
    changed = [h for h in hunks if h.op != "equal"]
    assert len(changed) == 2
    assert {h.op for h in changed} == {"delete", "insert"}
    assert rebuild(hunks) == (a, b)


def test_semantic_cleanup_merges_confetti_into_words():
    a = "The quick brown fox jumps over the lazy dog."
    b = "The slow green turtle crawls under the lazy dog."
    hunks = diff_text(a, b)
    assert len([h for h in hunks if h.op != "equal"]) <= 4
    assert rebuild(hunks) == (a, b)


def test_no_hunk_is_empty_and_neighbours_never_share_an_op():
    hunks = diff_text(BODY, SHORTENED + "\n\n第四段。")
    assert all(h.text for h in hunks)
    assert all(x.op != y.op for x, y in zip(hunks, hunks[1:], strict=False))


def deterministic_cases() -> list[tuple[str, str]]:
    """Pairs of texts mixing CJK, Latin, emoji and whitespace, built without randomness."""
    alphabet = "春天来了花开风很轻。，！的是不了在我 ab\nXY😀é\u3000"
    cases = []
    state = 12345
    for _ in range(120):
        pieces = []
        for length in (state % 40, (state // 7) % 40):
            text = []
            for _ in range(length):
                state = (state * 1103515245 + 12345) % (2**31)
                text.append(alphabet[state % len(alphabet)])
            pieces.append("".join(text))
        # Make half the pairs similar: b is a mutated copy of a.
        if state % 2:
            a = pieces[0]
            cut = state % (len(a) + 1)
            pieces[1] = a[:cut] + pieces[1][:5] + a[cut + 3 :]
        cases.append((pieces[0], pieces[1]))
    cases += [(BODY, SHORTENED), (SHORTENED, BODY), ("", BODY), (BODY, "")]
    return cases


@pytest.mark.parametrize(("a", "b"), deterministic_cases())
def test_hunks_always_rebuild_both_texts(a, b):
    assert rebuild(diff_text(a, b)) == (a, b)


def test_non_bmp_characters_round_trip():
    a = "𠀀𠀁 emoji 😀 here"
    b = "𠀀𠀂 emoji 😃 there"
    assert rebuild(diff_text(a, b)) == (a, b)


# Stats --------------------------------------------------------------------------------


def test_stats_of_a_shortened_paragraph():
    stats = diff_stats(BODY, SHORTENED)
    assert stats == DiffStats(
        inserted_chars=0,
        deleted_chars=len(BODY) - len(SHORTENED),
        paragraphs_changed=1,
        paragraphs_total=3,
    )


def test_stats_reuse_given_hunks():
    hunks = diff_text(BODY, SHORTENED)
    assert diff_stats(BODY, SHORTENED, hunks) == diff_stats(BODY, SHORTENED)


def test_an_edited_paragraph_counts_once():
    stats = diff_stats("A.\n\nB.\n\nC.", "A.\n\nB!\n\nC.")
    assert (stats.paragraphs_changed, stats.paragraphs_total) == (1, 3)


def test_added_and_deleted_paragraphs_count():
    assert diff_stats("A.\n\nB.", "A.\n\nB.\n\nC.").paragraphs_changed == 1
    assert diff_stats("A.\n\nB.\n\nC.", "A.\n\nC.").paragraphs_changed == 1
    assert diff_stats("A.\n\nB.\n\nC.", "A!\n\nC.").paragraphs_changed == 2


def test_deleted_paragraphs_count_against_the_article_they_were_in():
    stats = diff_stats("A.\n\nB.\n\nC.\n\nD.\n\nE.", "A.\n\nD!\n\nE.")
    assert (stats.paragraphs_changed, stats.paragraphs_total) == (3, 5)
    assert scope_summary(stats) == "changed 3 of 5 paragraphs"
    added = diff_stats("A.\n\nB.", "A.\n\nB!\n\nC.\n\nD.")
    assert (added.paragraphs_changed, added.paragraphs_total) == (3, 4)


def test_repeated_paragraphs_are_counted_as_many_times_as_they_occur():
    assert diff_stats("同。\n\n同。", "同。").paragraphs_changed == 1


def test_unchanged_bodies_have_no_changes():
    assert diff_stats(BODY, BODY) == DiffStats(0, 0, 0, 3)


def test_scope_summary():
    assert scope_summary(DiffStats(1, 2, 2, 14)) == "changed 2 of 14 paragraphs"
    assert scope_summary(DiffStats(1, 2, 1, 1)) == "changed 1 of 1 paragraph"
    assert scope_summary(DiffStats(0, 0, 0, 3)) == "no paragraph changed"
    assert scope_summary(DiffStats(0, 0, 0, 3), title_changed=True) == "only the title changed"
    # Spacing changed beside the title: something in the body did change.
    assert scope_summary(DiffStats(1, 0, 0, 3), title_changed=True) == "no paragraph changed"


# Change summary -------------------------------------------------------------------------


def test_change_summary_of_title_and_one_paragraph():
    summary = change_summary("春", "A.\n\nB.\n\nC.", "夏", "A.\n\nB, longer.\n\nC.")
    assert summary == "Title changed; 1 of 3 paragraphs edited (+8 / −0 characters)."


def test_change_summary_on_chinese_text():
    summary = change_summary("春天的故事", BODY, "春天的故事", SHORTENED)
    deleted = len(BODY) - len(SHORTENED)
    assert summary == f"1 of 3 paragraphs edited (+0 / −{deleted} characters)."


def test_change_summary_of_a_removed_and_an_added_paragraph():
    assert change_summary("t", "A.\n\nB.\n\nC.", "t", "A.\n\nC.") == (
        "1 paragraph removed (+0 / −4 characters)."
    )
    assert change_summary("t", "A.", "t", "A.\n\nB.\n\nC.").startswith("2 paragraphs added")


def test_change_summary_of_title_only_and_of_nothing():
    assert change_summary("春", BODY, "夏", BODY) == "Title changed."
    assert change_summary("春", BODY, "春", BODY) == "No changes."


def test_change_summary_of_spacing_only():
    assert change_summary("t", "A.\n\nB.", "t", "A.\n\n\nB.").startswith("Spacing changed")


def test_change_summary_uses_thousands_separators():
    a = "x" * 2000
    assert change_summary("t", a, "t", "y") == "1 of 1 paragraph edited (+1 / −2,000 characters)."


def test_changes_in_english_snap_to_whole_words() -> None:
    hunks = diff_text("Everyone went home tired.", "Everyone went home happy and proud.")
    assert [(h.op, h.text) for h in hunks] == [
        ("equal", "Everyone went home "),
        ("delete", "tired"),
        ("insert", "happy and proud"),
        ("equal", "."),
    ]


def test_a_suffix_change_shows_the_whole_word() -> None:
    hunks = diff_text("one cat here", "one cats here")
    assert [(h.op, h.text) for h in hunks if h.op != "equal"] == [
        ("delete", "cat"),
        ("insert", "cats"),
    ]


def test_chinese_numbers_change_whole_and_numerals_in_words_by_their_character() -> None:
    # a number changes whole, as "30" → "60" does: the writer reads "二十" → "三十"
    hunks = diff_text("我们等了二十分钟。", "我们等了三十分钟。")
    assert [(h.op, h.text) for h in hunks if h.op != "equal"] == [
        ("delete", "二十"),
        ("insert", "三十"),
    ]
    # a numeral inside a word ("第二段") changes as it is, too
    assert [(h.op, h.text) for h in diff_text("第二段", "第三段") if h.op != "equal"] == [
        ("delete", "二"),
        ("insert", "三"),
    ]


def changed(a: str, b: str) -> list[tuple[str, str]]:
    return [(h.op, h.text) for h in diff_text(a, b) if h.op != "equal"]


def test_swapped_chinese_number_is_one_replacement() -> None:
    assert changed("十五", "五十") == [("delete", "十五"), ("insert", "五十")]
    assert changed("共有十五人参加。", "共有五十人参加。") == [
        ("delete", "十五"),
        ("insert", "五十"),
    ]


def test_swapped_characters_inside_a_longer_chinese_sentence_are_one_change() -> None:
    hunks = diff_text("上下左右都看了。", "下上左右都看了。")
    assert [(h.op, h.text) for h in hunks] == [
        ("delete", "上下"),
        ("insert", "下上"),
        ("equal", "左右都看了。"),
    ]


def test_two_chinese_words_changed_apart_stay_two_changes() -> None:
    # Two kept characters between the changes are words the writer kept.
    assert changed("我们去公园散步", "他们去湖边散步") == [
        ("delete", "我"),
        ("insert", "他"),
        ("delete", "公园"),
        ("insert", "湖边"),
    ]


def test_a_kept_punctuation_mark_or_latin_letter_is_never_glued() -> None:
    for kept in ("，", "a", " ", "5"):
        hunks = [Hunk("delete", "甲"), Hunk("equal", kept), Hunk("insert", "丙")]
        assert join_cjk_fragments(hunks) == hunks


def test_glue_needs_cjk_changes_on_both_sides() -> None:
    hunks = [Hunk("delete", "x"), Hunk("equal", "五"), Hunk("insert", "十")]
    assert join_cjk_fragments(hunks) == hunks
    glued = [Hunk("delete", "十"), Hunk("equal", "五"), Hunk("insert", "十")]
    assert join_cjk_fragments(glued) == [Hunk("delete", "十五"), Hunk("insert", "五十")]


def test_gluing_repeats_along_a_run_and_still_rebuilds_both_texts() -> None:
    a, b = "一二三四五", "二一四三五"
    hunks = diff_text(a, b)
    assert rebuild(hunks) == (a, b)
    assert len([h for h in hunks if h.op == "delete"]) == 1


def _rebuilds(a: str, b: str, hunks: list[Hunk]) -> bool:
    old = "".join(h.text for h in hunks if h.op != "insert")
    new = "".join(h.text for h in hunks if h.op != "delete")
    return (old, new) == (a, b)


def test_a_word_replaced_twice_around_a_comma_is_two_changes() -> None:
    a, b = "还有一个大大的风筝，风筝是红色的。", "还有一个大大的纸鸢，纸鸢是红色的。"
    hunks = diff_text(a, b)
    assert [h for h in hunks if h.op != "equal"] == [
        Hunk("delete", "风筝"),
        Hunk("insert", "纸鸢"),
        Hunk("delete", "风筝"),
        Hunk("insert", "纸鸢"),
    ]
    assert _rebuilds(a, b, hunks)


def test_a_change_is_cut_only_where_both_sides_have_the_same_marks() -> None:
    differing = [Hunk("delete", "甲，乙"), Hunk("insert", "丙，丁，戊")]
    assert split_at_shared_marks(differing) == differing
    other_mark = [Hunk("delete", "甲，乙"), Hunk("insert", "丙。丁")]
    assert split_at_shared_marks(other_mark) == other_mark
    # a part alike on both sides is kept text, not a change
    same_middle = [Hunk("delete", "甲，乙，丙"), Hunk("insert", "丁，乙，戊")]
    assert split_at_shared_marks(same_middle) == [
        Hunk("delete", "甲"),
        Hunk("insert", "丁"),
        Hunk("equal", "，乙，"),
        Hunk("delete", "丙"),
        Hunk("insert", "戊"),
    ]


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("价格1,500元", "价格2,600元"),  # a thousands comma is not a clause mark
        ("at 10:30, then", "at 11:45, then"),
        ("red, green; blue!", "pink, grey; navy!"),
        ("甲，", "乙，"),
    ],
)
def test_cutting_at_marks_still_rebuilds_both_texts(a: str, b: str) -> None:
    hunks = diff_text(a, b)
    assert _rebuilds(a, b, hunks)
    assert not any(h.op != "equal" and h.text in {",", "，", ";"} for h in hunks)
