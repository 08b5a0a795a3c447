"""Session 32: an editor browsing the history of a 60-version article opens V31's changes from
the middle of the list, then opens the history again for the next one. It reopened at the
bottom (the version shown now), 4,000 px from where they were; it now reopens where they left
it — unless the article has moved on since, when the version shown now is in sight as before.
The drawer opens without a long freeze."""

from __future__ import annotations

import time
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=15000)

BODY = "\n\n".join(f"Paragraph {n}: we waited w{n}x at the stop." for n in range(1, 21))
IN_THE_MIDDLE = """() => {
  const drawer = document.querySelector("#history");
  drawer.scrollTop = drawer.scrollHeight / 2;
  return { top: drawer.scrollTop };
}"""


def test_the_history_of_sixty_versions_reopens_where_the_editor_left_it(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Sixty", BODY)
    token = {k: f"w{k}x" for k in range(1, 21)}
    for n in range(59):
        k = n % 20 + 1
        redline.send(article["id"], f'Replace "{token[k]}" with "w{k}y{n}"')
        token[k] = f"w{k}y{n}"
    open_article(page, article["id"])
    started = time.monotonic()
    page.click("#history-toggle")
    expect(page.locator("#history .hist-row")).to_have_count(60)
    opened_in = time.monotonic() - started
    left = page.evaluate(IN_THE_MIDDLE)
    middle = page.evaluate(
        """() => {
          const drawer = document.querySelector("#history").getBoundingClientRect();
          return [...document.querySelectorAll("#history .hist-row")].findIndex((r) => {
            const at = r.getBoundingClientRect();
            return at.top > drawer.top + 100 && at.bottom < drawer.bottom;
          });
        }"""
    )
    page.locator("#history .hist-row").nth(middle).get_by_role("button", name="Changes").click()
    expect(page.locator("#history")).not_to_be_visible()
    expect(page.locator("#changes-bar, .changes-bar").first).to_be_visible()
    page.click("#history-toggle")
    expect(page.locator("#history .hist-row")).to_have_count(60)
    page.wait_for_function(f"() => document.querySelector('#history').scrollTop === {left['top']}")
    expect(page.locator("#history .hist-row").nth(middle)).to_be_in_viewport()
    shot(page, "s32-panel2-history-reopened-in-place")
    assert opened_in < 6, f"the drawer took {opened_in:.1f} s to list 60 versions"
    # The article moves on: the history opens at the version shown now.
    page.keyboard.press("Escape")
    # Closing takes the drawer's step off the browser's history (an asynchronous Back): a
    # reload before it lands reloads "#history", which reopens the drawer by design.
    expect(page.locator("#history")).not_to_be_visible()
    page.wait_for_function("() => location.hash !== '#history' && !history.state?.redlineDrawer")
    redline.send(article["id"], f'Replace "{token[1]}" with "w1z"')
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    page.click("#history-toggle")
    expect(page.locator("#history .hist-row.current")).to_be_in_viewport()
