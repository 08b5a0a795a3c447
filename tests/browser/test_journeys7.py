"""Journeys an outside tester walked in session 7 that failed: the browser tab's title after a
rename, right-to-left text, printing a version, a send on a phone, long titles on a phone,
and more."""

import re
import time
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=8000)

COUNCIL = "\n\n".join(
    f"Paragraph {n}: the council met on Tuesday and talked about the budget for twenty minutes."
    for n in range(1, 9)
)


def wait_for_reply(page: Any) -> None:
    """The turn is over: Send is Send again and the conversation is not busy."""
    page.wait_for_function(
        "() => document.querySelector('#send').dataset.mode === 'send'"
        " && document.querySelector('#transcript').getAttribute('aria-busy') !== 'true'"
    )


def test_the_browser_tab_names_the_article_after_its_title_is_changed(
    page: Any, redline: Redline
) -> None:
    made = redline.create_article("秋天的公园", "公园里有十五棵银杏树。")
    open_article(page, made["id"])
    expect(page).to_have_title("秋天的公园 · Redline")
    page.fill("#message", "标题改成「秋日公园」")
    page.locator("#message").press("Enter")
    expect(page.locator("#article-title")).to_have_text("秋日公园")
    expect(page).to_have_title("秋日公园 · Redline")


ARABIC = "هذه فقرة باللغة العربية، وفيها رقم 15 وكلمة English."
HEBREW = "שלום עולם, זו פסקה בעברית."


def text_edges(page: Any, selector: str) -> dict[str, float]:
    """Where the text of `selector` starts and ends on screen, beside its box's edges."""
    return page.evaluate(
        """(selector) => {
            const box = document.querySelector(selector);
            const range = document.createRange();
            range.selectNodeContents(box);
            const text = range.getBoundingClientRect();
            const edge = box.getBoundingClientRect();
            const style = getComputedStyle(box);
            return {
                textLeft: text.left, textRight: text.right,
                boxLeft: edge.left + parseFloat(style.paddingLeft),
                boxRight: edge.right - parseFloat(style.paddingRight),
            };
        }""",
        selector,
    )


def test_arabic_and_hebrew_paragraphs_read_right_to_left_beside_english(
    page: Any, redline: Redline
) -> None:
    made = redline.create_article("مقالة", f"{ARABIC}\n\n{HEBREW}\n\nAn English paragraph.")
    open_article(page, made["id"])
    page.fill("#message", 'Replace "15" with "50"')
    page.locator("#message").press("Enter")
    expect(page.locator("#article-version")).to_have_text("V2")
    wait_for_reply(page)
    for nth in (1, 2):
        edges = text_edges(page, f"#article-body p:nth-child({nth})")
        # Right to left: the short paragraph hugs the right edge, not the left.
        assert abs(edges["textRight"] - edges["boxRight"]) < 3, (nth, edges)
        assert edges["textLeft"] - edges["boxLeft"] > 20, (nth, edges)
    english = text_edges(page, "#article-body p:nth-child(3)")
    assert abs(english["textLeft"] - english["boxLeft"]) < 3, english
    # The full stop ends the Hebrew sentence on its left, where a reader of Hebrew ends.
    stop_left = page.evaluate(
        """() => {
            const node = document.querySelector('#article-body p:nth-child(2)').firstChild;
            const range = document.createRange();
            range.setStart(node, node.length - 1);
            range.setEnd(node, node.length);
            return range.getBoundingClientRect().left;
        }"""
    )
    hebrew = text_edges(page, "#article-body p:nth-child(2)")
    assert stop_left - hebrew["textLeft"] < 12, (stop_left, hebrew)
    # A message typed in Arabic reads right to left in the chat too.
    page.fill("#message", ARABIC)
    assert page.evaluate("getComputedStyle(document.querySelector('#message')).unicodeBidi") == (
        "plaintext"
    )
    shot(page, "journeys7-rtl")


