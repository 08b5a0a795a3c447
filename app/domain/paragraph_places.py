"""Where a change line says a change is, counted as the writer counts: a `## Budget` line is a
heading, not a paragraph, so paragraphs are numbered without the headings among them ("第2段"
is the second paragraph the writer reads) and a heading is named by its own words."""

import re

# A Markdown heading alone on its block: "## 本周安排", "### Notes ##". Its closing marks are
# taken off by string methods: a pattern for them backtracks over a long run of spaces.
_HEADING = re.compile(r"#{1,6}[ \t]+(\S.*)")

# A paragraph's number (from 1, headings not counted), or a heading's words.
Place = int | str


def heading_words(paragraph: str) -> str | None:
    """The words of `paragraph` when it is a one-line Markdown heading, else None."""
    text = paragraph.strip()
    if "\n" in text:
        return None
    match = _HEADING.fullmatch(text)
    if match is None:
        return None
    words = match[1].rstrip(" \t")
    marks = words.rstrip("#")
    # "Notes ##": closing marks after a space; "C#" keeps its mark.
    return marks.rstrip(" \t") if marks != words and marks[-1:] in (" ", "\t") else words


def places(paragraphs: list[str]) -> list[Place]:
    """Each block's place as the writer names it: its paragraph number, or its heading."""
    named: list[Place] = []
    number = 0
    for paragraph in paragraphs:
        heading = heading_words(paragraph)
        if heading is None:
            number += 1
            named.append(number)
        else:
            named.append(heading)
    return named
