"""outside54 F4: a changed table or quote was drawn as raw Markdown in a version's changes and
in a comparison — `| 问题 | … |` lines, `> “…”——老陈陈师傅`, and the block after it (a quote, a
`## ` heading) run into the same paragraph. The diff split the paragraph break between the
change and the text after it; now the break is read whole (static/js/panel/settled-breaks.js),
the table is a table with its new row marked and its reject button in sight, the quote a quote
and the heading a heading — in Chinese and in English, in the change view and in Compare."""

from typing import Any

import pytest

from tests.browser.conftest import Redline, browser_tab, shot

ZH = (
    "开头一段。\n\n| 问题 | 人数 |\n|---|---|\n| 是否愿意 | 389 |\n\n"
    "> “我腿脚不好。”——王阿姨\n\n> “搬到哪里我都跟着去。”——卖豆腐的老陈\n\n"
    "## 三、我们的建议\n\n结尾一段。"
)
EN = (
    "The opening.\n\n| Question | Yes |\n|---|---|\n| Willing to move | 389 |\n\n"
    "> “There's no crossing there.” — Ruth\n\n> “I'd just drive.” — Tom Hale\n\n"
    "## What we ask\n\nThe end."
)
ZH_ROW = "| 是否愿意 | 389 |"
EN_ROW = "| Willing to move | 389 |"
CHANGES = {
    "zh-CN": (ZH, [(ZH_ROW, ZH_ROW + "\n| 是否担心 | 301 |"), ("老陈", "陈师傅")]),
    "en-US": (EN, [(EN_ROW, EN_ROW + "\n| Worried | 301 |"), ("Tom Hale", "Tom Hale, driver")]),
}


def _blocks(tab: Any) -> list[list[str]]:
    return tab.eval_on_selector_all(
        "#article-body > p",
        "ps => ps.map(p => [p.className.split(' ').filter(c => c.startsWith('md-')).join(' '),"
        " p.textContent.slice(0, 12)])",
    )


def _drawn_as_blocks(tab: Any, *, rejectable: bool) -> None:
    tab.wait_for_selector("#article-body .change", state="attached")
    blocks = _blocks(tab)
    kinds = [kind for kind, _ in blocks]
    assert kinds == ["", "md-table", "md-quote", "md-quote", "md-h2", ""], blocks
    # The table's new row is a row of cells, marked as added, and its ✕ can be pressed.
    row = tab.locator("#article-body .md-table .md-row").nth(2)
    assert "md-row-inserted" in (row.get_attribute("class") or "")
    assert row.locator(".md-cell ins").count() == 2
    if rejectable:  # a version's changes (a comparison rejects none)
        reject = tab.locator("#article-body .md-table .reject-change")
        assert reject.count() == 1 and reject.is_visible()
    # No Markdown mark is left in sight: the quotes' "> " and the heading's "## " are hidden.
    seen = tab.locator("#article-body").inner_text()
    assert "|" not in seen and "> " not in seen and "##" not in seen, seen


@pytest.mark.parametrize("locale", ["zh-CN", "en-US"])
def test_a_changed_table_and_quote_are_drawn_as_blocks(
    browser: Any, redline: Redline, locale: str
) -> None:
    body, edits = CHANGES[locale]
    cid = redline.create_article("块" if locale == "zh-CN" else "Blocks", body)["id"]
    changed = body
    for old, new in edits:
        changed = changed.replace(old, new)
    redline.call("PUT", f"/api/contents/{cid}", {"body": changed, "base_version": 1})
    for tab in browser_tab(browser, redline.url, locale=locale):
        tab.goto(f"/articles/{cid}#v2")
        tab.wait_for_selector("body[data-ready='1']")
        _drawn_as_blocks(tab, rejectable=True)
        shot(tab, f"s55-out54web-blocks-change-{locale}")
        # Compare V1 with V3 (a rename after it): the same drawing.
        title = "块二" if locale == "zh-CN" else "B2"
        redline.call("PATCH", f"/api/contents/{cid}", {"title": title})
        tab.goto("about:blank")
        tab.goto(f"{redline.url}/articles/{cid}#compare=1..3")
        tab.wait_for_selector("body[data-ready='1']")
        _drawn_as_blocks(tab, rejectable=False)
        shot(tab, f"s55-out54web-blocks-compare-{locale}")
