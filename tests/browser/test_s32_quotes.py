"""Session 32: a Traditional reader reads the article's words, quoted in a line, as the article
has them. Lines worded by a function ("Could not find “…” in the article", "“钟” is not a word
of its own here…", a label such as "Reject: <the writer's preference>") were converted to
Traditional whole, the quoted words too — words the article does not hold."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab

pytestmark = pytest.mark.browser


@pytest.fixture
def tab(browser: Any, redline: Redline) -> Iterator[Any]:
    for page in browser_tab(browser, redline.url, locale="zh-TW"):
        page.goto("/")
        page.wait_for_selector("body[data-ready='1']")
        yield page


LINES = {
    'Could not find "半个钟头" in the article.': "文章裡沒有找到“半个钟头”。",
    '"钟" is not a word of its own here; it is part of "钟头", "时钟", so nothing changed.': (
        "“钟”沒有單獨出現，只在“钟头”、“时钟”裡出現，沒有改動。"
    ),
    "Check the facts: the model left out “二十分钟” and wrote “半个钟头” instead — numbers, "
    "days or negations the suggestion did not ask to change.": (
        "請核對事實：模型漏掉了 “二十分钟”，改寫成了 “半个钟头”，"
        "這些數字、日子或否定，建議並沒有要求改。"
    ),
}

LABELS = {
    "Reject: 写给初中生读者?": "拒絕：写给初中生读者？",
    "Against: 长句": "反對：长句",
    ".md: export “车站” as Markdown": ".md：導出“车站”（Markdown）",
}


def test_a_line_worded_by_a_function_keeps_the_words_it_quotes_as_written(tab: Any) -> None:
    said = tab.evaluate(
        """async (texts) => {
          const words = await import("/static/js/panel/words.js");
          return texts.map((text) => words.inLanguage(text, "zh-Hant").text);
        }""",
        list(LINES),
    )
    assert said == list(LINES.values())


def test_a_label_worded_by_a_function_keeps_the_words_it_quotes_as_written(tab: Any) -> None:
    said = tab.evaluate(
        """async (texts) => {
          const labels = await import("/static/js/labels.js");
          return texts.map((text) => labels.label(text, "zh-Hant"));
        }""",
        list(LABELS),
    )
    assert said == list(LABELS.values())


# --- a preference's evidence: Redline's words around the writer's -----------------------------


def waiting_preference(redline: Redline, persona_id: str) -> dict[str, Any]:
    """The persona's preference waiting for the writer's answer, once the learner saved it."""
    for _ in range(120):
        prefs = redline.call("GET", f"/api/personas/{persona_id}")["preferences"]
        waiting = [p for p in prefs if p["state"] == "pending_confirmation" and p["evidence"]]
        if waiting:
            return waiting[0]
        time.sleep(0.25)
    raise AssertionError(f"nothing waits for the writer: {prefs}")


EVIDENCE_CHROME = {
    "from V2→V3: ": "來自 V2→V3： ",
    "said at V3: ": "在 V3 時說的： ",
    "Earlier evidence: ": "更早的證據： ",
    "177 pieces — 89 asked for by you, 88 seen in the edits": (
        "共 177 條：你要求的 89 條，修改裡看到的 88 條"
    ),
    "12 pieces of evidence in all; the audit trail keeps every one.": (
        "一共 12 條證據；審計記錄一條不少都留著。"
    ),
}


def test_a_chinese_reader_reads_the_evidence_chrome_in_chinese_and_the_quote_as_said(
    browser: Any, redline: Redline
) -> None:
    persona = redline.call("POST", "/api/personas", {"name": "我的风格"})
    article = redline.create_article(
        "车站", "我们在车站等了二十分钟。\n\n公交车一直没来。", persona["id"]
    )
    redline.send(article["id"], "我的读者基本都是初中生")
    waiting = waiting_preference(redline, persona["id"])
    for page in browser_tab(browser, redline.url, locale="zh-TW"):
        page.goto(f"/personas/{persona['id']}")
        page.wait_for_selector("body[data-ready='1']")
        evidence = page.locator(f"li.pref[data-pref-id='{waiting['id']}'] .pref-evidence li")
        # "said at V1: “我的读者…”" read English around the writer's words.
        expect(evidence.first.locator(".ev-version")).to_have_text(re.compile(r"^(來自|在) V\d"))
        expect(evidence.first).to_contain_text("“我的读者基本都是初中生”")
        said = page.evaluate(
            """async (texts) => {
              const labels = await import("/static/js/labels.js");
              return texts.map((text) => labels.label(text, "zh-Hant"));
            }""",
            list(EVIDENCE_CHROME),
        )
        assert said == list(EVIDENCE_CHROME.values())
