"""A unified diff read as search/replace pairs, since some models answer an edit with one: `@@`
hunks (with or without line numbers), -/+ lines under a ```diff fence or `---`/`+++` file
lines with no hunk header, `diff --git` and `index` lines, "\\ No newline at end of file", and
bare -/+ lines alone, when each '-' line is a line of the article and none is one with its mark.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.formats.block_dress import FENCE

Hunk = tuple[str, str]

HUNK = re.compile(r"^@@ .*@@")
_DIFF_FENCE = re.compile(r"^\s*(?:`{3,}|~{3,})\s*(?:diff|patch|udiff)\s*$", re.IGNORECASE)
_COUNTS = re.compile(r"^@@\s*-\d+(?:,(\d+))?\s+\+\d+(?:,(\d+))?\s*@@")
# Lines a diff tool writes that say nothing of the article or the model's thinking.
_MACHINERY = ("---", "+++", "diff ", "index ", "\\ ")


def is_diff(lines: Sequence[str], article: str = "") -> bool:
    """Whether the lines are a unified diff."""
    marked = any(line[:1] in "-+" and not line.startswith(("---", "+++")) for line in lines if line)
    return marked and (
        any(HUNK.match(line) for line in lines) or _headless(lines, article) is not None
    )


def _headless(lines: Sequence[str], article: str) -> int | None:
    """Where the one hunk of a diff without `@@` header starts (its first -/+ line after the
    ```diff fence or the `+++` file line that says it is a diff: a list before it, in the
    article the model also wrote out, is no hunk; or the first line of a reply of bare -/+
    lines); else None."""
    if any(HUNK.match(line) for line in lines):
        return None
    fence = next((i for i, line in enumerate(lines) if _DIFF_FENCE.match(line)), None)
    headed = any(line.startswith("--- ") for line in lines)
    new_file = next((i for i, line in enumerate(lines) if line.startswith("+++ ")), None)
    said = fence if fence is not None else new_file if headed else None
    if said is None:
        return 0 if _bare_marks(lines, article) else None
    marked = (line.startswith(("-", "+")) and not line.startswith(("---", "+++")) for line in lines)
    return next((i for i, mark in enumerate(marked) if mark and i > said), None)


def _bare_marks(lines: Sequence[str], article: str) -> bool:
    """Whether the reply is only -/+ lines, with a '+' among them and every '-' line's text a
    line of the article (without its mark: "- item" of the article's own list is no diff)."""
    own = {line.strip() for line in article.split("\n") if line.strip()}
    said = [line for line in lines if line.strip()]
    removed = [line for line in said if line.startswith("-")]
    return (
        bool(removed)
        and any(line.startswith("+") for line in said)
        and all(line.startswith(("-", "+")) for line in said)
        and all(line[1:].strip() in own and line.strip() not in own for line in removed)
    )


def read_diff(lines: Sequence[str], article: str = "") -> tuple[list[Hunk], list[str]]:
    """Each hunk as a (search, replace) pair — its context and '-' lines, its context and '+'
    lines — and the lines the model wrote outside the hunks.

    A hunk ends at a closing fence, or once it holds the lines its header counts
    ("@@ -7 +7 @@": one each) and a line follows with no diff mark: what the model wrote
    after the diff ("The footnotes are unchanged.") is its note, not context. Counts are
    only trusted that far — a line that still has a mark stays in the hunk. A line of the
    article or of a hunk's new text outside the hunks (the whole article written out as well)
    is no note of the model's."""
    own = {line.strip() for line in article.split("\n")}
    start = _headless(lines, article)
    if start is not None:
        lines = [*lines[:start], "@@ @@", *lines[start:]]
    hunks: list[Hunk] = []
    outside: list[str] = []
    search: list[str] | None = None
    replace: list[str] = []
    counts: tuple[int, int] | None = None
    seen = [0, 0]
    for line in lines:
        if HUNK.match(line):
            if search is not None:
                hunks.append(_hunk(search, replace))
            search, replace = [], []
            counts, seen = _hunk_counts(line), [0, 0]
            continue
        done = counts is not None and seen[0] >= counts[0] and seen[1] >= counts[1]
        if search is not None and (
            (FENCE.match(line) and not line.startswith(" "))  # " ```": the article's own
            or (done and line.strip() and not line.startswith(("-", "+", " ", "\\ ")))
        ):
            hunks.append(_hunk(search, replace))
            search = None
        if search is None or line.startswith(("---", "+++", "\\ ")):
            said = line.strip() and line.strip() not in own and not FENCE.match(line)
            if search is None and said and not line.startswith(_MACHINERY):
                outside.append(line.strip())
        elif line.startswith("-"):
            search.append(line[1:])
            seen[0] += 1
        elif line.startswith("+"):
            replace.append(line[1:])
            seen[1] += 1
        else:
            context = line[1:] if line.startswith(" ") else line
            search.append(context)
            replace.append(context)
            seen = [seen[0] + 1, seen[1] + 1]
    if search is not None:
        hunks.append(_hunk(search, replace))
    new = {line.strip() for _, text in hunks for line in text.split("\n")}
    return hunks, [line for line in outside if line not in new]


def _hunk_counts(header: str) -> tuple[int, int] | None:
    """The old and new line counts a hunk header states (1 when left out), or None."""
    match = _COUNTS.match(header)
    if match is None:
        return None
    return int(match[1] or 1), int(match[2] or 1)


def _hunk(search: list[str], replace: list[str]) -> Hunk:
    while search and replace and not search[-1].strip() and not replace[-1].strip():
        search, replace = search[:-1], replace[:-1]
    return "\n".join(search), "\n".join(replace)
