"""One writer, two tabs of one article: a reply asked in the first is seen arriving in the
second, which then edits that message (a branch); the first follows to the new branch without a
reload, asks from there, and the model is shown only that path. Written before reading the
panel's code (s37_journeys_steps.py)."""

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline
from tests.browser.s35_journeys_steps import model_reply, open_article, suggestion_box
from tests.browser.s37_journeys_steps import (
    button,
    expect_version,
    prompt_article,
    session_path,
    tab,
)

TITLE = "Waiting"
TEXT = ["We waited at the stop.", "The bus did not come.", "We walked home."]


@pytest.fixture
def first(browser: Any, redline: Redline) -> Iterator[Any]:
    yield from tab(browser, redline, "en-US")


@pytest.fixture
def second(browser: Any, redline: Redline) -> Iterator[Any]:
    yield from tab(browser, redline, "en-US")


def test_two_tabs_follow_each_other_through_a_branch(
    first: Any, second: Any, redline: Redline
) -> None:
    article = redline.create_article(TITLE, "\n\n".join(TEXT))
    open_article(first, article["id"])
    open_article(second, article["id"])

    asked = "Make the second paragraph hopeful"
    hopeful = [TEXT[0], "The bus did not come, but we kept hoping.", TEXT[2]]
    redline.stub.enqueue(reply=model_reply(TITLE, *hopeful), chunk_delay=0.05)
    suggestion_box(first).fill(asked)
    suggestion_box(first).press("Enter")
    expect(second.get_by_role("log")).to_contain_text(asked)
    expect_version(second, 2)
    expect_version(first, 2)

    # The second tab edits that message: a new branch from V1.
    edited = "Make the second paragraph sadder"
    sadder = [TEXT[0], "The bus did not come, and the rain grew colder.", TEXT[2]]
    redline.stub.enqueue(reply=model_reply(TITLE, *sadder))
    log = second.get_by_role("log")
    button(log, second, "Edit this message").click()
    box = log.get_by_role("textbox")
    box.fill(edited)
    box.press("Enter")
    expect_version(second, 3)
    assert prompt_article(redline) == "\n\n".join(TEXT)

    # The first tab follows to the new branch, without a reload.
    expect_version(first, 3)
    expect(first.get_by_role("log")).to_contain_text(edited)
    expect(first.get_by_role("log")).not_to_contain_text(asked)
    expect(first.get_by_role("log").get_by_role("group", name="Branch 2 of 2")).to_be_visible()

    # And asks from there: the model sees the edited message, not the one it replaced.
    ending = [*sadder[:2], "We walked home without a word."]
    redline.stub.enqueue(reply=model_reply(TITLE, *ending))
    suggestion_box(first).fill("Make the last paragraph quieter")
    suggestion_box(first).press("Enter")
    expect_version(first, 4)
    expect_version(second, 4)
    told = "\n".join(m["content"] for m in redline.stub.requests[-1]["messages"])
    assert edited in told and asked not in told
    assert prompt_article(redline) == "\n\n".join(sadder)
    path = [m["content"] for m in session_path(redline, article["id"]) if m["role"] == "user"]
    assert path == [edited, "Make the last paragraph quieter"]
    expect(second.get_by_role("log")).to_contain_text("Make the last paragraph quieter")
