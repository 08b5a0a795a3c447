"""Session 35 (fid-fix): through the API, an FAQ answer rewritten alone keeps the entry's bold
question line above it — the whole entry is not replaced by the answer."""

from __future__ import annotations

from app.testing.fidelity import run_all

BODY = "\n\n".join(
    [
        "Thank you for considering Larkspur Barn for your wedding.",
        "**How many guests can the barn hold?**\nUp to 120 seated for dinner.",
        "**Do you allow confetti?**\nOnly biodegradable petal confetti, outside. Please leave "
        "rice and glitter at home.",
        "We look forward to showing you around.\nHannah and the Larkspur team",
    ]
)
ANSWER = (
    "We only allow biodegradable petal confetti, and only outside. Please leave rice and "
    "glitter at home, thank you!"
)


def test_an_faq_answer_rewritten_alone_keeps_its_question_line() -> None:
    case = {
        "id": "s35-fidfix-label-line",
        "lang": "en",
        "kind": "answer_line_alone",
        "source": "session 35 fid-fix",
        "edit_format": "full",
        "article": {"title": "Larkspur Barn FAQ", "body": BODY},
        "suggestion": "Make the answer about confetti friendlier.",
        "selected_text": None,
        "replies": [f"Here's a friendlier answer:\n\n{ANSWER}"],
        "expect": {
            "outcome": "applied",
            "title": "Larkspur Barn FAQ",
            "body": BODY.replace(
                "Only biodegradable petal confetti, outside. Please leave rice and glitter at "
                "home.",
                ANSWER,
            ),
        },
    }
    [result] = run_all([case])
    assert result.passed, result.happened
