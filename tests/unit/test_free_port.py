"""free_port: under pytest-xdist each worker takes ports from its own slice, below the kernel's
ephemeral range, so two workers never start servers on one port."""

import socket

import pytest

from app.testing import live_server
from app.testing.live_server import free_port


@pytest.mark.parametrize(("worker", "low"), [("gw0", 12000), ("gw1", 14000), ("gw3", 18000)])
def test_each_worker_takes_ports_from_its_own_slice(
    monkeypatch: pytest.MonkeyPatch, worker: str, low: int
) -> None:
    monkeypatch.setenv("PYTEST_XDIST_WORKER", worker)
    ports = {free_port() for _ in range(20)}
    assert all(low <= port < low + 2000 for port in ports), ports


def test_a_port_in_use_is_not_handed_out(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PYTEST_XDIST_WORKER", "gw0")
    # A slice of two ports no worker's servers use (theirs start at 12000, 2000 a worker).
    monkeypatch.setattr(live_server, "_SLICE_START", 30000)
    monkeypatch.setattr(live_server, "_SLICE_SIZE", 2)
    with socket.socket() as held:
        held.bind(("127.0.0.1", 30000))
        assert {free_port() for _ in range(10)} == {30001}


def test_outside_xdist_the_kernel_picks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PYTEST_XDIST_WORKER", raising=False)
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", free_port()))  # it is free
