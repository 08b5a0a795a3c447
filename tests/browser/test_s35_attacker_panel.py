"""The article page stays usable on hostile text (session 35, the attacker). A line of
emphasis marks none of which closes ("*a *a *a …", pasted or shared by a colleague) was read
from every opener to the line's end before the page could draw (a 60,000-character line:
tens of seconds of a frozen tab); markup and script links in the text stay text."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article

pytestmark = pytest.mark.browser


def test_an_article_with_a_long_line_of_unclosed_emphasis_opens_at_once(
    page: Any, redline: Redline
) -> None:
    line = "*a " * 20_000
    body = (
        "We waited twenty minutes.\n\n"
        f"{line}\n\n"
        "<img src=x onerror=alert(1)> and [a link](javascript:alert(1)) stay text.\n\n"
        "The bus **never** came."
    )
    article = redline.create_article("Hostile <b>title</b>", body)
    open_article(page, article["id"])
    expect(page.locator("#article-body p").last).to_contain_text("came.")
    expect(page.locator("#article-body strong", has_text="never")).to_be_visible()
    assert page.locator("img[src='x'], a[href^='javascript']").count() == 0
    assert page.get_by_text("<img src=x onerror=alert(1)>", exact=False).count() >= 1
    assert page.probe.dialogs == []
