"""Journeys an outside tester walked in session 10 that failed: undoing a rejection from the
chat, the changes bar's heading after a rejection, Word files Redline cannot read (a
password-protected .docx, a Word 97–2003 .doc, a PDF) and lists pasted from Word."""

import os
import re
import struct
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from playwright.sync_api import expect

from app.accounts.service import Accounts
from app.main import create_app
from app.settings import Settings
from app.testing.live_server import LiveServer
from tests.browser.conftest import PASTE, Redline, open_article, shot
from tests.browser.newsroom import Newsroom, as_person, serving
from tests.browser.test_journeys8 import DOCX, drop_file, wait_for_reply

pytestmark = pytest.mark.browser
expect.set_options(timeout=8000)

BUS = "We waited twenty minutes.\n\nThe bus never came.\n\nWe walked home in the rain."
VIVID = (
    "The bus\n\nWe waited twenty long minutes.\n\nThe bus never came.\n\n"
    "We walked home in the cold rain."
)


def send(page: Any, message: str) -> None:
    page.fill("#message", message)
    page.locator("#message").press("Enter")
    expect(page.locator("#send")).to_have_attribute("data-mode", "send")
    wait_for_reply(page)


def body_text(page: Any) -> str:
    """The article's text as the Final view shows it (no marks of changes)."""
    page.locator("input[name='view'][value='final']").check()
    text = page.locator("#article-body").inner_text()
    page.locator("input[name='view'][value='markup']").check()
    return text


@pytest.mark.parametrize("how", ["one", "all"])
def test_a_rejection_can_be_undone_from_the_chat(page: Any, redline: Redline, how: str) -> None:
    article = redline.create_article("The bus", BUS)
    open_article(page, article["id"])
    redline.stub.enqueue(reply=VIVID)
    send(page, "make it more vivid")
    expect(page.locator("#changes-heading")).to_have_text("Changes V1→V2")
    if how == "one":
        page.locator("#article-body .reject-change").first.click()
    else:
        page.click("#reject-all")
    expect(page.locator("#article-version")).to_have_text("V3")
    rejection = page.locator("#messages li.msg-event").last
    expect(rejection).to_contain_text("Rejected")
    undo = rejection.get_by_role("button", name="Undo this rejection")
    expect(undo).to_be_visible()
    shot(page, f"journeys10-rejected-{how}")
    undo.click()
    expect(page.locator("#article-version")).to_have_text("V4")
    expect(page.locator("#status")).to_contain_text("restored from V2")
    assert "twenty long" in body_text(page) and "cold rain" in body_text(page)
    assert (
        redline.call("GET", f"/api/contents/{article['id']}")["body"] == VIVID.split("\n\n", 1)[1]
    )
    # Only the latest step has an Undo: the rejection's is gone, the restore's is offered.
    expect(rejection.get_by_role("button", name="Undo this rejection")).to_have_count(0)
    expect(page.locator("#messages li.msg-event").last).to_contain_text("Restored V2")
    expect(page.locator("#messages .undo-edit")).to_have_count(1)
    shot(page, f"journeys10-rejection-undone-{how}")


