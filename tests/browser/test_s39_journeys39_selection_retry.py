"""A writer selects a sentence of a Chinese article with headings, asks for it to be livelier,
stops the reply with Esc, then presses Retry (session 39, helper journeys39). The selection was
not kept with the message, so the Retry asked about the whole article with no sentence named;
the model's new sentence then read as a reply that dropped the rest of the article, and was
refused ("模型的回复漏掉了文章的第 2、3、4 段…"). The Retry now rewrites the same sentence."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import PHONE, Redline, named, shot
from tests.browser.s36_journeys_steps import open_article, wait_for_paragraphs

pytestmark = pytest.mark.browser

WAIT = 20_000  # a server reply on a loaded machine
HEADINGS = ["## 清晨的菜市场", "## 午后的老茶馆"]
MARKET = "早上六点，菜市场已经热闹起来。卖豆腐的阿姨总是第一个到，她的摊位前排着长长的队。"
TEA = (
    "老茶馆里坐满了退休的老人。他们喝着茶，下着棋，一坐就是一下午。"
    "茶馆老板说，这样的日子已经过了三十年。"
)
BODY = "\n\n".join([HEADINGS[0], MARKET, HEADINGS[1], TEA])
CHOSEN = "他们喝着茶，下着棋，一坐就是一下午。"
LIVELIER = "大家泡上一壶茶，摆开棋盘，一晃就是一下午。"

SELECT = """(target) => {
  const body = document.getElementById("article-body");
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.data.indexOf(target);
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + target.length);
    getSelection().removeAllRanges();
    getSelection().addRange(range);
    body.dispatchEvent(new MouseEvent("mouseup", { bubbles: true }));
    return true;
  }
  return false;
}"""


@pytest.mark.parametrize(
    "journey_writer",
    [("zh-CN", None), ("en-US", PHONE)],
    ids=["zh-desktop", "en-phone"],
    indirect=True,
)
def test_retry_of_a_stopped_selection_edit_rewrites_the_same_sentence(
    journey_writer: Any, redline: Redline
) -> None:
    page = journey_writer
    article = redline.create_article("城市里的慢生活", BODY)
    open_article(page, article["id"])
    assert page.evaluate(SELECT, CHOSEN)
    scope = page.locator("#scope-paragraph")
    expect(scope).to_have_value("selection")
    slow = f"<replacement>{LIVELIER}谁也不着急回家。</replacement>"
    redline.stub.enqueue(slow, chunk_delay=0.5)
    box = page.locator("#message")
    box.fill("这句改得更生动一点")
    box.press("Enter")
    expect(page.get_by_role("button", name=named(page, "Stop the reply (Esc)"))).to_be_visible(
        timeout=WAIT
    )
    page.wait_for_timeout(800)
    box.press("Escape")
    stopped = page.locator("#transcript .msg-assistant").last
    expect(stopped).to_have_attribute("data-status", "stopped", timeout=WAIT)
    expect(page.locator("#article-version")).to_have_text("V1")

    redline.stub.enqueue(f"<replacement>{LIVELIER}</replacement>")
    stopped.locator(".retry").click()
    expect(page.locator("#article-version")).to_have_text("V2", timeout=WAIT)
    wait_for_paragraphs(
        page,
        ["清晨的菜市场", MARKET, "午后的老茶馆", TEA.replace(CHOSEN, LIVELIER)],
        timeout=WAIT,
    )
    expect(page.locator("#transcript .msg-assistant[data-status='error']")).to_have_count(0)
    # The model was shown the same sentence as the one to rewrite.
    asked = redline.stub.requests[-1]["messages"][-1]["content"]
    assert f"<selection>{CHOSEN}</selection>" in asked
    shot(page, f"s39-selection-retry-{page.evaluate('navigator.language')}")
