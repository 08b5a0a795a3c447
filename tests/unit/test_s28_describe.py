"""A paragraph whose sentences were cut to fewer (or split into more) is described by its
counts and its length — "第2段：5句改写成1句，缩短（113字→45字）" — not as its last sentence
rewritten, which is what a writer who asked 第三段太长了，缩短一点 read of a paragraph cut by
two thirds."""

from app.domain.describe import describe_changes

LONG_ZH = (
    "湖的南边是一片草地。周末的时候，很多家长带着孩子来这里放风筝、野餐、晒太阳。"
    "有的孩子在草地上跑来跑去，有的在追蝴蝶，有的坐在妈妈身边吃零食。"
    "老人们在树荫下下棋、聊天，年轻人在旁边弹吉他、唱歌。小狗也跟着主人跑来跑去，非常热闹。"
    "一直到太阳下山，大家才慢慢回家。"
)
SHORT_ZH = (
    "湖的南边是一片草地。周末，家长带着孩子来放风筝、野餐，老人下棋聊天，一直热闹到太阳下山。"
)


def test_chinese_sentences_cut_to_one_are_counted_with_the_length() -> None:
    lines = describe_changes(
        "公园", "春天来了。\n\n" + LONG_ZH, "公园", "春天来了。\n\n" + SHORT_ZH
    )
    assert lines == ["第2段：5句改写成1句，缩短（113字→38字）"]


def test_english_sentences_merged_are_counted_with_the_length() -> None:
    old = "We met at the harbour. The boats were small. The gulls were loud. The sea was calm."
    new = "We met at the harbour. Everything was small, loud and calm."
    assert describe_changes("T", old, "T", new) == [
        "paragraph 1: 3 sentences rewritten as 1, shorter (17 → 11 words)"
    ]


def test_one_sentence_rewritten_in_place_is_still_named() -> None:
    old = "We met at the harbour. The boats were small and blue."
    new = "We met at the harbour. Every boat we saw there was tiny, and painted a pale blue."
    assert describe_changes("T", old, "T", new) == ["paragraph 1: last sentence rewritten"]
