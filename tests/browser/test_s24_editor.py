"""Session 24's editor journeys: the editor's side of an article with a long past — 33 versions
in Chinese and English, long paragraphs, CRLF line ends, emoji, a paragraph moved — on a
desktop and on a 375-pixel phone, mostly from the keyboard: the history drawer, any two
versions compared, an old version restored and the chat going on from it, a comment on a
revision, an old version downloaded, the persona page after many edits with a rejected
preference. Each state is photographed (tests/artifacts/s24-*.png) and checked for what would
embarrass us: a line left in English for a Chinese browser, text wider than the screen, focus
lost when a drawer or a menu closes."""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, assert_accessible, named, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

TITLE = "秋天的公园 Autumn in the Park 🍂"
PARAS = [
    "秋天的公园里，银杏叶一片片落下来，铺满了通往湖边的小路。早上七点，晨练的老人们已经在亭子里"
    "打太极，孩子们踩着落叶跑来跑去，笑声传得很远，连湖对岸卖豆浆的摊主都抬起头来看。",
    "The lake is quiet in the early morning, and the ducks drift slowly past the old stone bridge "
    "while joggers circle the path twice before the city wakes up and the first buses rumble "
    "along the avenue beyond the gates. 🦆",
    "公园管理处说，今年的菊花展将在十月十五日开幕，展期三周，门票二十元，六十五岁以上老人免费。",
    "Volunteers meet at the north gate every Saturday at 9:00 to rake leaves; coffee is on the "
    "house. ☕",
]
EDITS = 32  # V2…V33
PHONE = {"width": 375, "height": 740}
DESKTOP = {"width": 1280, "height": 860}


def _text_of(version: int) -> str:
    """The body of V`version` (V1: PARAS as they are): each edit adds a sentence to one
    paragraph in turn; V8, V15, … have the first two paragraphs swapped; V6, V11, … are
    written with CRLF line ends, as a Windows client sends them."""
    paras = list(PARAS)
    if version > 1:
        edit = version - 1
        paras[edit % 4] += f" 第{edit}次修改 edit {edit}."
        if edit % 7 == 0:
            paras = [paras[1], paras[0], *paras[2:]]
        if edit % 5 == 0:
            return "\r\n\r\n".join(paras)
    return "\n\n".join(paras)


def _long_history(redline: Redline, persona_id: str | None = None) -> str:
    """An article with 33 versions, each made by hand (PUT), as an editor's article is."""
    made = redline.create_article(TITLE, _text_of(1), persona_id=persona_id)
    version = 1
    for target in range(2, EDITS + 2):
        saved = redline.call(
            "PUT",
            f"/api/contents/{made['id']}",
            {"body": _text_of(target), "base_version": version},
        )
        version = saved["version"]
    assert version == EDITS + 1
    return str(made["id"])


def _context(browser: Any, redline: Redline, viewport: dict[str, int], locale: str) -> Any:
    context = browser.new_context(locale=locale, base_url=redline.url, viewport=viewport)
    context.set_default_timeout(20000)
    errors: list[str] = []
    tab = context.new_page()
    tab.on("pageerror", lambda error: errors.append(str(error)))
    tab.page_errors = errors
    redline.stub.reset()
    return context, tab


def _pages(browser: Any, redline: Redline, viewport: dict[str, int], locale: str) -> Iterator[Any]:
    context, tab = _context(browser, redline, viewport, locale)
    yield tab
    context.close()
    assert not tab.page_errors, tab.page_errors


@pytest.fixture
def zh_desk(browser: Any, redline: Redline) -> Iterator[Any]:
    yield from _pages(browser, redline, DESKTOP, "zh-CN")


@pytest.fixture
def zh_phone(browser: Any, redline: Redline) -> Iterator[Any]:
    yield from _pages(browser, redline, PHONE, "zh-CN")


