"""A section named by its heading's words, with no "section" said: "Add to the requirements
that…" (under "## Requirements"), "In 2.4.0, say…" (under "## 2.4.0 — 2026-11-18"),
"上周回顾补充：…" (under "一、上周工作回顾"). The heading and what follows it, up to the next
heading of the same or a higher level, is the target — when exactly one heading is named.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from app.editing.label_parts import EDITED, names_label_part

_HEADING_LINE = re.compile(
    r"^(?:(#{1,6})\s+(?P<md>\S.*)|\*\*(?P<bold>[^*\n]{1,60})\*\*[:：]?"
    r"|【(?P<lenticular>[^【】\n]{1,30})】|\[(?P<tag>[A-Za-z][\w .'&-]{0,30})\]"
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
    "三、…", "【线路一：湖滨栈道】", a song's "[Verse 2]" or "Requirements:" alone on its line
    → 7), 0 for text."""
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
    text = (
        match["md"]
        or match["bold"]
        or match["lenticular"]
        or match["tag"]
        or match["zh"]
        or match["colon"]
        or ""
    )
    return _ZH_ORDINAL.sub("", text.strip("*_ ")).strip()


def named_section(suggestion: str, paragraphs: Sequence[str]) -> set[int]:
    """The section whose heading the suggestion names (see the module docstring); none
    when no heading, or more than one, is named."""
    if _EVERYWHERE.search(suggestion):
        return set()  # "add more tips throughout": the whole article, not the Tips section
    suggestion = _without_added_text(suggestion)
    named = [i for i, p in enumerate(paragraphs) if _names(suggestion, heading_text(p))]
    if not named and _SECTION_ASKED.search(suggestion):
        # "the Year 4 trip section" for "## Year 4 Science Museum Trip": most of its words
        named = [i for i, p in enumerate(paragraphs) if _names_most(suggestion, heading_text(p))]
    if len(named) != 1:
        return set()
    return section_of(named[0], paragraphs)


_SECTION_ASKED = re.compile(r"\b(?:section|part)\b", re.IGNORECASE)


def _names_most(suggestion: str, heading: str) -> bool:
    """Whether a suggestion that asks for a section names at least half the words and numbers
    of an English heading of three or more, two of them at least."""
    if not heading or re.search(r"[\u4e00-\u9fff]", heading):
        return False
    words = [w for w in re.findall(r"[a-z][a-z'-]+", heading.lower()) if w not in _STOP]
    stems = [w[:-1] if w.endswith("s") and len(w) > 3 else w for w in words]
    numbers = re.findall(r"\d+", heading)
    lowered = suggestion.lower()
    held = sum(1 for stem in stems if re.search(rf"\b{re.escape(stem)}(?:s|es)?\b", lowered))
    held += sum(1 for n in numbers if re.search(rf"(?<![\d.]){n}(?!\d|\.\d)", lowered))
    size = len(stems) + len(numbers)
    return size >= 3 and held >= 2 and 2 * held >= size


# "Add a timeline entry: 09:40 Cause identified", "补充一条：…": an addition said before a colon.
_ADDED_AFTER_COLON = re.compile(
    r"^(?P<pointer>[^:：\n]*?(?:\b(?:add|insert|include|append|put in)\b"
    r"|加上|加一|加个|补充|增加|添加|写上|加入|补上|新增)[^:：\n]{0,60})(?:：|(?<!\d):|:(?!\d))",
    re.IGNORECASE,
)


