"""The real server (`python -m app`) stopped (SIGTERM) while tabs follow articles: each tab's
event stream ends properly at once, so the tab reconnects to the server that comes next —
instead of uvicorn waiting out its grace period, then cutting every stream off mid-body and
logging a traceback for each open tab."""

from contextlib import ExitStack
from pathlib import Path

import httpx

from app.testing.served import ServedApp


def test_stopping_the_server_ends_every_open_event_stream_cleanly(tmp_path: Path) -> None:
    served = ServedApp(tmp_path / "data").start()
    try:
        url = served.url
        content_id = httpx.post(
            f"{url}/api/contents", json={"title": "周末", "body": "我们等了二十分钟。"}
        ).json()["id"]
        with ExitStack() as tabs:
            streams = []
            for _ in range(5):
                client = tabs.enter_context(httpx.Client(timeout=30))
                response = tabs.enter_context(
                    client.stream("GET", f"{url}/api/contents/{content_id}/events")
                )
                lines = response.iter_lines()
                assert next(lines) == "event: article"  # the "current" event: it is open
                streams.append(lines)
            served.stop()
            for lines in streams:
                rest = list(lines)  # a stream cut off mid-body raises RemoteProtocolError here
                assert all(line.startswith(("data: ", ": ")) or not line for line in rest)
    finally:
        served.stop()
    log = served.log_tail(100_000)
    assert "Traceback" not in log, log
