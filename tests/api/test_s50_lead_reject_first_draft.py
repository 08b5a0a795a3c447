"""A draft the model wrote from a brief is V1 made from nothing (base_version 0): rejecting its
changes — all of them or one — is refused with a sentence, and the article keeps its text
(outside50 F14: "Reject all changes" saved an empty "(untitled)" article in one click)."""

import pytest
from litestar.testing import TestClient

from app.testing.fake_model import FakeModel


@pytest.mark.parametrize("change_ids", [None, [0]])
def test_rejecting_a_generated_first_draft_is_refused_and_keeps_the_text(
    llm_client: TestClient, fake_model: FakeModel, change_ids: list[int] | None
) -> None:
    llm_client.post("/api/contents", json={"title": "seed", "body": "Seed text."})
    fake_model.enqueue("The rain never stopped.\n\nThe bus never came.")
    made = llm_client.post(
        "/api/contents/generate",
        json={"brief": "waiting for a bus", "persona_id": "pdefault", "title": "The Night Bus"},
    )
    assert made.status_code == 201, made.text
    draft = made.json()
    revision = llm_client.get(f"/api/contents/{draft['id']}/history").json()[0]
    assert revision["version"] == 1
    answer = llm_client.post(
        f"/api/revisions/{revision['id']}/reject",
        json={"change_ids": change_ids, "base_version": 1},
    )
    assert answer.status_code == 400, answer.text
    assert "first draft" in answer.json()["detail"]
    kept = llm_client.get(f"/api/contents/{draft['id']}").json()
    assert (kept["version"], kept["title"], kept["body"]) == (
        1,
        "The Night Bus",
        "The rain never stopped.\n\nThe bus never came.",
    )