@pytest.fixture
def en_desk(browser: Any, redline: Redline) -> Iterator[Any]:
    yield from _pages(browser, redline, DESKTOP, "en-US")


@pytest.fixture
def en_phone(browser: Any, redline: Redline) -> Iterator[Any]:
    yield from _pages(browser, redline, PHONE, "en-US")


def _fits(page: Any, scope: str = "body") -> None:
    """Nothing under `scope` is wider than the screen (no sideways scrolling on a phone)."""
    wide = page.evaluate(
        """(scope) => {
          const width = document.documentElement.clientWidth;
          const root = document.querySelector(scope);
          const over = [...root.querySelectorAll("*")]
            .filter((node) => node.getClientRects().length)
            .filter((node) => node.getBoundingClientRect().right > width + 1)
            .filter((node) => !node.closest("[hidden]"))
            .slice(0, 5)
            .map((node) => `${node.tagName}.${node.className}#${node.id}`);
          return { scroll: document.documentElement.scrollWidth, width, over };
        }""",
        scope,
    )
    assert wide["scroll"] <= wide["width"] + 1 and not wide["over"], wide


def _open_history_from_the_keyboard(page: Any, rows: int = EDITS + 1) -> None:
    page.focus("#history-toggle")
    page.keyboard.press("Enter")
    expect(page.locator("#history")).to_be_visible()
    expect(page.locator("#history-heading")).to_be_focused()
    expect(page.locator("#history-tree .hist-row")).to_have_count(rows)


def _history_open(page: Any, redline: Redline) -> str:
    """A new article with a long history (_long_history), open, its history drawer opened
    from the keyboard: the article's id."""
    content_id = _long_history(redline)
    open_article(page, content_id)
    _open_history_from_the_keyboard(page)
    return content_id


def _enter_on(page: Any, control: Any) -> None:
    """From the keyboard: focus the control, Enter."""
    control.focus()
    page.keyboard.press("Enter")


def _compare(page: Any, first: int, second: int) -> None:
    """Compare two versions from the drawer's form, from the keyboard."""
    page.focus("#compare-from")
    page.select_option("#compare-from", str(first))
    page.keyboard.press("Tab")
    expect(page.locator("#compare-to")).to_be_focused()
    page.select_option("#compare-to", str(second))
    page.keyboard.press("Tab")
    expect(page.locator(".compare-go")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("#history")).to_be_hidden()
    expect(page.locator("#changes-heading")).to_have_text(
        named(page, f"Compare V{first} → V{second}")
    )


def test_thirty_three_versions_on_a_phone_compare_two_in_chinese_word_by_word(
    zh_phone: Any, redline: Redline
) -> None:
    page = zh_phone
    _history_open(page, redline)
    # A straight run of 33 versions stays one column: no row is indented off a phone's screen.
    _fits(page, "#history")
    assert_accessible(page, "33 versions in the drawer, phone")
    rows = page.locator("#history-tree .hist-row")
    expect(rows.last).to_have_class(re.compile(r"\bcurrent\b"))
    expect(rows.last.locator(".tag.applied")).to_have_text(named(page, "shown now"))
    shot(page, "s24-phone-history")
    _compare(page, 3, 30)
    # Said in Chinese: the status line, the bar's scope and its note (each was English).
    expect(page.locator("#status")).to_have_text("正在比较 V3 和 V30：4 段中改了 2 段。")
    expect(page.locator("#changes-scope")).to_have_text(
        re.compile(r"^4 段中改了 2 段 · \+\d+ −\d+ 字$")
    )
    expect(page.locator("#changes-scope")).to_have_attribute("lang", "zh-Hans")
    expect(page.locator("#changes-note")).to_have_text(
        "正在比较两个版本，显示的是 V30 的文字；文章现在是 V33。"
    )
    expect(page.locator("#changes-position")).to_have_text("第 1 处改动，共 2 处")
    # Word by word, also in Chinese: what V30 added is one whole mark, not a run of characters.
    added = page.locator("#article-body ins")
    expect(added).to_have_count(1)
    expect(added).to_contain_text("第29次修改 edit 29.")
    expect(page.locator("#article-body del")).to_contain_text("第2次修改 edit 2.")
    expect(page.locator("#article-words")).to_contain_text("V30 共")
    expect(page.locator("#restore-shown")).to_have_text(named(page, "Restore V30"))
    _fits(page)
    assert_accessible(page, "two versions compared, phone")
    shot(page, "s24-phone-compared")


