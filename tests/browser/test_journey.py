"""A writer's whole session in Chromium, in English and Chinese, on a desktop and a phone:
send and watch the reply stream, reject two of three changes, follow along in a second tab,
edit an earlier message and switch branches, reload while a reply is being written, walk the
changes of a 200-paragraph article — with axe-core in each state and screenshots."""

import threading
from dataclasses import dataclass
from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from tests.browser.conftest import Redline, assert_accessible, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}


@dataclass(frozen=True)
class Script:
    """One language's article, the model's reply with three changes, and rule commands."""

    title: str
    paragraphs: tuple[str, ...]
    changes: tuple[tuple[str, str], ...]  # (old, new), one per changed paragraph
    asked: str
    rule: str  # a mechanical edit the rules engine makes without the model
    rule_result: tuple[str, str]
    edited_rule: str
    edited_result: tuple[str, str]
    slow_ask: str

    @property
    def body(self) -> str:
        return "\n\n".join(self.paragraphs)


ENGLISH = Script(
    title="Weekly notes",
    paragraphs=(
        "The team met on Monday to plan the spring launch.",
        "They wrote twenty pages of notes and argued about the budget.",
        "Lunch was late, and the coffee ran out before noon.",
        "By four o'clock the plan had a name and a date.",
        "Everyone went home tired.",
    ),
    # a restyle moves no day and changes no figure: that would be refused (facts.py)
    changes=(("to plan", "to dream up"), ("late", "early"), ("tired", "happy")),
    asked="Make it a bit more cheerful",
    rule='Replace "twenty" with "thirty"',
    rule_result=("twenty", "thirty"),
    edited_rule='Replace "Monday" with "Friday"',
    edited_result=("Monday", "Friday"),
    slow_ask="Add a closing line",
)
CHINESE = Script(
    title="周会记录",
    paragraphs=(
        "周一，团队开会讨论春季发布。",
        "他们写了十五页笔记，还为预算争论。",
        "午饭来得很晚，咖啡中午前就喝完了。",
        "到了四点，计划有了名字和日期。",
        "大家都累坏了，各自回家。",
    ),
    changes=(("开会讨论", "热烈讨论"), ("很晚", "很早"), ("累坏了", "很开心")),
    asked="语气轻松一点",
    rule="把十五改成五十",
    rule_result=("十五", "五十"),
    edited_rule="把周一改成周五",
    edited_result=("周一", "周五"),
    slow_ask="加一句结尾",
)


def reply_with(script: Script, body: str) -> str:
    return f"{script.title}\n\n{body}"


def changed(body: str, *pairs: tuple[str, str]) -> str:
    for old, new in pairs:
        body = body.replace(old, new, 1)
    return body


def final_text(page: Any) -> str:
    page.check("input[name='view'][value='final']")
    text = page.locator("#article-body").inner_text()
    page.check("input[name='view'][value='markup']")
    return text


def in_viewport(page: Any, selector: str) -> bool:
    return page.evaluate(
        """(selector) => {
        const node = document.querySelector(selector);
        if (!node) return false;
        const box = node.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight && box.height > 0;
    }""",
        selector,
    )


AT_BOTTOM = (
    "() => { const t = document.getElementById('transcript');"
    " return t.scrollHeight - t.scrollTop - t.clientHeight < 48; }"
)


def chat_at_bottom(page: Any) -> bool:
    return page.evaluate(AT_BOTTOM)


def chat_comes_to_bottom(page: Any) -> bool:
    """The chat follows a new message when its box next resizes (a frame or two after the
    message is drawn, longer on a loaded machine): whether it is at its newest message
    within two seconds."""
    try:
        page.wait_for_function(AT_BOTTOM, timeout=2000)
    except PlaywrightTimeout:
        return False
    return True