def test_printing_an_article_prints_its_whole_text_without_the_chat_or_buttons(
    page: Any, redline: Redline
) -> None:
    long_text = "\n\n".join(
        f"第{n}段。秋天的公园里有十五棵银杏树，叶子金黄，风一吹就落满小路。" * 3
        for n in range(1, 41)
    )
    made = redline.create_article("秋天的公园（打印）", long_text)
    redline.send(made["id"], "把“十五”改成“五十”")
    open_article(page, made["id"])
    page.emulate_media(media="print")
    for hidden in (".chat-pane", ".topbar", ".toolbar", "#composer", ".changes-controls"):
        expect(page.locator(hidden).first).to_be_hidden()
    expect(page.locator("#article-title")).to_be_visible()
    # Every paragraph is laid out on the pages, none cut off inside a scrolling pane.
    last = page.locator("#article-body p").last
    expect(last).to_be_visible()
    clipped = page.evaluate(
        """() => [...document.querySelectorAll('body, main, .panel, .article-pane')]
            .filter((e) => e.scrollHeight > e.clientHeight + 1
                && ['hidden', 'auto', 'scroll', 'clip'].includes(getComputedStyle(e).overflowY))
            .map((e) => e.tagName + '.' + e.className)"""
    )
    assert not clipped, f"the printed text is cut off inside {clipped}"
    pages = len(re.findall(rb"/Type\s*/Page(?!s)", page.pdf(format="A4")))
    assert pages > 1, f"40 paragraphs printed on {pages} page(s)"


def phone_context(browser: Any, redline: Redline, width: int = 390) -> Any:
    context = browser.new_context(
        viewport={"width": width, "height": 844},
        is_mobile=True,
        has_touch=True,
        base_url=redline.url,
    )
    context.set_default_timeout(20000)
    return context


def test_on_a_phone_a_send_leaves_the_writer_with_the_reply_and_the_box(
    browser: Any, redline: Redline
) -> None:
    made = redline.create_article("Council notes on a phone", COUNCIL)
    context = phone_context(browser, redline)
    try:
        tab = context.new_page()
        open_article(tab, made["id"])
        tab.locator("#message").scroll_into_view_if_needed()
        tab.fill("#message", 'Replace "Paragraph 2:" with "Second:"')
        tab.locator("#send").tap()
        expect(tab.locator("#article-version")).to_have_text("V2")
        wait_for_reply(tab)
        reply = tab.locator("#messages > li.msg-assistant").last
        expect(reply).to_contain_text("V1→V2")
        expect(tab.locator("#message")).to_be_in_viewport()
        expect(reply).to_be_in_viewport()
        shot(tab, "journeys7-phone-after-send")
        # The reply's own button still takes the writer to the change.
        reply.get_by_role("button", name="Show changes (V2)").tap()
        expect(tab.locator("#article-body .change").first).to_be_in_viewport()
    finally:
        context.close()


def test_on_a_phone_back_closes_the_history_drawer_before_leaving_the_article(
    browser: Any, redline: Redline
) -> None:
    made = redline.create_article("Council notes, history on a phone", COUNCIL)
    redline.send(made["id"], 'Replace "twenty" with "thirty"')
    context = phone_context(browser, redline)
    try:
        tab = context.new_page()
        tab.goto("/")
        tab.wait_for_selector("body[data-ready='1']")
        tab.locator(f"tr[data-content-id='{made['id']}'] .article-link").tap()
        tab.wait_for_selector("body[data-ready='1']")
        article_url = tab.url
        tab.locator("#history-toggle").tap()
        expect(tab.locator("#history")).to_be_visible()
        tab.go_back()
        expect(tab.locator("#history")).to_be_hidden()
        assert tab.url == article_url
        expect(tab.locator("#history-toggle")).to_have_attribute("aria-expanded", "false")
        # Closed with its own button, the drawer leaves no step behind: Back leaves at once.
        tab.locator("#history-toggle").tap()
        expect(tab.locator("#history")).to_be_visible()
        tab.locator("#history-close").tap()
        expect(tab.locator("#history")).to_be_hidden()
        tab.wait_for_function("() => history.state?.redlineDrawer !== 'history'")
        tab.go_back()
        tab.wait_for_url(redline.url + "/")
        # Forward returns to the article, drawer closed, and Back still goes home.
        tab.go_forward()
        tab.wait_for_selector("body[data-ready='1']")
        expect(tab.locator("#history")).to_be_hidden()
    finally:
        context.close()


