"""Style learning's own model call meeting the faults the edit's call meets: the learning is a
side flow, so the edit the writer waited for stands, learning falls back to the offline rules,
and the log says in one line what the model did — no traceback for an expected fault (a 5xx,
a 429, a gateway's page, an answer that is not JSON, a model that does not answer in time)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from litestar.testing import TestClient

from app.llm.openai import OpenAICompatible
from app.main import create_app
from app.settings import Settings
from app.testing.openai_stub import OpenAIStub
from tests.api.faults_s34_harness import (
    EDITED_BODIES,
    MESSAGES,
    Writer,
    edited_reply,
    no_traceback_logged,
)

FAULTS = {
    "500": {"status": 500},
    "429": {"status": 429},
    "a-gateway-page": {
        "status": 502,
        "body": "<html>Bad Gateway</html>",
        "content_type": "text/html",
    },
    "not-json": {"body": "upstream reset", "content_type": "text/plain"},
    "no-answer-in-time": {"hang": 3.0},
}


@pytest.mark.parametrize("fault", list(FAULTS))
def test_a_fault_in_learnings_model_call_leaves_the_edit_and_logs_one_line(
    tmp_path: Path, fault: str
) -> None:
    settings = Settings(data_dir=tmp_path / "data", style_llm_extraction=True, _env_file=None)
    with OpenAIStub(exhausted_status=500) as stub:
        model = OpenAICompatible(base_url=stub.url, model="stub-model", timeout=1, max_retries=0)
        with TestClient(app=create_app(settings, provider=model)) as client:
            writer = Writer(client, "en")
            stub.enqueue(reply=edited_reply("en"))
            stub.enqueue(**FAULTS[fault])
            with no_traceback_logged(fault) as logged:
                sent = writer.send(MESSAGES["en"])
                deadline = time.monotonic() + 10
                while not any("style extraction" in r.getMessage() for r in logged):
                    assert time.monotonic() < deadline, "learning never asked the model"
                    time.sleep(0.05)
            assert sent.result["revision"], sent.result
            assert writer.content()["body"] == EDITED_BODIES["en"]
            assert len(stub.requests) == 2  # the edit, then learning's one call
