"""A section of the model's own appended after the article's last paragraph: "## Summary" /
"## 总结" / "**TL;DR:** …" under a whole reply to "rename the heading 'House rules'" or
"会员须知那段再说清楚一点". When the asked place is the article's last section, the new section
lands beside it, and the paragraphs it holds read as part of the asked edit — a renamed
heading even paired with "## 总结" and the writer's list moved under it. Nobody asked for it.

So before the reply is matched with the article: when the writer's last paragraph comes back
as it was and the reply goes on after it with a heading no paragraph of the article holds (or
a bold summary label), that heading and everything after it are taken out of the reply and
offered apart — unless the suggestion asks to add something, for a summary, a recast, a
translation, or names that heading."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.domain.models import WithheldChange
from app.editing.formats.full import Reading
from app.editing.scope import Scope
from app.editing.summaries import asks_recap
from app.editing.units import normal

_HEADING = re.compile(r"^\s{0,3}#{1,6}[ \t]+(\S[^\n]*)$")
_SUMMARY_LABEL = re.compile(
    r"^\s*(?:\*\*|__)\s*(?:summary|in\s+short|in\s+brief|tl;?dr|at\s+a\s+glance|key\s+points"
    r"|recap|总结|小结|要点|概要|摘要|一句话总结|简而言之)\s*[:：]?\s*(?:\*\*|__)",
    re.IGNORECASE,
)


def _opens_section(text: str, scope: Scope, originals: Sequence[str]) -> bool:
    """Whether a reply's paragraph opens a section of the model's own."""
    text = text.strip()
    heading = _HEADING.match(text)
    if heading is None:
        return _SUMMARY_LABEL.match(text) is not None
    words = normal(heading[1].strip("#* "))
    if any(normal(q.strip("#* ")) == words for q in scope.quoted):
        return False  # "add a heading '## What next'": asked for
    return not any(
        (own := _HEADING.match(line.strip())) and normal(own[1].strip("#* ")) == words
        for paragraph in originals
        for line in paragraph.split("\n")
    )


def without_appended_section(
    paragraphs: list[str], originals: Sequence[str], scope: Scope, suggestions: Sequence[str]
) -> tuple[list[str], list[WithheldChange]]:
    """The reply's paragraphs without a section of the model's own after the writer's last
    paragraph, and that section as a change withheld (none when there is no such section)."""
    if (
        (scope.whole and not scope.unplaced)
        or scope.adds
        or scope.reshape
        or scope.translate
        or not originals
        or asks_recap("\n".join(suggestions))
    ):
        return paragraphs, []
    last = normal(originals[-1])
    ends = [i for i, text in enumerate(paragraphs) if normal(text) == last]
    if not ends or ends[-1] == len(paragraphs) - 1:
        return paragraphs, []
    at = ends[-1] + 1
    if not _opens_section(paragraphs[at], scope, originals):
        return paragraphs, []
    section = "\n\n".join(text.strip("\n") for text in paragraphs[at:])
    withheld = WithheldChange(
        paragraph=len(originals) + 1, before="", after=section, description="a new section"
    )
    return paragraphs[:at], [withheld]


def appended_section(
    reading: Reading, originals: Sequence[str], scope: Scope, suggestions: Sequence[str]
) -> list[WithheldChange]:
    """`without_appended_section` on a full reply's reading: its paragraphs without the
    section, which is given back withheld."""
    reading.paragraphs, withheld = without_appended_section(
        reading.paragraphs, originals, scope, suggestions
    )
    return withheld
