"""Journeys an outside tester walked in session 9 that failed: Undo of a preference decision
after a reload, the welcome line after a rename, Word text boxes, catching up after the
connection came back, copying a reply, an address for the open History, and API keys."""

import io
import re
import time
import zipfile
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from app.main import create_app
from app.settings import Settings
from app.testing.live_server import LiveServer
from tests.browser.conftest import Redline, open_article, shot
from tests.browser.test_journeys8 import DOCX, drop_file, learned_preferences, wait_for_reply

pytestmark = pytest.mark.browser
expect.set_options(timeout=8000)

BUS = "We waited twenty minutes.\n\nThe bus never came."


def send(page: Any, message: str) -> None:
    page.fill("#message", message)
    page.locator("#message").press("Enter")
    expect(page.locator("#send")).to_have_attribute("data-mode", "send")
    wait_for_reply(page)


@pytest.mark.parametrize("decision", ["confirm", "reject"])
def test_a_decision_on_a_preference_can_be_undone_after_a_reload(
    page: Any, redline: Redline, decision: str
) -> None:
    persona = redline.call("POST", "/api/personas", {"name": f"重载 {decision}"})
    body = "今天天气很好。\n\n我们去了公园。"
    article = redline.create_article("偏好重载", body, persona_id=persona["id"])
    redline.stub.enqueue(reply=f"偏好重载\n\n{body}")
    redline.send(article["id"], "以后别用表情符号")
    (learned,) = learned_preferences(redline, persona["id"])
    path = f"/api/personas/{persona['id']}/preferences/{learned['id']}"
    redline.call("PATCH", path, {"action": decision})  # decided, then the page was reloaded
    page.goto(f"/personas/{persona['id']}")
    page.wait_for_selector("body[data-ready='1']")
    item = page.locator(f"li.pref[data-pref-id='{learned['id']}']")
    item.get_by_role("button", name="Undo").click()
    expect(page.locator("#status")).to_contain_text("back as it was")
    expect(item).to_have_attribute("data-state", "active")
    expect(item.get_by_role("button", name="Undo")).to_have_count(0)  # an undo is not undone
    back = redline.call("GET", path)
    assert (back["state"], back["confidence"]) == ("active", learned["confidence"])
    # Once learning (or another decision) has changed it since, no stale Undo is offered.
    redline.call("PATCH", path, {"action": "confirm"})
    redline.call("PATCH", path, {"action": "edit", "statement": "不用表情符号"})
    redline.call("PATCH", path, {"action": "undo"})
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    expect(item.get_by_role("button", name="Confirm")).to_be_visible()
    expect(item.get_by_role("button", name="Undo")).to_have_count(0)


def test_the_welcome_line_names_the_article_as_it_was_loaded(page: Any, redline: Redline) -> None:
    # The conversation's V1 line names the title the article was loaded under (outside54 F21:
    # a V1 line naming a later title misread the history; a rename says itself in its own
    # line), through a rename by the chat, a reload and a rename made elsewhere.
    article = redline.create_article("Old name", BUS)
    open_article(page, article["id"])
    welcome = page.locator("#messages li.msg-system").first
    expect(welcome).to_contain_text("Loaded «Old name»")
    send(page, 'change the title to "Spring"')
    expect(page.locator("#article-title")).to_have_text("Spring")
    expect(welcome).to_contain_text("Loaded «Old name». Tell me what to change.")
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    expect(welcome).to_contain_text("Loaded «Old name»")
    # Renamed elsewhere (another tab, an API client): the heading follows, the V1 line stays.
    redline.call("PATCH", f"/api/contents/{article['id']}", {"title": "秋天的公园"})
    expect(page.locator("#article-title")).to_have_text("秋天的公园")
    expect(welcome).to_contain_text("Loaded «Old name». Tell me what to change.")
    expect(page.locator("#messages")).not_to_contain_text("«秋天的公园»")


