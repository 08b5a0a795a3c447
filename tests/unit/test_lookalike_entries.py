"""Articles of look-alike entries (logs, numbered steps), where every paragraph shares most of
its characters with its neighbours: a reply that gives only the asked entry keeps the others,
and a selection answered with the whole article takes the entry at the selection's place.
Found by an outside tester: both saved as ordinary edits while losing the writer's text."""

from __future__ import annotations

import pytest

from app.editing.formats.selection_place import between_neighbours
from tests.unit.judging import applied, judged, request_for

STEPS_EN = [f"Step {i}: tighten bolt {i} to {10 + i} Nm and check the seal." for i in range(1, 9)]
STEPS_ZH = [f"第{i}步：把{i}号螺栓拧到{10 + i}牛·米，再检查密封圈。" for i in range(1, 9)]


@pytest.mark.parametrize(
    ("steps", "suggestion", "new"),
    [
        (
            STEPS_EN,
            "step 4: say to check the seal twice",
            "Step 4: tighten bolt 4 to 14 Nm, then check the seal twice.",
        ),
        (
            STEPS_EN,
            "In step 6, say to replace the seal as well.",
            "Step 6: tighten bolt 6 to 16 Nm and replace the seal as well.",
        ),
        (STEPS_ZH, "第4步改成检查两遍密封圈", "第4步：把4号螺栓拧到14牛·米，再检查两遍密封圈。"),
    ],
)
def test_a_reply_of_only_the_asked_entry_keeps_its_look_alike_neighbours(steps, suggestion, new):
    index = next(i for i, s in enumerate(steps) if s.split("：")[0].split(":")[0] in new)
    verdict, _call = judged(request_for("Pump", "\n\n".join(steps), suggestion), new)
    expected = [*steps[:index], new, *steps[index + 1 :]]
    assert applied(verdict).body == "\n\n".join(expected)


def test_a_paragraph_joined_into_its_neighbour_is_still_taken_as_joined():
    body = "We met at noon.\n\nThe rain had stopped by then.\n\nWe walked to the pier."
    reply = "We met at noon.\n\nThe rain had stopped by then, and we walked to the pier."
    verdict, _call = judged(request_for("Pier", body, "Join the last two paragraphs."), reply)
    assert applied(verdict).body == reply


WEATHER = ["fair", "rain", "fog", "wind"]
LOG = [
    f"Entry {i}: on day {i} the crew logged {i * 7} kilometres and noted the weather as "
    f"{WEATHER[i % 4]}."
    for i in range(1, 26)
]


@pytest.mark.parametrize("index", [0, 11, 19, 24])
def test_a_selection_answered_with_the_whole_log_takes_the_entry_at_its_place(index):
    body = "\n\n".join(LOG)
    edited = [*LOG]
    edited[index] = LOG[index].replace("noted the weather", "wearily noted the weather")
    verdict, _call = judged(
        request_for("Crew log", body, "make it sound tired", LOG[index]),
        "Crew log\n\n" + "\n\n".join(edited),
    )
    assert applied(verdict).body == "\n\n".join(edited)


def test_place_is_not_trusted_when_a_neighbour_is_missing_or_repeated():
    body = "\n\n".join(LOG[:5])
    start = body.index(LOG[2])
    assert between_neighbours([LOG[0], LOG[1], "new", LOG[3], LOG[4]], body, start) == "new"
    assert between_neighbours([LOG[0], "new", LOG[3], LOG[4]], body, start) is None
    assert between_neighbours([LOG[1], "new", LOG[3], LOG[1]], body, start) is None
    assert between_neighbours([LOG[0], LOG[1], LOG[4], LOG[3]], body, start) is None
    assert between_neighbours(["new", LOG[1], LOG[2]], "\n\n".join(LOG[:3]), 0) == "new"
