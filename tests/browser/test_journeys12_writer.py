"""Journeys of session 12, written from what a newcomer does and sees: a long Chinese article
edited in its middle, browsed, compared, restored and un-restored; replies asked for again and
walked; a busy model; the keyboard alone; a narrow phone; a reload after Stop; two tabs; the
persona page; exporting the version shown."""

import json
import re
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, served_redline, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

# Eighty paragraphs of Chinese, each one distinct (its number is written out in it).
LONG = tuple(
    f"第{n}段：这座城市的第{n}个街区在春天种下了{n + 10}棵银杏树，"
    "居民们每天傍晚都会在树下散步聊天。"
    for n in range(1, 81)
)
LONG_TITLE = "城市街区的春天"


def body_of(paragraphs: tuple[str, ...] | list[str]) -> str:
    return "\n\n".join(paragraphs)


def stored_body(redline: Redline, content_id: str) -> str:
    return redline.call("GET", f"/api/contents/{content_id}")["body"]


def shows(page: Any, text: str, paragraph: int | None = None) -> None:
    """The article's text as the writer reads it (not struck-out words), or one of the
    paragraphs shown, comes to hold `text`."""
    page.wait_for_function(
        """([text, n]) => {
            const body = document.getElementById('article-body');
            const shown = [...body.querySelectorAll('p')].filter((p) => p.getClientRects().length);
            const node = n === null ? body : shown[n];
            return !!node && node.innerText.includes(text);
        }""",
        arg=[text, paragraph],
    )


def send(page: Any, message: str) -> None:
    page.fill("#message", message)
    page.press("#message", "Enter")
    expect(page.locator("#send")).to_have_attribute("data-mode", "send")
    expect(page.locator("#transcript")).to_have_attribute("aria-busy", "false")