def _docx_with_a_text_box() -> bytes:
    """A .docx as Word saves a text box: a drawing (mc:Choice) and its VML copy (mc:Fallback),
    both inside the paragraph that anchors it."""
    box = (
        "<w:txbxContent><w:p><w:r><w:t>Box line one.</w:t></w:r></w:p>"
        "<w:p><w:r><w:t>盒子里的第二行。</w:t></w:r></w:p></w:txbxContent>"
    )
    document = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
        ' xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"'
        ' xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"'
        ' xmlns:v="urn:schemas-microsoft-com:vml" mc:Ignorable="wps"><w:body>'
        '<w:p><w:pPr><w:pStyle w:val="Title"/></w:pPr><w:r><w:t>Harbour notes</w:t></w:r></w:p>'
        "<w:p><w:r><w:t>Before the box.</w:t></w:r>"
        '<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wps:wsp><wps:txbx>'
        f"{box}</wps:txbx></wps:wsp></w:drawing></mc:Choice><mc:Fallback><w:pict><v:shape>"
        f"<v:textbox>{box}</v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent>"
        "</w:r></w:p>"
        "<w:p><w:r><w:t>After the box.</w:t></w:r></w:p>"
        "</w:body></w:document>"
    )
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("[Content_Types].xml", "<Types/>")
        archive.writestr("word/document.xml", document)
    return buffer.getvalue()


def test_a_word_text_box_is_read_once(page: Any, redline: Redline) -> None:
    page.goto("/")
    page.wait_for_selector("#create-body")
    drop_file(page, "harbour.docx", _docx_with_a_text_box(), DOCX)
    expect(page.locator("#create-title")).to_have_value("Harbour notes")
    expect(page.locator("#create-body")).to_have_value(
        "Before the box.\n\nBox line one.\n\n盒子里的第二行。\n\nAfter the box."
    )


