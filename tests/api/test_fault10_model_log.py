"""A model URL with a password in it (REDLINE_LLM_BASE_URL=http://user:password@host/v1)
stays out of the log: httpx's INFO line for each model call printed the URL as configured,
password and all, into every log line of every call — a log shipped to a log service then
held the model server's password."""

from pathlib import Path

import httpx

from app.testing.openai_stub import OpenAIStub
from app.testing.served import ServedApp

PASSWORD = "pw-Zk81qx"
ARTICLE = "港口的早晨很安静。渔船天一亮就出海。\n\nThe market fills by noon."


def test_the_model_calls_logged_at_info_do_not_show_the_password(tmp_path: Path) -> None:
    with OpenAIStub() as stub:
        endpoint = f"{stub.url}/chat/completions"
        env = stub.server_env()
        env["REDLINE_LLM_BASE_URL"] = stub.url.replace("//", f"//editor:{PASSWORD}@")
        env["REDLINE_LOG_LEVEL"] = "INFO"
        with ServedApp(tmp_path / "data", env) as app:
            client = httpx.Client(base_url=app.url, timeout=30)
            article = client.post("/api/contents", json={"title": "港口", "body": ARTICLE})
            content_id = article.json()["id"]
            stub.enqueue("港口\n\n" + ARTICLE.replace("安静", "热闹"))
            stub.enqueue(status=502)
            first = client.post(
                "/api/chat/send", json={"content_id": content_id, "message": "写得热闹一点"}
            )
            second = client.post(
                "/api/chat/send", json={"content_id": content_id, "message": "Make it warmer."}
            )
        log = app.log_tail(1_000_000)
    assert first.json()["revision"] is not None
    assert second.json()["assistant_message"]["status"] == "error"
    assert PASSWORD not in second.text
    # Both calls reached the endpoint, and both were logged...
    assert len(stub.requests) == 2
    calls = [line for line in log.splitlines() if "HTTP Request: POST" in line]
    assert len(calls) == 2, log[-3000:]
    assert all(endpoint in line for line in calls)
    # ...without the password, anywhere in the log.
    assert PASSWORD not in log
