"""Journeys an outside tester walked in session 8 that failed: undoing a decision on a learned
preference, dropping and pasting documents, Shift+arrow selection, right-to-left name boxes,
an editor's read-only panel, a sign-in that ended, and smaller panel mishaps."""

import base64
import re
import time
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from app.main import create_app
from app.settings import Settings
from app.testing.live_server import LiveServer
from tests.browser.conftest import PASTE, Redline, open_article, shot
from tests.browser.newsroom import Newsroom, as_person, serving

pytestmark = pytest.mark.browser
expect.set_options(timeout=8000)

BUS = "We waited twenty minutes.\n\nThe bus never came.\n\nWe walked home in the rain."


def wait_for_reply(page: Any) -> None:
    """The turn is over: Send is Send again and the conversation is not busy."""
    page.wait_for_function(
        "() => document.querySelector('#send').dataset.mode === 'send'"
        " && document.querySelector('#transcript').getAttribute('aria-busy') !== 'true'"
    )


def learned_preferences(redline: Redline, persona_id: str) -> list[dict]:
    """The persona's preferences once the message's learning has been saved (just after the
    reply)."""
    deadline = time.monotonic() + 8
    while time.monotonic() < deadline:
        found = redline.call("GET", f"/api/personas/{persona_id}")["preferences"]
        if found:
            return found
        time.sleep(0.1)
    raise AssertionError("nothing was learned")


def test_a_rejected_preference_comes_back_with_undo_and_a_confirm_can_be_undone(
    page: Any, redline: Redline
) -> None:
    persona = redline.call("POST", "/api/personas", {"name": "撤销 Una"})
    body = "今天天气很好。\n\n我们去了公园。"
    article = redline.create_article("偏好撤销", body, persona_id=persona["id"])
    redline.stub.enqueue(reply=f"偏好撤销\n\n{body}")
    redline.send(article["id"], "以后别用表情符号")
    (learned,) = learned_preferences(redline, persona["id"])
    page.goto(f"/personas/{persona['id']}")
    page.wait_for_selector("body[data-ready='1']")
    item = page.locator(f"li.pref[data-pref-id='{learned['id']}']")
    item.get_by_role("button", name="Reject:").click()
    item.get_by_role("button", name="Reject it").click()
    expect(item).to_have_attribute("data-state", "rejected")
    undo = item.get_by_role("button", name="Undo")
    expect(undo).to_be_focused()  # the one thing the writer may want next
    undo.press("Enter")
    expect(item).to_have_attribute("data-state", "active")
    expect(page.locator("#status")).to_contain_text("back as it was")
    expect(item.get_by_role("button", name="Undo")).to_have_count(0)  # an undo is not undone
    (back,) = redline.call("GET", f"/api/personas/{persona['id']}")["preferences"]
    assert (back["state"], back["confidence"]) == ("active", learned["confidence"])
    item.get_by_role("button", name="Confirm").click()
    expect(page.locator("#status")).to_have_text("Preference confirmed.")
    item.get_by_role("button", name="Undo").click()
    expect(page.locator("#status")).to_contain_text("back as it was")
    (again,) = redline.call("GET", f"/api/personas/{persona['id']}")["preferences"]
    assert again["confidence"] == learned["confidence"]
    shot(page, "journeys8-preference-undo")


DROP = """async ([name, data, type, selector]) => {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], name, { type }));
    const target = document.querySelector(selector);
    for (const kind of ["dragenter", "dragover", "drop"]) {
        const init = { dataTransfer: transfer, bubbles: true, cancelable: true };
        target.dispatchEvent(new DragEvent(kind, init));
    }
}"""


def drop_file(page: Any, name: str, data: bytes, kind: str, selector: str = "main") -> None:
    page.evaluate(DROP, [name, base64.b64encode(data).decode(), kind, selector])


DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"


