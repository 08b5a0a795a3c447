"""Session 33's described complaints (style-fix): a wish with the readers' trouble beside it is
better supported than a plain one; 「一大段到底」 and 「连个分段都没有」 ask for paragraph breaks; a
notice told as one block (一整块, 一坨字) lacks paragraphs, whatever the piece; a notice posted to a
group with what it does to its readers is the writer's own, not an audience."""

import pytest

from app.style.audience import is_about_readers
from app.style.filing import REASONED_STRENGTH, WRITER_STRENGTH
from app.style.learner import _ruled


def _filed(text: str) -> dict[tuple[str, str], float]:
    return {(o.dimension, o.value): o.strength for o in _ruled(text) if not o.tentative}


def test_a_wish_with_the_readers_trouble_beside_it_is_better_supported() -> None:
    said = (
        "The appointment reminders I send are full of 'hiya!!' and 'lol', and the older "
        "patients think they're spam."
    )
    assert _filed(said) == {("formality", "formal"): REASONED_STRENGTH}


def test_a_wish_without_the_readers_trouble_is_a_plain_wish() -> None:
    assert _filed("Make the reminders more formal.") == {("formality", "formal"): WRITER_STRENGTH}


@pytest.mark.parametrize(
    "text",
    [
        "我写的活动通知一大段到底，连个分段都没有，阿姨们在手机上根本看不下去。",
        "发到家长群的春游通知每次都挤成一大坨，家长们老是问几点集合",
        "发到班级群的作业通知老是密密麻麻一整块，家长们都说找不到重点。",
    ],
)
def test_a_notice_told_as_one_block_asks_for_shorter_paragraphs(text: str) -> None:
    filed = set(_filed(text))
    assert ("paragraph_length", "shorter") in filed
    assert ("paragraph_length", "longer") not in filed


def test_a_notice_posted_to_a_group_with_its_harm_is_not_an_audience() -> None:
    assert not is_about_readers("发到家长群的春游通知每次都挤成一大坨，家长们老是问几点集合")


def test_a_notice_posted_to_a_group_alone_still_names_its_readers() -> None:
    assert is_about_readers("这是发到老年大学群里的通知")


@pytest.mark.parametrize(
    "text",
    [
        "the titles r tiny la. 'New In'. tells no one nothin, people just scroll right past it",
        "My blog titles are just one word, 'Autumn', 'Wool', and readers can't tell one post "
        "from the next.",
        "the headings are tiny. 'Update'. 'News'. nobody knows what they're about",
    ],
)
def test_titles_told_as_tiny_or_one_word_ask_for_longer_ones(text: str) -> None:
    filed = set(_filed(text))
    assert ("title_style", "long") in filed
    assert ("title_style", "short") not in filed
