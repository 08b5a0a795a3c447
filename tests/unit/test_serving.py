"""Several workers on one port: each listens on a socket of its own, so the kernel spreads the
connections over them, and an address already in use is refused once, up front."""

import pickle
import socket

import pytest

from app.serving import OwnSocket, can_share_port, serve_workers
from app.testing.live_server import free_port

pytestmark = pytest.mark.skipif(not can_share_port(), reason="no SO_REUSEPORT here")


def test_the_socket_a_worker_receives_is_its_own_bound_to_the_shared_address() -> None:
    port = free_port()
    stand_in = OwnSocket("127.0.0.1", port)
    first = pickle.loads(pickle.dumps(stand_in))  # what each worker process unpickles
    second = pickle.loads(pickle.dumps(stand_in))
    try:
        assert isinstance(first, socket.socket) and first is not second
        for sock in (first, second):
            assert sock.getsockname() == ("127.0.0.1", port)
            assert sock.getsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT) == 1
            sock.listen()  # both listen on the port at once: the kernel spreads connections
        with socket.create_connection(("127.0.0.1", port), timeout=5):
            pass
    finally:
        first.close()
        second.close()


def test_an_address_in_use_is_refused_before_any_worker_starts() -> None:
    class Config:  # what serve_workers reads of uvicorn's Config before starting anything
        host = "127.0.0.1"
        workers = 2

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        Config.port = taken.getsockname()[1]
        with pytest.raises(OSError):
            serve_workers(Config())
