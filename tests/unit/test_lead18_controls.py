"""Direction overrides and isolates a model put in are never saved; the writer's own stay."""

from app.editing.controls import without_controls


def test_a_right_to_left_override_the_model_added_is_taken_out() -> None:
    reply = "秋天的公园\n\n现在，\u202e公园已经成了我们生活的一部分。"
    assert without_controls(reply, "现在，公园是我们生活的一部分。") == (
        "秋天的公园\n\n现在，公园已经成了我们生活的一部分。"
    )
    isolated = "Call \u2067+972 3 555 0100\u2069 today."
    assert without_controls(isolated, "Call us today.") == "Call +972 3 555 0100 today."


def test_the_writer_s_own_direction_marks_are_kept() -> None:
    article = "Hebrew name: \u2067שלום\u2069 in the text."
    assert without_controls("Hebrew name: \u2067שלום\u2069 in the text!", article) == (
        "Hebrew name: \u2067שלום\u2069 in the text!"
    )