def test_a_moved_paragraph_reads_as_a_move_and_final_shows_the_new_order(
    en_desk: Any, redline: Redline
) -> None:
    page = en_desk
    first = "The council voted on Tuesday to keep the library open on Sundays."
    second = "Funding comes from the parking fees collected at the market. 🅿️"
    third = "The change starts in March."
    made = redline.create_article("Library hours", f"{first}\n\n{second}\n\n{third}")
    redline.call(
        "PUT",
        f"/api/contents/{made['id']}",
        {"body": f"{second}\n\n{first}\n\n{third}", "base_version": 1},
    )
    open_article(page, made["id"])
    # The version made by hand is shown with its changes: two paragraphs exchanged, said so.
    expect(page.locator("#changes-lines li")).to_have_text(["paragraphs 1 and 2 swapped"])
    # The markup shows where it left and where it went, each a whole paragraph, the same one.
    left = page.locator("#article-body .para-deleted del")
    went = page.locator("#article-body .para-inserted ins")
    expect(left).to_have_count(1)
    expect(went).to_have_text(left.inner_text())
    assert left.inner_text().strip() in (first, second)
    shot(page, "s24-moved-markup")
    # Final, from the keyboard: the new order, nothing marked.
    page.focus("input[name='view'][value='final']")
    page.keyboard.press("Space")
    expect(page.locator("input[name='view'][value='final']")).to_be_checked()
    paragraphs = page.locator("#article-body p:visible")
    expect(paragraphs.first).to_contain_text("Funding comes")
    shot(page, "s24-moved-final")


def test_restore_an_old_version_from_the_keyboard_then_keep_chatting_from_it(
    zh_desk: Any, redline: Redline
) -> None:
    page = zh_desk
    content_id = _history_open(page, redline)
    restore = page.locator("#history-tree .hist-restore", has_text=named(page, "Restore V5"))
    _enter_on(page, restore)
    expect(page.locator("#article-version")).to_have_text("V34")
    expect(page.locator("#status")).to_have_text("V34 已保存，用回了 V5 的文字。")
    # …and inside the drawer, a modal: a screen reader does not hear the page behind it.
    expect(page.locator("#history-status")).to_have_text("V34 已保存，用回了 V5 的文字。")
    expect(page.locator("#history-status")).to_have_attribute("lang", "zh-Hans")
    # The drawer stays open on the new version, the keyboard on its heading; Esc closes it and
    # gives the keyboard back to the History button.
    expect(page.locator("#history-tree .hist-row")).to_have_count(EDITS + 2)
    expect(page.locator("#history-heading")).to_be_focused()
    shot(page, "s24-restored-in-drawer")
    page.keyboard.press("Escape")
    expect(page.locator("#history")).to_be_hidden()
    expect(page.locator("#history-toggle")).to_be_focused()
    expect(page.locator("#history-toggle")).to_have_attribute("aria-expanded", "false")
    assert redline.call("GET", f"/api/contents/{content_id}")["body"] == _text_of(5)
    # The next suggestion edits V5's text: the model is sent it, and V35 is saved.
    redline.stub.enqueue(TITLE + "\n\n" + _text_of(5).replace("银杏叶", "金黄的银杏叶"))
    page.focus("#message")
    page.keyboard.type("第一段写得更有画面感")
    page.keyboard.press("Enter")
    expect(page.locator("#article-version")).to_have_text("V35")
    expect(page.locator("#status")).to_have_text("V35 已保存。")
    sent = json.dumps(redline.stub.requests[-1]["messages"], ensure_ascii=False)
    assert "第4次修改" in sent and "第5次修改" not in sent
    expect(page.locator("#article-body ins").first).to_contain_text("金黄的")
    expect(page.locator("#message")).to_be_focused()
    shot(page, "s24-restored-then-chatted")