@pytest.mark.parametrize("size", ["desktop", "phone"])
@pytest.mark.parametrize("script", [ENGLISH, CHINESE], ids=["english", "chinese"])
def test_a_writing_session(browser: Any, redline: Redline, script: Script, size: str) -> None:
    name = f"{'en' if script is ENGLISH else 'zh'}-{size}"
    context = browser.new_context(viewport=SIZES[size], base_url=redline.url)
    context.set_default_timeout(20000)
    redline.stub.reset()
    held: list[threading.Event] = []  # replies held mid-stream, let go at the end whatever happens
    try:
        tab = context.new_page()
        errors: list[str] = []
        tab.on("pageerror", lambda error: errors.append(str(error)))
        article = redline.create_article(script.title, script.body)
        open_article(tab, article["id"])
        expect(tab.locator("#article-body p")).to_have_count(5)
        expect(tab.locator("#send")).to_be_disabled()
        assert_accessible(tab, f"{name}: opened")

        # Send; the reply streams as progress, never as the article's text.
        v2 = changed(script.body, *script.changes)
        # The reply is held after its first piece while the test looks at it streaming.
        streaming = threading.Event()
        held.append(streaming)
        redline.stub.enqueue(reply=reply_with(script, v2), chunk_delay=0.01, held_until=streaming)
        tab.fill("#message", script.asked)
        expect(tab.locator("#send")).to_be_enabled()
        tab.press("#message", "Enter")
        live = tab.locator("#transcript .msg.pending .msg-live")
        expect(live).to_contain_text("…")
        assert script.paragraphs[1] not in live.inner_text()
        shot(tab, f"journey-{name}-1-streaming")
        streaming.set()

        # Three changes to review; the chat shows the reply. Beside the chat the first change
        # is in view; on a phone (one page) the writer stays with the reply and the box, and
        # the reply's Show changes brings the text to it (test_journeys7).
        expect(tab.locator("#article-version")).to_have_text("V2")
        expect(tab.locator("#article-body button.reject-change")).to_have_count(3)
        expect(tab.locator("#changes-position")).to_have_text("Change 1 of 3")
        if size == "phone":
            expect(tab.locator("#message")).to_be_in_viewport()
            tab.locator("#transcript button.show-changes").last.click()
        expect(tab.locator("#article-body .change").first).to_be_in_viewport()
        assert chat_at_bottom(tab)
        assert_accessible(tab, f"{name}: reviewing three changes")
        shot(tab, f"journey-{name}-2-three-changes")

        # Reject the first and the last: each saves a version, the others stay open.
        tab.locator("#article-body button.reject-change").first.click()
        expect(tab.locator("#article-version")).to_have_text("V3")
        expect(tab.locator("#article-body button.reject-change")).to_have_count(2)
        tab.locator("#article-body button.reject-change").last.click()
        expect(tab.locator("#article-version")).to_have_text("V4")
        expect(tab.locator("#article-body button.reject-change")).to_have_count(1)
        kept = changed(script.body, script.changes[1])
        assert redline.call("GET", f"/api/contents/{article['id']}")["body"] == kept
        assert final_text(tab).replace("\n", "") == kept.replace("\n", "")
        expect(tab.locator("#changes-note")).to_contain_text("2 of 3 rejected")
        shot(tab, f"journey-{name}-3-two-rejected")

        # A second tab follows along when the first one edits.
        other = context.new_page()
        open_article(other, article["id"])
        expect(other.locator("#article-version")).to_have_text("V4")
        # The writer goes back to the first tab. Left behind the newer one, it would get one
        # animation frame a second once the server updates it (headless Chromium, two tabs of
        # one context), and each click there wait two of them (session 50: 12 s a run).
        tab.bring_to_front()
        tab.fill("#message", script.rule)
        tab.press("#message", "Enter")
        expect(tab.locator("#article-version")).to_have_text("V5")
        expect(other.locator("#article-version")).to_have_text("V5")
        other.check("input[name='view'][value='final']")
        expect(other.locator("#article-body")).to_contain_text(script.rule_result[1])
        expect(other.locator("#next-edit")).to_have_text("Your next message edits V5.")
        expect(other.locator("#transcript .msg-user").last).to_contain_text(script.rule)
        shot(other, f"journey-{name}-4-second-tab")

        # Edit the first message: a new branch from V1; then back to the first branch.
        tab.locator("#transcript .msg-user button.edit-message").first.click()
        area = tab.locator("#transcript .msg-edit textarea")
        area.fill(script.edited_rule)
        area.press("Control+Enter")
        expect(tab.locator("#article-version")).to_have_text("V6")
        first_user = tab.locator("#transcript .msg-user").first
        expect(first_user.locator(".fork-count")).to_have_text("2/2")
        assert script.edited_result[1] in final_text(tab)
        expect(other.locator("#article-version")).to_have_text("V6")
        first_user.locator(".fork-prev").click()
        expect(first_user.locator(".fork-count")).to_have_text("1/2")
        expect(tab.locator("#article-version")).to_have_text("V5")
        assert_accessible(tab, f"{name}: after switching branches")

        # History: a modal dialog that keeps focus inside.
        tab.click("#history-toggle")
        expect(tab.locator("#history-heading")).to_be_focused()
        expect(tab.locator("#history .hist-row").first).to_be_visible()
        for _ in range(40):
            tab.keyboard.press("Tab")
            assert tab.evaluate(
                "() => document.getElementById('history').contains(document.activeElement)"
            )
        # Each rejection is listed as one, not as an edit by hand.
        rejects = tab.locator("#history .hist-row", has_text="Rejected 1 change of V2")
        expect(rejects).to_have_count(2)
        expect(rejects.first.locator(".tag.kind-reject")).to_have_text("reject")
        assert_accessible(tab, f"{name}: history open")
        shot(tab, f"journey-{name}-5-history")
        tab.keyboard.press("Escape")
        expect(tab.locator("#history")).to_be_hidden()

        # Reload while a reply is being written: never a message left without an answer.
        shown = redline.call("GET", f"/api/contents/{article['id']}")["body"]
        closing = "这就是这一周。" if name.startswith("zh") else "That was the week."
        slow = shown + "\n\n" + closing
        reply = reply_with(script, slow)
        # Held after its first piece until the reloaded page has found the reply still being
        # written (it used to stream for six seconds, and hope the reload came in time).
        writes_on = threading.Event()
        held.append(writes_on)
        redline.stub.enqueue(reply=reply, chunk_delay=0.01, held_until=writes_on)
        tab.fill("#message", script.slow_ask)
        tab.press("#message", "Enter")
        expect(live).to_contain_text("…")
        tab.reload()
        tab.wait_for_selector("body[data-ready='1']")
        # The server goes on writing: the reloaded page says so, then shows the reply as it
        # lands — no click, no Retry.
        writing = tab.locator("#transcript .msg.pending.elsewhere")
        expect(writing).to_contain_text("writing…")
        expect(writing.locator("button.stop-elsewhere")).to_be_visible()
        assert_accessible(tab, f"{name}: a reply being written after a reload")
        shot(tab, f"journey-{name}-6-writing-after-reload")
        writes_on.set()
        expect(writing).to_have_count(0, timeout=20000)
        answered = tab.locator("#transcript .msg").last
        expect(answered).to_have_attribute("data-role", "assistant")
        expect(answered).to_have_attribute("data-status", "ok")
        expect(answered).to_contain_text("saved.")
        expect(tab.locator("#article-version")).to_have_text("V7")
        expect(tab.locator("#status")).to_contain_text("The reply arrived")
        shot(tab, f"journey-{name}-6-after-reload")
        assert not errors, errors
    finally:
        for gate in held:
            gate.set()
        context.close()


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_walking_the_changes_of_a_200_paragraph_article(
    browser: Any, redline: Redline, size: str
) -> None:
    chinese = size == "phone"
    if chinese:
        paragraphs = [f"第{n + 1}段写的是平常的一天，没有什么特别的事情发生。" for n in range(200)]
    else:
        paragraphs = [
            f"Paragraph {n + 1} tells of an ordinary day when nothing much happened."
            for n in range(200)
        ]
    body = "\n\n".join(paragraphs)
    article = redline.create_article("Long" if not chinese else "长文", body)
    edited = list(paragraphs)
    for n in (20, 120, 190):
        edited[n] = edited[n].replace("ordinary", "remarkable").replace("平常", "特别")
    redline.call(
        "PUT", f"/api/contents/{article['id']}", {"body": "\n\n".join(edited), "base_version": 1}
    )
    context = browser.new_context(viewport=SIZES[size], base_url=redline.url)
    context.set_default_timeout(20000)
    try:
        tab = context.new_page()
        open_article(tab, article["id"])
        expect(tab.locator("#changes-position")).to_have_text("3 changes")
        expect(tab.locator("#article-body p")).to_have_count(200)

        for expected in (1, 2, 3, 1):
            tab.click("#next-change")
            expect(tab.locator("#changes-position")).to_have_text(f"Change {expected} of 3")
            # The keyboard stays on Next: pressed again, it walks on.
            expect(tab.locator("#next-change")).to_be_focused()
            assert in_viewport(tab, "#article-body .change.current")
        tab.click("#prev-change")
        expect(tab.locator("#changes-position")).to_have_text("Change 3 of 3")
        assert in_viewport(tab, "#article-body .change.current")
        assert_accessible(tab, f"long article, {size}")
        shot(tab, f"journey-long-{size}")
    finally:
        context.close()


