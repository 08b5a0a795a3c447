"""Session 29: every action of the panel names the conversation it was taken on, across two
tabs — a first message on a new article, an edit, a regenerate — and this tab's own restore or
rejection, landing a moment before the conversation is fetched again, does not make the next
message look like another tab's doing (a false refusal)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab, open_article

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

STORY_ZH = "我们在车站等了二十分钟。\n\n公交车一直没来。\n\n最后我们走回了家。"
MESSAGE = "把“二十”改成“三十”"
SENT_SAID = {
    "en-US": "Not sent: the conversation moved on in another tab or window. Your message is "
    "back in the box — check the latest conversation, then send again.",
    "zh-CN": "没有发送：对话在另一个标签页或窗口里变了。"
    "你的消息已放回输入框，请先看最新的对话，再发送。",
}
EDIT_SAID = {
    "en-US": "Couldn't save your edit: the conversation moved on in another tab or window. "
    "Your edit is still in the box — check the latest conversation, then save again.",
    "zh-CN": "没能保存你的修改：对话在另一个标签页或窗口里变了。"
    "你的修改还在框里，请先看最新的对话，再保存。",
}
EDIT_FAILURE = {
    "en-US": "Couldn't save your edit: The conversation has moved on in another tab or window "
    "since you last saw it (a rollback, another branch or another reply), so your edit was not "
    "saved. The conversation as it is now is shown, and your edit is still in its box — nothing "
    "you typed was lost: check it, then save again.",
    "zh-CN": "没能保存你的修改：你上次看过之后，对话在另一个标签页或窗口里变了（回退、换了分支"
    "或有了新的回复），所以你的修改没有保存。现在的对话已经显示出来，你的修改还在它的输入框里，"
    "打的字一个都没丢：看过后再保存。",
}
REGENERATE_SAID = {
    "en-US": "Couldn't regenerate: the conversation moved on in another tab or window. The "
    "conversation as it is now is shown — regenerate again if you still want another reply.",
    "zh-CN": "没能重新生成：对话在另一个标签页或窗口里变了。"
    "现在的对话已经显示出来；如果还想要另一个回复，请再按“重新生成”。",
}
REGENERATE_FAILURE = {
    "en-US": "Couldn't regenerate: The conversation has moved on in another tab or window since "
    "you last saw it (a rollback, another branch or another reply), so no new reply was written. "
    "The conversation as it is now is shown; nothing was changed — regenerate again if you still "
    "want another reply.",
    "zh-CN": "没能重新生成：你上次看过之后，对话在另一个标签页或窗口里变了（回退、换了分支或有"
    "了新的回复），所以没有写新的回复。现在的对话已经显示出来，文章没有改动。如果还想要另一个回"
    "复，请再按“重新生成”。",
}


@pytest.fixture(params=["en-US", "zh-CN"])
def tab_a(browser: Any, redline: Redline, request: pytest.FixtureRequest) -> Iterator[Any]:
    redline.stub.reset()
    yield from browser_tab(browser, redline.url, locale=request.param)


@pytest.fixture
def tab_b(browser: Any, redline: Redline) -> Iterator[Any]:
    yield from browser_tab(browser, redline.url)


def _deaf(tab: Any) -> None:
    """The tab does not hear the article's events: another tab's doing reaches it only when
    it next asks the server."""
    tab.route("**/api/contents/*/events", lambda route: route.fulfill(status=204))


def _lang(tab: Any) -> str:
    return str(tab.evaluate("navigator.language"))


def _messages(redline: Redline, content_id: str) -> list[dict[str, Any]]:
    return list(redline.call("GET", f"/api/chat/sessions/{content_id}")["messages"])


def test_a_second_tabs_first_message_on_a_new_article_is_refused_and_goes_again(
    tab_a: Any, tab_b: Any, redline: Redline
) -> None:
    article = redline.create_article("车站", STORY_ZH)
    _deaf(tab_a)
    open_article(tab_a, article["id"])
    open_article(tab_b, article["id"])
    # Tab B sends the first message; tab A, still showing no conversation, sends its own.
    tab_b.fill("#message", "你好")
    tab_b.press("#message", "Enter")
    # The reply itself, not its "writing…" placeholder (drawn as a reply from the start).
    expect(tab_b.locator("#messages .msg-assistant:not(.pending)")).to_have_count(1)
    expect(tab_b.locator("#transcript")).to_have_attribute("aria-busy", "false")
    expect(tab_b.locator("#message")).to_have_value("")
    head = _saved(redline, article["id"], 3)["head_id"]
    tab_a.fill("#message", MESSAGE)
    tab_a.press("#message", "Enter")
    expect(tab_a.locator("#status")).to_have_text(SENT_SAID[_lang(tab_a)])
    expect(tab_a.locator("#message")).to_have_value(MESSAGE)
    # The conversation as it is now: tab B's first turn. Nothing of tab A's was saved.
    expect(tab_a.locator("#messages .msg-user")).to_have_count(1)
    assert not any(m["content"] == MESSAGE for m in _messages(redline, article["id"]))
    # Sent again, it goes under the reply tab A now shows.
    tab_a.press("#message", "Enter")
    expect(tab_a.locator("#article-version")).to_have_text("V2")
    expect(tab_a.locator("#message")).to_have_value("")
    asked = [m for m in _messages(redline, article["id"]) if m["content"] == MESSAGE]
    assert len(asked) == 1 and asked[0]["parent_id"] == head


def _two_turns_then_tab_b_sends(tab_a: Any, tab_b: Any, redline: Redline) -> dict[str, Any]:
    """Two turns shown in tab A (deaf), then a third sent from tab B; the first turn's send."""
    article = redline.create_article("车站", STORY_ZH)
    first = redline.send(article["id"], "你好")
    redline.send(article["id"], "你能做什么？")
    _deaf(tab_a)
    open_article(tab_a, article["id"])
    expect(tab_a.locator("#messages .msg-user")).to_have_count(2)
    open_article(tab_b, article["id"])
    tab_b.fill("#message", "还有别的吗？")
    tab_b.press("#message", "Enter")
    expect(tab_b.locator("#messages .msg-assistant")).to_have_count(3)
    expect(tab_b.locator("#transcript")).to_have_attribute("aria-busy", "false")
    _saved(redline, article["id"], 7)  # the opening line and three turns
    return first


