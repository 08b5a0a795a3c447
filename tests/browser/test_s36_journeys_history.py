"""An editor compares V1 with V4, restores V2, then undoes the restore; and reviews one change
of three. Written before reading the panel's code (see s36_journeys_steps.py)."""

import re
from typing import Any

from playwright.sync_api import expect

from tests.browser.conftest import Redline
from tests.browser.s35_journeys_steps import article_text, open_article
from tests.browser.s36_journeys_steps import (
    open_history,
    version_line,
    wait_for_paragraphs,
    wait_for_version,
)

BUS = "We waited twenty minutes.\n\nThe bus never came.\n\nWe walked home."


def four_versions(redline: Redline) -> dict:
    article = redline.create_article("The bus", BUS)
    redline.send(article["id"], 'Replace "twenty" with "thirty"')
    redline.send(article["id"], 'Replace "never" with "finally"')
    redline.send(article["id"], 'Replace "walked" with "ran"')
    return article


def test_editor_compares_v1_with_v4_restores_v2_and_undoes_the_restore(
    page: Any, redline: Redline
) -> None:
    article = four_versions(redline)
    open_article(page, article["id"])
    wait_for_version(page, 4)

    history = open_history(page)
    history.get_by_role("combobox", name="Compare").select_option("V1")
    history.get_by_role("combobox", name="with").select_option("V4")
    history.get_by_role("button", name="Compare").click()
    expect(page.get_by_role("heading", name="Compare V1 → V4")).to_be_visible()
    changed = page.get_by_role("region", name="What changed").get_by_role("listitem")
    expect(changed).to_have_count(3)
    expect(article_text(page).get_by_role("deletion")).to_have_text(["twenty", "never", "walked"])
    expect(article_text(page).get_by_role("insertion")).to_have_text(["thirty", "finally", "ran"])

    history = open_history(page)
    history.get_by_role("button", name="Restore V2").click()
    wait_for_version(page, 5)
    expect(page.get_by_role("status").filter(has_text="restored from V2").first).to_be_visible()
    page.get_by_role("button", name="Close history").click()
    expect(page.get_by_role("dialog", name="History")).to_be_hidden()
    page.get_by_role("radio", name="Final").check()
    wait_for_paragraphs(
        page,
        [
            "We waited thirty minutes.",
            "The bus never came.",
            "We walked home.",
        ],
    )

    # Undo the restore: V4's text comes back as V6, nothing is deleted.
    page.get_by_role("button", name="Undo this edit (put back the text from before V5)").click()
    wait_for_version(page, 6)
    page.get_by_role("radio", name="Final").check()
    wait_for_paragraphs(
        page,
        [
            "We waited thirty minutes.",
            "The bus finally came.",
            "We ran home.",
        ],
    )
    history = open_history(page)
    for version in ("V2", "V3", "V4", "V5", "V6"):
        expect(history.get_by_text(re.compile(rf"→{version}\b")).first).to_be_visible()
    expect(history.get_by_text("Restored from V2").first).to_be_visible()


def test_editor_comparing_a_version_with_itself_is_told_they_are_the_same(
    page: Any, redline: Redline
) -> None:
    article = four_versions(redline)
    open_article(page, article["id"])
    history = open_history(page)
    history.get_by_role("combobox", name="Compare").select_option("V3")
    history.get_by_role("combobox", name="with").select_option("V3")
    compare = history.get_by_role("button", name="Compare")
    if compare.is_enabled():
        compare.click()
        same = re.compile(r"(same|identical|no change|nothing|beside itself)", re.I)
        expect(page.get_by_text(same).first).to_be_visible()
    expect(version_line(page)).to_contain_text("V4 ")


def test_editor_rejects_one_change_of_three_and_keeps_the_other_two(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article(
        "Counts", "At twenty past, they came.\n\nThen twenty more.\n\nIn all, twenty stayed."
    )
    open_article(page, article["id"])
    page.get_by_role("textbox", name=re.compile("^Suggestion")).fill(
        'Replace "twenty" with "thirty" everywhere'
    )
    page.get_by_role("textbox", name=re.compile("^Suggestion")).press("Enter")
    wait_for_version(page, 2)
    rejects = article_text(page).get_by_role("button", name=re.compile("^Reject change"))
    expect(rejects).to_have_count(3)
    rejects.nth(1).click()
    wait_for_version(page, 3)
    final = page.get_by_role("radio", name="Final")
    if final.is_visible():
        final.check()
    wait_for_paragraphs(
        page,
        [
            "At thirty past, they came.",
            "Then twenty more.",
            "In all, thirty stayed.",
        ],
    )
