"""Settings pasted the way people paste them. REDLINE_ALLOWED_HOSTS given as the proxy's URL
(`https://docs.example/`) instead of its name matched no Host header, so every request through
the proxy was refused; it is now read as the name in it. A REDLINE_API_TOKEN read from a file
with its line break (`$(cat token)` keeps none, an env file or a secret mount may) could
never be sent in a header, so every request was refused; it is trimmed, and a token with a
space or a character outside ASCII inside it is refused at start-up in a sentence."""

import os
import subprocess
import sys
from pathlib import Path

import httpx

from app.testing.served import ServedApp


def test_allowed_hosts_written_as_urls_are_read_as_their_names(tmp_path: Path) -> None:
    hosts = "https://docs.example/, http://proxy.example:8080/redline ,news.example"
    with ServedApp(tmp_path / "data", {"REDLINE_ALLOWED_HOSTS": hosts}) as app:
        answers = {
            host: httpx.get(f"{app.url}/api/contents", headers={"Host": host}).status_code
            for host in ("docs.example", "proxy.example:8080", "news.example", "evil.example")
        }
    assert answers == {
        "docs.example": 200,
        "proxy.example:8080": 200,
        "news.example": 200,
        "evil.example": 400,
    }


def test_a_token_with_its_line_break_still_opens_the_api(tmp_path: Path) -> None:
    with ServedApp(tmp_path / "data", {"REDLINE_API_TOKEN": "tok-81x\n"}) as app:
        good = httpx.get(f"{app.url}/api/contents", headers={"Authorization": "Bearer tok-81x"})
        bad = httpx.get(f"{app.url}/api/contents", headers={"Authorization": "Bearer tok-81"})
    assert (good.status_code, bad.status_code) == (200, 401)


def test_a_token_no_header_can_carry_is_refused_at_start_up(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("REDLINE_")}
    env.update(REDLINE_DATA_DIR=str(tmp_path / "data"), REDLINE_API_TOKEN="my token")
    ran = subprocess.run(
        [sys.executable, "-m", "app"], env=env, cwd=tmp_path, capture_output=True, timeout=60
    )
    assert ran.returncode == 2
    said = ran.stderr.decode()
    assert "REDLINE_API_TOKEN" in said and "space" in said
    assert "Traceback" not in said
