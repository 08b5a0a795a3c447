"""The reply's lines for several steps in one message name the paragraphs that changed."""

from app.domain.describe import describe_changes


def test_deleting_the_first_paragraph_and_an_emoji_is_not_said_as_a_rewrite() -> None:
    # "去掉所有表情，然后删除第一段" on three short paragraphs: the first goes, the second
    # loses its emoji. Paired by position, the first old paragraph was said to be
    # "rewritten, shortened" into the second, and the second said deleted.
    before = "我们在公园里等了十五分钟😀。\n\n于是我们走回了家🚶。\n\n公交车一直没来。"
    after = "于是我们走回了家。\n\n公交车一直没来。"
    lines = describe_changes("春日", before, "春日", after)
    assert "第1段已删除" in lines
    assert not any("整段改写" in line for line in lines)
    assert any("🚶" in line for line in lines)


def test_deleting_a_paragraph_and_editing_the_next_in_english() -> None:
    before = "We waited twenty minutes.\n\nThe bus never came 🚌.\n\nSo we walked."
    after = "The bus never came.\n\nSo we walked."
    lines = describe_changes("The bus", before, "The bus", after)
    assert "paragraph 1 deleted" in lines
    assert not any("rewritten" in line for line in lines)
