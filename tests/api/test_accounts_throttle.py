"""Failed sign-ins are counted across app instances: two apps on one data directory (as two
worker processes are), and two apps on one PostgreSQL database (as two instances are)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import ExitStack
from datetime import UTC, datetime

import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from app.testing.accounts import cheap_passwords  # noqa: F401 (fixture)

PASSWORD = "correct horse 电池"
pytestmark = pytest.mark.usefixtures("cheap_passwords")


@pytest.fixture(params=["tinydb", "postgres"])
def two_apps(request: pytest.FixtureRequest, settings: Settings) -> Iterator[list[TestClient]]:
    """Two app instances sharing one store, with one clock."""
    if request.param == "postgres":
        settings = settings.model_copy(update={"database_url": request.getfixturevalue("pg_url")})

    def clock() -> datetime:
        return datetime(2026, 3, 1, 9, 0, tzinfo=UTC)

    with ExitStack() as stack:
        yield [
            stack.enter_context(TestClient(app=create_app(settings, clock=clock))) for _ in range(2)
        ]


def sign_in(client: TestClient, name: str, password: str) -> int:
    answer = client.post(
        "/login", data={"name": name, "password": password, "next": "/"}, follow_redirects=False
    )
    return answer.status_code


def test_failures_in_one_instance_count_in_the_other(two_apps: list[TestClient]) -> None:
    first, second = two_apps
    first.app.state["accounts"].add_user("Wanda", PASSWORD, ["writer"])
    first.app.state["accounts"].add_user("Walt", PASSWORD, ["writer"])
    for n in range(5):  # the limit is 5 per name, spread over both instances
        assert sign_in(two_apps[n % 2], "wanda", "wrong-password") == 401
    for client in two_apps:  # now neither lets the right password through
        assert sign_in(client, "Wanda", PASSWORD) == 429
    assert sign_in(second, "Walt", PASSWORD) == 303  # another name is not held up


def test_a_right_password_in_one_instance_clears_the_name_in_both(
    two_apps: list[TestClient],
) -> None:
    first, second = two_apps
    first.app.state["accounts"].add_user("王小明", PASSWORD, ["writer"])
    for _ in range(4):
        assert sign_in(first, "王小明", "wrong-password") == 401
    assert sign_in(second, "王小明", PASSWORD) == 303
    for _ in range(4):
        assert sign_in(second, "王小明", "wrong-password") == 401
    assert sign_in(first, "王小明", PASSWORD) == 303
