"""Outside testers' findings on the panel, session 16: the exports are named from the title,
"Jump to latest" covers no control, a stopped reply is said in words (never the model's raw
half answer), the word count counts the version shown, and a phone is not told about Esc."""

from typing import Any

import pytest
from playwright.sync_api import expect

from app.domain.text import word_count
from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

BODY = "今天天气很好。\n\n我们去了公园，看到了十五只鸭子。\n\n晚上回家吃饭。"


def test_every_export_is_named_from_the_title_with_its_chinese_kept(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("秋天的公园 / 第一稿", BODY)
    open_article(page, article["id"])
    for extension in ("json", "md", "txt", "docx"):
        with page.expect_download() as made:
            page.locator(".export-links").get_by_role("link", name=f".{extension}").click()
        name = made.value.suggested_filename
        assert name == f"秋天的公园-第一稿-v1.{extension}", name
        assert article["id"] not in name
    # No letter or digit in the title: the article's id names it, not a bare "article".
    wordless = redline.create_article("！！！", "Only a body.")
    open_article(page, wordless["id"])
    with page.expect_download() as made:
        page.locator(".export-links").get_by_role("link", name=".json").click()
    assert made.value.suggested_filename == f"{wordless['id'].lower()}-v1.json"


# Every control a writer can act on, with the part of it on screen (a control in the chat
# counts only where the chat's scrolling box shows it), and whether "Jump to latest" lies
# over it.
COVERED = """() => {
  const jump = document.getElementById("jump-latest");
  if (jump.hidden) return null;
  const j = jump.getBoundingClientRect();
  const chat = document.getElementById("transcript").getBoundingClientRect();
  const covered = [];
  for (const c of document.querySelectorAll("button, a[href], input, select, textarea, summary")) {
    if (c === jump || !c.getClientRects().length) continue;
    const r = c.getBoundingClientRect();
    let top = r.top, bottom = r.bottom;
    if (c.closest("#transcript")) {
      top = Math.max(top, chat.top);
      bottom = Math.min(bottom, chat.bottom);
    }
    if (bottom - top < 1 || r.width < 1) continue;
    const w = Math.min(r.right, j.right) - Math.max(r.left, j.left);
    const h = Math.min(bottom, j.bottom) - Math.max(top, j.top);
    const name = c.getAttribute("aria-label") || c.textContent || c.id;
    if (w > 0.5 && h > 0.5) covered.push(name.trim().slice(0, 40));
  }
  return covered;
}"""


@pytest.mark.parametrize(
    "size",
    [(1280, 860), (1024, 600), (390, 844), (360, 640)],
    ids=["desktop", "small-laptop", "phone", "small-phone"],
)
def test_jump_to_latest_never_covers_a_control_whatever_the_scroll(
    browser: Any, redline: Redline, size: tuple[int, int]
) -> None:
    article = redline.create_article("跳到最新", "Twenty apples and ten pears.")
    for n in range(10):
        old, new = ("Twenty", "Thirty") if n % 2 == 0 else ("Thirty", "Twenty")
        redline.send(article["id"], f'Replace "{old}" with "{new}"')
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height}, base_url=redline.url)
    try:
        page = context.new_page()
        open_article(page, article["id"])
        page.locator("#transcript").scroll_into_view_if_needed()
        page.hover("#transcript")
        page.mouse.wheel(0, -5000)
        page.wait_for_function("() => document.getElementById('transcript').scrollTop === 0")
        redline.send(article["id"], 'Replace "Twenty" with "Forty"')  # from another client
        expect(page.locator("#jump-latest")).to_be_visible()
        # Whatever the writer scrolls to, the button lies over nothing they could press.
        end = page.evaluate(
            "() => { const t = document.getElementById('transcript');"
            " return t.scrollHeight - t.clientHeight; }"
        )
        for top in range(0, max(end - 60, 1), 24):
            page.evaluate(f"() => {{ document.getElementById('transcript').scrollTop = {top}; }}")
            covered = page.evaluate(COVERED)
            assert covered is not None, f"the button went at scrollTop {top}"
            assert covered == [], f"at {width}×{height}, scrollTop {top}, it covers {covered}"
        shot(page, f"journeys16-jump-{width}x{height}")
        page.click("#jump-latest")
        expect(page.locator("#jump-latest")).to_be_hidden()
        expect(page.locator("#message")).to_be_focused()
    finally:
        context.close()


STOPPED_BODY = "今天天气很好。\n\n我们去了公园，看到了十五只鸭子。\n\n晚上回家吃饭。"
BLOCKS = (
    "<<<<<<< SEARCH\n今天天气很好。\n=======\n今天天气晴朗，阳光照在湖面上。\n>>>>>>> REPLACE\n\n"
    "<<<<<<< SEARCH\n晚上回家吃饭。\n=======\n傍晚我们慢慢走回家，一起做了晚饭。\n>>>>>>> REPLACE\n"
) * 6


