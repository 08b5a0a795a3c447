"""On a phone (390 px) the changes bar cut its second line in half: the bar's cap (12rem) left
two lines of list under a title on two lines and three rows of controls, so a reply with two
changes showed "paragraph 5: …" clipped under a shade, to be scrolled. A short list shows
whole; only a long one scrolls inside the bar."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

TITLE = "周会记录"
BODY = "\n\n".join(
    (
        "周一，团队开会讨论春季发布。",
        "他们写了十五页笔记，还为预算争论。",
        "午饭来得很晚，咖啡中午前就喝完了。",
        "到了四点，计划有了名字和日期。",
        "大家都累坏了，各自回家。",
    )
)
CHANGES = (("很晚", "很早"), ("累坏了", "很开心"), ("还为预算争论", "还聊了预算"))
MEASURE = """() => {
  const info = document.getElementById('changes-info');
  const lines = [...document.querySelectorAll('#changes-lines li')];
  const box = info.getBoundingClientRect();
  return {scrolls: info.scrollHeight > info.clientHeight + 1,
          hidden: lines.filter((li) => li.getBoundingClientRect().bottom > box.bottom + 1).length};
}"""


@pytest.mark.parametrize("count", [2, 3])
def test_a_short_list_of_changes_shows_whole_on_a_phone(
    browser: Any, redline: Redline, count: int
) -> None:
    article = redline.create_article(TITLE, BODY)
    body = BODY
    for old, new in CHANGES[:count]:
        body = body.replace(old, new)
    redline.stub.enqueue(reply=f"{TITLE}\n\n{body}")
    redline.send(article["id"], "语气轻松一点")
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, base_url=redline.url, locale="zh-CN"
    )
    try:
        tab = context.new_page()
        open_article(tab, article["id"])
        expect(tab.locator("#changes-bar")).not_to_have_attribute("aria-busy", "true")
        expect(tab.locator("#changes-lines li")).to_have_count(count)
        shown = tab.evaluate(MEASURE)
        shot(tab, f"s20-phone-changes-{count}")
        assert shown == {"scrolls": False, "hidden": 0}, shown
        # Nothing to scroll: the list is not a stop of its own in the Tab order.
        expect(tab.locator("#changes-info")).not_to_have_attribute("tabindex", "0")
    finally:
        context.close()
