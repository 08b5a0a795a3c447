"""An item counted in the list a suggestion names by its heading: "In the Fixed list, make the
first item…" is the first item under "## Fixed", not the article's first bullet."""

from app.editing.mentions import described_paragraphs

NOTES = [
    "Tallyhoe 3.2 is out today.",
    "## New",
    "- Shared budgets.\n- Faster CSV import.",
    "## Fixed",
    "- Recurring transactions no longer repeat (#1482).\n- PDF exports show currency symbols.",
    "## Upgrading",
    "Back up your data folder first.",
]
ZH_NOTES = [
    "Tallyhoe 3.2 今天发布。",
    "## 新功能",
    "- 共享预算。\n- CSV 导入更快。",
    "## 问题修复",
    "- 周期性账目不再重复记账（#1482）。\n- PDF 导出的货币符号显示正常。",
    "## 升级须知",
    "升级前先备份数据文件夹。",
]


def test_the_first_item_of_the_named_list() -> None:
    asked = "In the Fixed list, make the first item easier to understand."
    assert described_paragraphs(asked, NOTES) == {4}


def test_the_first_item_of_the_named_chinese_list() -> None:
    assert described_paragraphs("问题修复里的第一条写得好懂一点。", ZH_NOTES) == {4}


def test_with_no_list_named_the_first_item_is_the_articles_first() -> None:
    assert described_paragraphs("Make the first item easier to understand.", NOTES) == {2}
