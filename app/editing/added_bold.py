"""`**bold**` the model put into an article that has none: a writer of plain text (a letter, a
notice typed without Markdown) sees literal asterisks in the saved version, and the emphasis was
never asked for. The asked paragraph keeps its new words, without the asterisks — as the
model's own `##` headings are left out of an article that has none (inserts.py). An article
that uses bold anywhere, or a suggestion that asks for emphasis or Markdown, keeps them."""

from __future__ import annotations

import re
from collections.abc import Sequence

# Bold of words, not a power in code (2**10) nor a run of asterisks.
_BOLD = re.compile(r"(?<![A-Za-z0-9*])\*\*(?=\S)([^*\n]{1,200}?)(?<=\S)\*\*(?![A-Za-z0-9*])")
_ASKS_BOLD = re.compile(
    r"\b(?:bold\w*|emphasi[sz]\w*|highlight\w*|markdown|stand\s+out|strong)\b"
    r"|加粗|粗体|黑体|强调|突出|标粗|醒目|markdown",
    re.IGNORECASE,
)


def bold_left_out(before: str, after: str, suggestions: Sequence[str]) -> str:
    """`after` with the bold the model added taken off its words, when `before` has no bold
    and the suggestion does not ask for it."""
    if "**" not in after or "```" in after:  # code keeps its asterisks
        return after
    if _BOLD.search(before) or any(_ASKS_BOLD.search(s) for s in suggestions):
        return after
    return _BOLD.sub(lambda m: m[1], after)
