"""Pasting a Chinese document from Word, session 34: Word writes the HTML it puts on the
clipboard in lines of about 80 characters, breaking Chinese text anywhere, and the import read
each such break as a space — "孩子们在岸边笑着 喂它们面包" in the new article, a space its plain
text never had. A break between two Chinese characters is now no space; between English words
it still is one."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import PASTE, Redline, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=15000)

# As Word writes it: lines broken in the middle of Chinese text, of a heading, of a list item
# (Word's own list paragraphs), and between English words.
WORD_HTML = (
    '<html xmlns:o="urn:schemas-microsoft-com:office:office"><body><!--StartFragment-->\r\n'
    "<h2><span lang=ZH-CN style='font-family:宋体'>公园里的\r\n一天</span></h2>\r\n"
    "<p class=MsoNormal><span lang=ZH-CN style='font-family:宋体'>今天天气很好，我们去公园散步，"
    "看到了十五只鸭子在湖里游来游去，孩子们在岸边笑着\r\n喂它们面包。</span><span lang=EN-US>"
    "<o:p></o:p></span></p>\r\n"
    "<p class=MsoListParagraph style='mso-list:l0 level1 lfo1'><span style='mso-list:Ignore'>"
    "1.<span>&nbsp;&nbsp;</span></span><span lang=ZH-CN>带上\r\n面包</span></p>\r\n"
    "<p class=MsoListParagraph style='mso-list:l0 level1 lfo1'><span style='mso-list:Ignore'>"
    "2.<span>&nbsp;&nbsp;</span></span><span lang=ZH-CN>带上水</span></p>\r\n"
    "<p class=MsoNormal><span lang=EN-US>We went home\r\nfor dinner.</span></p>\r\n"
    "<!--EndFragment--></body></html>"
)
WORD_TEXT = (
    "公园里的一天\r\n今天天气很好，我们去公园散步，看到了十五只鸭子在湖里游来游去，"
    "孩子们在岸边笑着喂它们面包。\r\n1.带上面包\r\n2.带上水\r\nWe went home for dinner.\r\n"
)
PASTED = (
    "## 公园里的一天\n\n"
    "今天天气很好，我们去公园散步，看到了十五只鸭子在湖里游来游去，孩子们在岸边笑着喂它们面包。\n\n"
    "1. 带上面包\n2. 带上水\n\n"
    "We went home for dinner."
)


def test_chinese_pasted_from_word_gets_no_space_where_word_broke_its_lines(
    page: Any, redline: Redline
) -> None:
    page.goto("/")
    page.wait_for_selector("#create-body")
    page.evaluate(PASTE, [WORD_HTML, WORD_TEXT, "#create-body"])
    expect(page.locator("#create-body")).to_have_value(PASTED)
    shot(page, "s34-paste-word-chinese")


def test_the_text_editor_reads_word_chinese_alike(page: Any, redline: Redline) -> None:
    article = redline.create_article("粘贴", "原来的一段。")
    open_article(page, article["id"])
    page.click("#edit-article")
    page.fill("#edit-body", "")
    page.evaluate(PASTE, [WORD_HTML, WORD_TEXT, "#edit-body"])
    expect(page.locator("#edit-body")).to_have_value(PASTED)