def test_a_comment_on_an_old_revision_from_the_keyboard_is_said_in_chinese_and_shown_with_it(
    zh_desk: Any, redline: Redline
) -> None:
    page = zh_desk
    _history_open(page, redline)
    row = page.locator("#history-tree .hist-row[data-version='4']")
    toggle = row.get_by_role("button", name=named(page, "Comment on V3→V4"))
    _enter_on(page, toggle)
    expect(toggle).to_have_attribute("aria-expanded", "true")
    box = row.locator("textarea")
    expect(box).to_be_focused()
    # An empty comment is refused, in Chinese, and the keyboard stays in the box.
    page.keyboard.press("ControlOrMeta+Enter")
    expect(row.locator(".comment-error")).to_have_text("请先写点什么：空的评论不会发表。")
    expect(box).to_be_focused()
    comment = "第三段的日期要再核对一下。Please check the date against the press release 📅"
    page.keyboard.type(comment)
    page.keyboard.press("ControlOrMeta+Enter")
    expect(row.locator(".comment-text")).to_have_text(comment)
    expect(row.locator(".comment-error")).to_be_hidden()
    expect(page.locator("#history-status")).to_have_text("已在 V3→V4 上发表评论。")
    expect(row.get_by_role("button", name="V3→V4 的 1 条评论")).to_be_visible()
    expect(box).to_be_focused()
    assert_accessible(page, "a comment posted in the drawer")
    shot(page, "s24-commented")
    # Its Changes: the comment is shown with them, under the bar.
    _enter_on(page, row.get_by_role("button", name=named(page, "Changes V3→V4")))
    expect(page.locator("#history")).to_be_hidden()
    expect(page.locator("#changes-heading")).to_be_focused()
    expect(page.locator("#changes-comments .comment-text")).to_have_text(comment)
    expect(page.locator("#changes-note")).to_have_text(
        "这是 V4；文章现在是 V33。按“恢复 V4”可以用回它。"
    )
    shot(page, "s24-comment-under-changes")


def test_an_old_version_downloads_under_its_name_with_its_own_text(
    en_desk: Any, redline: Redline
) -> None:
    page = en_desk
    _history_open(page, redline)
    row = page.locator("#history-tree .hist-row[data-version='6']")
    link = row.get_by_role("link", name=".md: download V6 as Markdown")
    link.focus()
    with page.expect_download() as arrived:
        page.keyboard.press("Enter")
    download = arrived.value
    # Named after the article and the version, its Chinese kept.
    assert re.fullmatch(r"秋天的公园-autumn-in-the-park-v6\.md", download.suggested_filename), (
        download.suggested_filename
    )
    text = open(download.path(), encoding="utf-8").read()  # noqa: SIM115
    # V6 was saved with CRLF line ends; its Markdown holds its own text, emoji and all.
    assert "第5次修改 edit 5." in text and "第6次修改" not in text, text[:400]
    assert "🦆" in text and "☕" in text
    # The drawer is still open, the keyboard where it was.
    expect(page.locator("#history")).to_be_visible()
    expect(link).to_be_focused()
    # The whole history leaves as JSON from the toolbar: every version is in it.
    page.keyboard.press("Escape")
    with page.expect_download() as arrived:
        page.get_by_role("link", name="Export .json (with history)").click()
    exported = json.loads(open(arrived.value.path(), encoding="utf-8").read())  # noqa: SIM115
    assert len(exported["revisions"]) == EDITS
    assert exported["content"]["version"] == EDITS + 1


