"""Session 14, style rules: someone else's complaint the writer waves off files nothing, said
by anyone unnamed ("有个家长说…", "one listener emailed…") and waved off in any words (不用改,
来抬杠的, "ignoring it", "not really our audience"), even a few sentences later; taken up, it is
the writer's wish. Sarcasm promising that a title of sixteen or nineteen words will surely be read
is asked, not filed."""

import pytest

from tests.unit.readings import asked, heard, lasting


@pytest.mark.parametrize(
    "text",
    [
        "有个家长在群里说我们的通知太啰嗦，就他一个人这么说，别管他。",
        "有位读者留言嫌标题太长，我看就是来抬杠的，不用改。",
        "One listener emailed saying the notes are too casual. Just one. Ignoring it.",
        "A customer commented that the posts are way too long, but she's not really our audience.",
    ],
)
def test_a_complaint_of_someone_elses_waved_off_files_nothing(text):
    assert heard(text) == set()
    # Taken up by the writer, the same complaint is their wish.
    assert lasting("有个读者说标题太长，我觉得说得对，以后标题短一点。") == {
        ("title_style", "short")
    }


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Super, the title has now sixteen words. People will surely read it while they queue.",
            ("title_style", "short"),
        ),
        (
            "Great, the headline has nineteen words. Commuters will surely read it.",
            ("title_style", "short"),
        ),
    ],
)
def test_sarcasm_with_its_readers_set_off_is_asked(text, expected):
    assert asked(text) == {expected}
    assert lasting(text) == set()
