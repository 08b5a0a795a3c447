""" "Limit to: paragraph N" survives a change another tab or client makes (outside46b F9): the
limit follows its words (re-anchored when a paragraph above was deleted), so the next
suggestion changes only that paragraph; when the other change rewrote the limited words
themselves the panel says plainly that the limit was dropped. The ✎ Edit box of a message
sent with a limit shows the limit, and the resent message keeps it (outside46b F10)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser

EN = "Intro about cats.\n\nThe cat sat here.\n\nThe cat ran there.\n\nThe cat slept."
ZH = "关于猫的开头。\n\n猫坐在这里。\n\n猫跑到那里。\n\n猫睡着了。"


def _limit_to(page: Any, words: str) -> None:
    select = page.locator("#scope-paragraph")
    labels = select.evaluate("s => [...s.options].map(o => o.text)")
    select.select_option(label=next(label for label in labels if words in label))


def _send(page: Any, message: str, version: str) -> None:
    page.fill("#message", message)
    page.press("#message", "Enter")
    expect(page.locator("#article-version")).to_have_text(version)


def _body(redline: Redline, cid: str) -> str:
    return str(redline.call("GET", f"/api/contents/{cid}")["body"])


@pytest.mark.parametrize(
    ("body", "target", "other", "message", "expected"),
    [
        (  # a send elsewhere (the last paragraph)
            EN,
            "The cat ran there.",
            {"message": 'Replace "slept" with "napped"'},
            'Replace "cat" with "dog"',
            "Intro about cats.\n\nThe cat sat here.\n\nThe dog ran there.\n\nThe cat napped.",
        ),
        (  # a hand edit adding a line at the end
            EN,
            "The cat ran there.",
            {"body": EN + "\n\nEnd."},
            'Replace "cat" with "dog"',
            "Intro about cats.\n\nThe cat sat here.\n\nThe dog ran there.\n\nThe cat slept."
            "\n\nEnd.",
        ),
        (  # the first paragraph deleted: the limit is paragraph 2 now
            ZH,
            "猫跑到那里。",
            {"message": "删除第一段"},
            "把“猫”改成“狗”",
            "猫坐在这里。\n\n狗跑到那里。\n\n猫睡着了。",
        ),
    ],
    ids=["en-send-elsewhere", "en-hand-edit", "zh-delete-first"],
)
def test_a_paragraph_limit_follows_its_words_after_another_tabs_change(
    page: Any, redline: Redline, body: str, target: str, other: dict, message: str, expected: str
) -> None:
    cid = redline.create_article("Scope", body)["id"]
    open_article(page, cid)
    _limit_to(page, target)
    if "body" in other:
        redline.call("PUT", f"/api/contents/{cid}", {"body": other["body"], "base_version": 1})
    else:
        redline.send(cid, other["message"])
    expect(page.locator("#article-version")).to_have_text("V2")  # the tab heard it
    expect(page.locator("#scope-paragraph option:checked")).to_contain_text(target)
    _send(page, message, "V3")
    assert _body(redline, cid) == expected


def test_a_limit_whose_words_another_tab_changed_is_dropped_in_words(
    page: Any, redline: Redline
) -> None:
    cid = redline.create_article("Scope", EN)["id"]
    open_article(page, cid)
    _limit_to(page, "The cat ran there.")
    redline.send(cid, 'Replace "ran" with "raced"')
    expect(page.locator("#article-version")).to_have_text("V2")
    chip = page.locator("#selection-chip")
    expect(chip).to_be_visible()
    expect(chip).to_contain_text("dropped")
    expect(chip).to_contain_text("The cat ran there.")
    expect(page.locator("#scope-paragraph option:checked")).to_have_text("the whole article")
    shot(page, "s47-panel47-limit-dropped")


@pytest.mark.parametrize(
    ("body", "target", "message", "edited", "expected"),
    [
        (
            EN,
            "The cat ran there.",
            'Replace "cat" with "dog"',
            'Replace "cat" with "fox"',
            "Intro about cats.\n\nThe cat sat here.\n\nThe fox ran there.\n\nThe cat slept.",
        ),
        (
            ZH,
            "猫跑到那里。",
            "把“猫”改成“狗”",
            "把“猫”改成“狐狸”",
            "关于猫的开头。\n\n猫坐在这里。\n\n狐狸跑到那里。\n\n猫睡着了。",
        ),
    ],
    ids=["en", "zh"],
)
def test_the_edit_box_of_a_limited_message_shows_its_limit_and_keeps_it(
    page: Any, redline: Redline, body: str, target: str, message: str, edited: str, expected: str
) -> None:
    cid = redline.create_article("Scope", body)["id"]
    start = body.index(target)
    sent = redline.call(
        "POST",
        "/api/chat/send",
        {
            "content_id": cid,
            "message": message,
            "selection": {"start": start, "end": start + len(target)},
        },
    )
    assert sent["content"]["version"] == 2
    open_article(page, cid)
    item = page.locator(f"#msg-{sent['user_message']['id']}")
    item.get_by_role("button", name="Edit").first.click()
    box = item.locator(".msg-edit")
    expect(box.locator(".edit-limit")).to_contain_text(target)
    area = box.locator("textarea")
    expect(area).to_have_attribute("aria-describedby", re.compile("edit-limit"))
    shot(page, "s47-panel47-edit-box-limit")
    area.fill(edited)
    area.press("Enter")
    expect(page.locator("#article-version")).to_have_text("V3")
    assert _body(redline, cid) == expected
