"""outside48 F6: History → Compare V1 with V3, then the drawer reopened, offers V1 with V3
again (it read V4 / V5), while the page lives; a Chinese article."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)


def test_the_pair_compared_is_offered_again_when_history_reopens(
    page: Any, redline: Redline
) -> None:
    body = "银杏叶黄了。\n\n我和妹妹沿着湖边走。\n\n鸭子游过来。\n\n我们野餐。"
    made = redline.create_article("秋天的公园", body)
    path = f"/api/contents/{made['id']}"
    for version, (old, new) in enumerate([("妹妹", "弟弟"), ("鸭子", "小鸭"), ("野餐", "午餐")], 1):
        body = body.replace(old, new)
        redline.call("PUT", path, {"body": body, "base_version": version})
    open_article(page, made["id"])
    expect(page.locator("#article-version")).to_have_text("V4")
    page.click("#history-toggle")
    # first opened: the latest revision's own pair
    expect(page.locator("#compare-from")).to_have_value("3")
    expect(page.locator("#compare-to")).to_have_value("4")
    page.select_option("#compare-from", "1")
    page.select_option("#compare-to", "3")
    page.click("#history .compare-go")
    expect(page.locator("#history")).not_to_have_attribute("open", "")
    page.click("#history-toggle")
    expect(page.locator("#compare-from")).to_have_value("1")
    expect(page.locator("#compare-to")).to_have_value("3")
