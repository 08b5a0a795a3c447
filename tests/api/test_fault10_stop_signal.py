"""`python -m app` asked to stop (SIGTERM: a deploy, a restart) while a writer's reply is
being streamed: the reply was left running until uvicorn's grace period ran out, then
cancelled with "Exception in ASGI application" and a traceback in the log, and the writer's
stream broke off mid-body. Now the signal saves the reply as stopped at once (what had
arrived is kept), the stream ends whole, and the server stops without waiting it out."""

import threading
from pathlib import Path

import httpx

from app.editing.answers import SERVER_STOPPING
from app.testing.openai_stub import OpenAIStub
from app.testing.served import ServedApp
from tests.failures_said import RETRY, lang_of, said_to

BODY = "\n\n".join(f"第{i}段：港口的早晨，渔船 and gulls over the harbour." for i in range(24))


def test_a_stop_signal_saves_the_streamed_reply_as_stopped_at_once(tmp_path: Path) -> None:
    edited = "港口\n\n" + BODY.replace("gulls", "terns")
    with OpenAIStub(default_reply=edited, default_chunk_delay=0.15) as stub:
        env = stub.server_env()
        app = ServedApp(tmp_path / "data", env).start()
        try:
            client = httpx.Client(base_url=app.url, timeout=60)
            made = client.post("/api/contents", json={"title": "港口", "body": BODY})
            content_id = made.json()["id"]
            heard: list[str] = []
            failure: list[BaseException] = []
            first_delta = threading.Event()

            def send() -> None:
                ask = {"content_id": content_id, "message": "写得更生动一点"}
                try:
                    with client.stream("POST", "/api/chat/send?stream=true", json=ask) as answer:
                        for line in answer.iter_lines():
                            heard.append(line)
                            if line == "event: delta":
                                first_delta.set()
                except httpx.HTTPError as error:
                    failure.append(error)

            sending = threading.Thread(target=send)
            sending.start()
            assert first_delta.wait(30)
            app.stop()
            sending.join(30)
        finally:
            app.stop()
        log = app.log_tail(1_000_000)
        again = ServedApp(tmp_path / "data", env).start()
        try:
            path = httpx.get(f"{again.url}/api/chat/sessions/{content_id}").json()["path"]
            article = httpx.get(f"{again.url}/api/contents/{content_id}").json()
        finally:
            again.stop()
    assert not failure, failure  # the stream ended whole, not cut mid-body
    assert "Traceback" not in log and "Exception in ASGI application" not in log, log[-3000:]
    # uvicorn's grace period was not waited out (it says so when it cancels what is left);
    # read from its log, not timed: a busy machine may take seconds to stop either way.
    assert "timeout graceful shutdown exceeded" not in log, log[-3000:]
    assert path[-2]["content"] == "写得更生动一点"
    assert path[-1]["status"] == "stopped"
    assert "第0段" in path[-1]["content"]  # what had arrived is kept
    # Nobody pressed Stop: the reply says the server was stopping, and how to ask again — in
    # Chinese on this Chinese article (session 46).
    said = path[-1]["content"]
    assert said.startswith(said_to(BODY, SERVER_STOPPING)), said
    assert RETRY[lang_of(BODY)] in path[-1]["content"]
    assert article["version"] == 1 and article["body"] == BODY
