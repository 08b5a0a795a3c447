"""Session 32: the list of articles read by a Chinese writer. The article and persona pages read
in the reader's language, but the home page — where a newcomer starts — stayed English: the
list, the new-article form, importing a file, the empty list, what a rename or a move to the
trash said. It now reads in the reader's language from the first paint (labels.js), Simplified
or Traditional, while titles, persona names and what the writer searched stay as written."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab, served_redline, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)


@pytest.fixture(params=["en-US", "zh-CN", "zh-TW"])
def tab(browser: Any, redline: Redline, request: pytest.FixtureRequest) -> Iterator[Any]:
    yield from browser_tab(browser, redline.url, locale=request.param)


# Text shown in English outside what the writer wrote (marked translate="no", typed in a box):
# visible text, and the names and hints of controls. Names of things stay.
ENGLISH_LABELS = """() => {
  const written = "[translate=no], textarea, input";
  const names = /Redline|Markdown|Word|Ctrl|Enter|UTC|\\.(md|docx|txt|json)\\b|V\\d+/g;
  const english = (text) =>
    /[A-Za-z]{3,}/.test((text || "").replace(/“[^”]*”/g, "").replace(names, ""));
  const found = [];
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walk.nextNode()) {
    const parent = walk.currentNode.parentElement;
    if (!parent || parent.closest(written) || parent.closest("script, [hidden]")) continue;
    if (english(walk.currentNode.data)) found.push(walk.currentNode.data.trim());
  }
  for (const node of document.querySelectorAll("[aria-label], [title], [placeholder]")) {
    if (node.closest("[hidden]") || node.closest("[translate=no]")) continue;
    for (const name of ["aria-label", "title", "placeholder"]) {
      if (english(node.getAttribute(name))) found.push(`${name}: ${node.getAttribute(name)}`);
    }
  }
  return found;
}"""

SAID = {
    "en-US": {
        "create": "Create article",
        "imported": "Imported 车站.md. Check the title, then create.",
        "renamed": "Renamed to “新车站” (V2).",
        "trashed": "Moved “新车站” to the trash.",
        "undo": "Undo",
        "nothing_found": "No article has “没有这个词” in its title or text.",
    },
    "zh-CN": {
        "create": "创建文章",
        "imported": "已导入 车站.md。看一下标题，再创建。",
        "renamed": "已改名为“新车站”（V2）。",
        "trashed": "已把“新车站”移到回收站。",
        "undo": "撤销",
        "nothing_found": "没有哪篇文章的标题或正文里有“没有这个词”。",
    },
    "zh-TW": {
        "create": "創建文章",
        "imported": "已導入 车站.md。看一下標題，再創建。",
        # The title as the writer wrote it, in Simplified characters, in a Traditional line.
        "renamed": "已改名為“新车站”（V2）。",
        "trashed": "已把“新车站”移到回收站。",
        "undo": "撤銷",
        "nothing_found": "沒有哪篇文章的標題或正文裡有“没有这个词”。",
    },
}


def test_a_chinese_reader_reads_the_list_of_articles_and_what_it_says_in_chinese(
    tab: Any, redline: Redline
) -> None:
    locale = tab.evaluate("navigator.language")
    said = SAID[locale]
    persona = redline.call("POST", "/api/personas", {"name": "我的风格", "description": "短句"})
    article = redline.create_article("车站", "我们在车站等了二十分钟。", persona["id"])
    gone = redline.create_article("旧稿", "不要了。")
    redline.call("DELETE", f"/api/contents/{gone['id']}")
    tab.goto("/")
    tab.wait_for_selector("body[data-ready='1']")
    expect(tab.locator("#create-form button[type='submit']")).to_have_text(said["create"])
    # The writer's words stay as written: titles, persona names.
    expect(tab.locator(f"tr[data-content-id='{article['id']}'] .article-link")).to_have_text("车站")
    expect(tab.locator(".persona-list a", has_text="我的风格").first).to_have_text("我的风格")
    if locale != "en-US":
        shot(tab, f"s32-home-{locale}")
        assert tab.evaluate(ENGLISH_LABELS) == [], "\n".join(tab.evaluate(ENGLISH_LABELS))
        expect(tab.locator("#articles-heading")).to_have_attribute("lang", re.compile("^zh"))

    # A file imported into the form.
    tab.locator("#create-file").set_input_files(
        files=[{"name": "车站.md", "mimeType": "text/markdown", "buffer": "公交车没来。".encode()}]
    )
    expect(tab.locator("#create-status")).to_have_text(said["imported"])

    # A rename, then a move to the trash: what each did, said beside the list.
    row = tab.locator(f"tr[data-content-id='{article['id']}']")
    row.locator(".rename-article").click()
    row.locator("input[name='title']").fill("新车站")
    row.locator("input[name='title']").press("Enter")
    expect(tab.locator("#home-status")).to_have_text(said["renamed"])
    row.locator(".trash-article").click()
    expect(tab.locator("#home-status .status-line")).to_contain_text(said["trashed"])
    expect(tab.locator("#home-status button")).to_have_text(said["undo"])
    if locale != "en-US":
        assert tab.evaluate(ENGLISH_LABELS) == [], "\n".join(tab.evaluate(ENGLISH_LABELS))

    # A search that finds nothing quotes the words searched for as typed.
    tab.goto("/?q=没有这个词")
    tab.wait_for_selector("body[data-ready='1']")
    expect(tab.locator(".home-list p.empty")).to_have_text(said["nothing_found"])


# When a heading first read in Chinese, against when the page was first painted.
LABELLED_AT = """window.labelledAt = null;
new MutationObserver(() => {
  const heading = document.querySelector("#create-heading, #chat-heading, .persona-page h2");
  if (window.labelledAt === null && /[\\u4e00-\\u9fff]/.test(heading?.textContent || "")) {
    window.labelledAt = performance.now();
  }
}).observe(document, { subtree: true, childList: true, characterData: true });"""
FIRST_PAINT = (
    """() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null"""
)


def test_every_page_is_first_painted_with_its_labels_in_chinese(
    browser: Any, redline: Redline
) -> None:
    # The script that puts labels in the reader's language sat at the end of the body, where
    # blocking="render" does nothing: a page read from the cache was painted in English first.
    persona = redline.call("POST", "/api/personas", {"name": "我的风格"})
    article = redline.create_article("车站", "我们在车站等了二十分钟。", persona["id"])
    pages = ["/", f"/articles/{article['id']}", f"/personas/{persona['id']}", "/", "/"]
    for page in browser_tab(browser, redline.url, locale="zh-CN"):
        page.add_init_script(LABELLED_AT)
        for path in pages:
            page.goto(path)
            page.wait_for_selector("body[data-ready='1']")
            page.wait_for_function(FIRST_PAINT)
            labelled, painted = page.evaluate("window.labelledAt"), page.evaluate(FIRST_PAINT)
            assert labelled is not None and labelled <= painted, (path, labelled, painted)
        # The list's own script never arriving: the labels do not wait for it.
        page.route("**/static/js/home.js", lambda route: route.abort())
        page.goto("/")
        expect(page.locator("#create-heading")).to_have_text("新文章")


@pytest.fixture(scope="module")
def empty_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Redline]:
    """An app with no article yet: what a newcomer opens first."""
    with served_redline(tmp_path_factory.mktemp("empty-home")) as app:
        yield app


def test_a_chinese_newcomer_reads_the_empty_list_and_the_default_persona_in_chinese(
    browser: Any, empty_app: Redline
) -> None:
    for page in browser_tab(browser, empty_app.url, locale="zh-CN"):
        page.goto("/")
        page.wait_for_selector("body[data-ready='1']")
        expect(page.locator(".home-list p.empty").first).to_have_text(
            "还没有文章。粘贴一篇或导入一个文件就可以开始。"
        )
        # The persona Redline made for the writer, named by Redline, reads in their language.
        expect(page.locator(".persona-list li")).to_have_text("我的文风 — 从你的每次修改中学习。")
        expect(page.locator("#create-persona option").first).to_have_text(
            "默认：我的文风（从每次修改中学习）"
        )
        assert page.evaluate(ENGLISH_LABELS) == [], "\n".join(page.evaluate(ENGLISH_LABELS))
        shot(page, "s32-home-empty-zh-CN")


def test_a_persona_the_writer_named_like_a_label_keeps_its_name(
    browser: Any, empty_app: Redline
) -> None:
    empty_app.call("POST", "/api/personas", {"name": "History", "description": "Search"})
    for page in browser_tab(browser, empty_app.url, locale="zh-CN"):
        page.goto("/")
        page.wait_for_selector("body[data-ready='1']")
        expect(page.locator(".persona-list li", has_text="History")).to_have_text(
            "History — Search"
        )
        expect(page.locator("#generate-persona option", has_text="History")).to_have_count(1)
