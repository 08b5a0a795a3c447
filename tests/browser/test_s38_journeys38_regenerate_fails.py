"""A Regenerate the model fails (session 38, helper journeys38). The new reply is written from
the version its message was sent on, so when it fails the article is back on that version —
"sunny" gone from the page — while the status said only "Nothing was changed". Since
session 46 (outside46b F4) the article and the earlier reply stay as the writer had them."""

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab, named
from tests.browser.s36_journeys_steps import (
    open_article,
    wait_for_paragraphs,
    wait_for_version,
)

pytestmark = pytest.mark.browser

BODY = "The weather was fine.\n\nWe went to the park and saw fifteen ducks."
FIRST = ["The weather was sunny.", "We went to the park and saw fifteen ducks."]
SAID = {"en-US": "", "zh-CN": ""}  # the locales the journey runs in


@pytest.fixture(params=sorted(SAID))
def writer(browser: Any, redline: Redline, request: pytest.FixtureRequest) -> Iterator[Any]:
    redline.stub.reset()
    tab = browser_tab(browser, redline.url, locale=request.param)
    page = next(tab)
    page.said = SAID[request.param]
    yield page
    next(tab, None)


def test_a_failed_regenerate_keeps_the_version_the_writer_had(
    writer: Any, redline: Redline
) -> None:
    page = writer
    article = redline.create_article("Ducks", BODY)
    redline.stub.enqueue("Ducks\n\n" + "\n\n".join(FIRST))
    redline.send(article["id"], "make the weather livelier")
    open_article(page, article["id"])
    wait_for_paragraphs(page, FIRST)

    redline.stub.enqueue(status=500, body='{"error": {"message": "internal"}}')
    log = page.get_by_role("log")
    log.get_by_role("button", name=named(page, "Regenerate this reply")).click()
    # Session 46 (outside46b F4): a failed Regenerate keeps what the writer had, as Stop does —
    # the earlier reply and V2 stay shown, the failure beside it (› shows it).
    expect(
        log.get_by_role("button", name=named(page, "Next version of this reply"))
    ).to_be_visible()
    wait_for_version(page, 2)
    wait_for_paragraphs(page, FIRST)
    expect(page.get_by_role("status").filter(has_text="V1")).to_have_count(0)