def test_a_long_chinese_article_edited_in_its_middle_is_browsed_compared_restored_and_undone(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article(LONG_TITLE, body_of(LONG))
    open_article(page, article["id"])
    expect(page.locator("#article-body p")).to_have_count(80)

    # The model rewrites the 40th paragraph only.
    v2 = list(LONG)
    # (Its facts kept — the block, the spring, the fifty trees: a season moved is refused.)
    v2[39] = (
        "第40段：这座城市的第40个街区在春天种下了50棵银杏树，如今满街金黄，居民们每天傍晚都会在树下散步聊天。"
    )
    redline.stub.enqueue(reply=f"{LONG_TITLE}\n\n{body_of(v2)}")
    send(page, "第40段写得更生动一点")
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(page.locator("#changes-scope")).to_contain_text("changed 1 of 80 paragraphs")
    # The changes are all in the 40th paragraph, and the first is in view.
    expect(page.locator("#article-body p").nth(39).locator("ins")).to_contain_text("满街金黄")
    expect(page.locator("#article-body .change").first).to_be_in_viewport()
    assert page.evaluate(
        "() => [...document.querySelectorAll('#article-body .change')]"
        ".every((c) => c.closest('p') === document.querySelectorAll('#article-body p')[39])"
    )
    assert stored_body(redline, article["id"]) == body_of(v2)

    # A mechanical edit of the 70th paragraph: V3.
    send(page, "把“第70个街区”改成“第七十个街区”")
    expect(page.locator("#article-version")).to_have_text("V3")
    v3 = list(v2)
    v3[69] = v3[69].replace("第70个街区", "第七十个街区")
    assert stored_body(redline, article["id"]) == body_of(v3)

    # History: compare V1 with V3 — both changes, and nothing else.
    page.click("#history-toggle")
    expect(page.locator("#history-heading")).to_be_focused()
    page.select_option("#compare-from", "1")
    page.select_option("#compare-to", "3")
    page.click("#history .compare-go")
    expect(page.locator("#changes-heading")).to_have_text("Compare V1 → V3")
    expect(page.locator("#changes-lines li")).to_have_count(2)
    expect(page.locator("#changes-lines li").first).to_contain_text("第40段")
    expect(page.locator("#changes-lines li").last).to_contain_text("第70段")
    expect(page.locator("#article-body ins")).to_have_count(2)
    shot(page, "journeys12-long-chinese-compare")

    # Restore V2: a new version V4 with V2's text.
    page.click("#history-toggle")
    page.locator("#history").get_by_role("button", name="Restore V2").click()
    expect(page.locator("#article-version")).to_have_text("V4")
    expect(page.locator("#status")).to_have_text("V4 saved — restored from V2.")
    assert stored_body(redline, article["id"]) == body_of(v2)
    page.keyboard.press("Escape")
    expect(page.locator("#history")).to_be_hidden()
    page.check("input[name='view'][value='final']")
    shows(page, "第70个街区", paragraph=69)
    page.check("input[name='view'][value='markup']")

    # Undo the restore from the chat: V5, V3's text again.
    restored = page.locator("li.msg[data-role='event']").last
    expect(restored).to_contain_text("Restored V2")
    restored.get_by_role("button", name=re.compile("Undo this edit")).click()
    expect(page.locator("#article-version")).to_have_text("V5")
    assert stored_body(redline, article["id"]) == body_of(v3)
    page.check("input[name='view'][value='final']")
    expect(page.locator("#article-body p")).to_have_count(80)
    shows(page, "第七十个街区", paragraph=69)
    shows(page, "满街金黄", paragraph=39)
    shot(page, "journeys12-long-chinese-undo-restore")


NOTES = (
    "The team met on Monday to plan the spring launch.\n\n"
    "They wrote twenty pages of notes and argued about the budget.\n\n"
    "Everyone went home tired."
)


def test_asking_twice_more_for_a_reply_and_walking_the_three_replies_moves_the_article(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Three tries", NOTES)
    open_article(page, article["id"])
    endings = ["happy", "cheerful", "content"]
    for ending in endings:
        redline.stub.enqueue(reply="Three tries\n\n" + NOTES.replace("tired", ending))
    send(page, "Make the ending happier")
    expect(page.locator("#article-version")).to_have_text("V2")
    for n, ending in enumerate(endings[1:], start=2):
        page.locator("#transcript .msg-assistant .regenerate").last.click()
        expect(page.locator("#article-version")).to_have_text(f"V{n + 1}")
        expect(page.locator("#send")).to_have_attribute("data-mode", "send")
        reply = page.locator("#transcript .msg-assistant").last
        expect(reply.locator(".fork-count")).to_have_text(f"{n}/{n}")
        assert stored_body(redline, article["id"]).endswith(f"went home {ending}.")
    # Only one reply is shown at a time.
    expect(page.locator("#transcript .msg-assistant")).to_have_count(1)
    reply = page.locator("#transcript .msg-assistant").last
    page.check("input[name='view'][value='final']")
    shows(page, "went home content.")
    # Walk back to the first reply, then forward to the second: the article follows.
    reply.locator(".fork-prev").click()
    expect(reply.locator(".fork-count")).to_have_text("2/3")
    expect(page.locator("#article-version")).to_have_text("V3")
    shows(page, "went home cheerful.")
    reply.locator(".fork-prev").click()
    expect(reply.locator(".fork-count")).to_have_text("1/3")
    expect(page.locator("#article-version")).to_have_text("V2")
    shows(page, "went home happy.")
    expect(reply.locator(".fork-prev")).to_be_disabled()
    reply.locator(".fork-next").click()
    expect(reply.locator(".fork-count")).to_have_text("2/3")
    expect(page.locator("#article-version")).to_have_text("V3")
    expect(page.locator("#next-edit")).to_have_text("Your next message edits V3.")
    assert stored_body(redline, article["id"]).endswith("went home cheerful.")
    shot(page, "journeys12-three-replies")
    # The article page reopened shows the branch chosen, not the newest reply.
    open_article(page, article["id"])
    expect(page.locator("#article-version")).to_have_text("V3")
    expect(page.locator("#transcript .msg-assistant .fork-count").last).to_have_text("2/3")


@pytest.fixture(scope="module")
def impatient(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Redline]:
    """An app that waits 4 seconds for its model: a silent model is given up on in 4 s, not
    in the shared app's 20 (the wait was this file's longest, waited out to the end)."""
    with served_redline(tmp_path_factory.mktemp("impatient12"), llm_timeout=4) as served:
        yield served


@pytest.fixture
def silent_page(browser: Any, impatient: Redline) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1280, "height": 860}, base_url=impatient.url)
    context.set_default_timeout(20000)
    tab = context.new_page()
    errors: list[str] = []
    tab.on("pageerror", lambda error: errors.append(str(error)))
    impatient.stub.reset()
    yield tab
    context.close()
    assert not errors, f"uncaught errors in the page: {errors}"


