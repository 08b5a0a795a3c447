"""A download address typed by hand, session 14: `…/download?format=pdf` (or a version that
does not exist) opened in a tab answers a short page in words with a way back, under the
same 4xx status — not raw JSON; API clients keep the JSON."""

import json
import urllib.error
import urllib.request
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)


def fetch(redline: Redline, path: str, accept: str | None) -> tuple[int, str, str]:
    headers = {"accept": accept} if accept else {}
    request = urllib.request.Request(redline.url + path, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.headers["content-type"], response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.headers["content-type"], error.read().decode()


def test_an_unsupported_format_typed_in_a_tab_answers_a_page_with_a_way_back(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("秋天的公园", "秋天的公园很安静。\n\n树叶慢慢落下。")
    address = f"/articles/{article['id']}/download?format=pdf"
    response = page.goto(address)
    assert response.status == 400
    assert response.headers["content-type"].startswith("text/html")
    expect(page.locator("h1")).to_have_text("This download cannot be made")
    expect(page.get_by_role("alert")).to_contain_text("pdf")
    shot(page, "journeys14-download-pdf-refused")
    # The formats there are, and the way back to the article.
    with page.expect_download() as made:
        page.get_by_role("link", name=".docx").click()
    assert made.value.suggested_filename == "秋天的公园-v1.docx"
    page.get_by_role("link", name="Back to the article").click()
    page.wait_for_selector("body[data-ready='1']")
    expect(page.locator("#article-title")).to_have_text("秋天的公园")


def test_a_version_that_does_not_exist_typed_in_a_tab_says_so_in_words(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("The bus", "We waited twenty minutes.")
    response = page.goto(f"/articles/{article['id']}/download?format=md&version=9")
    assert response.status == 404
    expect(page.locator("h1")).to_have_text("No such version")
    response = page.goto("/articles/no-such-article/download")
    assert response.status == 404
    expect(page.locator("h1")).to_have_text("No such article")
    expect(page.get_by_role("link", name="Back to your articles")).to_be_visible()
    # API clients (asking for JSON, for anything, or saying nothing) keep the JSON answers.
    for accept in ["application/json", "*/*", None]:
        for path, status in [
            (f"/articles/{article['id']}/download?format=pdf", 400),
            (f"/articles/{article['id']}/download?version=9", 404),
            ("/articles/no-such-article/download", 404),
        ]:
            code, kind, text = fetch(redline, path, accept)
            assert (code, kind) == (status, "application/json"), (accept, path)
            assert json.loads(text)["status_code"] == status
        code, _, text = fetch(redline, f"/articles/{article['id']}/download?format=txt", accept)
        assert (code, text) == (200, "The bus\n\nWe waited twenty minutes.\n")
