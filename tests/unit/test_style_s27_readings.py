"""Session 27's readings, each by its kind (in other words than the sets' lines): corrections in
descriptive words, a choice weighed with doubt, steps packed into one paragraph and a block of
text mocked, the habit held till now before a hesitant reversal."""

import pytest

from app.style.evaluation import evaluate


def _held(dimension: str, value: str, confidence: float = 0.72) -> list[dict]:
    return [
        {
            "dimension": dimension,
            "value": value,
            "confidence": confidence,
            "evidence": 4,
            "age_days": 30,
        }
    ]


def _one(words: str, existing: list[dict], expected: dict | None, conflict: bool) -> dict:
    return {
        "id": "s27",
        "lang": "en",
        "kind": "probe",
        "existing": existing,
        "suggestion": words,
        "revision_kind": "llm",
        "conflict": conflict,
        "expected": expected,
    }


@pytest.mark.parametrize(
    ("words", "dimension", "held", "wanted"),
    [
        (
            "Made a right mess of that, sorry. Plain words please, not the trade terms.",
            "vocabulary",
            "technical",
            "plain",
        ),
        (
            "We've been going about it the wrong way — write to the members as 'you'.",
            "person",
            "third",
            "second",
        ),
        ("上回说不加表情那个，作罢，还是加上吧", "emoji", "none", "more"),
        ("头先我话段落写短啲，唔啱，改返长嘅", "paragraph_length", "shorter", "longer"),
        ("之前叫你写得活泼，那是昏了头，还是稳重些", "tone", "lively", "calm"),
    ],
)
def test_a_correction_in_descriptive_words_files_the_new_value(words, dimension, held, wanted):
    expected = {"dimension": dimension, "value": wanted, "state": "active"}
    report = evaluate([_one(words, _held(dimension, held), expected, True)])
    assert (report.correct, report.detected) == (1, 1), report.failures


@pytest.mark.parametrize(
    "words",
    [
        "段落到底写长点好还是短点好，我真说不准",
        "Longer or shorter paragraphs, I honestly can't tell.",
    ],
)
def test_a_choice_weighed_with_doubt_files_nothing(words):
    dimension = "paragraph_length"
    report = evaluate([_one(words, _held(dimension, "shorter", 0.6), None, False)])
    assert (report.correct, report.false_positives) == (1, 0), report.failures


@pytest.mark.parametrize(
    ("words", "dimension", "value"),
    [
        ("厉害，九道工序全挤在一段里，新来的师傅肯定一看就会", "structure", "lists"),
        pytest.param(
            "Lovely, all nine steps crammed into one paragraph. Very easy to follow.",
            "structure",
            "lists",
            marks=pytest.mark.xfail(
                strict=True, reason="read as praise of plain words ('easy to follow') first"
            ),
        ),
        (
            "Oh brilliant, the menu is one giant block now. Super easy to read.",
            "paragraph_length",
            "shorter",
        ),
    ],
)
def test_sarcasm_about_packed_text_asks_for_what_is_missing(words, dimension, value):
    expected = {"dimension": dimension, "value": value, "state": "pending_confirmation"}
    report = evaluate([_one(words, [], expected, False)])
    assert report.correct == 1, report.failures


def test_the_habit_held_till_now_is_not_the_new_wish():
    words = "一直是让你写短句的……不过最近在想，长一点是不是读着更顺？说不准"
    held = _held("sentence_length", "shorter", 0.93)
    expected = {"dimension": "sentence_length", "value": "longer", "state": "pending_confirmation"}
    report = evaluate([_one(words, held, expected, True)])
    assert (report.correct, report.detected) == (1, 1), report.failures