def _saved(redline: Redline, content_id: str, count: int) -> dict[str, Any]:
    """The conversation once it holds `count` messages and its head is the last reply (a reply
    is shown a moment before the server has finished saving it). Both, not the count alone:
    a commit appends its messages before it moves the head (the article's header is written
    last), and a read in between sees the reply with the head still on the writer's message
    — the head a test read there is one the conversation is about to leave."""
    deadline = time.monotonic() + 10
    while True:
        view = redline.call("GET", f"/api/chat/sessions/{content_id}")
        roles = {message["id"]: message["role"] for message in view["messages"]}
        if len(roles) == count and roles.get(view["head_id"]) == "assistant":
            return dict(view)
        assert time.monotonic() < deadline, view
        time.sleep(0.05)


def test_an_edit_chosen_before_another_tab_sent_is_refused_and_saved_again(
    tab_a: Any, tab_b: Any, redline: Redline
) -> None:
    first = _two_turns_then_tab_b_sends(tab_a, tab_b, redline)
    content_id = first["content"]["id"]
    before = _messages(redline, content_id)
    item = tab_a.locator(f"#msg-{first['user_message']['id']}")
    item.locator(".edit-message").click()
    item.locator(".edit-area").fill(MESSAGE)
    item.locator(".save-edit").click()
    lang = _lang(tab_a)
    expect(tab_a.locator("#status")).to_have_text(EDIT_SAID[lang])
    expect(tab_a.locator("#messages .local-error .msg-text")).to_have_text(EDIT_FAILURE[lang])
    # Nothing saved; the conversation as it is now (tab B's turn shows), the wording kept.
    assert len(_messages(redline, content_id)) == len(before)
    expect(tab_a.locator("#messages .msg-user")).to_have_count(3)
    expect(item.locator(".edit-area")).to_have_value(MESSAGE)
    # Saved again in the conversation now shown: a branch from V1.
    item.locator(".save-edit").click()
    expect(tab_a.locator("#article-version")).to_have_text("V2")
    edited = [m for m in _messages(redline, content_id) if m["content"] == MESSAGE]
    assert len(edited) == 1 and edited[0]["edited_from"] == first["user_message"]["id"]


