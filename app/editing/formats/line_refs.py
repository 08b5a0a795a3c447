"""Lines a reply gives back with their line numbers before them: "L23: …", "Line 19: …",
L5：… — the changed line alone ("Only line 29 changes:" then "L29: …"), a few of them, or the
whole article numbered line by line as some editors' prompts number it. The number names the
line; it is no text of the article, and read as text it was saved ("L5: 为缓解…") or taken for a
figure the writer never wrote ("The model wrote “21”"). Since session 53 (fidelity_blind52
entry_with_L_line_number) the mark is taken off every line that carries it, unless the article
writes such marks itself (a knitting pattern's rows "L1: knit 2, purl 2")."""

from __future__ import annotations

import re
from collections.abc import Sequence

# "L23: ", "L23：", "L23 | ", "Line 23: ", "line 23 - " — an "L" or "Line", the number, a
# strong mark. A number alone ("23: ") is flavours.py's, where it must rise line by line.
_MARK = re.compile(
    r"^[ \t]*(?:L|Line[ \t]?|line[ \t]?)(\d{1,5})[ \t]*(?:[:：|│]|[-–—](?=[ \t]))[ \t]?"
)


def without_line_refs(text: str, body_paragraphs: Sequence[str]) -> str:
    """The reply with the line-number marks off its lines, when the article marks none of its
    own lines so. Each marked line keeps its text; a blank line numbered ("L2:") is blank."""
    if any(_MARK.match(line) for p in body_paragraphs for line in p.split("\n")):
        return text
    lines = text.split("\n")
    marked = [i for i, line in enumerate(lines) if _MARK.match(line)]
    if not marked:
        return text
    numbers = [int(_MARK.match(lines[i])[1]) for i in marked]  # type: ignore[index]
    if any(b <= a for a, b in zip(numbers, numbers[1:], strict=False)):
        return text  # numbers that fall back are a list of the model's, not line numbers
    for i in marked:
        lines[i] = _MARK.sub("", lines[i], count=1)
    return "\n".join(lines)
