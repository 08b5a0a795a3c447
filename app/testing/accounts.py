"""Cheap password hashing for tests: argon2 at its smallest cost, so a test that signs in
many times takes milliseconds, not a third of a second per sign-in. The shape of the check
(a real argon2id verify, against a dummy hash for an unknown name) is unchanged."""

from __future__ import annotations

import pytest
from argon2 import PasswordHasher

from app.accounts import credentials

CHEAP = PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1)


@pytest.fixture
def cheap_passwords(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(credentials, "_hasher", CHEAP)
