"""A Chinese writer on a phone (390 px wide, a browser asking for zh-CN): the whole journey in
Chinese — create, a Chinese suggestion to the model, review, history — with every label in
Chinese and nothing cut off, pushed out of the screen or lying over another control."""

import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import PHONE, Redline, browser_tab
from tests.browser.s35_journeys_steps import (
    article_body,
    article_text,
    boxes_outside,
    model_reply,
    overlapping_controls,
    replies,
    send,
    suggestion_box,
)

TITLE = "周末去爬山"
PARAGRAPHS = [
    "周六一早，我们六个人在地铁站集合，背着水和干粮出发了。",
    "山脚下的小店卖热豆浆，老板说今天山上风大，让我们多穿一件。",
    "上山的路比想象中长得多，我们走走停停，一路上看到了松树、溪水、还有不怕人的松鼠，"
    "有人拍照，有人唱歌，有人抱怨鞋子磨脚，还有人一直在问到底还有多远，"
    "就这样一直走到中午，才终于看见山顶的凉亭。",
    "下山的时候，大家都说下次还要再来。",
]
SHORTER = "上山的路很长，我们走走停停，中午才到山顶的凉亭。"

# Latin words a Chinese page may show: names, formats, the version badge.
ALLOWED_LATIN = {
    "Redline",
    "md",
    "docx",
    "txt",
    "json",
    "Word",
    "Markdown",
    "Ctrl",
    "Enter",
    "Shift",
    "Esc",
    "Tab",
}


@pytest.fixture
def phone(browser: Any, redline: Redline) -> Iterator[Any]:
    redline.stub.reset()
    yield from browser_tab(browser, redline.url, locale="zh-CN", viewport=PHONE)


def english_on_screen(page: Any) -> list[str]:
    """Names of visible controls, headings and labels that hold English words."""
    names = page.evaluate(
        """() => [...document.querySelectorAll(
             "button, a[href], label, h1, h2, h3, legend, summary, [role=status], option, th")]
           .filter((el) => el.getBoundingClientRect().width > 0
             && !el.closest(`[aria-label='文章正文'], [role=log] li,
                             a[href^='/articles/'], a[href^='/personas/']`))
           .map((el) => [el.getAttribute("aria-label") || "", el.innerText || ""])"""
    )
    found = []
    for label, text in names:
        for name in (label, text):
            name = re.sub(r"“[^”]*”", "", name)  # a quoted title is the writer's, not a label
            words = set(re.findall(r"[A-Za-z]{3,}", name)) - ALLOWED_LATIN
            if words:
                found.append(name.strip()[:60])
    return found


def look(page: Any, state: str, problems: list[str]) -> None:
    """What the writer would find wrong on the screen now, added to `problems`: the page
    scrolling sideways, anything cut off or outside the screen, controls lying over each other,
    English words among the labels."""
    width = PHONE["width"]
    if page.evaluate("document.documentElement.scrollWidth") > width:
        problems.append(f"{state}: the page scrolls sideways")
    problems += [f"{state}: cut off or outside: {box}" for box in boxes_outside(page, width)]
    problems += [f"{state}: overlapping: {pair}" for pair in overlapping_controls(page)]
    problems += [f"{state}: English: {name}" for name in english_on_screen(page)]


def test_a_chinese_writer_on_a_phone(phone: Any, redline: Redline) -> None:
    page = phone
    problems: list[str] = []
    page.goto("/")
    expect(page.get_by_role("heading", name="文章", exact=True)).to_be_visible()
    look(page, "home", problems)

    page.get_by_role("textbox", name="标题", exact=True).fill(TITLE)
    page.get_by_role("textbox", name="正文", exact=True).fill("\n\n".join(PARAGRAPHS))
    page.get_by_role("button", name="创建文章").click()
    page.wait_for_url(re.compile(r"/articles/"))
    suggestion_box(page).wait_for()
    content_id = page.url.rsplit("/", 1)[1]
    expect(page.get_by_role("heading", name=TITLE)).to_be_visible()
    look(page, "article at V1", problems)

    redline.stub.enqueue(model_reply(TITLE, PARAGRAPHS[0], PARAGRAPHS[1], SHORTER, PARAGRAPHS[3]))
    send(page, "第三段太长了，缩短一点")
    expect(suggestion_box(page)).to_have_accessible_name(re.compile("V2"))
    page.get_by_role("radio", name="定稿").check()  # the text as it reads now
    expect(article_text(page)).to_contain_text(SHORTER, use_inner_text=True)
    assert SHORTER in article_body(redline, content_id)
    reply = replies(page).last
    expect(reply).to_contain_text("V1→V2")
    expect(reply).to_contain_text("第3段")
    expect(reply.get_by_role("button", name=re.compile("^撤销"))).to_be_visible()
    look(page, "after the reply", problems)

    page.get_by_role("button", name="历史", exact=True).click()
    history = page.get_by_role("dialog", name="历史")
    expect(history).to_be_visible()
    look(page, "history open", problems)
    history.get_by_role("button", name=re.compile(r"V1")).first.wait_for()
    restore = history.get_by_role("button", name=re.compile(r"^恢复.*V1"))
    restore.click()
    expect(article_text(page)).to_contain_text(PARAGRAPHS[2][:20], use_inner_text=True)
    assert PARAGRAPHS[2] in article_body(redline, content_id)
    look(page, "after restoring V1", problems)
    assert not problems, "\n".join(problems)


def test_a_chinese_writer_on_a_phone_stops_a_reply_and_meets_a_busy_model(
    phone: Any, redline: Redline
) -> None:
    page = phone
    problems: list[str] = []
    content_id = redline.create_article(TITLE, "\n\n".join(PARAGRAPHS))["id"]
    page.goto(f"/articles/{content_id}")
    suggestion_box(page).wait_for()

    slow = model_reply(TITLE, PARAGRAPHS[0], PARAGRAPHS[1], SHORTER, PARAGRAPHS[3]) * 3
    redline.stub.enqueue(slow, chunk_delay=0.3)
    suggestion_box(page).fill("第三段太长了，缩短一点")
    page.get_by_role("button", name=re.compile("^发送")).click()
    stop = page.get_by_role("button", name=re.compile("^停止"))
    expect(stop).to_be_visible()
    look(page, "while the reply is written", problems)
    # Past the moment a second tap on Send lands on Stop and asks first (session 49): one tap stops.
    page.wait_for_timeout(800)
    stop.click()
    expect(replies(page).last).to_contain_text(re.compile("停"))
    expect(page.get_by_role("button", name=re.compile("^发送"))).to_be_visible()
    assert PARAGRAPHS[2] in article_body(redline, content_id)
    look(page, "after stopping", problems)

    redline.stub.enqueue(status=429, headers={"Retry-After": "1"}, body='{"error": "rate"}')
    suggestion_box(page).fill("语气再轻松一点")
    page.get_by_role("button", name=re.compile("^发送")).click()
    busy = replies(page).last
    expect(busy).not_to_contain_text("语气再轻松一点")
    expect(busy.get_by_role("button", name=re.compile("^(重试|重新生成)"))).to_be_visible()
    said = busy.inner_text()
    assert re.search(r"[\u4e00-\u9fff]{4}", said), (
        f"the busy model is not said in Chinese: {said!r}"
    )
    assert not re.search(r"\b(the|model|busy|try|again)\b", said, re.I), f"English: {said!r}"
    expect(page.get_by_role("log")).to_contain_text("语气再轻松一点")
    look(page, "after the busy model", problems)
    assert not problems, "\n".join(problems)
