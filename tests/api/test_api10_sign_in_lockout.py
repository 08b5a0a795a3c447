"""Nobody can keep a writer from signing in by guessing wrong. Five wrong passwords for a name
from anywhere held that name for fifteen minutes — so anyone could lock any writer out, for
good, with five guesses a quarter of an hour. Now five from one address hold the name only
there (and twenty hold every sign-in from there); the writer signs in from their own address.
Guessing one name from many addresses together is still stopped (fifty failures).

Served by uvicorn, which takes the client's address from X-Forwarded-For sent by a proxy on
this machine, as behind the README's reverse proxy."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest

from app.accounts.throttle import FAILURES_PER_NAME, FAILURES_PER_NAME_HERE
from app.main import create_app
from app.settings import Settings
from app.testing.accounts import cheap_passwords  # noqa: F401 (fixture)
from app.testing.live_server import LiveServer

PASSWORD = "correct horse 电池"
WRITER = "王小明"
pytestmark = pytest.mark.usefixtures("cheap_passwords")


@pytest.fixture
def url(settings: Settings) -> Iterator[str]:
    app = create_app(settings)
    app.state["accounts"].add_user(WRITER, PASSWORD, ["writer"])
    with LiveServer(app) as server:
        yield server.url


def _sign_in(url: str, address: str, password: str) -> int:
    answer = httpx.post(
        f"{url}/login",
        data={"name": WRITER, "password": password, "next": "/"},
        headers={"x-forwarded-for": address},
        follow_redirects=False,
        timeout=30,
    )
    return answer.status_code


def test_an_attackers_guesses_hold_the_name_only_where_they_come_from(url: str) -> None:
    attacker = "203.0.113.9"
    tries = [_sign_in(url, attacker, f"guess {n}") for n in range(FAILURES_PER_NAME_HERE + 1)]
    assert tries == [401] * FAILURES_PER_NAME_HERE + [429]
    assert _sign_in(url, "198.51.100.7", PASSWORD) == 303  # the writer, at home
    assert _sign_in(url, attacker, PASSWORD) == 429  # still held where the guesses came from


def test_one_name_guessed_from_many_addresses_is_still_held(url: str) -> None:
    failures = 0
    for n in range(FAILURES_PER_NAME // FAILURES_PER_NAME_HERE):
        for guess in range(FAILURES_PER_NAME_HERE):
            assert _sign_in(url, f"192.0.2.{n + 1}", f"guess {guess}") == 401
            failures += 1
    assert failures == FAILURES_PER_NAME
    assert _sign_in(url, "198.51.100.7", PASSWORD) == 429
