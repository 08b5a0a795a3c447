"""Journeys an outside tester walked in session 7 that failed: the browser tab's title after a
rename, right-to-left text, printing a version, a send on a phone, long titles on a phone,
and more (see /work/team/journeys7.md)."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=8000)

COUNCIL = "\n\n".join(
    f"Paragraph {n}: the council met on Tuesday and talked about the budget for twenty minutes."
    for n in range(1, 9)
)


def wait_for_reply(page: Any) -> None:
    """The turn is over: Send is Send again and the conversation is not busy."""
    page.wait_for_function(
        "() => document.querySelector('#send').dataset.mode === 'send'"
        " && document.querySelector('#transcript').getAttribute('aria-busy') !== 'true'"
    )


def test_the_browser_tab_names_the_article_after_its_title_is_changed(
    page: Any, redline: Redline
) -> None:
    made = redline.create_article("秋天的公园", "公园里有十五棵银杏树。")
    open_article(page, made["id"])
    expect(page).to_have_title("秋天的公园 · Redline")
    page.fill("#message", "标题改成「秋日公园」")
    page.locator("#message").press("Enter")
    expect(page.locator("#article-title")).to_have_text("秋日公园")
    expect(page).to_have_title("秋日公园 · Redline")


ARABIC = "هذه فقرة باللغة العربية، وفيها رقم 15 وكلمة English."
HEBREW = "שלום עולם, זו פסקה בעברית."


def text_edges(page: Any, selector: str) -> dict[str, float]:
    """Where the text of `selector` starts and ends on screen, beside its box's edges."""
    return page.evaluate(
        """(selector) => {
            const box = document.querySelector(selector);
            const range = document.createRange();
            range.selectNodeContents(box);
            const text = range.getBoundingClientRect();
            const edge = box.getBoundingClientRect();
            const style = getComputedStyle(box);
            return {
                textLeft: text.left, textRight: text.right,
                boxLeft: edge.left + parseFloat(style.paddingLeft),
                boxRight: edge.right - parseFloat(style.paddingRight),
            };
        }""",
        selector,
    )


def test_arabic_and_hebrew_paragraphs_read_right_to_left_beside_english(
    page: Any, redline: Redline
) -> None:
    made = redline.create_article("مقالة", f"{ARABIC}\n\n{HEBREW}\n\nAn English paragraph.")
    open_article(page, made["id"])
    page.fill("#message", 'Replace "15" with "50"')
    page.locator("#message").press("Enter")
    expect(page.locator("#article-version")).to_have_text("V2")
    wait_for_reply(page)
    for nth in (1, 2):
        edges = text_edges(page, f"#article-body p:nth-child({nth})")
        # Right to left: the short paragraph hugs the right edge, not the left.
        assert abs(edges["textRight"] - edges["boxRight"]) < 3, (nth, edges)
        assert edges["textLeft"] - edges["boxLeft"] > 20, (nth, edges)
    english = text_edges(page, "#article-body p:nth-child(3)")
    assert abs(english["textLeft"] - english["boxLeft"]) < 3, english
    # The full stop ends the Hebrew sentence on its left, where a reader of Hebrew ends.
    stop_left = page.evaluate(
        """() => {
            const node = document.querySelector('#article-body p:nth-child(2)').firstChild;
            const range = document.createRange();
            range.setStart(node, node.length - 1);
            range.setEnd(node, node.length);
            return range.getBoundingClientRect().left;
        }"""
    )
    hebrew = text_edges(page, "#article-body p:nth-child(2)")
    assert stop_left - hebrew["textLeft"] < 12, (stop_left, hebrew)
    # A message typed in Arabic reads right to left in the chat too.
    page.fill("#message", ARABIC)
    assert page.evaluate("getComputedStyle(document.querySelector('#message')).unicodeBidi") == (
        "plaintext"
    )
    shot(page, "journeys7-rtl")
