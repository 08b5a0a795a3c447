"""The panel, the offline rules and the judge of a model's reply number paragraphs alike
(app/domain/paragraph_places.py; outside41 finding 5): in an article with `##` headings and a
fenced code block that holds a blank line, "Limit to" lists the code block as one paragraph and
the headings as none; "delete the third paragraph" / 删除第三段 deletes the paragraph "Limit to"
calls paragraph 3, its change line names it so, and "shorten the third paragraph" answered by
the model with that paragraph shortened is saved and named so. (Written in session 41, backed
out with that session's definition; back with the definition carried through every reading.)"""

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, ask, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=15000)

CODE = "```\nprint('hi')\n\nprint('bye')\n```"
ARTICLES = {
    "en": {
        "title": "Release notes",
        "paragraphs": [
            "## Intro",
            "Alpha: the release is out on Monday.",
            CODE,
            "## Details",
            "Charlie: the old importer is gone and the new one reads every format we know.",
            "Delta: the settings page moved under the account menu, next to the sign-out link.",
        ],
        "delete": "Delete the third paragraph.",
        "shorten": "Shorten the third paragraph.",
        "short": "Delta: settings moved under the account menu.",
        "line": "paragraph 3",
    },
    "zh": {
        "title": "发布说明",
        "paragraphs": [
            "## 简介",
            "甲：新版本周一发布。",
            CODE,
            "## 细节",
            "丙：旧的导入工具已经去掉，新的导入工具能读我们知道的所有格式。",
            "丁：设置页面挪到了账户菜单下面，就在退出登录的链接旁边，方便大家找到。",
        ],
        "delete": "删除第三段",
        "shorten": "第三段太长了，缩短一点",
        "short": "丁：设置页面挪到了账户菜单下面。",
        "line": "第3段",
    },
}


def _preview(text: str) -> str:
    words = " ".join(text.split())
    return words[:36] + ("…" if len(words) > 36 else "")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_limit_to_the_rules_and_the_judge_count_the_same_paragraphs(
    browser: Any, redline: Redline, lang: str
) -> None:
    case = ARTICLES[lang]
    paragraphs: list[str] = case["paragraphs"]
    article = redline.create_article(case["title"], "\n\n".join(paragraphs))
    context = browser.new_context(
        viewport={"width": 1280, "height": 860}, base_url=redline.url, locale="en-US"
    )
    try:
        tab = context.new_page()
        open_article(tab, article["id"])
        tab.focus("#scope-paragraph")
        expect(tab.locator("#scope-paragraph option")).to_have_text(
            [
                "the whole article",
                "the selected text",
                "heading: " + paragraphs[0][3:],
                "paragraph 1: " + _preview(paragraphs[1]),
                "paragraph 2: " + _preview(CODE),
                "heading: " + paragraphs[3][3:],
                "paragraph 3: " + _preview(paragraphs[4]),
                "paragraph 4: " + _preview(paragraphs[5]),
            ]
        )
        shot(tab, f"s42-paras42-limit-to-{lang}")
        # Offline rules: the paragraph "Limit to" calls 3 is the one deleted, and so named.
        ask(tab, redline, case["delete"])
        expect(tab.locator("#article-version")).to_have_text("V2")
        expect(tab.locator("#changes-lines li")).to_have_text([re.compile(case["line"])])
        kept = [p for p in paragraphs if p != paragraphs[4]]
        saved = redline.call("GET", f"/api/contents/{article['id']}")
        assert (saved["version"], saved["body"]) == (2, "\n\n".join(kept))
        # The model path: the third paragraph is now the last; shortened, it is saved.
        reply = "\n\n".join([case["title"], *kept[:-1], case["short"]])
        ask(tab, redline, case["shorten"], {"reply": reply})
        expect(tab.locator("#article-version")).to_have_text("V3")
        expect(tab.locator("#changes-lines li")).to_have_text([re.compile(case["line"])])
        saved = redline.call("GET", f"/api/contents/{article['id']}")
        assert saved["version"] == 3 and saved["body"].endswith(case["short"])
        shot(tab, f"s42-paras42-shortened-{lang}")
    finally:
        context.close()