@pytest.mark.parametrize("failure", ["busy", "timeout"])
def test_a_busy_or_silent_model_is_said_plainly_and_retry_keeps_the_message(
    request: pytest.FixtureRequest, failure: str
) -> None:
    # A busy model on the shared app; a silent one on an app that waits less for it.
    page = request.getfixturevalue("page" if failure == "busy" else "silent_page")
    redline: Redline = request.getfixturevalue("redline" if failure == "busy" else "impatient")
    article = redline.create_article("忙碌的模型", "今天天气很好。\n\n我们去了公园。")
    if failure == "busy":
        redline.stub.enqueue(status=429, body='{"error": {"message": "rate limited"}}')
    else:
        # Silent past the request timeout (the app asks once: no retry).
        redline.stub.enqueue(hang=8.0)
    open_article(page, article["id"])
    page.fill("#message", "语气轻松一点")
    page.press("#message", "Enter")
    failed = page.locator("#transcript .msg[data-status='error']")
    alert = failed.locator("[role='alert']")
    expect(alert).to_be_visible(timeout=60000)
    said = alert.inner_text()
    # A plain sentence: no JSON, no stack, no Python names.
    assert not re.search(r"[{}\[\]]|Traceback|Exception|Error:", said), said
    expect(page.locator("#article-version")).to_have_text("V1")
    # The writer's message is kept, in the conversation.
    expect(page.locator("#transcript .msg-user").last).to_contain_text("语气轻松一点")
    shot(page, f"journeys12-model-{failure}")
    redline.stub.reset()
    redline.stub.enqueue(reply="忙碌的模型\n\n今天天气真不错！\n\n我们去了公园。")
    failed.get_by_role("button", name="Retry this reply").click()
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(page.locator("#transcript .msg-user")).to_have_count(1)
    expect(page.locator("#transcript .msg-user").last).to_contain_text("语气轻松一点")
    assert stored_body(redline, article["id"]).startswith("今天天气真不错")


