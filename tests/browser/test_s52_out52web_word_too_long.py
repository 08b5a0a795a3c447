"""A Word file longer than an article may be (outside52 F1): the home page's import says why,
in the reader's language — the server's 413 sentence with the document's length and the
limit — and leaves the form empty."""

from __future__ import annotations

import io
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab

pytestmark = pytest.mark.browser
expect.set_options(timeout=20000)

W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'


@pytest.fixture(params=["en-US", "zh-CN"])
def tab(browser: Any, redline: Redline, request: pytest.FixtureRequest) -> Iterator[Any]:
    yield from browser_tab(browser, redline.url, locale=request.param)


def test_a_word_file_too_long_for_an_article_is_refused_with_its_length(
    tab: Any, tmp_path: Path
) -> None:
    # 100,000 paragraphs of six characters: 4 MB of XML (the page sends it within the 8 MB of
    # a request), an 800,000-character body against the 500,000 limit.
    word = tmp_path / "长文.docx"
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        paragraphs = "".join("<w:p><w:r><w:t>秋天的公园</w:t></w:r></w:p>" for _ in range(100_000))
        archive.writestr(
            "word/document.xml",
            f'<?xml version="1.0"?><w:document {W}><w:body>{paragraphs}</w:body></w:document>',
        )
    word.write_bytes(out.getvalue())
    tab.goto("/")
    tab.wait_for_selector("body[data-ready='1']")
    tab.set_input_files("#create-file", str(word))
    status = tab.locator("#create-status")
    if tab.evaluate("navigator.language") == "zh-CN":
        expect(status).to_contain_text("长文.docx 无法导入：这个 Word 文档作为文章至少有 ")
        expect(status).to_contain_text("上限是 500,000 个")
    else:
        expect(status).to_contain_text(
            "长文.docx could not be imported: The Word document is at least "
        )
        expect(status).to_contain_text("the limit is 500,000")
    expect(tab.locator("#create-body")).to_have_value("")
