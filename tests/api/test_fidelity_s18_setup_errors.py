"""A model endpoint that refuses the key (401) or does not exist (404) fails the same way
however often the writer retries: the reply names the setting to fix and never says "press
Retry" — while a passing failure (a 500) still does."""

import pytest

from app.testing.fidelity import fidelity_runner


@pytest.mark.parametrize(
    ("status", "named"), [(401, "REDLINE_LLM_API_KEY"), (404, "base URL"), (403, "API key")]
)
def test_a_wrong_key_or_endpoint_is_not_put_to_retry_a_server_error_is(
    status: int, named: str
) -> None:
    with fidelity_runner() as runner:
        runner.stub.reset()
        runner.stub.enqueue(status=status, body=b'{"error": {"message": "no"}}')
        client = runner.clients["full"]
        content = client.post(
            "/api/contents", json={"title": "Pond", "body": "The pond was dug in 1820."}
        ).json()
        sent = client.post(
            "/api/chat/send", json={"content_id": content["id"], "message": "Make it livelier."}
        ).json()
        reply = sent["assistant_message"]
        assert reply["status"] == "error"
        assert named in reply["content"]
        assert "Retry" not in reply["content"]
        assert "will not help" in reply["content"]
        assert sent["content"]["version"] == 1
        runner.stub.enqueue(status=500)  # a passing failure: asking again may well work
        again = client.post(
            "/api/chat/send", json={"content_id": content["id"], "message": "Make it livelier."}
        ).json()
        assert "press Retry" in again["assistant_message"]["content"]