def test_the_keyboard_alone_sends_with_enter_and_stops_with_esc(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Keyboard only", NOTES)
    open_article(page, article["id"])
    redline.stub.enqueue(
        reply="Keyboard only\n\n" + NOTES + "\n\n" + "More words here. " * 80, chunk_delay=0.1
    )
    # Tab from the top of the page to the suggestion box.
    page.locator("body").focus()
    for _ in range(60):
        page.keyboard.press("Tab")
        if page.evaluate("() => document.activeElement && document.activeElement.id") == "message":
            break
    expect(page.locator("#message")).to_be_focused()
    page.keyboard.type("Add a long conclusion")
    page.keyboard.press("Shift+Enter")
    page.keyboard.type("with details")
    expect(page.locator("#message")).to_have_value("Add a long conclusion\nwith details")
    page.keyboard.press("Enter")
    expect(page.locator("#transcript .msg.pending .msg-live")).not_to_be_empty()
    expect(page.locator("#send")).to_have_attribute("data-mode", "stop")
    page.keyboard.press("Escape")
    expect(page.locator("#transcript .msg[data-status='stopped']")).to_be_visible()
    expect(page.locator("#send")).to_have_attribute("data-mode", "send")
    expect(page.locator("#message")).to_be_focused()
    expect(page.locator("#article-version")).to_have_text("V1")
    # Next a mechanical edit, still from the keyboard.
    page.keyboard.type('Replace "twenty" with "thirty"')
    page.keyboard.press("Enter")
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(page.locator("#message")).to_have_value("")
    expect(page.locator("#message")).to_be_focused()
    # Reloaded: the stopped reply is still there, stopped, and nothing is "thinking".
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    expect(page.locator("#transcript .msg[data-status='stopped']")).to_have_count(1)
    expect(page.locator("#transcript .msg.pending")).to_have_count(0)
    expect(page.locator("#transcript .msg-user")).to_have_count(2)
    expect(page.locator("#article-version")).to_have_text("V2")


WIDE_THINGS = (
    "https://example.com/a/very/long/address/that/never/breaks/anywhere/"
    "because/it/has/no/spaces/at/all/and/keeps/on/going/for/ever/index.html\n\n"
    + "城市" * 200
    + "\n\n"
    + "Supercalifragilisticexpialidocious" * 6
)


def test_on_a_375_pixel_phone_nothing_scrolls_sideways(browser: Any, redline: Redline) -> None:
    context = browser.new_context(
        viewport={"width": 375, "height": 740},
        base_url=redline.url,
        is_mobile=True,
        has_touch=True,
    )
    context.set_default_timeout(20000)
    try:
        tab = context.new_page()
        errors: list[str] = []
        tab.on("pageerror", lambda error: errors.append(str(error)))
        article = redline.create_article("长" * 120, WIDE_THINGS)
        redline.stub.reset()
        redline.stub.enqueue(
            # The wide runs kept as the article has them: "乡村" written 200 times where the
            # article has no such run is refused as a reply gone round in a loop.
            reply=("长" * 120) + "\n\n" + WIDE_THINGS.replace("index.html", "home.html")
        )
        open_article(tab, article["id"])

        def wide() -> list[int]:
            return tab.evaluate("() => [document.scrollingElement.scrollWidth, innerWidth]")

        width, inner = wide()
        assert width <= inner, f"article page: {width} > {inner}"
        tab.fill("#message", "https://example.com/" + "x" * 150 + " 把 index 改成 home")
        tab.press("#message", "Enter")
        expect(tab.locator("#article-version")).to_have_text("V2")
        expect(tab.locator("#send")).to_have_attribute("data-mode", "send")
        width, inner = wide()
        assert width <= inner, f"after a reply: {width} > {inner}"
        tab.locator("#transcript button.show-changes").last.click()
        width, inner = wide()
        assert width <= inner, f"showing changes: {width} > {inner}"
        tab.click("#history-toggle")
        expect(tab.locator("#history .hist-row").first).to_be_visible()
        width, inner = wide()
        assert width <= inner, f"history open: {width} > {inner}"
        shot(tab, "journeys12-375-history")
        tab.keyboard.press("Escape")
        expect(tab.locator("#history")).to_be_hidden()
        # Editing by hand, the text box and its buttons stay within the screen.
        tab.click("#edit-article")
        expect(tab.locator("#edit-body")).to_be_visible()
        width, inner = wide()
        assert width <= inner, f"editing by hand: {width} > {inner}"
        tab.click("#cancel-edit")
        # A wish stated in a long unbroken line, then the persona page that lists it.
        redline.stub.enqueue(reply=("长" * 120) + "\n\n" + stored_body(redline, article["id"]))
        tab.fill("#message", "以后别用感叹号" + "！" * 120)
        tab.press("#message", "Enter")
        expect(tab.locator("#send")).to_have_attribute("data-mode", "send")
        width, inner = wide()
        assert width <= inner, f"after a long wish: {width} > {inner}"
        for path in (
            "/",
            "/desk",
            tab.locator("a[href^='/personas/']").first.get_attribute("href"),
        ):
            tab.goto(path)
            tab.wait_for_selector("body[data-ready='1']")
            width, inner = wide()
            assert width <= inner, f"{path}: {width} > {inner}"
        assert not errors, errors
    finally:
        context.close()


def test_export_md_of_a_chinese_article_downloads_the_version_shown_under_its_new_title(
    page: Any, redline: Redline
) -> None:
    made = redline.create_article("秋天的公园", "公园里有十五棵银杏树。\n\n傍晚很安静。")
    open_article(page, made["id"])
    send(page, "把“十五”改成“五十”")
    expect(page.locator("#article-version")).to_have_text("V2")
    send(page, "标题改成「冬天的公园」")
    expect(page.locator("#article-version")).to_have_text("V3")
    expect(page.locator("#article-title")).to_have_text("冬天的公园")
    with page.expect_download() as waiting:
        page.get_by_role("link", name="Export .md (Markdown)").click()
    download = waiting.value
    assert download.suggested_filename == "冬天的公园-v3.md", download.suggested_filename
    text = Path(download.path()).read_text(encoding="utf-8")
    assert "冬天的公园" in text and "五十棵" in text and "十五棵" not in text, text
    # Back to the first branch of the conversation: the export follows the article shown.
    page.locator("#transcript .msg-user .edit-message").first.click()
    box = page.locator("#transcript .msg-edit textarea")
    box.fill("把“十五”改成“二十”")
    box.press("Enter")
    expect(page.locator("#article-version")).to_have_text("V4")
    expect(page.locator("#send")).to_have_attribute("data-mode", "send")
    expect(page.locator("#article-title")).to_have_text("秋天的公园")
    with page.expect_download() as waiting:
        page.get_by_role("link", name="Export .md (Markdown)").click()
    download = waiting.value
    assert download.suggested_filename == "秋天的公园-v4.md", download.suggested_filename
    text = Path(download.path()).read_text(encoding="utf-8")
    assert "二十棵" in text and "五十棵" not in text, text


def test_a_lasting_wish_shows_on_the_persona_page_and_rejecting_it_is_seen_beside_the_chat(
    page: Any, redline: Redline
) -> None:
    persona = redline.call("POST", "/api/personas", {"name": "不要感叹号"})
    body = "今天天气很好！\n\n我们去了公园。"
    made = redline.create_article("感叹号", body, persona_id=persona["id"])
    open_article(page, made["id"])
    # The style learner saves what a turn taught just after the reply: a writer quick to
    # follow the link reads the persona before it has. Its first read answers as it was.
    before = json.dumps(redline.call("GET", f"/api/personas/{persona['id']}"))
    reads: list[str] = []

    def first_read_before_learning(route: Any) -> None:
        reads.append(route.request.url)
        if len(reads) == 1:
            route.fulfill(status=200, content_type="application/json", body=before)
        else:
            route.continue_()

    redline.stub.enqueue(reply="感叹号\n\n今天天气很好。\n\n我们去了公园。")
    send(page, "以后别用感叹号")
    expect(page.locator("#article-version")).to_have_text("V2")
    # The writer follows the link to the persona.
    page.route(f"**/api/personas/{persona['id']}", first_read_before_learning)
    page.get_by_role("link", name="Persona: 不要感叹号").click()
    page.wait_for_selector("body[data-ready='1']")
    # The ban's punctuation rule, the one card: a ban on the mark asks for no calm tone.
    item = page.locator("li.pref", has_text="不用感叹号")
    expect(item).to_have_count(1)
    expect(page.locator("li.pref")).to_have_count(1)
    expect(item).to_have_attribute("data-state", re.compile("active|candidate"))
    pref_id = item.get_attribute("data-pref-id")
    page.unroute(f"**/api/personas/{persona['id']}")
    item.get_by_role("button", name="Reject:").click()
    item.get_by_role("button", name="Reject it").click()
    expect(item).to_have_attribute("data-state", "rejected")
    shot(page, "journeys12-persona-rejected")
    # Reloaded, it is still rejected.
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    expect(page.locator("li.pref", has_text="不用感叹号")).to_have_attribute(
        "data-state", "rejected"
    )
    # Back at the article the style beside the chat shows it rejected too.
    page.go_back()
    page.wait_for_selector("body[data-ready='1']")
    page.locator("#persona-view > summary").click()
    beside = page.locator(f"#persona-prefs li.pref[data-pref-id='{pref_id}']")
    expect(beside).to_have_attribute("data-state", "rejected")


def test_a_second_tab_follows_a_branch_switch_an_ask_again_and_an_undo(
    browser: Any, redline: Redline
) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 860}, base_url=redline.url)
    context.set_default_timeout(20000)
    redline.stub.reset()
    try:
        one, two = context.new_page(), context.new_page()
        errors: list[str] = []
        for tab in (one, two):
            tab.on("pageerror", lambda error: errors.append(str(error)))
        made = redline.create_article(
            "两个标签页", "今天天气很好。\n\n我们去了公园。\n\n晚上回家。"
        )
        open_article(one, made["id"])
        open_article(two, made["id"])
        send(one, "把“公园”改成“动物园”")
        expect(two.locator("#article-version")).to_have_text("V2")
        # A new branch from the first message, in tab one.
        one.locator("#transcript .msg-user .edit-message").first.click()
        box = one.locator("#transcript .msg-edit textarea")
        box.fill("把“公园”改成“植物园”")
        box.press("Enter")
        expect(one.locator("#article-version")).to_have_text("V3")
        expect(two.locator("#article-version")).to_have_text("V3")
        expect(two.locator("#transcript .msg-user").first).to_contain_text("植物园")
        expect(two.locator("#transcript .msg-user .fork-count")).to_have_text("2/2")
        shows(two, "植物园")
        # Back to the first branch with the arrow, in tab one: tab two follows.
        expect(one.locator("#send")).to_have_attribute("data-mode", "send")
        one.locator("#transcript .msg-user .fork-prev").click()
        expect(one.locator("#article-version")).to_have_text("V2")
        expect(two.locator("#article-version")).to_have_text("V2")
        expect(two.locator("#transcript .msg-user .fork-count")).to_have_text("1/2")
        expect(two.locator("#transcript .msg-user").first).to_contain_text("动物园")
        two.check("input[name='view'][value='final']")
        shows(two, "动物园")
        # Ask the model in tab two, then again; tab one follows the sibling replies.
        redline.stub.enqueue(reply="两个标签页\n\n今天天气真好。\n\n我们去了动物园。\n\n晚上回家。")
        redline.stub.enqueue(reply="两个标签页\n\n今天阳光灿烂。\n\n我们去了动物园。\n\n晚上回家。")
        send(two, "第一段写得更生动")
        expect(one.locator("#article-version")).to_have_text("V4")
        two.locator("#transcript .msg-assistant .regenerate").last.click()
        expect(two.locator("#article-version")).to_have_text("V5")
        expect(one.locator("#article-version")).to_have_text("V5")
        expect(one.locator("#transcript .msg-assistant .fork-count").last).to_have_text("2/2")
        one.check("input[name='view'][value='final']")
        shows(one, "阳光灿烂")
        # Undo in tab one: tab two follows.
        expect(two.locator("#send")).to_have_attribute("data-mode", "send")
        one.locator("#transcript .msg-assistant").last.get_by_role(
            "button", name=re.compile("Undo")
        ).click()
        expect(one.locator("#article-version")).to_have_text("V6")
        expect(two.locator("#article-version")).to_have_text("V6")
        two.check("input[name='view'][value='final']")
        shows(two, "今天天气很好。")
        assert stored_body(redline, made["id"]).startswith("今天天气很好。")
        shot(two, "journeys12-second-tab-follows")
        assert not errors, errors
    finally:
        context.close()


