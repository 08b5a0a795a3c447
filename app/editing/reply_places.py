"""A place the suggestion names that the reply read another way, and reasonably: the judge
takes the reply's reading when the writer's words leave room for it, and only then.

- A letter's first paragraph asked for (第一段写得更生动一些, "make the first paragraph
  livelier") when it is only the greeting (尊敬的家长朋友们：, "Dear neighbours,"): many writers
  count from the letter's first paragraph of text. A reply that kept the greeting and rewrote
  the paragraph after it, touching nothing else up beyond a figure's form, read it so.
- A paragraph named by a noun made of a phrasal verb ("the switch-off paragraph", "the sign-up
  bit") that the judge found only by the verb said in passing ("before v2 is switched off"):
  a reply that left that paragraph's words as they were and rewrote one other paragraph, one
  that says when (a date, a weekday, a clock time), read the noun as the event that paragraph
  tells of (the date v2 stops working).

- A paragraph named by a topic word (报名那段, "the booking paragraph") that the judge placed
  in one paragraph (the 报名须知 section's list) while another paragraph's own words say it
  too (报名请于10月30日前联系…): a reply that left the placed paragraph as it was and added to
  that one alone, keeping its words, read the name so (session 51, blind50 chahui-zh-15); so
  did one that added to one paragraph of a section placed whole (报名那段 read as the 报名须知
  section to the article's end) — its other changes there (25人 → 20人) are withheld.

Each moves the scope to the paragraph the reply rewrote; anything else leaves it (None)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from app.editing.align import similarity
from app.editing.scope import Scope

# A paragraph this like its original was touched up (a comma, a figure's form), not rewritten.
_TOUCHED_UP = 0.9
# A letter's greeting on a line of its own: "Dear neighbours,", 尊敬的家长朋友们：, 各位邻居：.
_GREETING = re.compile(
    r"^(?:dear|hi|hello|hey|to|greetings|good (?:morning|afternoon|evening))\b[^\n]{0,60}[,:!]$"
    r"|^(?:尊敬的|亲爱的|各位|致|敬爱的)[^\n]{1,20}[：:，,！!]$",
    re.IGNORECASE,
)
# The first paragraph named by its number: 第一段, "paragraph 1", "the first paragraph".
_FIRST_NAMED = re.compile(
    r"第[一1]段|\bparagraph\s+(?:1|one)\b|\b(?:first|1st)\s+paragraph\b", re.IGNORECASE
)


def past_greeting(
    scope: Scope, revised: Sequence[str], originals: Sequence[str], suggestions: Sequence[str]
) -> Scope | None:
    """A letter's first paragraph asked for ("第一段写得更生动一些") when it is only the greeting
    (尊敬的家长朋友们：): many writers count from the letter's first paragraph of text, and a
    reply that kept the greeting and rewrote the paragraph after it — touching up nothing else
    beyond a figure's form — read it so. The scope moves to that paragraph; None otherwise."""
    if scope.whole or scope.unplaced or scope.sentences or scope.paragraphs != frozenset({0}):
        return None
    if len(revised) != len(originals) or len(originals) < 2 or revised[0] != originals[0]:
        return None
    if not _GREETING.match(originals[0].strip()) or not _FIRST_NAMED.search(" ".join(suggestions)):
        return None
    rewritten = [
        i
        for i, (old, new) in enumerate(zip(originals, revised, strict=True))
        if old != new and similarity(old, new) < _TOUCHED_UP
    ]
    if rewritten != [1]:
        return None
    return replace(scope, paragraphs=frozenset({1}))


# "the switch-off paragraph", "the sign-up bit", "the drop off section": a phrasal verb's noun.
_PHRASAL_NOUN = re.compile(
    r"\bthe\s+([a-z]{3,})[- ](off|up|in|out|down|over|back|on)\s+"
    r"(?:paragraph|para|bit|part|section|passage|one)\b",
    re.IGNORECASE,
)


