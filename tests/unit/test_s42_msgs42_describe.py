"""What a writer is told changed must be what changed (outside41 findings 11 and 13): the last
paragraph deleted after a hard-wrapped one is "paragraph 2 deleted", not a line cut from the
paragraph kept; a withheld change on a Chinese article is described in Chinese, its text quoted
as written (no "，" made ",")."""

from app.domain.describe import describe_changes, withheld_in_words
from app.domain.diff import diff_stats, scope_summary
from app.domain.models import WithheldChange
from app.domain.text import split_paragraphs_alike
from app.editing.paragraph_text import short, withheld_change


def test_the_last_paragraph_deleted_after_a_wrapped_one_is_said_deleted() -> None:
    before, after = (
        "Roses are red\nand the sky is blue\n\nA note.",
        "Roses are red\nand the sky is blue",
    )
    assert describe_changes("T", before, "T", after) == ["paragraph 2 deleted"]
    assert scope_summary(diff_stats(before, after)) == "changed 1 of 2 paragraphs"


def test_a_chinese_poem_kept_and_its_note_deleted_is_said_so() -> None:
    before, after = "床前明月光\n疑是地上霜\n\n这首诗是李白写的。", "床前明月光\n疑是地上霜"
    assert describe_changes("静夜思", before, "静夜思", after) == ["第2段已删除"]


def test_the_first_paragraph_deleted_before_a_wrapped_one_is_said_deleted() -> None:
    before, after = "A note.\n\nLine one\nline two\nline three", "Line one\nline two\nline three"
    assert describe_changes("T", before, "T", after) == ["paragraph 1 deleted"]


def test_paragraphs_only_respaced_onto_lines_are_still_spacing() -> None:
    assert describe_changes("T", "One.\n\nTwo.", "T", "One.\nTwo.") == ["spacing changed"]
    assert split_paragraphs_alike("One.\n\nTwo.", "One.\nTwo.") == (["One.", "Two."],) * 2


def test_texts_without_blank_lines_still_count_each_line() -> None:
    assert split_paragraphs_alike("a\nb\nc", "a\nc") == (["a", "b", "c"], ["a", "c"])
    assert describe_changes("T", "Eggs.\nMilk.\nBread.", "T", "Eggs.\nBread.") == [
        "paragraph 2 deleted"
    ]


def test_a_withheld_change_on_a_chinese_article_is_described_in_chinese_as_written() -> None:
    before = "中午我们在湖边吃了自带的午饭，下午两点解散。"
    change = withheld_change(2, before, before.replace("两点", "三点"))
    assert "，" in change.description  # each reading quotes the text as written
    [described] = withheld_in_words([change], "zh")
    assert described.description == "第3段：“两”改为“三”"
    assert (described.before, described.after) == (change.before, change.after)


def test_every_kind_of_withheld_change_reads_in_chinese() -> None:
    changes = [
        WithheldChange(paragraph=0, before="周末", after="快乐周末", description="a new title"),
        WithheldChange(
            paragraph=2, before="第二段。", after="", description="paragraph 2 left out"
        ),
        WithheldChange(paragraph=4, before="", after="新的一段。", description="a new paragraph"),
        WithheldChange(paragraph=3, before="第三段🌱", after="第三段", description="x"),
    ]
    said = [c.description for c in withheld_in_words(changes, "zh")]
    assert said == [
        "标题改为“快乐周末”",
        "第2段已删除",
        "新增第4段",
        "第3段：回复漏掉了“🌱”——已按原文保留",
    ]


def test_an_english_article_keeps_each_readings_own_words() -> None:
    change = withheld_change(0, "It was “fine”, really.", "It was “grand”, really.")
    assert withheld_in_words([change], "en") == [change]
    assert change.description == "a change in paragraph 1 — It was “grand”, really."


def test_a_short_quote_keeps_full_width_punctuation_and_curly_quotes() -> None:
    assert short("下午三点解散，大家  回家。") == "下午三点解散，大家 回家。"
    assert short("“Grand,” she said.") == "“Grand,” she said."
