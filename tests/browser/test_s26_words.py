"""Sentences session 26 found English in a Chinese browser, or wrote anew: the model endpoint's
setup failures (a TLS certificate refused, a host name not found, plain HTTP answered to https,
403, 404, 413, a redirect, an undecodable answer, a bad address, a context window overrun —
app/llm/openai.py), the panel's words for a request refused because the article moved on
(static/js/panel/stale.js) and a decision on a learned preference (static/js/persona.js). Each
must read in Chinese — Simplified and Traditional — with no English words left outside the
quoted ones."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.words_read import read_in

pytestmark = pytest.mark.browser

URL = "https://models.example.org/v1"
SAVED = " Your message is saved and the article is unchanged."
SENTENCES = [
    f"The model endpoint at {URL} could not be reached securely: its TLS certificate was not"
    " accepted (certificate has expired). Give it a certificate this machine trusts, or use an"
    " http:// address on a private network." + SAVED,
    f"The model endpoint at {URL} could not be reached securely: its TLS certificate was not"
    " accepted (Hostname mismatch, certificate is not valid for 'models.example.org'). Give it a"
    " certificate this machine trusts, or use an http:// address on a private network.",
    f"The model endpoint at {URL} did not answer in TLS (https) (2 attempts): if it is a plain"
    " HTTP server, write its address in REDLINE_LLM_BASE_URL with http://." + SAVED,
    "The model endpoint's host name models.example.org could not be found (1 attempt): check"
    f" the name in REDLINE_LLM_BASE_URL ({URL})." + SAVED,
    "The model endpoint refused access (403): the API key may not be allowed to use the model"
    ' "stub-model".' + SAVED,
    f"The model endpoint answered 404 Not Found: check that {URL} is the right base URL and"
    ' that the model "stub-model" exists.',
    f"The model endpoint answered 404 Not Found: check that {URL} is the right base URL and"
    ' that the model "stub-model" exists. It said: "model \'stub-model\' not found".',
    "The model endpoint refused the request as too large (413): the article with the"
    " conversation is more than it (or a proxy before it) accepts." + SAVED,
    f"The model endpoint redirected the request (301); check the base URL {URL}.",
    f"The model endpoint at {URL} sent an answer that could not be decoded: it was not in the"
    " encoding it said (a proxy in between may be misconfigured).",
    "The model endpoint address 'htp:/x' is not a valid URL (Invalid port: 'x'): check"
    " REDLINE_LLM_BASE_URL.",
    "The model endpoint address 'ftp://models.example.org' is not an http(s) URL.",
    "The article with the conversation is more than the model can read at once (HTTP 400: over"
    " its context window). Asking again will not help: select the part to change, start a new"
    " conversation on the article, or use a model with a larger context.",
    'The model endpoint rejected the request (400). It said: "temperature must be at most 2".',
    # The fidelity fixer's new sentences this session (a reply that rewrote a paragraph when
    # the title was asked about, or the other way round).
    "The model rewrote paragraph 1 instead of the title, which you asked about, so nothing was"
    " saved — press Retry. Also suggested: 1 change in paragraph 1 — not applied, since the"
    " suggestion did not ask for them.",
    "The model rewrote the title instead of paragraph 2, 3, which you asked about, so nothing"
    " was saved — press Retry. Also suggested: 1 change in the title — not applied, since the"
    " suggestion did not ask for them.",
    # A request refused because the article moved on, as the panel says it (stale.js).
    "Not sent: The article is now at V3, but this edit was based on V2. The latest text is shown"
    " now, and your message is back in the box — nothing you typed was lost: check it, then"
    " send again.",
    "Couldn't regenerate: The article is now at V3, but this edit was based on V2. The latest"
    " text is shown now; nothing was changed — regenerate again if you still want another"
    " reply.",
    "Couldn't save your edit: The article is now at V4, but this edit was based on V3. The"
    " latest text is shown now, and your edit is still in its box — nothing you typed was lost:"
    " check it, then save again.",
    "Not sent: The article at that point is V5, but this message was written against V4. The"
    " latest text is shown now, and your message is back in the box — nothing you typed was"
    " lost: check it, then send again.",
    "Not sent: the article changed elsewhere. Your message is back in the box — check the"
    " latest text, then send again. The text you had selected was in the older version, so it"
    " is no longer selected: select it again if your message is about it.",
    # A decision on a learned preference (persona.js).
    "Preference confirmed.",
    "Preference rejected; it will no longer be used.",
    "Undone: the preference is back as it was.",
    "Preference updated.",
    "Switched: from now on, edits follow “Use no emoji (不用表情符号)”.",
    "Kept “Calm, restrained tone (语气平实克制)”; the newer preference is turned down.",
]


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_the_sentences_session_26_found_english_read_in_chinese(page: Any, lang: str) -> None:
    page.goto("/")
    said, left = read_in(page, SENTENCES, lang)
    assert not left, left
    if lang == "zh-Hant":  # no Simplified-only character of these lines is left
        simplified_only = set("证访权书声签过链码没给断开连这请确认")
        assert not [line["text"] for line in said if simplified_only & set(line["text"])]
