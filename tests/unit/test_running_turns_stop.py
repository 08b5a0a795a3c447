"""RunningTurns.stop: what a Stop does at each moment of a turn (no store, no server)."""

import asyncio

from app.domain.models import ChatMessage
from app.editing.running import RunningTurns
from tests.unit.test_tree import node


def _user() -> ChatMessage:
    return node("cabc-u1", None, 0, role="user")


def test_stop_while_the_model_writes_cancels_and_the_turn_saves_its_stopped_reply() -> None:
    async def scenario() -> list[str]:
        running = RunningTurns()
        saved: list[str] = []

        async def events():  # type: ignore[no-untyped-def]
            yield "user_message", _user()
            try:
                await asyncio.sleep(30)  # the model writing
            except asyncio.CancelledError:
                saved.append("stopped")
                raise
            saved.append("answered")

        turn = running.start(events())
        await asyncio.sleep(0)
        assert running.turn_of("cabc-u1") is turn
        assert await running.stop("cabc-u1") is True
        assert turn.task is not None and turn.task.done()
        return saved

    assert asyncio.run(scenario()) == ["stopped"]


def test_stop_while_the_answer_is_committed_waits_for_it_and_says_too_late() -> None:
    async def scenario() -> tuple[list[str], bool]:
        running = RunningTurns()
        saved: list[str] = []
        committing = asyncio.Event()

        async def events():  # type: ignore[no-untyped-def]
            yield "user_message", _user()
            running.committing("cabc-u1")
            committing.set()
            await asyncio.sleep(0.05)  # the commit's trip to a worker thread
            saved.append("answered")
            yield "done", None

        running.start(events())
        await asyncio.wait_for(committing.wait(), 5)
        stopped = await running.stop("cabc-u1")
        return saved, stopped

    saved, stopped = asyncio.run(scenario())
    assert saved == ["answered"]  # the commit was not cut short
    assert stopped is False  # and Stop does not claim to have stopped it


def test_a_second_stop_waits_for_the_first_and_does_not_cancel_its_save() -> None:
    async def scenario() -> tuple[list[str], list[bool]]:
        running = RunningTurns()
        saved: list[str] = []

        async def events():  # type: ignore[no-untyped-def]
            yield "user_message", _user()
            try:
                await asyncio.sleep(30)
            except asyncio.CancelledError:
                await asyncio.sleep(0.05)  # saving the stopped reply (shielded in the app)
                saved.append("stopped")
                raise

        running.start(events())
        await asyncio.sleep(0)
        both = await asyncio.gather(running.stop("cabc-u1"), running.stop("cabc-u1"))
        return saved, list(both)

    saved, both = asyncio.run(scenario())
    assert saved == ["stopped"]
    assert both == [True, True]


def test_marking_a_turn_that_is_not_running_changes_nothing() -> None:
    running = RunningTurns()
    running.committing("cabc-nobody")  # no such turn: nothing happens, nothing raised
    assert running.turn_of("cabc-nobody") is None
