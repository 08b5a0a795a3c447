"""Test helper: whether a server sentence, as a Chinese reader is shown it, still holds English
— a run of English words once what it quotes (the article's words, names) is set aside. Each
words test keeps its own rule (how many words make a run, what counts as quoted); the patterns
and the check are here, once."""

from __future__ import annotations

import re

# Quoted: curly quotes (the model's words may quote in turn: taken out whole), code, "…".
QUOTED = re.compile(r"“(?:[^“”]|“[^“”]*”)*”|`[^`]*`|\"[^\"]*\"")
CURLY_QUOTED = re.compile(r"“[^”]*”")
CURLY_OR_SINGLE_QUOTED = re.compile(r"“[^”]*”|'[^']*'")

# Three English words in a row, spaces, commas or apostrophes between.
ENGLISH_SENTENCE = re.compile(r"[A-Za-z]+[ ,']+[A-Za-z]+[ ,']+[A-Za-z]+")
# Three English words in a row, one space between.
THREE_WORDS = re.compile(r"[A-Za-z]+ [A-Za-z]+ [A-Za-z]+")
# Two English words of two letters or more in a row.
TWO_WORDS = re.compile(r"[A-Za-z]{2,}[ ,']+[A-Za-z]{2,}")


def english_left(
    text: str, english: re.Pattern[str] = ENGLISH_SENTENCE, quoted: re.Pattern[str] = QUOTED
) -> bool:
    """True when `text`, its quoted parts taken out, still has a run of English words."""
    return english.search(quoted.sub("", text)) is not None
