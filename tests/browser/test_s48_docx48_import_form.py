"""The home page's import of files that went out and came back (outside47 F1, F8, F2): a Word
file fills the form with its headings, lists, tables and links, and the status line says in
the reader's language what it could not carry; Redline's own .txt comes back without its
title twice."""

from __future__ import annotations

import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab
from tests.unit.s48_docx48_word_files import cell, docx, link, para, run, table

pytestmark = pytest.mark.browser
expect.set_options(timeout=15000)

DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
PICTURE = (
    "<w:r><w:drawing><wp:inline><a:graphic><a:graphicData><pic:pic><pic:blipFill>"
    '<a:blip r:embed="rId5"/></pic:blipFill></pic:pic></a:graphicData></a:graphic>'
    "</wp:inline></w:drawing></w:r>"
)
FROM_A_COLLEAGUE = docx(
    para("秋游指南", style="a7"),
    para("准备", style="2"),
    para(run("带上"), run("身份证", bold=True), run("。"), PICTURE, PICTURE),
    table([cell("时间"), cell("地点")], [cell("9:00"), cell("北门")]),
    para("水壶", style="a3", num=(1, 0)),
    para("雨伞", style="a3", num=(1, 1)),
    para(run("详情见"), link("rId7", "官网"), '<w:r><w:footnoteReference w:id="1"/></w:r>'),
    links={"rId7": "https://example.org/gw"},
)
BODY = (
    "## 准备\n\n带上**身份证**。\n\n| 时间 | 地点 |\n|---|---|\n| 9:00 | 北门 |\n\n"
    "- 水壶\n  - 雨伞\n\n详情见[官网](https://example.org/gw)"
)


@pytest.fixture(params=["en-US", "zh-CN"])
def writer(browser: Any, redline: Redline, request: pytest.FixtureRequest) -> Iterator[Any]:
    yield from browser_tab(browser, redline.url, locale=request.param)


def _import(tab: Any, name: str, data: bytes, mime: str) -> None:
    tab.goto("/")
    tab.wait_for_selector("body[data-ready='1']")
    tab.set_input_files("#create-file", files=[{"name": name, "mimeType": mime, "buffer": data}])


def test_a_colleague_s_word_file_fills_the_form_and_says_what_was_left_out(writer: Any) -> None:
    _import(writer, "秋游.docx", FROM_A_COLLEAGUE, DOCX_TYPE)
    expect(writer.locator("#create-body")).to_have_value(BODY)
    expect(writer.locator("#create-title")).to_have_value("秋游指南")
    chinese = writer.evaluate("navigator.language").startswith("zh")
    expect(writer.locator("#create-status")).to_have_text(
        "已导入 秋游.docx。没有导入：2 张图片、1 个脚注。看一下标题，再创建。"
        if chinese
        else "Imported 秋游.docx. Left out: 2 images, 1 footnote. Check the title, then create."
    )


def test_a_word_file_redline_wrote_comes_back_as_it_went_out(writer: Any, redline: Redline) -> None:
    body = (
        "## Packing\n\n- a bottle\n  - a blue one\n\n> Stay safe.\n\n| a | b |\n|---|---|\n| 1 |  |"
    )
    made = redline.create_article("Trip guide", body)
    with urllib.request.urlopen(f"{redline.url}/articles/{made['id']}/download?format=docx") as got:
        data = got.read()
    _import(writer, "trip.docx", data, DOCX_TYPE)
    expect(writer.locator("#create-body")).to_have_value(body)
    expect(writer.locator("#create-title")).to_have_value("Trip guide")
    expect(writer.locator("#create-status")).not_to_contain_text("Left out")
    expect(writer.locator("#create-status")).not_to_contain_text("没有导入")


def test_redline_s_text_file_gives_its_title_back_once(writer: Any, redline: Redline) -> None:
    made = redline.create_article("秋游指南", "出发前准备三样东西。\n\n- 水壶\n- 雨伞")
    with urllib.request.urlopen(f"{redline.url}/articles/{made['id']}/download?format=txt") as got:
        data = got.read()
    _import(writer, "秋游指南-v1.txt", data, "text/plain")
    expect(writer.locator("#create-title")).to_have_value("秋游指南")
    expect(writer.locator("#create-body")).to_have_value("出发前准备三样东西。\n\n- 水壶\n- 雨伞")
