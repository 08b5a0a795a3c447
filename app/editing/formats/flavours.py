"""Markup a model puts on a whole-article reply that the article never had: the title
underlined setext-style ("Why I Sold the Car" over a row of "="), and every line numbered
("1: Title", "2:", "3: First paragraph…") as some local models echo a numbered prompt. Both
are taken off before the reply is read, so no "=====" line or "3: " is saved as text."""

from __future__ import annotations

import re
from collections.abc import Sequence

_UNDERLINE = re.compile(r"^[ \t]*(=+|-+)[ \t]*$")
_NUMBERED = re.compile(r"^[ \t]*(\d{1,5})[ \t]*(?::|\||│)(?:[ \t]|$)")
# Fewest numbered lines that make a reply numbered line by line.
_FEWEST = 3


def without_flavours(text: str, body_paragraphs: Sequence[str]) -> str:
    """The reply without line numbers on every line, without its title's underline and with
    its YAML front matter read as the title line, each when the article has none of its own."""
    text = _without_front_matter(text, body_paragraphs)
    return _without_title_underline(_without_line_numbers(text, body_paragraphs), body_paragraphs)


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


def _without_line_numbers(text: str, body_paragraphs: Sequence[str]) -> str:
    """Drop "N: " from every line when every non-blank line has one, in rising order."""
    if any(_NUMBERED.match(line) for p in body_paragraphs for line in p.split("\n")):
        return text
    lines = text.split("\n")
    marks = [_NUMBERED.match(line) for line in lines if line.strip()]
    if len(marks) < _FEWEST or not all(marks):
        return text
    numbers = [int(m[1]) for m in marks if m]
    if any(b <= a for a, b in zip(numbers, numbers[1:], strict=False)):
        return text
    return "\n".join(_NUMBERED.sub("", line, count=1) for line in lines)