def _taught(redline: Redline, persona_id: str, count: int) -> dict[str, Any]:
    """`count` turns that each take the emoji out of a new article of the persona (the rules
    answer them), and the persona once the style learner has read them all."""
    for turn in range(count):
        made = redline.create_article(
            f"通知 {turn}",
            "今天天气很好！😀 We went out!\n\n我们去了公园。🦆",
            persona_id=persona_id,
        )
        redline.send(made["id"], "去掉所有表情" if turn % 2 else "Remove all emoji")
    for _ in range(120):
        persona = redline.call("GET", f"/api/personas/{persona_id}")
        emoji = [p for p in persona["preferences"] if p["dimension"] == "emoji"]
        if emoji and emoji[0].get("evidence_total", 0) >= 2 * count:
            return persona
        time.sleep(0.25)
    raise AssertionError(f"the learner did not read the {count} turns: {persona}")


def test_the_persona_page_after_many_edits_stays_bounded_and_a_rejection_reads_as_one(
    en_phone: Any, redline: Redline
) -> None:
    page = en_phone
    persona = redline.call(
        "POST",
        "/api/personas",
        {
            "name": "街坊通讯 Neighbourhood Newsletter",
            "description": "社区通知 · community notices",
        },
    )
    _taught(redline, persona["id"], 15)
    redline.send(
        redline.create_article("规矩", "好消息！\n\n大家快来！", persona_id=persona["id"])["id"],
        "以后别用感叹号了",
    )
    page.goto(f"/personas/{persona['id']}")
    page.wait_for_selector("body[data-ready='1']")
    emoji = page.locator("li.pref", has_text="Use no emoji")
    # 30 pieces of evidence: the five newest are listed, the older ones the record keeps are
    # folded above them (24 made the card four phone screens long), the rest counted.
    expect(emoji.locator("ul.pref-evidence[aria-label='Evidence'] > li")).to_have_count(5)
    older = emoji.locator("details.ev-older")
    expect(older.locator("summary")).to_have_text(re.compile(r"^Older evidence \(\d+\)$"))
    expect(older.locator("li").first).to_be_hidden()
    expect(emoji).to_contain_text("30 pieces of evidence in all; the audit trail keeps every one.")
    card = emoji.bounding_box()
    assert card and card["height"] < 2 * PHONE["height"], card
    _enter_on(page, older.locator("summary"))
    expect(older.locator("li").first).to_be_visible()
    page.keyboard.press("Enter")
    expect(older.locator("li").first).to_be_hidden()
    _fits(page)
    # Reject another preference (the exclamation-mark rule) from the keyboard: asked first, then
    # shown as rejected.
    ban = page.locator("li.pref").filter(has_not_text="Use no emoji").first
    reject = ban.get_by_role("button", name=re.compile(r"^Reject: "))
    _enter_on(page, reject)
    expect(ban.get_by_role("button", name="Reject it")).to_be_focused()
    page.keyboard.press("Enter")
    expect(ban.locator(".tag", has_text="rejected")).to_be_visible()
    expect(ban).to_contain_text("no longer used in prompts")
    expect(ban.get_by_role("button", name=re.compile(r"^Undo your decision"))).to_be_focused()
    _fits(page)
    assert_accessible(page, "the persona page after a rejection, phone")
    shot(page, "s24-phone-persona-rejected")
    # A reload keeps it rejected.
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    expect(page.locator("li.pref .tag", has_text="rejected")).to_have_count(1)


