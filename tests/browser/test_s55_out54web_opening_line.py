"""outside54 F21: after a rename the panel redrew the conversation's V1 opening line with the
current title ("Loaded «Here's a punchier title…»" for an article loaded as «Keep the river
path open») while the server kept «Keep the river path open». The line says the title it was
loaded under, in Chinese too, live and after a reload."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab


@pytest.mark.parametrize(
    "locale,title,body,ask,line",
    [
        (
            "zh-CN",
            "菜市场",
            "菜市场开了三十年。\n\n我们希望保留它。",
            "把“三十”改成“三十二”",
            "已载入《菜市场》。告诉我要改什么。",
        ),
        (
            "en-US",
            "River path",
            "The path is open.\n\nWe want it kept.",
            'Replace "open" with "busy"',
            "Loaded «River path». Tell me what to change.",
        ),
    ],
    ids=["zh", "en"],
)
def test_the_opening_line_keeps_the_title_it_was_loaded_under(
    browser: Any, redline: Redline, locale: str, title: str, body: str, ask: str, line: str
) -> None:
    cid = redline.create_article(title, body)["id"]
    redline.send(cid, ask)  # the rules take it: the conversation begins under this title
    for tab in browser_tab(browser, redline.url, locale=locale):
        tab.goto(f"/articles/{cid}")
        tab.wait_for_selector("body[data-ready='1']")
        welcome = tab.locator("#messages li.msg-system .msg-text").first
        expect(welcome).to_have_text(line)
        redline.call("PATCH", f"/api/contents/{cid}", {"title": "Here's a new title"})
        expect(tab.locator("#article-title")).to_have_text("Here's a new title")
        expect(welcome).to_have_text(line)
        tab.reload()
        tab.wait_for_selector("body[data-ready='1']")
        expect(welcome).to_have_text(line)
        stored = redline.call("GET", f"/api/chat/sessions/{cid}")["path"][0]["content"]
        assert title in stored
