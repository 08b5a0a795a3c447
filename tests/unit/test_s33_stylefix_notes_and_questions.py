"""Session 33's one-off hand edits and questions (style-fix): a hand edit's note saying the usual
place goes on as before, or whom the piece is for after a grave event, keeps the edit to that
piece; a question with the helper's view asked after it, or asking whether a way brings more
readers, asks for nothing."""

import pytest

from app.style.edit_notes import dedicates_the_piece, places_the_piece
from app.style.learner import _ruled
from app.style.normalising import normalise


@pytest.mark.parametrize(
    "note",
    [
        "Long version for the printed programme at the regatta - online we keep the short one",
        "Banner at the fair needs it in full - on the website the short title carries on",
        "这个长标题是印在展会易拉宝上的，网站上还用原来的短标题",
    ],
)
def test_a_note_keeping_the_usual_place_as_before_places_the_piece(note: str) -> None:
    assert places_the_piece(note)


def test_a_note_saying_to_go_on_from_now_on_places_nothing() -> None:
    assert not places_the_piece("From now on on the website we keep it long")


@pytest.mark.parametrize(
    "note",
    [
        "for the Owusu family, their daughter is in hospital after the minibus accident",
        "这篇是写给车祸中去世的老会员家属的",
    ],
)
def test_a_note_naming_a_grave_event_dedicates_the_piece(note: str) -> None:
    assert dedicates_the_piece(note)


def test_a_plain_note_dedicates_nothing() -> None:
    assert not dedicates_the_piece("for the spring newsletter, fewer emoji looks cleaner")


@pytest.mark.parametrize(
    "text",
    [
        "would it be odd if the menu blurbs spoke to people as 'you', like 'you'll love the "
        "crumble'... what do you reckon",
        "is it daft havin the reports talk to folk as 'you'... what d'ya think like",
        "标题弄长点儿能多点儿人看吗 我心里没底",
    ],
)
def test_a_view_sought_files_nothing(text: str) -> None:
    assert _ruled(text) == []


def test_a_polite_request_without_a_view_sought_is_still_heard() -> None:
    assert {
        (o.dimension, o.value)
        for o in _ruled("Would it be awful if the posts used bullet points from now on?")
    } == {("structure", "lists")}


def test_a_question_particle_then_a_space_ends_the_question() -> None:
    assert normalise("能多点儿人看吗 我心里没底") == "能多点儿人看吗？我心里没底"