def test_a_markdown_or_word_file_dropped_on_the_list_fills_the_new_article(
    page: Any, redline: Redline
) -> None:
    source = redline.create_article("秋天的公园", "公园里有十五棵银杏树。\n\nThe second paragraph.")
    with urllib.request.urlopen(
        f"{redline.url}/articles/{source['id']}/download?format=docx"
    ) as response:
        docx = response.read()
    page.goto("/")
    page.wait_for_selector("#create-body")
    drop_file(page, "公园.docx", docx, DOCX)
    expect(page.locator("#create-title")).to_have_value("秋天的公园")
    expect(page.locator("#create-body")).to_have_value(
        "公园里有十五棵银杏树。\n\nThe second paragraph."
    )
    expect(page.locator("#create-title")).to_be_focused()
    drop_file(page, "notes.md", b"# Spring notes\n\nBuds on the elm.", "text/markdown")
    expect(page.locator("#create-title")).to_have_value("Spring notes")
    expect(page.locator("#create-body")).to_have_value("Buds on the elm.")
    drop_file(page, "photo.png", b"\x89PNG\r\n\x1a\n\0\0", "image/png")
    expect(page.locator("#create-status")).to_contain_text("photo.png is not a text file")
    expect(page.locator("#create-body")).to_have_value("Buds on the elm.")
    assert page.url.rstrip("/") == redline.url.rstrip("/")  # still on the list
    # On an article, a dropped file does not take the writer away from the panel.
    open_article(page, source["id"])
    drop_file(page, "notes.md", b"# x", "text/markdown", "#article-body")
    expect(page.locator("#status")).to_contain_text("drop it on the list of articles")
    assert "/articles/" in page.url


WORD_HTML = (
    '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}'
    "</style></head><body><!--StartFragment--><p class=MsoNormal "
    'style="mso-margin-top-alt:auto">First paragraph from   Word.<o:p></o:p></p>'
    "<p class=MsoNormal><o:p>&nbsp;</o:p></p><p class=MsoNormal>Second&nbsp;paragraph, "
    "第二段。<o:p></o:p></p><!--EndFragment--></body></html>"
)
WORD_TEXT = "First paragraph from Word.\r\n\r\nSecond paragraph, 第二段。\r\n"
DOCS_HTML = (
    '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-12ab">'
    '<p dir="ltr"><span style="font-size:11pt">Docs first paragraph.</span></p><br>'
    '<ul><li dir="ltr"><p dir="ltr"><span>Apples</span></p></li><li dir="ltr"><p dir="ltr">'
    '<span>Pears</span></p></li></ul><p dir="ltr"><span>Docs last paragraph.</span></p></b>'
)
DOCS_TEXT = "Docs first paragraph.\nApples\nPears\nDocs last paragraph."


def test_text_pasted_from_word_or_google_docs_keeps_its_paragraphs(
    page: Any, redline: Redline
) -> None:
    page.goto("/")
    page.wait_for_selector("#create-body")
    page.evaluate(PASTE, [DOCS_HTML, DOCS_TEXT, "#create-body"])
    expect(page.locator("#create-body")).to_have_value(
        "Docs first paragraph.\n\n- Apples\n- Pears\n\nDocs last paragraph."
    )
    article = redline.create_article("Pasted", BUS)
    open_article(page, article["id"])
    page.click("#edit-article")
    page.fill("#edit-body", "")
    page.evaluate(PASTE, [WORD_HTML, WORD_TEXT, "#edit-body"])
    expect(page.locator("#edit-body")).to_have_value(
        "First paragraph from Word.\n\nSecond paragraph, 第二段。"
    )
    # Word's inline styles were never parsed into the page (the CSP would report each one).
    assert not [e for e in page.probe.console_errors if "Content Security Policy" in e]


