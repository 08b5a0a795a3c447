"""Outside testers' findings on the panel, session 16: the exports are named from the title,
"Jump to latest" covers no control, a stopped reply is said in words (never the model's raw
half answer), the word count counts the version shown, and a phone is not told about Esc."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article

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
