"""A Chinese reader of an English article reads "Not done: “…” — the reply left paragraph 1 as
it was; …" (app/editing/undone.py) in Chinese, as the other change lines
(static/js/panel/change-lines.js); the writer's ask stays quoted as written."""

from typing import Any

import pytest

from app.editing.undone import undone_asks
from tests.browser.conftest import Redline

pytestmark = pytest.mark.browser

TITLE = "Hillside Choir"
PARAGRAPHS = [
    "Our autumn concert is on Saturday 18 October at 7 pm in St Mary's Hall.",
    "Rehearsals have gone well this term. We have learned four new pieces.",
    "Thank you all for a wonderful term.",
]
SAY = """async ([lines, lang]) => {
  const { changeLineIn } = await import("/static/js/panel/change-lines.js");
  return lines.map((line) => changeLineIn(line, lang));
}"""


def test_an_ask_not_done_reads_in_chinese(page: Any, redline: Redline) -> None:
    body = "\n\n".join(PARAGRAPHS)
    shorter = "\n\n".join([PARAGRAPHS[0], "Rehearsals went well.", PARAGRAPHS[2]])
    lines = undone_asks(
        ["Shorten paragraph 2, change the date to 25 October and make the title warmer."],
        (TITLE, body),
        (TITLE, shorter),
        chinese=False,
    )
    page.goto("/")
    said = page.evaluate(SAY, [lines, "zh-Hans"])
    assert said == [
        "没有改：“change the date to 25 October”——回复没有动第1段，如果还需要，请再说一次。",
        "没有改：“make the title warmer”——回复没有动标题，如果还需要，请再说一次。",
    ]
