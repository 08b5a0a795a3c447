"""Rich text pasted into "Text" on the home page or "Edit text" in the panel keeps what the
writer saw (outside47 F3): a link as [its text](its address) (a javascript: or data: link as its
text only), bold and italic as **…** and *…*, as the rest of Redline writes them (a Google Doc's
<b style="font-weight:normal"> wrapper is not bold; its spans with font-weight:700 and
font-style:italic are), a table as a Markdown table, Word's HTML without its leftovers — and a
pasted block starts a paragraph of its own instead of being glued onto the line the caret was at
("Second paragraph.## News"). English and Chinese alike.

The conversion (static/js/paste.js htmlToParagraphs) is checked case by case in the page; the
paste itself through a real paste event in Chromium."""

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=15000)

CONVERT = """async (html) => {
  const { htmlToParagraphs } = await import("/static/js/paste.js");
  return htmlToParagraphs(html);
}"""

# A paste event with the clipboard's HTML and plain text, the caret at `at` (or the selection
# `at`..`to`) in the box; the browser's own paste (the plain text) when the page does not take it.
PASTE_AT = """([selector, html, text, at, to]) => {
  const box = document.querySelector(selector);
  box.focus();
  box.setSelectionRange(at, to ?? at);
  const data = new DataTransfer();
  data.setData("text/html", html);
  data.setData("text/plain", text);
  const init = { clipboardData: data, bubbles: true, cancelable: true };
  const untaken = box.dispatchEvent(new ClipboardEvent("paste", init));
  if (untaken) document.execCommand("insertText", false, text);
  return box.value;
}"""

GOOGLE_DOC = (
    '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5b1c">'
    '<p dir="ltr" style="line-height:1.38;margin-top:0pt"><span style="font-size:11pt;'
    'font-weight:400;font-style:normal;">Plain </span><span style="font-size:11pt;'
    'font-weight:700;font-style:normal;">bold</span><span style="font-weight:400;"> and </span>'
    '<span style="font-weight:400;font-style:italic;">italic</span><span style="font-weight:400;">'
    ".</span></p></b>"
)
GOOGLE_DOC_ZH = (
    '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-77aa">'
    '<p dir="ltr"><span style="font-weight:400">请在</span><span style="font-weight:700">周</span>'
    '<span style="font-weight:700">五</span><span style="font-weight:400">前阅读，</span>'
    '<span style="font-style:italic;font-weight:400">谢谢</span><span style="font-weight:400">。'
    "</span></p></b>"
)
WORD_TABLE = (
    '<html xmlns:o="urn:schemas-microsoft-com:office:office"><body><!--StartFragment-->'
    "<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style='border-collapse:"
    "collapse;mso-yfti-tbllook:1184'><tr style='mso-yfti-irow:0;mso-yfti-firstrow:yes'>"
    "<td width=277 valign=top style='width:207.4pt'><p class=MsoNormal><b><span lang=ZH-CN>"
    "时间</span></b><span lang=EN-US><o:p></o:p></span></p></td><td width=277 valign=top>"
    "<p class=MsoNormal><b><span lang=ZH-CN>地点</span></b><o:p></o:p></p></td></tr>"
    "<tr style='mso-yfti-irow:1'><td><p class=MsoNormal><span lang=EN-US>9:00<o:p></o:p>"
    "</span></p></td><td><p class=MsoNormal><span lang=ZH-CN>北门</span><o:p></o:p></p></td></tr>"
    "<tr style='mso-yfti-irow:2;mso-yfti-lastrow:yes'><td><p class=MsoNormal>10:30<o:p></o:p>"
    "</p></td><td><p class=MsoNormal><span lang=ZH-CN>湖边</span><o:p></o:p></p></td></tr>"
    "</table><p class=MsoNormal><o:p>&nbsp;</o:p></p><!--EndFragment--></body></html>"
)

