"""A writer on a phone (390 px) whose browser asks for Traditional Chinese (zh-TW): three edits,
a rollback of two, a branch from the first. Written before reading the panel's code (see
s36_journeys_steps.py for what was read)."""

import re
from typing import Any

from playwright.sync_api import expect

from tests.browser.conftest import PHONE, Redline, browser_tab
from tests.browser.s35_journeys_steps import boxes_outside
from tests.browser.s36_journeys_steps import (
    chat_text,
    open_article,
    said_and_saved,
    wait_for_paragraphs,
)

PARK = "我們等了二十分鐘。\n\n公車一直沒來。\n\n我們走路回家。"
# An English sentence (three words or more in a row) in what a zh-TW reader reads.
ENGLISH_SENTENCE = re.compile(r"[A-Za-z]{2,}(?:[ ,:'’]+[A-Za-z]{2,}){2,}")


def test_phone_writer_rolls_back_two_edits_and_branches_from_the_first(
    browser: Any, redline: Redline
) -> None:
    article = redline.create_article("公園", PARK)
    for tab in browser_tab(browser, redline.url, locale="zh-TW", viewport=PHONE):
        open_article(tab, article["id"])
        said_and_saved(tab, "把“二十”改成“三十”", 2, click=True)
        said_and_saved(tab, "把“一直沒來”改成“終於來了”", 3, click=True)
        said_and_saved(tab, "把“走路”改成“跑步”", 4, click=True)
        wait_for_paragraphs(tab, ["我們等了三十分鐘。", "公車終於來了。", "我們跑步回家。"])

        # Roll back two edits: continue from the reply that saved V2.
        tab.get_by_role("button", name="從這裡繼續（回到 V2）").first.click()
        expect(tab.get_by_role("main").get_by_role("paragraph").first).to_contain_text("V2 ")
        wait_for_paragraphs(tab, ["我們等了三十分鐘。", "公車一直沒來。", "我們走路回家。"])

        # Branch from the first message: edit it and send it again.
        tab.get_by_role("button", name="編輯這條消息").first.click()
        editor = tab.get_by_role("textbox", name="修改你的消息")
        expect(editor).to_be_visible()
        english = ENGLISH_SENTENCE.findall(chat_text(tab))
        assert not english, f"English in the zh-TW chat while editing: {english}"
        editor.fill("把“二十”改成“四十”")
        tab.get_by_role("button", name="保存並重新發送").click()
        wait_for_paragraphs(tab, ["我們等了四十分鐘。", "公車一直沒來。", "我們走路回家。"])
        expect(tab.get_by_role("log")).to_contain_text("2/2")

        # The old branch is one tap away, whole: switching goes to its last leaf (V4), as the
        # API says ("at the leaf last visited on it"), with the two edits rolled back.
        tab.get_by_role("log").get_by_role("button", name=re.compile("上一個版本")).first.click()
        expect(tab.get_by_role("log")).to_contain_text("1/2")
        wait_for_paragraphs(tab, ["我們等了三十分鐘。", "公車終於來了。", "我們跑步回家。"])

        english = ENGLISH_SENTENCE.findall(tab.get_by_role("main").inner_text())
        assert not english, f"English in the zh-TW page: {english}"
        assert boxes_outside(tab, PHONE["width"]) == []


def test_zh_tw_writer_reads_the_reply_in_traditional_characters(
    browser: Any, redline: Redline
) -> None:
    """The article and the page are in Traditional characters: the reply saying what changed
    is too (改為, not 改为; 第1段 as it is)."""
    article = redline.create_article("公園", PARK)
    for tab in browser_tab(browser, redline.url, locale="zh-TW", viewport=PHONE):
        open_article(tab, article["id"])
        said_and_saved(tab, "把“二十”改成“三十”", 2, click=True)
        reply = tab.get_by_role("log").get_by_role("listitem").last.inner_text()
        assert "改為" in reply, reply
        assert "改为" not in reply and "段：" in reply, reply
