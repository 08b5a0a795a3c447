"""Over a real connection (uvicorn): a request body that stops arriving (slowloris) is
answered 408 with a sentence and let go, nothing saved; a body that says it is larger than
the app accepts is answered 413 before it is waited for; a body that arrives, and a stream
that then runs long, are left alone (app/web/bodies.py)."""

import json
import socket
import time
from collections.abc import Iterator

import httpx
import pytest

from app.main import create_app
from app.settings import Settings
from app.testing.fake_model import HeldModel
from app.testing.live_server import LiveServer
from app.web import bodies


@pytest.fixture
def served(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[str, HeldModel]]:
    monkeypatch.setattr(bodies, "IDLE_SECONDS", 0.5)
    monkeypatch.setattr(bodies, "TOTAL_SECONDS", 3.0)
    model = HeldModel(["T\n\n", "Alpha", " one,", " changed", "."], "\n\nBeta.")
    with LiveServer(create_app(settings, provider=model)) as server:
        yield server.url, model
        model.release.set()


def raw_request(url: str, head: bytes, body: bytes) -> bytes:
    """Send `head` and `body`, then nothing more; everything the server answers until it
    closes the connection."""
    host, port = url.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port))) as sock:
        sock.settimeout(30)  # only so a server that never answers fails the test
        sock.sendall(head + body)
        answer = b""
        while chunk := sock.recv(65536):
            answer += chunk
        return answer


def post_head(path: str, length: int) -> bytes:
    return (
        f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        f"Content-Length: {length}\r\n\r\n"
    ).encode()


def status_and_detail(answer: bytes) -> tuple[int, str]:
    head, _, body = answer.partition(b"\r\n\r\n")
    return int(head.split()[1]), json.loads(body)["detail"]


def test_a_body_that_stops_arriving_is_answered_408_and_nothing_is_saved(served) -> None:
    url, _ = served
    with httpx.Client(base_url=url, timeout=30) as client:
        content_id = client.post("/api/contents", json={"title": "T", "body": "Alpha one."}).json()[
            "id"
        ]
        whole = json.dumps({"content_id": content_id, "message": "把“一”改成“二”"}).encode()
        answer = raw_request(url, post_head("/api/chat/send", len(whole)), whole[:20])
        status, detail = status_and_detail(answer)
        assert status == 408
        assert "did not arrive in time" in detail and "nothing was saved" in detail
        # The server goes on serving; the message never arrived, so nothing was saved.
        assert client.get("/healthz").status_code == 200
        assert client.get(f"/api/chat/sessions/{content_id}").status_code == 404
        assert client.get(f"/api/contents/{content_id}").json()["version"] == 1


def test_a_body_said_to_be_too_large_is_refused_before_it_is_waited_for(served) -> None:
    url, _ = served
    answer = raw_request(url, post_head("/api/contents", 50 * 1024 * 1024), b"{")
    status, detail = status_and_detail(answer)
    assert (status, detail) == (413, bodies.TOO_LARGE)


def test_a_stream_that_runs_longer_than_the_body_limits_is_left_alone(served) -> None:
    """Once the body is in, waiting for the client to go away is the app's own business."""
    url, model = served
    with httpx.Client(base_url=url, timeout=30) as client:
        content_id = client.post(
            "/api/contents", json={"title": "T", "body": "Alpha one.\n\nBeta."}
        ).json()["id"]
        events = []
        with client.stream(
            "POST",
            "/api/chat/send?stream=true",
            json={"content_id": content_id, "message": "change the first line"},
        ) as response:
            for line in response.iter_lines():
                if line.startswith("event:"):
                    events.append(line[6:].strip())
                if events[-1:] == ["delta"] and not model.release.is_set():
                    time.sleep(1.0)  # longer than IDLE_SECONDS, with the stream open
                    model.release.set()
        assert events[0] == "user_message" and events[-1] == "done"
        assert client.get(f"/api/contents/{content_id}").json()["version"] == 2
