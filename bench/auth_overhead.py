"""Print what signing in costs: the argon2 check of one login, and what checking a session
or an API key adds to each request, against the single-user mode.

Run: .venv/bin/python bench/auth_overhead.py
"""

from __future__ import annotations

import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from litestar.testing import TestClient

from app.accounts import credentials
from app.main import create_app
from app.settings import Settings

REQUESTS = 300
PASSWORD = "a password of some length"


def median_ms(fn: Callable[[], object], times: int) -> float:
    samples = []
    for _ in range(times):
        start = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def main() -> None:
    stored = credentials.hash_password(PASSWORD)
    login = median_ms(lambda: credentials.password_matches(stored, PASSWORD), 9)
    print(f"argon2id check (one sign-in):        {login:6.1f} ms (median of 9)")
    with tempfile.TemporaryDirectory() as folder:
        settings = Settings(  # type: ignore[call-arg]
            data_dir=Path(folder), style_llm_extraction=False, _env_file=None
        )
        with TestClient(app=create_app(settings)) as client:
            client.post("/api/contents", json={"title": "Notes", "body": "Text."})
            single = median_ms(lambda: client.get("/api/contents/"), REQUESTS)
            accounts = client.app.state["accounts"]
            user = accounts.add_user("Bench", PASSWORD, ["writer", "editor"])
            token = accounts.login("Bench", PASSWORD)
            key = accounts.create_key(user.id, ["read"]).key
            cookie = {"cookie": f"redline_session={token}"}
            bearer = {"authorization": f"Bearer {key}"}
            session = median_ms(lambda: client.get("/api/contents/", headers=cookie), REQUESTS)
            keyed = median_ms(lambda: client.get("/api/contents/", headers=bearer), REQUESTS)
    print(f"GET /api/contents, single-user mode: {single:6.2f} ms (median of {REQUESTS})")
    print(f"GET /api/contents, session cookie:   {session:6.2f} ms")
    print(f"GET /api/contents, API key:          {keyed:6.2f} ms")


if __name__ == "__main__":
    main()
