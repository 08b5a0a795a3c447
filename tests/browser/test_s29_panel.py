"""Session 29: the writer's panel as a writer meets it. A reply the project refuses read wholly
in English to a Chinese writer when nothing judged it (the provider's content filter, a reply
failed, too long, not text) or when the endpoint said why ("It said: …", then the turn's
tail). (A reply stopped while it was checked, and a preference withdrawn in other words each
time: test_s28_panel.)"""

from __future__ import annotations

import re
import threading
import time
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, ask, browser_tab, named, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)


@pytest.fixture
def served(checking_app: Redline) -> Redline:
    """The module's app (conftest `checking_app`: one retry, search/replace blocks)."""
    checking_app.stub.reset()
    return checking_app


STORY_ZH = "我们在车站等了二十分钟。\n\n公交车一直没来。\n\n天开始下雨，大家都很着急。"
# Three English words in a row, once the words the endpoint said (quoted) are set aside.
ENGLISH = re.compile(r"[A-Za-z]+ [A-Za-z]+ [A-Za-z]+")

REFUSED = {
    # The provider's filter stopped the reply (app/editing/unusable.py): all English before.
    "content-filter": (
        {"reply": "车站\n\n春天", "finish_reason": "content_filter"},
        "模型的提供方用内容过滤器中止了这条回复，所以没有采用。如果这条建议可能被误解，换个说法"
        "也许有用。你的消息已保存，文章没有改动。可以按“重试”。",
        True,
    ),
    # A 404 whose body says why, as real endpoints do: "It said: …" followed by the turn's
    # tail, which the Chinese wording did not expect — the whole reply stayed English.
    "not-found-said-why": (
        {
            "status": 404,
            "body": '{"error": {"message": "model not found"}}',
            "content_type": "application/json",
        },
        "它说：“model not found”。你的消息已保存，文章没有改动。在模型的密钥或端点设置改好之前，"
        "再问一次也没用。",
        False,
    ),
}


@pytest.mark.parametrize("case", list(REFUSED))
def test_a_reply_the_project_refuses_reads_whole_in_chinese(
    browser: Any, served: Redline, case: str
) -> None:
    scripted, said, retry = REFUSED[case]
    article = served.create_article("车站", STORY_ZH)
    for page in browser_tab(browser, served.url, locale="zh-CN"):
        open_article(page, article["id"])
        reply = ask(page, served, "第二段写得生动一点", scripted)
        expect(reply).to_have_attribute("data-status", "error")
        text = reply.locator(".msg-text")
        expect(text).to_contain_text(said)
        assert not ENGLISH.search(re.sub(r"“[^”]*”", "", text.inner_text())), text.inner_text()
        expect(text).to_have_attribute("lang", "zh-Hans")
        # What the writer can do: Retry where it may help; where it cannot, it is neither urged
        # nor offered (it would fail the same way: outside45b F1).
        retry_button = reply.get_by_role("button", name=named(page, "Retry this reply"))
        expect(retry_button).to_have_count(1 if retry else 0)
        status = "文章没有改动，原因写在回复里" + ("；准备好后按它的“重试”。" if retry else "。")
        expect(page.locator("#status")).to_have_text(status)
        shot(page, f"s29-refused-{case}-zh")
        # In Traditional characters too, word by word.
        saved = served.call("GET", f"/api/chat/sessions/{article['id']}")["messages"][-1]
        traditional = page.evaluate(
            """async (line) => (await import("/static/js/panel/words.js"))
                 .inLanguage(line, "zh-Hant")""",
            saved["content"],
        )
        assert traditional["lang"] == "zh-Hant", traditional
        assert not re.search("[这个没说过滤许]", traditional["text"]), traditional["text"]