def test_a_regenerate_chosen_before_another_tab_sent_is_refused_and_asked_again(
    tab_a: Any, tab_b: Any, redline: Redline
) -> None:
    first = _two_turns_then_tab_b_sends(tab_a, tab_b, redline)
    content_id = first["content"]["id"]
    shown_last = tab_a.locator("#messages .msg-assistant").last
    reply_id = str(shown_last.get_attribute("id")).removeprefix("msg-")
    before = _messages(redline, content_id)
    shown_last.locator(".regenerate").click()
    lang = _lang(tab_a)
    expect(tab_a.locator("#status")).to_have_text(REGENERATE_SAID[lang])
    failure = tab_a.locator("#messages .local-error .msg-text")
    expect(failure).to_have_text(REGENERATE_FAILURE[lang])
    assert len(_messages(redline, content_id)) == len(before)  # no new reply
    expect(tab_a.locator("#messages .msg-user")).to_have_count(3)  # tab B's turn shows
    # Asked again on the conversation now shown: a sibling of that reply.
    tab_a.locator(f"#msg-{reply_id} .regenerate").click()
    expect(tab_a.locator(f"#msg-{reply_id}")).to_have_count(0)
    expect(tab_a.locator("#messages .msg-assistant")).to_have_count(2)  # tab B's turn left
    expect(tab_a.locator("#transcript")).to_have_attribute("aria-busy", "false")
    after = _messages(redline, content_id)
    assert len(after) == len(before) + 1
    view = redline.call("GET", f"/api/chat/sessions/{content_id}")
    assert (
        view["path"][-1]["parent_id"] == next(m for m in before if m["id"] == reply_id)["parent_id"]
    )


# --- this tab's own restore or rejection, the conversation still being fetched -----------------


@pytest.fixture
def tab(browser: Any, redline: Redline) -> Iterator[Any]:
    redline.stub.reset()
    yield from browser_tab(browser, redline.url)


class HeldConversation:
    """The tab's fetches of the conversation are held until `release()`."""

    def __init__(self, tab: Any) -> None:
        self.tab = tab
        self.held: list[Any] = []
        self.released = False
        tab.route("**/api/chat/sessions/*", self._hold)

    def _hold(self, route: Any) -> None:
        if route.request.method == "GET" and not self.released:
            self.held.append(route)
        else:
            route.continue_()

    def fetched_after(self, action: Any) -> None:
        """Run `action` (a click) and wait until it has asked for the conversation: what the
        action saved has landed in the page, its conversation not yet."""
        with self.tab.expect_request(
            lambda request: "/api/chat/sessions/" in request.url and request.method == "GET"
        ):
            action()

    def release(self) -> None:
        assert self.held, "no conversation was fetched"
        self.released = True
        for route in self.held:
            route.continue_()


def _send_now(tab: Any, message: str) -> int:
    """Send `message` and return the status the send was answered with."""
    tab.fill("#message", message)
    with tab.expect_response("**/api/chat/send*") as sent:
        tab.press("#message", "Enter")
    return int(sent.value.status)


def test_a_send_the_moment_this_tabs_own_restore_lands_is_not_refused(
    tab: Any, redline: Redline
) -> None:
    article = redline.create_article("车站", STORY_ZH)
    redline.send(article["id"], "把“公交车”改成“大巴”")  # V2
    open_article(tab, article["id"])
    expect(tab.locator("#article-version")).to_have_text("V2")
    tab.click("#history-toggle")
    held = HeldConversation(tab)
    # V1's text back, as V3 (drawn once its conversation has come, which is held).
    held.fetched_after(lambda: tab.get_by_role("button", name="Restore V1").click())
    tab.keyboard.press("Escape")  # the drawer closes; the conversation is still on its way
    status = _send_now(tab, MESSAGE)
    held.release()
    assert status == 200
    expect(tab.locator("#article-version")).to_have_text("V4")
    expect(tab.locator("#message")).to_have_value("")
    saved = redline.call("GET", f"/api/contents/{article['id']}")["body"]
    assert saved == STORY_ZH.replace("二十", "三十")


def test_a_send_the_moment_this_tabs_own_rejection_lands_is_not_refused(
    tab: Any, redline: Redline
) -> None:
    article = redline.create_article("车站", STORY_ZH)
    redline.send(article["id"], "把“公交车”改成“大巴”")  # V2, its changes shown on opening
    open_article(tab, article["id"])
    expect(tab.locator("#reject-all")).to_be_visible()
    held = HeldConversation(tab)
    held.fetched_after(lambda: tab.click("#reject-all"))  # V3, its conversation held
    status = _send_now(tab, MESSAGE)
    held.release()
    assert status == 200
    expect(tab.locator("#article-version")).to_have_text("V4")
    saved = redline.call("GET", f"/api/contents/{article['id']}")["body"]
    assert saved == STORY_ZH.replace("二十", "三十")


