"""A Word file Redline exported and read back is the same Markdown (outside47 F1, F8): every
construct the export writes — headings, bullet and numbered lists (nested), quotes, bold,
italic, links, tables — in English and Chinese; and what the export writes in the Word file."""

from __future__ import annotations

import io
import re
import zipfile
from datetime import UTC, datetime

import pytest

from app.web.word import docx_bytes
from app.web.word_import import read_docx

WHEN = datetime(2026, 12, 6, 12, 0, tzinfo=UTC)

BODIES = {
    "headings": "# One\n\n## 准备\n\n### Three **bold** and *slanted*\n\n###### Six",
    "bullets": (
        "Bring:\n\n- a water bottle\n- an umbrella\n  - a folding one\n    - blue\n- **your ID**"
    ),
    "bullets_zh": "出发前要准备三样东西：\n\n- 水壶\n- 雨伞\n  - 折叠伞更好\n- **身份证**",
    "numbers": "1. 先坐地铁\n2. 再换公交\n   - 在北门下车\n3. 步行五分钟",
    "numbers_other_marks": "1) first\n2) second\n\n1、第一\n2、第二",
    "quote": "> Stay safe on the road.\n> Call if late.\n\nAfter the quote.",
    "quote_zh": "> 路上注意安全。\n\n最后一段，*轻松*一点。",
    "emphasis": "**a *b* c**, *a **b***, ***both*** and a plain 2 * 3 * 4.",
    "emphasis_zh": "这是**很重要**的*提醒*，还有***两者***。",
    "link": "Read [the report](https://example.org/report) by **Friday**.",
    "link_zh": "详情见[官网](https://example.org/gw)，或写信到[信箱](mailto:a@example.org)。",
    "link_with_bold": "See [**the** notes](https://example.org/a_b?c=1&d=2).",
    "table": "First.\n\n| Time | Place |\n|---|---|\n| 9:00 | North gate |\n\nLast.",
    "table_zh_empty": "| 品名 | 价格 | 备注 |\n|---|---|---|\n| 苹果 |  | 新鲜 |\n|  | 5元 |  |",
    "table_aligned": "| a | b | c |\n|:---|:---:|---:|\n| 1 | 2 | 3 |",
    "table_bar_in_cell": "| 公式 | 说明 |\n|---|---|\n| a \\| b | 或 |",
    "table_emphasis": "| **name** | [site](https://example.org) |\n|---|---|\n| *x* | y |",
    "table_header_only": "| 时间 | 地点 |\n|---|---|",
    "line_breaks": "Line one\nline two\n\nNext paragraph.",
    "everything_zh": (
        "## 准备\n\n出发前要准备三样东西：\n\n- 水壶\n- 雨伞\n  - 折叠伞更好\n- **身份证**\n\n"
        "1. 先坐地铁\n2. 再换公交\n\n> 路上注意安全。\n\n| 时间 | 地点 |\n|---|---|\n"
        "| 9:00 | 北门 |\n\n最后一段，*轻松*一点。"
    ),
}


@pytest.mark.parametrize("name", sorted(BODIES))
def test_an_exported_word_file_reads_back_as_the_same_markdown(name: str) -> None:
    body = BODIES[name]
    read = read_docx(docx_bytes("秋游指南", body, version=3, updated_at=WHEN))
    assert read.title == "秋游指南"
    assert read.body == body
    assert read.left_out == {}


def test_a_body_of_one_paragraph_a_line_keeps_its_table_and_its_list_depth() -> None:
    body = "| 品名 | 价格 |\n|---|---|\n| 苹果 | 3元 |\n- 水果\n  - 苹果"
    read = read_docx(docx_bytes("T", body, version=1, updated_at=WHEN))
    assert read.body == "| 品名 | 价格 |\n|---|---|\n| 苹果 | 3元 |\n\n- 水果\n  - 苹果"


def _document(body: str) -> str:
    data = docx_bytes("Title", body, version=1, updated_at=WHEN)
    return zipfile.ZipFile(io.BytesIO(data)).read("word/document.xml").decode()


def _rels(body: str) -> str:
    data = docx_bytes("Title", body, version=1, updated_at=WHEN)
    return zipfile.ZipFile(io.BytesIO(data)).read("word/_rels/document.xml.rels").decode()


def test_a_markdown_table_is_written_as_a_word_table_not_as_bars() -> None:
    xml = _document("开头。\n\n| 时间 | 地点 |\n|---|---|\n| 9:00 | 北门 |\n| 10:30 |  |\n\n结尾。")
    assert xml.count("<w:tbl>") == 1
    assert "|---|" not in xml and "| 时间" not in xml
    assert xml.count("<w:tr>") + xml.count("<w:tr ") == 3
    assert xml.count("<w:tc>") == 6
    assert "<w:tblHeader/>" in xml
    cells = re.findall(r"<w:tc>.*?</w:tc>", xml)
    assert [re.sub(r"<[^>]+>", "", c) for c in cells] == [
        "时间",
        "地点",
        "9:00",
        "北门",
        "10:30",
        "",
    ]


def test_a_bar_escaped_in_a_cell_is_a_bar_in_word() -> None:
    xml = _document("| a \\| b | c |\n|---|---|\n| 1 | 2 |")
    cells = [re.sub(r"<[^>]+>", "", c) for c in re.findall(r"<w:tc>.*?</w:tc>", xml)]
    assert cells == ["a | b", "c", "1", "2"]


def test_a_column_aligned_by_its_rule_is_aligned_in_word() -> None:
    xml = _document("| a | b | c |\n|:---:|---:|---|\n| 1 | 2 | 3 |")
    cells = re.findall(r"<w:tc>.*?</w:tc>", xml)
    assert 'w:jc w:val="center"' in cells[3] and 'w:jc w:val="right"' in cells[4]
    assert "w:jc" not in cells[5]


def test_a_link_is_a_word_hyperlink_to_its_address() -> None:
    body = "详情见[官网](https://example.org/gw)。"
    xml, rels = _document(body), _rels(body)
    found = re.search(r'<w:hyperlink r:id="(\w+)">(.*?)</w:hyperlink>', xml)
    assert found is not None
    assert re.sub(r"<[^>]+>", "", found.group(2)) == "官网"
    assert re.search(
        rf'Id="{found.group(1)}"[^>]*Target="https://example.org/gw"', rels
    ) or re.search(rf'Target="https://example.org/gw"[^>]*Id="{found.group(1)}"', rels)
    assert "[官网]" not in xml


@pytest.mark.parametrize(
    "body", ["[click](javascript:alert(1))", "[file](file:///C:/secret.doc)", "[x](relative/page)"]
)
def test_a_link_to_no_web_or_mail_address_stays_as_written(body: str) -> None:
    xml = _document(body)
    assert "<w:hyperlink" not in xml
    read = read_docx(docx_bytes("T", body, version=1, updated_at=WHEN))
    assert read.body == body


def test_a_plain_multiplication_is_not_made_italic() -> None:
    xml = _document("2 * 3 * 4 = 24")
    assert "<w:i/>" not in xml and "<w:i " not in xml