def past_phrasal_verb(
    scope: Scope, revised: Sequence[str], originals: Sequence[str], suggestions: Sequence[str]
) -> Scope | None:
    """The one paragraph a reply rewrote, when the suggestion named a paragraph by a phrasal
    verb's noun that the scoped paragraph says only as the verb, and the reply left that
    paragraph's words as they were."""
    if scope.whole or scope.unplaced or scope.sentences or len(scope.paragraphs) != 1:
        return None
    if len(revised) != len(originals):
        return None
    named = [m for s in suggestions for m in _PHRASAL_NOUN.finditer(s)]
    if len(named) != 1:
        return None
    (at,) = scope.paragraphs
    verb, particle = named[0][1].lower(), named[0][2].lower()
    said = originals[at].lower()
    as_noun = rf"\b{re.escape(verb)}-?{particle}\b"  # the noun: shut-down, shutdown
    as_verb = rf"\b{re.escape(verb)}\w*\s+{particle}\b"
    if re.search(as_noun, said) or not re.search(as_verb, said):
        return None
    if similarity(originals[at], revised[at]) < _TOUCHED_UP:
        return None
    rewritten = [
        i
        for i, (old, new) in enumerate(zip(originals, revised, strict=True))
        if old != new and similarity(old, new) < _TOUCHED_UP
    ]
    if len(rewritten) != 1 or rewritten[0] == at or not _WHEN.search(originals[rewritten[0]]):
        return None
    return replace(scope, paragraphs=frozenset(rewritten))


# The paragraph of an event says when: a date, a weekday or a clock time.
_WHEN = re.compile(
    r"\b\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b"
    r"|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2}\b"
    r"|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b"
    r"|\b\d{4}-\d{2}-\d{2}\b|\d{1,2}月\d{1,2}[日号]|(?:周|星期)[一二三四五六日天]",
    re.IGNORECASE,
)


def read_by_reply(
    scope: Scope, revised: Sequence[str], originals: Sequence[str], suggestions: Sequence[str]
) -> Scope | None:
    """The scope the reply read, when the suggestion's words leave room for it (see above)."""
    return (
        past_greeting(scope, revised, originals, suggestions)
        or past_phrasal_verb(scope, revised, originals, suggestions)
        or past_topic_word(scope, revised, originals, suggestions)
    )


# A paragraph named by its topic: 报名那段, 报名的那一段, "the booking paragraph".
_TOPIC = re.compile(
    r"([\u4e00-\u9fff]{2,6}?)的?[那这]一?段"
    r"|\bthe\s+([a-z]{4,})(?:[- ][a-z]+)?\s+(?:paragraph|para|bit|part)\b",
    re.IGNORECASE,
)
# An ask to add to the paragraph: 补充, 加一句, "add".
_ADDS = re.compile(r"\b(?:add|insert|append|mention)\b|补充|加一句|加上|补一句|写上|注明", re.I)


def past_topic_word(
    scope: Scope, revised: Sequence[str], originals: Sequence[str], suggestions: Sequence[str]
) -> Scope | None:
    """The one other paragraph that says the suggestion's topic word and that the reply added
    to, when it left the placed paragraph as it was (see the module docstring)."""
    if scope.whole or scope.unplaced or scope.sentences or not scope.paragraphs:
        return None
    asked = " ".join(suggestions)
    topics = [m[1] or m[2] for m in _TOPIC.finditer(asked)]
    if len(topics) != 1 or not _ADDS.search(asked) or len(revised) != len(originals):
        return None
    word = topics[0].lower()
    added = [
        i
        for i, (old, new) in enumerate(zip(originals, revised, strict=True))
        if old != new
        and not old.lstrip().startswith(("|", "#"))
        and word in old.lower()
        and _kept_and_grown(old, new)
    ]
    if len(added) != 1 or scope.paragraphs == frozenset(added):
        return None
    if len(scope.paragraphs) == 1:  # the placed paragraph left as it was, another added to
        (at,) = scope.paragraphs
        if revised[at] != originals[at]:
            return None
    elif added[0] not in scope.paragraphs:  # a section: the one paragraph of it added to
        return None
    return replace(scope, paragraphs=frozenset(added))


def _kept_and_grown(old: str, new: str) -> bool:
    """Whether `new` is `old` with words put in: every piece of `old` still there, in order."""
    pieces = [p for p in re.split(r"[，,。.；;（(）)\s]+", old) if p]
    at = 0
    for piece in pieces:
        found = new.find(piece, at)
        if found < 0:
            return False
        at = found + len(piece)
    return len(new) > len(old)
