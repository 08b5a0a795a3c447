"""Style learning in a process of its own, as `python -m app` serves: the app only saves each
revision as a job and wakes the learner process, which learns every revision exactly once —
English and Chinese, manual edits and chat turns — also when the learner is killed and
`serve` starts another."""

import os
import signal
import time
from collections.abc import Callable
from pathlib import Path

from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from app.style.learner_process import WAKE_ENV, Waker, running_learner, waker_from_env
from tests.api.test_style_queue_api import edit_many, learned, revision_ids, waiting

DEADLINE = 60.0  # seconds learning may take on a loaded machine


def wait_until(done: Callable[[], bool], what: str) -> None:
    deadline = time.monotonic() + DEADLINE
    while not done():
        assert time.monotonic() < deadline, what
        time.sleep(0.05)


def all_learned(data_dir: Path, made: list[str]) -> Callable[[], bool]:
    return lambda: set(learned(data_dir)) >= set(made)


def test_revisions_are_learned_once_by_the_learner_process_not_the_app(
    settings: Settings,
) -> None:
    with running_learner(settings):
        app = create_app(settings)
        queue = app.state["style_queue"]
        assert queue.learns is False  # this process never takes a job
        with TestClient(app=app) as client:
            content_ids = edit_many(client, rounds=4)
            made = revision_ids(client, content_ids)
            assert len(made) >= 8
            wait_until(all_learned(settings.data_dir, made), "not learned by the learner")
    assert sorted(learned(settings.data_dir)) == sorted(made)  # each exactly once
    assert waiting(settings.data_dir) == []
    assert WAKE_ENV not in os.environ  # apps built afterwards learn in their own process


def test_a_learner_that_is_killed_is_replaced_and_nothing_is_lost(settings: Settings) -> None:
    with running_learner(settings) as learner, TestClient(app=create_app(settings)) as client:
        first_ids = edit_many(client, rounds=2)
        first = revision_ids(client, first_ids)
        wait_until(all_learned(settings.data_dir, first), "not learned before the kill")
        killed = learner.pid
        assert killed is not None
        os.kill(killed, signal.SIGKILL)
        # Revisions made while no learner runs wait on disk for the next one.
        made = revision_ids(client, first_ids + edit_many(client, rounds=2))
        wait_until(all_learned(settings.data_dir, made), "not learned after the restart")
        assert learner.pid != killed
    assert sorted(learned(settings.data_dir)) == sorted(made)
    assert waiting(settings.data_dir) == []


def test_an_app_built_outside_serve_learns_in_its_own_process(client: TestClient) -> None:
    assert waker_from_env() is None
    assert client.app.state["style_queue"].learns is True


def test_waking_a_learner_that_is_not_listening_is_harmless() -> None:
    for address in ("@redline-style-learner-nobody-listens", "/nonexistent/folder/wake"):
        waker = Waker(address)
        try:
            waker.wake()  # the job is on disk: the next learner's first look takes it
        finally:
            waker.close()


def test_a_learner_stopped_while_it_loads_is_ended_at_once(settings: Settings) -> None:
    """A server stopped right after it started (a failed start, a test) does not wait seconds
    for the learner to load the style rules only to close: nothing was opened, it is ended."""
    with running_learner(settings) as learner:
        process = learner._process
    assert process.exitcode == -signal.SIGKILL


def test_a_learner_that_opened_the_store_finishes_on_its_own(settings: Settings) -> None:
    with running_learner(settings) as learner:
        assert learner.wait_ready(DEADLINE)
        process = learner._process
    assert process.exitcode == 0