def _without_added_text(suggestion: str) -> str:
    """The suggestion without the text it asks to add after a colon ("Add a timeline entry:
    09:40 Cause identified…"): the words added name no section of the article."""
    match = _ADDED_AFTER_COLON.match(suggestion)
    return match["pointer"] if match else suggestion


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
    words (each of them, singular or plural, and its numbers: "verse 2" names "[Verse 2]") — or
    one part of a heading in two ("线路一" names "【线路一：湖滨栈道】")."""
    if not heading:
        return False
    if _names_whole(suggestion, heading):
        return True
    bare = _QUALIFIER.sub("", heading)
    if bare and bare != heading and _names_whole(suggestion, bare):
        return True  # "Timeline (UTC)" is named as "the timeline"
    parts = [p.strip() for p in _PARTS.split(heading) if p.strip()]
    return len(parts) > 1 and any(_names_whole(suggestion, part) for part in parts)


# A qualifier in brackets after a heading's name: "Timeline (UTC)", "费用（参考）".
# (It starts only where a run of spaces starts: tried at every space of "Title      word", each
# try read the rest of the run, 0.6 s at 20,000 characters.)
_QUALIFIER = re.compile(r"(?<!\s)\s*[(（][^()（）\n]{1,20}[)）]\s*$")

# Where a heading splits into a name and what it is ("线路一：湖滨栈道", "Day 2 — Port lodges").
_PARTS = re.compile(r"[:：｜|]|\s[—–-]\s|——")


def _names_whole(suggestion: str, heading: str) -> bool:
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
    numbers = re.findall(r"\d+", heading)
    # a one-word heading's word before a number names something else: "our episode 12" is no
    # place under "In this episode"
    said = r"(?!\s*\d)" if len(stems) == 1 and not numbers else ""
    return (
        bool(stems)
        and all(re.search(rf"\b{re.escape(stem)}(?:s|es)?\b{said}", lowered) for stem in stems)
        and all(re.search(rf"(?<![\d.]){n}(?!\d|\.\d)", lowered) for n in numbers)
    )


# A paragraph's lead-in label: "Day 2 — Port lodges. …", "小贴士：…", "Section 2 - Pair." A run
# of space ahead of it is given back only where a label could then start and end: by one
# character, or anywhere when a colon or dash ends the run (800 spaces: 0.26 s of CPU, split
# every way; 20,000 now <1 ms). Same matches as ^[ \t\u3000]*(?:\*\*)?(?P<label>…).
_LEAD_IN = re.compile(
    r"^(?:[ \t\u3000]*+|[ \t\u3000]*(?=[ \t\u3000](?![ \t\u3000]))|"
    r"(?=[ \t\u3000]*+(?:[:：]|——|\s?[—–-]\s))[ \t\u3000]*)"
    r"(?:\*\*)?(?P<label>[^\n:：。！？.!?—–*]{1,24}?)(?:\*\*)?[ \t]*(?:[:：]|\s[—–-]\s|——)"
)


# A bold run-in label with no colon after it: "**Weekday times** The first bus…", "**Step 2.**
# Beat the butter…", "**第二步** 锅里放…" — the bold words open the paragraph's text.
_BOLD_LEAD = re.compile(r"^[ \t]*\*\*(?P<label>[^*\n]{1,40}?)[.。:：]?\*\*(?=[ \t\u3000]*[^\s*])")


@lru_cache(maxsize=4096)  # asked of every paragraph each turn: the next turn's are the same but one
def _label(paragraph: str) -> str:
    """A paragraph's label: its heading, or the few words before its first colon or dash
    (at most eight CJK characters or four words)."""
    if heading_level(paragraph):
        return heading_text(paragraph)
    match = _LEAD_IN.match(paragraph) or _BOLD_LEAD.match(paragraph)
    if match is None:
        return ""
    label = match["label"].strip()
    cjk = re.findall(r"[\u4e00-\u9fff]", label)
    if cjk:
        # a year or a number belongs to a Chinese label ("2027年计划：", "第3周：")
        own = len(cjk) + len(re.findall(r"\d", label))
        return label if len(cjk) <= 8 and own >= 0.6 * len(label.replace(" ", "")) else ""
    return label if len(label.split()) <= 4 else ""


def labelled(suggestion: str, paragraphs: Sequence[str]) -> set[int]:
    """The one paragraph whose label the suggestion names ("on day 2" → "Day 2 — …",
    "小贴士里…" → "小贴士：…", "verse 2" → "[Verse 2]"), with its section when the label is a
    heading alone on its paragraph; none when no label, or several, are named."""
    named = [i for i, p in enumerate(paragraphs) if _names_label(suggestion, _label(p))]
    if not named or _JOINED.search(suggestion):
        # "福利二" for **开业福利二：**, "offer two" for **Open day offer two:**; with "and",
        # each label named whole or in part: 福利一和福利三, "the fee and the lane rules"
        named += [
            i
            for i, p in enumerate(paragraphs)
            if i not in named and names_label_part(suggestion, _label(p))
        ]
    if 1 < len(named) <= 3 and _JOINED.search(suggestion):
        return set().union(*(_labelled_part(i, paragraphs) for i in named))
    if len(named) != 1:
        return set()
    index = named[0]
    if heading_level(paragraphs[index]) and "\n" not in paragraphs[index].strip():
        return section_of(index, paragraphs)
    return {index}


# Two or three parts named together: 福利一和福利三, 报名、借书两段, "the fee and the lane rules".
_JOINED = re.compile(r"[和与及跟、]|以及|还有|\b(?:and|&)\b")


def _labelled_part(index: int, paragraphs: Sequence[str]) -> set[int]:
    """A labelled paragraph, with its section when its label is a heading alone on it."""
    if heading_level(paragraphs[index]) and "\n" not in paragraphs[index].strip():
        return section_of(index, paragraphs)
    return {index}


def without_labels_named(suggestion: str, paragraphs: Sequence[str]) -> str:
    """The suggestion without the paragraphs' labels it says word for word ("Make the weekday
    times easier to read" under "**Weekday times** …", 工作日时刻那段): they place the ask, and
    say nothing of what it asks about."""
    lowered = suggestion.lower()
    # a bold label alone on its line keeps its colon ("**Key dates:**"), which no one quotes
    labels = {
        label
        for p in paragraphs
        if len(label := _label(p).rstrip(":：").strip()) >= 2 and label.lower() in lowered
    }
    for label in sorted(labels, key=len, reverse=True):
        before = r"(?<![A-Za-z0-9])" if label[0].isascii() and label[0].isalnum() else ""
        after = r"(?![A-Za-z0-9])" if label[-1].isascii() and label[-1].isalnum() else ""
        suggestion = re.sub(before + re.escape(label) + after, " ", suggestion, flags=re.I)
    return suggestion


def _names_label(suggestion: str, label: str) -> bool:
    """A Chinese label is named when the suggestion holds all of it; an English one when it
    holds each word and number of it — a one-word label only as "the tip", "tip section"."""
    if not label:
        return False
    cjk = "".join(re.findall(r"[\u4e00-\u9fff]+", label))
    if cjk and re.search(r"\d", label):
        return len(cjk) >= 2 and re.sub(r"\s+", "", label) in re.sub(r"\s+", "", suggestion)
    if cjk:
        return len(cjk) >= 2 and cjk in suggestion
    if not _names_whole(suggestion, label):
        return _names_head(suggestion, label)
    words = re.findall(r"[a-z0-9]+", label.lower())
    if len(words) > 1:
        return True
    word = re.escape(words[0]) if words else ""
    return bool(
        word
        and re.search(
            rf"\bthe\s+{word}s?\b|\b{word}s?\s+(?:section|paragraph|part|bit|line)\b",
            suggestion,
            re.I,
        )
    )


def _names_head(suggestion: str, label: str) -> bool:
    """Whether the suggestion names an English label of several words by its first, a noun
    said as a place: "in the links" for "Links we mentioned:", "the vows section" for "The
    Vows and the Giving of Rings"."""
    words = [w for w in re.findall(r"[a-z]+", label.lower()) if w not in _STOP]
    if len(words) < 2 or len(words[0]) < 4:
        return False
    head = re.escape(words[0].removesuffix("s"))
    place = (
        rf"\b(?:in|to|into|under|from)\s+the\s+{head}s?\b"
        rf"|\bthe\s+{head}s?\s+(?:section|part|paragraph|bit)\b"
    )
    if not re.match(r"\s*(?:[-*+•]|\d{1,2}[.)])\s", label):
        # "make the bonus livelier" for **Bonus offer:** — the head alone, no noun after it
        # (not a list item's first words: they are what it lists)
        place += (
            rf"|{EDITED}the\s+{head}s?\b(?![-'’])(?!\s+[a-z]+\s+(?:section|part|paragraph|bit)\b)"
        )
    return re.search(place, suggestion, re.IGNORECASE) is not None


