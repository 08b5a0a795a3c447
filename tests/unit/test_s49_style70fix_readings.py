"""Session 49's style readings (v70's kinds), pinned directly in English and Chinese."""

import pytest

from app.style.approved_rule import approved_quality
from app.style.asking import JUDGED_THEN_ASKED
from app.style.conditioned import conditioned
from app.style.confirmations import AGREED, DECLINED, agreement_observations
from app.style.extract import offline_observations
from app.style.hedges import is_undecided
from app.style.hits import clauses
from app.style.learner import _ruled, heard
from app.style.others import is_someone_else
from app.style.taken_back import what_stands
from app.style.withdrawals import withdrawn


def _heard(text):
    return {
        (o.dimension, o.value, o.tentative)
        for o in heard([text], revision_id=None, message_id=None, versions="")
        if not o.dimension.startswith("*")
    }


@pytest.mark.parametrize(
    "text",
    [
        "Whenever a post is for the kids' athletics group, keep the words simple.",
        "Whenever a notice is for the seniors' walking club, keep the sentences short.",
        "In the FAQ part, always set it out as a list.",
        "In the opening section, always keep the sentences short.",
        "常见问题那部分，以后一律分条写。",
        "结尾那一段，以后都写得正式一点。",
    ],
)
def test_a_wish_for_one_readership_or_one_section_said_to_last_is_conditioned(text):
    assert conditioned(text)


@pytest.mark.parametrize(
    "text",
    ["开头那段，写短点。", "In the intro section, use shorter sentences.", "以后句子都短一点。"],
)
def test_a_part_of_this_piece_or_a_wish_for_every_piece_is_not(text):
    assert not conditioned(text)


@pytest.mark.parametrize(
    ("text", "dimension"),
    [
        ("细节写全那个，我收回。", "length"),
        ("分条那个要求我撤回了。", "structure"),
        ("之前说要写得随便点的那个，我收回。", "formality"),
    ],
)
def test_a_wish_taken_back_in_person_is_withdrawn(text, dimension):
    found = withdrawn(text, _ruled)
    assert found is not None and found[0] == dimension


@pytest.mark.parametrize(
    "text",
    [
        "对对对，后厨消防须知就该写得跟朋友发微信约饭一样，特别合适。",
        "Yeah yeah, of course a fire notice should read like a text to your mate.",
    ],
)
def test_assent_that_mocks_a_wrong_genre_answers_nothing(text):
    assert agreement_observations(text) == []


def test_a_real_assent_still_answers():
    assert [o.dimension for o in agreement_observations("对，就该这样写")] == [AGREED]


def test_no_it_is_fine_as_it_is_declines():
    said = agreement_observations("No - leave them few. Looked again, it's fine as it is.")
    assert [o.dimension for o in said] == [DECLINED]


@pytest.mark.parametrize(
    "text",
    ["Wait, scratch that - short titles, the booking app cuts them off.", "Hang on, scratch that."],
)
def test_a_taking_back_after_a_word_of_pause_opens_the_message(text):
    assert what_stands(text) == text


def test_a_taking_back_after_a_wish_still_withdraws_it():
    assert what_stands("Shorter titles. Wait, scratch that - long ones.") == "long ones."


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        (
            "Wait, scratch that - short titles, the booking app cuts them off.",
            "title_style",
            "short",
        ),
        ("等等，不对，标题还是要短，App上显示不全。", "title_style", "short"),
        ("不放表情那条作废，从今天起每篇多放几个表情。", "emoji", "more"),
    ],
)
def test_a_correction_of_an_earlier_message_is_explicit(text, dimension, value):
    assert [(o.dimension, o.value, o.explicit) for o in offline_observations(text)] == [
        (dimension, value, True)
    ]


@pytest.mark.parametrize(
    "text", ["Shorter sentences maybe? I can't decide.", "I cannot make up my mind."]
)
def test_i_cannot_decide_is_undecided(text):
    assert is_undecided(text)


@pytest.mark.parametrize(
    "text",
    [
        "我在想进香须知要不要写得随意一点，还是老年团会觉得不庄重，你给个看法",
        "我在琢磨菜单介绍要不要多放几个表情，还是会显得太花，你说说看",
        "I'm wondering whether the newsletter should be chattier, or whether families would"
        " mind. Your view",
    ],
)
def test_two_ways_weighed_and_a_view_asked_is_a_question(text):
    assert JUDGED_THEN_ASKED.search(text)
    assert all(o.tentative for o in offline_observations(text))


@pytest.mark.parametrize(
    ("text", "wish"),
    [
        ("这版短的正合适，以后都这个长度。", ("length", "concise")),
        ("这版段落短的刚刚好，以后都这样分段。", ("paragraph_length", "shorter")),
        ("This short version is spot on - keep that length from now on.", ("length", "concise")),
    ],
)
def test_a_version_approved_by_its_quality_and_made_the_rule_is_that_wish(text, wish):
    assert wish in {(o.dimension, o.value) for o in approved_quality(text, offline_observations)}


def test_an_approval_that_does_not_last_is_left_to_the_approval_reading():
    assert approved_quality("这版短的正合适。", offline_observations) == []


@pytest.mark.parametrize(
    ("text", "wish"),
    [
        ("More emoji in the farm posts from now on - people love them", ("emoji", "more")),
        (
            "Put all the details in the pool notices from now on - lane times, prices, parking.",
            ("length", "detailed"),
        ),
    ],
)
def test_a_reason_or_items_after_a_spaced_hyphen_leave_the_wish_whole(text, wish):
    assert len(clauses(text)) > 1
    assert (*wish, False) in _heard(text)


def test_a_place_side_is_no_author_but_a_body_side_is():
    assert not is_someone_else("草原那边的公告是不是可以不那么板正")
    assert is_someone_else("文旅局那边的稿子都写得很长")
    assert ("formality", "casual", True) in _heard(
        "社区那边的通知是不是可以不那么一本正经？我还没拿定主意。"
    )
