"""The article page's download and export links, session 40: after a turn makes V2, every one
of them — the `.json` export with the history included — names V2, not the V1 the page opened
on, in an English and a Chinese browser."""

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab, open_article

pytestmark = pytest.mark.browser
expect.set_options(timeout=20000)

BODY = "第一段写天气。\n\n第二段写公园里的十五只鸭子。"


@pytest.fixture(params=["en-US", "zh-CN"])
def writer(browser: Any, redline: Redline, request: pytest.FixtureRequest) -> Iterator[Any]:
    yield from browser_tab(browser, redline.url, locale=request.param)


def download_names(page: Any) -> list[str]:
    return page.eval_on_selector_all(
        ".export-links a[download]", "links => links.map(a => a.getAttribute('download'))"
    )


def test_every_export_link_follows_the_version_a_turn_made(writer: Any, redline: Redline) -> None:
    article = redline.create_article("Duck count", BODY)
    open_article(writer, article["id"])
    names = download_names(writer)
    assert len(names) == 4 and all(name.startswith("duck-count-v1.") for name in names), names
    writer.fill("#message", 'Replace "十五" with "五十"')
    writer.press("#message", "Enter")
    expect(writer.locator("#article-version")).to_have_text("V2")
    names = download_names(writer)
    assert all(re.fullmatch(r"duck-count-v2\.(md|docx|txt|json)", name) for name in names), names
    with writer.expect_download() as exported:
        writer.locator(".export-links a", has_text=".json").click()
    assert exported.value.suggested_filename == "duck-count-v2.json"
    with writer.expect_download() as downloaded:
        writer.locator(".export-links a", has_text=".md").click()
    assert downloaded.value.suggested_filename == "duck-count-v2.md"
    assert "五十只鸭子" in Path(downloaded.value.path()).read_text(encoding="utf-8")
