"""Test helper: English sentences put through the panel's words.js for a Chinese reader — what
it says for each, and the ones it leaves in English (three English words in a row once quoted
names and words are set aside)."""

from __future__ import annotations

import re
from typing import Any

_ENGLISH = re.compile(r"[A-Za-z]+ [A-Za-z]+ [A-Za-z]+")
_QUOTED = re.compile(r"“[^”]*”|'[^']*'")


def read_in(
    page: Any, sentences: list[str], lang: str
) -> tuple[list[dict[str, Any]], list[tuple[str, str]]]:
    """What words.js says for each sentence in `lang`, and (sentence, said) for those left."""
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
        if line["lang"] != lang or _ENGLISH.search(_QUOTED.sub("", line["text"]))
    ]
    return said, left
