"""A .txt saved in Big5 or Windows-1252/Latin-1 is imported as written (outside46b F5), not
read as GBK into mojibake; bytes no known encoding reads cleanly are refused in words."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)


@pytest.mark.parametrize(
    ("title", "body", "encoding"),
    [
        ("秋天的公園", "我們在公園裡散步，葉子都黃了。", "big5"),
        ("Café au lait", "A naïve résumé — “quoted”, 25 °C.", "cp1252"),
        ("Crème brûlée", "À la carte, façade, Ångström.", "latin-1"),
        ("秋天的公园", "我们在公园里散步，叶子都黄了。", "gbk"),
    ],
)
def test_a_text_file_is_read_in_its_encoding(
    page: Any, redline: Redline, title: str, body: str, encoding: str
) -> None:
    page.goto("/")
    page.wait_for_selector("body[data-ready='1']")
    text = f"{title}\n\n{body}"
    data = text.encode(encoding)
    page.set_input_files(
        "#create-file", files=[{"name": "a.txt", "mimeType": "text/plain", "buffer": data}]
    )
    expect(page.locator("#create-body")).to_have_value(text)


def test_bytes_no_encoding_reads_cleanly_are_refused_in_words(page: Any, redline: Redline) -> None:
    page.goto("/")
    page.wait_for_selector("body[data-ready='1']")
    data = bytes([0x81, 0x20, 0xFF, 0x81, 0x7F, 0x81, 0x0A])  # invalid in all of them
    page.set_input_files(
        "#create-file", files=[{"name": "odd.txt", "mimeType": "text/plain", "buffer": data}]
    )
    expect(page.locator("#create-status")).to_contain_text("text encoding")
    expect(page.locator("#create-body")).to_have_value("")
