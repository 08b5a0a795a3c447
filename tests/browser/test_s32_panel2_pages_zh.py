"""Session 32: the pages that say something went wrong — a damaged article, a damaged persona,
a download that cannot be made — had Chinese titles and headings for a Chinese reader, and
English sentences under them. Each sentence now reads in Chinese, whole, while the commands,
folders and links between them stay as they are."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import browser_tab, served_redline, shot

pytestmark = pytest.mark.browser

LATIN_SENTENCE = re.compile(r"[A-Za-z]+(?: [A-Za-z']+){3,}")


def english_sentences(page: Any) -> list[str]:
    """Runs of four or more English words in the page's text outside <code> and the alert
    (the alert names the damaged file in the server's words)."""
    text = page.evaluate(
        """() => {
          const main = document.querySelector("main").cloneNode(true);
          for (const gone of main.querySelectorAll("code, [role=alert]")) gone.remove();
          return main.innerText;
        }"""
    )
    return LATIN_SENTENCE.findall(text)


@pytest.fixture(scope="module")
def own_app(tmp_path_factory: pytest.TempPathFactory) -> Any:
    data = tmp_path_factory.mktemp("pages-zh")
    with served_redline(data) as app:
        yield app, data


def test_the_pages_saying_what_went_wrong_read_in_chinese(browser: Any, own_app: Any) -> None:
    app, data = own_app
    broken = app.create_article("坏掉的文章", "今天有雨。")
    fine = app.create_article("好好的文章", "今天天晴。")
    (Path(data) / "contents" / broken["id"] / "header.json").write_bytes(b'{"broken')
    persona_file = Path(data) / "personas" / fine["persona_id"] / "persona.json"
    for page in browser_tab(browser, app.url, locale="zh-CN"):
        page.goto(f"/articles/{broken['id']}")
        expect(page.locator("h1")).to_have_text("这篇文章损坏了")
        expect(page.locator("main ol li").first).to_contain_text(
            "用同样的设置（同样的 REDLINE_DATA_DIR）运行 python -m app check。"
        )
        expect(page.locator("main ol li").nth(1)).to_contain_text(
            f"contents/{broken['id']}/versions/"
        )
        expect(page.get_by_role("alert")).to_contain_text(f"文章 '{broken['id']}' 损坏了")
        shot(page, "s32-panel2-damaged-article-zh")
        assert english_sentences(page) == []

        page.goto(f"/articles/{fine['id']}/download?format=pdf")
        expect(page.locator("h1")).to_have_text("这个下载无法生成")
        expect(page.get_by_role("link", name=".docx")).to_be_visible()
        expect(page.get_by_role("alert")).to_have_text(
            "请求无效：格式只能是 md, txt, docx 之一（收到的是 'pdf'）。"
        )
        shot(page, "s32-panel2-download-refused-zh")
        assert english_sentences(page) == []

        persona_file.write_bytes(b"{cut sho")
        page.goto(f"/personas/{fine['persona_id']}")
        expect(page.locator("h1")).to_have_text("这个人设损坏了")
        expect(page.locator("main ol li").nth(1)).to_contain_text(
            f"这个人设的文件夹是数据目录里的 personas/{fine['persona_id']}。"
        )
        expect(page.get_by_role("alert")).to_contain_text("它的文件 persona.json 读不出来")
        shot(page, "s32-panel2-damaged-persona-zh")
        assert english_sentences(page) == []
