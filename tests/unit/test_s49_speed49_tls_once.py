"""tests/tls_once.py: the default TLS context is made once per trust store and shared; any
other choice (no verification, a context of the caller's, a client certificate) is made anew."""

from __future__ import annotations

import ssl
from typing import Any

import httpx
import pytest

from tests.tls_once import shared_default


class Maker:
    """A stand-in for httpx's create_ssl_context that records each call."""

    def __init__(self) -> None:
        self.calls: list[tuple[Any, Any, bool]] = []

    def __call__(self, verify: Any = True, cert: Any = None, trust_env: bool = True) -> Any:
        self.calls.append((verify, cert, trust_env))
        return object()


def test_the_default_context_is_made_once_and_shared(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SSL_CERT_FILE", raising=False)
    monkeypatch.delenv("SSL_CERT_DIR", raising=False)
    maker = Maker()
    create = shared_default(maker)
    first = create()
    assert create() is first and create(verify=True, cert=None, trust_env=True) is first
    assert maker.calls == [(True, None, True)]
    # Another trust store is another context, made once too.
    monkeypatch.setenv("SSL_CERT_FILE", "/elsewhere/ca.pem")
    other = create()
    assert other is not first and create() is other
    assert create(trust_env=False) is first  # the environment not read: the default store
    assert len(maker.calls) == 2


def test_any_other_choice_is_made_anew_each_time() -> None:
    maker = Maker()
    create = shared_default(maker)
    own = ssl.create_default_context()
    for choice in ({"verify": False}, {"verify": own}, {"cert": "client.pem"}):
        assert create(**choice) is not create(**choice)
    assert len(maker.calls) == 6


def test_the_test_process_shares_one_context_between_clients() -> None:
    """tests/conftest.py installed it: two clients, one context; certificates still checked."""
    from httpx._transports import default

    assert getattr(default.create_ssl_context, "shared", False)
    one = default.create_ssl_context()
    assert default.create_ssl_context() is one
    assert one.verify_mode == ssl.CERT_REQUIRED and one.check_hostname
    with httpx.Client() as client, httpx.Client() as other:
        pools = [c._transport._pool for c in (client, other)]  # type: ignore[attr-defined]
        assert pools[0]._ssl_context is one and pools[1]._ssl_context is one