def test_esc_stops_a_reply_wherever_the_keyboard_is_in_the_chat(
    page: Any, redline: Redline
) -> None:
    """The hint under the box says "Esc stops": a keyboard writer who moved on to read the
    conversation (or the text) while the reply is written stops it from there."""
    article = redline.create_article("Esc from the chat", NOTES)
    open_article(page, article["id"])
    redline.stub.enqueue(
        reply="Esc from the chat\n\n" + NOTES + "\n\n" + "More words here. " * 80, chunk_delay=0.1
    )
    page.fill("#message", "Add a long conclusion")
    page.press("#message", "Enter")
    expect(page.locator("#transcript .msg.pending .msg-live")).not_to_be_empty()
    page.locator("#transcript").focus()
    page.keyboard.press("Escape")
    expect(page.locator("#transcript .msg[data-status='stopped']")).to_be_visible()
    expect(page.locator("#send")).to_have_attribute("data-mode", "send")
    expect(page.locator("#article-version")).to_have_text("V1")


def test_a_model_asking_to_wait_minutes_is_told_at_once_and_retry_later_works(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Busy for minutes", NOTES)
    redline.stub.enqueue(status=429, headers={"Retry-After": "300"}, body="{}")
    open_article(page, article["id"])
    page.fill("#message", "Make the ending happier")
    page.press("#message", "Enter")
    failed = page.locator("#transcript .msg[data-status='error']")
    expect(failed.locator("[role='alert']")).to_contain_text("5 minutes")
    expect(page.locator("#message")).to_have_value("")
    expect(page.locator("#send")).to_have_attribute("data-mode", "send")
    redline.stub.enqueue(reply="Busy for minutes\n\n" + NOTES.replace("tired", "happy"))
    failed.get_by_role("button", name="Retry this reply").click()
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(page.locator("#transcript .msg[data-status='error']")).to_have_count(0)


def test_a_stop_in_one_tab_is_seen_in_the_other_and_neither_keeps_a_thinking_reply(
    browser: Any, redline: Redline
) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 860}, base_url=redline.url)
    context.set_default_timeout(20000)
    redline.stub.reset()
    try:
        one, two = context.new_page(), context.new_page()
        made = redline.create_article("Stopped in one tab", NOTES)
        open_article(one, made["id"])
        open_article(two, made["id"])
        redline.stub.enqueue(
            reply="Stopped in one tab\n\n" + NOTES + "\n\n" + "More words. " * 120,
            chunk_delay=0.1,
        )
        one.fill("#message", "Add a long conclusion")
        one.press("#message", "Enter")
        expect(one.locator("#transcript .msg.pending .msg-live")).not_to_be_empty()
        expect(two.locator("#transcript .msg.pending")).to_have_count(1)
        one.keyboard.press("Escape")
        expect(one.locator("#transcript .msg[data-status='stopped']")).to_be_visible()
        expect(two.locator("#transcript .msg[data-status='stopped']")).to_be_visible()
        expect(two.locator("#transcript .msg.pending")).to_have_count(0)
        expect(two.locator("#send")).to_have_attribute("data-mode", "send")
        two.reload()
        two.wait_for_selector("body[data-ready='1']")
        expect(two.locator("#transcript .msg[data-status='stopped']")).to_have_count(1)
        expect(two.locator("#transcript .msg.pending")).to_have_count(0)
    finally:
        context.close()


