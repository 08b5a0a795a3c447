"""A model that declines the edit and gives the article back unchanged ("I'm sorry, but I can't
add that claim… Here is the article unchanged:") is heard: the writer reads its reason, not
"returned the article unchanged, try again"."""

from __future__ import annotations

from app.testing.fidelity import fidelity_runner

TITLE = "Patching a Tube"
BODY = "Sand the area around the hole.\n\nPress the patch on for 30 seconds."


def _case(reply: str) -> dict[str, object]:
    return {
        "id": "declined",
        "article": {"title": TITLE, "body": BODY},
        "suggestion": "Say a patched tube never needs replacing.",
        "replies": [reply],
        "expect": {"outcome": "model_says", "contains": "I'm sorry, but I can't add that claim"},
    }


def test_a_decline_before_the_unchanged_article_is_the_models_words() -> None:
    reply = (
        "I'm sorry, but I can't add that claim: a patched tube can fail. "
        f"Here is the article unchanged:\n\n{TITLE}\n\n{BODY}"
    )
    with fidelity_runner() as runner:
        result = runner.run(_case(reply))
    assert result.passed, result.happened