def test_shift_arrow_keys_select_text_in_the_article_for_the_next_suggestion(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Keyboard selection", BUS)
    open_article(page, article["id"])
    second = page.locator("#article-body p").nth(1)
    box = second.bounding_box()
    page.mouse.click(box["x"] + 1, box["y"] + box["height"] / 2)
    for _ in range(7):
        page.keyboard.press("Shift+ArrowRight")
    expect(page.locator("#selection-text")).to_have_text("Applies to the selection: “The bus”")
    page.locator("#clear-selection").click()
    expect(page.locator("#selection-chip")).to_be_hidden()
    # Keyboard only: Tab reaches the text, Ctrl+Shift+Right selects word by word.
    page.locator("#article-body").focus()
    page.keyboard.press("Control+Shift+ArrowRight")
    page.keyboard.press("Control+Shift+ArrowRight")
    expect(page.locator("#selection-text")).to_have_text("Applies to the selection: “We waited”")
    redline.stub.enqueue(reply="We stood")  # a selection is rewritten by the model
    page.fill("#message", "say stood, not waited")
    page.locator("#message").press("Enter")
    expect(page.locator("#article-version")).to_have_text("V2")
    assert redline.call("GET", f"/api/contents/{article['id']}")["body"].startswith(
        "We stood twenty minutes."
    )


def test_a_long_title_is_shortened_in_the_loaded_line(page: Any, redline: Redline) -> None:
    title = " ".join(["A very long title about the council budget"] * 7)
    fresh = redline.create_article(title, BUS)
    talked = redline.create_article(title, BUS)
    redline.send(talked["id"], 'Replace "twenty" with "thirty"')
    for article in (fresh, talked):
        open_article(page, article["id"])
        line = page.locator("li.msg-system").first
        expect(line).to_contain_text("Loaded «A very long title")
        expect(line).to_contain_text("…». Tell me what to change.")
        assert len(line.inner_text()) < 140
        expect(line.locator(".msg-text")).to_have_attribute("title", re.compile(re.escape(title)))
        expect(page.locator("#article-title")).to_have_text(title)


def test_a_restore_can_be_undone_from_the_chat(page: Any, redline: Redline) -> None:
    article = redline.create_article("Restore by mistake", BUS)
    redline.send(article["id"], 'Replace "twenty" with "thirty"')
    open_article(page, article["id"])
    page.click("#history-toggle")
    page.locator(".hist-restore[aria-label='Restore V1']").click()
    expect(page.locator("#article-version")).to_have_text("V3")
    page.keyboard.press("Escape")
    restored = page.locator("li.msg[data-role='event']").last
    expect(restored).to_contain_text("Restored V1")
    restored.get_by_role("button", name=re.compile("Undo this edit")).click()
    expect(page.locator("#article-version")).to_have_text("V4")
    assert redline.call("GET", f"/api/contents/{article['id']}")["body"].startswith(
        "We waited thirty minutes."
    )


def test_history_that_failed_to_load_offers_try_again(page: Any, redline: Redline) -> None:
    article = redline.create_article("History fails once", BUS)
    redline.send(article["id"], 'Replace "twenty" with "thirty"')
    open_article(page, article["id"])
    page.route(
        "**/history",
        lambda route: route.fulfill(
            status=500,
            body='{"status_code": 500, "detail": "Internal Server Error"}',
            content_type="application/json",
        ),
    )
    page.click("#history-toggle")
    expect(page.locator("#history-tree [role='alert']")).to_contain_text(
        "Could not load the history"
    )
    page.unroute("**/history")
    page.get_by_role("button", name="Try again").click()
    expect(page.locator("#history .hist-row")).to_have_count(2)


def test_comparing_a_version_with_itself_says_so(page: Any, redline: Redline) -> None:
    article = redline.create_article("Compare with itself", BUS)
    redline.send(article["id"], 'Replace "twenty" with "thirty"')
    open_article(page, article["id"])
    page.click("#history-toggle")
    page.select_option("#compare-from", "2")
    page.select_option("#compare-to", "2")
    page.click(".compare-go")
    expect(page.locator("#changes-note")).to_contain_text("V2 beside itself")
    expect(page.locator("#changes-note")).not_to_contain_text("this edit")


HEBREW = "שלום עולם"


def test_home_rename_and_search_boxes_take_the_direction_of_hebrew(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("מאמר בעברית", BUS)
    page.goto("/")
    page.fill("#search-articles", HEBREW)
    direction = "(e) => getComputedStyle(e).direction"
    assert page.locator("#search-articles").evaluate(direction) == "rtl"
    row = page.locator(f"tr[data-content-id='{article['id']}']")
    row.locator(".rename-article").click()
    box = row.locator(".rename-form input")
    assert box.evaluate(direction) == "rtl"
    box.fill("An English title")
    assert box.evaluate(direction) == "ltr"


@pytest.fixture(scope="module")
def newsroom(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Newsroom]:
    with serving(tmp_path_factory.mktemp("journeys8-newsroom")) as running:
        yield running


def test_an_editor_reads_an_article_without_controls_the_server_would_refuse(
    browser: Any, newsroom: Newsroom
) -> None:
    article, _ = newsroom.edited_article("Harbour", BUS, 'Replace "twenty" with "thirty"')
    page = as_person(browser, newsroom, "editor")
    try:
        open_article(page, article["id"])
        expect(page.locator("#read-only-note")).to_contain_text("Editors read and restore")
        refused = ("#composer", "#edit-article", "#next-edit", ".edit-message", ".regenerate")
        for control in (*refused, ".undo-edit"):
            expect(page.locator(control).first).to_be_hidden()
        # What an editor may do is still there.
        expect(page.locator("#history-toggle")).to_be_visible()
        page.click("#history-toggle")
        expect(page.locator(".hist-restore[aria-label='Restore V1']")).to_be_visible()
        assert not page.errors
    finally:
        page.context.close()


PASSWORD = "长长的密码 long enough"


@pytest.fixture(scope="module")
def signed_in_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str]]:
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None,
        data_dir=tmp_path_factory.mktemp("journeys8-team"),
        style_llm_extraction=False,
    )
    app = create_app(settings)
    app.state["accounts"].add_user("Wanda", PASSWORD, ["writer"])
    with LiveServer(app) as server:
        yield server.url, "Wanda"