def test_the_word_count_and_the_next_edit_follow_a_chinese_edit_by_hand_and_by_chat(
    page: Any, redline: Redline
) -> None:
    made = redline.create_article("字数", "公园里有十五棵银杏树。\n\n傍晚很安静。")
    open_article(page, made["id"])
    words = page.locator("#article-words")
    first = words.inner_text()
    assert re.fullmatch(r"\d+ 字", first), first
    page.click("#edit-article")
    page.fill("#edit-body", "公园里有十五棵银杏树，还有一条小河。\n\n傍晚很安静。")
    page.click("#save-article")
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(words).not_to_have_text(first)
    counted = int(words.inner_text().split()[0])
    assert counted == redline.call("GET", f"/api/contents/{made['id']}")["word_count"]
    send(page, "删除第二段")
    expect(page.locator("#article-version")).to_have_text("V3")
    expect(page.locator("#next-edit")).to_have_text("Your next message edits V3.")
    expect(page.locator("#composer-target")).to_have_text("(edits V3)")
    counted_v3 = redline.call("GET", f"/api/contents/{made['id']}")["word_count"]
    expect(words).to_have_text(f"{counted_v3} 字")
    # Continue from the first message: the article goes back to V2 and the next edit says so.
    page.locator("#transcript .msg-user .continue-here").first.click()
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(page.locator("#next-edit")).to_contain_text("your next message edits V2")
    expect(words).to_have_text(f"{counted} 字")
    send(page, "把“小河”改成“小湖”")
    expect(page.locator("#article-version")).to_have_text("V4")
    body = redline.call("GET", f"/api/contents/{made['id']}")["body"]
    assert body == "公园里有十五棵银杏树，还有一条小湖。\n\n傍晚很安静。", body