def test_an_article_saved_with_crlf_edited_by_hand_keeps_its_line_ends(
    en_desk: Any, redline: Redline
) -> None:
    """An API client on Windows saved the article with CRLF; the text area gives LF only."""
    page = en_desk
    body = (
        "Minutes of the May meeting.\r\nPresent: 6.\r\n\r\n会议决定：六月再开一次。\r\n\r\nEnd. ✅"
    )
    made = redline.create_article("Minutes 会议记录", body)
    open_article(page, made["id"])
    # Saved as it opened: no version is made (a V2 of line ends only was).
    page.focus("#edit-article")
    page.keyboard.press("Enter")
    expect(page.locator("#edit-body")).to_be_focused()
    page.keyboard.press("ControlOrMeta+Enter")
    expect(page.locator("#edit-form")).to_be_hidden()
    expect(page.locator("#status")).to_have_text("Editor closed — nothing was changed.")
    expect(page.locator("#edit-article")).to_be_focused()
    expect(page.locator("#article-version")).to_have_text("V1")
    # A word typed: V2 has that word and the article's own CRLF line ends — one change.
    page.keyboard.press("Enter")
    page.focus("#edit-body")
    page.keyboard.press("ControlOrMeta+End")
    page.keyboard.type(" Thanks all.")
    page.keyboard.press("ControlOrMeta+Enter")
    expect(page.locator("#article-version")).to_have_text("V2")
    saved = redline.call("GET", f"/api/contents/{made['id']}")["body"]
    assert saved == body + " Thanks all.", repr(saved)
    expect(page.locator("#changes-lines li")).to_have_count(1)
    expect(page.locator("#article-body ins")).to_have_text(" Thanks all.")
    expect(page.locator("#article-body del")).to_have_count(0)


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_show_turn_from_the_history_brings_an_old_turn_on_screen_with_the_keyboard_on_it(
    browser: Any, redline: Redline, viewport: dict[str, int]
) -> None:
    context, page = _context(browser, redline, viewport, "en-US")
    try:
        _history_open(page, redline)
        row = page.locator("#history-tree .hist-row[data-version='5']")
        _enter_on(page, row.get_by_role("button", name="Show turn that made V5"))
        expect(page.locator("#history")).to_be_hidden()
        turn = page.locator("#messages .msg", has_text="(V4→V5)")
        focused = turn.get_by_role("button", name="Show changes (V5)")
        expect(focused).to_be_focused()
        # It stays in view: the chat no longer snaps back to its newest message (desktop), nor
        # the page to where it was when the drawer opened, once the drawer's step in the
        # browser's history is taken back off (phone).
        expect(page).not_to_have_url(re.compile(r"#history$"))
        page.evaluate("() => new Promise((done) => requestAnimationFrame(() => setTimeout(done)))")
        box = focused.bounding_box()
        assert box and box["y"] >= 0 and box["y"] + box["height"] <= viewport["height"], box
        transcript = page.locator("#transcript").bounding_box()
        assert (
            transcript and transcript["y"] <= box["y"] <= transcript["y"] + transcript["height"]
        ), (box, transcript)
        expect(page.locator("#jump-latest")).to_be_visible()
        shot(page, f"s24-show-turn-{viewport['width']}")
        assert not page.page_errors, page.page_errors
    finally:
        context.close()


