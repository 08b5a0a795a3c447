"""NeverBack: the real time while it moves forward; just after the latest time given or seen
when the clock has gone back, until the real time catches up."""

from datetime import UTC, datetime, timedelta
from threading import Thread

from app.domain.clock import TICK, NeverBack

T0 = datetime(2026, 12, 5, 12, 0, tzinfo=UTC)


class Dial:
    """A clock a test sets by hand."""

    def __init__(self, at: datetime) -> None:
        self.at = at

    def __call__(self) -> datetime:
        return self.at


def test_a_clock_moving_forward_is_returned_as_it_is() -> None:
    dial = Dial(T0)
    clock = NeverBack(dial)
    assert clock() == T0
    dial.at = T0 + timedelta(seconds=3)
    assert clock() == T0 + timedelta(seconds=3)


def test_two_calls_in_the_same_microsecond_are_still_in_order() -> None:
    clock = NeverBack(Dial(T0))
    assert [clock(), clock(), clock()] == [T0, T0 + TICK, T0 + 2 * TICK]


def test_a_clock_set_back_stamps_after_the_latest_time_until_it_catches_up() -> None:
    dial = Dial(T0)
    clock = NeverBack(dial)
    clock()
    dial.at = T0 - timedelta(hours=1)
    assert clock() == T0 + TICK
    assert clock() == T0 + 2 * TICK
    dial.at = T0 + timedelta(minutes=1)
    assert clock() == T0 + timedelta(minutes=1)


def test_a_time_held_in_the_store_is_a_floor() -> None:
    ahead = T0 + timedelta(days=365)
    clock = NeverBack(Dial(T0), floor=ahead)
    assert clock() == ahead + TICK
    assert clock() == ahead + 2 * TICK


def test_a_floor_given_at_the_start_holds_from_the_first_call() -> None:
    ahead = T0 + timedelta(days=1)
    assert NeverBack(Dial(T0), floor=ahead)() == ahead + TICK
    assert NeverBack(Dial(ahead + timedelta(days=1)), floor=ahead)() == ahead + timedelta(days=1)


def test_calls_from_several_threads_never_repeat_a_time() -> None:
    clock = NeverBack(Dial(T0))
    got: list[datetime] = []

    def stamp() -> None:
        got.extend(clock() for _ in range(500))

    threads = [Thread(target=stamp) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(set(got)) == 2000
    assert max(got) == T0 + 1999 * TICK
