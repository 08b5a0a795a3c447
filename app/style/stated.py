"""A sentence that only states how the writing is: "The paragraphs are long.", "Each post ends
with an emoji." It tells, and asks for nothing — no "too", no "please", nothing for later — so the
size or style it names is not filed (app/style/extract.py reads it as named only)."""

import re

# Where a run of space before the words that say how the writing is ends: all of it, or up to
# 31 spaces before what follows (those words are at most 30 characters), or anywhere when only
# space follows — the places the run is read whole (fullmatch) that could end a match, tried in
# the same order as a plain run of space; the others cost the square of a long run.
_GAP = r"(?:\s++|\s+(?=\s{1,31}+(?!\s))|(?=\s*+\Z)\s+)"
# A sentence that only states how the writing is ("The paragraphs are long.", "Each post ends
# with an emoji."): told, not asked for — no "too", no "please", nothing for later; a likeness
# ("are reading like a group chat") judges. Read whole
# (fullmatch); a run of space or marks ahead of it is read once (800 spaces after "are": 67 ms
# of CPU before, 20,000 now a few ms).
STATED = re.compile(
    r"(?<!\W)\W*+(?![^.]*\b(?:from now on|going forward|in future|please|pls|always|should|must)\b)"
    r"(?:the|these|those|my|our|each|every|all (?:the|my|our))\s+(?:[\w-]+\s+)?(?:paragraphs?|"
    r"paras?|sentences?|titles?|headlines?|headings?|posts?|updates?|notices?|tone|words|wording|"
    r"language|captions?|emails?|newsletters?|articles?|pieces?|letters?|intros?|bulletins?|"
    r"stories)\s+(?:is|are|ends? with|starts? with|opens? with|closes? with|uses|has|have)"
    + _GAP
    + r"(?:(?:quite|fairly|pretty|rather|mostly|all|usually|generally)"
    + _GAP
    + r")?"
    r"(?!(?:too|so|way|far|much|overly|not|no|never|anything but|nowhere near|very|really|super|"
    r"a bit|a little|kind of|"
    r"kinda|getting|becoming|still|now)\b)(?![\w' -]*\b(?:walls?|blocks?|slabs?|mess|slog|essays?|"
    r"novels?|chores?|boring|dull|stiff|dry|bland|clunky|bloated|wordy|choppy|robotic|stuffy|"
    r"cold|endless|dense|like)\b)[\w' -]{1,30}?[.]?\s*",
    re.IGNORECASE,
)
# A writer telling their own habit ("My posts are usually pretty casual.") describes their
# style: it is put to them, not dismissed as a description of this text.
_HABIT = re.compile(
    r"^\W*(?:my|our)\b[^.]*\b(?:usually|generally|normally|typically|always|tend to)\b",
    re.IGNORECASE,
)


def only_states(text: str) -> re.Match[str] | None:
    """The match when `text` only states how this writing is; None otherwise."""
    if _HABIT.search(text):
        return None
    return STATED.fullmatch(text)