def test_ten_branches_of_branches_in_the_history_leave_each_row_its_width_on_a_phone(
    en_phone: Any, redline: Redline
) -> None:
    page = en_phone
    words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa"]
    made = redline.create_article(
        "Branchy 分支", " ".join(words) + " lambda.\n\n第二段：一二三四五六七八九十。"
    )
    # Each level: two turns, then back to the first reply — the next turn forks from there.
    for level, word in enumerate(words):
        first = redline.send(made["id"], f'Replace "{word}" with "{word.upper()}"')
        redline.send(made["id"], f'Replace "lambda" with "L{level}"')
        session = redline.call("GET", f"/api/chat/sessions/{made['id']}")
        redline.call(
            "POST",
            f"/api/chat/sessions/{session['id']}/head",
            {"message_id": first["assistant_message"]["id"]},
        )
    open_article(page, made["id"])
    _open_history_from_the_keyboard(page, rows=2 * len(words) + 1)
    # Nine forks, each of two branches, the one under the other.
    expect(page.locator("#history-tree ul[aria-label^='Branch from']")).to_have_count(
        2 * (len(words) - 1)
    )
    tree = page.evaluate(
        """() => {
          const tree = document.getElementById("history-tree");
          const rows = [...tree.querySelectorAll(".hist-row")].map((row) => {
            const box = row.getBoundingClientRect();
            const links = [...row.querySelectorAll(".hist-download a")].map((a) =>
              a.getBoundingClientRect().right);
            return { width: box.width, right: box.right, links: Math.max(...links) };
          });
          return { scroll: tree.scrollWidth, client: tree.clientWidth, rows };
        }"""
    )
    # No sideways scrolling in the drawer; the deepest row keeps most of its width; the
    # downloads (.md, .docx) stay inside their row (they were cut off at the drawer's edge).
    assert tree["scroll"] <= tree["client"] + 1, tree
    assert min(row["width"] for row in tree["rows"]) >= 220, tree["rows"]
    assert all(row["links"] <= row["right"] for row in tree["rows"]), tree["rows"]
    page.locator("#history-tree .hist-row").last.scroll_into_view_if_needed()
    shot(page, "s24-phone-branches")


# GETs of an article's comments (not a revision's) wait at a gate while window.__gateComments
# is set, until the test opens it (window.__openGate()); each one that reaches the gate counts
# in <html data-gated> — the history drawer asks for them every 4 s while it is open.
GATE_COMMENTS = """
(() => {
  const original = window.fetch.bind(window);
  window.__gateComments = false;
  let gated = 0;
  let open = null;
  window.__openGate = () => { const go = open; open = null; if (go) go(); };
  window.fetch = async (input, init) => {
    const url = typeof input === "string" ? input : input.url;
    const method = (init && init.method) || "GET";
    const articles = /\\/api\\/contents\\/[^/]+\\/comments$/;
    const held = window.__gateComments && method === "GET" && articles.test(url);
    const response = await original(input, init);
    if (!held) return response;
    gated += 1;
    document.documentElement.dataset.gated = String(gated);
    await new Promise((go) => { open = go; });
    return response;
  };
})();
"""


def test_a_comment_just_posted_stays_when_a_poll_asked_before_it_lands(
    en_desk: Any, redline: Redline
) -> None:
    """The drawer's poll for new comments, asked just before a comment was posted and answered
    after, took that comment away again until the next poll (4 s later)."""
    page = en_desk
    made = redline.create_article("Poll race", "One line.\n\nAnother line.")
    redline.call(
        "PUT", f"/api/contents/{made['id']}", {"body": "One line.\n\nTwo lines.", "base_version": 1}
    )
    page.add_init_script(GATE_COMMENTS)
    open_article(page, made["id"])
    _open_history_from_the_keyboard(page, rows=2)
    row = page.locator("#history-tree .hist-row[data-version='2']")
    row.get_by_role("button", name="Comment on V1→V2").click()
    # The next poll asks, and its answer (no comments yet) is held at the gate.
    page.evaluate("window.__gateComments = true")
    expect(page.locator("html")).to_have_attribute("data-gated", "1")
    row.locator("textarea").fill("Check the second line.")
    page.keyboard.press("ControlOrMeta+Enter")
    toggle = row.locator(".hist-comments-toggle")
    expect(toggle).to_have_text("1 comment")
    # The held answer lands; once the poll after it has asked (and waits at the gate in turn),
    # the comment is still there — the answer from before it was posted did not take it away.
    page.evaluate("window.__openGate()")
    expect(page.locator("html")).to_have_attribute("data-gated", "2")
    assert toggle.inner_text() == "1 comment", toggle.inner_text()
    assert row.locator(".comment-text").all_inner_texts() == ["Check the second line."]
    page.evaluate("window.__gateComments = false; window.__openGate()")