CONVERSIONS = [
    # links
    (
        '<p>Read <a href="https://example.org/report">the report</a> by Friday.</p>',
        "Read [the report](https://example.org/report) by Friday.",
    ),
    (
        '<p>请阅读<a href="https://example.org/报告">这份报告</a>。</p>',
        "请阅读[这份报告](https://example.org/报告)。",
    ),
    ('<p>Click <a href="javascript:alert(1)">here</a> now.</p>', "Click here now."),
    ('<p>See <a href="data:text/html,hi">this</a>.</p>', "See this."),
    ('<p>Back to <a href="#top">the top</a>.</p>', "Back to the top."),
    (
        '<p>Visit <a href="https://example.org">https://example.org</a>.</p>',
        "Visit https://example.org.",
    ),
    (
        '<p><a href="mailto:desk@example.org">Write to us</a>.</p>',
        "[Write to us](mailto:desk@example.org).",
    ),
    (
        '<p>A <a href="https://en.wikipedia.org/wiki/Bus_(vehicle)">bus</a>.</p>',
        "A [bus](https://en.wikipedia.org/wiki/Bus_%28vehicle%29).",
    ),
    (
        '<p>Read <a href="https://example.org/a"> the notes </a>first.</p>',
        "Read [the notes](https://example.org/a) first.",
    ),
    # bold and italic
    (
        "<p><b>Friday</b>, <i>please</i>, <strong>strong</strong> and <em>em</em>.</p>",
        "**Friday**, *please*, **strong** and *em*.",
    ),
    ("<p>请在<b>周五</b>前阅读，<i>谢谢</i>。</p>", "请在**周五**前阅读，*谢谢*。"),
    ("<p>Read <b>this </b>now.</p>", "Read **this** now."),
    ("<p><b>one</b> <b>two</b></p>", "**one two**"),
    ("<p><b>one<br>two</b></p>", "**one**\n**two**"),
    ("<p><b>bold <i>both</i> bold</b></p>", "**bold *both* bold**"),
    ('<p><b><a href="https://x.org/">the site</a></b></p>', "[**the site**](https://x.org/)"),
    ("<h2><b>News</b></h2><p>Text.</p>", "## News\n\nText."),
    (GOOGLE_DOC, "Plain **bold** and *italic*."),
    (GOOGLE_DOC_ZH, "请在**周五**前阅读，*谢谢*。"),
    (
        "<p class=MsoNormal><b style='mso-bidi-font-weight:normal'><span lang=EN-US>Bold"
        "</span></b><span lang=EN-US> and <i style='mso-bidi-font-style:normal'>italic</i>"
        "<o:p></o:p></span></p>",
        "**Bold** and *italic*",
    ),
    (
        "<p><span style='font-weight:bold'>粗体</span>和"
        "<span style='font-style:italic'>斜体</span></p>",
        "**粗体**和*斜体*",
    ),
    (
        "<p><b>Bold <span style='font-weight:normal'>plain</span> bold</b></p>",
        "**Bold** plain **bold**",
    ),
    # tables
    (
        "<table><tr><th>时间</th><th>地点</th></tr><tr><td>9:00</td><td>北门</td></tr>"
        "<tr><td>10:30</td><td>湖边</td></tr></table>",
        "| 时间 | 地点 |\n| --- | --- |\n| 9:00 | 北门 |\n| 10:30 | 湖边 |",
    ),
    (WORD_TABLE, "| 时间 | 地点 |\n| --- | --- |\n| 9:00 | 北门 |\n| 10:30 | 湖边 |"),
    (
        "<p>Before.</p><table><thead><tr><th>Item</th><th>Price</th></tr></thead><tbody>"
        "<tr><td>Tea | milk</td><td><b>€2</b></td></tr><tr><td colspan=2>Total</td></tr></tbody>"
        "</table><p>After.</p>",
        "Before.\n\n| Item | Price |\n| --- | --- |\n| Tea \\| milk | **€2** |\n| Total |  |"
        "\n\nAfter.",
    ),
    # Word's leftovers
    (
        "<p class=MsoNormal>One<o:p></o:p></p><p class=MsoNormal><o:p>&nbsp;</o:p></p>"
        "<p class=MsoNormal>Two<o:p></o:p></p>",
        "One\n\nTwo",
    ),
]


@pytest.fixture(scope="module")
def converter(browser: Any, redline: Redline) -> Iterator[Any]:
    """One home page for every conversion case: the conversion is a function of its input
    alone, and loading the page for each of the 30 cases (it lists every article the suite
    made so far) cost more than the case (session 51). An uncaught error fails the last case."""
    for tab in browser_tab(browser, redline.url):
        tab.goto("/")
        tab.wait_for_selector("#create-body")
        yield tab


@pytest.mark.parametrize(
    ("html", "markdown"), CONVERSIONS, ids=[f"case{n}" for n in range(len(CONVERSIONS))]
)
def test_pasted_html_reads_as_markdown(converter: Any, html: str, markdown: str) -> None:
    assert converter.evaluate(CONVERT, html) == markdown


EN_DOC = (
    '<h2>News</h2><p>Read <a href="https://example.org/report">the report</a> by '
    "<b>Friday</b>, <i>please</i>.</p><ul><li>one</li><li>two</li></ul>"
)
EN_PLAIN = "News\nRead the report by Friday, please.\none\ntwo"
EN_MARKDOWN = (
    "## News\n\nRead [the report](https://example.org/report) by **Friday**, *please*."
    "\n\n- one\n- two"
)
ZH_DOC = (
    '<h2>通知</h2><p>请在<b>周五</b>前阅读<a href="https://example.org/报告">这份报告</a>，'
    "<i>谢谢</i>。</p><ol><li>第一</li><li>第二</li></ol>"
)
ZH_PLAIN = "通知\n请在周五前阅读这份报告，谢谢。\n第一\n第二"
ZH_MARKDOWN = (
    "## 通知\n\n请在**周五**前阅读[这份报告](https://example.org/报告)，*谢谢*。"
    "\n\n1. 第一\n2. 第二"
)


