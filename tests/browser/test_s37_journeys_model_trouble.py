"""A slow model and a busy one, lived by a writer whose browser asks for English, then for
Chinese: the panel shows how far the reply has got, Esc stops it and keeps the writer's
message (the article untouched, Retry asks again); a model that answers 429 twice has its
wait shown, then the failure said in plain words in the reader's language, and Retry works.
A reload keeps all of it. Written before reading the panel's code (s37_journeys_steps.py)."""

import re
from typing import Any

from playwright.sync_api import expect

from tests.browser.conftest import Redline, reads_chinese
from tests.browser.s35_journeys_steps import model_reply, open_article, suggestion_box
from tests.browser.s37_journeys_steps import button, expect_version, session_path

TITLE = "Waiting"
TEXT = ["We waited at the stop for a long time.", "The bus did not come.", "We walked home."]
LIVELIER = [
    "We waited at the stop for a long time, stamping our feet in the cold wind.",
    "The bus did not come, and nobody at the stop could say why.",
    "We walked home.",
]
RATE_LIMITED = '{"error": {"message": "Rate limit reached"}}'
ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")


def in_readers_words(page: Any, text: str) -> None:
    """Chinese readers get no English sentence from the panel (numbers and V2 are fine)."""
    if reads_chinese(page):
        assert not ENGLISH_WORD.search(text), f"English in a Chinese reader's panel: {text!r}"


def test_slow_model_stopped_then_busy_model_retried(
    either_writer: Any, checking_app: Redline
) -> None:
    page, app = either_writer, checking_app
    article = app.create_article(TITLE, "\n\n".join(TEXT))
    open_article(page, article["id"])
    log = page.get_by_role("log")

    # A slow model: the panel says how far it has got; Esc in the box stops it.
    app.stub.enqueue(reply=model_reply(TITLE, *LIVELIER), chunk_delay=0.3)
    asked = "Make the first two paragraphs livelier"
    box = suggestion_box(page)
    box.fill(asked)
    box.press("Enter")
    progress = log.get_by_role("listitem").last
    expect(progress).to_contain_text(re.compile(r"(2 of 3|第 2 段，共 3 段)"))
    in_readers_words(page, progress.inner_text())
    expect(page.get_by_role("button", name=re.compile(r"^(Stop|停止)"))).to_be_visible()
    box.press("Escape")
    stopped = log.get_by_role("listitem").last
    expect(stopped).to_contain_text(re.compile(r"(stopped|停止)"))
    in_readers_words(page, stopped.inner_text())
    expect(box).to_be_enabled()
    expect_version(page, 1)
    kept = session_path(app, article["id"])
    assert [m["content"] for m in kept if m["role"] == "user"] == [asked]
    assert kept[-1]["status"] == "stopped"
    assert app.call("GET", f"/api/contents/{article['id']}")["body"] == "\n\n".join(TEXT)

    # Retry asks again, and this time the reply is saved.
    app.stub.enqueue(reply=model_reply(TITLE, *LIVELIER))
    button(stopped, page, "Retry this reply").click()
    expect_version(page, 2)
    assert app.call("GET", f"/api/contents/{article['id']}")["body"] == "\n\n".join(LIVELIER)

    # A busy model: 429 twice (the app asks once more after a wait), then plain words.
    for _ in range(2):
        app.stub.enqueue(
            status=429,
            headers={"Retry-After": "1"},
            body='{"error": {"message": "Rate limit reached"}}',
        )
    box.fill("Make the last paragraph livelier")
    box.press("Enter")
    failed = log.get_by_role("listitem").last.get_by_role("alert")
    expect(failed).to_contain_text("429")
    in_readers_words(page, failed.inner_text())
    expect(failed).to_contain_text(re.compile(r"(Retry|重试)"))
    expect_version(page, 2)
    ending = [*LIVELIER[:2], "At last we walked home, laughing in the rain."]
    app.stub.enqueue(reply=model_reply(TITLE, *ending))
    button(log.get_by_role("listitem").last, page, "Retry this reply").click()
    expect_version(page, 3)
    expect(log.get_by_role("alert")).to_have_count(0)
    assert app.call("GET", f"/api/contents/{article['id']}")["body"] == "\n\n".join(ending)

    # A reload shows the same: V3, both of the writer's messages, no failure left on the path.
    page.reload()
    expect_version(page, 3)
    expect(log).to_contain_text(asked)
    expect(log).to_contain_text("Make the last paragraph livelier")
    expect(log.get_by_role("alert")).to_have_count(0)
