"""Pure speed-ups of the judge (session 51): what they return is what was returned before."""

from app.editing.left_facts import left_out_facts, said_words


def test_said_words_are_the_lower_case_words_of_the_text() -> None:
    assert said_words("The Fee is £12, it's FREE for kids") == frozenset(
        {"the", "fee", "is", "12", "it's", "free", "for", "kids"}
    )


def test_said_words_is_remembered_for_the_same_text() -> None:
    reply = "We meet on Friday at the old mill."
    assert said_words(reply) is said_words(reply)
    assert said_words(reply + " Bring boots.") != said_words(reply)


def test_said_words_of_chinese_text_holds_only_its_latin_words() -> None:
    assert said_words("本周五下午3点在图书馆，Wi-Fi免费") == frozenset({"3", "wi", "fi"})


def test_clauses_left_out_are_named_the_same_when_the_reply_is_read_again() -> None:
    before = "The market opens on Sunday. The fee is £2 this year, and never missed a school play."
    after = "The market opens on Sunday."
    first = left_out_facts(before, after)
    assert first == ["The fee is £2 this year, and never missed a school play"]
    assert left_out_facts(before, after) == first  # the reply's words now remembered


def test_a_chinese_fact_left_out_is_named() -> None:
    before = "本周的活动因为台风取消了。大家照常来。"
    assert left_out_facts(before, "大家照常来。") == ["本周的活动因为台风取消了"]


def test_swapped_numerals_skips_stretches_with_no_numeral_and_still_finds_a_swap() -> None:
    from app.editing.swapped_numerals import swapped_numerals

    # English only: no Chinese numeral on either side, so no character diff is needed
    assert swapped_numerals("We walked for an hour.", "We strolled for an hour.") == []
    # a numeral on one side only cannot have been written in place of another
    assert (
        swapped_numerals("听到汽笛声，请立即到甲板集合。", "听到七短一长的汽笛声，马上到甲板集合。")
        == []
    )
    assert swapped_numerals(
        "听到七短一长的汽笛声，请立即到甲板集合。", "听到六短一长的汽笛声，马上到甲板集合。"
    ) == [("七", "六")]
