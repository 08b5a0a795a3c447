"""A word swap asked of words the article does not hold: "Change “stallholders” to
“traders”", 把“周三”改成“周四” on an article that never says them. The rules editor finds
nothing to change and the model is asked; a reply that changes something anyway changed the
wrong words ("Tuesday" made "Thursday", a paragraph reworded to hold "traders") — refused with
what was missing, never saved. A model that says it cannot find the words is shown as it is."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from typing import Protocol

from app.editing.rule_terms import clean, is_chinese, shown
from app.editing.rule_words import asked_words

_NOT_WORD = re.compile(r"[\W_]+")


def _plain(text: str) -> str:
    """The text as letters and digits only, in one case and width: "Mr. Smith" holds
    “mr smith”, a curly apostrophe a straight one."""
    return _NOT_WORD.sub("", unicodedata.normalize("NFKC", text).casefold())


def absent_words(suggestions: Sequence[str], title: str, body: str) -> tuple[str, str] | None:
    """(the quoted words to change, the words to write) of a swap whose old words the article
    holds nowhere, not even inside a longer word or in another case — or None."""
    article = None  # read only for a swap of quoted words: most suggestions ask none
    for suggestion in suggestions:
        text = clean(suggestion)
        asked = asked_words(text, is_chinese(text)) if text else None
        if asked is None or not asked.old_quoted:
            continue
        old = _plain(asked.old)
        if article is None:
            article = _plain(f"{title}\n{body}")
        if old and old not in article:
            return asked.old, asked.new
    return None


def absent_reason(old: str, new: str, chinese: bool) -> str:
    """What the writer is told when the model changed the article for a swap of words it does
    not hold."""
    if chinese:
        return (
            f"文章里没有“{shown(old)}”，没有可以改成“{shown(new)}”的地方，模型却改了别的文字，"
            "所以没有保存。请核对要改的词，或者说明要改哪一段。"
        )
    return (
        f"Your article has no “{shown(old)}”, so there was nothing to change to “{shown(new)}”, "
        "but the model changed other words instead. Nothing was saved — check the words, or "
        "name the paragraph to change."
    )


class _Article(Protocol):
    @property
    def title(self) -> str: ...

    @property
    def body(self) -> str: ...


def wrong_words(suggestions: Sequence[str], article: _Article, made: object) -> str | None:
    """Why the edit is refused when the suggestion swaps words `article` does not hold and the
    reply `made` a change (new (title, body), or changes withheld) anyway; None otherwise."""
    missing = absent_words(suggestions, article.title, article.body)
    if missing is None or not made or made == (article.title, article.body):
        return None
    return absent_reason(*missing, is_chinese(" ".join(suggestions)))
