"""Footnote markers (`[^1]`) a rewrite of their paragraph dropped: put back where they stood,
or named for the writer. A marker ties the writer's sentence to its note (`[^1]: …`), which
stays in the article; a restyle of the sentence never needs to cut that tie, and without the
marker the note points at nothing. A marker is put back after the sentence it followed (the
paragraph's last, or the same sentence when the rewrite kept the count of sentences) or after
the word it followed; where the rewrite merged that sentence away, the reply names it."""

from __future__ import annotations

import re

from app.domain.text import counts_characters

# A marker in the text, never a note's own label at the start of its line ("[^1]: …").
_MARKER = re.compile(r"\[\^[^\]\s]{1,20}\](?!:)")
_NOTE = re.compile(r"^[ \t]{0,3}(\[\^[^\]\s]{1,20}\]):", re.MULTILINE)
# Where a sentence ends: its closing marks, then a space, a marker or the end.
# (Runs are bounded, so a long run of dots or of letters is read once, not once from each.)
_SENTENCE_END = re.compile(
    r"(?:[.!?。！？…]{1,8}|(?<=[\u3400-\u9fff])[.])[\"'”’」』)）]{0,4}(?=\s|\[\^|$)"
)
_WORD_BEFORE = re.compile(r"([^\s\[\]()]{4,40})$")


def restore_markers(before: str, after: str) -> str:
    """`after` (a rewrite of paragraph `before`) with each footnote marker of `before` it
    dropped put back where it stood, when that place can be told."""
    if "[^" not in before:
        return after
    for marker in _MARKER.finditer(before):
        if after.count(marker[0]) >= before.count(marker[0]):
            continue
        after = _placed(before, marker, after)
    return after


def _placed(before: str, marker: re.Match[str], after: str) -> str:
    head = _MARKER.sub("", before[: marker.start()])
    rest = _MARKER.sub("", before[marker.end() :])
    body = after.rstrip()
    if not rest.strip():
        return body + marker[0] + after[len(body) :]  # the paragraph's last words
    ends_before = list(_SENTENCE_END.finditer(head + rest))
    ends_after = list(_SENTENCE_END.finditer(_MARKER.sub("", after)))
    at = next((i for i, end in enumerate(ends_before) if end.end() == len(head)), None)
    if at is not None and len(ends_before) == len(ends_after) and "[^" not in after:
        cut = ends_after[at].end()
        return after[:cut] + marker[0] + after[cut:]
    word = _WORD_BEFORE.search(head)
    if word is not None and at is None:
        alone = rf"(?<![A-Za-z0-9_]){re.escape(word[1])}(?![A-Za-z0-9_])"
        found = [m.end() for m in re.finditer(alone, after)]
        if len(found) == 1 and head.count(word[1]) == 1:
            return after[: found[0]] + marker[0] + after[found[0] :]
    return after


def footnotes_line(before: str, after: str) -> str:
    """A sentence naming the footnote markers of `before` that `after` lost while their notes
    stay in it (so each points at nothing), or "" — in Chinese for a Chinese article."""
    notes = set(_NOTE.findall(after))
    lost = [
        marker
        for marker in dict.fromkeys(m[0] for m in _MARKER.finditer(before))
        if marker in notes and _count(after, marker) < _count(before, marker)
    ]
    if not lost:
        return ""
    listed = ", ".join(lost[:4])
    if counts_characters(before):
        return f"请核对脚注：模型漏掉了脚注标记 {listed}，文末对应的脚注就没有出处了。"
    if len(lost) == 1:
        return (
            f"Check the footnotes: the model left out the footnote marker {listed}, so its note "
            "at the end no longer points at anything."
        )
    return (
        f"Check the footnotes: the model left out the footnote markers {listed}, so their notes "
        "at the end no longer point at anything."
    )


def cut_footnote_reason(line: str, chinese: bool) -> str:
    """Why a shortening that dropped a footnote marker is not saved: the cut may have taken
    what the note is about, so whether the note stays is the writer's call, not a guess."""
    if chinese:
        return f"{line}精简时删掉的可能正是脚注说明的内容，所以什么都没保存。请按“重试”。"
    return (
        f"{line} The cut may have taken what the note was about, so nothing was saved — press "
        "Retry, or ask again saying whether to keep the footnote."
    )


def _count(text: str, marker: str) -> int:
    return sum(found[0] == marker for found in _MARKER.finditer(text))
