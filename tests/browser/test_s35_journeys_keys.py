"""A writer on the keyboard alone (Tab, Enter, Esc), one typing through an input method (Enter
that ends a composition must not send), and a model that answers 429 and then 500: said in
plain sentences, nothing lost, Retry works."""

import re
from typing import Any

from playwright.sync_api import expect

from tests.browser.conftest import Redline
from tests.browser.s35_journeys_steps import (
    article_body,
    article_text,
    conversation,
    model_reply,
    open_article,
    replies,
    suggestion_box,
)

TITLE = "Allotment notes"
BODY = ["The beans came up in May.", "Slugs ate half the lettuce.", "Next year: more netting."]


def new_article(redline: Redline) -> str:
    return str(redline.create_article(TITLE, "\n\n".join(BODY))["id"])


def focused_name(page: Any) -> str:
    return str(
        page.evaluate(
            """() => { const el = document.activeElement;
                 return (el.getAttribute("aria-label") || el.labels?.[0]?.innerText
                         || el.innerText || el.tagName).trim(); }"""
        )
    )


def tab_to(page: Any, name: re.Pattern[str], limit: int = 60) -> None:
    """Press Tab until the focus is on a control whose name matches."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        if name.search(focused_name(page)):
            return
    raise AssertionError(f"Tab never reached {name.pattern}; stopped at {focused_name(page)!r}")


def test_keyboard_only_send_history_and_stop(page: Any, redline: Redline) -> None:
    content_id = new_article(redline)
    open_article(page, content_id)
    page.locator("body").focus()
    tab_to(page, re.compile(r"^Suggestion"))
    page.keyboard.type('Replace "May" with "June"')
    page.keyboard.press("Enter")
    expect(suggestion_box(page)).to_have_accessible_name(re.compile("V2"))
    assert "June" in article_body(redline, content_id)
    # the focus is still where the writer types the next suggestion
    assert re.match(r"^Suggestion", focused_name(page)), focused_name(page)

    # History by keyboard, closed with Esc, the focus back on its button
    tab_to(page, re.compile(r"^History$"))
    page.keyboard.press("Enter")
    history = page.get_by_role("dialog", name="History")
    expect(history).to_be_visible()
    assert page.evaluate("() => !!document.activeElement.closest('dialog, [role=dialog]')"), (
        "the focus did not move into History"
    )
    page.keyboard.press("Escape")
    expect(history).to_be_hidden()
    assert focused_name(page) == "History", focused_name(page)

    # a slow reply stopped with Esc
    redline.stub.enqueue(model_reply(TITLE, *BODY) * 3, chunk_delay=0.25)
    tab_to(page, re.compile(r"^Suggestion"))
    page.keyboard.type("Make it warmer")
    page.keyboard.press("Enter")
    expect(page.get_by_role("button", name=re.compile(r"^Stop"))).to_be_visible()
    page.keyboard.press("Escape")
    expect(replies(page).last).to_contain_text(re.compile(r"[Ss]topped"))
    expect(suggestion_box(page)).to_have_accessible_name(re.compile("V2"))


# Chrome: Enter chooses the candidate while composing (keyCode 229, isComposing); Safari: the
# Enter that chose the candidate arrives just after compositionend, still with keyCode 229.
COMPOSE_WITH_ENTER = """(text) => {
  const box = document.activeElement;
  box.dispatchEvent(new CompositionEvent("compositionstart", { bubbles: true, data: "" }));
  box.value = text;
  box.dispatchEvent(new InputEvent("input", { bubbles: true, isComposing: true, data: text }));
  box.dispatchEvent(new KeyboardEvent("keydown", {
    key: "Enter", code: "Enter", keyCode: 229, which: 229, isComposing: true,
    bubbles: true, cancelable: true }));
  box.dispatchEvent(new CompositionEvent("compositionend", { bubbles: true, data: text }));
  box.dispatchEvent(new KeyboardEvent("keydown", {
    key: "Enter", code: "Enter", keyCode: 229, which: 229, isComposing: false,
    bubbles: true, cancelable: true }));
}"""


def test_enter_that_ends_a_composition_while_editing_a_message_does_not_send(
    page: Any, redline: Redline
) -> None:
    content_id = new_article(redline)
    open_article(page, content_id)
    suggestion_box(page).fill('Replace "May" with "June"')
    suggestion_box(page).press("Enter")
    expect(suggestion_box(page)).to_have_accessible_name(re.compile("V2"))
    mine = replies(page).filter(has_text='Replace "May" with "June"')
    mine.get_by_role("button", name=re.compile(r"^Edit")).click()
    editor = conversation(page).get_by_role("textbox")
    editor.focus()
    page.evaluate(COMPOSE_WITH_ENTER, "把“June”改成“七月”")
    page.wait_for_timeout(800)
    expect(editor).to_be_visible()
    expect(editor).to_have_value("把“June”改成“七月”")
    assert "June" in article_body(redline, content_id)
    # Esc puts the message back as it was
    editor.press("Escape")
    expect(conversation(page).get_by_role("textbox")).to_have_count(0)
    expect(mine).to_have_count(1)
    assert "June" in article_body(redline, content_id)


def test_enter_that_ends_an_input_method_composition_does_not_send(
    page: Any, redline: Redline
) -> None:
    content_id = new_article(redline)
    open_article(page, content_id)
    box = suggestion_box(page)
    box.focus()
    # Chrome: Enter chooses the candidate while composing (keyCode 229, isComposing)
    page.evaluate(COMPOSE_WITH_ENTER, "删除第三段")
    page.wait_for_timeout(800)
    expect(box).to_have_value("删除第三段")
    expect(conversation(page)).not_to_contain_text("删除第三段")
    assert article_body(redline, content_id) == "\n\n".join(BODY)
    # a plain Enter afterwards sends it
    box.press("Enter")
    expect(box).to_have_accessible_name(re.compile("V2"))
    assert "more netting" not in article_body(redline, content_id)


def test_a_busy_then_broken_model_is_said_plainly_and_nothing_is_lost(
    page: Any, redline: Redline
) -> None:
    content_id = new_article(redline)
    open_article(page, content_id)
    box = suggestion_box(page)

    redline.stub.enqueue(status=429, headers={"Retry-After": "1"}, body='{"error": "rate"}')
    box.fill("Make the second paragraph funnier")
    box.press("Enter")
    busy = replies(page).last
    expect(busy).not_to_contain_text("Make the second paragraph funnier")
    expect(busy).to_contain_text(re.compile(r"\w+ .*\."))
    said = busy.inner_text()
    for raw in ("{", "Traceback", 'rate"', "HTTPStatusError", "None"):
        assert raw not in said, f"raw detail {raw!r} shown: {said!r}"
    expect(conversation(page)).to_contain_text("Make the second paragraph funnier")
    assert article_body(redline, content_id) == "\n\n".join(BODY)
    expect(box).to_have_accessible_name(re.compile("V1"))

    redline.stub.enqueue(status=500, body="Internal Server Error")
    busy.get_by_role("button", name=re.compile(r"^(Retry|Regenerate)")).first.click()
    broken = replies(page).last
    expect(broken).to_contain_text(re.compile(r"\w+ .*\."))
    expect(broken).not_to_contain_text("Internal Server Error")
    expect(conversation(page)).to_contain_text("Make the second paragraph funnier")
    assert article_body(redline, content_id) == "\n\n".join(BODY)

    redline.stub.enqueue(model_reply(TITLE, BODY[0], "Slugs threw a lettuce party.", BODY[2]))
    broken.get_by_role("button", name=re.compile(r"^(Retry|Regenerate)")).first.click()
    expect(article_text(page)).to_contain_text("lettuce party")
    expect(box).to_have_accessible_name(re.compile("V2"))
    # the writer's message was asked once more, not lost or doubled
    expect(replies(page).filter(has_text="Make the second paragraph funnier")).to_have_count(1)


def test_a_dropped_stream_and_a_model_asking_to_wait_long_are_said_plainly(
    page: Any, redline: Redline
) -> None:
    content_id = new_article(redline)
    open_article(page, content_id)
    redline.stub.enqueue(model_reply(TITLE, BODY[0], "Slugs, again.", BODY[2]), drop=True)
    suggestion_box(page).fill("Make the second paragraph sadder")
    suggestion_box(page).press("Enter")
    dropped = replies(page).last
    expect(dropped.get_by_role("button", name=re.compile(r"^Retry"))).to_be_visible()
    expect(dropped).to_contain_text("unchanged")
    expect(conversation(page)).to_contain_text("Make the second paragraph sadder")

    redline.stub.enqueue(status=429, headers={"Retry-After": "120"})
    suggestion_box(page).fill("Make the last paragraph hopeful")
    suggestion_box(page).press("Enter")
    waiting = replies(page).last
    expect(waiting).to_contain_text("2 minutes")  # how long the model asked, said at once
    expect(waiting.get_by_role("button", name=re.compile(r"^Retry"))).to_be_visible()
    expect(conversation(page)).to_contain_text("Make the last paragraph hopeful")
    assert article_body(redline, content_id) == "\n\n".join(BODY)
