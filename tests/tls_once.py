"""One TLS context for every httpx client the test process opens.

httpx makes a new `ssl.SSLContext` for each client — `httpx.get(…)` and `httpx.post(…)`
included — and reads the whole CA bundle into it: ≈30 ms of CPU a client, for tests that
only ever speak plain http to 127.0.0.1. A served app's start is polled ten times a second
(app/testing/served.py) and the server tests call `httpx.get` in loops: two files of them
(tests/api/test_workers.py, test_s29_faults_kill_stream.py) made 188 contexts, 10.5 s of
CPU. `install()` (tests/conftest.py) makes the default context — verify=True, no client
certificate, for the same SSL_CERT_FILE / SSL_CERT_DIR — once, and hands every later client
that same context, as a program that shares one context does; any other choice is made
anew, as before. Certificates are checked exactly as before (an untrusted endpoint is still
refused: tests/api/test_fault7_model_streams.py).
"""

from __future__ import annotations

import os
import ssl
from collections.abc import Callable
from typing import Any

Make = Callable[..., ssl.SSLContext]


def shared_default(make: Make) -> Make:
    """`make` (httpx's create_ssl_context), the default context made once per trust store."""
    made: dict[tuple[str | None, str | None], ssl.SSLContext] = {}

    def create_ssl_context(verify: Any = True, cert: Any = None, trust_env: bool = True) -> Any:
        if verify is not True or cert:
            return make(verify=verify, cert=cert, trust_env=trust_env)
        key = (
            os.environ.get("SSL_CERT_FILE") if trust_env else None,
            os.environ.get("SSL_CERT_DIR") if trust_env else None,
        )
        if key not in made:
            made[key] = make(verify=verify, cert=cert, trust_env=trust_env)
        return made[key]

    return create_ssl_context


def install() -> None:
    """Every httpx transport of this process built with the shared default context (a later
    httpx that builds its context elsewhere is left as it is: slower, never wrong)."""
    from httpx._transports import default

    made = getattr(default, "create_ssl_context", None)
    if made is not None and not getattr(made, "shared", False):
        shared = shared_default(made)
        shared.shared = True  # type: ignore[attr-defined]
        default.create_ssl_context = shared  # type: ignore[attr-defined]
