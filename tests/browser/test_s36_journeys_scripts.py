"""Writers in right-to-left scripts and with emoji. Written before reading the panel's code
(see s36_journeys_steps.py)."""

from typing import Any

from playwright.sync_api import expect

from tests.browser.conftest import Redline
from tests.browser.s35_journeys_steps import article_text, open_article
from tests.browser.s36_journeys_steps import (
    article_paragraphs,
    chat_text,
    say,
    wait_for_paragraphs,
    wait_for_version,
)

# Where a block's text sits in its box: [gap on the left, gap on the right] in pixels.
GAPS = """(el) => {
  const range = document.createRange();
  range.selectNodeContents(el);
  const text = range.getBoundingClientRect(), box = el.getBoundingClientRect();
  return [text.left - box.left, box.right - text.right];
}"""


# The left edge, in pixels, where `word` is drawn inside an element (first occurrence).
WORD_LEFT = """([el, word]) => {
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.data.indexOf(word);
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + word.length);
    return range.getBoundingClientRect().left;
  }
  return null;
}"""


def drawn_left_of(locator: Any, first: str, second: str) -> bool:
    """Whether `first` is drawn left of `second` in the element (an English line reads
    left to right: what was comes before what it became)."""
    left = [locator.evaluate(f"(el) => ({WORD_LEFT})([el, {word!r}])") for word in (first, second)]
    assert None not in left, (first, second, left)
    return bool(left[0] < left[1])


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
    # What changed is said in whole words, and the English line keeps its order: the old word,
    # the arrow, the new one, read left to right.
    changes = page.get_by_role("region", name="What changed")
    expect(changes).to_contain_text("“متأخرة” → “مبكرة”")
    assert drawn_left_of(changes.get_by_role("listitem").first, "متأخرة", "مبكرة")
    reply = page.get_by_role("log").get_by_role("listitem").last
    expect(reply).to_contain_text("“متأخرة” → “مبكرة”")
    assert drawn_left_of(reply, "متأخرة", "مبكرة")
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
    expect(page.get_by_role("region", name="What changed")).to_contain_text("beach 🏖️")
    wait_for_paragraphs(
        page,
        [
            "👨‍👩‍👧 went to the beach 🏖️ at noon.",
            "We ate 🍉 and laughed 😂.",
        ],
    )
    assert "\ufffd" not in chat_text(page)

    say(page, "remove all emoji")
    wait_for_version(page, 3)
    text = " ".join(article_paragraphs(page))
    assert not any(ch in text for ch in "👨👩👧🏖🍉😂"), text
    assert "went to the beach" in text and "laughed" in text