def test_on_a_phone_a_very_long_title_leaves_its_card_and_article_readable(
    browser: Any, redline: Redline
) -> None:
    title = ("A very long headline about the city council budget meeting " * 9)[:500].strip()
    made = redline.create_article(title, "Short body for a long headline.")
    context = phone_context(browser, redline)
    try:
        tab = context.new_page()
        tab.goto("/")
        tab.wait_for_selector("body[data-ready='1']")
        row = tab.locator(f"tr[data-content-id='{made['id']}']")
        link = row.locator(".article-link")
        line = float(link.evaluate("(a) => parseFloat(getComputedStyle(a).lineHeight)"))
        assert link.bounding_box()["height"] <= 3.5 * line, "the title fills the card"
        # The whole title is still the link's name, for a screen reader and for search.
        assert link.evaluate("(a) => a.textContent") == title
        row.get_by_role("button", name="Move to trash").scroll_into_view_if_needed()
        assert row.bounding_box()["height"] < 844 / 2
        shot(tab, "journeys7-phone-long-title-home")
        link.tap()
        tab.wait_for_selector("body[data-ready='1']")
        expect(tab.locator("#article-title")).to_have_text(title)
        # The article's text starts on the first screen, under the whole headline.
        expect(tab.locator("#article-body p").first).to_be_in_viewport()
        shot(tab, "journeys7-phone-long-title-article")
    finally:
        context.close()


def test_offline_a_send_says_so_and_a_reply_being_written_says_it_will_show(
    page: Any, redline: Redline
) -> None:
    made = redline.create_article("Council notes, offline", COUNCIL)
    open_article(page, made["id"])
    page.context.set_offline(True)
    try:
        page.fill("#message", 'Replace "twenty" with "thirty"')
        page.locator("#message").press("Enter")
        failed = page.locator("#messages > li").last
        expect(failed).to_contain_text("You are offline")
        expect(page.locator("#message")).to_have_value('Replace "twenty" with "thirty"')
    finally:
        page.context.set_offline(False)
    failed.get_by_role("button", name="Retry").click()
    expect(page.locator("#article-version")).to_have_text("V2")
    wait_for_reply(page)
    # Offline while the model writes: the writer is told where the reply will be.
    redline.stub.enqueue(
        "Paragraph 1: the council met.",
        stream_chunks=["Paragraph 1: ", "the council met."],
        chunk_delay=1.5,
    )
    page.fill("#message", "shorten paragraph 1")
    page.locator("#message").press("Enter")
    expect(page.locator("#transcript .msg.pending")).to_have_count(1)
    page.context.set_offline(True)
    try:
        expect(page.locator("#status")).to_contain_text("You are offline")
    finally:
        page.context.set_offline(False)
    expect(page.locator("#article-version")).to_have_text("V3")


def test_an_esc_that_cancels_a_pinyin_composition_keeps_the_history_drawer_and_comment(
    page: Any, redline: Redline
) -> None:
    made = redline.create_article("秋天的公园（评论）", "公园里有十五棵银杏树。")
    redline.send(made["id"], "把“十五”改成“五十”")
    open_article(page, made["id"])
    page.click("#history-toggle")
    expect(page.locator("#history")).to_be_visible()
    page.locator("#history").get_by_role("button", name="Comment").first.click()
    box = page.locator("#history textarea").first
    box.fill("改得好，")
    # A real composition (through the browser's IME interface), then Esc to drop the pinyin.
    session = page.context.new_cdp_session(page)
    session.send("Input.imeSetComposition", {"text": "hao", "selectionStart": 3, "selectionEnd": 3})
    page.keyboard.press("Escape")
    expect(page.locator("#history")).to_be_visible()
    expect(box).to_be_visible()
    assert box.input_value().startswith("改得好，")
    # The IME drops the pinyin; then a plain Esc still closes the drawer.
    session.send("Input.imeSetComposition", {"text": "", "selectionStart": 0, "selectionEnd": 0})
    page.keyboard.press("Escape")
    expect(page.locator("#history")).to_be_hidden()
    expect(page.locator("#history-toggle")).to_be_focused()


OFF_THE_RIGHT = """(width) => [...document.querySelectorAll('body *')]
    .filter((e) => { const r = e.getBoundingClientRect();
        return r.width > 0 && r.right > width + 1 && !e.closest('.visually-hidden, .skip-link'); })
    .slice(0, 6).map((e) => e.tagName + '#' + e.id + '.' + e.className)"""


