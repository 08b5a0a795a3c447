"""On a phone (390×844) the sticky changes bar covered the first line of the article's text:
stuck at the top of the screen, the bar sat over the line the writer was reading. The first
line of the article and of the transcript stays clear of the bar, in English and Chinese."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

ARTICLES = {
    "en": (
        "Team notes",
        "\n\n".join(
            (
                "On Monday the team met to plan the spring launch of the new reader app.",
                "They wrote fifteen pages of notes and argued about the budget for an hour.",
                "Lunch came late and the coffee ran out well before noon.",
                "By four the plan had a name and a date, and everyone went home tired.",
            )
        ),
        (("came late", "came early"), ("went home tired", "went home happy")),
        "Make it lighter",
    ),
    "zh": (
        "周会记录",
        "\n\n".join(
            (
                "周一，团队开会讨论新阅读应用的春季发布计划。",
                "他们写了十五页笔记，还为预算争论了一个小时。",
                "午饭来得很晚，咖啡中午前就喝完了。",
                "到了四点，计划有了名字和日期，大家都累坏了。",
            )
        ),
        (("很晚", "很早"), ("累坏了", "很开心")),
        "语气轻松一点",
    ),
}

# Whether the first line of `which` (the article's text, the transcript) is on screen and
# clear of the changes bar; with `stuck`, only once the bar is stuck at the top of the screen
# (a reading taken before the scroll is done proves nothing). A line's box is the first client
# rect of its first character.
CLEAR = """([which, stuck]) => {
  const root = document.getElementById(which);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT,
    (node) => node.textContent.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP);
  const node = walker.nextNode();
  if (!node) return false;
  const range = document.createRange();
  const at = node.textContent.search(/\\S/);
  range.setStart(node, at);
  range.setEnd(node, at + 1);
  const line = range.getClientRects()[0];
  const bar = document.getElementById('changes-bar').getBoundingClientRect();
  if (!line || line.top < 0 || line.bottom > innerHeight) return false;
  if (stuck && !(bar.top < 0 && bar.bottom > 0)) return false;
  return !(line.top < bar.bottom - 0.5 && bar.top < line.bottom - 0.5
           && line.left < bar.right - 0.5 && bar.left < line.right - 0.5);
}"""


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_changes_bar_covers_no_first_line_on_a_phone(
    browser: Any, redline: Redline, lang: str
) -> None:
    title, body, changes, ask = ARTICLES[lang]
    article = redline.create_article(title, body)
    revised = body
    for old, new in changes:
        revised = revised.replace(old, new)
    redline.stub.enqueue(reply=f"{title}\n\n{revised}")
    redline.send(article["id"], ask)
    context = browser.new_context(
        viewport={"width": 390, "height": 844},
        base_url=redline.url,
        locale="zh-CN" if lang == "zh" else "en-US",
    )
    try:
        tab = context.new_page()
        open_article(tab, article["id"])
        expect(tab.locator("#changes-bar")).to_be_visible()
        expect(tab.locator("#changes-bar")).not_to_have_attribute("aria-busy", "true")
        expect(tab.locator("#changes-lines li")).to_have_count(len(changes))
        tab.wait_for_function(CLEAR, arg=["article-body", False])
        shot(tab, f"s41-panel41-phone-opened-{lang}")
        # The text brought into view as a jump or a focus brings it: the bar is stuck at the
        # top, and the first line stands below it.
        for target in ("#article-body", "#article-body p >> nth=0"):
            tab.evaluate("() => scrollTo(0, 0)")
            tab.wait_for_function("() => scrollY === 0")
            tab.locator(target).evaluate("(el) => el.scrollIntoView({block: 'start'})")
            tab.wait_for_function(CLEAR, arg=["article-body", True])
        shot(tab, f"s41-panel41-phone-text-{lang}")
        tab.locator(".to-chat").click()
        expect(tab.locator("#chat-heading")).to_be_in_viewport()
        tab.wait_for_function(CLEAR, arg=["messages", False])
        shot(tab, f"s41-panel41-phone-chat-{lang}")
    finally:
        context.close()
