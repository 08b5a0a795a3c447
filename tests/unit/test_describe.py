"""What changed between two versions, described in words (English and Chinese)."""

import pytest

from app.domain import describe
from app.domain.describe import describe_changes, language_of, sentences

NOTES = (
    "The team met on Monday to plan the launch. It rained all day.\n\n"
    "They wrote twenty pages of notes.\n\n"
    "Everyone went home tired."
)


def test_no_change_has_no_lines() -> None:
    assert describe_changes("T", NOTES, "T", NOTES) == []


def test_title_changed() -> None:
    assert describe_changes("Notes", NOTES, "Weekly notes", NOTES) == [
        "title changed from “Notes” to “Weekly notes”"
    ]


def test_a_small_change_is_quoted_with_its_paragraph() -> None:
    revised = NOTES.replace("twenty", "thirty")
    assert describe_changes("T", NOTES, "T", revised) == ["paragraph 2: “twenty” → “thirty”"]


def test_the_first_sentence_rewritten() -> None:
    revised = NOTES.replace(
        "The team met on Monday to plan the launch.",
        "On a grey Monday morning the whole team gathered, coffee in hand, to plan it all.",
    )
    assert describe_changes("T", NOTES, "T", revised) == ["paragraph 1: first sentence rewritten"]


def test_the_last_sentence_rewritten_into_two() -> None:
    old = "One thing. Two things. Three things."
    new = "One thing. Two things. Three whole new worlds of things! And a fourth."
    assert describe_changes("T", old, "T", new) == ["paragraph 1: 2 sentences rewritten"]


def test_a_whole_paragraph_rewritten_says_how_much_shorter() -> None:
    old = (
        "This paragraph goes on and on. It repeats itself. It says the same thing twice. "
        "It never stops."
    )
    new = "Short now."
    assert describe_changes("T", old, "T", new) == [
        "paragraph 1: rewritten, shorter (18 → 2 words)"
    ]


def test_deleted_and_added_paragraphs_are_numbered() -> None:
    revised = NOTES.replace("\n\nEveryone went home tired.", "")
    assert describe_changes("T", NOTES, "T", revised) == ["paragraph 3 deleted"]
    longer = NOTES + "\n\nA new ending."
    assert describe_changes("T", NOTES, "T", longer) == ["paragraph 4 added"]


def test_a_moved_paragraph_is_named_once() -> None:
    old = "Alpha.\n\nBeta.\n\nGamma.\n\nDelta."
    new = "Delta.\n\nAlpha.\n\nBeta.\n\nGamma."
    assert describe_changes("T", old, "T", new) == ["paragraph 4 moved to 1"]
    moved_on = "Beta.\n\nGamma.\n\nAlpha.\n\nDelta."
    assert describe_changes("T", old, "T", moved_on) == ["paragraph 1 moved to 3"]


def test_paragraphs_exchanged_are_said_swapped() -> None:
    """ "swap paragraphs 1 and 3" had read "paragraph 2 moved to 2; paragraph 3 moved to 1"
    (found by outside39, blind, session 39)."""
    old = "Alpha.\n\nBeta.\n\nGamma."
    assert describe_changes("T", old, "T", "Gamma.\n\nBeta.\n\nAlpha.") == [
        "paragraphs 1 and 3 swapped"
    ]
    assert describe_changes("T", old, "T", "Beta.\n\nAlpha.\n\nGamma.") == [
        "paragraphs 1 and 2 swapped"
    ]
    assert describe_changes("标题", "一。\n\n二。\n\n三。", "标题", "三。\n\n二。\n\n一。") == [
        "第1段和第3段交换了位置"
    ]
    five = "A a.\n\nB b.\n\nC c.\n\nD d.\n\nE e."
    assert describe_changes("T", five, "T", "E e.\n\nB b.\n\nC c.\n\nD d.\n\nA a.") == [
        "paragraphs 1 and 5 swapped"
    ]
    assert describe_changes("T", five, "T", "B b.\n\nA a.\n\nC c.\n\nE e.\n\nD d.") == [
        "paragraphs 1 and 2 swapped",
        "paragraphs 4 and 5 swapped",
    ]
    assert describe_changes("T", five, "New", "E e.\n\nB b.\n\nC c.\n\nD d.\n\nA a.") == [
        "title changed from “T” to “New”",
        "paragraphs 1 and 5 swapped",
    ]


def test_a_reordering_that_is_neither_a_swap_nor_one_move_is_read_line_by_line() -> None:
    old = "Alpha.\n\nBeta.\n\nGamma.\n\nDelta."
    lines = describe_changes("T", old, "T", "Beta.\n\nDelta.\n\nAlpha.\n\nGamma.")
    assert lines and not any("swapped" in line for line in lines), lines


def test_spacing_only() -> None:
    assert describe_changes("T", "One.\n\nTwo.", "T", "One.\n\n\nTwo. ") == ["spacing changed"]
    assert describe_changes("T", "One  two.", "T", "One two.") == ["paragraph 1: spacing changed"]


def test_a_sentence_added_at_the_end() -> None:
    old = "One thing. Two things."
    new = "One thing. Two things. And then a good deal more than anyone had planned for."
    assert describe_changes("T", old, "T", new) == ["paragraph 1: a sentence added at the end"]


def test_many_changes_are_capped_with_a_count() -> None:
    old = "\n\n".join(f"Paragraph number {n} says one thing." for n in range(20))
    new = "\n\n".join(f"Paragraph number {n} says another thing." for n in range(20))
    lines = describe_changes("T", old, "T", new, limit=5)
    assert len(lines) == 5
    assert lines[-1] == "and 16 more changes"
    assert lines[0] == "paragraph 1: “one” → “another”"