def test_show_changes_on_a_phone_scrolls_to_the_diff_and_focuses_its_heading(
    browser: Any, redline: Redline
) -> None:
    article = redline.create_article("手机", "第一段。\n\n第二段有十五个字。")
    redline.send(article["id"], "把十五改成五十")
    context = browser.new_context(viewport=SIZES["phone"], base_url=redline.url)
    try:
        tab = context.new_page()
        open_article(tab, article["id"])
        tab.click("#close-changes")
        expect(tab.locator("#changes-bar")).to_be_hidden()
        button = tab.locator("#transcript button.show-changes")
        button.scroll_into_view_if_needed()
        button.click()
        expect(tab.locator("#changes-heading")).to_be_focused()
        assert in_viewport(tab, "#changes-heading")
        # One replacement, not a character confetti: 十五 → 五十.
        expect(tab.locator("#article-body del")).to_have_text("十五")
        expect(tab.locator("#article-body ins")).to_have_text("五十")
        shot(tab, "journey-phone-show-changes")
    finally:
        context.close()


def test_chat_opens_at_the_newest_message_and_offers_jump_to_latest(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Chatty", "Twenty apples and ten pears.")
    for n in range(12):
        old, new = ("Twenty", "Thirty") if n % 2 == 0 else ("Thirty", "Twenty")
        redline.send(article["id"], f'Replace "{old}" with "{new}"')
    open_article(page, article["id"])
    expect(page.locator("#transcript .msg").last).to_be_in_viewport()
    assert chat_at_bottom(page)
    # The writer scrolls up with the mouse wheel to read earlier messages.
    page.hover("#transcript")
    page.mouse.wheel(0, -5000)
    page.wait_for_function("() => document.getElementById('transcript').scrollTop === 0")
    expect(page.locator("#jump-latest")).to_be_hidden()
    redline.send(article["id"], 'Replace "Twenty" with "Forty"')  # from another client
    expect(page.locator("#article-version")).to_have_text("V14")
    expect(page.locator("#jump-latest")).to_be_visible()
    assert not chat_at_bottom(page)
    page.click("#jump-latest")
    expect(page.locator("#transcript .msg").last).to_be_in_viewport()
    expect(page.locator("#message")).to_be_focused()


@pytest.mark.parametrize(
    ("size", "language"),
    [("desktop", "english"), ("phone", "chinese")],
    ids=["en-desk", "zh-phone"],
)
def test_a_thirty_turn_session_keeps_the_newest_reply_in_view(
    browser: Any, redline: Redline, size: str, language: str
) -> None:
    """Thirty turns in a row: each saves the next version, the chat follows the newest
    reply, and a reload opens at the newest message with every turn still there."""
    english = language == "english"
    context = browser.new_context(viewport=SIZES[size], base_url=redline.url)
    context.set_default_timeout(20000)
    try:
        tab = context.new_page()
        body = "We walked for day 0 of the trip." if english else "旅行的第0天，我们走了很久。"
        article = redline.create_article("Thirty turns" if english else "三十轮", body)
        open_article(tab, article["id"])
        for n in range(30):
            # The rules editor answers these at once, so the test is about the panel.
            ask = (
                f'Replace "day {n} " with "day {n + 1} "'
                if english
                else f"把“第{n}天”改成“第{n + 1}天”"
            )
            tab.fill("#message", ask)
            tab.press("#message", "Enter")
            expect(tab.locator("#article-version")).to_have_text(f"V{n + 2}")
            expect(tab.locator("#transcript .msg-user")).to_have_count(n + 1)
            expect(tab.locator("#jump-latest")).to_be_hidden()
            assert chat_comes_to_bottom(tab), f"the newest reply is out of view after turn {n + 1}"
        expected = "day 30 of the trip" if english else "旅行的第30天"
        assert expected in redline.call("GET", f"/api/contents/{article['id']}")["body"]
        shot(tab, f"journey-thirty-{language}-{size}")

        tab.reload()
        tab.wait_for_selector("body[data-ready='1']")
        expect(tab.locator("#article-version")).to_have_text("V31")
        expect(tab.locator("#transcript .msg-user")).to_have_count(30)
        expect(tab.locator("#transcript .msg-user").last).to_contain_text("30")
        assert chat_at_bottom(tab), "a reload should open the chat at its newest message"
        assert_accessible(tab, f"thirty turns, {language}, {size}")
    finally:
        context.close()
