"""Writers in right-to-left scripts and with emoji. Written before reading the panel's code
(see s36_journeys_steps.py)."""

from typing import Any

from playwright.sync_api import expect

from tests.browser.conftest import Redline
from tests.browser.s35_journeys_steps import article_text, open_article
from tests.browser.s36_journeys_steps import article_paragraphs, chat_text, say, wait_for_version

# Where a block's text sits in its box: [gap on the left, gap on the right] in pixels.
GAPS = """(el) => {
  const range = document.createRange();
  range.selectNodeContents(el);
  const text = range.getBoundingClientRect(), box = el.getBoundingClientRect();
  return [text.left - box.left, box.right - text.right];
}"""


def reads_right_to_left(locator: object) -> bool:
    """Whether a line of text is drawn flush right (its left gap the wider), as Arabic reads."""
    left, right = locator.evaluate(GAPS)  # type: ignore[attr-defined]
    return bool(right <= 2 and left > 20)


def test_arabic_writer_reads_and_edits_right_to_left(page: Any, redline: Redline) -> None:
    article = redline.create_article(
        "المدينة", "مرحبا بكم في المدينة القديمة.\n\nكانت الحافلة متأخرة كالعادة."
    )
    open_article(page, article["id"])
    body = article_text(page)
    expect(body.get_by_role("paragraph").first).to_have_text("مرحبا بكم في المدينة القديمة.")
    assert reads_right_to_left(body.get_by_role("paragraph").first)
    title = page.get_by_role("heading", name="المدينة", level=1)
    assert reads_right_to_left(title)

    say(page, 'Replace "متأخرة" with "مبكرة"')
    wait_for_version(page, 2)
    assert article_paragraphs(page)[1] == "كانت الحافلة مبكرة كالعادة."
    message = page.get_by_role("log").get_by_role("listitem").filter(has_text="مبكرة").first
    expect(message).to_be_visible()
    # The writer's own line mixes scripts: it reads in the order it was typed.
    assert message.evaluate("(el) => getComputedStyle(el).unicodeBidi") != "bidi-override"


def test_emoji_survive_an_edit_and_are_removed_when_asked(page: Any, redline: Redline) -> None:
    article = redline.create_article(
        "Picnic 🧺", "👨‍👩‍👧 went to the park 🌳 at noon.\n\nWe ate 🍉 and laughed 😂."
    )
    open_article(page, article["id"])
    say(page, 'Replace "park 🌳" with "beach 🏖️"')
    wait_for_version(page, 2)
    assert article_paragraphs(page) == [
        "👨‍👩‍👧 went to the beach 🏖️ at noon.",
        "We ate 🍉 and laughed 😂.",
    ]
    expect(page.get_by_role("region", name="What changed")).to_contain_text("beach 🏖️")
    assert "\ufffd" not in chat_text(page)

    say(page, "remove all emoji")
    wait_for_version(page, 3)
    text = " ".join(article_paragraphs(page))
    assert not any(ch in text for ch in "👨👩👧🏖🍉😂"), text
    assert "went to the beach" in text and "laughed" in text