def test_on_a_phone_with_text_twice_as_large_nothing_runs_off_the_right(
    browser: Any, redline: Redline
) -> None:
    made = redline.create_article("Council notes, large text", COUNCIL)
    redline.send(made["id"], 'Replace "twenty" with "thirty"')
    context = phone_context(browser, redline)
    # The phone's text size at 200 % (an accessibility setting), as the page's root font size.
    context.add_init_script(
        "document.addEventListener('DOMContentLoaded', () =>"
        " document.documentElement.style.fontSize = '200%')"
    )
    try:
        tab = context.new_page()
        persona = redline.call("GET", "/api/personas")[0]["id"]
        pages = {
            "article": f"/articles/{made['id']}",
            "home": "/",
            "persona": f"/personas/{persona}",
            "desk": "/desk",
        }
        for name, path in pages.items():
            tab.goto(path)
            tab.wait_for_selector("body[data-ready='1']")
            assert tab.evaluate(OFF_THE_RIGHT, 390) == [], path
            # The buttons and the chat grow with the text, not only the headings.
            size = tab.evaluate(
                "parseFloat(getComputedStyle(document.querySelector('button')).fontSize)"
            )
            assert size >= 28, f"{path}: buttons stay at {size}px with text at 200 %"
            shot(tab, f"journeys7-phone-large-text-{name}")
    finally:
        context.close()


def test_a_new_article_can_be_made_from_the_keyboard_with_ctrl_enter(
    page: Any, redline: Redline
) -> None:
    page.goto("/")
    page.wait_for_selector("body[data-ready='1']")
    page.locator("#create-title").fill("键盘写的文章")
    body = page.locator("#create-body")
    body.fill("第一段。\n\n第二段有十五个字。")
    body.press("Control+Enter")
    page.wait_for_url("**/articles/**")
    page.wait_for_selector("body[data-ready='1']")
    expect(page.locator("#article-title")).to_have_text("键盘写的文章")
    expect(page.locator("#message")).to_be_focused()
    # Without a title the browser's own check speaks; nothing is made.
    page.goto("/")
    page.wait_for_selector("body[data-ready='1']")
    rows = page.locator("tr[data-content-id]").count()
    page.locator("#create-body").fill("没有标题的文章。")
    page.locator("#create-body").press("Control+Enter")
    expect(page.locator("#create-title")).to_be_focused()
    assert page.evaluate("document.querySelector('#create-title').validity.valueMissing")
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    expect(page.locator("tr[data-content-id]")).to_have_count(rows)


def test_back_to_the_desk_shows_the_filters_the_list_was_made_with(
    page: Any, redline: Redline
) -> None:
    council = redline.create_article("Council notes for the desk", COUNCIL)
    redline.send(council["id"], 'Replace "twenty" with "thirty"')
    park = redline.create_article("公园（编辑台）", "公园里有十五棵银杏树。")
    redline.send(park["id"], "把“十五”改成“五十”")
    page.goto("/desk")
    page.wait_for_selector("body[data-ready='1']")
    # Chosen but not applied with Show: the list is still every article's.
    page.select_option("#filter-article", park["id"])
    page.locator(f"main a[href='/articles/{council['id']}']").first.click()
    page.wait_for_selector("body[data-ready='1'][data-content-id]")
    page.go_back()
    page.wait_for_selector("body[data-ready='1']")
    expect(page.locator(f"main a[href='/articles/{council['id']}']").first).to_be_visible()
    expect(page.locator("#filter-article")).to_have_value("")
    # Applied with Show, the filter comes back with its list.
    page.select_option("#filter-article", park["id"])
    page.get_by_role("button", name="Show", exact=True).click()
    expect(page.locator(f"main a[href='/articles/{council['id']}']")).to_have_count(0)
    page.locator(f"main a[href='/articles/{park['id']}']").first.click()
    page.wait_for_selector("body[data-ready='1'][data-content-id]")
    page.go_back()
    page.wait_for_selector("body[data-ready='1']")
    expect(page.locator("#filter-article")).to_have_value(park["id"])
    expect(page.locator(f"main a[href='/articles/{council['id']}']")).to_have_count(0)


