"""The writer's full-width punctuation kept after a closing 》 or ） of Chinese text, as after a
Chinese character; and ５０ written 50 is the same figure, no fact left out."""

from app.editing.drift import restore_width
from app.editing.facts import facts_line


def test_a_comma_after_a_title_mark_is_made_full_width():
    before = "这次我们读的是《活着》，请大家提前读完前三章。"
    after = "这回咱们读《活着》, 大家抽空先把前三章看完哈!"
    assert restore_width(before, after) == "这回咱们读《活着》，大家抽空先把前三章看完哈！"
    assert restore_width(before, "费用（AA）, 每人三十元") == "费用（AA），每人三十元"


def test_half_width_after_english_or_a_half_width_writer_is_left():
    assert (
        restore_width("我们读《活着》，好。", "We read Middlemarch, ok.")
        == "We read Middlemarch, ok."
    )
    assert restore_width("我们读《活着》, 好.", "咱们读《活着》, 好!") == "咱们读《活着》, 好!"
    assert restore_width("费用约1,200元。", "费用一共1,200元。") == "费用一共1,200元。"


def test_full_width_digits_written_half_width_are_no_lost_figure():
    assert facts_line("资料费每人５０元，请交给张老师。", "资料费每人50元，麻烦交给张老师。") == ""
    assert "５０" in facts_line("资料费每人５０元。", "资料费每人60元。")