PASTE_PLAIN = """([text, selector]) => {
    const box = document.querySelector(selector);
    box.focus();
    const data = new DataTransfer();
    data.setData("text/plain", text);
    const init = { clipboardData: data, bubbles: true, cancelable: true };
    const event = new ClipboardEvent("paste", init);
    if (box.dispatchEvent(event)) document.execCommand("insertText", false, text);
}"""


def test_a_chinese_article_pasted_with_one_line_break_a_paragraph_is_edited_by_number(
    page: Any, redline: Redline
) -> None:
    """Text copied from a plain editor or a chat app: paragraphs one a line, indented with
    full-width spaces, no blank lines. Redline takes each line for a paragraph."""
    lines = [f"\u3000\u3000{text}" for text in LONG]
    page.goto("/")
    page.wait_for_selector("body[data-ready='1']")
    page.fill("#create-title", LONG_TITLE)
    page.evaluate(PASTE_PLAIN, ["\n".join(lines), "#create-body"])
    page.locator("#create-body").press("Control+Enter")
    page.wait_for_url(re.compile(r"/articles/"))
    page.wait_for_selector("body[data-ready='1']")
    expect(page.locator("#article-body p")).to_have_count(80)
    expect(page.locator("#scope-paragraph option")).to_have_count(82)
    send(page, "删除第40段")
    expect(page.locator("#article-version")).to_have_text("V2")
    # One change: the other lines keep their breaks and their indentation.
    expect(page.locator("#changes-position")).to_have_text("Change 1 of 1")
    content_id = page.evaluate("() => document.body.dataset.contentId")
    body = stored_body(redline, content_id)
    assert "第40段" not in body and "第39段" in body and "第41段" in body
    assert body == "\n".join(lines[:39] + lines[40:])
    page.check("input[name='view'][value='final']")
    shows(page, "第41段", paragraph=39)
    # The list beside the box offers the 79 paragraphs left.
    expect(page.locator("#scope-paragraph option")).to_have_count(81)
    expect(page.locator("#scope-paragraph option").nth(41)).to_contain_text("paragraph 40: 第41段")
    send(page, "把“第71个街区”改成“第七十一个街区”")
    expect(page.locator("#article-version")).to_have_text("V3")
    expect(page.locator("#changes-position")).to_have_text("Change 1 of 1")
    after = stored_body(redline, content_id)
    assert "\u3000\u3000第71段：这座城市的第七十一个街区" in after
    assert after.count("\n") == 78 and "\n\n" not in after
    # While the model rewrites it, the reply says how far it has got, line by line.
    lines_now = after.split("\n")
    rewritten = "\n".join(
        [*lines_now[:60], "\u3000\u3000最后一个街区也种满了树。", *lines_now[61:]]
    )
    chunks = [f"{LONG_TITLE}\n\n", *(line + "\n" for line in rewritten.split("\n"))]
    chunks[-1] = chunks[-1].rstrip("\n")
    redline.stub.enqueue(reply="".join(chunks), stream_chunks=chunks, chunk_delay=0.03)
    page.fill("#message", "第61段写得更简洁")
    page.press("#message", "Enter")
    live = page.locator("#transcript .msg.pending .msg-live")
    expect(live).to_contain_text(re.compile(r"paragraph ([2-9]|[1-7]\d) of 79"))
    # The stream takes 2.4 s, then an 80-line article is judged: slow on a loaded machine.
    expect(page.locator("#article-version")).to_have_text("V4", timeout=30000)
    expect(page.locator("#send")).to_have_attribute("data-mode", "send")
    after = stored_body(redline, content_id)
    assert after == rewritten
    # Exported as Markdown, each line is still a paragraph of its own.
    with page.expect_download() as waiting:
        page.get_by_role("link", name="Export .md (Markdown)").click()
    markdown = Path(waiting.value.path()).read_text(encoding="utf-8")
    assert markdown.startswith(f"# {LONG_TITLE}\n\n\u3000\u3000第1段")
    assert markdown.count("\n\n\u3000\u3000") == 79, markdown[:300]
    assert "\n\n\u3000\u3000最后一个街区也种满了树。\n\n" in markdown


