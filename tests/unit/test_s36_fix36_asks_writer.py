"""A question put to the writer under a part of the article given alone ("您看这样行不行？",
"How's this?") is the model's note, not a paragraph (notes.py)."""

from __future__ import annotations

from app.editing.notes import drop_trailing_notes

ORIGINALS = [
    "乙：哟，您还会修电脑？\n甲：那当然。张大妈的电脑坏了，最后请的我。",
    "乙：什么毛病啊？\n甲：插头没插上。",
    "乙：得，又白跑一趟。\n甲：每回送我一兜鸡蛋。",
]


def test_a_question_to_the_writer_under_one_paragraph_is_a_note() -> None:
    edited = "乙：哟，您还会修电脑？\n甲：那当然。张大妈的电脑坏了，急得她饭都吃不下，最后请的我。"
    notes: list[str] = []
    assert drop_trailing_notes([edited, "您看这样行不行？"], ORIGINALS, notes) == [edited]
    assert notes == ["您看这样行不行？"]


def test_an_english_question_to_the_writer_is_a_note() -> None:
    originals = ["The harbour wakes early.", "Boats come in at six.", "Gulls argue."]
    notes: list[str] = []
    units = ["The harbour wakes before dawn.", "How's this?"]
    assert drop_trailing_notes(units, originals, notes) == ["The harbour wakes before dawn."]


def test_a_speakers_question_is_the_articles() -> None:
    edited = "乙：什么毛病啊？\n甲：插头没插上。"
    notes: list[str] = []
    units = [edited, "乙：这样行不行？"]
    assert drop_trailing_notes(units, ORIGINALS, notes) == units
