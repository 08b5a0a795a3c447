"""A preference's tag on the persona page says what its line says (session 49: the tag 使用中
"in use" beside 只见过一次，还没用在修改里 "seen once — not yet used"). A wish asked once about
one article is tagged "waiting" (待确认), one said to last "in use" (使用中); the writer's
Confirm turns the first into use, tag and line together. English on a desktop, Chinese on a
phone."""

import re
from typing import Any

from playwright.sync_api import expect

from tests.browser.conftest import Redline, learned, reads_chinese, shot

TAG = {
    "en": {"waiting": "waiting", "in use": "in use"},
    "zh": {"waiting": "待确认", "in use": "使用中"},
}
LINE = {
    "en": {"waiting": "not yet used in prompts", "in use": "used in prompts"},
    "zh": {"waiting": "还没用在修改里", "in use": "修改时会用到"},
}


def test_the_state_tag_says_what_the_status_line_says(
    journey_writer: Any, redline: Redline
) -> None:
    page = journey_writer
    lang = "zh" if reads_chinese(page) else "en"
    persona = redline.call("POST", "/api/personas", {"name": f"Tags {lang}"})
    if lang == "zh":
        body, lasting, once = "我们在湖边吃了午饭。", "以后都不要用表情符号。", "这篇文章精简一下"
    else:
        body, lasting, once = "We ate by the lake.", "From now on, no emoji.", "tighten the article"
    article = redline.create_article("Picnic", body, persona_id=persona["id"])
    redline.send(article["id"], lasting)
    redline.send(article["id"], once)
    by = learned(redline, persona["id"], {"emoji", "length"})
    assert (by["length"]["use"], by["emoji"]["use"]) == ("waiting", "in use")

    page.goto(f"/personas/{persona['id']}")
    waiting = page.locator(f"li.pref[data-pref-id='{by['length']['id']}']")
    used = page.locator(f"li.pref[data-pref-id='{by['emoji']['id']}']")
    expect(waiting.locator(".pref-status")).to_contain_text(LINE[lang]["waiting"])
    expect(waiting.locator(".tag.state-active")).to_have_text(TAG[lang]["waiting"])
    expect(used.locator(".pref-status")).to_contain_text(LINE[lang]["in use"])
    expect(used.locator(".tag.state-active")).to_have_text(TAG[lang]["in use"])
    waiting.scroll_into_view_if_needed()
    shot(page, f"s50_leftovers50_pref_tag_{lang}")

    waiting.get_by_role("button", name=re.compile("^(Confirm|确认)")).first.click()
    expect(waiting.locator(".pref-status")).not_to_contain_text(LINE[lang]["waiting"])
    expect(waiting.locator(".tag.state-active")).to_have_text(TAG[lang]["in use"])
