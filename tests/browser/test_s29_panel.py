"""Session 29: the writer's panel as a writer and an editor meet it. A reply stopped while it
was being checked against the article read "stopped before it was finished" until the
conversation came back (no event says checking has begun): it now says only what is true
either way until the server's copy says which."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab, open_article, served_redline, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

STORY = (
    "We waited twenty minutes at the stop.\n\nThe bus never came, and we kept hoping.\n\n"
    "In the end we walked home."
)


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Redline]:
    """An app that asks the model once more after a failure, and asks it for search/replace
    blocks — a block that does not fit is asked again, while the first reply is checked."""
    with served_redline(
        tmp_path_factory.mktemp("s29-panel"), llm_max_retries=1, edit_format="blocks"
    ) as app:
        yield app


@pytest.fixture(params=["en-US", "zh-CN"])
def writer(browser: Any, served: Redline, request: pytest.FixtureRequest) -> Iterator[Any]:
    served.stub.reset()
    yield from browser_tab(browser, served.url, locale=request.param)


def _chinese(page: Any) -> bool:
    return bool(page.evaluate("navigator.language").startswith("zh"))


# Every text the last reply of the conversation shows, as it changes.
RECORD_REPLY = """() => {
  window.replyShown = [];
  const list = document.getElementById("messages");
  new MutationObserver(() => {
    const replies = list.querySelectorAll(".msg-assistant");
    const text = replies.length ? replies[replies.length - 1].innerText : "";
    if (window.replyShown.at(-1) !== text) window.replyShown.push(text);
  }).observe(list, { subtree: true, childList: true, characterData: true });
}"""


def test_a_reply_stopped_while_it_was_checked_never_reads_cut_short(
    writer: Any, served: Redline
) -> None:
    page = writer
    article = served.create_article("The bus", STORY)
    open_article(page, article["id"])
    # The model answers in full with a block that does not fit; asked again, it hangs — the
    # first reply is being checked when the writer presses Esc.
    served.stub.enqueue(
        reply="<<<<<<< SEARCH\nWe waited thirty hours\n=======\nWe waited ages\n>>>>>>> REPLACE"
    )
    served.stub.enqueue(reply="unused", hang=6)
    page.evaluate(RECORD_REPLY)
    page.fill("#message", "Make the first paragraph livelier")
    page.press("#message", "Enter")
    deadline = time.monotonic() + 10
    while len(served.stub.requests) < 2 and time.monotonic() < deadline:
        page.wait_for_timeout(50)
    assert len(served.stub.requests) == 2
    # The conversation is held back after the stop: the reply shows what the page knows.
    held: list[Any] = []
    page.route(
        "**/api/chat/sessions/*",
        lambda route: held.append(route) if route.request.method == "GET" else route.continue_(),
    )
    page.keyboard.press("Escape")
    reply = page.locator("#messages .msg-assistant").last
    expect(reply).to_have_attribute("data-status", "stopped")
    chinese = _chinese(page)
    expect(reply).to_contain_text(
        "已停止，文章没有改动。" if chinese else "Stopped. Nothing was changed."
    )
    assert held, "the stop fetched no conversation"
    for route in held:
        route.continue_()
    page.unroute("**/api/chat/sessions/*")
    line = (
        "回复已写完，你在它与文章核对时停止了它，文章没有改动。"
        if chinese
        else "You stopped this reply while it was being checked against the article. "
        "Nothing was changed."
    )
    expect(page.locator("#messages .msg-assistant").last.locator(".msg-text")).to_have_text(line)
    shown = page.evaluate("window.replyShown")
    cut_short = "写完前" if chinese else "before it was finished"
    assert not [text for text in shown if cut_short in text], shown


STORY_ZH = "我们在车站等了二十分钟。\n\n公交车一直没来。\n\n天开始下雨，大家都很着急。"
# Three English words in a row, once the words the endpoint said (quoted) are set aside.
ENGLISH = re.compile(r"[A-Za-z]+ [A-Za-z]+ [A-Za-z]+")

REFUSED = {
    # The provider's filter stopped the reply (app/editing/unusable.py): all English before.
    "content-filter": (
        {"reply": "车站\n\n春天", "finish_reason": "content_filter"},
        "模型的提供方用内容过滤器中止了这条回复，所以没有采用。如果这条建议可能被误解，换个说法"
        "也许有用。你的消息已保存，文章没有改动。可以按 Retry 重试。",
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
        "它说：“model not found”你的消息已保存，文章没有改动。在模型的密钥或端点设置改好之前，"
        "再问一次也没用。",
        False,
    ),
}


@pytest.mark.parametrize("case", list(REFUSED))
def test_a_reply_the_project_refuses_reads_whole_in_chinese(
    browser: Any, served: Redline, case: str
) -> None:
    scripted, said, retry = REFUSED[case]
    served.stub.reset()
    article = served.create_article("车站", STORY_ZH)
    for page in browser_tab(browser, served.url, locale="zh-CN"):
        open_article(page, article["id"])
        served.stub.enqueue(**scripted)
        page.fill("#message", "第二段写得生动一点")
        page.press("#message", "Enter")
        reply = page.locator("#messages .msg-assistant").last
        expect(reply).to_have_attribute("data-status", "error")
        text = reply.locator(".msg-text")
        expect(text).to_contain_text(said)
        assert not ENGLISH.search(re.sub(r"“[^”]*”", "", text.inner_text())), text.inner_text()
        expect(text).to_have_attribute("lang", "zh-Hans")
        # What the writer can do: Retry where it may help; where it cannot, it is not urged.
        expect(reply.get_by_role("button", name=re.compile("Retry"))).to_have_count(1)
        status = "文章没有改动，原因写在回复里" + ("；准备好后按它的 Retry。" if retry else "。")
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


def test_a_wish_withdrawn_in_other_words_each_time_reads_once(
    browser: Any, served: Redline
) -> None:
    # One preference set aside three times in three sets of words (English and Chinese): the
    # persona page showed a card for each wording, each "withdrawn by you", all alike.
    served.stub.reset()
    persona = served.call("POST", "/api/personas", {"name": "Lists, in other words"})
    article = served.create_article("Park", "What a day! We went to the park.", persona["id"])
    said = [
        ("Use bullet points for lists from now on", "Scratch what I said about bullet points"),
        ("以后都用分点列出", "纠正一下，刚才说的分点不算"),
        ("Use bullet points for lists from now on", "Forget the bullet points thing"),
    ]

    def prefs() -> list[dict[str, Any]]:
        return served.call("GET", f"/api/personas/{persona['id']}")["preferences"]

    for turn, (wish, withdrawal) in enumerate(said):
        served.send(article["id"], wish)
        served.send(article["id"], withdrawal)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            done = [p for p in prefs() if p["state"] == "superseded"]
            if len(done) == turn + 1 and not [p for p in prefs() if p["state"] == "active"]:
                break
            time.sleep(0.25)
        else:
            raise AssertionError(f"the learner did not save it: {prefs()}")
    lines = {p["status_line"] for p in prefs() if p["state"] == "superseded"}
    assert len(lines) == 3, lines  # three wordings, each quoted in its card's line
    for page in browser_tab(browser, served.url, locale="zh-CN"):
        page.goto(f"/personas/{persona['id']}")
        page.wait_for_selector("body[data-ready='1']")
        expect(page.locator("li.pref[data-state='superseded']")).to_have_count(3)
        shown = page.locator("li.pref[data-state='superseded']:visible")
        expect(shown).to_have_count(1)
        # The newest withdrawal, in its own words; the older two folded beneath it.
        expect(shown.locator(".pref-status")).to_contain_text("Forget the bullet points thing")
        folded = page.locator("li.pref-repeats > details > summary")
        expect(folded).to_have_text("The same preference, withdrawn 2 times before")
        folded.click()
        expect(page.locator("li.pref[data-state='superseded']:visible")).to_have_count(3)
