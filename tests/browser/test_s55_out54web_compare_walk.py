"""outside54 F12: walking a long comparison with Next, from "Change 10 of 11" on the
Previous / Next row hid under the site header — the wider counter wrapped the controls onto a
second row while the bar, at its greatest height, kept its size, so the offset it sticks at
was not measured again. Every step of the walk, Next is in sight and pressable."""

from typing import Any

import pytest

from tests.browser.conftest import Redline, browser_tab, shot

PARAGRAPHS = [
    f"Section note {i}: item {i} was found in order, with token{i}x kept." for i in range(40)
]
BODY = "\n\n".join(
    (f"## Part {i // 10 + 1}\n\n" if i % 10 == 0 else "") + p for i, p in enumerate(PARAGRAPHS)
)
CHANGED = [1, 4, 8, 12, 15, 19, 23, 27, 31, 35, 39]

# Whether the button is the element drawn at its own middle (not under the header or the bar's
# other parts), and the counter's words.
UNCOVERED = """b => { const r = b.getBoundingClientRect();
  const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return [b === at || b.contains(at), Math.round(r.top)]; }"""


@pytest.mark.parametrize("locale", ["en-US", "zh-CN"])
def test_next_stays_in_sight_while_walking_a_long_comparison(
    browser: Any, redline: Redline, locale: str
) -> None:
    cid = redline.create_article("Forty", BODY)["id"]
    body = BODY
    for version, k in enumerate(CHANGED, start=1):
        body = body.replace(f"token{k}x", f"TOKEN-{k}")
        redline.call("PUT", f"/api/contents/{cid}", {"body": body, "base_version": version})
    for tab in browser_tab(
        browser, redline.url, locale=locale, viewport={"width": 1400, "height": 900}
    ):
        tab.goto(f"/articles/{cid}#compare=1..12")
        tab.wait_for_selector("body[data-ready='1']")
        next_button = tab.locator("#next-change")
        next_button.wait_for()
        seen = []
        for step in range(len(CHANGED)):
            next_button.click()
            tab.wait_for_timeout(150)
            seen.append((step, *next_button.evaluate(UNCOVERED)))
        shot(tab, f"s55-out54web-compare-walk-{locale}")
        assert all(uncovered for _, uncovered, _ in seen), seen