def test_a_stopped_reply_can_be_asked_for_again_and_walked_back_to(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Ask again after Stop", NOTES)
    open_article(page, article["id"])
    redline.stub.enqueue(
        reply="Ask again after Stop\n\n" + NOTES + "\n\n" + "More words. " * 120, chunk_delay=0.1
    )
    page.fill("#message", "Add a closing line")
    page.press("#message", "Enter")
    expect(page.locator("#transcript .msg.pending .msg-live")).not_to_be_empty()
    page.keyboard.press("Escape")
    stopped = page.locator("#transcript .msg[data-status='stopped']")
    expect(stopped).to_be_visible()
    redline.stub.enqueue(reply="Ask again after Stop\n\n" + NOTES + "\n\nThat was the week.")
    stopped.get_by_role("button", name=re.compile("Retry|Regenerate")).first.click()
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(page.locator("#send")).to_have_attribute("data-mode", "send")
    reply = page.locator("#transcript .msg-assistant").last
    expect(reply).to_have_attribute("data-status", "ok")
    expect(reply.locator(".fork-count")).to_have_text("2/2")
    expect(page.locator("#transcript .msg-user")).to_have_count(1)
    # The stopped reply is still there, one arrow back; the article goes back with it.
    reply.locator(".fork-prev").click()
    expect(reply.locator(".fork-count")).to_have_text("1/2")
    expect(page.locator("#transcript .msg-assistant").last).to_have_attribute(
        "data-status", "stopped"
    )
    expect(page.locator("#article-version")).to_have_text("V1")
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    expect(page.locator("#article-version")).to_have_text("V1")
    expect(page.locator("#transcript .msg.pending")).to_have_count(0)
    expect(page.locator("#transcript .msg-assistant .fork-count").last).to_have_text("1/2")


def test_a_reload_while_a_reply_is_asked_for_again_shows_it_arriving_as_the_second_reply(
    page: Any, redline: Redline, request: pytest.FixtureRequest
) -> None:
    article = redline.create_article("Reload on regenerate", NOTES)
    open_article(page, article["id"])
    redline.stub.enqueue(reply="Reload on regenerate\n\n" + NOTES.replace("tired", "happy"))
    send(page, "Make the ending happier")
    expect(page.locator("#article-version")).to_have_text("V2")
    slow = "Reload on regenerate\n\n" + NOTES.replace("tired", "glad") + "\n\nThat was the week."
    # Held after its first piece until the page has reloaded (it streamed for five seconds).
    written = threading.Event()
    request.addfinalizer(written.set)
    redline.stub.enqueue(reply=slow, chunk_delay=0.01, held_until=written)
    page.locator("#transcript .msg-assistant .regenerate").last.click()
    expect(page.locator("#transcript .msg.pending .msg-live")).to_contain_text("…")
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    written.set()
    writing = page.locator("#transcript .msg.pending.elsewhere")
    expect(writing).to_have_count(0, timeout=20000)
    reply = page.locator("#transcript .msg-assistant").last
    expect(reply).to_have_attribute("data-status", "ok")
    expect(reply.locator(".fork-count")).to_have_text("2/2")
    expect(page.locator("#article-version")).to_have_text("V3")
    expect(page.locator("#transcript .msg-assistant")).to_have_count(1)
    expect(page.locator("#transcript .msg-user")).to_have_count(1)
    page.check("input[name='view'][value='final']")
    shows(page, "That was the week.")