@pytest.mark.parametrize(
    ("html", "plain", "markdown"),
    [(EN_DOC, EN_PLAIN, EN_MARKDOWN), (ZH_DOC, ZH_PLAIN, ZH_MARKDOWN)],
    ids=["en", "zh"],
)
def test_a_document_pasted_on_the_home_page_keeps_links_and_emphasis(
    page: Any, html: str, plain: str, markdown: str
) -> None:
    page.goto("/")
    page.wait_for_selector("#create-body")
    page.fill("#create-body", "")
    # (the title box takes the pasted page's heading only for an <h1>)
    got = page.evaluate(PASTE_AT, ["#create-body", html, plain, 0, None])
    assert got == markdown
    shot(page, "s48-paste48-home")


@pytest.mark.parametrize(
    ("body", "at", "html", "plain", "expected"),
    [
        # pasted with the caret at the end of the last paragraph
        (
            "First paragraph.\n\nSecond paragraph.",
            None,
            EN_DOC,
            EN_PLAIN,
            "First paragraph.\n\nSecond paragraph.\n\n" + EN_MARKDOWN,
        ),
        (
            "第一段。\n\n第二段。",
            None,
            ZH_DOC,
            ZH_PLAIN,
            "第一段。\n\n第二段。\n\n" + ZH_MARKDOWN,
        ),
        # at the end of the first: the paragraph after it stays a paragraph of its own
        (
            "First paragraph.\n\nSecond paragraph.",
            len("First paragraph."),
            "<h2>News</h2><p>Text.</p>",
            "News\nText.",
            "First paragraph.\n\n## News\n\nText.\n\nSecond paragraph.",
        ),
        # inside a line: the line is cut there, its spaces with it
        (
            "Hello world.",
            len("Hello "),
            "<ul><li>一</li><li>二</li></ul>",
            "一\n二",
            "Hello\n\n- 一\n- 二\n\nworld.",
        ),
        # at the start of the text
        (
            "旧的一段。",
            0,
            "<h3>新标题</h3><p>新的一段。</p>",
            "新标题\n新的一段。",
            "### 新标题\n\n新的一段。\n\n旧的一段。",
        ),
    ],
    ids=["end-en", "end-zh", "between", "in-a-line", "start"],
)
def test_a_pasted_block_starts_a_paragraph_of_its_own(
    page: Any, redline: Redline, body: str, at: int | None, html: str, plain: str, expected: str
) -> None:
    article = redline.create_article("Paste", body)
    open_article(page, article["id"])
    page.click("#edit-article")
    page.wait_for_selector("#edit-body", state="visible")
    caret = len(page.input_value("#edit-body")) if at is None else at
    got = page.evaluate(PASTE_AT, ["#edit-body", html, plain, caret, None])
    assert got == expected
    shot(page, "s48-paste48-edit-block")


@pytest.mark.parametrize(
    ("body", "at", "html", "plain", "expected"),
    [
        ("It is good.", len("It is "), "<b>very</b> ", "very ", "It is **very** good."),
        ("这本书很好。", len("这本书"), "<i>真的</i>", "真的", "这本书*真的*很好。"),
        (
            "See the site.",
            len("See "),
            '<a href="https://example.org/">our</a> ',
            "our ",
            "See [our](https://example.org/) the site.",
        ),
        # a phrase copied from a web page, no mark in it: the browser's own paste
        ("Plain.", len("Plain"), "<span>ly so</span>", " ly so", "Plain ly so."),
    ],
    ids=["bold", "italic-zh", "link", "plain"],
)
def test_a_phrase_pasted_inside_a_line_stays_in_the_line(
    page: Any, redline: Redline, body: str, at: int, html: str, plain: str, expected: str
) -> None:
    article = redline.create_article("Inline", body)
    open_article(page, article["id"])
    page.click("#edit-article")
    page.wait_for_selector("#edit-body", state="visible")
    assert page.evaluate(PASTE_AT, ["#edit-body", html, plain, at, None]) == expected


def test_a_paste_is_undone_with_ctrl_z(page: Any, redline: Redline) -> None:
    article = redline.create_article("Undo", "First paragraph.")
    open_article(page, article["id"])
    page.click("#edit-article")
    page.wait_for_selector("#edit-body", state="visible")
    caret = len("First paragraph.")
    page.evaluate(PASTE_AT, ["#edit-body", EN_DOC, EN_PLAIN, caret, None])
    expect(page.locator("#edit-body")).to_have_value("First paragraph.\n\n" + EN_MARKDOWN)
    page.keyboard.press("Control+z")
    expect(page.locator("#edit-body")).to_have_value("First paragraph.")