def test_back_online_the_panel_catches_up_and_keeps_the_half_typed_text(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Offline", BUS)
    open_article(page, article["id"])
    page.fill("#message", 'Replace "twenty" with "thirty"')
    page.context.set_offline(True)
    page.locator("#message").press("Enter")
    expect(page.locator("#messages")).to_contain_text("You are offline")
    # Meanwhile another tab renames it: this tab's events stream cannot hear it.
    redline.call("PATCH", f"/api/contents/{article['id']}", {"title": "Renamed meanwhile"})
    page.context.set_offline(False)
    expect(page.locator("#article-title")).to_have_text("Renamed meanwhile")
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(page.locator("#status")).to_contain_text("Back online — the article is now at V2")
    expect(page.locator("#message")).to_have_value('Replace "twenty" with "thirty"')
    page.locator("#message").press("Enter")
    expect(page.locator("li.msg-assistant").last).to_contain_text("V2→V3 saved")


SELECT_LAST_REPLY = """(nth) => {
    const reply = [...document.querySelectorAll('#messages li.msg-assistant')].at(nth);
    const range = document.createRange();
    range.setStartBefore(reply.querySelector('.msg-text'));
    range.setEndAfter(reply);
    getSelection().removeAllRanges();
    getSelection().addRange(range);
}"""


def _copied(page: Any) -> str:
    """Ctrl+C, then what the clipboard reads (emptied first: an earlier test's copy is not
    this one's)."""
    page.evaluate("() => navigator.clipboard.writeText('')")
    page.keyboard.press("Control+c")
    deadline = time.monotonic() + 8
    while not (now := page.evaluate("() => navigator.clipboard.readText()")):
        if time.monotonic() > deadline:
            break
        page.wait_for_timeout(50)
    return str(now)


def test_copying_a_reply_copies_its_words_not_its_buttons(page: Any, redline: Redline) -> None:
    article = redline.create_article("Copy", BUS)
    open_article(page, article["id"])
    send(page, 'Replace "twenty" with "thirty"')
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    # A drag from the reply's first word to past its last button, then Ctrl+C.
    page.evaluate(SELECT_LAST_REPLY, -1)
    copied = _copied(page)
    assert "“twenty” → “thirty”" in copied
    for label in ("Show changes", "Undo", "Regenerate", "Continue"):
        assert label not in copied, copied


def test_a_reply_being_selected_stays_selected_when_another_tab_adds_a_turn(
    page: Any, redline: Redline
) -> None:
    """The transcript is drawn anew when another tab's turn arrives (and late events of this
    tab's own turn do the same): the text the writer was selecting used to go, and Ctrl+C
    then copied nothing."""
    article = redline.create_article("Copy later", BUS)
    open_article(page, article["id"])
    send(page, 'Replace "twenty" with "thirty"')
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.evaluate(SELECT_LAST_REPLY, -1)
    redline.send(article["id"], 'Replace "bus" with "tram"')  # another tab
    expect(page.locator("li.msg-assistant")).to_have_count(2)
    expect(page.locator("li.msg-assistant").last).to_contain_text("V2→V3 saved")
    copied = _copied(page)
    assert "“twenty” → “thirty”" in copied, copied
    assert "tram" not in copied, copied


def test_the_address_of_an_open_history_opens_it_elsewhere(page: Any, redline: Redline) -> None:
    article = redline.create_article("Deep link", BUS)
    open_article(page, article["id"])
    send(page, 'Replace "twenty" with "thirty"')
    page.locator("#history-toggle").click()
    expect(page.locator("#history")).to_have_attribute("open", "")
    assert page.url.endswith(f"/articles/{article['id']}#history")
    other = page.context.new_page()
    other.goto(page.url)  # pasted into another tab, or sent to a colleague
    other.wait_for_selector("body[data-ready='1']")
    expect(other.locator("#history")).to_have_attribute("open", "")
    expect(other.locator("#history-tree")).to_contain_text("Restore V1")
    # Closing it takes the address back to the article; Back then leaves as before.
    page.keyboard.press("Escape")
    expect(page.locator("#history")).not_to_have_attribute("open", "")
    page.wait_for_function("() => location.hash === ''")
    other.keyboard.press("Escape")
    expect(other.locator("#history")).not_to_have_attribute("open", "")
    other.wait_for_function("() => location.hash === ''")
    assert re.search(r"/articles/\w+$", other.url)
    shot(other, "journeys9-history-address")


PASSWORD = "correct horse 9"


@pytest.fixture(scope="module")
def team(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None, data_dir=tmp_path_factory.mktemp("journeys9-team")
    )
    app = create_app(settings)
    app.state["accounts"].add_user("Ada", PASSWORD, ["admin", "writer"])
    app.state["accounts"].add_user("王小明", PASSWORD, ["writer"])
    with LiveServer(app) as server:
        yield server.url


def test_a_new_api_key_is_listed_copied_and_revoked_only_when_asked_twice(
    browser: Any, team: str
) -> None:
    context = browser.new_context(viewport={"width": 360, "height": 740}, base_url=team)
    context.set_default_timeout(20000)
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    page = context.new_page()
    try:
        page.goto("/accounts")
        page.fill("#login-name", "Ada")
        page.get_by_label("Password").fill(PASSWORD)
        page.get_by_role("button", name="Sign in").click()
        page.wait_for_selector("#add-key")
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 360  # a phone
        page.select_option("#new-key-user", label="王小明")
        page.select_option("#new-key-scope", "suggest")
        page.fill("#new-key-label", "发布脚本")
        page.get_by_role("button", name="Make key").click()
        key = page.locator("#new-key-text")
        expect(key).to_have_text(re.compile(r"^rk_"))
        expect(key).to_be_focused()
        page.keyboard.press("Tab")
        copy = page.get_by_role("button", name="Copy key")
        expect(copy).to_be_focused()
        copy.click()
        assert page.evaluate("() => navigator.clipboard.readText()") == key.inner_text()
        # Listed at once (a reload would lose the key shown this once).
        row = page.locator("#keys-table tr", has_text="发布脚本")
        expect(row).to_contain_text("王小明")
        expect(page.locator("#keys-table")).not_to_contain_text("No keys yet")
        row.get_by_role("button", name="Revoke key 发布脚本").click()
        expect(row).to_contain_text("cannot be undone")
        expect(row.get_by_role("button", name="Keep it")).to_be_focused()
        page.keyboard.press("Escape")  # a slip: kept
        expect(row.get_by_role("button", name="Revoke key 发布脚本")).to_be_focused()
        row.get_by_role("button", name="Revoke key 发布脚本").click()
        row.get_by_role("button", name="Revoke it").click()
        expect(row).to_contain_text("revoked")
        expect(page.locator("#status")).to_contain_text("Key 发布脚本 revoked")
        expect(key).to_have_text(re.compile(r"^rk_"))  # still on screen: no reload
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 360
    finally:
        context.close()


def test_any_version_can_be_copied_from_history(page: Any, redline: Redline) -> None:
    article = redline.create_article("秋天的公园", "公园里有十五棵银杏树。")
    open_article(page, article["id"])
    send(page, "把“十五”改成“五十”")
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.locator("#history-toggle").click()
    copy = page.get_by_role("button", name="Copy V1's title and text")
    copy.click()
    expect(copy).to_have_text("Copied ✓")
    expect(page.locator("#history-status")).to_have_text("Copied V1 to the clipboard.")
    copied = page.evaluate("() => navigator.clipboard.readText()")
    assert copied == "秋天的公园\n\n公园里有十五棵银杏树。"


# What Chrome sends while a pinyin composition is open: the commit key is keyCode 229.
COMPOSING_CTRL_ENTER = """(selector) => {
    const box = document.querySelector(selector);
    box.focus();
    box.dispatchEvent(new CompositionEvent("compositionstart", { bubbles: true, data: "" }));
    box.value = "gongyuan";
    const typed = { bubbles: true, isComposing: true, data: "gongyuan" };
    box.dispatchEvent(new InputEvent("input", typed));
    const init = { key: "Enter", code: "Enter", keyCode: 229, ctrlKey: true, bubbles: true };
    box.dispatchEvent(new KeyboardEvent("keydown", { ...init, isComposing: true }));
    // Safari: compositionend first, then the commit key with keyCode 229 but not isComposing.
    box.dispatchEvent(new CompositionEvent("compositionend", { bubbles: true, data: "公园" }));
    box.value = "公园";
    box.dispatchEvent(new KeyboardEvent("keydown", init));
}"""


def test_ctrl_enter_committing_a_pinyin_composition_does_not_post_a_comment(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("评论", BUS)
    open_article(page, article["id"])
    send(page, 'Replace "twenty" with "thirty"')
    page.locator("#history-toggle").click()
    row = page.locator(".hist-row", has_text="V1→V2")
    row.get_by_role("button", name=re.compile("Comment")).click()
    box = row.locator(".comment-form textarea")
    expect(box).to_be_focused()
    page.evaluate(COMPOSING_CTRL_ENTER, f"#{box.get_attribute('id')}")
    expect(box).to_have_value("公园")
    box.press("Control+Enter")  # the writer's own Ctrl+Enter, after the composition
    expect(row.locator(".hist-comment-list")).to_contain_text("公园")
    expect(row.locator(".hist-comment-list")).not_to_contain_text("gongyuan")
    comments = redline.call("GET", f"/api/contents/{article['id']}/comments")
    assert [c["text"] for c in comments] == ["公园"], comments


def test_evidence_on_the_persona_page_names_and_links_its_article(
    page: Any, redline: Redline
) -> None:
    persona = redline.call("POST", "/api/personas", {"name": "出处 Otto"})
    body = "今天天气很好。\n\n我们去了公园。"
    article = redline.create_article("秋天的公园", body, persona_id=persona["id"])
    redline.stub.enqueue(reply=f"秋天的公园\n\n{body}")
    redline.send(article["id"], "以后别用表情符号")
    (learned,) = learned_preferences(redline, persona["id"])
    page.goto(f"/personas/{persona['id']}")
    page.wait_for_selector("body[data-ready='1']")
    evidence = page.locator(f"li.pref[data-pref-id='{learned['id']}'] .pref-evidence li").first
    expect(evidence).to_contain_text("“以后别用表情符号” in «秋天的公园»")
    evidence.get_by_role("link", name="«秋天的公园»").click()
    page.wait_for_selector("body[data-ready='1']")
    assert page.url.endswith(f"/articles/{article['id']}")


def test_a_version_compared_can_be_restored_from_the_comparison(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Compare", BUS)
    open_article(page, article["id"])
    send(page, 'Replace "twenty" with "thirty"')
    send(page, 'Replace "bus" with "tram"')
    page.locator("#history-toggle").click()
    page.select_option("#compare-from", "1")
    page.select_option("#compare-to", "2")
    page.locator(".compare-go").click()
    expect(page.locator("#changes-heading")).to_have_text("Compare V1 → V2")
    restore = page.get_by_role("button", name="Restore V2")
    restore.click()
    expect(page.locator("#article-version")).to_have_text("V4")
    expect(page.locator("#status")).to_contain_text("V4 saved — restored from V2")
    assert redline.call("GET", f"/api/contents/{article['id']}")["body"] == (
        "We waited thirty minutes.\n\nThe bus never came."
    )
    # Comparing with the version the article is at offers nothing to restore.
    page.locator("#history-toggle").click()
    page.select_option("#compare-from", "2")
    page.select_option("#compare-to", "4")
    page.locator(".compare-go").click()
    expect(page.locator("#changes-heading")).to_have_text("Compare V2 → V4")
    expect(page.locator("#restore-shown")).to_be_hidden()
