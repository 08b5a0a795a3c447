"""Several worker processes on one port that share the work evenly: uvicorn's supervisor, with
each worker listening on a socket of its own (SO_REUSEPORT) instead of one shared socket.

With one shared listening socket, whichever worker wakes first accepts every connection that
is waiting, so a burst of new connections — a proxy's kept-alive pool, a newsroom opening
its tabs — lands mostly on one worker and stays there (16 clients were measured split 15/1
between two workers: two workers served hardly more than one). With a socket per worker,
the kernel spreads new connections over the workers' sockets. uvicorn still starts the
workers, restarts one that dies and stops them all.
"""

from __future__ import annotations

import socket
from typing import Any, cast


def _bound(host: str, port: int, *, shared: bool = True) -> socket.socket:
    """A socket bound to the address (with SO_REUSEPORT when `shared`), not listening yet."""
    sock = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if shared:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        sock.bind((host, port))
    except BaseException:
        sock.close()
        raise
    return sock


class OwnSocket:
    """Stands for the listening socket in the list uvicorn hands each worker: it crosses
    into the worker process (pickled) as the address only and arrives as a socket of the
    worker's own, bound there."""

    def __init__(self, host: str, port: int) -> None:
        self.host = host
        self.port = port

    def __reduce__(self) -> tuple[Any, tuple[str, int]]:
        return (_bound, (self.host, self.port))


def can_share_port() -> bool:
    """Whether the kernel spreads connections over sockets sharing a port (Linux, BSDs)."""
    return hasattr(socket, "SO_REUSEPORT")


def serve_workers(config: Any) -> None:
    """Run `config.workers` worker processes of `config` (a uvicorn.Config of an import
    string) until stopped. Raises OSError when the address cannot be had."""
    from uvicorn.supervisors import Multiprocess

    # Bound without SO_REUSEPORT, so that the address being in use — by anything, another
    # Redline too — fails here, once, as with one worker, instead of in every worker.
    _bound(config.host, config.port, shared=False).close()
    listener = cast(socket.socket, OwnSocket(config.host, config.port))
    Multiprocess(config, sockets=[listener]).run()
