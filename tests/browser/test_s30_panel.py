"""Session 30: the panel where the writer is quicker than the page, at a phone's width, and
in Chinese.

- Enter pressed the moment a refused message, edit or regenerate (409: another tab moved the
  conversation) gives the page back, while it still reads the conversation as it is now: the
  send waits for that read and goes under the head it brings — not refused a second time.
- A reply lost to another tab's rollback (saved off the path) is not named as the head while
  the conversation is being fetched after the turn.
- After a partial rejection the changes bar counts what is still changed.
- At 320 px the top bar is one row and the changes' scope line is whole.
- A preference's standing reads in Chinese for a Chinese reader.
- The history drawer keeps the keyboard's place when another tab adds a version.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab, named, open_article, shot
from tests.browser.test_panel import select_in_body

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

STORY_ZH = "我们在车站等了二十分钟。\n\n公交车一直没来。\n\n最后我们走回了家。"
MESSAGE = "把“二十”改成“三十”"
LIVELIER = "第二段写得生动一点"


@pytest.fixture(params=["en-US", "zh-CN"])
def tab(browser: Any, redline: Redline, request: pytest.FixtureRequest) -> Iterator[Any]:
    redline.stub.reset()
    yield from browser_tab(browser, redline.url, locale=request.param)


class Held:
    """The first GET of the conversation after `hold()`, held until `release()`."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.routes: list[Any] = []
        self.holding = False
        page.route("**/api/chat/sessions/*", self._on)

    def _on(self, route: Any) -> None:
        if self.holding and route.request.method == "GET" and not self.routes:
            self.routes.append(route)
        else:
            route.continue_()

    def hold(self) -> None:
        self.holding = True

    def release(self) -> None:
        self.holding = False
        for route in self.routes:
            route.continue_()


def _two_turns_page_deaf(tab: Any, redline: Redline) -> tuple[dict, dict, dict]:
    """A Chinese article with two turns, open in a page that hears none of its article events
    (so it does not learn of what another tab does below): the article and both sends."""
    article = redline.create_article("车站", STORY_ZH)
    sent_first = redline.send(article["id"], "你好")
    sent_second = redline.send(article["id"], "你能做什么？")
    tab.route("**/api/contents/*/events", lambda route: route.fulfill(status=204))
    open_article(tab, article["id"])
    expect(tab.locator("#messages .msg-user")).to_have_count(2)
    return article, sent_first, sent_second


def test_enter_while_the_refused_send_catches_up_waits_for_the_conversation(
    tab: Any, redline: Redline
) -> None:
    # The page has not heard of the rollback below: its article events do not arrive.
    article, sent_first, _ = _two_turns_page_deaf(tab, redline)
    first = sent_first["assistant_message"]
    # Another tab goes back to the first reply (same version).
    session = sent_first["session_id"]
    redline.call("POST", f"/api/chat/sessions/{session}/head", {"message_id": first["id"]})

    statuses: list[int] = []
    tab.on(
        "response",
        lambda r: statuses.append(r.status) if "/api/chat/send" in r.url else None,
    )
    select_in_body(tab, "二十")
    expect(tab.locator("#selection-chip")).to_be_visible()
    held = Held(tab)
    held.hold()
    tab.fill("#message", MESSAGE)
    tab.press("#message", "Enter")
    expect(tab.locator("#message")).to_have_value(MESSAGE)  # refused, back in the box
    tab.wait_for_function("() => true")  # (the route handler runs between evaluations)
    assert held.routes, "the refusal read no conversation"
    # Enter again while the conversation as it is now is still on its way.
    tab.press("#message", "Enter")
    held.release()
    expect(tab.locator("#article-version")).to_have_text("V2")
    expect(tab.locator("#message")).to_have_value("")
    assert statuses == [409, 200], statuses
    sent = redline.call("GET", f"/api/chat/sessions/{article['id']}")
    asked = [m for m in sent["messages"] if m["content"] == MESSAGE]
    assert len(asked) == 1 and asked[0]["parent_id"] == first["id"]
    body = redline.call("GET", f"/api/contents/{article['id']}")["body"]
    assert body == STORY_ZH.replace("二十", "三十")


