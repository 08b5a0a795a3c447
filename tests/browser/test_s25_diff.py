"""Two defects session 24's writers saw in the changes bar: an article written on Windows (CRLF
line ends) edited by hand in a browser, which saves LF — the walk through the changes stopped
on every line end, invisible, and counted their characters; and a paragraph moved (cut and
pasted elsewhere) — the bar said "no paragraph changed" under a change it then showed."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

CRLF = "Line one here.\r\nLine two here.\r\n\r\nPara two starts.\r\nAnd goes on."


def _changes_of(page: Any, version: int) -> None:
    """The drawer's Changes of the version `version` made."""
    page.click("#history-toggle")
    row = page.locator(f"#history-tree .hist-row[data-version='{version}']")
    row.locator(".hist-diff").first.click()
    expect(page.locator("#changes-heading")).to_contain_text(f"V{version - 1}→V{version}")


def test_a_windows_article_edited_by_hand_walks_only_the_words_that_changed(
    page: Any, redline: Redline
) -> None:
    made = redline.create_article("Windows notes", CRLF)
    lf = CRLF.replace("\r\n", "\n")
    edited = redline.call(
        "PUT",
        f"/api/contents/{made['id']}",
        {"body": lf.replace("goes on", "goes far on"), "base_version": 1},
    )
    assert edited["version"] == 2
    # The server's diff has the line ends as changes of their own (4 in all).
    served = redline.call("GET", f"/api/contents/{made['id']}/diff?from=1&to=2")
    assert len({h["change_id"] for h in served["hunks"] if h["op"] != "equal"}) > 1
    open_article(page, made["id"])
    _changes_of(page, 2)
    # One change the writer can see: the walk has one stop, the counts are its characters.
    expect(page.locator("#changes-position")).to_have_text("Change 1 of 1")
    expect(page.locator("#article-body .change")).to_have_count(1)
    expect(page.locator("#article-body .change ins")).to_have_text("far ")
    expect(page.locator("#article-body del")).to_have_count(0)
    expect(page.locator("#changes-scope")).to_have_text(
        "changed 1 of 2 paragraphs · +4 −0 characters"
    )
    # Both paragraphs are drawn as two, each with its two lines.
    expect(page.locator("#article-body p")).to_have_count(2)
    expect(page.locator("#article-body p").nth(1)).to_contain_text("Para two starts.\nAnd goes far")
    shot(page, "s25-crlf-edited")
    # Next stays on the one change (it does not walk into a line end).
    page.get_by_role("button", name="Next").click()
    expect(page.locator("#changes-position")).to_have_text("Change 1 of 1")


def test_a_version_that_only_changed_its_line_ends_says_so(page: Any, redline: Redline) -> None:
    made = redline.create_article("Line ends", CRLF)
    redline.call(
        "PUT",
        f"/api/contents/{made['id']}",
        {"body": CRLF.replace("\r\n", "\n"), "base_version": 1},
    )
    assert redline.call("GET", f"/api/contents/{made['id']}")["version"] == 2
    open_article(page, made["id"])
    _changes_of(page, 2)
    expect(page.locator("#changes-note")).to_have_text(
        "Only the line ends changed (Windows CRLF and LF): every word reads the same."
    )
    expect(page.locator("#article-body .change")).to_have_count(0)
    expect(page.get_by_role("button", name="Reject all changes")).to_be_hidden()
    expect(page.locator("#article-body p")).to_have_count(2)


def test_a_paragraph_moved_is_said_as_moved(page: Any, redline: Redline) -> None:
    body = "First para one.\n\nSecond para two.\n\nThird para three."
    made = redline.create_article("Moved", body)
    redline.stub.enqueue("Moved\n\nSecond para two.\n\nThird para three.\n\nFirst para one.")
    open_article(page, made["id"])
    page.fill("#message", "Move the first paragraph to the end")
    page.press("#message", "Enter")
    expect(page.locator("#article-version")).to_have_text("V2")
    served = redline.call("GET", f"/api/contents/{made['id']}/diff?from=1&to=2")
    assert served["stats"]["paragraphs_changed"] == 0  # the server counts none changed
    scope = page.locator("#changes-scope")
    expect(scope).to_have_text(re.compile(r"^paragraphs moved · \+\d+ −\d+ characters$"))
    # The whole line is read, not cut off with an ellipsis.
    assert scope.evaluate("(node) => node.scrollWidth <= node.clientWidth")
    # Compared from the drawer, the sentence read aloud says it too.
    page.click("#history-toggle")
    page.select_option("#compare-from", "1")
    page.select_option("#compare-to", "2")
    page.click(".compare-go")
    expect(page.locator("#changes-heading")).to_have_text("Compare V1 → V2")
    expect(scope).to_contain_text("paragraphs moved")
    assert scope.evaluate("(node) => node.scrollWidth <= node.clientWidth")
    shot(page, "s25-moved")


def test_a_moved_paragraph_reads_in_chinese(browser: Any, redline: Redline) -> None:
    context = browser.new_context(locale="zh-CN", base_url=redline.url)
    page = context.new_page()
    try:
        body = "第一段。\n\n第二段。\n\n第三段。"
        made = redline.create_article("挪段", body)
        redline.stub.reset()
        redline.stub.enqueue("挪段\n\n第二段。\n\n第三段。\n\n第一段。")
        open_article(page, made["id"])
        page.fill("#message", "把第一段挪到最后")
        page.press("#message", "Enter")
        expect(page.locator("#article-version")).to_have_text("V2")
        stats = redline.call("GET", f"/api/contents/{made['id']}/diff?from=1&to=2")["stats"]
        expect(page.locator("#changes-scope")).to_have_text(
            f"段落挪了位置 · +{stats['inserted_chars']} −{stats['deleted_chars']} 字"
        )
    finally:
        context.close()
