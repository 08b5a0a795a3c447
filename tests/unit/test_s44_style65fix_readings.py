"""Session 44 (style65fix): dialect wishes closed by a tag question (要得不？ 中不中？), the odd
thing put up with, a change turned down for a reason, wishes for one kind of piece, a taste
given up and a third party's taste sided with — each read as the writer meant it."""

import pytest

from app.style.conditioned import conditioned
from app.style.dimensions import Observation
from app.style.kept_as_is import without_refused_changes
from app.style.learner import forget_readings, heard


def _heard(text: str) -> set[tuple[str, str, bool]]:
    forget_readings()
    said = heard([text], revision_id=None, message_id=None, versions="V1→V2")
    return {(o.dimension, o.value, o.tentative) for o in said}


def _filed(text: str) -> set[tuple[str, str]]:
    return {(d, v) for d, v, tentative in _heard(text) if not tentative}


@pytest.mark.parametrize(
    ("text", "wish"),
    [
        ("整那么多表情干啥，瞅着闹挺，往后少整点儿。", ("emoji", "fewer")),
        ("段落莫得必要写恁个长嘛，以后短点儿要得不？", ("paragraph_length", "shorter")),
        ("介么多感叹号干嘛，以后少使点儿。", ("exclamation", "fewer")),
        ("句子写恁长弄啥嘞，以后都写短点，中不中？", ("sentence_length", "shorter")),
    ],
)
def test_a_dialect_wish_for_good_is_filed(text: str, wish: tuple[str, str]) -> None:
    assert wish in _filed(text)


def test_why_so_many_is_a_complaint_not_a_wish_for_more() -> None:
    filed = _filed("用这么多表情干什么，以后少用点。")
    assert ("emoji", "fewer") in filed
    assert ("emoji", "more") not in filed


@pytest.mark.parametrize(
    "text",
    [
        "I can stomach the odd smiley.",
        "A few exclamation marks here and there, honestly, I can live with that.",
        "Some trade jargon I can tolerate.",
        "偶尔夹一两个四字成语，我也不反对。",
        "间中有一两个表情都冇所谓。",
    ],
)
def test_the_odd_thing_put_up_with_files_and_asks_nothing(text: str) -> None:
    assert _heard(text) == set()


def test_a_wish_beside_the_odd_thing_put_up_with_still_stands() -> None:
    assert ("exclamation", "none") in _filed(
        "I can put up with the odd emoji, but no exclamation marks from now on."
    )


@pytest.mark.parametrize(
    "text",
    [
        "Don't chop it down just because it runs long — the people who follow this read it all.",
        "Don't make the paragraphs shorter just to suit phones; they're fine as they are.",
        "别因为有人嫌长就把它删短，我的读者都是从头看到尾的。",
    ],
)
def test_a_change_turned_down_for_a_reason_wishes_nothing(text: str) -> None:
    assert _heard(text) == set()


def test_a_change_turned_down_with_a_wish_for_good_beside_it_is_the_wish() -> None:
    assert ("length", "detailed") in _filed(
        "Don't make it shorter — if anything, I'd like more detail from now on."
    )


def test_only_the_refusing_sentence_is_set_aside() -> None:
    def read(text: str) -> list[Observation]:
        return [Observation("length", "detailed", "writer", 0.6, True)] if "trim" in text else []

    said = [
        Observation("length", "detailed", "writer", 0.6, True),
        Observation("emoji", "none", "writer", 0.75, True),
    ]
    kept = without_refused_changes(
        ["Don't trim it just because it's long. No emoji from now on."], said, read
    )
    assert [(o.dimension, o.value) for o in kept] == [("emoji", "none")]


@pytest.mark.parametrize(
    ("text", "wish"),
    [
        (
            "Whenever I'm doing the youth league recap, keep the paragraphs short.",
            "paragraph_length",
        ),
        ("Any time the post is a fixture update, put the kick-off times in a list.", "structure"),
        ("凡是招聘启事，要求都给我分条列出来。", "structure"),
    ],
)
def test_a_wish_for_one_kind_of_piece_is_asked(text: str, wish: str) -> None:
    heard_ = _heard(text)
    assert any(d == wish and tentative for d, _, tentative in heard_), heard_
    assert not any(d == wish and not tentative for d, _, tentative in heard_), heard_


@pytest.mark.parametrize(
    "text",
    [
        "以后凡是招聘启事都分条列出来。",
        "Use a list whenever there are more than three items.",
        "Every time I open the newsletter I wince at the paragraphs.",
    ],
)
def test_a_wish_for_every_piece_is_not_one_kinds(text: str) -> None:
    assert not conditioned(text)


@pytest.mark.parametrize(
    ("text", "wish"),
    [
        ("I used to love long paragraphs, but these days I want them short.", "shorter"),
        ("以前我爱多加表情，现在只想加一两个。", "fewer"),
        ("I used to be big on emoji, but nowadays I'd like just a couple.", "fewer"),
    ],
)
def test_a_taste_given_up_files_what_is_wanted_now(text: str, wish: str) -> None:
    filed = _filed(text)
    assert any(v == wish for _, v in filed), filed
    assert not any(v in ("more", "longer") for _, v in filed), filed


@pytest.mark.parametrize(
    ("text", "wish"),
    [
        (
            "My business partner says the updates should be in the third person, and he's right.",
            ("person", "third"),
        ),
        ("我同事说标题太长，他说得对，以后标题写短点。", ("title_style", "short")),
    ],
)
def test_a_third_partys_taste_sided_with_is_the_writers(text: str, wish: tuple[str, str]) -> None:
    assert wish in _filed(text)


def test_a_third_partys_taste_not_sided_with_is_not_filed() -> None:
    assert _filed("My business partner says the updates should be in the third person.") == set()


@pytest.mark.parametrize(
    "text",
    ["这篇就写短点，要印在门票背面。", "这篇写短一点就行，是贴在电梯里的。"],
)
def test_this_piece_written_so_is_not_a_lasting_wish(text: str) -> None:
    forget_readings()
    said = heard([text], revision_id=None, message_id=None, versions="V1→V2")
    assert all(o.scoped for o in said if not o.tentative), said
