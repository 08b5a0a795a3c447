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
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import (
    PHONE,
    Redline,
    ask,
    browser_tab,
    named,
    open_article,
    reads_chinese,
    shot,
)

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


@pytest.fixture
def served(checking_app: Redline) -> Redline:
    """The module's app (conftest `checking_app`: one retry, search/replace blocks)."""
    return checking_app


def _piece(text: str) -> str:
    return "data: " + json.dumps({"choices": [{"index": 0, "delta": {"content": text}}]}) + "\n"


def test_a_refused_swap_of_absent_words_reads_whole_in_the_writers_language(
    either_writer: Any, served: Redline
) -> None:
    page = either_writer
    article = served.create_article("车站", STORY_ZH)
    open_article(page, article["id"])
    # The article never says 周三; the model changes other words anyway.
    changed = {"reply": "车站\n\n" + STORY_ZH.replace("公交车", "巴士")}
    reply = ask(page, served, "把“周三”改成“周四”", changed)
    expect(reply).to_have_attribute("data-status", "error")
    said = reply.locator(".msg-text")
    if reads_chinese(page):
        expect(said).to_have_text(
            "文章里没有“周三”，没有可以改成“周四”的地方，模型却改了别的文字，所以没有保存。"
            "请核对要改的词，或者说明要改哪一段。可以按“重试”再问一次，或者换个说法提建议。"
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
    either_writer: Any, served: Redline
) -> None:
    page = either_writer
    article = served.create_article("The bus", STORY)
    open_article(page, article["id"])
    # The reply breaks off midway, and so does the one asked again (beginning differently).
    reply = ask(
        page,
        served,
        "Make the first paragraph livelier",
        {"raw_stream": [_piece("The bus\n\n"), _piece("We waited a full")], "drop": True},
        {"raw_stream": [_piece("Something")], "drop": True},
    )
    expect(reply).to_have_attribute("data-status", "error")
    said = reply.locator(".msg-text")
    for _ in range(2):  # as the turn ends, and as a reload draws it from the server
        if reads_chinese(page):
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


def test_a_reply_stopped_while_it_was_checked_is_not_said_cut_short(
    either_writer: Any, served: Redline
) -> None:
    page = either_writer
    article = served.create_article("The bus", STORY)
    open_article(page, article["id"])
    page.evaluate(RECORD_REPLY)
    # The model answers in full with a block that does not fit; asked again, it hangs — the
    # first reply is still being checked when the writer presses Esc.
    unfit = "<<<<<<< SEARCH\nWe waited thirty hours\n=======\nWe waited ages\n>>>>>>> REPLACE"
    ask(page, served, "Make the first paragraph livelier", {"reply": unfit}, {"hang": 6})
    deadline = time.monotonic() + 10
    while len(served.stub.requests) < 2 and time.monotonic() < deadline:
        page.wait_for_timeout(50)
    assert len(served.stub.requests) == 2
    # The conversation is held back after the stop (session 29): until it comes, the reply says
    # what is true either way — no event tells the page that checking had begun.
    held: list[Any] = []
    page.route(
        "**/api/chat/sessions/*",
        lambda route: held.append(route) if route.request.method == "GET" else route.continue_(),
    )
    page.keyboard.press("Escape")
    reply = page.locator("#messages .msg-assistant").last
    expect(reply).to_have_attribute("data-status", "stopped")
    chinese = reads_chinese(page)
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
    expect(reply.locator(".msg-text")).to_have_text(line)
    shown = page.evaluate("window.replyShown")
    assert not [
        text for text in shown if ("写完前" if chinese else "before it was finished") in text
    ]
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
        # Its standing in the reader's language (a Chinese browser: 你已撤回…).
        expect(card.locator(".pref-status")).to_contain_text(
            "你已撤回" if said[0][0] > "~" else "Withdrawn by you"
        )
        expect(card.locator(".tag.state-superseded")).to_have_text(named(page, "withdrawn by you"))
        expect(card).not_to_contain_text("superseded")


PARK = [
    "春天来了，公园里的花都开了。每天早上，我都会去公园散步，看看花，听听鸟叫。",
    "公园的东边有一个小湖，湖边种着柳树。风一吹，柳枝轻轻摆动，好像在跳舞。",
    "湖的南边是一片草地。周末的时候，很多家长带着孩子来这里放风筝、野餐、晒太阳。"
    "有的孩子在草地上跑来跑去，有的在追蝴蝶，有的坐在妈妈身边吃零食。"
    "老人们在树荫下下棋、聊天，年轻人在旁边弹吉他、唱歌。小狗也跟着主人跑来跑去，非常热闹。"
    "一直到太阳下山，大家才慢慢回家。",
    "公园的西边有一座小山，山上有一个亭子。站在亭子里，可以看到整个城市。",
    "我很喜欢这个公园，它让我在忙碌的生活中找到了一点安静。",
]
SHORTER = "湖的南边是一片草地。周末，家长带着孩子来放风筝、野餐，老人下棋聊天，一直热闹到太阳下山。"