def test_a_send_after_the_sign_in_ended_says_to_sign_in_again_and_keeps_the_text(
    browser: Any, signed_in_app: tuple[str, str]
) -> None:
    url, name = signed_in_app
    context = browser.new_context(viewport={"width": 1280, "height": 860}, base_url=url)
    context.set_default_timeout(20000)
    page = context.new_page()
    try:
        page.goto("/")
        page.fill("#login-name", name)
        page.get_by_label("Password").fill(PASSWORD)
        page.get_by_role("button", name="Sign in").click()
        page.fill("#create-title", "Harbour")
        page.fill("#create-body", BUS)
        page.get_by_role("button", name="Create").click()
        # The home page is ready too: wait for the article's panel, or Enter may be pressed
        # before its script listens (CI once sent nothing this way).
        # A page load after a create, not a reaction on one page: the context's 8 s was once
        # too short for it at the end of a loaded CI run, so this one wait gets 30 s.
        page.wait_for_selector("body[data-page='article'][data-ready='1']", timeout=30_000)
        page.fill("#message", 'Replace "twenty" with "ten"')
        context.clear_cookies()  # signed out in another tab, or the sign-in expired
        page.locator("#message").press("Enter")
        expect(page.locator("li.msg-assistant").last).to_contain_text("no longer signed in")
        expect(page.locator("li.msg-assistant").last).to_contain_text("Reload the page")
        expect(page.locator("#message")).to_have_value('Replace "twenty" with "ten"')
    finally:
        context.close()


@pytest.mark.parametrize(
    ("status", "body", "kind"),
    [
        (500, '{"status_code": 500, "detail": "Internal Server Error"}', "application/json"),
        (502, "<html><body><h1>502 Bad Gateway</h1>nginx</body></html>", "text/html"),
    ],
)
def test_a_server_failure_on_send_is_said_in_words_and_the_message_kept(
    page: Any, redline: Redline, status: int, body: str, kind: str
) -> None:
    article = redline.create_article(f"Server fails {status}", BUS)
    open_article(page, article["id"])
    page.route(
        "**/api/chat/send**",
        lambda route: route.fulfill(status=status, body=body, content_type=kind),
    )
    page.fill("#message", 'Replace "twenty" with "thirty"')
    page.locator("#message").press("Enter")
    reply = page.locator("li.msg-assistant").last
    expect(reply).to_contain_text(f"The server could not do this (error {status}). Try again")
    expect(page.locator("#message")).to_have_value('Replace "twenty" with "thirty"')