def test_a_rejection_the_moment_the_reply_lands_then_a_send_is_not_refused(
    tab: Any, redline: Redline
) -> None:
    # The turn's own fetch of the conversation is held: the reply is shown (the head this
    # tab sends until that fetch lands), the writer rejects its change (V3, a new head) and
    # sends — the reply is no longer the head, and is not named as it.
    article = redline.create_article("车站", STORY_ZH)
    redline.send(article["id"], "你好")
    open_article(tab, article["id"])
    held = HeldConversation(tab)
    tab.fill("#message", "把“公交车”改成“大巴”")
    tab.press("#message", "Enter")
    expect(tab.locator("#article-version")).to_have_text("V2")
    expect(tab.locator("#reject-all")).to_be_visible()
    expect(tab.locator("#message")).to_be_editable()
    tab.wait_for_function("() => document.querySelector('#transcript').ariaBusy !== 'true'")
    held.fetched_after(lambda: tab.click("#reject-all"))  # V3, its conversation held too
    status = _send_now(tab, MESSAGE)
    held.release()
    assert status == 200
    expect(tab.locator("#article-version")).to_have_text("V4")
    saved = redline.call("GET", f"/api/contents/{article['id']}")["body"]
    assert saved == STORY_ZH.replace("二十", "三十")


GONE = (
    "Couldn't save your edit: The conversation has moved on in another tab or window since you "
    "last saw it (a rollback, another branch or another reply), so your edit was not saved. The "
    "conversation as it is now is shown, and the message you edited is no longer in it: your "
    "edit is kept, and comes back in that message's box when it is shown after a reload."
)


def test_every_new_refusal_reads_in_chinese(tab: Any) -> None:
    tab.goto("/")
    lines = [
        *(said["en-US"] for said in (SENT_SAID, EDIT_SAID, EDIT_FAILURE, REGENERATE_SAID)),
        REGENERATE_FAILURE["en-US"],
        GONE,
        "Couldn't save your edit: the conversation moved on in another tab or window.",
    ]
    said = tab.evaluate(
        """async (texts) => {
          const words = await import("/static/js/panel/words.js");
          return texts.map((text) => words.inLanguage(text, "zh-Hans"));
        }""",
        lines,
    )
    english = [line for line, zh in zip(lines, said, strict=True) if zh["lang"] != "zh-Hans"]
    assert not english, english
    assert said[1]["text"] == EDIT_SAID["zh-CN"] and said[3]["text"] == REGENERATE_SAID["zh-CN"]


def test_an_edit_of_a_message_another_tab_went_back_before_keeps_its_wording(
    tab: Any, tab_b: Any, redline: Redline
) -> None:
    article = redline.create_article("车站", STORY_ZH)
    first = redline.send(article["id"], "你好")
    second = redline.send(article["id"], "你能做什么？")
    _deaf(tab)
    open_article(tab, article["id"])
    # Another tab goes back to the first reply: the second message leaves the path.
    redline.call(
        "POST",
        f"/api/chat/sessions/{first['session_id']}/head",
        {"message_id": first["assistant_message"]["id"]},
    )
    item = tab.locator(f"#msg-{second['user_message']['id']}")
    item.locator(".edit-message").click()
    item.locator(".edit-area").fill(MESSAGE)
    item.locator(".save-edit").click()
    expect(tab.locator("#status")).to_have_text(
        "Couldn't save your edit: the conversation moved on in another tab or window."
    )
    expect(tab.locator("#messages .local-error .msg-text")).to_have_text(GONE)
    expect(item).to_have_count(0)  # the conversation as it is now
    expect(tab.locator("#messages .local-error .retry")).to_have_count(0)
    assert not any(m["content"] == MESSAGE for m in _messages(redline, article["id"]))
    # Shown again (its branch chosen) after a reload, the message's box has the wording.
    redline.call("POST", f"/api/chat/messages/{second['assistant_message']['id']}/activate", {})
    tab.reload()
    tab.wait_for_selector("body[data-ready='1']")
    expect(item.locator(".edit-area")).to_have_value(MESSAGE)