def test_a_long_chinese_article_pasted_shortened_partly_rejected_restored_and_continued(
    browser: Any, served: Redline
) -> None:
    served.stub.reset()
    body = "\n\n".join(PARK)
    for page in browser_tab(browser, served.url, locale="zh-CN", viewport=PHONE):
        page.goto("/")
        page.wait_for_selector("body[data-ready='1']")
        page.fill("#create-title", "公园")
        page.locator("#create-body").focus()
        page.keyboard.insert_text(body)  # as a paste puts it
        page.locator("#create-form button[type=submit]").click()
        page.wait_for_url("**/articles/*")
        page.wait_for_selector("body[data-ready='1']")
        content_id = page.evaluate("document.body.dataset.contentId")
        shortened = {"reply": "公园\n\n" + body.replace(PARK[2], SHORTER)}
        reply = ask(page, served, "第三段太长了，缩短一点", shortened)
        expect(reply).to_have_attribute("data-status", "ok")
        # Five sentences cut to one, said as such — it read "第3段：最后一句改写".
        expect(reply).to_contain_text("第3段：5句改写成1句，缩短（113字→38字）")
        expect(page.locator("#changes-lines")).to_contain_text("5句改写成1句")
        shot(page, "s28-park-shortened-zh-phone")
        # One change put back from the text itself, then V1 restored from the history.
        page.locator("#article-body button").first.click()
        expect(page.locator("#article-version")).to_have_text("V3")
        page.locator("#history-toggle").click()
        page.locator("#history button", has_text=named(page, "Restore V1")).first.click()
        expect(page.locator("#article-version")).to_have_text("V4")
        if page.locator("#history").is_visible():
            page.keyboard.press("Escape")
        assert served.call("GET", f"/api/contents/{content_id}")["body"] == body
        # And on from there: the model is given V1's text, the page shows what it made of it.
        stronger = {"reply": "公园\n\n" + body.replace("我很喜欢", "我非常喜欢")}
        ask(page, served, "最后一段语气再强烈一点", stronger)
        expect(page.locator("#article-version")).to_have_text("V5")
        sent = served.stub.requests[-1]["messages"][-1]["content"]
        assert PARK[2] in sent and SHORTER not in sent
        saved = served.call("GET", f"/api/contents/{content_id}")["body"]
        assert saved == body.replace("我很喜欢", "我非常喜欢")
        expect(page.locator("#messages .msg-user").last).to_have_text(
            re.compile("最后一段语气再强烈一点")
        )


def test_a_key_the_endpoint_refuses_is_said_whole_and_retry_is_not_urged(
    either_writer: Any, served: Redline
) -> None:
    page = either_writer
    article = served.create_article("The bus", STORY)
    open_article(page, article["id"])
    refused = {
        "status": 401,
        "body": '{"error": {"message": "Invalid API key"}}',
        "content_type": "application/json",
    }
    reply = ask(page, served, "Make the stop sound colder", refused)
    expect(reply).to_have_attribute("data-status", "error")
    said = reply.locator(".msg-text")
    if reads_chinese(page):
        # Every sentence in Chinese: the tail was missing, so the whole reply stayed English.
        expect(said).to_have_text(
            "模型端点不接受这个 API 密钥（401）。请检查 REDLINE_LLM_API_KEY。"
            "你的消息已保存，文章没有改动。在模型的密钥或端点设置改好之前，再问一次也没用。"
        )
        expect(page.locator("#status")).to_have_text("文章没有改动，原因写在回复里。")
        # …and in Traditional characters for a zh-TW reader (设 was missing there).
        traditional = page.evaluate(
            """async (line) => (await import("/static/js/panel/words.js"))
                 .inLanguage(line, "zh-Hant").text""",
            served.call("GET", f"/api/chat/sessions/{article['id']}")["messages"][-1]["content"],
        )
        assert traditional == (
            "模型端點不接受這個 API 密鑰（401）。請檢查 REDLINE_LLM_API_KEY。"
            "你的消息已保存，文章沒有改動。在模型的密鑰或端點設置改好之前，再問一次也沒用。"
        )
    else:
        expect(said).to_contain_text("asking again will not help")
        # The status line does not urge the Retry the reply says will not help.
        expect(page.locator("#status")).to_have_text("Nothing was changed — the reply says why.")
    expect(page.locator("#messages .msg-user").last).to_have_text(
        re.compile("Make the stop sound colder")
    )
    # …nor does the reply offer one (outside45b F1): it would fail the same way.
    expect(reply.locator("button.retry")).to_have_count(0)


