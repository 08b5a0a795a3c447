"""A writer pastes a 6,000-character Chinese article with Markdown tables, and writers send very
long messages. Written before reading the panel's code (see s36_journeys_steps.py)."""

import re
from typing import Any

from playwright.sync_api import expect

from tests.browser.conftest import DESKTOP, Redline
from tests.browser.s35_journeys_steps import (
    PASTE_INTO_FOCUSED,
    article_text,
    boxes_outside,
    conversation,
    open_article,
    suggestion_box,
)
from tests.browser.s36_journeys_steps import article_paragraphs, say, wait_for_version

TABLE = (
    "| 城市 | 人口 | 公园数量 |\n"
    "| --- | --- | --- |\n"
    "| 台北 | 二百五十万 | 四十二 |\n"
    "| 高雄 | 二百七十万 | 三十八 |"
)


def long_chinese_article() -> str:
    sentence = "清晨的公园里，老人们打着太极，孩子们追着鸽子跑，卖豆浆的小贩吆喝着走过湖边的长椅。"
    paragraphs = [f"第{n}天。" + sentence * 4 for n in range(1, 37)]
    paragraphs.insert(10, TABLE)
    paragraphs.insert(25, TABLE.replace("台北", "台中").replace("高雄", "台南"))
    text = "\n\n".join(paragraphs)
    assert 5_800 <= len(text) <= 6_600
    return text


def test_writer_pastes_a_long_chinese_article_with_tables_and_edits_a_cell(
    page: Any, redline: Redline
) -> None:
    text = long_chinese_article()
    page.goto("/")
    page.get_by_role("textbox", name="Title", exact=True).fill("城市公园")
    page.get_by_role("textbox", name="Text").focus()
    page.evaluate(PASTE_INTO_FOCUSED, ["", text])
    page.get_by_role("button", name="Create article").click()
    expect(page.get_by_role("heading", name="城市公园", level=1)).to_be_visible()
    counted = page.get_by_role("main").get_by_role("paragraph").first.inner_text()
    found = re.search(r"([\d,]+)\s*字", counted)
    assert found and 5_000 <= int(found.group(1).replace(",", "")) <= 6_600, counted

    # The article shows the text as written (inline marks drawn, blocks styled): a Markdown
    # table reads as a table (session 37), its text kept character for character.
    body = article_text(page)
    expect(body).to_contain_text("| 台北 | 二百五十万 | 四十二 |")
    expect(body.get_by_role("table")).to_have_count(2)
    expect(body.get_by_role("table").first.get_by_role("columnheader")).to_have_text(
        ["城市", "人口", "公园数量"]
    )

    say(page, "把“二百五十万”改成“二百六十万”")
    wait_for_version(page, 2)
    expect(page.get_by_role("region", name="What changed")).to_contain_text("二百六十万")
    # The rules replace every "二百五十万": both tables' rows, pipes and all.
    article_paragraphs(page)  # the final text shown
    rows = [
        [
            cell.inner_text().strip()
            for cell in table.get_by_role("row").nth(1).get_by_role("cell").all()
        ]
        for table in body.get_by_role("table").all()
    ]
    assert rows == [["台北", "二百六十万", "四十二"], ["台中", "二百六十万", "四十二"]], rows
    saved = redline.call("GET", f"/api/contents/{page.url.rsplit('/', 1)[-1]}")["body"]
    assert "| 台北 | 二百六十万 | 四十二 |" in saved and "| 台中 | 二百六十万 | 四十二 |" in saved
    assert boxes_outside(page, DESKTOP["width"]) == []


def test_a_long_message_with_an_unbroken_link_wraps_inside_the_chat(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Links", "Read more at our site.\n\nThanks for reading.")
    open_article(page, article["id"])
    link = "https://example.org/" + "very-long-path-segment/" * 30
    message = ("Please keep this in mind for later edits. " * 60) + link
    redline.stub.enqueue("Links\n\nRead more at our site.\n\nThanks for reading.")
    say(page, message)
    expect(conversation(page).get_by_role("listitem")).to_have_count(3)
    item = conversation(page).get_by_role("listitem").filter(has_text="keep this in mind").first
    expect(item).to_be_visible()
    # Measured in one go, found afresh: the conversation is redrawn as the turn settles.
    sticks_out = page.evaluate(
        """() => {
          const chat = document.querySelector("[role=log]").closest("section, [role=region]");
          const li = [...chat.querySelectorAll("li")].find(
            (item) => item.textContent.includes("keep this in mind"));
          return li.getBoundingClientRect().right - chat.getBoundingClientRect().right;
        }"""
    )
    assert sticks_out <= 1, f"the message sticks out of the chat by {sticks_out}px"
    assert boxes_outside(page, DESKTOP["width"]) == []


def test_a_message_over_the_limit_is_refused_in_words_and_not_lost(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Limit", "One line.")
    open_article(page, article["id"])
    message = "Make it warmer. " * 1_400  # 22,400 characters, over the 20,000 limit
    box = suggestion_box(page)
    box.fill(message)
    box.press("Enter")
    expect(page.get_by_text(re.compile(r"(20[,.\s]?000|too long)", re.I)).first).to_be_visible()
    assert box.input_value() == message
    expect(page.get_by_role("main").get_by_role("paragraph").first).to_contain_text("V1 ")
    assert redline.stub.requests == [] or all(
        "Make it warmer" not in str(request) for request in redline.stub.requests
    )
