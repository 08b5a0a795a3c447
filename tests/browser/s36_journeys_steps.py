"""Steps of session 36's outside journeys (helper `journeys`), found as a writer sees them.

Written before reading static/, templates/ or app/: from README.md, docs/api.md, the harness
(tests/browser/conftest.py, s35_journeys_steps.py, the OpenAIStub's signature) and what the
served pages show — their accessibility trees and screenshots (home, article, History, a
rollback, an edited message, a regenerated reply, the persona page, in en and zh-TW)."""

import re
from typing import Any

from playwright.sync_api import expect

from tests.browser.s35_journeys_steps import article_text, conversation

SEND = re.compile(r"^(Send|發送|发送)")


def suggestion_box(page: Any) -> Any:
    """The box the writer types a suggestion into (its label names the version it edits), in
    English, simplified or Traditional Chinese."""
    return page.get_by_role("textbox", name=re.compile(r"^(Suggestion|建议|建議)"))


def open_article(page: Any, content_id: str) -> None:
    page.goto(f"/articles/{content_id}")
    suggestion_box(page).wait_for()


def version_line(page: Any) -> Any:
    """The line under the title: "V3 11 words Your next message edits V3."."""
    return page.get_by_role("main").get_by_role("paragraph").first


def wait_for_version(page: Any, version: int, timeout: float = 10_000) -> None:
    expect(version_line(page)).to_contain_text(f"V{version} ", timeout=timeout)


def say(page: Any, message: str, *, click: bool = False) -> None:
    """The writer types `message` and sends it (Enter, or the Send button as on a phone)."""
    box = suggestion_box(page)
    box.fill(message)
    if click:
        page.get_by_role("button", name=SEND).click()
    else:
        box.press("Enter")


def said_and_saved(page: Any, message: str, version: int, *, click: bool = False) -> None:
    say(page, message, click=click)
    wait_for_version(page, version)


def article_paragraphs(page: Any) -> list[str]:
    """The article's paragraphs as they now read: the final text when changes are marked
    (Final, or Hide changes where the view choice is not shown). The changes bar is drawn a
    moment after the new version: this chooses the final text once it is there, and reads
    until no reject button (✕) is left in the text."""
    final = page.get_by_role("radio", name=re.compile(r"^(Final|定稿)$"))
    hide = page.get_by_role("button", name=re.compile(r"^(Hide changes|隱藏改動|隐藏改动)$"))
    text = article_text(page).inner_text()
    for _ in range(50):
        if "✕" not in text:
            break
        if final.count() and final.first.is_visible():
            if not final.first.is_checked():
                final.first.check()
        elif hide.count() and hide.first.is_visible():
            hide.first.click()
        page.wait_for_timeout(100)
        text = article_text(page).inner_text()
    return [line.strip() for line in text.split("\n") if line.strip()]


def chat_text(page: Any) -> str:
    return str(conversation(page).inner_text())


def open_history(page: Any) -> Any:
    page.get_by_role("button", name=re.compile(r"^(History|歷史|历史)$")).click()
    dialog = page.get_by_role("dialog", name=re.compile(r"^(History|歷史|历史)$"))
    expect(dialog).to_be_visible()
    return dialog


CONTRAST = """(el) => {
  const rgb = (s) => (s.match(/[\\d.]+/g) || []).map(Number);
  const lum = ([r, g, b]) => {
    const f = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  let bg = null, node = el;
  while (node && node.nodeType === 1) {
    const c = rgb(getComputedStyle(node).backgroundColor);
    if (c.length === 3 || (c.length === 4 && c[3] > 0.5)) { bg = c.slice(0, 3); break; }
    node = node.parentElement;
  }
  bg = bg || [255, 255, 255];
  const fg = rgb(getComputedStyle(el).color).slice(0, 3);
  const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
}"""


def contrast(locator: Any) -> float:
    """The contrast ratio of a locator's text against the background it is drawn on."""
    return float(locator.evaluate(CONTRAST))


def wait_for_paragraphs(page: Any, wanted: list[str], timeout: float = 8_000) -> None:
    """Wait until the article reads `wanted` (its final text, as `article_paragraphs`); an
    edit, a branch switch or a restore redraws it a moment after the click."""
    seen: list[str] = []
    for _ in range(int(timeout / 200)):
        seen = article_paragraphs(page)
        if seen == wanted:
            return
        page.wait_for_timeout(200)
    assert seen == wanted, seen
