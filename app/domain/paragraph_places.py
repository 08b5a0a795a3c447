"""What "paragraph N" means, once for every part of Redline that numbers paragraphs: the
change lines and "Limit to" in the panel, a suggestion's "the third paragraph" / 第三段 (read by
the offline rules and by the judge of a model's reply), and "changed 1 of 4 paragraphs".

A writer counts the paragraphs they read, so paragraph N is the Nth of these:

- Blocks are what blank lines separate (an article with no blank line at all: its lines).
  A run of blank lines is one break; a line of spaces, tabs or full-width spaces (U+3000)
  is blank; CRLF, CR and LF line ends are alike. The splitting is the caller's
  (app/domain/text.py, app/editing/units.py); this module numbers the blocks it is given.
- A Markdown heading alone on its block ("## Budget", "### 本周安排") is not a paragraph: it
  is named by its words, and "the third paragraph" of an article in `##` sections is the
  third paragraph of text, whatever headings come before it.
- A fenced code block (``` or ~~~) is one paragraph however many blank lines it holds, so
  it may be several blocks; a `# comment` inside it is code, not a heading.
- A list is numbered as it is written: a list with no blank line between its items is one
  block and one paragraph; items set apart by blank lines are each a paragraph of their own
  (the panel shows each as its own block, and numbered paragraphs — "1. …", "一、…" — are
  how many writers number their own paragraphs).
- A block of nothing but white space (a line of full-width spaces in an article written one
  paragraph a line) is no paragraph.

An article with no paragraph of text (headings alone) has no "paragraph 1"; callers that
must name something then fall back to its blocks.
"""

import re
from collections.abc import Sequence

# A Markdown heading alone on its block: "## 本周安排", "### Notes ##". Its closing marks are
# taken off by string methods: a pattern for them backtracks over a long run of spaces.
_HEADING = re.compile(r"#{1,6}[ \t]+(\S.*)")
# A line opening or closing a fenced code block.
FENCE = re.compile(r"^[ \t]{0,3}(?:```|~~~)", re.MULTILINE)

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


def block_groups(blocks: Sequence[str]) -> list[list[int]]:
    """The blocks as one piece each, but a fenced code block split by blank lines as one
    group of its pieces: each group a list of indexes into `blocks`."""
    groups: list[list[int]] = []
    inside = False
    for index, block in enumerate(blocks):
        if inside:
            groups[-1].append(index)
        else:
            groups.append([index])
        if len(FENCE.findall(block)) % 2:
            inside = not inside
    return groups


def numbered_paragraphs(blocks: Sequence[str]) -> list[list[int]]:
    """Paragraph N as the writer counts it is `numbered_paragraphs(blocks)[N - 1]`: the
    indexes of the blocks it is made of (one, or a fenced code block's pieces)."""
    return [group for group in block_groups(blocks) if _counted(blocks, group)]


def _counted(blocks: Sequence[str], group: list[int]) -> bool:
    first = blocks[group[0]]
    if len(group) == 1 and heading_words(first) is not None:
        return False
    return any(blocks[i].strip() for i in group)


def places(blocks: Sequence[str]) -> list[Place]:
    """Each block's place as the writer names it: its paragraph's number (the pieces of a
    fenced code block share one), or its heading's words ("" for a blank block)."""
    named: list[Place] = [heading_words(block) or "" for block in blocks]
    for number, group in enumerate(numbered_paragraphs(blocks), start=1):
        for index in group:
            named[index] = number
    return named