def test_a_long_press_selection_on_a_phone_limits_the_next_suggestion(
    browser: Any, redline: Redline
) -> None:
    article = redline.create_article("Long press", BUS)
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, base_url=redline.url, is_mobile=True, has_touch=True
    )
    context.set_default_timeout(20000)
    page = context.new_page()
    try:
        open_article(page, article["id"])
        # A long press: the finger goes down, the phone takes the gesture over (pointercancel,
        # no pointerup) and draws a selection around the word.
        page.evaluate(
            """() => {
                const text = document.querySelector('#article-body p').firstChild;
                const at = { bubbles: true, button: 0, pointerType: 'touch', isPrimary: true };
                text.parentElement.dispatchEvent(new PointerEvent('pointerdown', at));
                text.parentElement.dispatchEvent(new PointerEvent('pointercancel', at));
                const range = document.createRange();
                range.setStart(text, 10);
                range.setEnd(text, 16);
                getSelection().removeAllRanges();
                getSelection().addRange(range);
            }"""
        )
        expect(page.locator("#selection-text")).to_have_text("Applies to the selection: “twenty”")
    finally:
        context.close()


def test_a_preference_decided_in_another_tab_is_shown_as_it_now_stands(
    page: Any, redline: Redline
) -> None:
    persona = redline.call("POST", "/api/personas", {"name": "两个标签页"})
    body = "今天天气很好。\n\n我们去了公园。"
    article = redline.create_article("偏好两页", body, persona_id=persona["id"])
    redline.stub.enqueue(reply=f"偏好两页\n\n{body}")
    redline.send(article["id"], "以后别用表情符号")
    (learned,) = learned_preferences(redline, persona["id"])
    page.goto(f"/personas/{persona['id']}")
    page.wait_for_selector("body[data-ready='1']")
    # Rejected in another tab meanwhile.
    redline.call(
        "PATCH", f"/api/personas/{persona['id']}/preferences/{learned['id']}", {"action": "reject"}
    )
    item = page.locator(f"li.pref[data-pref-id='{learned['id']}']")
    item.get_by_role("button", name="Confirm").click()
    expect(page.locator("#status")).to_contain_text("This preference is rejected")
    expect(item).to_have_attribute("data-state", "rejected")
    # Only what still works: Undo of that decision (test_journeys9).
    expect(item.get_by_role("button")).to_have_count(1)
    expect(item.get_by_role("button", name="Undo")).to_be_visible()


# The server's stream closes a moment after the reply's last event (a loaded machine): the
# new version already shows while the turn is still ending.
SLOW_STREAM_END = """
const realFetch = window.fetch;
window.fetch = async (...args) => {
    const response = await realFetch(...args);
    if (!String(args[0]).includes("/api/chat/send") || !response.body) return response;
    const reader = response.body.getReader();
    const body = new ReadableStream({
        async pull(controller) {
            const { done, value } = await reader.read();
            if (done) {
                await new Promise((resolve) => setTimeout(resolve, 1500));
                controller.close();
            } else {
                controller.enqueue(value);
            }
        },
    });
    return new Response(body, { status: response.status, headers: response.headers });
};
"""


def test_a_suggestion_sent_while_the_last_reply_is_wrapping_up_goes_once_it_ends(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Quick typist", "We walked for day 0 of the trip.")
    page.add_init_script(SLOW_STREAM_END)
    open_article(page, article["id"])
    page.fill("#message", 'Replace "day 0 " with "day 1 "')
    page.locator("#message").press("Enter")
    expect(page.locator("#article-version")).to_have_text("V2")
    page.fill("#message", 'Replace "day 1 " with "day 2 "')
    page.locator("#message").press("Enter")  # the turn has not quite ended
    expect(page.locator("#status")).to_contain_text("goes as soon as this reply is saved")
    expect(page.locator("#article-version")).to_have_text("V3")
    expect(page.locator("#message")).to_have_value("")
    assert "day 2 of the trip" in redline.call("GET", f"/api/contents/{article['id']}")["body"]
