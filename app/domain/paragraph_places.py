"""What "paragraph N" means, once for every part of Redline that numbers paragraphs: a
suggestion's "paragraph 3" / 第三段 / "the last paragraph" (read by the offline rules, by the
judge of a model's reply and told to the model in the prompt), the reply's change lines and
refusals, and "Limit to" in the panel.

A writer counts the paragraphs they read, so paragraph N is the Nth of these:

- Blocks are what blank lines separate (the splitting is the caller's, app/domain/text.py and
  app/editing/units.py; this module numbers the blocks it is given).
- A Markdown heading alone on its block ("## Budget", "### 本周安排") is not a paragraph: it
  is named by its words, and "the third paragraph" of an article in `##` sections is its third
  paragraph of text, whatever headings come before it. "The last paragraph" is the last one of
  text, never a closing heading.
- A fenced code block (``` or ~~~) is one paragraph however many blank lines it holds; a
  `# comment` inside it is code, not a heading.
- A list, a table and a `> ` quote are each one paragraph (one block); a list whose items are
  set apart by blank lines is one paragraph per item, as the panel shows them. A table is one
  block wherever it stands, also in a text of one paragraph a line or glued to a line of prose
  (the splitters read it so: app/domain/table_blocks.py).
- A block of nothing but white space is no paragraph.

An article of headings alone has no paragraph 1; its readers then count its blocks.

Some writers (and models) count the headings among the paragraphs. `counting_headings` gives
that other reading of a number, so a judge can tell which one a reply took and say so in the
writer's count.
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
    """The blocks as one group each, but a fenced code block split by blank lines as one group
    of its pieces: each group a list of indexes into `blocks`."""
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
    indexes of the blocks it is made of (one, or a fenced code block's pieces). An article of
    headings alone: its blocks."""
    groups = block_groups(blocks)
    counted = [group for group in groups if _counted(blocks, group)]
    return counted or groups


def counting_headings(blocks: Sequence[str]) -> list[list[int]]:
    """Paragraph N as a writer who counts the headings among the paragraphs reads it: every
    block that is not blank, a fenced code block one."""
    groups = block_groups(blocks)
    return [group for group in groups if any(blocks[i].strip() for i in group)] or groups


def _counted(blocks: Sequence[str], group: list[int]) -> bool:
    if len(group) == 1 and heading_words(blocks[group[0]]) is not None:
        return False
    return any(blocks[i].strip() for i in group)


def writers_number(index: int, blocks: Sequence[str]) -> int | None:
    """Block `index`'s paragraph number as the writer counts; None for a heading or a blank."""
    for number, group in enumerate(numbered_paragraphs(blocks), start=1):
        if index in group:
            return number
    return None


def number_at(index: int, blocks: Sequence[str]) -> int:
    """The writer's number of the paragraph at block `index`; at a heading, a blank block or a
    place a new paragraph goes (`len(blocks)`: after the last), the number of the paragraph
    that comes there next."""
    numbered = numbered_paragraphs(blocks)
    for number, group in enumerate(numbered, start=1):
        if index in group or group[0] > index:
            return number
    return len(numbered) + 1


def counts_differ(blocks: Sequence[str]) -> bool:
    """Whether some paragraph's number as the writer counts is not its block's number."""
    return numbered_paragraphs(blocks) != [[i] for i in range(len(blocks))]


def places(blocks: Sequence[str]) -> list[Place]:
    """Each block's place as the writer names it: its paragraph's number (the pieces of a
    fenced code block share one), or its heading's words; a blank block takes the number of
    the paragraph before it."""
    named: list[Place] = [heading_words(block) or 0 for block in blocks]
    for number, group in enumerate(numbered_paragraphs(blocks), start=1):
        for index in group:
            named[index] = number
    last: Place = 1
    for index, place in enumerate(named):
        if place == 0:
            named[index] = last
        elif isinstance(place, int):
            last = place
    return named


def place_said(index: int, blocks: Sequence[str]) -> str:
    """Block `index` named in an English sentence as the writer counts: "paragraph 3", or
    "the heading “Budget”"."""
    place = places(blocks)[index] if 0 <= index < len(blocks) else index + 1
    return f"the heading “{place}”" if isinstance(place, str) else f"paragraph {place}"