def test_on_a_phone_scrolling_the_history_drawer_leaves_the_page_behind_it_still(
    browser: Any, redline: Redline
) -> None:
    made = redline.create_article("Many versions on a phone", "We waited twenty minutes.")
    for n in range(12):
        old, new = ("twenty", "thirty") if n % 2 == 0 else ("thirty", "twenty")
        redline.send(made["id"], f'Replace "{old}" with "{new}"')
    context = phone_context(browser, redline)
    try:
        tab = context.new_page()
        open_article(tab, made["id"])
        tab.locator("#history-toggle").tap()
        expect(tab.locator("#history .hist-row")).to_have_count(13)
        before = tab.evaluate("scrollY")
        # On the shaded strip beside the drawer, then through the drawer past its end.
        tab.mouse.move(10, 400)
        tab.mouse.wheel(0, 1500)
        tab.mouse.move(250, 400)
        last = tab.locator("#history .hist-row").last
        shown = "el => { const r = el.getBoundingClientRect(); return r.bottom <= innerHeight + 1 }"
        for _ in range(16):  # a loaded machine scrolls a wheel's turn late: turn until it shows
            tab.mouse.wheel(0, 2500)
            tab.wait_for_timeout(150)
            if last.evaluate(shown):
                break
        expect(last).to_be_in_viewport()
        tab.wait_for_function("() => document.querySelector('#history').scrollTop > 0")
        assert tab.evaluate("scrollY") == before, "the article scrolled behind the drawer"
        tab.keyboard.press("Escape")
        expect(tab.locator("#history")).to_be_hidden()
    finally:
        context.close()


def test_rejecting_a_preference_is_asked_twice_and_esc_keeps_it(
    page: Any, redline: Redline
) -> None:
    persona = redline.call("POST", "/api/personas", {"name": "拒绝要问两次"})
    body = "今天天气很好。\n\n我们去了公园。"
    article = redline.create_article("周末（偏好）", body, persona_id=persona["id"])
    redline.stub.enqueue(reply=f"周末（偏好）\n\n{body}")
    redline.send(article["id"], "以后别用表情符号")

    def preferences() -> list[dict]:
        return redline.call("GET", f"/api/personas/{persona['id']}")["preferences"]

    deadline = time.monotonic() + 8  # preferences are learned just after the reply
    while not preferences() and time.monotonic() < deadline:
        time.sleep(0.1)
    page.goto(f"/personas/{persona['id']}")
    page.wait_for_selector("body[data-ready='1']")
    (emoji,) = preferences()
    item = page.locator(f"li.pref[data-pref-id='{emoji['id']}']")
    reject = item.get_by_role("button", name="Reject:")
    reject.click()
    expect(item).to_contain_text("Undo takes it back")  # test_journeys8
    expect(item.get_by_role("button", name="Reject it")).to_be_focused()
    page.keyboard.press("Escape")  # changed their mind
    expect(reject).to_be_focused()
    assert preferences()[0]["state"] == "active"
    reject.press("Enter")
    item.get_by_role("button", name="Keep it").click()
    expect(reject).to_be_focused()
    assert preferences()[0]["state"] == "active"
    reject.click()
    item.get_by_role("button", name="Reject it").press("Enter")
    expect(item).to_have_attribute("data-state", "rejected")
    assert preferences()[0]["state"] == "rejected"


SELECT_WHOLE_BODY = """() => {
    const range = document.createRange();
    range.selectNodeContents(document.querySelector('#article-body'));
    getSelection().removeAllRanges();
    getSelection().addRange(range);
}"""


def clipboard_becomes(page: Any, text: str) -> str:
    """The clipboard's text once it reads `text`, or what it reads after 8 s of polling."""
    deadline = time.monotonic() + 8
    while (now := page.evaluate("navigator.clipboard.readText()")) != text:
        if time.monotonic() > deadline:
            break
        page.wait_for_timeout(50)
    return str(now)


