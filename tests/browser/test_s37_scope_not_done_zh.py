"""The panel shows a "Not done" line in Chinese to a writer who asked in Chinese: an ask naming
no place that the reply ignored (undone.py) — written in Chinese by the server for a Chinese ask,
even on an English article — and, for a Chinese reader of an English ask, the new English lines
(nothing in the reply does it; offline the editor cannot) read in Chinese (change-lines.js)."""

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab, open_article

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

TITLE = "Riverside Library Book Fair"
PARAGRAPHS = [
    "The book fair runs on Saturday 14 June in the main reading room.",
    "We have collected more than 2,000 donated books this spring, from cookery to crime "
    "novels. Volunteers have spent weeks sorting them by subject.",
    "Thank you to everyone who donated books. See you on Saturday!",
]
SHORTER = "We have collected over 2,000 donated books this spring."
SAY = """async ([lines, lang]) => {
  const { changeLineIn } = await import("/static/js/panel/change-lines.js");
  return lines.map((line) => changeLineIn(line, lang));
}"""


@pytest.fixture
def tab(browser: Any, redline: Redline) -> Iterator[Any]:
    redline.stub.reset()
    yield from browser_tab(browser, redline.url, locale="zh-CN")


def test_a_chinese_ask_the_reply_left_undone_shows_in_chinese(tab: Any, redline: Redline) -> None:
    article = redline.create_article(TITLE, "\n\n".join(PARAGRAPHS))
    redline.stub.enqueue(TITLE + "\n\n" + "\n\n".join([PARAGRAPHS[0], SHORTER, PARAGRAPHS[2]]))
    redline.send(article["id"], "第二段缩短，最后加一句感谢志愿者")
    open_article(tab, article["id"])
    expect(tab.locator("#messages .msg-assistant").last).to_contain_text(
        "没有改：“最后加一句感谢志愿者”——回复里没有这一处修改，如果还需要，请再说一次。"
    )


def test_the_new_english_not_done_lines_read_in_chinese(tab: Any, redline: Redline) -> None:
    tab.goto("/")
    lines = [
        "Not done: “add a line thanking the volunteers” — nothing in the reply does it; ask "
        "again if you still want it.",
        "Not done: “make the intro livelier” — offline (no model set up) the editor cannot make "
        "that kind of change; say it again once a model is set up.",
    ]
    assert tab.evaluate(SAY, [lines, "zh-Hans"]) == [
        "没有改：“add a line thanking the volunteers”——回复里没有这一处修改，"
        "如果还需要，请再说一次。",
        "没有改：“make the intro livelier”——离线模式（未接入大模型）做不了这种修改，"
        "接入大模型后再说一次。",
    ]
