"""outside50 F9: a one-off ask on one part sent beside a lasting wish ("Make paragraph 1
livelier. From now on, never use exclamation marks in my articles.") — only the lasting wish is
used in the next turn's prompt; the part's ask is seen once, never turned into its opposite."""

import pytest
from litestar.testing import TestClient

from app.style.dimensions import statement_for
from app.testing.fake_model import FakeModel
from tests.api.calls import create_id
from tests.conftest import settle

EN_BODY = "We start at nine.\n\nWe finish at the café."
ZH_BODY = "我们九点开始。\n\n我们在咖啡馆结束。"


def preferences(client: TestClient) -> dict[str, dict]:
    settle(client)
    persona = client.get("/api/personas/pdefault").json()
    return {p["dimension"]: p for p in persona["preferences"]}


@pytest.mark.parametrize(
    ("body", "message", "asked_once", "edited"),
    [
        (
            EN_BODY,
            "Make paragraph 1 livelier. From now on, never use exclamation marks in my articles.",
            ("tone", "lively"),
            "We start at nine, bright and early.\n\nWe finish at the café.",
        ),
        (
            ZH_BODY,
            "第1段写得生动一点。以后我的文章都不要用感叹号。",
            ("tone", "lively"),
            "我们九点准时开工，热热闹闹。\n\n我们在咖啡馆结束。",
        ),
        (
            EN_BODY,
            "From now on, never use exclamation marks. Make the first paragraph shorter, though.",
            ("paragraph_length", "shorter"),
            "We start.\n\nWe finish at the café.",
        ),
    ],
)
def test_only_the_lasting_wish_reaches_the_next_prompt(
    llm_client: TestClient,
    fake_model: FakeModel,
    body: str,
    message: str,
    asked_once: tuple[str, str],
    edited: str,
) -> None:
    content_id = create_id(llm_client, "Wishes", body)
    fake_model.enqueue(f"Wishes\n\n{edited}")
    sent = llm_client.post("/api/chat/send", json={"content_id": content_id, "message": message})
    assert sent.status_code == 200

    learned = preferences(llm_client)
    marks = learned["exclamation"]
    assert (marks["value"], marks["state"]) == ("none", "active")
    dimension, value = asked_once
    # The part's ask is kept as it is alone — seen once, or (a scoped ask) evidence only — and
    # never turned into its opposite (tone calm for "livelier").
    if dimension in learned:
        once = learned[dimension]
        assert once["value"] == value
        assert once["status_line"].endswith("not yet used in prompts."), once["status_line"]
    assert "tone" not in learned or learned["tone"]["value"] != "calm"

    fake_model.enqueue(f"Wishes\n\n{edited}\n\nSee you there.")
    llm_client.post(
        "/api/chat/send", json={"content_id": content_id, "message": "Add a closing line."}
    )
    system = fake_model.history[-1][0].content
    assert marks["statement"] in system
    assert statement_for(dimension, value) not in system
    assert statement_for("tone", "calm") not in system
