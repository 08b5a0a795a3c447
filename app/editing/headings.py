"""A section named by its heading's words, with no "section" said: "Add to the requirements
that…" (under "## Requirements"), "In 2.4.0, say…" (under "## 2.4.0 — 2026-11-18"),
"上周回顾补充：…" (under "一、上周工作回顾"). The heading and what follows it, up to the next
heading of the same or a higher level, is the target — when exactly one heading is named.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_HEADING_LINE = re.compile(
    r"^(?:(#{1,6})\s+(?P<md>\S.*)|\*\*(?P<bold>[^*\n]{1,60})\*\*[:：]?"
    r"|(?P<zh>[一二三四五六七八九十]+、[^\n。！？.!?]{1,24})|(?P<colon>[^\n。！？.!?:：]{2,30})[:：])$"
)
_EVERYWHERE = re.compile(
    r"\b(?:throughout|whole|entire|everywhere|every (?:section|paragraph|part)|all (?:the )?"
    r"(?:sections|paragraphs|parts))\b|全文|整篇|通篇|全篇|每一?[节段部]|各[节段部]",
    re.IGNORECASE,
)
_ZH_ORDINAL = re.compile(r"^[一二三四五六七八九十]+、\s*")
_VERSION = re.compile(r"\d+(?:\.\d+)+")
_STOP = frozenset(
    [
     "the", "a", "an", "of", "and", "or", "to", "in", "on", "for", "with", "at", "by", "from",
     "our", "your", "my", "its", "this", "that", "new",
    ]
)  # fmt: skip


def heading_level(paragraph: str) -> int:
    """The level of a paragraph that starts with a heading line ("## Tips" → 2; "**Tips**",
    "三、…" or "Requirements:" alone on its line → 7), 0 for text."""
    line = paragraph.strip().split("\n", 1)[0].strip()
    match = _HEADING_LINE.match(line)
    if match is None:
        return 0
    if match["colon"] is not None and "\n" in paragraph.strip():
        return 0  # "Attendees: …" over other lines is a label, not a heading
    return len(match[1]) if match[1] else 7


def heading_text(paragraph: str) -> str:
    """The words of a paragraph's heading line without its marks."""
    line = paragraph.strip().split("\n", 1)[0].strip()
    match = _HEADING_LINE.match(line)
    if match is None:
        return ""
    text = match["md"] or match["bold"] or match["zh"] or match["colon"] or ""
    return _ZH_ORDINAL.sub("", text.strip("*_ ")).strip()


def named_section(suggestion: str, paragraphs: Sequence[str]) -> set[int]:
    """The section whose heading the suggestion names (see the module docstring); none
    when no heading, or more than one, is named."""
    if _EVERYWHERE.search(suggestion):
        return set()  # "add more tips throughout": the whole article, not the Tips section
    named = [i for i, p in enumerate(paragraphs) if _names(suggestion, heading_text(p))]
    if len(named) != 1:
        return set()
    return section_of(named[0], paragraphs)


def section_of(index: int, paragraphs: Sequence[str]) -> set[int]:
    """The heading at `index` and the paragraphs under it — only its own paragraph when the
    heading has its text on the lines below it ("二、注意事项\n1. …"): such an article keeps
    each section in one paragraph, and what follows the last is the closing."""
    level = heading_level(paragraphs[index])
    found = {index}
    if "\n" in paragraphs[index].strip():
        return found
    for following in range(index + 1, len(paragraphs)):
        other = heading_level(paragraphs[following])
        if other and other <= level:
            break
        found.add(following)
    return found


def _names(suggestion: str, heading: str) -> bool:
    """Whether the suggestion names this heading: its version number ("2.4.0"), its Chinese
    words (all of a short heading, or two of the character pairs of a longer one), or its English
    words (each of them, singular or plural)."""
    if not heading:
        return False
    versions = _VERSION.findall(heading)
    if versions:
        return any(re.search(rf"(?<![\d.]){re.escape(v)}(?![\d.])", suggestion) for v in versions)
    cjk = "".join(re.findall(r"[\u4e00-\u9fff]+", heading))
    if cjk:
        if len(cjk) <= 4:
            return len(cjk) >= 2 and cjk in suggestion
        pairs = {cjk[i : i + 2] for i in range(len(cjk) - 1)}
        shared = sum(1 for pair in pairs if pair in suggestion)
        return shared >= 2 and shared >= 0.4 * len(pairs)
    words = [w for w in re.findall(r"[a-z][a-z'-]+", heading.lower()) if w not in _STOP]
    lowered = suggestion.lower()
    stems = [w[:-1] if w.endswith("s") and len(w) > 3 else w for w in words]
    return bool(stems) and all(
        re.search(rf"\b{re.escape(stem)}(?:s|es)?\b", lowered) for stem in stems
    )
