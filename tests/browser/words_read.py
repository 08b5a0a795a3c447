"""Test helper: English sentences put through the panel's words.js for a Chinese reader — what
it says for each, and the ones it leaves in English (three English words in a row once quoted
names and words are set aside)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from tests.english_left import CURLY_OR_SINGLE_QUOTED, THREE_WORDS, english_left


def read_in(
    page: Any,
    sentences: list[str],
    lang: str,
    english: re.Pattern[str] = THREE_WORDS,
    quoted: re.Pattern[str] = CURLY_OR_SINGLE_QUOTED,
) -> tuple[list[dict[str, Any]], list[tuple[str, str]]]:
    """What words.js says for each sentence in `lang`, and (sentence, said) for those left:
    not said in `lang`, or still holding an `english` run outside what is `quoted`."""
    said: list[dict[str, Any]] = page.evaluate(
        """async ([texts, lang]) => {
          const words = await import("/static/js/panel/words.js");
          return texts.map((text) => words.inLanguage(text, lang));
        }""",
        [sentences, lang],
    )
    left = [
        (text, line["text"])
        for text, line in zip(sentences, said, strict=True)
        if line["lang"] != lang or english_left(line["text"], english, quoted)
    ]
    return said, left


def read_in_chinese(
    page: Any, sentences: list[str], english: re.Pattern[str], quoted: re.Pattern[str]
) -> Iterator[tuple[str, list[dict[str, Any]]]]:
    """In Simplified, then Traditional: the language and what words.js says for each
    sentence, the test failing first on any not said in it or left in English."""
    page.goto("/")
    for lang in ("zh-Hans", "zh-Hant"):
        said, left = read_in(page, sentences, lang, english, quoted)
        assert not left, left
        yield lang, said
