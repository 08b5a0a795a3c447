"""The editor's desk, session 13: a revision that changed a whole long article does not fill the
desk with every paragraph; the rest is one press away."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)


def test_a_revision_changing_sixty_paragraphs_shows_a_few_on_the_desk_and_the_rest_on_request(
    page: Any, redline: Redline
) -> None:
    body = "\n\n".join(
        f"第{n}段：这是城市公园的第{n}段，春天来了，十五个孩子在草地上放风筝。"
        for n in range(1, 61)
    )
    article = redline.create_article("六十段的公园", body)
    sent = redline.send(article["id"], "把“十五”改成“五十”")
    revision = sent["revision"]
    page.goto("/desk")
    page.wait_for_selector("body[data-page='desk'][data-ready='1']")
    row = page.locator(f".desk-row[data-revision-id='{revision['id']}']")
    expect(row.locator(".desk-scope")).to_contain_text("changed 60 of 60 paragraphs")
    shown = row.locator(".desk-diff-body p:has(ins)")
    # A few of the changed paragraphs, not sixty: the row stays a row.
    assert 1 <= shown.count() <= 8
    more = row.get_by_role("button", name="Show the other")
    expect(more).to_have_text(f"Show the other {60 - shown.count()} changed paragraphs")
    assert row.bounding_box()["height"] < 900
    shot(page, "journeys13-desk-long-revision")
    more.click()
    expect(shown).to_have_count(60)
    expect(row.locator(".desk-diff-body p").last).to_contain_text("第60段")
    expect(more).to_have_count(0)
