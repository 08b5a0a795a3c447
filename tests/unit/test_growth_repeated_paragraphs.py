"""A turn on an article of many copies of one short paragraph (a poem's refrain, "P." as a
placeholder, a divider typed as a paragraph) is judged in time linear in the article. Pairing
the reply's paragraphs with the writer's sorted every copy by its distance, for every paragraph
of the reply: 5,000 copies took 1.9 s of a turn, 25,000 about a minute (session 29). The bound
is generous; the old code took about 50 s here."""

import random

from app.editing.judge import EditRequest, Revised
from app.editing.pairing import _nearest
from tests.unit.cpu import timed_cpu
from tests.unit.judging import judged


def test_a_turn_on_thousands_of_copies_of_one_paragraph_is_applied_quickly() -> None:
    body = "\n\n".join("P." for _ in range(20_000)) + "\n\nend."
    reply = body.replace("end.", "the finish.") + "\n\nA new closing line."
    (verdict, _call), seconds = timed_cpu(
        lambda: judged(EditRequest("T", body, ["make it livelier"], 1), f"T\n\n{reply}")
    )
    assert isinstance(verdict, Revised)
    assert verdict.body == reply
    assert seconds < 15  # about 1.5 s; the old code: about 50 s


def test_the_nearest_copies_are_the_ones_sorting_by_distance_gives() -> None:
    assert _nearest([1, 4, 6, 9], 5, 2) == [4, 6]  # a tie: the lower first
    assert _nearest([1, 4, 6, 9], 0, 3) == [1, 4, 6]
    assert _nearest([1, 4, 6, 9], 20, 2) == [9, 6]
    assert _nearest([], 3, 2) == []
    rng = random.Random(29)
    for _ in range(2_000):
        places = sorted(rng.sample(range(60), rng.randint(0, 30)))
        place, count = rng.randint(-5, 65), rng.randint(0, 10)
        by_sorting = sorted(places, key=lambda j: abs(j - place))[:count]
        assert sorted(_nearest(places, place, count)) == sorted(by_sorting)
