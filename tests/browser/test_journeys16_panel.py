"""Outside testers' findings on the panel, session 16: the exports are named from the title,
"Jump to latest" covers no control, a stopped reply is said in words (never the model's raw
half answer), the word count counts the version shown, and a phone is not told about Esc."""

from typing import Any

import pytest
from playwright.sync_api import expect

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

    expect(stopped).to_contain_text("Nothing was changed")
    assert raw_markup_shown() == []
    # As the server keeps it: after a reload the same sentence, not what had arrived.
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    expect(stopped).to_have_count(1)
    expect(stopped).to_contain_text(
        "You stopped this reply before it was finished. Nothing was changed."
    )
    assert raw_markup_shown() == []
    expect(stopped.get_by_role("button", name="Retry this reply")).to_be_visible()
    expect(page.locator("#article-version")).to_have_text("V1")
    shot(page, "journeys16-stopped-in-words")
