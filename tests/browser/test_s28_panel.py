"""Session 28: the writer's panel says each failure once, whole, in the writer's language. A
refusal of a swap of words a Chinese article does not hold reads all in English for an English
reader (it was Chinese, then "Press Retry …" in English); a stream dropped midway says the
article is unchanged once (it said "nothing was changed" and "the article is unchanged"); a
reply stopped while it was being checked says so (it read "stopped before it was finished");
a wish the writer withdrew is tagged withdrawn on the persona page (it was "superseded")."""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab, open_article, served_redline, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

STORY_ZH = (
    "我们在车站等了二十分钟。\n\n公交车一直没来。\n\n天开始下雨，大家都很着急。最后我们走回了家。"
)
STORY = (
    "We waited twenty minutes at the stop.\n\nThe bus never came, and we kept hoping.\n\n"
    "In the end we walked home."
)
CJK = re.compile(r"[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]")


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Redline]:
    """An app that asks the model once more after a failure, and asks it for search/replace
    blocks — a block that does not fit is asked again, while the first reply is checked."""
    with served_redline(
        tmp_path_factory.mktemp("s28-panel"), llm_max_retries=1, edit_format="blocks"
    ) as app:
        yield app


@pytest.fixture(params=["en-US", "zh-CN"])
def writer(browser: Any, served: Redline, request: pytest.FixtureRequest) -> Iterator[Any]:
    served.stub.reset()
    yield from browser_tab(browser, served.url, locale=request.param)


def _chinese(page: Any) -> bool:
    return bool(page.evaluate("navigator.language").startswith("zh"))


def _piece(text: str) -> str:
    return "data: " + json.dumps({"choices": [{"index": 0, "delta": {"content": text}}]}) + "\n"


def test_a_refused_swap_of_absent_words_reads_whole_in_the_writers_language(
    writer: Any, served: Redline
) -> None:
    page = writer
    article = served.create_article("车站", STORY_ZH)
    open_article(page, article["id"])
    # The article never says 周三; the model changes other words anyway.
    served.stub.enqueue(reply="车站\n\n" + STORY_ZH.replace("公交车", "巴士"))
    page.fill("#message", "把“周三”改成“周四”")
    page.press("#message", "Enter")
    reply = page.locator("#messages .msg-assistant").last
    expect(reply).to_have_attribute("data-status", "error")
    said = reply.locator(".msg-text")
    if _chinese(page):
        expect(said).to_have_text(
            "文章里没有“周三”，没有可以改成“周四”的地方，模型却改了别的文字，所以没有保存。"
            "请核对要改的词，或者说明要改哪一段。可以按 Retry 再问一次，或者换个说法提建议。"
        )
    else:
        expect(said).to_have_text(
            "Your article has no “周三”, so there was nothing to change to “周四”, but the "
            "model changed other words instead. Nothing was saved — check the words, or name "
            "the paragraph to change. Press Retry to ask again, or rephrase the suggestion."
        )
        # No Chinese outside what it quotes of the writer's words.
        assert not CJK.search(re.sub(r"“[^”]*”", "", said.inner_text()))
    assert served.call("GET", f"/api/contents/{article['id']}")["version"] == 1
    shot(page, f"s28-absent-words-{page.evaluate('navigator.language')}")


def test_a_stream_dropped_midway_says_once_that_nothing_changed(
    writer: Any, served: Redline
) -> None:
    page = writer
    article = served.create_article("The bus", STORY)
    open_article(page, article["id"])
    # The reply breaks off midway, and so does the one asked again (beginning differently).
    served.stub.enqueue(raw_stream=[_piece("The bus\n\n"), _piece("We waited a full")], drop=True)
    served.stub.enqueue(raw_stream=[_piece("Something")], drop=True)
    page.fill("#message", "Make the first paragraph livelier")
    page.press("#message", "Enter")
    reply = page.locator("#messages .msg-assistant").last
    expect(reply).to_have_attribute("data-status", "error")
    said = reply.locator(".msg-text")
    for _ in range(2):  # as the turn ends, and as a reload draws it from the server
        if _chinese(page):
            expect(said).to_contain_text("与模型的连接在回复中途断了")
            assert said.inner_text().count("没有改动") == 1, said.inner_text()
        else:
            expect(said).to_contain_text("The connection to the model dropped")
            text = said.inner_text()
            assert len(re.findall(r"nothing was changed|unchanged", text)) == 1, text
        expect(page.locator("#messages .msg-user").last).to_contain_text("livelier")
        page.reload()
        page.wait_for_selector("body[data-ready='1']")
    assert served.call("GET", f"/api/contents/{article['id']}")["version"] == 1


