"""A writer on a 390 px phone, in Chinese: the on-screen keyboard takes half the screen while
they type and send with the Send button, the box and the new reply stay in sight, they scroll
up to read the article and back, copy V3 from History, and the keyboard closing leaves nothing
off the screen. Written before reading the panel's code (s37_journeys_steps.py)."""

import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import PHONE, Redline, named
from tests.browser.s35_journeys_steps import article_text, boxes_outside, suggestion_box
from tests.browser.s37_journeys_steps import button, expect_version

TEXT = ["我们等了二十分钟。", "公交车一直没有来。", "最后我们冒着雨走回了家。"]
STEPS = [("二十", "三十"), ("一直没有来", "终于来了"), ("冒着雨", "冒着雪")]
KEYBOARD_UP = {"width": 390, "height": 460}


@pytest.fixture
def phone(browser: Any, redline: Redline) -> Iterator[Any]:
    context = browser.new_context(
        locale="zh-CN", base_url=redline.url, viewport=PHONE, is_mobile=True, has_touch=True
    )
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    context.set_default_timeout(20000)
    errors: list[str] = []
    page = context.new_page()
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    context.close()
    assert not errors, errors


def on_screen(page: Any, locator: Any) -> bool:
    box = locator.bounding_box()
    height = page.evaluate("visualViewport.height")
    return bool(box) and box["y"] >= 0 and box["y"] + box["height"] <= height + 1


def test_phone_writer_sends_with_the_keyboard_up_scrolls_and_copies_v3(
    phone: Any, redline: Redline
) -> None:
    article = redline.create_article("等车", "\n\n".join(TEXT))
    bodies = ["\n\n".join(TEXT)]
    for old, new in STEPS[:2]:
        redline.send(article["id"], f"把“{old}”改成“{new}”")
        bodies.append(bodies[-1].replace(old, new))
    phone.goto(f"/articles/{article['id']}")
    expect_version(phone, 3)

    # The keyboard comes up: the box keeps its place on the screen.
    box = suggestion_box(phone)
    box.tap()
    phone.set_viewport_size(KEYBOARD_UP)
    expect(box).to_be_focused()
    assert on_screen(phone, box), "the suggestion box went under the keyboard"
    old, new = STEPS[2]
    box.fill(f"把“{old}”改成“{new}”")
    phone.get_by_role("button", name=re.compile(r"^发送")).tap()
    expect_version(phone, 4)
    reply = phone.get_by_role("log").get_by_role("listitem").last
    expect(reply).to_contain_text("V3→V4")
    assert on_screen(phone, box), "after the reply the box is off the screen"
    assert on_screen(phone, reply.get_by_role("button").first), "the new reply is not in sight"
    expect(box).to_have_value("")
    bodies.append(bodies[-1].replace(old, new))
    assert redline.call("GET", f"/api/contents/{article['id']}")["body"] == bodies[3]

    # Scroll up to the article and read it, then back down to the box.
    phone.mouse.wheel(0, -5000)
    heading = phone.get_by_role("heading", name="等车", level=1)
    heading.scroll_into_view_if_needed()
    assert on_screen(phone, heading)
    expect(article_text(phone)).to_contain_text("冒着")
    box.scroll_into_view_if_needed()
    assert on_screen(phone, box)

    # Copy V3 from History; the clipboard holds its title and text.
    button(phone, phone, "History").tap()
    history = phone.get_by_role("dialog", name=named(phone, "History"))
    expect(history).to_be_visible()
    copy = history.get_by_role("button", name=named(phone, "Copy V3's title and text"))
    copy.scroll_into_view_if_needed()
    copy.tap()
    expect(copy).to_have_text(named(phone, "Copied ✓"))
    copied = phone.evaluate("navigator.clipboard.readText()")
    assert "等车" in copied and bodies[2].split("\n\n")[1] in copied, copied
    assert "冒着雪" not in copied

    # Escape is no phone key: closing History by its ✕, the keyboard down, nothing off screen.
    history.get_by_role("button", name=named(phone, "Close history")).tap()
    expect(history).to_be_hidden()
    phone.set_viewport_size(PHONE)
    assert boxes_outside(phone, PHONE["width"]) == []