def test_a_preference_held_against_another_fits_a_320_px_phone(
    browser: Any, served: Redline
) -> None:
    # A wish and then its opposite: the persona card keeps the second as evidence "Against:
    # Casual, conversational register (口语化、轻松)" — a tag that did not wrap and ran out of
    # the card, cut off, on a 320 px phone.
    persona = served.call("POST", "/api/personas", {"name": "Register, both ways"})
    article = served.create_article("公园", "春天来了，公园里的花都开了。", persona["id"])
    served.send(article["id"], "Make it more formal from now on")
    served.send(article["id"], "Write in a casual tone")

    def against() -> bool:
        prefs = served.call("GET", f"/api/personas/{persona['id']}")["preferences"]
        return any(e.get("stance") == "against" for p in prefs for e in p["evidence"])

    deadline = time.monotonic() + 30
    while not against() and time.monotonic() < deadline:
        time.sleep(0.25)
    assert against(), "the learner kept no evidence against the preference"
    for page in browser_tab(
        browser, served.url, locale="zh-CN", viewport={"width": 320, "height": 640}
    ):
        page.goto(f"/personas/{persona['id']}")
        page.wait_for_selector("body[data-ready='1']")
        stance = page.locator("li.pref .ev-stance").first
        expect(stance).to_contain_text("反对")  # the page's chrome in the reader's language
        stance.scroll_into_view_if_needed()
        outside = stance.evaluate(
            """(tag) => {
              const card = tag.closest("li.pref").getBoundingClientRect();
              const box = tag.getBoundingClientRect();
              return [box.right - card.right, tag.scrollWidth - tag.clientWidth];
            }"""
        )
        assert outside[0] <= 0 and outside[1] <= 0, f"the tag runs out of its card: {outside}"
        shot(page, "s29-persona-against-320")


STOP_STORY = (
    "We waited twenty minutes at the stop.\n\nThe bus never came, and we kept hoping.\n\n"
    "In the end we walked home."
)


@pytest.mark.parametrize("how", ["edit", "regenerate"])
def test_an_earlier_message_answered_again_shows_the_text_the_model_is_editing(
    browser: Any, served: Redline, how: str, request: pytest.FixtureRequest
) -> None:
    # Two turns make V2 and V3; the first message is rewritten (or its reply regenerated):
    # the server goes back to V1 and the model edits V1 — but this page went on showing V3
    # ("Your next message edits V3") until the reply landed, though a reload showed V1.
    article = served.create_article("The bus", STOP_STORY)
    served.stub.enqueue(reply="The bus\n\n" + STOP_STORY.replace("the stop", "the windy stop"))
    served.send(article["id"], "Describe the stop")
    served.send(article["id"], 'Replace "walked" with "trudged"')
    slow = "The bus\n\n" + STOP_STORY.replace("at the stop", "at the cold, empty stop")
    for page in browser_tab(browser, served.url, locale="zh-CN"):
        open_article(page, article["id"])
        expect(page.locator("#article-version")).to_have_text("V3")
        # Held after its first piece until the page has been looked at (it used to stream
        # for about six seconds).
        written = threading.Event()
        request.addfinalizer(written.set)
        served.stub.enqueue(reply=slow, chunk_delay=0.01, held_until=written)
        if how == "edit":
            first = page.locator("#messages .msg-user").first
            first.locator(".edit-message").click()
            first.locator("textarea").fill("Describe the stop in more detail")
            first.locator(".save-edit").click()
        else:
            page.locator("#messages .msg-assistant").first.locator(".regenerate").click()
        expect(page.locator("#messages .msg-assistant.pending")).to_have_count(1)
        # While the reply is written: V1's text, as the model has it, and as a reload shows.
        expect(page.locator("#article-version")).to_have_text("V1")
        expect(page.locator("#article-body")).to_have_text(re.compile("at the stop"))
        expect(page.locator("#article-body")).not_to_contain_text("trudged")
        assert page.locator("#messages .msg-assistant.pending").count() == 1, "answered too soon"
        sent = served.stub.requests[-1]["messages"][-1]["content"]
        assert "at the stop" in sent and "windy" not in sent and "trudged" not in sent
        written.set()
        # And when it lands, the version it made from V1.
        expect(page.locator("#article-version")).to_have_text("V4", timeout=20000)
        expect(page.locator("#article-body")).to_contain_text("cold, empty")