def test_a_stopped_reply_is_said_in_words_never_as_the_models_half_answer(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("停下来", STOPPED_BODY)
    # About twenty seconds of streaming, stopped after the first characters.
    redline.stub.enqueue(reply=BLOCKS, chunk_delay=20 * 8 / len(BLOCKS))
    open_article(page, article["id"])
    page.fill("#message", "天气写得更具体一点")
    page.press("#message", "Enter")
    expect(page.locator("#transcript .msg.pending .msg-live")).to_contain_text("Writing…")
    page.click("#send")  # Stop
    stopped = page.locator("#transcript .msg-assistant[data-status='stopped']")
    expect(stopped).to_have_count(1)
    expect(page.locator("#send")).to_have_attribute("data-mode", "send")

    def raw_markup_shown() -> list[str]:
        text = page.locator("#transcript").inner_text()
        return [
            bit
            for bit in ("<<<<<<<", "SEARCH", "=======", ">>>>>>>", "REPLACE", "晴朗")
            if bit in text
        ]

    # In Chinese, as the server stored it on this Chinese article, to a reader in English too
    # (session 54, outside53 F12: the one line of a Chinese article's stops shown in English).
    expect(stopped).to_contain_text("文章没有改动")
    assert raw_markup_shown() == []
    # As the server keeps it: after a reload the same sentence, not what had arrived.
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    expect(stopped).to_have_count(1)
    expect(stopped).to_contain_text("你在回复写完前停止了它，文章没有改动。")
    assert raw_markup_shown() == []
    expect(stopped.get_by_role("button", name="Retry this reply")).to_be_visible()
    expect(page.locator("#article-version")).to_have_text("V1")
    shot(page, "journeys16-stopped-in-words")


WORDS_BODY = (
    "Bob 和 Alice 在 2024 年去了公园。\n\n我们看到了十五只鸭子。\n\n晚上回家吃饭，much later。"
)


def test_the_word_count_counts_the_version_on_screen_in_chinese_too(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("字数 count", WORDS_BODY)
    redline.send(article["id"], "删除第三段")  # V2
    redline.send(article["id"], "把“十五只鸭子”改成“十五只鸭子和三只白鹅，还有一条小船”")  # V3
    texts = {
        n: redline.call("GET", f"/api/contents/{article['id']}/versions/{n}") for n in (1, 2, 3)
    }
    # An article's count is its body's (the title is left out), as the server counts it.
    counts = {n: word_count(v["body"]) for n, v in texts.items()}
    assert len(set(counts.values())) == 3, counts
    now = redline.call("GET", f"/api/contents/{article['id']}")["word_count"]
    open_article(page, article["id"])
    words = page.locator("#article-words")
    expect(words).to_have_text(f"{now} 字")
    # The writer opens the changes V2 made: the text shown is V2's, and so is the count.
    page.get_by_role("button", name="Show changes (V2)").click()
    expect(page.locator("#changes-heading")).to_have_text("Changes V1→V2")
    expect(words).to_have_text(f"{counts[2]} 字 in V2")
    # Original shows V1's text (what V2 changed, before it): V1's count.
    page.get_by_label("Original").check()
    expect(words).to_have_text(f"{counts[1]} 字 in V1")
    page.get_by_label("Final").check()
    expect(words).to_have_text(f"{counts[2]} 字 in V2")
    # Hiding the changes shows the article as it is, and its count.
    page.click("#close-changes")
    expect(words).to_have_text(f"{now} 字")
    # The changes V3 made, in Markup: the text is the article's own, as it is now.
    page.get_by_role("button", name="Show changes (V3)").click()
    expect(page.locator("#changes-heading")).to_have_text("Changes V2→V3")
    page.get_by_label("Markup").check()
    expect(words).to_have_text(f"{counts[3]} 字")
    assert now == counts[3]


@pytest.mark.parametrize("touch", [True, False], ids=["touch-phone", "narrow-window"])
def test_a_phone_is_not_told_about_keys_it_does_not_have(
    browser: Any, redline: Redline, touch: bool
) -> None:
    article = redline.create_article("手机", STOPPED_BODY)
    context = browser.new_context(
        viewport={"width": 390, "height": 844},
        base_url=redline.url,
        has_touch=touch,
        is_mobile=touch,
    )
    try:
        page = context.new_page()
        open_article(page, article["id"])
        hint = page.locator("#composer-hint")
        expect(hint).to_be_visible()
        shown = hint.inner_text()
        assert "Esc" not in shown and "Enter" not in shown, shown
        assert "Send" in shown, shown
        page.locator("#composer").scroll_into_view_if_needed()
        shot(page, f"journeys16-phone-hint-{'touch' if touch else 'narrow'}")
    finally:
        context.close()
    # A desktop window keeps the keys.
    desk = browser.new_context(viewport={"width": 1280, "height": 860}, base_url=redline.url)
    try:
        page = desk.new_page()
        open_article(page, article["id"])
        assert "Esc stops" in page.locator("#composer-hint").inner_text()
    finally:
        desk.close()