# "title" or "headline" said outright: the article's title, whatever else is quoted.
_TITLE_SAID = re.compile(r"\b(?:title|headline|retitle)\b|题目", re.I)
_QUOTED_WORDS = re.compile(r"\"([^\"\n]+)\"|“([^“”\n]+)”|「([^「」\n]+)」|‘([^‘’\n]+)’")


def heading_quoted(suggestion: str, paragraphs: Sequence[str], title: str) -> bool:
    """Whether "heading" / 标题 in the suggestion is one of the article's `#` headings, quoted
    by its words ("Rename the “Prizes” heading to …", 把“奖项”这个标题改成…), not the title."""
    if _TITLE_SAID.search(suggestion):
        return False
    quoted = [next(g for g in m.groups() if g) for m in _QUOTED_WORDS.finditer(suggestion)]
    headings = {heading_text(p) for p in paragraphs if p.lstrip().startswith("#")}
    return any(q.strip() in headings and q.strip() not in title for q in quoted[:1])


def heading_pair(
    texts: Sequence[str], originals: Sequence[str], targeted: Sequence[int]
) -> list[tuple[int, int]]:
    """A reply of one `#` line alone ("## How games are played"), paired with the one heading
    of that level among the targeted paragraphs — the heading the writer asked to rename, not
    whichever heading of the article it happens to read like — or no pair."""
    lines = [i for i, t in enumerate(texts) if t.strip()]
    if len(lines) != 1 or "\n" in texts[lines[0]].strip():
        return []
    marks = texts[lines[0]].strip().split(" ", 1)[0]
    if not re.fullmatch(r"#{1,6}", marks):
        return []
    headings = [
        j for j in targeted if originals[j].startswith(marks + " ") and "\n" not in originals[j]
    ]
    return [(lines[0], headings[0])] if len(headings) == 1 else []
