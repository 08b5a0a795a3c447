"""Session 37: Markdown blocks read as a writer expects in the article view, its changes and the
editor's desk — a table as a table (a `<script>` in a cell stays text), fenced code as code
(blank lines inside kept in one box, its `**` not read as bold), lists with their items hanging
and bullets drawn — while the text stays the writer's character for character: a cell selects
and copies as written."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

TABLE = (
    "| Day | Place | Note |\n"
    "|-----|:-----:|-----:|\n"
    "| Monday | 公园 | <script>window.pwned = 1</script> |\n"
    "| 星期二 | **Hall** | `code` |"
)
CODE = "```python\ndef hello(**kwargs):\n    return 1\n\n\nprint(hello())\n```"
BODY = "\n\n".join(
    [
        "## 春季 Spring",
        "The choir meets twenty times this spring.",
        TABLE,
        "1. Warm up\n2. Sing the scales",
        "- one item\n- another item",
        CODE,
        "> A quote from the director,\n> over two lines.",
    ]
)


def body_of(page: Any) -> Any:
    return page.locator("#article-body")


def test_a_table_reads_as_a_table_with_a_script_cell_as_text_and_selects_as_written(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Schedule 安排", BODY)
    open_article(page, article["id"])
    table = body_of(page).get_by_role("table")
    expect(table).to_have_count(1)
    expect(table.get_by_role("columnheader")).to_have_text(["Day", "Place", "Note"])  # trimmed
    expect(table.get_by_role("row")).to_have_count(3)  # the rule row is no row
    expect(table.get_by_role("cell")).to_have_text(
        ["Monday", "公园", "<script>window.pwned = 1</script>", "星期二", "Hall", "code"],
        use_inner_text=True,
    )
    # The cell's markup is text: nothing ran, no element was made of it.
    assert page.evaluate("window.pwned") is None
    expect(body_of(page).locator("script")).to_have_count(0)
    expect(table.locator("strong")).to_have_text("Hall")
    # Pipes and the rule are hidden, not dropped: the text is the writer's.
    assert "|" not in table.inner_text()
    assert table.text_content() == TABLE
    # The Note column is right-aligned, as its rule (-----:) says.
    note = table.get_by_role("cell").nth(2)
    assert note.evaluate("(cell) => getComputedStyle(cell).textAlign") in ("end", "right")
    # A cell's word selected is that word of the body: the suggestion applies to it.
    page.evaluate(
        """() => {
          const cell = [...document.querySelectorAll('#article-body [role=cell]')]
            .find((c) => c.textContent.includes('公园'));
          const node = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          while (node.nextNode() && !node.currentNode.data.includes('公园'));
          const at = node.currentNode.data.indexOf('公园');
          const range = new Range();
          range.setStart(node.currentNode, at);
          range.setEnd(node.currentNode, at + 2);
          getSelection().removeAllRanges();
          getSelection().addRange(range);
        }"""
    )
    expect(page.locator("#selection-text")).to_contain_text("“公园”")


def test_fenced_code_lists_headings_and_quotes_read_as_such(page: Any, redline: Redline) -> None:
    article = redline.create_article("Code", BODY)
    open_article(page, article["id"])
    fence = body_of(page).locator("p.md-fence")
    # Two blank lines inside the fence part it into paragraphs: still one box of code.
    expect(fence).to_have_count(2)
    font = fence.first.evaluate("(p) => getComputedStyle(p).fontFamily")
    assert "mono" in font.lower(), font
    expect(fence.locator("strong, em")).to_have_count(0)  # **kwargs is code, not bold
    shown = "\n".join(fence.all_inner_texts())
    assert "```" not in shown and "def hello(**kwargs):" in shown, shown
    items = body_of(page).locator("p.md-list .md-item")
    expect(items).to_have_count(4)
    assert items.first.evaluate("(item) => getComputedStyle(item).display") == "block"
    bullet = body_of(page).locator(".md-bullet").first
    assert bullet.evaluate("(b) => getComputedStyle(b, '::before').content") == '"•"'
    expect(items.nth(2)).to_have_text("- one item")  # the "-" kept in the text, drawn as •
    # A heading's "#" and a quote's ">" are hidden, kept.
    heading = body_of(page).locator("p.md-h2")
    expect(heading).to_have_text("## 春季 Spring")
    assert heading.inner_text() == "春季 Spring"
    quote = body_of(page).locator("p.md-quote")
    assert quote.inner_text() == "A quote from the director,\nover two lines."


def test_a_cell_changed_shows_in_its_cell_in_the_panel_and_on_the_desk(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Cells", BODY)
    redline.send(article["id"], 'Replace "公园" with "动物园"')
    open_article(page, article["id"])
    expect(page.locator("#article-version")).to_have_text("V2")
    table = body_of(page).get_by_role("table")
    changed = table.get_by_role("cell").nth(1)
    expect(changed.locator("ins")).to_have_text("动物园")
    expect(changed.locator("del")).to_have_text("公园")
    expect(table.get_by_role("row")).to_have_count(3)
    page.goto("/desk")
    page.wait_for_selector("body[data-ready='1']")
    cards = page.locator("li, article").filter(has_text="Cells")
    card = cards.filter(has=page.locator("ins")).first
    desk_table = card.get_by_role("table")
    expect(desk_table).to_have_count(1)
    expect(desk_table.get_by_role("cell").filter(has=page.locator("ins"))).to_have_text(
        "公园动物园", use_inner_text=True
    )


def test_a_row_added_by_hand_is_an_inserted_row_left_out_of_the_original(
    page: Any, redline: Redline
) -> None:
    table = "| Day | Place |\n|---|---|\n| Mon | 公园 |\n| Tue | Hall |"
    article = redline.create_article("Rows", f"Intro.\n\n{table}\n\nEnd.")
    added = table.replace("| Tue |", "| Wed | Park |\n| Tue |")
    redline.call(
        "PUT",
        f"/api/contents/{article['id']}",
        {"body": f"Intro.\n\n{added}\n\nEnd.", "base_version": 1},
    )
    open_article(page, article["id"])
    page.locator(".msg button", has_text="Show changes").last.click()
    rows = body_of(page).get_by_role("row")
    expect(rows).to_have_count(4)
    inserted = rows.filter(has_text="Wed")
    expect(inserted).to_have_class("md-row md-row-inserted")
    expect(inserted.locator("ins")).not_to_have_count(0)
    page.locator("label", has_text="Original").click()
    expect(inserted).to_be_hidden()
    expect(rows.filter(has_text="Tue")).to_be_visible()
