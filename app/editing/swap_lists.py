"""The model's list of the words it swapped, under the paragraph it gives back: "Word changes:\n-
“climb 96 steps” → “walk up 96 steps”\n- “chamber” → “room”", "用词调整：\n- “本次” → “这次”"
(blind55 bellringing-en-08, chongwu-zh-06). notes.py reads such pairs on one labelled line
("Changed: a → b; c → d"); one pair a line under a label of the model's own naming was read as
new paragraphs of the article — refused as "Entry is free" lost, or saved with the old words put
back. A list whose every line is a pair whose old words the article writes is the model's note.
Pure: a unit and the article's paragraphs in."""

from __future__ import annotations

import re
from collections.abc import Sequence

# A short label over the list: "Word changes:", "**Swaps:**", 用词调整：, 改动的词：
_LABEL = re.compile(r"^[#*_ \t]*[^\n:：]{1,30}?[*_ \t]*[:：][*_ \t]*$")
# One line "- “old” → “new”" (a bullet or a number, quotes or none).
_LINE = re.compile(
    r"^[ \t]*(?:[-*•·]|\d{1,2}[.)、])[ \t]+[“\"「‘']?(?P<old>[^\n→]+?)[”\"」’']?[ \t]*"
    r"(?:→|->|=>|⇒)[ \t]*[“\"「‘']?(?P<new>[^\n→]+?)[”\"」’']?[ \t]*$"
)


def lists_swaps(unit: str, originals: Sequence[str]) -> bool:
    """Whether a unit is a (labelled) list of "old → new" swaps whose old words the article
    writes — the model's note on its edit, not article text."""
    lines = [line for line in unit.strip().split("\n") if line.strip()]
    if lines and _LABEL.match(lines[0]):
        lines = lines[1:]
    if not lines:
        return False
    article = "\n\n".join(originals)
    if any(_LINE.match(line) is None for line in lines):
        return False
    if any(re.search(r"→|->|=>|⇒", original) for original in originals):
        return False  # an article that writes its own arrows (a changelog, a route)
    return all(
        (m := _LINE.match(line)) is not None and m["old"].strip() in article for line in lines
    )
