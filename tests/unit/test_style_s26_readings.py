"""Session 26's style readings: an edit marked as a one-off by what it goes on, a question
asked idly or dictated with no "?", "jargony" as a fault, a ban lifted in other words, a wish
walked back, and an edit called the exception beside a lasting wish the other way."""

from datetime import UTC, datetime

import pytest

from app.domain.models import RevisionRecord
from app.style.extract import is_explicit_correction, is_one_off
from app.style.learner import _ruled, heard, observe


def _said(text):
    return [(o.dimension, o.value, o.tentative) for o in _ruled(text)]


@pytest.mark.parametrize(
    "text",
    [
        "就发给小朋友的贴纸上图个热闹，别处不动",
        "这段要刻在店门口的开业二十周年石碑上",
        "这行字是要绣在队旗上的，其他地方照旧",
        "these are going on the bunting for the village fete, leave everything else alone",
        "That bit's being engraved on the bench plaque for Mr Hughes.",
    ],
)
def test_an_edit_for_one_thing_it_goes_on_is_a_one_off(text):
    assert is_one_off(text)


@pytest.mark.parametrize("text", ["以后贴纸上都多放表情", "别处也这样改", "Leave the emoji in."])
def test_a_lasting_or_plain_wish_is_no_one_off(text):
    assert not is_one_off(text)


@pytest.mark.parametrize(
    "text",
    [
        "are long titles bad for search engines comma curious before we post the guide full stop",
        "would longer headlines do better on facebook comma just wondering full stop",
        "is bullet points too much for a wedding blog question mark",
        "第二人称写游记读者爱看吗问号随便问问",
        "口语化一点的话粉丝会更多吗 我就好奇一下",
    ],
)
def test_a_question_asked_idly_or_dictated_asks_for_nothing(text):
    assert heard([text], revision_id=None, message_id=None, versions="V1") == []


def test_curious_readers_are_no_idle_question():
    # "my readers are just curious folks": who the readers are, not a question of the writer's.
    said = _said("Not a fan of the jargon tbh, most of my readers are just curious folks")
    assert ("vocabulary", "plain", False) in said


@pytest.mark.parametrize(
    "text",
    [
        "Still a bit jargony.",
        "Still a bit jargony — say 'your breathing stops' not 'apnoeic episode'.",
        "too jargony",
    ],
)
def test_jargony_names_the_fault(text):
    assert _said(text) == [("vocabulary", "plain", False)]


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("ok so the emoji embargo from last month — lifted, officially. pile them back on", "more"),
        ("right, that ban on emoji I gave you — lift it. bring the little hearts back", "more"),
        ("之前说的'不许放表情'作废啊，小蛋糕的帖子就得花里胡哨的表情才好看，放开用", "more"),
    ],
)
def test_a_ban_lifted_in_other_words_with_the_thing_wished_back_is_firm(text, wanted):
    found = [o for o in _ruled(text) if o.dimension == "emoji"]
    assert [(o.value, o.tentative, o.explicit) for o in found] == [(wanted, False, True)]


def test_scrapping_a_no_lists_thing_wants_the_lists_back():
    text = (
        "Actually no, scrap my no-lists thing, wrong call. Put the fittings info back into bullets."
    )
    assert _said(text) == [("structure", "lists", False)]


@pytest.mark.parametrize(
    "text",
    [
        "Walk back my third-person thing. Speak straight to the reader as 'you'.",
        "段落长短那件事体，我前两日脑子搭牢了，太长手机上看勿落，还是切短",
        "那条是我拍脑袋定的，标题还是写长",
    ],
)
def test_a_wish_walked_back_in_other_words_is_a_correction(text):
    assert is_explicit_correction(text)


def test_an_edit_called_the_exception_beside_a_lasting_wish_the_other_way_is_scoped():
    at = datetime(2026, 12, 3, tzinfo=UTC)
    revision = RevisionRecord(
        id="r1",
        content_id="c1",
        message_id="m1",
        base_version=1,
        version=2,
        kind="manual",
        suggestion="这次的入园物品我改成一条一条的了。这次是例外，以后的通知还是照常写成一段话。",
        original_title="Title",
        original_body="入园物品\n\n请准备换洗衣物、室内鞋、水杯和毛巾，周一交给老师。",
        revised_title="Title",
        revised_body="入园物品\n\n- 换洗衣物\n- 室内鞋\n- 水杯\n- 毛巾\n\n周一交给老师。",
        created_at=at,
    )
    edited = [o for o in observe(revision, [revision.suggestion]) if o.source != "writer"]
    lists = [o for o in edited if (o.dimension, o.value) == ("structure", "lists")]
    assert lists and all(o.scoped for o in lists)


@pytest.mark.parametrize(
    "text",
    [
        "Keep the tone soft and unhurried, please.",
        "Make everything sound soft and slow, like a bedtime story.",
        "以后语气柔和一点，慢悠悠的",
        "再温柔一点，像深夜电台那样",
    ],
)
def test_a_soft_voice_is_a_calm_one(text):
    assert _said(text) == [("tone", "calm", False)]


def test_a_soft_launch_is_no_tone():
    assert _said("We're doing a soft launch of the new menu on Friday.") == []


def test_fr_closing_a_wish_only_stresses_it():
    assert _said("make the server updates long and detailed fr") == [("length", "detailed", False)]
