"""A preference waiting for the writer's answer names its value by the value's Chinese part for a
Chinese reader, as Confirm and Reject do: session 36's CI found "等你回答：要不要“Give detail and
examples (详细充实).”？" on the persona panel once the stance reading had put such a value to
the default persona."""

from __future__ import annotations

from typing import Any

import pytest

pytestmark = pytest.mark.browser

WAITING = [
    "Waiting for you: do you want “Give detail and examples (详细充实).”? Not used until you "
    "confirm it.",
    "Waiting for you: do you want “Give detail and examples (详细充实).”? Until you answer, "
    "neither it nor “Keep it brief (简短).” is used in prompts.",
]


def test_a_waiting_preference_reads_by_its_chinese_part(page: Any) -> None:
    page.goto("/")
    said = page.evaluate(
        """async (texts) => {
          const words = await import("/static/js/panel/words.js");
          return texts.map((text) => words.inLanguage(text, "zh-Hans").text);
        }""",
        WAITING,
    )
    assert said == [
        "等你回答：要不要“详细充实”？你确认之前不会使用。",
        "等你回答：要不要“详细充实”？你回答之前，它和“简短”都不会用在修改里。",
    ]
