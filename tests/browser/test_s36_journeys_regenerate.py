"""A writer regenerates a reply three times and browses the four siblings. Written before
reading the panel's code (see s36_journeys_steps.py). The model's replies invent no figure
("at two" is refused as a figure the article does not give: the fidelity guard)."""

import re
from typing import Any

from playwright.sync_api import expect

from tests.browser.conftest import Redline
from tests.browser.s35_journeys_steps import model_reply, open_article
from tests.browser.s36_journeys_steps import say, wait_for_paragraphs, wait_for_version

ENDINGS = [
    "The bus came at noon.",
    "The bus came late, half empty.",
    "At last the bus came, slowly.",
    "The bus came just before dusk.",
]


def test_three_regenerations_give_four_replies_the_writer_can_browse(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Waiting", "We waited.\n\nThe bus did not come.")
    for ending in ENDINGS:
        redline.stub.enqueue(model_reply("Waiting", "We waited.", ending))
    open_article(page, article["id"])
    say(page, "Say in the second paragraph when the bus came")
    wait_for_version(page, 2)
    wait_for_paragraphs(page, ["We waited.", ENDINGS[0]])

    log = page.get_by_role("log")
    for count in (2, 3, 4):
        log.get_by_role("button", name="Regenerate this reply").last.click()
        expect(log.get_by_role("group", name=f"Branch {count} of {count}")).to_be_visible()
        wait_for_paragraphs(page, ["We waited.", ENDINGS[count - 1]])
    assert len(redline.stub.requests) == 4

    for shown in (3, 2, 1):
        log.get_by_role("button", name="Previous version of this reply").click()
        expect(log.get_by_role("group", name=f"Branch {shown} of 4")).to_be_visible()
        wait_for_paragraphs(page, ["We waited.", ENDINGS[shown - 1]])
    expect(log.get_by_role("button", name="Previous version of this reply")).to_be_disabled()
    log.get_by_role("button", name="Next version of this reply").click()
    expect(log.get_by_role("group", name="Branch 2 of 4")).to_be_visible()
    wait_for_paragraphs(page, ["We waited.", ENDINGS[1]])
    # Browsing asked the model for nothing more.
    assert len(redline.stub.requests) == 4
    expect(log).to_contain_text(re.compile(r"V1→V\d+ saved"))
