"""Session 31: the writer's panel read by a Chinese writer. The panel's own labels stayed
English around Chinese lines — the selection chip, a preference "pending confirmation" with its
Confirm and Reject, Send, History, Markup…; they now read in the reader's language (labels.js),
Simplified or Traditional."""

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
    + " .pref-evidence, .pref-change, textarea, input, #status, option";
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
    tab.locator("#persona-view summary").click()
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
