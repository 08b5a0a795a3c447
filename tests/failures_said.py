"""Test helper: a failure — a model call that failed (app/editing/failed_calls.py), a reply a
crash never wrote (app/editing/lost_replies.py) — as the writer of an article is told it: in
English on an English article; on a Chinese one (counted in characters, as the server counts
it) in Chinese, whole, as the panel's table (server-words.js) words it. Each fault test keeps
what it checks (what went wrong, the message kept, nothing changed, Retry) in both languages."""

from __future__ import annotations

import re

from app.domain.text import counts_characters
from app.editing.said_in_chinese import in_chinese
from tests.english_left import english_left

# Quoted in a Chinese failure: the endpoint's address or words, a setting's name, an HTTP code.
QUOTED_IN_FAILURES = re.compile(r"“(?:[^“”]|“[^“”]*”)*”|'[^']*'|\"[^\"]*\"|https?://\S+|[A-Z_]{4,}")

# "press Retry", "the article is unchanged", "your message is saved", in either language.
RETRY = {"en": "Retry", "zh": "重试"}
UNCHANGED = {"en": "the article is unchanged", "zh": "文章没有改动"}
SAVED = {"en": "Your message is saved", "zh": "你的消息已保存"}
NOTHING_CHANGED = {"en": "nothing was changed", "zh": "什么都没改"}


def lang_of(body: str) -> str:
    """The language a failure on the article of `body` is told in: "zh" or "en"."""
    return "zh" if counts_characters(body) else "en"


def said_to(body: str, english: str) -> str:
    """The whole failure `english` (a sentence of the server's) as said to the article of
    `body`: itself on an English article, its Chinese on a Chinese one (which must exist)."""
    if lang_of(body) == "en":
        return english
    chinese = in_chinese(english)
    assert chinese is not None, f"no Chinese for the server's words {english!r}"
    assert not english_left(chinese, quoted=QUOTED_IN_FAILURES), chinese
    return chinese


def assert_told(reply: str, body: str, english: str, chinese: str) -> None:
    """`reply` tells the writer of the article `body` what went wrong: `english` in it on an
    English article; on a Chinese one `chinese` in it and no English sentence left."""
    if lang_of(body) == "en":
        assert english in reply, reply
        return
    assert chinese in reply, reply
    assert english not in reply, reply
    assert not english_left(reply, quoted=QUOTED_IN_FAILURES), reply
