"""Asks about punctuation marks: a paragraph's ending mark ("remove the full stop at the end of
the article", "make paragraph 2 trail off with a dash", 第二段结尾改成省略号, 去掉最后一段末尾的
句号), and a mark to add ("… and add an exclamation mark", 在手套后面加个顿号).

A paragraph whose words are all the original's, in full, and that differs only in the marks it
ends on was not cut off: the ending is what was asked to change. One that lost words before the
asked mark ("She never found out who —", 她始终不知道信是) still was. A mark asked for is added
when the revision holds more of it than the original — inside a replaced word too ("fine." →
"great!")."""

from __future__ import annotations

import re
import unicodedata

from app.editing.units import normal

# Words naming a punctuation mark, or a paragraph's ending as punctuation ("trail off").
_MARK_WORDS = re.compile(
    r"\b(?:full[\s-]?stops?|periods?|dots?|punctuation|(?:em|en)?[\s-]?dash(?:es)?|hyphens?"
    r"|ellips[ie]s|exclamation(?:\s+(?:mark|point))?s?|question\s+marks?|commas?|colons?"
    r"|semi-?colons?|trails?\s+off|trailing\s+off)\b"
    r"|句号|句点|标点|省略号|破折号|感叹号|惊叹号|叹号|问号|逗号|顿号|冒号|分号|三个点|六个点",
    re.IGNORECASE,
)
# What a paragraph may end on besides its words: stops, dashes, ellipses, closing quotes.
_END_MARKS = ".。!！?？…;；:：,，、—–-―~～ \t\n\"'”’」』)）"

# Each mark an ask may name, and how it is written (full- and half-width alike).
_MARKS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"exclamation|感叹号|惊叹号|叹号", re.I), "!"),
    (re.compile(r"question\s+mark|问号", re.I), "?"),
    (re.compile(r"semi-?colon|分号", re.I), ";"),
    (re.compile(r"(?<!semi)(?<!semi-)\bcolons?\b|冒号", re.I), ":"),
    (re.compile(r"\bcommas?\b|逗号", re.I), ","),
    (re.compile(r"顿号"), "、"),
    (re.compile(r"ellips[ie]s|省略号|三个点|六个点", re.I), "…"),
    (re.compile(r"\b(?:em|en)?[\s-]?dash(?:es)?\b|破折号", re.I), "—"),
    (re.compile(r"full[\s-]?stops?|\bperiods?\b|句号|句点", re.I), "."),
)


def names_a_mark(wording: str) -> bool:
    """Whether the suggestion speaks of punctuation marks (see _MARK_WORDS)."""
    return bool(_MARK_WORDS.search(wording))


def only_ending_differs(after: str, before: str) -> bool:
    """Whether two paragraphs hold the same words, all of them, and differ only in the marks
    they end on ("It was fine." → "It was fine —", 一切都好。 → 一切都好……)."""
    bare_after, bare_before = after.rstrip(_END_MARKS), before.rstrip(_END_MARKS)
    if not bare_after.strip() or normal(bare_after) != normal(bare_before):
        return False
    return normal(after) != normal(before)


def ends_as_asked(after: str, before: str | None, wording: str) -> bool:
    """Whether a paragraph that seems to stop short only ends on other marks than its original
    (`before`) because the suggestion (`wording`) asks about punctuation."""
    return before is not None and names_a_mark(wording) and only_ending_differs(after, before)


def _plain(text: str) -> str:
    """Marks as counted: full- and half-width alike, "..." and "……" one ellipsis, "——" one
    dash."""
    text = unicodedata.normalize("NFKC", text)  # "！" is "!", "…" is "..."
    text = re.sub(r"\.{2,}", "…", text)
    text = re.sub(r"…+", "…", text)
    text = re.sub(r"[—―]+|\s[–-]\s", "—", text)
    return text.replace("。", ".")


def marks_asked(ask: str) -> list[str]:
    """The marks an ask names, as _plain writes them."""
    return [mark for pattern, mark in _MARKS if pattern.search(ask)]


def mark_added(ask: str, before: str, after: str) -> bool:
    """Whether the revision (`after`) holds more of a mark the ask names than the original
    (`before`) did: the asked mark is there, wherever the edit wrote it."""
    old, new = _plain(before), _plain(after)
    return any(new.count(mark) > old.count(mark) for mark in marks_asked(ask))
