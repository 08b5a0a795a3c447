"""A paragraph given alone under a label ("**修改后的段落：**") with the model's reasons after it
("**Why this works:**", **修改思路：** and a list) is the paragraph alone; ", I'm afraid," said
in passing is the article's voice, not the model declining."""

from app.editing.align import is_talk
from app.editing.formats.label_lines import is_label_line
from app.editing.notes import drop_trailing_notes

PARAGRAPHS = ["开头。", "重头戏是清蒸大黄鱼，肉嫩得像豆腐。", "总结：值得一去。"]


def test_the_reasons_after_a_lone_paragraph_are_notes() -> None:
    for heading in ("**修改思路：**", "**Why this works:**", "改写理由："):
        notes: list[str] = []
        units = ["重头戏是清蒸大黄鱼，筷子一拨就滑开。", heading, "* **画面感：**写出鱼肉的嫩。"]
        assert drop_trailing_notes(units, PARAGRAPHS, notes) == units[:1]
        assert notes[0] == heading


def test_a_revised_paragraph_label_is_a_label_line() -> None:
    assert is_label_line("**修改后的段落：**", PARAGRAPHS)
    assert is_label_line("改写后的这段：", PARAGRAPHS)


def test_im_afraid_in_passing_is_no_talk() -> None:
    line = "E-bike batteries are beyond us, I'm afraid, and we don't sell parts."
    assert not is_talk(line, "We can't fix e-bike batteries.")
    assert is_talk("I'm afraid I can't add that.", "We can't fix e-bike batteries.")
