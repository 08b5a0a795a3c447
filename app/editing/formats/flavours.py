"""Markup a model puts on a whole-article reply that the article never had: the title
underlined setext-style ("Why I Sold the Car" over a row of "="), and every line numbered
("1: Title", "2:", "3: First paragraph…") as some local models echo a numbered prompt. Both
are taken off before the reply is read, so no "=====" line or "3: " is saved as text. So are
the model's `[[…]]` comments to the writer inside the text ("… over a cup of tea. [[Check: is
600 still accurate?]]", 二十年[[请核实年数]]的) when the article writes no `[[` of its own
(session 51, fidelity_blind50 inline_bracket_comment_in_untouched_whole)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.formats.line_refs import without_line_refs

_UNDERLINE = re.compile(r"^[ \t]*(=+|-+)[ \t]*$")
# Fewest numbered lines that make a reply numbered line by line.
_FEWEST = 3


def without_flavours(text: str, body_paragraphs: Sequence[str]) -> str:
    """The reply without line numbers on every line, without its title's underline and with
    its YAML front matter read as the title line, each when the article has none of its own."""
    text = without_line_refs(_without_front_matter(text, body_paragraphs), body_paragraphs)
    if not any("[[" in p for p in body_paragraphs):
        text = _BRACKET_COMMENT.sub("", text)
    return _without_title_underline(_without_line_numbers(text, body_paragraphs), body_paragraphs)


# A comment of the model's in double brackets, with the spaces before it.
_BRACKET_COMMENT = re.compile(r"[ \t]*\[\[[^\[\]\n]{1,300}\]\]")


# YAML front matter over the body, as a static-site generator wants it: "---", "title: …" (and
# a few more "key: value" lines), "---". Its title is the reply's title line.
_FRONT_MATTER = re.compile(
    r"\A\s*---[ \t]*\n(?P<keys>(?:[ \t]*[A-Za-z_][\w-]*[ \t]*:[^\n]*\n){1,8})[ \t]*---[ \t]*\n"
)
_TITLE_KEY = re.compile(r"^[ \t]*title[ \t]*:[ \t]*(?P<title>[^\n]*?)[ \t]*$", re.MULTILINE)


def _without_front_matter(text: str, body_paragraphs: Sequence[str]) -> str:
    """The reply with its front matter replaced by the title it names, when the article does
    not open with front matter of its own."""
    if body_paragraphs and body_paragraphs[0].lstrip().startswith("---"):
        return text
    found = _FRONT_MATTER.match(text)
    if found is None:
        return text
    title = _TITLE_KEY.search(found["keys"])
    if title is None or not title["title"]:
        return text
    name = title["title"]
    if len(name) >= 2 and name[0] == name[-1] and name[0] in "\"'":
        name = name[1:-1]
    return name + "\n\n" + text[found.end() :].lstrip("\n")


def _without_title_underline(text: str, body_paragraphs: Sequence[str]) -> str:
    """Drop a row of "=" (or of "-" about as long as the line) under the first line."""
    if any(_UNDERLINE.match(line) for p in body_paragraphs for line in p.split("\n")):
        return text
    lines = text.split("\n")
    first = next((i for i, line in enumerate(lines) if line.strip()), None)
    if first is None or first + 1 >= len(lines):
        return text
    title, under = lines[first].strip(), _UNDERLINE.match(lines[first + 1])
    if under is None or len(under[1]) < 3 or title.endswith((":", "：")):
        return text
    if under[1][0] == "-" and not 0.5 * len(title) <= len(under[1]) <= 1.5 * len(title):
        return text  # a rule under a line of chatter, not an underline
    return "\n".join(lines[: first + 1] + lines[first + 2 :])


# A line's number before its text, in each way a model writes it: after ":", "：", "|" or "│"
# (a strong mark: the numbers need only rise), or after ")", a tab or two spaces (weak: a list
# of the article's may look so, so the numbers must count the lines). A number alone is a blank
# line numbered.
_STYLES = (
    (re.compile(r"^[ \t]*(\d{1,5}) *(?:[:|│](?:[ \t]|$)|：[ \t]?)"), False),
    (re.compile(r"^[ \t]*(\d{1,5})\)(?:[ \t]+|$)"), True),
    (re.compile(r"^[ \t]*(\d{1,5})(?:\t|[ \t]*$)"), True),
    (re.compile(r"^[ \t]*(\d{1,5})(?:  +|[ \t]*$)"), True),
)
_ALONE = re.compile(r"^[ \t]*\d{1,5}[ \t]*$")


def _without_line_numbers(text: str, body_paragraphs: Sequence[str]) -> str:
    """Drop the line numbers of a reply whose lines are numbered one by one ("  3 | …", "3: …",
    "3)⇥…", "  3  …", blank lines numbered or only counted), when the article numbers no line
    so itself. The numbered lines may follow a lead-in and precede a closing remark (each apart
    by a blank line); every non-blank line between carries a number in one style, rising — and,
    after a weak mark a list of the article's may use, counting the blank lines too (numbered,
    or skipped by the numbers), so a numbered list is never read as line numbers."""
    own = [line for p in body_paragraphs for line in p.split("\n") if not _ALONE.match(line)]
    for style, weak in _STYLES:
        if any(style.match(line) for line in own):
            continue
        stripped = _unnumbered(text.split("\n"), style, weak)
        if stripped is not None:
            return stripped
    return text


def _unnumbered(lines: list[str], style: re.Pattern[str], weak: bool) -> str | None:
    marked = [i for i, line in enumerate(lines) if not _ALONE.match(line) and style.match(line)]
    if len(marked) < _FEWEST:
        return None
    first, last = marked[0], marked[-1]
    while first > 0 and _ALONE.match(lines[first - 1]) and lines[first - 1].strip():
        first -= 1
    while last + 1 < len(lines) and _ALONE.match(lines[last + 1]) and lines[last + 1].strip():
        last += 1
    if (first > 0 and lines[first - 1].strip()) or (
        last + 1 < len(lines) and lines[last + 1].strip()
    ):
        return None  # the numbers start or stop inside a paragraph
    block = [i for i in range(first, last + 1) if lines[i].strip()]
    marks = [(i, style.match(lines[i])) for i in block]
    if any(m is None for _, m in marks):
        return None
    numbers = [int(m[1]) for _, m in marks if m is not None]
    if any(b <= a for a, b in zip(numbers, numbers[1:], strict=False)):
        return None
    if weak:  # blank lines numbered, or counted by the numbers: lines, not a list's items
        by_line = all(n - numbers[0] == i - first for n, i in zip(numbers, block, strict=True))
        one_by_one = all(b == a + 1 for a, b in zip(numbers, numbers[1:], strict=False))
        blank_numbered = any(m is not None and not lines[i][m.end() :].strip() for i, m in marks)
        if not ((by_line and len(block) < last - first + 1) or (one_by_one and blank_numbered)):
            return None
    out = list(lines)
    for i, m in marks:
        out[i] = lines[i][m.end() :] if m is not None else lines[i]
    return "\n".join(out)