TRADITIONAL = {
    # 复 is 覆 in 回复 but 復 in 恢复; 签 is 簽 when signed; 设, 当, 导, 顶 had no Traditional.
    "Undone: the preference is back as it was.": "已撤銷，這條偏好恢復原樣。",
    "The model endpoint at https://models.example.org could not be reached securely: its TLS "
    "certificate was not accepted (self-signed certificate).": "無法安全地連上模型端點 "
    "https://models.example.org：它的 TLS 證書沒有被接受（這是自簽名證書）。",
    "Files are imported as new articles: drop it on the list of articles (Articles, at the "
    "top).": "檔案會作為新文章導入：請把它拖到文章列表上（頂部的“文章”）。",
    "The server was stopping (a restart or an update), so this reply was cut off and nothing "
    "was changed. Your message is saved — press Retry to ask again.": "服務器當時正在停止"
    "（重啟或更新），這條回覆被中斷了，文章沒有改動。你的消息已保存，請按“重試”再問一次。",
}


def test_lines_read_in_traditional_characters_word_by_word(browser: Any, served: Redline) -> None:
    article = served.create_article("The bus", STORY)
    for page in browser_tab(browser, served.url, locale="zh-TW"):
        open_article(page, article["id"])
        said = page.evaluate(
            """async (lines) => {
                 const { inLanguage } = await import("/static/js/panel/words.js");
                 return lines.map((line) => inLanguage(line, "zh-Hant").text);
               }""",
            list(TRADITIONAL),
        )
        assert said == list(TRADITIONAL.values())


SCRATCH = "Scratch what I said about bullet points"
LISTS = "Use bullet points for lists from now on"


@pytest.mark.parametrize(
    "said",
    [
        [(LISTS, SCRATCH)] * 3,
        # Session 29: in other words each time, English and Chinese — the card's line quotes
        # them, and the fold took each wording for another preference (three cards).
        [
            (LISTS, SCRATCH),
            ("以后都用分点列出", "纠正一下，刚才说的分点不算"),
            (LISTS, "Forget the bullet points thing"),
        ],
    ],
    ids=["same-words", "other-words"],
)
def test_a_wish_stated_and_withdrawn_again_and_again_reads_once(
    browser: Any, served: Redline, said: list[tuple[str, str]]
) -> None:
    served.stub.reset()
    persona = served.call("POST", "/api/personas", {"name": "Lists, on and off"})
    article = served.create_article("Park", "What a day! We went to the park.", persona["id"])

    def prefs() -> list[dict[str, Any]]:
        return served.call("GET", f"/api/personas/{persona['id']}")["preferences"]

    for turn, (wish, withdrawal) in enumerate(said):  # a wish, then taken back: three times
        served.send(article["id"], wish)
        served.send(article["id"], withdrawal)
        for _ in range(120):
            done = [p for p in prefs() if p["state"] == "superseded"]
            if len(done) == turn + 1 and not [p for p in prefs() if p["state"] == "active"]:
                break
            time.sleep(0.25)
        else:
            raise AssertionError(f"the learner did not save it: {prefs()}")
    for page in browser_tab(browser, served.url, viewport=PHONE):
        page.goto(f"/personas/{persona['id']}")
        page.wait_for_selector("body[data-ready='1']")
        # One card in sight for the three records; the older two folded beneath it, each whole.
        # (Beside them, at most the question the withdrawal asks — would prose suit? — pending.)
        withdrawn = page.locator("li.pref[data-state='superseded']")
        expect(withdrawn).to_have_count(3)
        expect(page.locator("li.pref[data-state='superseded']:visible")).to_have_count(1)
        # The newest withdrawal in sight, in its own words.
        shown = page.locator("li.pref[data-state='superseded']:visible .pref-status")
        expect(shown).to_contain_text(said[-1][1])
        others = page.locator("li.pref:not([data-state='superseded'])")
        assert others.count() <= 1
        if others.count():
            expect(others).to_have_attribute("data-state", "pending_confirmation")
        folded = page.locator("li.pref-repeats > details > summary")
        expect(folded).to_have_text("The same preference, withdrawn 2 times before")
        # Set aside, it shows no confidence meter: it measures nothing now.
        expect(page.locator("li.pref[data-state='superseded']:visible meter")).to_have_count(0)
        folded.click()
        expect(page.locator("li.pref[data-state='superseded']:visible")).to_have_count(3)
        shot(page, f"s28-persona-withdrawn-thrice-{len(set(said))}")
