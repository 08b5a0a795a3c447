"""Issue 11 on the persona page, in Chromium: a preference from one plain ask about one article
reads "seen once — not yet used in prompts" (只见过一次，还没用在修改里) beside one the writer
said to last, which is used; the one waiting can be confirmed into use. English on a desktop,
Chinese on a phone; screenshots in tests/artifacts/."""

import re
from typing import Any

from playwright.sync_api import expect

from tests.browser.conftest import Redline, learned, reads_chinese, shot

SEEN_ONCE = {"en": "seen once — not yet used in prompts", "zh": "只见过一次，还没用在修改里"}
USED = {"en": "used in prompts", "zh": "修改时会用到"}


def test_one_ask_waits_and_a_lasting_wish_is_used_on_the_persona_page(
    journey_writer: Any, redline: Redline
) -> None:
    page = journey_writer
    lang = "zh" if reads_chinese(page) else "en"
    persona = redline.call("POST", "/api/personas", {"name": f"Voice {lang}"})
    if lang == "zh":
        body, lasting, once = "我们在湖边吃了午饭。", "以后都不要用表情符号。", "这篇文章精简一下"
    else:
        body, lasting, once = "We ate by the lake.", "From now on, no emoji.", "tighten the article"
    article = redline.create_article("Picnic", body, persona_id=persona["id"])
    redline.send(article["id"], lasting)
    redline.send(article["id"], once)
    by = learned(redline, persona["id"], {"emoji", "length"})
    assert by["length"]["status_line"].endswith("seen once — not yet used in prompts.")
    assert by["emoji"]["status_line"].endswith("used in prompts.")

    page.goto(f"/personas/{persona['id']}")
    waiting = page.locator(f"li.pref[data-pref-id='{by['length']['id']}']")
    used = page.locator(f"li.pref[data-pref-id='{by['emoji']['id']}']")
    expect(waiting).to_contain_text(SEEN_ONCE[lang])
    expect(used).to_contain_text(USED[lang])
    expect(used).not_to_contain_text(SEEN_ONCE[lang])
    waiting.scroll_into_view_if_needed()
    shot(page, f"s49_drift49_persona_seen_once_{lang}")

    waiting.get_by_role("button", name=re.compile("^(Confirm|确认)")).first.click()
    expect(waiting).to_contain_text(USED[lang])
    expect(waiting).not_to_contain_text(SEEN_ONCE[lang])
    shot(page, f"s49_drift49_persona_confirmed_{lang}")
