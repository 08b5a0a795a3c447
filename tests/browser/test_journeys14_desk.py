"""The editor's desk, session 14: a comment typed but not posted survives a reload, like every
other box in Redline; posting it forgets it."""

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import shot
from tests.browser.newsroom import Newsroom, as_person, serving

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)


@pytest.fixture(scope="module")
def newsroom(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Newsroom]:
    with serving(tmp_path_factory.mktemp("desk14-data")) as running:
        yield running


def test_a_desk_comment_not_posted_comes_back_in_its_box_after_a_reload(
    browser: Any, newsroom: Newsroom
) -> None:
    _, revision = newsroom.edited_article(
        "湖边", "湖边有十五只鸭子。\n\n孩子们在喂它们。", "把“十五”改成“五十”"
    )
    desk = as_person(browser, newsroom, "editor")
    desk.goto("/desk")
    desk.wait_for_selector("body[data-page='desk'][data-ready='1']")
    row = desk.locator(f".desk-row[data-revision-id='{revision['id']}']")
    row.locator(".desk-comments-toggle").click()
    box = row.get_by_label("Comment on V1→V2 of “湖边”")
    comment = "五十只？请核实一下数字。\nCheck the number, please."
    box.fill(comment)

    desk.reload()
    desk.wait_for_selector("body[data-page='desk'][data-ready='1']")
    # The revision's comments are open again, with the text as it was typed.
    expect(box).to_have_value(comment)
    expect(row.locator(".desk-comments-toggle")).to_have_attribute("aria-expanded", "true")
    expect(desk.locator("#desk-status")).to_contain_text("not posted, is back in its box")
    shot(desk, "journeys14-desk-comment-kept")

    # Posted, it is forgotten: the next reload shows the comment, and an empty closed box.
    row.get_by_role("button", name="Post comment").click()
    expect(row.locator(".comment-text")).to_have_text([comment])
    desk.reload()
    desk.wait_for_selector("body[data-page='desk'][data-ready='1']")
    expect(row.locator(".desk-comments-toggle")).to_have_text("Comments (1)")
    expect(row.locator(".desk-comments-toggle")).to_have_attribute("aria-expanded", "false")
    row.locator(".desk-comments-toggle").click()
    expect(box).to_have_value("")
    assert not desk.errors
