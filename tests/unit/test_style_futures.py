"""Bans said about the future, limits by enough, doubt in any words, softened wishes, corrections
in descriptive words and questions weighing two options (pure logic, English and Chinese)."""

import pytest

from app.style.arbiter import arbitrate
from app.style.ceilings import limits_set
from app.style.choices import without_choice_questions
from app.style.dimensions import Observation
from app.style.extract import offline_observations
from app.style.filing import TENTATIVE_STRENGTH, WRITER_STRENGTH
from app.style.futures import mentioned_after_ban, never_again
from app.style.hedges import is_undecided
from app.style.misspoken import says_misspoken
from app.style.suggestions import as_suggestions, open_doubt


def _heard(text: str) -> set[tuple[str, str, bool]]:
    return {
        (o.dimension, o.value, o.tentative) for o in arbitrate(text, offline_observations(text))
    }


@pytest.mark.parametrize(
    ("sentence", "before", "ruled"),
    [
        (
            "I'd rather not see a single one in anything we send out, ever.",
            "the emoji look silly",
            ("emoji", "more"),
        ),
        ("I never want to spot another rocket emoji in a notice.", "", ("emoji", "more")),
        ("We're done with exclamation marks.", "", ("tone", "lively")),
        ("以后表情一个都别再出现了。", "", ("emoji", "more")),
        ("再也不想看到长篇大论了。", "", ("length", "detailed")),
    ],
)
def test_a_ban_about_the_future_names_what_it_bans(
    sentence: str, before: str, ruled: tuple[str, str]
) -> None:
    assert ruled in never_again(sentence, before)


def test_a_pronoun_with_nothing_named_before_bans_nothing() -> None:
    assert never_again("I'd rather not see a single one, ever.", "The date is the 14th.") == []


def test_a_word_quoted_after_a_ban_is_an_example_not_praise() -> None:
    said = mentioned_after_ban("no more 'AMAZING', just keep it level")
    assert "AMAZING" not in said and "keep it level" in said
    assert "AMAZING" in mentioned_after_ban("The headline 'AMAZING' is a typo")


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        (
            "Practice moves to Thursday. No more exclamation marks and no more 'AMAZING', "
            "just keep it level and quiet.",
            ("tone", "calm", False),
        ),
        (
            "The whisky emoji make us look silly; I'd rather not see a single one in anything "
            "we send out, ever.",
            ("emoji", "none", False),
        ),
        ("表情符號以後一個都不要再出現在公告裡，拜託。", ("emoji", "none", False)),
    ],
)
def test_a_future_ban_files_the_other_side(text: str, wanted: tuple[str, str, bool]) -> None:
    assert wanted in _heard(text)


@pytest.mark.parametrize(
    ("sentence", "limit"),
    [
        (
            "We don't want long headlines — nothing more than six words at the top, "
            "that is enough.",
            "title_style",
        ),
        (
            "The headings have crept up to whole sentences; four or five words up top will do.",
            "title_style",
        ),
        ("啲标题不要再拖到成句咁长喇，四五个字就够。", "title_style"),
        ("每段三行就够了", "paragraph_length"),
    ],
)
def test_a_count_said_to_be_enough_is_a_limit_on_the_part_named(sentence: str, limit: str) -> None:
    assert limit in {d for _, d, _ in limits_set(sentence)}


def test_reduplication_is_no_count() -> None:
    assert limits_set("以后都写返一段段就得。") == []


def test_the_part_a_heading_grew_to_is_not_what_is_limited() -> None:
    assert _heard(
        "The headings have been creeping up to whole sentences; "
        "four or five words up top will do nicely."
    ) == {("title_style", "short", False)}


@pytest.mark.parametrize(
    "text",
    [
        "Not decided, mind.",
        "Still chewing on it, though.",
        "我還沒想清楚啦",
        "未諗好",
        "I'm toying with the idea",
    ],
)
def test_doubt_in_any_words(text: str) -> None:
    from app.style.hant import simplified

    assert is_undecided(simplified(text))


@pytest.mark.parametrize(
    "text", ["Make it calm.", "以后都用第二人称", "I've made up my mind: livelier."]
)
def test_a_plain_wish_is_no_doubt(text: str) -> None:
    assert not is_undecided(text)


def _said(value: str, reading: str = "hesitant") -> Observation:
    return Observation(
        dimension="length",
        value=value,
        source="writer",
        strength=TENTATIVE_STRENGTH,
        by_writer=True,
        quote="q",
        tentative=True,
        reading=reading,
    )


def test_a_softened_wish_without_doubt_is_filed_at_tentative_weight() -> None:
    [o] = as_suggestions("或者…通告可以寫短啲？大家淨係睇時間。", [_said("concise")])
    assert (o.tentative, o.strength) == (False, TENTATIVE_STRENGTH)
    assert o.strength < WRITER_STRENGTH  # a strong held value is still asked about


@pytest.mark.parametrize(
    "text",
    [
        "I'm half wondering whether the reports ought to be fuller. Not decided, mind.",
        "a few emoji might suit the channel after all... maybe?",
        "标题要不要再长一点？还是短的好",
        "Would bullet points work better? Just asking — don't change anything yet.",
        "emoji放几个也行吧，无所谓",
    ],
)
def test_a_wish_beside_doubt_or_a_choice_stays_a_proposal(text: str) -> None:
    assert open_doubt(text)
    [o] = as_suggestions(text, [_said("detailed")])
    assert o.tentative


@pytest.mark.parametrize(
    "text",
    [
        "Ah, I think wires got crossed last week",
        "Sorry, I explained wrong before.",
        "I think we talked past each other on Friday.",
        "唔好意思，我之前講得唔清楚。",
        "你搞錯咗啊",
    ],
)
def test_said_or_heard_wrong_in_descriptive_words(text: str) -> None:
    from app.style.hant import simplified

    assert says_misspoken(simplified(text))


def test_a_complaint_about_the_text_is_no_correction() -> None:
    assert not says_misspoken("这段写得不清楚")


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        (
            "Ah, I think wires got crossed: when I grumbled about the sentences I meant they "
            "were choppy, not too long. Let them run on a bit.",
            ("sentence_length", "longer", False),
        ),
        (
            "Sorry, I explained wrong before. I don't want 'the family member should call', "
            "I want we talk direct to them.",
            ("person", "second", False),
        ),
        (
            "你搞錯咗啊，唔係要你將菜單寫到一粒粒 point 咁。以後都寫返一段段就得。",
            ("structure", "prose", False),
        ),
    ],
)
def test_a_correction_in_descriptive_words_files_the_value_put_right(
    text: str, wanted: tuple[str, str, bool]
) -> None:
    assert wanted in _heard(text)


@pytest.mark.parametrize(
    "text",
    [
        "Out of interest, would bullet points be easier here, or does prose read better? "
        "No strong feeling either way.",
        "顺便问一下，课程介绍用分点好还是写成一段好？",
    ],
)
def test_a_question_weighing_both_sides_files_nothing(text: str) -> None:
    heard = Observation(
        dimension="structure",
        value="lists",
        source="writer",
        strength=0.4,
        by_writer=True,
        quote="q",
    )
    assert without_choice_questions(text, [heard]) == []