# Chinese -----------------------------------------------------------------------------------

ZH = (
    "今天天气很好。我们去了公园。\n\n共有十五人参加。\n\n"
    "第三段很长，写了很多很多没有必要的细节，读者会累。"
)


def test_chinese_articles_are_described_in_chinese() -> None:
    assert language_of(ZH) == "zh"
    revised = ZH.replace("十五", "五十")
    assert describe_changes("周末", ZH, "周末", revised) == ["第2段：“十五”改为“五十”"]


def test_chinese_title_sentences_and_deletions() -> None:
    revised = "今天天气很好。我们去了湖边，玩得很开心，直到天黑才回家。\n\n共有十五人参加。"
    assert describe_changes("周末", ZH, "快乐的周末", revised) == [
        "标题由“周末”改为“快乐的周末”",
        "第1段：最后一句改写",
        "第3段已删除",
    ]


def test_chinese_lengths_are_counted_in_characters() -> None:
    revised = ZH.replace("第三段很长，写了很多很多没有必要的细节，读者会累。", "第三段变短了。")
    assert describe_changes("周末", ZH, "周末", revised) == ["第3段：整段改写，缩短（22字→6字）"]


def test_chinese_sentences_split_at_full_width_marks() -> None:
    assert sentences("你好！今天怎么样？很好。") == ["你好！", "今天怎么样？", "很好。"]
    assert sentences("He said “hi.” Then left") == ["He said “hi.”", "Then left"]


def test_a_few_small_changes_in_one_paragraph_are_each_quoted() -> None:
    old = "The meeting moved to Tuesday at noon, so plan around it."
    new = "The meeting moved to Thursday at noon, so plan for it."
    assert describe_changes("T", old, "T", new) == [
        "paragraph 1: “Tuesday” → “Thursday”, “around” → “for”"
    ]
    # ...and the same when those words are put back (a restore of the older version).
    assert describe_changes("T", new, "T", old) == [
        "paragraph 1: “Thursday” → “Tuesday”, “for” → “around”"
    ]
    livelier = "The meeting has moved to Tuesday at noon — don't miss it!"
    assert describe_changes("T", "The meeting moved to Tuesday at noon.", "T", livelier) == [
        "paragraph 1: added “has”, “.” → “— don't miss it!”"
    ]


def test_small_changes_that_cover_most_of_a_paragraph_are_a_rewrite() -> None:
    assert describe_changes(
        "T", "We walked home. It rained a lot.", "T", "We ran home. It poured."
    ) == ["paragraph 1: rewritten, shorter (7 → 5 words)"]


def test_a_few_small_chinese_changes_are_each_quoted() -> None:
    old = "公园里有十五棵银杏树，秋天的时候叶子都黄了，很多人来拍照。"
    new = "公园里有五十棵银杏树，秋天的时候叶子都红了，很多人来拍照。"
    assert describe_changes("T", old, "T", new) == ["第1段：“十五”改为“五十”，“黄”改为“红”"]


def test_a_wholly_rewritten_long_article_describes_only_the_lines_it_shows(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Each described paragraph is diffed; 300 rewritten paragraphs took half a minute of CPU
    # for eight lines of text. Only the seven shown are diffed now.
    diffed: list[str] = []
    real = describe._paragraph_change

    def counted(old: str, new: str, words: describe.Words) -> str:
        diffed.append(old)
        return real(old, new, words)

    monkeypatch.setattr(describe, "_paragraph_change", counted)
    before = "\n\n".join(f"第{n}段原来的文字，讲的是第{n}件事。" for n in range(300))
    after = "\n\n".join(f"完全不同的第{n}段，说另一回事。" for n in range(300))
    lines = describe_changes("标题", before, "标题", after)
    assert lines[0].startswith("第1段") and lines[-1] == "另有293处修改"
    assert len(lines) == 8 and len(diffed) == 7


def test_a_withheld_move_says_the_paragraph_moved() -> None:
    from app.domain.describe import describe_withheld
    from app.domain.models import WithheldChange

    text = "The gulls found us by seven."
    moved = WithheldChange(paragraph=3, before=text, after=text, description="paragraph 3 moved")
    assert describe_withheld([moved], "en") == [
        "also suggested: paragraph 3 moved — not applied (outside what you asked)"
    ]
    zh = WithheldChange(paragraph=2, before="海鸥来了。", after="海鸥来了。", description="moved")
    assert describe_withheld([zh], "zh") == ["另有建议：第2段换到别处——未采用（不在所提要求之内）"]


def test_an_edit_moved_by_a_deletion_says_where_it_was():
    before = "One fine day.\n\nTwo cats.\n\nThree dogs.\n\nFour birds sing.\n\nFive fish."
    after = "One fine day.\n\nFour crows sing.\n\nFive fish."
    assert describe_changes("T", before, "T", after) == [
        "paragraph 2 deleted",
        "paragraph 3 deleted",
        "paragraph 2 (was 4): “birds” → “crows”",
    ]
    zh_before = "今天天气很好。\n\n我们去了公园。\n\n晚上吃了火锅，花了十五块。\n\n回家睡了。"
    zh_after = "今天天气很好。\n\n晚上吃了火锅，花了五十块。\n\n回家睡了。"
    assert describe_changes("周末", zh_before, "周末", zh_after) == [
        "第2段已删除",
        "第2段（原第3段）：“十五”改为“五十”",
    ]


def test_an_edit_in_its_own_place_says_one_number():
    before, after = "A one.\n\nB two.\n\nC three.", "A one.\n\nB 2.\n\nC three."
    assert describe_changes("T", before, "T", after) == ["paragraph 2: “two” → “2”"]
