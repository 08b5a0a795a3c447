"""A Chinese writer typing the next suggestion with an IME while a reply is being written,
session 34: Safari ends a pinyin composition cancelled with Esc with compositionend, then sends
the Esc as a keydown flagged only by keyCode 229 (not isComposing). The panel took that Esc as
Stop and threw the reply away, and in the Style view closed the view over the box being typed
in; it is the IME's, as Chrome's flagged one already was."""

import threading
import time
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=15000)

# Safari's order when Esc cancels a composition in the suggestion box.
SAFARI_ESC_CANCELS_PINYIN = """() => {
  const box = document.getElementById("message");
  box.focus();
  box.dispatchEvent(new CompositionEvent("compositionstart", { bubbles: true, data: "" }));
  box.dispatchEvent(new CompositionEvent("compositionupdate", { bubbles: true, data: "di'er" }));
  box.dispatchEvent(new CompositionEvent("compositionend", { bubbles: true, data: "" }));
  box.dispatchEvent(new KeyboardEvent("keydown", {
    key: "Escape", code: "Escape", keyCode: 229, bubbles: true, cancelable: true,
  }));
}"""


def _sent_while_the_reply_is_held(
    page: Any, redline: Redline, title: str
) -> tuple[dict[str, Any], threading.Event]:
    """An article open, "第一段改得生动一点" sent, its reply held until the event is set."""
    article = redline.create_article(title, "第一段写得很平淡。\n\n第二段也一样。")
    gate = threading.Event()

    def held_reply(_request: dict) -> str:
        gate.wait(15)
        return f"{title}\n\n第一段写得很生动。\n\n第二段也一样。"

    redline.stub.enqueue(reply=held_reply)
    open_article(page, article["id"])
    page.fill("#message", "第一段改得生动一点")
    page.press("#message", "Enter")
    expect(page.locator("#send")).to_have_text("Stop")
    return article, gate


def test_an_esc_ending_a_pinyin_composition_in_safari_does_not_stop_the_reply(
    page: Any, redline: Redline
) -> None:
    article, gate = _sent_while_the_reply_is_held(page, redline, "输入法二")
    page.evaluate(SAFARI_ESC_CANCELS_PINYIN)
    gate.set()
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(page.locator("#transcript .msg[data-status='stopped']")).to_have_count(0)
    body = redline.call("GET", f"/api/contents/{article['id']}")["body"]
    assert body.startswith("第一段写得很生动。")
    shot(page, "s34-ime-safari-esc")


def test_a_plain_esc_still_stops_the_reply(page: Any, redline: Redline) -> None:
    article, gate = _sent_while_the_reply_is_held(page, redline, "输入法三")
    page.press("#message", "Escape")
    expect(page.locator("#send")).to_have_text("Send")
    gate.set()
    expect(page.locator("#transcript .msg[data-status='stopped']")).to_have_count(1)
    assert redline.call("GET", f"/api/contents/{article['id']}")["version"] == 1


# The same Esc, in a box inside the Style view (rewording a learned preference).
SAFARI_ESC_IN_THE_FOCUSED_BOX = """() => {
  const box = document.activeElement;
  box.dispatchEvent(new CompositionEvent("compositionstart", { bubbles: true, data: "" }));
  box.dispatchEvent(new CompositionEvent("compositionend", { bubbles: true, data: "" }));
  box.dispatchEvent(new KeyboardEvent("keydown", {
    key: "Escape", code: "Escape", keyCode: 229, bubbles: true, cancelable: true,
  }));
}"""


def test_an_esc_ending_a_pinyin_composition_keeps_the_style_view_open(
    page: Any, redline: Redline
) -> None:
    persona = redline.call("POST", "/api/personas", {"name": "输入法 Ning"})
    article = redline.create_article(
        "周末", "今天天气很好！😀😀\n\n我们去了公园 🌳。", persona_id=persona["id"]
    )
    redline.call(
        "PUT",
        f"/api/contents/{article['id']}",
        {"body": "今天天气很好！\n\n我们去了公园。", "base_version": 1},
    )
    for _ in range(60):
        if redline.call("GET", f"/api/personas/{persona['id']}")["preferences"]:
            break
        time.sleep(0.25)
    open_article(page, article["id"])
    page.locator("#persona-view > summary").click()
    preference = page.locator("#persona-prefs li.pref").first
    preference.get_by_role("button", name="Edit").click()
    box = preference.locator("input")
    expect(box).to_be_focused()
    page.evaluate(SAFARI_ESC_IN_THE_FOCUSED_BOX)
    expect(page.locator("#persona-view")).to_have_attribute("open", "")
    expect(box).to_be_visible()
    page.keyboard.press("Escape")  # the writer's own Esc: the rewording is dropped
    expect(box).to_be_hidden()
    expect(page.locator("#persona-view")).to_have_attribute("open", "")
