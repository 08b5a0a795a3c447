"""Session 31: the writer's panel read by a Chinese writer, and Markdown in it. The panel's own
labels stayed English around Chinese lines — the selection chip, a preference "pending
confirmation" with its Confirm and Reject, Send, History, Markup…; they now read in the
reader's language (labels.js), Simplified or Traditional. Inline Markdown (**bold**, *italic*,
`code`, [links](…)) read raw in replies and in the article; it now reads as such, safely — no
markup of the text is ever run, only http(s) and mailto links — and the text stays as written."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab, open_article, shot
from tests.browser.test_panel import select_in_body

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)


@pytest.fixture(params=["en-US", "zh-CN", "zh-TW"])
def tab(browser: Any, redline: Redline, request: pytest.FixtureRequest) -> Iterator[Any]:
    redline.stub.reset()
    yield from browser_tab(browser, redline.url, locale=request.param)


def waiting_preference(redline: Redline, persona_id: str) -> dict[str, Any]:
    """The persona's preference waiting for the writer's answer, once the learner saved it."""
    for _ in range(120):
        prefs = redline.call("GET", f"/api/personas/{persona_id}")["preferences"]
        waiting = [p for p in prefs if p["state"] == "pending_confirmation"]
        if waiting:
            return waiting[0]
        time.sleep(0.25)
    raise AssertionError(f"nothing waits for the writer: {prefs}")


# Labels shown in English, outside what the writer or the model wrote: visible text, and the
# names and hints of controls. Names of things (Redline, Markdown, Word, keys, file types) stay.
ENGLISH_LABELS = """() => {
  const written = "#article-body, #article-title, .msg-text, .changes-lines, .pref-statement,"
    + " .pref-evidence, .pref-change, textarea, input, #status";
  const names = /Redline|Markdown|Word|Esc|Enter|Shift|Ctrl|\\.(md|docx|txt|json)\\b|V\\d+/g;
  // What a preference says (its statement, quoted or after its button's name) is the writer's.
  const statements = [...document.querySelectorAll(".pref-statement")].map((n) => n.textContent);
  const unquoted = (text) =>
    statements.reduce((left, said) => left.replaceAll(said, ""), text).replace(/“[^”]*”/g, "");
  const english = (text) => /[A-Za-z]{3,}/.test(unquoted(text || "").replace(names, ""));
  const found = [];
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walk.nextNode()) {
    const parent = walk.currentNode.parentElement;
    if (!parent || parent.closest(written)) continue;
    if (parent.closest("script, [hidden], .visually-hidden")) continue;
    if (!parent.getClientRects().length) continue;
    if (english(walk.currentNode.data)) found.push(walk.currentNode.data.trim());
  }
  for (const node of document.querySelectorAll("[aria-label], [title], [placeholder]")) {
    if (node.closest("[hidden]") || !node.getClientRects().length) continue;
    for (const name of ["aria-label", "title", "placeholder"]) {
      if (node.closest(".msg-text, .welcome-line") && name === "title") continue;
      if (english(node.getAttribute(name))) found.push(`${name}: ${node.getAttribute(name)}`);
    }
  }
  return found;
}"""

SAID = {
    "en-US": {
        "send": "Send",
        "history": "History",
        "chip": "Applies to the selection: “三十分钟”",
        "waiting": "pending confirmation",
        "confirm": "Confirm",
        "reject": re.compile(r"^Reject: "),
        "markup": "Markup",
    },
    "zh-CN": {
        "send": "发送",
        "history": "历史",
        "chip": "只改选中的文字：“三十分钟”",
        "waiting": "等你确认",
        "confirm": "确认",
        "reject": re.compile(r"^拒绝："),
        "markup": "修订",
    },
    "zh-TW": {
        "send": "發送",
        "history": "歷史",
        "chip": "只改選中的文字：“三十分钟”",
        "waiting": "等你確認",
        "confirm": "確認",
        "reject": re.compile(r"^拒絕："),
        "markup": "修訂",
    },
}


def test_a_chinese_reader_reads_every_label_of_the_panel_in_chinese(
    tab: Any, redline: Redline
) -> None:
    locale = tab.evaluate("navigator.language")
    said = SAID[locale]
    persona = redline.call("POST", "/api/personas", {"name": "我的风格"})
    article = redline.create_article(
        "车站", "我们在车站等了二十分钟。\n\n公交车一直没来。", persona["id"]
    )
    redline.send(article["id"], "把“二十”改成“三十”")
    redline.send(article["id"], "我的读者基本都是初中生")
    waiting = waiting_preference(redline, persona["id"])
    open_article(tab, article["id"])
    # The labels, read from the first paint on.
    expect(tab.locator("#send")).to_have_text(said["send"])
    expect(tab.locator("#history-toggle")).to_have_text(said["history"])
    expect(tab.locator("label", has_text=said["markup"])).to_be_visible()
    # The selection chip.
    select_in_body(tab, "三十", "分钟")
    expect(tab.locator("#selection-text")).to_have_text(said["chip"])
    # The Style view: the preference waiting for the writer, and the answers to it.
    tab.locator("#persona-view > summary").click()
    card = tab.locator(f"li.pref[data-pref-id='{waiting['id']}']")
    expect(card.locator(f".tag.state-{waiting['state']}")).to_have_text(said["waiting"])
    expect(card.get_by_role("button", name=re.compile(said["confirm"]))).to_have_count(1)
    expect(card.get_by_role("button", name=said["reject"])).to_have_count(1)
    if locale == "en-US":
        return
    shot(tab, f"s31-labels-{locale}")
    expect(card.locator(".tag").first).to_have_attribute("lang", re.compile("^zh"))
    assert tab.evaluate(ENGLISH_LABELS) == [], "\n".join(tab.evaluate(ENGLISH_LABELS))
    # The history drawer too.
    tab.locator("#history-toggle").click()
    expect(tab.locator("#history-tree .hist-node").first).to_be_visible()
    assert tab.evaluate(ENGLISH_LABELS) == [], "\n".join(tab.evaluate(ENGLISH_LABELS))
    # And the persona's own page (its evidence quotes the writer, as said in the article).
    tab.goto(f"/personas/{persona['id']}")
    tab.wait_for_selector("body[data-ready='1']")
    expect(tab.locator(f"li.pref[data-pref-id='{waiting['id']}']")).to_be_visible()
    assert tab.evaluate(ENGLISH_LABELS) == [], "\n".join(tab.evaluate(ENGLISH_LABELS))


ATTACK = (
    "We waited **twenty** minutes at the *old* stop; see [the timetable](https://example.org/t)"
    " or write to [us](mailto:desk@example.org), route `7 <b>`.\n\n"
    '<img src=x onerror="document.body.dataset.owned=1"> and [x](javascript:alert(1)) and'
    " [y](data:text/html,hi) stay text."
)


def test_a_writers_asterisks_between_figures_show_as_typed(tab: Any, redline: Redline) -> None:
    """A lone * between Latin letters or digits is a figure's, not emphasis: the writer sees
    the 3*4*5 they saved (outside45b F2); *italic* and **bold** beside it still read as such,
    in Chinese too."""
    article = redline.create_article(
        "Boxes", "Price: 3*4*5 = 60 for a *small* box.\n\n面积是3*4*5立方米，2*r*h 是**体积**。"
    )
    open_article(tab, article["id"])
    body = tab.locator("#article-body")
    expect(body).to_contain_text("Price: 3*4*5 = 60 for a small box.", use_inner_text=True)
    expect(body).to_contain_text("面积是3*4*5立方米，2*r*h 是体积。", use_inner_text=True)
    expect(body.locator("em")).to_have_text("small")
    expect(body.locator("strong")).to_have_text("体积")


SELECTION = {
    "en-US": "Applies to the selection: ",
    "zh-CN": "只改选中的文字：",
    "zh-TW": "只改選中的文字：",
}
MODEL_SAID = (
    "It reads **well** already — see [notes](https://example.org/n) and [z](javascript:alert(2))."
)


def test_inline_markdown_reads_as_such_in_the_article_and_in_replies_and_runs_nothing(
    tab: Any, redline: Redline
) -> None:
    article = redline.create_article("The bus", ATTACK)
    redline.stub.enqueue(
        reply="The bus\n\n" + ATTACK.replace("*old*", "*windy*"),
    )
    redline.send(article["id"], "Describe the stop better")
    open_article(tab, article["id"])
    body = tab.locator("#article-body")
    expect(body.locator("strong")).to_have_text("twenty")
    expect(body.locator("em").last).to_have_text("windy")
    expect(body.locator("code")).to_have_text("7 <b>")
    link = body.get_by_role("link", name="the timetable")
    expect(link).to_have_attribute("href", "https://example.org/t")
    expect(link).to_have_attribute("rel", "noopener noreferrer")
    expect(link).to_have_attribute("target", "_blank")
    expect(body.get_by_role("link", name="us")).to_have_attribute("href", "mailto:desk@example.org")
    # What could run stays text, marks and all: no image, no script link.
    expect(body.locator("img, b")).to_have_count(0)
    expect(body.locator("a[href^='javascript'], a[href^='data']")).to_have_count(0)
    expect(body).to_contain_text("[x](javascript:alert(1))")
    expect(body).to_contain_text('<img src=x onerror="document.body.dataset.owned=1">')
    # The marks are kept in the page, hidden; the text reads without them.
    assert "**twenty**" not in body.inner_text() and "twenty" in body.inner_text()
    # So does the list that limits a suggestion to a paragraph.
    paragraph_one = tab.locator("#scope-paragraph option").nth(2)
    expect(paragraph_one).to_contain_text("We waited twenty minutes at the")
    # Selected across a bold word, the span is the writer's text as written.
    select_in_body(tab, "waited", "minutes")
    chip = SELECTION[tab.evaluate("navigator.language")]
    expect(tab.locator("#selection-text")).to_have_text(f"{chip}“waited **twenty** minutes”")
    # What the model said instead of an edit, quoted in its reply: its Markdown reads as such.
    redline.stub.enqueue(reply=MODEL_SAID)
    tab.locator("#selection-chip button").click()
    tab.fill("#message", "Is the second paragraph fine?")
    tab.press("#message", "Enter")
    reply = tab.locator("#messages .msg-assistant").last
    expect(reply.locator(".msg-text strong")).to_have_text("well", timeout=15000)
    expect(reply.get_by_role("link", name="notes")).to_have_attribute("rel", "noopener noreferrer")
    expect(reply.locator("a[href^='javascript']")).to_have_count(0)
    assert tab.evaluate("document.body.dataset.owned") is None
    # Stored byte for byte.
    saved = redline.call("GET", f"/api/contents/{article['id']}")
    assert saved["body"] == ATTACK.replace("*old*", "*windy*")
    shot(tab, f"s31-markdown-{tab.evaluate('navigator.language')}")


def test_a_traditional_reader_reads_the_words_a_line_quotes_as_the_article_has_them(
    browser: Any, redline: Redline
) -> None:
    # The panel's words are put in Traditional characters; the article's, quoted in them, were
    # too ("半个钟头" read "半個鐘頭", words the article does not have).
    article = redline.create_article("车站", "我们在车站等了二十分钟。\n\n公交车一直没来。")
    redline.send(article["id"], "把“二十分钟”改成“半个钟头”")
    for page in browser_tab(browser, redline.url, locale="zh-TW"):
        open_article(page, article["id"])
        page.locator("#next-change").click()
        expect(page.locator("#status")).to_have_text(
            "第 1 處改動，共 1 處：“二十分钟” → “半个钟头”"
        )
