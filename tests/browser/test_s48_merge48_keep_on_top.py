"""outside47 F6 in Chromium: tab A edits paragraph 1 by hand while tab B's suggestion saves V2
changing paragraph 3; A's Save meets the conflict box, "Keep my text and edit on top" puts A's
change on top of V2 — the editor shows the merged text, the box names V2's change it keeps —
and the Save makes V3 with both. Where both tabs changed the same paragraph, the box names
V2's change that saving would undo, in the reader's language, before anything is chosen."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import PHONE, Redline, browser_tab, open_article, shot

pytestmark = pytest.mark.browser

ZH = "第一段：早上八点出发。\n\n第二段：中午在湖边吃饭。\n\n第三段：下午四点回家。"
EN = "We leave at eight.\n\nLunch is by the lake.\n\nWe are home by four."
CASES = {
    "zh-CN": (ZH, ("早上八点", "早上七点"), "把“四点”改成“五点”", ("四点", "五点")),
    "en-US": (EN, ("at eight", "at seven"), 'Replace "four" with "five"', ("four", "five")),
}


@pytest.mark.parametrize("locale", ["zh-CN", "en-US"])
def test_keep_mine_puts_my_change_on_top_of_the_other_tabs(
    browser: Any, redline: Redline, locale: str
) -> None:
    body, mine, chat, other = CASES[locale]
    article = redline.create_article("Trip", body)
    tabs = [browser_tab(browser, redline.url, locale=locale) for _ in range(2)]
    a_tab, b_tab = (next(tab) for tab in tabs)
    try:
        for tab in (a_tab, b_tab):
            open_article(tab, article["id"])
        a_tab.bring_to_front()
        a_tab.click("#edit-article")
        a_tab.fill("#edit-body", body.replace(*mine))
        b_tab.bring_to_front()
        b_tab.fill("#message", chat)
        b_tab.press("#message", "Enter")
        expect(b_tab.locator("#article-version")).to_have_text("V2")
        a_tab.bring_to_front()
        a_tab.click("#save-article")
        expect(a_tab.locator("#keep-mine")).to_be_visible()
        # Before choosing: V2's change in paragraph 3 is named as kept.
        said = a_tab.locator("#edit-note .merge-said")
        if locale == "zh-CN":
            expect(said).to_have_text("保留你的文字，会把你的修改放到 V2 上，同时保留它的修改：")
            expect(a_tab.locator("#edit-note .merge-line")).to_have_text(["第3段：“四”改为“五”"])
        else:
            expect(said).to_have_text(
                "Keeping yours puts your changes on top of V2 and keeps its changes:"
            )
            expect(a_tab.locator("#edit-note .merge-line")).to_have_text(
                ["paragraph 3: “four” → “five”"]
            )
        a_tab.click("#keep-mine")
        merged = body.replace(*mine).replace(*other)
        expect(a_tab.locator("#edit-body")).to_have_value(merged)
        expect(a_tab.locator("#edit-conflict")).to_be_hidden()
        expect(said).to_contain_text("V2")
        expect(a_tab.locator("#edit-note .merge-line")).to_have_count(0)
        shot(a_tab, f"s48-merge48-kept-on-top-{locale}")
        a_tab.click("#save-article")
        expect(a_tab.locator("#article-version")).to_have_text("V3")
    finally:
        for tab in tabs:
            next(tab, None)  # closes its context, failing on an error the page threw
    saved = redline.call("GET", f"/api/contents/{article['id']}")
    assert saved["body"] == merged


def test_a_change_to_the_same_paragraph_is_named_before_it_is_undone(
    browser: Any, redline: Redline
) -> None:
    """A Chinese reader on a phone, an English article: V2 changed paragraph 3 and the lake;
    the writer changed paragraph 3 too. The box says, in Chinese, which change of V2 saving
    would undo; keeping puts the writer's paragraph 3 on top of V2's other change."""
    article = redline.create_article("Trip", EN)
    url = f"/api/contents/{article['id']}"
    tabs = browser_tab(browser, redline.url, locale="zh-CN", viewport=PHONE)
    page = next(tabs)
    try:
        open_article(page, article["id"])
        page.click("#edit-article")
        page.fill("#edit-body", EN.replace("four", "six"))
        v2 = EN.replace("four", "five").replace("lake", "river")
        redline.call("PUT", url, {"body": v2, "base_version": 1})  # another client
        expect(page.locator("#edit-conflict")).to_be_visible()
        expect(page.locator("#edit-note .merge-said")).to_have_text(
            "保留你的文字，会撤销 V2 的下面这些修改，因为你也改了同一处（它的其他修改会保留）："
        )
        expect(page.locator("#edit-note .merge-line")).to_have_text(["第3段：“four”改为“five”"])
        shot(page, "s48-merge48-undone-named-zh-phone")
        page.click("#keep-mine")
        expect(page.locator("#edit-body")).to_have_value(
            EN.replace("four", "six").replace("lake", "river")
        )
        expect(page.locator("#edit-note .merge-said")).to_contain_text(
            "保存会撤销 V2 的下面这些修改"
        )
        expect(page.locator("#edit-note .merge-line")).to_have_text(["第3段：“four”改为“five”"])
        page.click("#save-article")
        expect(page.locator("#article-version")).to_have_text("V3")
    finally:
        next(tabs, None)
    saved = redline.call("GET", url)
    assert saved["body"] == EN.replace("four", "six").replace("lake", "river")
