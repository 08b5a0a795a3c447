"""The permission rule for `owner_id: null` once accounts exist: the single-user mode's
"anyone's" only for what was made before accounts began (session 30, faults)."""

from datetime import UTC, datetime, timedelta

import pytest

from app.accounts.permissions import Target, nobodys, refusal
from app.domain.actors import Actor

BEGAN = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
CAROL = Actor(
    kind="user", id="ucarol", name="carol", roles=frozenset({"writer"}), accounts_since=BEGAN
)
ADMIN = Actor(
    kind="user", id="uroot", name="root", roles=frozenset({"admin"}), accounts_since=BEGAN
)
EDITOR = Actor(kind="user", id="ued", name="ed", roles=frozenset({"editor"}), accounts_since=BEGAN)


@pytest.mark.parametrize("kind", ["article", "persona"])
def test_null_made_after_accounts_began_is_nobodys(kind: str) -> None:
    later = Target(kind, None, ("ucarol",), created_at=BEGAN + timedelta(seconds=1))
    for action in ("read", "suggest", "write", "restore", "share"):
        assert refusal(CAROL, action, later) is not None, action
    said = refusal(CAROL, "read", later)
    assert said is not None and "says owner_id null" in said and "only an admin" in said
    assert refusal(ADMIN, "read", later) is None
    assert refusal(EDITOR, "read", later) is None  # an editor reads, as everything


def test_null_made_before_accounts_began_is_every_writers() -> None:
    before = Target("article", None, created_at=BEGAN - timedelta(days=3))
    at_once = Target("article", None, created_at=BEGAN)  # made as the first user was added
    for target in (before, at_once):
        assert nobodys(CAROL, target) is None
        assert refusal(CAROL, "write", target) is None


def test_a_time_without_a_zone_is_not_taken_as_earlier() -> None:
    naive = Target("article", None, created_at=datetime(2020, 1, 1))
    assert nobodys(CAROL, naive) is not None


def test_an_actor_not_knowing_when_accounts_began_reads_null_as_before() -> None:
    unknown = CAROL.model_copy(update={"accounts_since": None})
    assert refusal(unknown, "read", Target("article", None, created_at=BEGAN)) is None
