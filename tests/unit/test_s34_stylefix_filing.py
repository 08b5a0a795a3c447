"""Session 34 (style-fix): messages that teach nothing lasting are not filed. A hand edit's
note that names one recipient or says the usual place keeps the old way; a curious question,
advice sought, "<topic>要不要…？" and "是不是太…了" asked with no change put forward; one piece
given to its readers with a request beside it; a wish someone else has of the writer."""

import pytest

from app.style.evaluation import evaluate


def _held(dimension: str, value: str, confidence: float = 0.72) -> list[dict[str, object]]:
    return [
        {
            "dimension": dimension,
            "value": value,
            "confidence": confidence,
            "evidence": 4,
            "age_days": 30,
        }
    ]


def _said(text: str, held: list[dict[str, object]], expected=None, conflict=False, **edit):
    kind = "measured_edit" if edit else "one_off"
    return {
        "id": "s34",
        "lang": "zh" if any("\u4e00" <= c <= "\u9fff" for c in text) else "en",
        "kind": kind,
        "existing": held,
        "suggestion": text,
        "revision_kind": "manual" if edit else "llm",
        "conflict": conflict,
        "expected": expected,
        **edit,
    }


def _right(scenario: dict[str, object]) -> bool:
    report = evaluate([scenario])
    return report.correct == 1 and report.false_positives == 0


LISTED = "Opening times\n\n- Mon 9-5\n- Tue 9-5\n- Wed closed"
RUN_ON = "Opening times\n\nMonday and Tuesday we open nine to five, and Wednesday we are closed."


@pytest.mark.parametrize(
    "note",
    [
        "The parish office is printing this one in their bulletin. On our own site the list stays.",
        "The compère is reading this one out at the dinner. The website page keeps the bullets.",
        "这份要转给街道办存档，所以连成一段了，公众号推送那版照旧。",
        "这段是开业典礼上店长要念的，所以写成一段，网站上照样分条",
    ],
)
def test_a_hand_edit_for_one_recipient_or_one_place_keeps_the_held_lists(note):
    scenario = _said(note, _held("structure", "lists"), before=LISTED, after=RUN_ON)
    assert _right(scenario)


def test_a_hand_edit_for_the_family_of_someone_scalded_is_that_piece_only():
    held = _held("emoji", "more")
    note = "This goes to the family of the boy who was scalded at the hot springs."
    before, after = "Update 🎉\n\nThanks all 🙏 see you 👋", "Update\n\nThanks all, see you"
    assert _right(_said(note, held, before=before, after=after))


@pytest.mark.parametrize(
    ("text", "held"),
    [
        ("out of curiosity, do people still use emoji in club bulletins", _held("emoji", "fewer")),
        ("请教一下，读书会的推文要不要多用分点的列表？", _held("structure", "prose", 0.6)),
        ("菜单的介绍要不要写详细一点呀？", _held("length", "concise", 0.6)),
        ("我们花店的文案是不是太正式了，我也说不准", _held("formality", "formal", 0.7)),
    ],
)
def test_a_question_with_no_change_put_forward_leaves_the_held_value(text, held):
    scenario = _said(text, held)
    scenario["kind"] = "question"
    assert _right(scenario)


def test_a_hesitant_change_put_forward_against_a_strong_value_is_still_asked():
    text = "嗯……我在想，我们的推文是不是太书面了？要不要稍微口语一点？我也说不好。"
    expected = {"dimension": "formality", "value": "casual", "state": "pending_confirmation"}
    assert _right(_said(text, _held("formality", "formal", 0.93), expected, True))


@pytest.mark.parametrize(
    ("text", "held"),
    [
        ("这篇是给养老院老人们看的，字词用浅一点。", _held("vocabulary", "technical")),
        ("Today's post is for the Year 2 class coming on Monday, so keep the words tiny.", []),
    ],
)
def test_one_piece_for_its_readers_with_a_request_beside_it_is_that_piece_only(text, held):
    assert _right(_said(text, held))


def test_a_readership_said_alone_is_still_put_to_the_writer():
    text = "这篇是给做了二十年审计的老会计看的。"
    expected = {"dimension": "vocabulary", "value": "technical", "state": "pending_confirmation"}
    scenario = _said(text, [], expected)
    scenario["kind"] = "audience"
    assert _right(scenario)


def test_what_someone_else_wants_of_the_writer_is_not_their_wish():
    scenario = _said("隔壁李哥想让我每篇都加表情，我再想想，先别动。", [])
    scenario["kind"] = "third_party"
    assert _right(scenario)
