"""outside54 F23: a comment could not be deleted from the page, only through the API. The
writer's own comment has Delete beside it in History's thread and under a version's changes;
a colleague's has none. In English and Chinese."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab

WORDS = {
    "en-US": {
        "toggle": "2 comments on V1→V2",
        "delete": "Delete your comment “Wrong version, sorry”",
        "gone": "Comment deleted.",
    },
    "zh-CN": {
        "toggle": "V1→V2 的 2 条评论",
        "delete": "删除你的评论“Wrong version, sorry”",
        "gone": "评论已删除。",
    },
}


@pytest.mark.parametrize("locale", ["en-US", "zh-CN"])
def test_the_writer_deletes_their_comment_from_the_page(
    browser: Any, redline: Redline, locale: str
) -> None:
    words = WORDS[locale]
    cid = redline.create_article("Comments", "We waited twenty minutes.\n\nThe bus came.")["id"]
    redline.call(
        "PUT",
        f"/api/contents/{cid}",
        {"body": "We waited ten minutes.\n\nThe bus came.", "base_version": 1},
    )
    revision = redline.call("GET", f"/api/contents/{cid}/history")[-1]["id"]
    comments = f"/api/revisions/{revision}/comments"
    redline.call("POST", comments, {"text": "Checked the figure."})
    redline.call("POST", comments, {"text": "Wrong version, sorry"})
    for tab in browser_tab(browser, redline.url, locale=locale):
        tab.goto(f"/articles/{cid}")
        tab.wait_for_selector("body[data-ready='1']")
        tab.click("#history-toggle")
        version = tab.locator('#history .hist-row[data-version="2"]')
        version.get_by_role("button", name=words["toggle"]).click()
        expect(version.locator(".comment-text")).to_have_count(2)
        version.get_by_role("button", name=words["delete"]).click()
        expect(version.locator(".comment-text")).to_have_text(["Checked the figure."])
        expect(tab.locator("#history-status")).to_have_text(words["gone"])
        assert [c["text"] for c in redline.call("GET", comments)] == ["Checked the figure."]
        # Under the version's changes too: the last one goes, and the list with it.
        tab.goto("about:blank")
        tab.goto(f"{redline.url}/articles/{cid}#v2")
        tab.wait_for_selector("body[data-ready='1']")
        under = tab.locator("#changes-comments")
        expect(under.locator(".comment-text")).to_have_text(["Checked the figure."])
        under.locator(".comment-delete").click()
        expect(under).to_be_hidden()
        assert redline.call("GET", comments) == []
