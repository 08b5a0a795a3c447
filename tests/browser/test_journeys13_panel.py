"""Journeys of session 13 found by exploring the panel as a newcomer: what the chat shows after
a branch, a long article and a narrow phone."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

BUS = "\n\n".join(
    f"Paragraph {n}. The twenty volunteers met at the old station at nine, and the bus never came."
    for n in range(1, 6)
)


def send(page: Any, message: str) -> None:
    page.fill("#message", message)
    page.press("#message", "Enter")
    expect(page.locator("#send")).to_have_attribute("data-mode", "send")
    expect(page.locator("#transcript")).to_have_attribute("aria-busy", "false")


def test_after_an_edit_leaves_a_short_branch_the_chat_offers_no_jump_to_what_is_in_view(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("The bus", BUS)
    open_article(page, article["id"])
    send(page, 'Replace "twenty" with "thirty"')
    send(page, "delete paragraph 2")
    send(page, 'change the title to "Spring"')
    # The writer scrolls up and edits their first message, far up a chat that scrolls.
    page.hover("#transcript")
    page.mouse.wheel(0, -3000)
    edit = page.locator("#transcript .msg-user .edit-message").first
    expect(edit).to_be_in_viewport()
    edit.click()
    page.locator("#transcript .edit-area").fill('Replace "twenty" with "forty"')
    page.locator("#transcript .msg-edit button", has_text="Save").click()
    expect(page.locator("#article-version")).to_have_text("V5")
    expect(page.locator("#transcript")).to_have_attribute("aria-busy", "false")
    # The new branch is two messages long and all in view: nothing is below to jump to.
    expect(page.locator("#transcript .msg")).to_have_count(3)
    assert page.evaluate(
        "() => { const t = document.getElementById('transcript');"
        " return t.scrollHeight - t.scrollTop - t.clientHeight < 48; }"
    )
    expect(page.locator("#jump-latest")).to_be_hidden()
    shot(page, "journeys13-short-branch-no-jump")


def test_an_article_pasted_but_not_yet_created_survives_a_reload_of_the_list(
    page: Any, redline: Redline
) -> None:
    other = redline.create_article("草稿二", "不要了。")
    page.goto("/")
    page.wait_for_selector("body[data-ready='1']")
    pasted = "第一段：十五个孩子在草地上放风筝。\n\n第二段：晚上大家一起回家。"
    page.fill("#create-title", "春天的公园")
    page.fill("#create-body", pasted)
    # Moving another article to the trash reloads the list: the pasted article stays.
    page.locator(f"tr[data-content-id='{other['id']}'] .trash-article").click()
    expect(page.locator("#home-status")).to_contain_text("Moved “草稿二” to the trash.")
    expect(page.locator("#create-title")).to_have_value("春天的公园")
    expect(page.locator("#create-body")).to_have_value(pasted)
    expect(page.locator("#create-status")).to_contain_text("back")
    # So does a plain reload.
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    expect(page.locator("#create-body")).to_have_value(pasted)
    shot(page, "journeys13-new-article-kept")
    # Once created, the form starts empty again.
    page.click("#create-form button[type='submit']")
    page.wait_for_selector("body[data-page='article'][data-ready='1']")
    expect(page.locator("#article-title")).to_have_text("春天的公园")
    page.goto("/")
    page.wait_for_selector("body[data-ready='1']")
    expect(page.locator("#create-title")).to_have_value("")
    expect(page.locator("#create-body")).to_have_value("")