def test_after_a_rejection_the_changes_heading_names_the_version_it_saved(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("公园", "今天天气很好。\n\n我们去了公园。\n\n晚上回家。")
    open_article(page, article["id"])
    redline.stub.enqueue(reply="公园\n\n今天天气特别好。\n\n我们去了动物园。\n\n晚上回家。")
    send(page, "写得生动一点")
    heading = page.locator("#changes-heading")
    expect(heading).to_have_text("Changes V1→V2")
    page.locator("#article-body .reject-change").first.click()
    expect(page.locator("#article-version")).to_have_text("V3")
    # Still the changes of V2 (one left to review), on the V3 the rejection saved.
    expect(heading).to_have_text("Changes V1→V2 · now V3")
    expect(page.locator("#changes-position")).to_contain_text("1")
    shot(page, "journeys10-heading-after-rejection")
    # A new turn's changes have the plain heading again.
    send(page, "把“晚上”改成“傍晚”")
    expect(page.locator("#article-version")).to_have_text("V4")
    expect(heading).to_have_text("Changes V3→V4")


def compound_file(streams: dict[str, bytes]) -> bytes:
    """An OLE compound file (version 3, 512-byte sectors), the container Word writes for a
    password-protected .docx and for a Word 97–2003 .doc. Each stream is padded to 4 KiB, so
    none sits in the mini stream."""
    size, end, free, fat_sector, no_stream = 512, 0xFFFFFFFE, 0xFFFFFFFF, 0xFFFFFFFD, 0xFFFFFFFF
    names = list(streams)
    blobs = {name: streams[name].ljust(4096, b"\0") for name in names}
    fat = [fat_sector, end]  # sector 0 holds the FAT, sector 1 the directory
    data = b""
    starts = []
    for name in names:
        blob = blobs[name] + b"\0" * (-len(blobs[name]) % size)
        first = 2 + len(data) // size
        count = len(blob) // size
        starts.append(first)
        fat += [first + i + 1 for i in range(count - 1)] + [end]
        data += blob
    fat += [free] * (size // 4 - len(fat))

    def entry(
        name: str, kind: int, right: int = no_stream, child: int = no_stream, **at: int
    ) -> bytes:
        raw = name.encode("utf-16-le") + b"\0\0"
        head = struct.pack("<HBB3I", len(raw), kind, 1, no_stream, right, child)
        return (
            raw.ljust(64, b"\0")
            + head
            + b"\0" * 36
            + struct.pack("<IIi", at.get("start", end), at.get("length", 0), 0)
        )

    # Siblings are a tree ordered by name length, then name: here each the right of the last.
    order = sorted(range(len(names)), key=lambda i: (len(names[i]), names[i].upper()))
    right_of = {order[k]: order[k + 1] + 1 for k in range(len(order) - 1)}
    entries = [entry("Root Entry", 5, child=order[0] + 1)] + [
        entry(name, 2, right=right_of.get(i, no_stream), start=starts[i], length=len(blobs[name]))
        for i, name in enumerate(names)
    ]
    header = (
        bytes([0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1])
        + b"\0" * 16
        + struct.pack("<5H", 0x3E, 3, 0xFFFE, 9, 6)
        + b"\0" * 6
        + struct.pack("<9I", 0, 1, 1, 0, 4096, end, 0, end, 0)
        + struct.pack("<I", 0)
        + struct.pack("<I", free) * 108
    )
    directory = b"".join(entries).ljust(size, b"\0")
    return header + struct.pack(f"<{size // 4}I", *fat) + directory + data


@pytest.mark.parametrize(
    ("name", "data", "kind", "said"),
    [
        (
            "机密报告.docx",
            compound_file(
                {
                    "EncryptionInfo": b"\x04\x00\x04\x00\x40\x00\x00\x00",
                    "EncryptedPackage": os.urandom(6000),
                }
            ),
            DOCX,
            "机密报告.docx is protected with a password",
        ),
        (
            "Minutes.doc",
            compound_file({"WordDocument": os.urandom(5000), "1Table": os.urandom(300)}),
            "application/msword",
            "Minutes.doc is an older Word document (.doc, Word 97–2003)",
        ),
        (
            "报告.docx",  # a .doc renamed
            compound_file({"WordDocument": os.urandom(5000), "0Table": os.urandom(300)}),
            DOCX,
            "save it as .docx",
        ),
        ("paper.pdf", b"%PDF-1.7\n" + os.urandom(400), "application/pdf", "paper.pdf is a PDF"),
    ],
    ids=["password", "doc", "doc-renamed", "pdf"],
)
def test_a_word_file_redline_cannot_read_says_why_and_what_to_do(
    page: Any, name: str, data: bytes, kind: str, said: str
) -> None:
    page.goto("/")
    page.wait_for_selector("body[data-ready='1']")
    page.fill("#create-title", "Kept")
    drop_file(page, name, data, kind)
    expect(page.locator("#create-status")).to_contain_text(said)
    expect(page.locator("#create-body")).to_have_value("")  # no bytes pasted in as text
    expect(page.locator("#create-title")).to_have_value("Kept")
    shot(page, f"journeys10-unreadable-{name.rsplit('.', 1)[1]}")


def word_item(text: str, marker: str, list_id: str = "l0", level: int = 1) -> str:
    """A list paragraph as Word (desktop) puts it on the clipboard: its bullet or number in a
    span styled mso-list:Ignore, between conditional comments."""
    return (
        f"<p class=MsoListParagraphCxSpMiddle style='margin-left:{18 * level}.0pt;"
        f"text-indent:-18.0pt;mso-list:{list_id} level{level} lfo1'><![if !supportLists]>"
        "<span style='font-family:Symbol;mso-fareast-font-family:Symbol'>"
        f"<span style='mso-list:Ignore'>{marker}<span style='font:7.0pt \"Times New Roman\"'>"
        "&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>"
        f"{text}<o:p></o:p></p>"
    )


WORD_LISTS = (
    '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta charset="utf-8">'
    "<style><!-- p.MsoNormal {margin:0cm;} --></style><!--[if gte mso 9]><xml><w:WordDocument>"
    "<w:View>Normal</w:View></w:WordDocument></xml><![endif]--></head>"
    "<body lang=EN-GB style='tab-interval:36.0pt'><!--StartFragment-->"
    "<p class=MsoNormal>What to bring:<o:p></o:p></p>"
    + word_item("Bread", "·")
    + word_item("Milk", "·")
    + word_item("skimmed, if they have it", "o", level=2)
    + word_item("牛奶和鸡蛋", "·")
    + "<p class=MsoNormal><o:p>&nbsp;</o:p></p>"
    + "<p class=MsoNormal>步骤：<o:p></o:p></p>"
    + word_item("收拾行李", "一、", list_id="l1")
    + word_item("开车北上", "二、", list_id="l1")
    + word_item("Drive north", "2.", list_id="l2")
    + "<p class=MsoNormal>The end, with a <b>bold</b> word.<o:p></o:p></p>"
    "<!--EndFragment--></body></html>"
)
WORD_LISTS_TEXT = "What to bring:\r\n·Bread\r\n·Milk\r\n收拾行李\r\nThe end, with a bold word.\r\n"


def test_a_list_pasted_from_word_is_one_paragraph_of_items(page: Any, redline: Redline) -> None:
    page.goto("/")
    page.wait_for_selector("#create-body")
    page.evaluate(PASTE, [WORD_LISTS, WORD_LISTS_TEXT, "#create-body"])
    expect(page.locator("#create-body")).to_have_value(
        "What to bring:\n\n- Bread\n- Milk\n  - skimmed, if they have it\n- 牛奶和鸡蛋\n\n"
        "步骤：\n\n一、收拾行李\n二、开车北上\n\n2. Drive north\n\n"
        "The end, with a **bold** word."  # bold kept (session 48, outside47 F3)
    )
    assert not [e for e in page.probe.console_errors if "Content Security Policy" in e]
    shot(page, "journeys10-word-lists")
    # The same in the article's own editor.
    article = redline.create_article("Lists", BUS)
    open_article(page, article["id"])
    page.click("#edit-article")
    page.fill("#edit-body", "")
    page.evaluate(PASTE, [WORD_LISTS, WORD_LISTS_TEXT, "#edit-body"])
    expect(page.locator("#edit-body")).to_have_value(
        re.compile(r"^What to bring:\n\n- Bread\n- Milk\n")
    )


def test_a_double_click_on_undo_reject_all_or_restore_saves_once_and_says_so(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Double", BUS)
    redline.send(article["id"], 'Replace "twenty" with "thirty"')
    open_article(page, article["id"])
    versions = f"/api/contents/{article['id']}/history"

    page.locator("#messages .undo-edit").dblclick()
    expect(page.locator("#status")).to_have_text("Undone — V3 has the text of V1 again.")
    send(page, 'Replace "home" with "back"')
    expect(page.locator("#article-version")).to_have_text("V4")
    page.locator("#reject-all").dblclick()
    expect(page.locator("#status")).to_have_text("All changes rejected — V5 saved.")
    page.click("#history-toggle")
    # History's own button: the changes bar may still offer "Restore V4" (outside the open
    # dialog, so a click there never lands) while the rejection's review is drawn.
    page.locator("#history").get_by_role("button", name="Restore V4").dblclick()
    expect(page.locator("#status")).to_have_text("V6 saved — restored from V4.")
    page.wait_for_timeout(500)  # a second save would have landed by now
    assert [v["version"] for v in redline.call("GET", versions)] == [2, 3, 4, 5, 6]
    expect(page.locator("#status")).to_have_text("V6 saved — restored from V4.")
    # The second press never reached the server as a stale change (a 409 in the console).
    assert not [e for e in page.probe.console_errors if "409" in e]


def test_the_desk_goes_on_to_older_revisions_by_keyboard_and_catches_reversed_dates(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("书桌 desk", BUS)
    for n in range(21):  # one more than a page
        before, after = ("twenty", "thirty") if n % 2 == 0 else ("thirty", "twenty")
        redline.send(article["id"], f'Replace "{before}" with "{after}"')
    page.goto(f"/desk?content_id={article['id']}")
    page.wait_for_selector("body[data-ready='1']")
    rows = page.locator("#desk-list > li")
    expect(rows).to_have_count(20)
    page.focus("#desk-more")
    page.keyboard.press("Enter")
    expect(rows).to_have_count(21)
    expect(page.locator("#desk-more")).to_be_hidden()  # that was the last page
    # The keyboard is on the first revision it brought, not back at the top of the page.
    expect(rows.nth(20).locator(".desk-title a")).to_be_focused()
    expect(rows.nth(20)).to_contain_text("V1→V2")

    page.fill("#filter-since", "2026-12-02")
    page.fill("#filter-until", "2026-11-01")
    page.locator("#desk-filters button[type=submit]").click()
    expect(page.locator("#desk-status")).to_have_text(
        "“From” (2026-12-02) is after “To” (2026-11-01): swap them, or clear one."
    )
    expect(page.locator("#filter-since")).to_be_focused()
    expect(rows).to_have_count(21)  # the list stays as it was
    shot(page, "journeys10-desk-reversed-dates")


def test_a_message_refused_for_its_length_offers_no_retry_that_would_fail_again(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("长消息", "今天天气很好。\n\n我们去了公园。")
    open_article(page, article["id"])
    too_long = "请把这段写得更生动一些。" * 1700  # 20 400 characters; the limit is 20 000
    page.fill("#message", too_long)
    page.locator("#message").press("Enter")
    refused = page.locator("#messages li.local-error")
    expect(refused).to_contain_text("the limit is 20,000")
    expect(refused.get_by_role("button")).to_have_count(0)
    expect(page.locator("#message")).to_have_value(too_long)
    shot(page, "journeys10-too-long")
    # A failure the same message may get past (the server, the network) keeps its Retry.
    page.route("**/api/chat/send*", lambda route: route.fulfill(status=503, body="busy"))
    page.fill("#message", "把“公园”改成“动物园”")
    page.locator("#message").press("Enter")
    expect(refused.last.get_by_role("button", name="Retry")).to_be_visible()
    page.unroute("**/api/chat/send*")
    refused.last.get_by_role("button", name="Retry").click()
    expect(page.locator("#article-version")).to_have_text("V2")


def test_the_style_count_beside_the_chat_follows_what_a_turn_taught(
    page: Any, redline: Redline
) -> None:
    persona = redline.call("POST", "/api/personas", {"name": "小明 count"})
    body = "今天天气很好😀。\n\n我们去了公园。"
    article = redline.create_article("风格", body, persona_id=persona["id"])
    open_article(page, article["id"])
    count = page.locator("#persona-count")
    expect(count).to_have_text("(0)")
    redline.stub.enqueue(reply="风格\n\n今天天气很好。\n\n我们去了公园。")
    send(page, "以后别用表情符号")
    # Learnt just after the reply: the closed view's count follows without a reload.
    expect(count).to_have_text("(1)")
    redline.stub.enqueue(reply="风格\n\n今天天气很好。\n\n我们去了公园。")
    send(page, "From now on, always keep paragraphs short.")
    expect(count).to_have_text("(2)")
    page.locator("#persona-view > summary").click()
    expect(page.locator("#persona-prefs")).to_contain_text("Keep paragraphs short")
    shot(page, "journeys10-style-count")


def test_history_at_the_original_offers_to_compare_it_with_the_newest_version(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("对比", "今天天气很好。\n\n我们去了公园。")
    redline.send(article["id"], "把“公园”改成“动物园”")
    redline.send(article["id"], "把“今天”改成“昨天”")
    open_article(page, article["id"])
    page.locator("#messages .continue-here").first.click()  # back to V1
    expect(page.locator("#article-version")).to_have_text("V1")
    page.click("#history-toggle")
    expect(page.locator("#compare-from")).to_have_value("1")
    expect(page.locator("#compare-to")).to_have_value("3")
    page.click(".compare-go")
    expect(page.locator("#changes-heading")).to_have_text("Compare V1 → V3")
    expect(page.locator("#changes-scope")).to_contain_text("changed 2 of 2 paragraphs")
    shot(page, "journeys10-compare-from-v1")


def test_a_version_made_while_editing_by_hand_is_said_at_once_and_nothing_typed_is_lost(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("手改", "今天天气很好。\n\n我们去了公园。")
    open_article(page, article["id"])
    # Nothing typed yet: the editor takes the new text.
    page.click("#edit-article")
    redline.send(article["id"], "把“公园”改成“动物园”")
    expect(page.locator("#edit-note")).to_contain_text("V2 was saved meanwhile")
    expect(page.locator("#edit-body")).to_have_value("今天天气很好。\n\n我们去了动物园。")
    # Typed: kept, and the choice is offered before Save is pressed.
    page.fill("#edit-body", "今天天气很好。\n\n我们去了动物园，还看了熊猫。")
    redline.send(article["id"], "把“今天”改成“昨天”")
    expect(page.locator("#edit-note")).to_contain_text("V3 was saved while you were editing")
    expect(page.locator("#edit-conflict")).to_be_visible()
    expect(page.locator("#edit-body")).to_have_value(
        "今天天气很好。\n\n我们去了动物园，还看了熊猫。"
    )
    shot(page, "journeys10-edit-while-changed")
    page.click("#keep-mine")
    page.click("#save-article")
    expect(page.locator("#article-version")).to_have_text("V4")
    saved = redline.call("GET", f"/api/contents/{article['id']}")
    # The writer's paragraph 2 on top of V3's 今天 → 昨天 in paragraph 1 (outside47 F6: the
    # writer's whole text was saved, undoing V3's change).
    assert saved["body"] == "昨天天气很好。\n\n我们去了动物园，还看了熊猫。"


def lose_the_answer(route: Any) -> None:
    """The send reaches the server and is answered, but the answer never reaches the page."""
    route.fetch()
    route.abort("connectionreset")


def user_messages(redline: Redline, content_id: str) -> list[str]:
    session = redline.call("GET", f"/api/chat/sessions/{content_id}")
    return [m["content"] for m in session["messages"] if m["role"] == "user"]


def test_a_send_whose_answer_was_lost_is_caught_up_not_sent_twice(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Lost answer", BUS)
    open_article(page, article["id"])
    page.route("**/api/chat/send*", lose_the_answer)
    page.fill("#message", 'Replace "twenty" with "thirty"')
    page.locator("#message").press("Enter")
    # The article's events say the server made V2: the page catches up, and the message it
    # thought was not sent leaves the box.
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(page.locator("#status")).to_contain_text("Your message reached Redline after all")
    expect(page.locator("#message")).to_have_value("")
    expect(page.locator("#messages li.msg-user")).to_have_count(1)
    expect(page.locator("#messages .local-error")).to_have_count(0)
    shot(page, "journeys10-lost-answer-caught-up")
    page.unroute("**/api/chat/send*")
    assert user_messages(redline, article["id"]) == ['Replace "twenty" with "thirty"']


def test_retrying_a_send_whose_answer_was_lost_saves_it_once(page: Any, redline: Redline) -> None:
    article = redline.create_article("失去的回答", "今天天气很好。\n\n我们去了公园。")
    page.route("**/api/contents/*/events", lambda route: route.abort())  # no catching up
    open_article(page, article["id"])
    page.route("**/api/chat/send*", lose_the_answer)
    page.fill("#message", "把“公园”改成“动物园”")
    page.locator("#message").press("Enter")
    failed = page.locator("#messages .local-error")
    expect(failed).to_contain_text("Not sent")
    page.unroute("**/api/chat/send*")
    failed.get_by_role("button", name="Retry").click()
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(page.locator("#messages li.msg-user")).to_have_count(1)
    assert user_messages(redline, article["id"]) == ["把“公园”改成“动物园”"]
    # The same words sent again on purpose, once answered, are a new message.
    send(page, "把“公园”改成“动物园”")
    assert len(user_messages(redline, article["id"])) == 2


def test_a_hand_edit_not_saved_comes_back_after_a_reload(browser: Any, redline: Redline) -> None:
    article = redline.create_article("手改 reload", BUS)
    context = browser.new_context(viewport={"width": 1280, "height": 860}, base_url=redline.url)
    context.set_default_timeout(20000)
    tab = context.new_page()
    tab.on("dialog", lambda dialog: dialog.accept())  # "Leave site?": yes, as told to sign in
    try:
        open_article(tab, article["id"])
        tab.click("#edit-article")
        typed = "We waited twenty long minutes.\n\nThe bus never came. 公交车没来。"
        tab.fill("#edit-body", typed)
        open_article(tab, article["id"])  # a reload (or a crash, or the tab closed)
        expect(tab.locator("#edit-form")).to_be_visible()
        expect(tab.locator("#edit-body")).to_have_value(typed)
        expect(tab.locator("#edit-note")).to_contain_text("Your edit not saved from before is back")
        shot(tab, "journeys10-hand-edit-back")
        tab.locator("#edit-body").press("Escape")  # not saved: one Esc does not drop it
        expect(tab.locator("#edit-note")).to_contain_text("press Esc again")
        expect(tab.locator("#edit-body")).to_have_value(typed)
        # Changed elsewhere meanwhile: the choice is offered, the text still kept.
        redline.send(article["id"], 'Replace "bus" with "tram"')
        open_article(tab, article["id"])
        expect(tab.locator("#edit-conflict")).to_be_visible()
        expect(tab.locator("#edit-body")).to_have_value(typed)
        tab.click("#keep-mine")
        tab.click("#save-article")
        expect(tab.locator("#article-version")).to_have_text("V3")
        assert redline.call("GET", f"/api/contents/{article['id']}")["body"] == typed
        # Saved: nothing comes back any more; a dropped edit does not either.
        open_article(tab, article["id"])
        expect(tab.locator("#edit-form")).to_be_hidden()
        tab.click("#edit-article")
        tab.fill("#edit-body", "dropped")
        tab.click("#cancel-edit")
        open_article(tab, article["id"])
        expect(tab.locator("#edit-form")).to_be_hidden()
    finally:
        context.close()


def test_a_stop_that_cannot_reach_redline_does_not_claim_the_reply_stopped(
    page: Any, redline: Redline
) -> None:
    body = "\n\n".join(f"第{n}段：今天我们讨论城市公交系统的改进方案。" for n in range(1, 9))
    article = redline.create_article("停不下来", body)
    open_article(page, article["id"])
    redline.stub.enqueue(reply="停不下来\n\n" + body.replace("今天", "今日"), chunk_delay=0.3)
    page.route("**/api/chat/messages/*/stop", lambda route: route.abort("connectionreset"))
    page.fill("#message", "写得更口语一点")
    page.locator("#message").press("Enter")
    expect(page.locator("#messages li.pending")).to_contain_text("Writing…")
    page.locator("#message").press("Escape")
    # The server never heard the Stop: the reply goes on there, and the page says so.
    expect(page.locator("#status")).not_to_contain_text("Stopped. Nothing was changed.")
    expect(page.locator("#status")).to_contain_text("still being written")
    shot(page, "journeys10-stop-unreachable")
    # ...and it lands here when it is saved.
    expect(page.locator("#article-version")).to_have_text("V2", timeout=20000)
    expect(page.locator("#messages li.msg-assistant").last).not_to_contain_text("stopped")


def test_a_file_dropped_over_text_already_in_the_new_article_box_can_be_undone(
    page: Any,
) -> None:
    page.goto("/")
    page.wait_for_selector("body[data-ready='1']")
    page.fill("#create-title", "半篇稿子")
    typed = "我已经贴进来的半篇文章。\n\nHalf an article pasted a minute ago."
    page.fill("#create-body", typed)
    drop_file(page, "notes.md", b"# Notes\n\nA file dropped by a slip.", "text/markdown")
    expect(page.locator("#create-body")).to_have_value("A file dropped by a slip.")
    status = page.locator("#create-status")
    expect(status).to_contain_text("in place of the text that was in the box")
    shot(page, "journeys10-import-over-text")
    status.get_by_role("button", name="Undo").click()
    expect(page.locator("#create-body")).to_have_value(typed)
    expect(page.locator("#create-title")).to_have_value("半篇稿子")
    expect(status).to_have_text("Your text is back in the box.")
    # Into an empty box, nothing to undo.
    page.fill("#create-body", "")
    drop_file(page, "notes.md", b"# Notes\n\nA file dropped on purpose.", "text/markdown")
    expect(status).to_have_text("Imported notes.md. Check the title, then create.")


DIRECTION = "(selector) => getComputedStyle(document.querySelector(selector)).direction"


def test_text_boxes_take_the_direction_of_arabic_and_hebrew(page: Any, redline: Redline) -> None:
    page.goto("/")
    page.wait_for_selector("body[data-ready='1']")
    for box in ("#create-body", "#generate-brief"):
        page.fill(box, "مرحبا بالعالم. This article is in Arabic.")
        assert page.evaluate(DIRECTION, box) == "rtl"
        page.fill(box, "今天天气很好。 שלום")
        assert page.evaluate(DIRECTION, box) == "ltr"
    article = redline.create_article("שלום", "שלום עולם.\n\nThe second paragraph.")
    redline.send(article["id"], 'Replace "second" with "next"')
    open_article(page, article["id"])
    page.fill("#message", "תקצר את הפסקה השנייה")
    assert page.evaluate(DIRECTION, "#message") == "rtl"
    page.locator("#messages .edit-message").first.click()
    page.locator("#messages .edit-area").fill("اختصر الفقرة")
    assert page.evaluate(DIRECTION, "#messages .edit-area") == "rtl"
    page.locator("#messages .edit-area").press("Escape")
    page.click("#edit-article")
    assert page.evaluate(DIRECTION, "#edit-body") == "rtl"  # the text starts in Hebrew
    shot(page, "journeys10-rtl-boxes")


@pytest.fixture(scope="module")
def newsroom(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Newsroom]:
    with serving(tmp_path_factory.mktemp("journeys10-newsroom")) as running:
        yield running


def test_a_desk_comment_double_clicked_or_sent_with_ctrl_enter_is_posted_once(
    browser: Any, newsroom: Newsroom
) -> None:
    article, revision = newsroom.edited_article("书桌评论", BUS, 'Replace "twenty" with "thirty"')
    desk = as_person(browser, newsroom, "editor")
    try:
        desk.goto(f"/desk?content_id={article['id']}")
        desk.wait_for_selector("body[data-ready='1']")
        row = desk.locator("#desk-list > li").first
        row.locator(".desk-comments-toggle").click()
        box = desk.get_by_label("Comment on V1→V2 of “书桌评论”")
        box.fill("请核实：是三十分钟吗？")
        row.get_by_role("button", name="Post comment").dblclick()
        expect(row.locator(".comment-text")).to_have_text(["请核实：是三十分钟吗？"])
        box.fill("Second thought, posted from the keyboard.")
        box.press("Control+Enter")
        expect(row.locator(".comment-text")).to_have_count(2)
        expect(box).to_have_value("")
        desk.wait_for_timeout(500)  # a second post would have landed by now
        comments = newsroom.call("editor", "GET", f"/api/revisions/{revision['id']}/comments")
        assert [c["text"] for c in comments] == [
            "请核实：是三十分钟吗？",
            "Second thought, posted from the keyboard.",
        ]
        expect(row.locator(".desk-comments-toggle")).to_have_text("Comments (2)")
        shot(desk, "journeys10-desk-comment-once")
    finally:
        desk.context.close()


def test_make_key_double_clicked_makes_one_key_the_admin_is_shown(
    browser: Any, tmp_path_factory: pytest.TempPathFactory
) -> None:
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None, data_dir=tmp_path_factory.mktemp("keys"), style_llm_extraction=False
    )
    app = create_app(settings)
    accounts: Accounts = app.state["accounts"]
    password = "长长的密码 long enough"
    accounts.add_user("Ada", password, ["admin"])
    accounts.add_user("王 Wanda", password, ["writer"])
    with LiveServer(app) as server:
        context = browser.new_context(viewport={"width": 1280, "height": 860}, base_url=server.url)
        context.set_default_timeout(20000)
        tab = context.new_page()
        try:
            tab.goto("/login?next=/accounts")
            tab.get_by_label("Name").fill("Ada")
            tab.get_by_label("Password").fill(password)
            tab.get_by_role("button", name="Sign in").click()
            tab.wait_for_url("**/accounts")
            tab.get_by_label("Acting for").select_option(label="王 Wanda")
            tab.get_by_label("Label (optional)").fill("nightly export")
            tab.get_by_role("button", name="Make key").dblclick()
            expect(tab.locator("#status")).to_contain_text("It will not be shown again.")
            tab.wait_for_timeout(500)  # a second key would have been made by now
            # One live key, the one on the screen: none the admin was never shown.
            live = [k for k in accounts.list_keys() if not k.revoked_at]
            assert len(live) == 1
            shown = tab.locator("#new-key-text").inner_text()
            headers = {"authorization": f"Bearer {shown}"}
            assert httpx.get(server.url + "/api/contents", headers=headers).status_code == 200
            expect(tab.locator("#keys-table tbody tr")).to_have_count(1)
        finally:
            context.close()


def test_a_preference_confirmed_with_a_double_click_is_confirmed_once(
    page: Any, redline: Redline
) -> None:
    persona = redline.call("POST", "/api/personas", {"name": "双击"})
    article = redline.create_article("风格", "今天天气很好😀。\n\n我们去了公园。", persona["id"])
    redline.stub.enqueue(reply="风格\n\n今天天气很好。\n\n我们去了公园。")
    redline.send(article["id"], "以后别用表情符号")
    path = f"/api/personas/{persona['id']}"
    before = redline.call("GET", path)["preferences"]
    if not before:  # learnt just after the reply
        page.wait_for_timeout(1500)
        before = redline.call("GET", path)["preferences"]
    decisions: list[str] = []
    page.on("request", lambda r: decisions.append(r.url) if r.method == "PATCH" else None)
    page.goto(f"/personas/{persona['id']}")
    page.wait_for_selector("body[data-ready='1']")
    page.get_by_role("button", name="Confirm:").first.dblclick()
    expect(page.locator("#status")).to_have_text("Preference confirmed.")
    page.wait_for_timeout(500)  # a second decision would have been sent by now
    assert len(decisions) == 1
    (after,) = redline.call("GET", path)["preferences"]
    assert after["state"] == "active" and after["confidence"] > before[0]["confidence"]
