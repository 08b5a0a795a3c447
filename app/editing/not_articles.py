"""Replies that hold no article to judge: a note taken of a lasting wish ("Understood! I won't
use emoji from now on."), told to the writer as the model's words; a merge conflict written out
(two versions between <<<<<<< and >>>>>>>), refused.
"""

from __future__ import annotations

import re

from app.domain.bounded_diff import SequenceMatcher
from app.editing.align import similarity
from app.editing.units import normal, split_paragraphs

# A reply that only takes note of a lasting wish ("Understood! I won't use emoji from now on.",
# "好的，以后不再用表情符号。"): the model answered the writer, it wrote no article.
_PROMISE = re.compile(
    r"\b(?:from now on|going forward|moving forward|in (?:the )?future|next time|noted"
    r"|understood|will do|i(?:'ll| will) (?:remember|keep (?:that|this|it) in mind))\b"
    r"|(?:以后|今后|往后)我?(?:会|不会|不再|都会|将|一定)|我会(?:记住|注意|留意)|记住了|明白了|收到",
    re.IGNORECASE,
)


# A wish for later edits: "from now on", "never use…", 以后别…, 今后都….
LASTING = re.compile(
    r"\b(?:from now on|going forward|moving forward|in (?:the )?future|always|never|every time"
    r"|for all (?:future|later)|any more|anymore|again)\b|以后|今后|往后|从现在起|从今往后|一律"
    r"|每次|永远|再也|别再|不要再|总是",
    re.IGNORECASE,
)


def takes_note(reply: str, body: str, asked: str) -> bool:
    """Whether the reply is one short paragraph taking note of the lasting wish `asked`,
    no article text."""
    flat = reply.strip()
    if not LASTING.search(asked) or not _PROMISE.search(flat):
        return False
    if "\n\n" in flat or len(flat) > 240:
        return False
    if _MARKUP.search(flat):
        return False  # a diff, a fence, a block: text for the article, however short
    return all(
        similarity(flat, o) < 0.5 and not _shares_a_stretch(flat, o)
        for o in split_paragraphs(body).texts
    )


# What only text meant for the article wears: a fence, a diff's or a block's markers.
_MARKUP = re.compile(r"```|~~~|^(?:[-+]{3} |@@ |[<>=]{7})", re.MULTILINE)


def _shares_a_stretch(reply: str, paragraph: str, size: int = 12) -> bool:
    """Whether the reply quotes `size` characters in a row of the paragraph."""
    if len(paragraph) < size:
        return False
    matcher = SequenceMatcher(None, reply, paragraph, autojunk=False)
    return matcher.find_longest_match(0, len(reply), 0, len(paragraph)).size >= size


# A merge conflict written out: "<<<<<<< HEAD", "=======", ">>>>>>> branch" — two versions
# side by side, not an edit (the SEARCH/REPLACE blocks' own markers are not this).
_CONFLICT_OPEN = re.compile(r"^<{7}(?!<)(?![ \t]*(?:SEARCH|ORIGINAL)\b)", re.MULTILINE | re.I)
_CONFLICT_CLOSE = re.compile(r"^>{7}(?!>)(?![ \t]*(?:REPLACE|UPDATED)\b)", re.MULTILINE | re.I)


CONFLICTED = (
    "The model's reply holds two versions side by side between merge-conflict markers "
    "(<<<<<<<, =======, >>>>>>>) instead of one edited text, so nothing was saved — press Retry."
)


def conflict_markers(reply: str, body: str) -> bool:
    """Whether the reply holds a merge conflict that the article does not."""

    def conflict(text: str) -> bool:
        return bool(_CONFLICT_OPEN.search(text) and _CONFLICT_CLOSE.search(text))

    return conflict(reply) and not conflict(body)


# A conflict whose labels say which side is the writer's and which the edit ("<<<<<<< original"
# … "=======" … ">>>>>>> revised", 原文 / 修改后), inside a whole article: the edit is plain.
_LABELLED = re.compile(
    r"^<{7}[ \t]*(?P<a>[^\n]*)\n(?P<first>.*?)\n={7}[ \t]*\n(?P<second>.*?)\n"
    r">{7}[ \t]*(?P<b>[^\n]*)$",
    re.MULTILINE | re.DOTALL,
)
OLD_SIDE = re.compile(
    r"(?:original|old|before|current|ours)(?:\s+(?:text|version|paragraph))?[:：]?"
    r"|原文|修改前|改前|原稿|原版|旧版?",
    re.IGNORECASE,
)
NEW_SIDE = re.compile(
    r"(?:revised|new|after|edited|rewritten|theirs)(?:\s+(?:text|version|paragraph))?[:：]?"
    r"|修改后|改后|修订后?|润色后|新版?",
    re.IGNORECASE,
)


def resolved_conflicts(reply: str, article: str) -> str:
    """The reply with each conflict labelled original / revised (原文 / 修改后) in a whole
    article given as its revised side, when the original side is the article's own text and
    the reply holds article text outside the markers (blocks alone are an edit format:
    ORIGINAL / UPDATED blocks are read as such)."""
    sections = list(_LABELLED.finditer(reply))
    if not sections:
        return reply
    outside = _LABELLED.sub("\n", reply)
    plain_article = normal(article)
    if not any(
        normal(part) in plain_article for part in split_paragraphs(outside).texts if part.strip()
    ):
        return reply

    def pick(match: re.Match[str]) -> str:
        a, b = match["a"].strip(), match["b"].strip()
        if OLD_SIDE.fullmatch(a) and NEW_SIDE.fullmatch(b):
            old, new = match["first"], match["second"]
        elif NEW_SIDE.fullmatch(a) and OLD_SIDE.fullmatch(b):
            new, old = match["first"], match["second"]
        else:
            return match[0]
        return new if normal(old) in plain_article else match[0]

    return _LABELLED.sub(pick, reply)


# Keys side by side on a keyboard: "asdf", "qwer", "zxcv", "hjkl" are hands on keys, not words.
_KEY_ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")
_LATIN = re.compile(r"[A-Za-z]+")
_CJK = re.compile(r"[\u4e00-\u9fff]")


def mashed(reply: str, article: str) -> bool:
    """Whether a reply is letters typed at random ("asdf qwer zxcv uiop"): most of its words
    (three or more) are runs of neighbouring keys or, lower-case, hold no vowel, and the article
    has none of them. No model's edit of any article reads so."""
    words = [w for w in _LATIN.findall(reply) if len(w) >= 3]
    if len(words) < 3 or len(_CJK.findall(reply)) >= len(words):
        return False
    own = {w.lower() for w in _LATIN.findall(article)}
    junk = [w for w in words if w.lower() not in own and _random(w)]
    return len(junk) >= 0.6 * len(words)


def _random(word: str) -> bool:
    lower = word.lower()
    if any(lower in row for row in _KEY_ROWS):
        return True
    return word.islower() and not re.search(r"[aeiouy]", word)


NOT_AN_EDIT = (
    "The model's reply is not an edit of your article — it reads as letters typed at random — "
    "so nothing was saved. Press Retry to ask again."
)
