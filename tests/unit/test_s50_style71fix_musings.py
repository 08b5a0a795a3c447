"""A musing about how the text comes across wishes nothing; a hesitant proposal still does."""

from app.style.musings import is_musing


def test_wondering_how_the_text_comes_across_is_a_musing():
    assert is_musing("I wonder whether the alumni letters sound too stiff")
    assert is_musing("wondering if the headlines are a touch long for phones")
    assert is_musing("不知道校友通讯读起来会不会太板正了。")
    assert is_musing("我琢磨着活动预告是不是太闹腾了")


def test_a_wonder_that_proposes_a_change_is_no_musing():
    assert not is_musing("I wonder if the posts could be a little chattier? Not sure.")
    assert not is_musing("Wondering whether the notes are a touch long? Maybe shorter.")
    assert not is_musing("我在想讣告要不要写得轻松一点")
    assert not is_musing("The titles are too long.")