def test_copying_from_the_marked_up_text_copies_the_words_not_the_marks(
    page: Any, redline: Redline
) -> None:
    made = redline.create_article("Copy me", "We waited twenty minutes.\n\n公园里有十五棵银杏树。")
    redline.send(made["id"], 'Replace "twenty" with "thirty"')
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    open_article(page, made["id"])
    expect(page.locator("#article-body del")).to_have_text("twenty")
    expected = {
        "markup": "We waited thirty minutes.\n\n公园里有十五棵银杏树。",
        "final": "We waited thirty minutes.\n\n公园里有十五棵银杏树。",
        "original": "We waited twenty minutes.\n\n公园里有十五棵银杏树。",
    }
    for view, text in expected.items():
        page.check(f"input[name=view][value={view}]")
        page.evaluate(SELECT_WHOLE_BODY)
        page.keyboard.press("Control+C")
        assert clipboard_becomes(page, text) == text, view
    # Part of one paragraph, across the change: only those words.
    page.check("input[name=view][value=markup]")
    page.evaluate(
        """() => {
            const p = document.querySelector('#article-body p');
            const range = document.createRange();
            range.setStart(p.firstChild, 3);
            range.setEndAfter(p.querySelector('.change'));
            getSelection().removeAllRanges();
            getSelection().addRange(range);
        }"""
    )
    page.keyboard.press("Control+C")
    assert clipboard_becomes(page, "waited thirty") == "waited thirty"


def test_leaving_the_page_with_a_hand_edit_not_saved_asks_first(
    page: Any, redline: Redline
) -> None:
    made = redline.create_article("Hand edit", "We waited twenty minutes.\n\nThe bus never came.")
    open_article(page, made["id"])
    kinds: list[str] = []
    page.on("dialog", lambda dialog: kinds.append(dialog.type))  # the fixture dismisses it
    page.click("#edit-article")
    page.locator("#edit-body").press("End")
    page.keyboard.type(" It rained all day.")
    with page.expect_event("dialog"):
        page.get_by_role("link", name="Articles").click()
    expect(page.locator("#edit-body")).to_have_value(
        "We waited twenty minutes.\n\nThe bus never came. It rained all day."
    )
    assert kinds == ["beforeunload"], kinds
    assert f"/articles/{made['id']}" in page.url
    # Saved, the page is left freely.
    page.click("#save-article")
    expect(page.locator("#article-version")).to_have_text("V2")
    page.get_by_role("link", name="Articles").click()
    page.wait_for_url(redline.url + "/")
    assert kinds == ["beforeunload"], kinds


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_printed_version_shows_its_marks_in_ink_whatever_the_screens_scheme(
    browser: Any, redline: Redline, scheme: str
) -> None:
    made = redline.create_article(f"Printed marks {scheme}", "We waited twenty minutes.")
    redline.send(made["id"], 'Replace "twenty" with "thirty"')
    context = browser.new_context(color_scheme=scheme, base_url=redline.url)
    try:
        tab = context.new_page()
        open_article(tab, made["id"])
        # The marks come with the change bar, fetched just after the page is ready.
        expect(tab.locator("#article-body ins")).to_have_text("thirty")
        tab.emulate_media(media="print", color_scheme=scheme)
        for mark in ("ins", "del"):
            red, green, blue = tab.evaluate(
                """(mark) => getComputedStyle(document.querySelector('#article-body ' + mark))
                    .color.match(/\\d+/g).slice(0, 3).map(Number)""",
                mark,
            )
            # Dark enough to read on white paper (backgrounds are not printed).
            assert max(red, green, blue) <= 0x80, (scheme, mark, red, green, blue)
    finally:
        context.close()


def test_on_a_phone_compare_in_history_shows_the_compared_change_in_the_text(
    browser: Any, redline: Redline
) -> None:
    made = redline.create_article("Compare on a phone", COUNCIL)
    redline.send(made["id"], 'Replace "Paragraph 7:" with "Seventh:"')
    redline.send(made["id"], 'Replace "Paragraph 8:" with "Eighth:"')
    context = phone_context(browser, redline)
    try:
        tab = context.new_page()
        open_article(tab, made["id"])
        tab.locator("#message").scroll_into_view_if_needed()
        tab.locator("#history-toggle").tap()
        expect(tab.locator("#history .hist-row")).to_have_count(3)
        tab.locator("#history").get_by_role("button", name="Compare", exact=True).tap()
        expect(tab.locator("#changes-heading")).to_have_text("Compare V2 → V3")
        expect(tab.locator("#changes-heading")).to_be_focused()
        expect(tab.locator("#article-body .change").first).to_be_in_viewport()
        expect(tab.locator("#article-body ins").first).to_have_text("Eighth")
    finally:
        context.close()