def test_a_reply_stopped_while_it_was_checked_is_not_said_cut_short(
    writer: Any, served: Redline
) -> None:
    page = writer
    article = served.create_article("The bus", STORY)
    open_article(page, article["id"])
    # The model answers in full with a block that does not fit; asked again, it hangs — the
    # first reply is still being checked when the writer presses Esc.
    served.stub.enqueue(
        reply="<<<<<<< SEARCH\nWe waited thirty hours\n=======\nWe waited ages\n>>>>>>> REPLACE"
    )
    served.stub.enqueue(reply="unused", hang=6)
    page.fill("#message", "Make the first paragraph livelier")
    page.press("#message", "Enter")
    deadline = time.monotonic() + 10
    while len(served.stub.requests) < 2 and time.monotonic() < deadline:
        page.wait_for_timeout(50)
    assert len(served.stub.requests) == 2
    page.keyboard.press("Escape")
    reply = page.locator("#messages .msg-assistant").last
    expect(reply).to_have_attribute("data-status", "stopped")
    line = (
        "回复已写完，你在它与文章核对时停止了它，文章没有改动。"
        if _chinese(page)
        else "You stopped this reply while it was being checked against the article. "
        "Nothing was changed."
    )
    expect(reply.locator(".msg-text")).to_have_text(line)
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    expect(page.locator("#messages .msg-assistant").last.locator(".msg-text")).to_have_text(line)
    expect(page.locator("#message")).to_be_enabled()


@pytest.mark.parametrize(
    "said",
    [
        ("Use bullet points for lists from now on", "Scratch what I said about bullet points"),
        ("以后都用分点列出", "纠正一下，刚才说的分点不算"),
    ],
    ids=["en", "zh"],
)
def test_a_withdrawn_wish_is_tagged_withdrawn_on_the_persona_page(
    browser: Any, served: Redline, said: tuple[str, str]
) -> None:
    served.stub.reset()
    article = served.create_article("Park", "What a day! We went to the park.\n\nThe end.")
    persona_id = article["persona_id"]

    def learned(ready: Any) -> list[dict[str, Any]]:
        for _ in range(120):
            prefs = served.call("GET", f"/api/personas/{persona_id}")["preferences"]
            if ready(prefs):
                return prefs
            time.sleep(0.25)
        raise AssertionError(f"the learner did not save it: {prefs}")

    def withdrawn(pref: dict[str, Any]) -> bool:  # by these words (the persona is shared)
        quotes = [piece.get("quote") for piece in pref["evidence"]]
        return pref["dimension"] == "structure" and said[1] in quotes and bool(pref["history"])

    served.send(article["id"], said[0])
    learned(lambda ps: any(p["dimension"] == "structure" and p["state"] == "active" for p in ps))
    served.send(article["id"], said[1])
    (lists,) = [p for p in learned(lambda ps: any(map(withdrawn, ps))) if withdrawn(p)]
    assert lists["state"] == "superseded"
    for page in browser_tab(browser, served.url, locale="zh-CN" if said[0][0] > "~" else "en-US"):
        page.goto(f"/personas/{persona_id}")
        page.wait_for_selector("body[data-ready='1']")
        card = page.locator(f"li.pref[data-pref-id='{lists['id']}']")
        expect(card.locator(".pref-status")).to_contain_text("Withdrawn by you")
        expect(card.locator(".tag.state-superseded")).to_have_text("withdrawn by you")
        expect(card).not_to_contain_text("superseded")
