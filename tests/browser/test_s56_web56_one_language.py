"""outside55 F5's second half: on a Chinese article in an en-US browser one conversation showed
the server's replies in two languages — the "nothing to change" reply read back in English,
the crash reply ("没有写出回复：…") left in Chinese — because only sentences listed by hand in
server-words-english.js were read back. The rule (README, the panel): the server's sentences
read in the reader's language; the server writes a Chinese article's failures in Chinese, and
an English reader reads every one of them back in English (server-words-back.js).

Asks nothing of the fixtures beyond `page`."""

from __future__ import annotations

from typing import Any

import pytest

from app.editing.lost_replies import FULL_DISK_REPLY, LOST_REPLY, REFUSED_REPLY
from app.editing.noted_wish import noted_reply
from app.editing.said_in_chinese import in_chinese
from tests.browser.conftest import Redline, open_article

pytestmark = pytest.mark.browser

ZH = "今天天气很好。\n\n我们去了公园。"
NO_CHANGE = (
    "The model found nothing to change for this suggestion, so V5 stays as it is. "
    "Rephrase it if you expected an edit."
)
SAID = [
    LOST_REPLY,
    FULL_DISK_REPLY,
    REFUSED_REPLY,
    NO_CHANGE,
    "The model's reply was cut off (the connection ended before the reply was complete), so "
    "nothing was saved.",
    "The model endpoint at http://127.0.0.1:9/v1 refused the connection. Nothing is listening "
    "at 127.0.0.1:9 (2 attempts). Start the model server, or check the port in "
    "REDLINE_LLM_BASE_URL.",
    "The model endpoint at http://127.0.0.1:9/v1 dropped the connection before its answer was "
    "complete (1 attempt).",
]
READ_BACK = """([texts]) => import("/static/js/panel/words.js").then((words) =>
  texts.map((text) => words.inLanguage(text, null).text))"""


def test_a_chinese_articles_server_sentences_read_back_whole_in_english(
    page: Any, redline: Redline
) -> None:
    made = redline.create_article("周末", ZH)
    open_article(page, made["id"])
    noted = noted_reply("以后别用感叹号，我不喜欢。", 3, "It was fine.")
    assert noted is not None
    english = [*SAID, noted]
    chinese = [in_chinese(text) for text in english]
    assert None not in chinese, [e for e, c in zip(english, chinese, strict=True) if c is None]
    back = page.evaluate(READ_BACK, [chinese])
    assert back == english
