"""The sentences session 25's journeys found English in a Chinese browser: the model endpoint's
transport failures (app/llm/openai.py, answers.py), the browser's own "not reached" lines
(static/js/api.js), the queued suggestion's note (held.js), an earlier message not saved
(branches.js) and the changes bar's new scopes. Each must read in Chinese — Simplified and
Traditional — with no English words left outside the quoted ones."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.words_read import read_in

pytestmark = pytest.mark.browser

URL = "http://127.0.0.1:8000/v1"
SENTENCES = [
    f"The model endpoint at {URL} closed the connection without a complete answer, or answered"
    " with something that is not HTTP (1 attempt). Your message is saved and the article is"
    " unchanged — press Retry to try again.",
    f"The model endpoint at {URL} dropped the connection before its answer was complete"
    " (3 attempts). Your message is saved and the article is unchanged.",
    "The model endpoint answered with a web page or plain text instead of a stream; check the"
    f" base URL {URL}. Your message is saved and the article is unchanged.",
    f"The model endpoint at {URL} refused the connection. Nothing is listening at"
    " 127.0.0.1:8000 (2 attempts). Start the model server, or check the port in"
    " REDLINE_LLM_BASE_URL.",
    f"Could not reach the model endpoint at {URL} (1 attempt). Check that it is running and the"
    " URL is right.",
    f"The request to the model endpoint at {URL} failed (WriteError).",
    "The model endpoint answered with something that is not JSON (HTTP 200, text/plain).",
    "The model endpoint answered with an empty body (HTTP 200): no reply at all.",
    'The model endpoint returned an error: "model not found"',
    'The model endpoint reported an error in the middle of its reply: "overloaded"',
    "The model endpoint sent a streamed chunk that is not JSON: '{oops'",
    "The model endpoint rejected the API key (401). Check REDLINE_LLM_API_KEY.",
    "The model endpoint rejected the request (400).",
    "The model endpoint answered without any choices: check that REDLINE_LLM_BASE_URL is an"
    " OpenAI-compatible address (for most servers it ends in /v1).",
    "Not sent: You are offline, so nothing was sent. Try again once you are back online.",
    "Not sent: Could not reach the server. Check that Redline is running, then try again.",
    "Queued: your suggestion goes as soon as the reply being written is saved.",
    "Queued, not sent yet: You are offline — retrying in 4 s.",
    "Queued, not sent yet: Redline cannot be reached — retrying in 30 s.",
    "Couldn't save your edit — nothing was changed. Your edit is still in the box; press Retry"
    " when ready.",
    "Couldn't save your edit: the article changed elsewhere. Your edit is still in the box —"
    " check the latest text, then save again.",
    "Couldn't save your edit — nothing was changed. Retry sends it again.",
    "Only the line ends changed (Windows CRLF and LF): every word reads the same.",
    "paragraphs moved · +17 −17 characters",
    "Comparing V1 with V2: only the spacing changed.",
]


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_the_sentences_the_journeys_found_english_read_in_chinese(page: Any, lang: str) -> None:
    page.goto("/")
    said, left = read_in(page, SENTENCES, lang)
    assert not left, left
    if lang == "zh-Hant":  # no Simplified-only character of these lines is left
        simplified_only = set("纯务监听报响钥没给断开连")
        assert not [line["text"] for line in said if simplified_only & set(line["text"])]
