"""A revision whose style learning was given up says so in the history drawer, in the API's
own sentence (the API has carried `learning` since fec2f88; the writer saw nothing)."""

import json
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article

pytestmark = pytest.mark.browser

DETAIL = (
    "Your style was not learned from this revision: learning failed 3 times and was given up. "
    "The edit itself is saved; your persona simply did not take anything from it."
)


def test_history_says_when_learning_from_a_revision_was_given_up(
    page: Any, redline: Redline
) -> None:
    made = redline.create_article("银杏", "公园里有十五棵银杏树。\n\n傍晚很安静。")
    redline.send(made["id"], "把“十五”改成“二十”")
    redline.send(made["id"], "把“二十”改成“三十”")

    def failed_learning(route: Any) -> None:
        response = route.fetch()
        records = response.json()
        newest = max(records, key=lambda r: r["version"])
        newest["learning"] = {"state": "failed", "detail": DETAIL, "attempts": 3}
        route.fulfill(response=response, body=json.dumps(records))

    page.route("**/api/contents/*/history", failed_learning)
    open_article(page, made["id"])
    page.click("#history-toggle")
    rows = page.locator("#history .hist-row")
    expect(rows.first).to_be_visible()
    note = page.locator("#history .hist-row[data-version='3'] .hist-learning")
    expect(note).to_have_text(DETAIL)
    expect(page.locator("#history .hist-learning")).to_have_count(1)
