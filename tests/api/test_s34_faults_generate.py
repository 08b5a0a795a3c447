"""A draft written from a brief (POST /api/contents/generate) meeting the model's faults: the
request cannot degrade to an assistant message, so it answers 502 with a sentence (which the
panel also shows in Chinese) and creates no article. A draft the provider's content filter
stopped, or that the provider reported as failed, is refused even when what arrived reads as
a whole draft: it was saved as the new article."""

from __future__ import annotations

import pytest
from litestar.testing import TestClient

from app.llm.openai import OpenAICompatible
from app.main import create_app
from app.settings import Settings
from app.testing.openai_stub import OpenAIStub
from tests.api.faults_s34_harness import UNPLAIN, in_chinese, no_traceback_logged

WHOLE = "Garden day\n\nWe went to the garden on Saturday. The roses were out."
FAULTS = {
    "filtered-after-a-whole-draft": {"reply": WHOLE, "finish_reason": "content_filter"},
    "failed-after-a-whole-draft": {"reply": WHOLE, "finish_reason": "error"},
    "filtered-empty": {"reply": "", "finish_reason": "content_filter"},
    "429": {"status": 429},
    "a-gateway-page": {"status": 502, "body": "<html>Bad</html>", "content_type": "text/html"},
    "an-error-in-a-200": {
        "body": '{"error": {"message": "nope"}}',
        "content_type": "application/json",
    },
    "no-answer-in-time": {"hang": 3.0},
    "ten-megabytes": {"reply": "x" * 10_000_000},
}


@pytest.mark.parametrize("fault", list(FAULTS))
def test_a_model_fault_on_a_draft_creates_nothing_and_says_so(
    settings: Settings, fault: str
) -> None:
    with OpenAIStub(exhausted_status=500) as stub:
        model = OpenAICompatible(base_url=stub.url, model="stub-model", timeout=1, max_retries=0)
        with TestClient(app=create_app(settings, provider=model)) as client:
            persona = client.post("/api/personas", json={"name": "Me"}).json()
            stub.enqueue(**FAULTS[fault])
            with no_traceback_logged(fault):
                made = client.post(
                    "/api/contents/generate",
                    json={"brief": "A note on our garden Saturday.", "persona_id": persona["id"]},
                )
            assert made.status_code == 502, made.text
            detail = made.json()["detail"]
            assert not UNPLAIN.search(detail), detail
            assert in_chinese(detail), detail
            assert client.get("/api/contents").json() == []