def _until(check: Any, what: str) -> Any:
    """`check()` once it is truthy (the server's side of a test, asked every 50 ms, 10 s)."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        found = check()
        if found:
            return found
        time.sleep(0.05)
    raise AssertionError(what)


def test_a_reply_lost_to_another_tabs_rollback_is_not_named_as_the_head(
    tab: Any, redline: Redline
) -> None:
    article, sent_first, _ = _two_turns_page_deaf(tab, redline)
    first = sent_first["assistant_message"]
    statuses: list[int] = []
    tab.on(
        "response",
        lambda r: statuses.append(r.status) if "/api/chat/send" in r.url else None,
    )
    held = Held(tab)
    # The model takes a moment; meanwhile another tab goes back to the first reply.
    redline.stub.enqueue(reply="I cannot help with that either.", hang=1.5)
    asked_before = len(redline.stub.requests)  # the two turns above asked it already
    tab.fill("#message", "让它更生动一点")
    tab.press("#message", "Enter")
    _until(lambda: len(redline.stub.requests) > asked_before, "the model was never asked")
    held.hold()
    session = sent_first["session_id"]
    redline.call("POST", f"/api/chat/sessions/{session}/head", {"message_id": first["id"]})
    # The reply came too late: saved off the path (the head stays where the other tab put it).
    expect(tab.locator("#send")).to_have_attribute("data-mode", "send")
    lost = tab.locator("#messages .msg-assistant").last
    # Said in the reader's language (session 56, outside55 F5: one conversation reads in one
    # language, the browser's — it was the message's, so an English reader of a Chinese
    # message saw this line in Chinese beside English ones).
    chinese = tab.evaluate("navigator.language").startswith("zh")
    expect(lost).to_contain_text("回退" if chinese else "a rollback")
    # Sent while the conversation after the turn is still being fetched.
    tab.fill("#message", MESSAGE)
    tab.press("#message", "Enter")
    expect(tab.locator("#message")).to_have_value("")
    held.release()
    expect(tab.locator("#article-version")).to_have_text("V2")
    assert statuses == [200, 200], statuses
    now = redline.call("GET", f"/api/chat/sessions/{article['id']}")
    asked = [m for m in now["messages"] if m["content"] == MESSAGE]
    assert len(asked) == 1 and asked[0]["parent_id"] == first["id"]


SCOPE_AFTER_REJECTION = {
    "en-US": (
        "changed 2 of 3 paragraphs · +4 −4 characters",
        "changed 1 of 3 paragraphs · +2 −2 characters",
    ),
    "zh-CN": ("3 段中改了 2 段 · +4 −4 字", "3 段中改了 1 段 · +2 −2 字"),
}


def test_the_changes_bar_counts_what_is_left_after_a_rejection(tab: Any, redline: Redline) -> None:
    made = redline.create_article(
        "榆树街", "我们在榆树街等了十五分钟。\n\n又过了十五分钟，车还是没来。\n\n完。"
    )
    redline.send(made["id"], "把“十五”改成“五十”")
    open_article(tab, made["id"])
    whole, left = SCOPE_AFTER_REJECTION[tab.evaluate("navigator.language")]
    scope = tab.locator("#changes-scope")
    expect(scope).to_have_text(whole)
    tab.locator("#article-body button.reject-change").first.click()
    expect(tab.locator("#changes-lines li")).to_have_count(1)
    expect(scope).to_have_text(left)
    tab.reload()
    tab.wait_for_selector("body[data-ready='1']")
    expect(scope).to_have_text(left)
    tab.locator("#article-body button.reject-change").first.click()
    expect(tab.locator("#changes-lines")).to_be_hidden()
    expect(scope).to_have_text("")


@pytest.fixture(params=["en-US", "zh-CN"])
def narrow_tab(browser: Any, redline: Redline, request: pytest.FixtureRequest) -> Iterator[Any]:
    redline.stub.reset()
    yield from browser_tab(
        browser, redline.url, locale=request.param, viewport={"width": 320, "height": 640}
    )


ONE_ROW = """() => {
  const bar = document.querySelector('.topbar');
  const tops = [...bar.querySelectorAll('a')].filter((a) => a.offsetParent)
    .map((a) => Math.round(a.getBoundingClientRect().top));
  return { height: bar.getBoundingClientRect().height, rows: new Set(tops).size,
           wide: document.documentElement.scrollWidth };
}"""


def test_at_320_px_the_top_bar_is_one_row_and_the_changes_scope_is_whole(
    narrow_tab: Any, redline: Redline
) -> None:
    tab = narrow_tab
    made = redline.create_article(
        "Elm", "We waited twenty minutes on Elm Street.\n\nNo bus came for twenty more.\n\nThe end."
    )
    redline.send(made["id"], 'Replace "twenty" with "thirty"')
    open_article(tab, made["id"])
    scope = tab.locator("#changes-scope")
    expect(scope).to_have_text(
        "3 段中改了 2 段 · +12 −12 字"
        if tab.evaluate("navigator.language").startswith("zh")
        else "changed 2 of 3 paragraphs · +12 −12 characters"
    )
    bar = tab.evaluate(ONE_ROW)
    assert bar["rows"] == 1 and bar["height"] < 50, bar
    assert bar["wide"] <= 320, bar  # nothing sideways
    assert scope.evaluate("(node) => node.scrollWidth <= node.clientWidth"), "the line is cut"
    box = scope.bounding_box()
    assert box and box["x"] + box["width"] <= 320
    shot(tab, f"s30-320-{tab.evaluate('navigator.language')}")


def test_a_chinese_reader_reads_a_preferences_standing_in_chinese(
    tab: Any, redline: Redline
) -> None:
    persona = redline.call("POST", "/api/personas", {"name": "分点 lists"})
    article = redline.create_article("公园", "今天天气很好。\n\n我们去了公园。", persona["id"])
    redline.send(article["id"], "以后都用分点列出")
    prefs = _until(
        lambda: redline.call("GET", f"/api/personas/{persona['id']}")["preferences"],
        "the learner saved nothing",
    )
    line = prefs[0]["status_line"]
    assert "% confident" in line, line
    chinese = tab.evaluate("navigator.language").startswith("zh")
    # The persona page, and the Style view beside the chat.
    tab.goto(f"/personas/{persona['id']}")
    tab.wait_for_selector("body[data-ready='1']")
    status = tab.locator(".pref-status").first
    if chinese:
        expect(status).to_have_text(re.compile(r"^把握 \d+%"))
        expect(status).to_have_attribute("lang", "zh-Hans")
    else:
        expect(status).to_have_text(line)
    open_article(tab, article["id"])
    tab.locator("#persona-view > summary").click()
    status = tab.locator("#persona-prefs .pref-status").first
    expect(status).to_have_text(re.compile(r"^把握 \d+%") if chinese else line)


def test_the_history_drawer_keeps_the_keyboards_place_when_another_tab_adds_a_version(
    tab: Any, redline: Redline
) -> None:
    article = redline.create_article("车站", STORY_ZH)
    redline.send(article["id"], MESSAGE)
    redline.send(article["id"], "把“公交车”改成“大巴”")
    open_article(tab, article["id"])
    tab.click("#history-toggle")
    expect(tab.locator("#history-tree .hist-row")).to_have_count(3)
    restore = tab.get_by_role("button", name=named(tab, "Restore V2"))
    restore.focus()
    # Another tab (here the API) makes V4: the drawer is drawn again, live.
    redline.send(article["id"], "把“走回”改成“走路回”")
    expect(tab.locator("#history-tree .hist-row")).to_have_count(4)
    expect(restore).to_be_focused()
    # Tab goes on in reading order: V2's next control, not back to the top of the drawer.
    tab.keyboard.press("Tab")
    expect(tab.get_by_role("button", name=named(tab, "Show turn that made V2"))).to_be_focused()
    tab.keyboard.press("Shift+Tab")
    expect(restore).to_be_focused()


def test_a_send_while_a_refused_regenerate_catches_up_goes_under_the_head_it_brings(
    tab: Any, redline: Redline
) -> None:
    article, sent_first, sent_second = _two_turns_page_deaf(tab, redline)
    first = sent_first["assistant_message"]
    second = sent_second["assistant_message"]
    session = sent_first["session_id"]
    redline.call("POST", f"/api/chat/sessions/{session}/head", {"message_id": first["id"]})
    statuses: list[int] = []
    tab.on(
        "response",
        lambda r: statuses.append(r.status) if "/api/chat/send" in r.url else None,
    )
    held = Held(tab)
    held.hold()
    tab.locator(f"#msg-{second['id']} .regenerate").click()
    expect(tab.locator("#send")).to_have_attribute("data-mode", "send")
    tab.wait_for_function("() => true")
    assert held.routes, "the refusal read no conversation"
    tab.fill("#message", MESSAGE)
    tab.press("#message", "Enter")
    held.release()
    expect(tab.locator("#article-version")).to_have_text("V2")
    assert statuses == [200], statuses
    now = redline.call("GET", f"/api/chat/sessions/{article['id']}")
    asked = [m for m in now["messages"] if m["content"] == MESSAGE]
    assert len(asked) == 1 and asked[0]["parent_id"] == first["id"]


LOST_SAID = {
    "en-US": "Nothing was applied: the conversation went back in another tab or window while "
    "the reply was being written. Your message is back in the box — send it again to apply it "
    "here.",
    "zh-CN": "没有应用任何改动：回复还在写的时候，对话在另一个标签页或窗口里回退了。"
    "你的消息已放回输入框，再发送一次就会用在这里。",
}


def test_a_message_whose_reply_another_tabs_rollback_left_behind_comes_back_to_the_box(
    tab: Any, redline: Redline
) -> None:
    article, sent_first, _ = _two_turns_page_deaf(tab, redline)
    first = sent_first["assistant_message"]
    # A wish only the model can answer (a rules command would be saved before any rollback);
    # its first reply comes too late, the second, to the message sent again, at once.
    livelier = f"车站\n\n{STORY_ZH.replace('公交车一直没来', '公交车迟迟不见踪影')}"
    redline.stub.enqueue(reply=livelier, hang=1.5)
    redline.stub.enqueue(reply=livelier)
    asked_before = len(redline.stub.requests)  # the two turns above asked it already
    tab.fill("#message", LIVELIER)
    tab.press("#message", "Enter")
    _until(lambda: len(redline.stub.requests) > asked_before, "the model was never asked")
    session = sent_first["session_id"]
    redline.call("POST", f"/api/chat/sessions/{session}/head", {"message_id": first["id"]})
    # The conversation as it now is: went back to the first reply, the message and its lost
    # reply with the later turns — the message is back in the box, and the line says why.
    expect(tab.locator("#messages .later-turns")).to_be_visible()
    expect(tab.locator("#message")).to_have_value(LIVELIER)
    expect(tab.locator("#status")).to_have_text(LOST_SAID[tab.evaluate("navigator.language")])
    tab.press("#message", "Enter")
    expect(tab.locator("#article-version")).to_have_text("V2")
    now = redline.call("GET", f"/api/chat/sessions/{article['id']}")
    asked = [m for m in now["messages"] if m["content"] == LIVELIER]
    assert [m["parent_id"] for m in asked][-1] == first["id"]
