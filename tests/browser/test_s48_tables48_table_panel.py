"""The panel reads a table as one block wherever it stands (outside47 F5): an article written
one paragraph a line with a table among its lines shows the table as one table (not a
paragraph per row), "Limit to" offers it as one paragraph named by its cells (never the
`|---|---|` rule), and a table glued to a line of prose in an article of blank lines is drawn
apart from it. After an offline edit of a row, the changes view draws it as one table too."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

TABLE_ZH = "| 品名 | 价格 |\n|---|---|\n| 茶 | 3 |\n| 蛋糕 | 5 |"
TABLE_EN = "| Item | Price |\n|---|---|\n| Tea | 3 |\n| Cake | 5 |"


def drawn(page: Any) -> list[dict[str, Any]]:
    return page.eval_on_selector_all(
        "#article-body p",
        "els => els.map(p => ({text: p.textContent, table: p.classList.contains('md-table')}))",
    )


def options(page: Any) -> list[str]:
    page.focus("#scope-paragraph")
    return page.eval_on_selector_all(
        "#scope-paragraph option", "els => els.map(e => e.textContent)"
    )


@pytest.mark.parametrize(
    ("body", "paragraphs", "table_at"),
    [
        (f"今天的价格。\n{TABLE_ZH}\n就这些。", 3, 1),  # one paragraph a line
        (TABLE_EN, 1, 0),  # a table alone
        (f"Intro.\n\nPrices today:\n{TABLE_EN}\n\nThe end.", 4, 2),  # glued, blank lines elsewhere
    ],
)
def test_a_table_is_drawn_and_offered_as_one_paragraph(
    page: Any, redline: Redline, body: str, paragraphs: int, table_at: int
) -> None:
    content = redline.create_article("Prices", body)
    open_article(page, content["id"])
    shown = drawn(page)
    assert len(shown) == paragraphs, shown
    assert shown[table_at]["table"], shown
    offered = [o for o in options(page) if o.startswith(("paragraph", "第"))]
    assert len(offered) == paragraphs, offered
    assert not any("---" in o for o in offered), offered
    assert "|" in offered[table_at]  # named by its cells: "Item | Price / Tea | 3 / …"


def test_limited_to_the_table_a_replace_changes_only_the_table(page: Any, redline: Redline) -> None:
    body = f"Tea costs 3 today.\n{TABLE_EN}\nCake costs 5, not 3."
    content = redline.create_article("Prices", body)
    open_article(page, content["id"])
    options(page)
    page.select_option("#scope-paragraph", index=3)  # the whole article, the selection, 1, 2
    page.fill("#message", 'replace "3" with "4"')
    page.press("#message", "Enter")
    expect(page.locator("#transcript")).to_have_attribute("aria-busy", "false")
    page.wait_for_function(
        "id => fetch('/api/contents/' + id).then(r => r.json()).then(c => c.version === 2)",
        arg=content["id"],
    )
    after = redline.call("GET", f"/api/contents/{content['id']}")["body"]
    assert after == body.replace("| Tea | 3 |", "| Tea | 4 |")


def test_a_row_edited_offline_is_drawn_in_one_table(page: Any, redline: Redline) -> None:
    body = f"今天的价格。\n{TABLE_ZH}\n就这些。"
    content = redline.create_article("价格", body)
    redline.send(content["id"], "把“蛋糕”改成“面包”")
    open_article(page, content["id"])
    page.wait_for_selector("#article-body .md-table")
    shown = drawn(page)
    assert len(shown) == 3, shown
    assert shown[1]["table"] and "面包" in shown[1]["text"], shown
