"""While the model client waits to ask again (a 429 with Retry-After), the reply counts down
and the status line under the chat said the wait once and then stood still: "tries again in
4 s" beside a reply reading "in 2 s", and still "in 4 s" once the reply said "Asking the
model again…". The status line follows the reply (a screen reader hears the wait once, not
each second, and hears "Asking the model again…")."""

import re
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, served_redline

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

BODY = "Paragraph one about the park.\n\nParagraph two about the walk.\n\nParagraph three."


@pytest.fixture(scope="module")
def retrying() -> Iterator[Redline]:
    """An app whose model client asks once more after a 429 (the suite's app never does)."""
    with served_redline(
        Path(tempfile.mkdtemp(prefix="redline-s20-wait-")), llm_max_retries=1
    ) as app:
        yield app


@pytest.fixture
def tab(browser: Any, retrying: Redline) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1280, "height": 860}, base_url=retrying.url)
    context.set_default_timeout(20000)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    retrying.stub.reset()
    yield page
    context.close()
    assert not errors, errors


def test_the_status_line_follows_the_countdown_and_says_when_it_asks_again(
    tab: Any, retrying: Redline
) -> None:
    article = retrying.create_article("The park", BODY)
    retrying.stub.enqueue(status=429, headers={"Retry-After": "4"})
    # The second attempt takes a while to answer: "Asking the model again…" meanwhile.
    retrying.stub.enqueue(reply=f"The park\n\n{BODY}!", hang=3.0)
    open_article(tab, article["id"])
    tab.fill("#message", "make it livelier")
    tab.press("#message", "Enter")
    live = tab.locator("#transcript .msg-live")
    status = tab.locator("#status")
    expect(live).to_contain_text("Redline tries again in 4 s")
    expect(status).to_contain_text("Redline tries again in 4 s")
    # Two seconds on, the status line says what the reply says (it is drawn with it; a
    # second may have passed since).
    expect(live).to_contain_text("Redline tries again in 2 s")
    shown = status.inner_text()
    assert re.search(r"Redline tries again in [12] s", shown), shown
    # Each second is not announced: the line is heard once.
    expect(status).to_have_attribute("aria-live", "off")
    expect(live).to_have_text("Asking the model again…")
    expect(status).to_have_text("Asking the model again…")
    expect(status).to_have_attribute("aria-live", "polite")
    expect(tab.locator("#article-version")).to_have_text("V2", timeout=15000)
    expect(status).to_have_text("V2 saved.")
