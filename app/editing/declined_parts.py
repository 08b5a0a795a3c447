"""A part of a compound suggestion the model's note already says it did not do ("I haven't
added a quote from the mayor: I don't have one", 我没有加市长的话，因为…): the writer reads that
in the model's own words, so the "Not done: …" line for that part would say it twice. Only the
part the declining sentence names is left to the note; another part left undone is still
named."""

from __future__ import annotations

import re

from app.editing.units import sentences

# Words of a note saying a part was not done: "I haven't added", "I couldn't", "I've left out",
# "I won't make one up", 没有加, 没加, 无法, 不能, 没法.
_NOT_DONE = re.compile(
    r"\b(?:haven['’]?t|have not|hasn['’]?t|didn['’]?t|did not|couldn['’]?t|could not|can['’]?t"
    r"|cannot|won['’]?t|will not|shouldn['’]?t|should not|wasn['’]?t able|unable|declined?"
    r"|left\s+(?:\w+\s+){0,4}?out|left out|skipped|not (?:added|included|made|changed))\b"
    r"|没有?[加添补写改删提放换用]|未[加添补写改删提]|无法|不能|没法|没办法|不便|不会编",
    re.IGNORECASE,
)
# Words saying only how to ask or where, never what about.
_ASKING_EN = frozenset(
    {"also", "please", "make", "change", "adding", "added", "from", "with", "that", "this"}
    | {"about", "paragraph", "para", "line", "sentence", "more", "less", "into", "then", "there"}
    | {"have", "haven", "didn", "could", "would", "should", "just", "some", "them", "they"}
)
_ASKING_ZH = re.compile(
    r"[一点下些得地的了段句话把讲写改吧呢吗请麻烦帮这那个更再里中将让成为也加添补删上]"
)


def note_declines(note: str | None, ask: str) -> bool:
    """Whether a sentence of the model's note says it did not do something and names what the
    ask is about: a word of four letters or more they share the start of (quote, mayor), or two
    Chinese characters in a row (市长)."""
    if not note:
        return False
    return any(_NOT_DONE.search(s) and _names(s, ask) for s in sentences(note))


def _names(sentence: str, ask: str) -> bool:
    said = {w[:4] for w in re.findall(r"[a-z]{4,}", sentence.lower())}
    topic = {w[:4] for w in re.findall(r"[a-z]{4,}", ask.lower()) if w not in _ASKING_EN}
    if said & topic:
        return True
    return any(_pair_said(ask[i : i + 2], sentence) for i in range(len(ask) - 1))


def _pair_said(pair: str, sentence: str) -> bool:
    hanzi = all("\u4e00" <= c <= "\u9fff" and not _ASKING_ZH.match(c) for c in pair)
    return hanzi and pair in sentence
