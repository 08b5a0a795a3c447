"""An edit answered twice, the model putting its own first answer right: a first version, then a
paragraph that says it was wrong ("Correction: I changed the deadline to 5 pm by mistake; it
should stay 4 pm. Here is the corrected paragraph:", "Update: …", "Actually, scratch that — …",
更正：上一版误把……, 抱歉，上面……写错了，更正如下：) and the version meant. The later version is the
answer; the first, with its wrong figure, is no part of it (fidelity_blind50
edit_answered_twice_with_correction, session 51).

Read narrowly: the correcting paragraph opens with one of a few words and says there was a
mistake (by mistake, wrong, 误, 错), is not a paragraph of the writer's article (an article may
hold its own "Correction:" notice), and both versions are there and alike — the same paragraph,
list, block or article twice. A correction with no second version is left as it is.
"""

from __future__ import annotations

import re

from app.editing.align import similarity
from app.editing.units import normal

_OPENS = re.compile(
    r"^[ \t>*_#]*(?:correction|corrected|erratum|update|actually|scratch that|on second thought"
    r"|wait|oops|sorry|apologies|edit|note|更正|订正|勘误|纠正|修正|抱歉|对不起|不好意思|说明一下"
    r"|注意|注[:：]|刚才|上面)",
    re.IGNORECASE,
)
_SAYS_WRONG = re.compile(
    r"\b(?:mistake|mistakenly|wrong(?:ly)?|in error|error|incorrect(?:ly)?|should (?:stay|be|read"
    r"|remain)|meant|scratch)\b|, not\b|[误錯错]|更正|订正|勘误|纠正|应为|应是|应该是",
    re.IGNORECASE,
)
# A paragraph that only names what follows ("The corrected paragraph:", 更正后的清单：).
_LABEL = re.compile(r"^[^\n]{0,60}[:：][ \t*_]*$")
# How alike the two versions must be to be one answer given twice.
_ALIKE = 0.6


def after_correction(reply: str, body: str) -> str:
    """The reply from the version after the model's own correction, when it gives one (the
    first version and the correcting words dropped); the reply as it is otherwise."""
    parts = re.split(r"\n[ \t]*\n", reply.strip())
    if not any(_OPENS.match(part) for part in parts[1:]):
        return reply  # most replies: no correction, and the article is not read
    writers = {normal(p) for p in re.split(r"\n[ \t]*\n", body)}
    for index in range(len(parts) - 1, 0, -1):
        part = parts[index]
        if not _OPENS.match(part) or not _SAYS_WRONG.search(part) or normal(part) in writers:
            continue
        start = index + 1
        marker, _, rest = part.partition("\n")
        if rest.strip() and re.search(
            r"[:：][ \t*_]*$", marker
        ):  # "Correction — the paragraph should read:\n…"
            parts, start = [*parts[:index], marker, rest, *parts[index + 1 :]], index + 1
        while (
            start < len(parts)
            and _LABEL.match(parts[start])
            and normal(parts[start]) not in writers
        ):
            start += 1
        first = _without_lead(parts[:index], writers)
        second = parts[start:]
        if first and second and similarity("\n\n".join(first), "\n\n".join(second)) >= _ALIKE:
            return "\n\n".join(second)
    return reply


def _without_lead(parts: list[str], writers: set[str]) -> list[str]:
    """The first version without the lead-in before it ("Here is the revised paragraph:")."""
    start = 0
    while start < len(parts) and _LABEL.match(parts[start]) and normal(parts[start]) not in writers:
        start += 1
    return parts[start:]
