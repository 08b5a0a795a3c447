"""A 公众号 writer in a zh-CN browser, session 33: three suggestions sent in a row without
waiting for the replies (each used to replace the one queued before it in the box), then a
branch made by rewording an earlier message, a reply regenerated, and an older version restored
from the history — the conversation and the article agree at every step, and after a reload."""

import threading
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=15000)

TITLE = "周末带娃去公园🌳"
V1 = (
    "今天天气很好，我们一家人去了公园。\n\n"
    "公园里有十五只鸭子，在湖里游来游去。\n\n"
    "孩子们喂鸭子，玩得很开心。\n\n"
    "晚上回家吃饭，大家都累了。"
)
V2 = V1.replace("今天天气很好", "今天阳光明媚")
V3 = V2.replace("十五只", "五十只")
V4 = V3.replace("玩得很开心", "笑个不停")
# The second message reworded: answered from V2, the version it was written on.
V5 = V2.replace("十五只鸭子", "二十只小鸭子")
V6 = V2.replace("十五只鸭子", "二十来只毛茸茸的小鸭子")


READ_FINAL = """() => [...document.querySelectorAll("#article-body p")].map((p) => {
  const copy = p.cloneNode(true);
  copy.querySelectorAll("del, button").forEach((node) => node.remove());
  return copy.textContent;
})"""


@pytest.fixture
def writer(browser: Any, redline: Redline) -> Any:
    redline.stub.reset()
    yield from browser_tab(browser, redline.url, locale="zh-CN")


def _idle(page: Any) -> None:
    """Every reply written, nothing queued."""
    expect(page.locator("#send")).to_have_attribute("data-mode", "send")
    expect(page.locator("#transcript")).to_have_attribute("aria-busy", "false")
    expect(page.locator("#held-note")).to_be_hidden()


def _agree(page: Any, redline: Redline, article: dict, version: int, body: str) -> None:
    """The page shows `version` with `body`, the server has it, and the conversation's last
    entry is at that version."""
    expect(page.locator("#article-version")).to_have_text(f"V{version}")
    expect(page.locator("#transcript #messages > li").last).to_have_attribute(
        "data-version", str(version)
    )
    content = redline.call("GET", f"/api/contents/{article['id']}")
    assert (content["version"], content["body"]) == (version, body)
    # The text drawn, its changes marked up: what it reads as once they are taken.
    drawn = page.evaluate(READ_FINAL)
    assert drawn == body.split("\n\n"), drawn


def test_rapid_edits_a_branch_a_regenerate_and_a_restore_keep_chat_and_article_together(
    writer: Any, redline: Redline, request: pytest.FixtureRequest
) -> None:
    page = writer
    article = redline.create_article(TITLE, V1)
    open_article(page, article["id"])

    # Three suggestions in a row: the first is held being written (it streamed for a few
    # seconds); the second (a swap the rules make) and the third are sent while it is.
    written = threading.Event()
    request.addfinalizer(written.set)
    redline.stub.enqueue(reply=f"{TITLE}\n\n{V2}", chunk_delay=0.01, held_until=written)
    redline.stub.enqueue(reply=f"{TITLE}\n\n{V4}")
    asked = ["第一段写得更生动一点", "把十五改成五十", "第三段写孩子们笑个不停"]
    for message in asked:
        page.fill("#message", message)
        page.press("#message", "Enter")
        if message == asked[0]:
            expect(page.locator("#send")).to_have_attribute("data-mode", "stop")
    # The box is free for the next one; both wait their turn, and say so in Chinese.
    expect(page.locator("#message")).to_have_value("")
    expect(page.locator("#held-note")).to_contain_text("排队中：“把十五改成五十”等 2 条建议")
    shot(page, "s33-gzh-two-queued")
    written.set()
    _idle(page)
    expect(page.locator("#transcript .msg-user .msg-text")).to_have_text(asked)
    _agree(page, redline, article, 4, V4)
    expect(page.locator("#status")).to_have_text("V4 已保存。")

    # A branch: the second message reworded. It is answered from V2, without V3 and V4.
    redline.stub.enqueue(reply=f"{TITLE}\n\n{V5}")
    second = page.locator("#transcript .msg-user").nth(1)
    second.locator(".edit-message").click()
    page.locator("#transcript .edit-area").fill("鸭子写成二十只小鸭子")
    page.locator("#transcript .msg-edit .save-edit").click()
    _idle(page)
    _agree(page, redline, article, 5, V5)
    expect(page.locator("#transcript .msg-user .msg-text")).to_have_text(
        [asked[0], "鸭子写成二十只小鸭子"]
    )
    # The earlier wording is kept, one branch away.
    expect(page.locator("#transcript .msg-user").nth(1).locator(".fork")).to_contain_text("2/2")
    assert redline.stub.requests[-1]["messages"][-1]["content"].count("十五只鸭子") >= 1

    # Regenerate: another reply to the same message, from the same V2.
    redline.stub.enqueue(reply=f"{TITLE}\n\n{V6}")
    page.locator("#transcript .msg-assistant").last.locator(".regenerate").click()
    _idle(page)
    _agree(page, redline, article, 6, V6)
    expect(page.locator("#transcript .msg-assistant").last.locator(".fork")).to_contain_text("2/2")

    # An older version restored from the history: a new version with V2's text, said so.
    page.locator("#history-toggle").click()
    page.locator("#history").get_by_role("button", name="恢复 V2").click()
    expect(page.locator("#article-version")).to_have_text("V7")
    page.keyboard.press("Escape")
    expect(page.locator("#history")).not_to_have_attribute("open", "")
    _agree(page, redline, article, 7, V2)
    expect(page.locator("#transcript #messages > li").last).to_contain_text(
        "用回了 V2 的文字（V6→V7）。"
    )
    shot(page, "s33-gzh-restored")

    # A reload shows the same conversation and the same article.
    path = page.locator("#transcript #messages > li").all_inner_texts()
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    _agree(page, redline, article, 7, V2)
    assert page.locator("#transcript #messages > li").all_inner_texts() == path
