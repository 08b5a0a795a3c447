"""A selection's new text, from an outside fault tester's replies: a replacement ended as a
sentence of its own before the writer's sentence goes on loses that full stop, and a quoted
empty string is an empty replacement (refused), never two quote marks in the article."""

import pytest

from app.editing.formats.selection import SelectionRefused, SelectionTalk, read_selection


def _read(reply: str, body: str, selected: str) -> str:
    start = body.index(selected)
    return read_selection(reply, body, start, start + len(selected))[0]


@pytest.mark.parametrize(
    "reply", ["Tickets cost a mere four quid per grown-up.", "a mere four quid per grown-up."]
)
def test_a_replacement_ended_as_a_sentence_mid_sentence_loses_its_full_stop(reply: str) -> None:
    body = "Tickets cost four pounds for adults and two for children.\n\nOpen daily."
    assert _read(reply, body, "four pounds for adults") == "a mere four quid per grown-up"


def test_a_replacement_keeps_its_stop_where_the_writers_sentence_ended_there() -> None:
    body = "Tickets cost four pounds. Children go free."
    assert _read("Tickets cost a mere four quid.", body, "Tickets cost four pounds.") == (
        "Tickets cost a mere four quid."
    )


def test_a_chinese_replacement_before_the_sentence_goes_on_loses_its_stop() -> None:
    body = "门票成人四镑儿童两镑。"
    assert _read("成人只要四英镑。", body, "成人四镑") == "成人只要四英镑"


@pytest.mark.parametrize("reply", ['""', "“”", "「」"])
def test_a_quoted_empty_string_is_an_empty_replacement_and_refused(reply: str) -> None:
    body = "Tickets cost four pounds for adults and two for children."
    with pytest.raises(SelectionRefused, match="empty replacement"):
        _read(reply, body, "four pounds for adults")


@pytest.mark.parametrize(
    "reply",
    [
        'How about: "most integrations can be migrated within a few hours"?',
        "What about: “most integrations can be migrated within a few hours”?",
    ],
)
def test_a_replacement_offered_as_a_quoted_question_is_its_words_alone(reply: str) -> None:
    body = "Most of you can switch today; most integrations can be moved in an afternoon."
    selected = "most integrations can be moved in an afternoon"
    assert _read(reply, body, selected) == "most integrations can be migrated within a few hours"


def test_a_question_that_is_the_new_text_keeps_its_question_mark() -> None:
    body = "Ready? Then go."
    assert _read("How about: Ready to go?", body, "Ready?") == "Ready to go?"


TRIP = (
    "Dear Parents and Carers,\n\nOn Thursday 14 May, Year 4 will visit Marlow Farm Park. The "
    "coach leaves at 9:00 am and returns at 3:15 pm. Please have your child in class by 8:40 am "
    "as usual; we cannot wait for latecomers.\n\n**Cost:** The trip costs £12 per child.\n\n"
    "Kind regards,\nMrs Patel"
)


def test_a_replacement_under_a_label_that_says_we_are_unable_is_the_texts_own_voice() -> None:
    body = TRIP
    reply = (
        "Softer version:\n\nthe coach must leave on time, so we are unable to wait for anyone "
        "who is late"
    )
    assert _read(reply, body, "we cannot wait for latecomers") == (
        "the coach must leave on time, so we are unable to wait for anyone who is late"
    )


def test_unable_to_said_by_the_model_is_still_its_talk() -> None:
    body = TRIP
    with pytest.raises(SelectionTalk):
        _read("Unable to soften this without changing its meaning.", body, "we cannot wait")
