"""Inline runs and paragraphs of a Word document written as the article's Markdown, for the
.docx import (app/web/word_import.py): `**bold**` and `*italic*` hugging their words, links,
and paragraphs joined as Redline writes them — a blank line between paragraphs, one newline
between a list's items and a quote's lines, nested items under their parent's marker."""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import groupby

# A list paragraph that writes its own number ("1.", "2)", "3、"), as Redline's export does.
OWN_NUMBER = re.compile(r"^(\d{1,9}(?:[.)]|[、．]))\s*")
_LINK = re.compile(r"\[([^\]]*)\]\([^)\s]*\)")


@dataclass(frozen=True)
class Segment:
    text: str
    bold: bool = False
    italic: bool = False
    link: str | None = None


@dataclass
class Block:
    """One paragraph of the article to be: `text` its inline Markdown, without the marks of
    its kind (`#`, `- `, `> `), which depend on its neighbours."""

    kind: str  # title | heading | list | quote | plain | table
    text: str
    level: int = 0  # a heading's level, a list item's depth
    list_kind: str = ""  # bullet | number | text
    num_id: str | None = None
    start: int = 1  # where Word's numbering of this list level starts


def plain(text: str) -> str:
    """Inline Markdown without its marks: a title is plain text."""
    if "[" in text:
        text = _LINK.sub(r"\1", text)
    return re.sub(r"\*+(?=\S)|(?<=\S)\*+", "", text).strip() if "*" in text else text.strip()


def render(segments: list[Segment]) -> str:
    """Runs as inline Markdown: `**bold**`, `*italic*` hugging their words, `[text](url)`."""
    if len(segments) == 1 and not (segments[0].bold or segments[0].italic or segments[0].link):
        return segments[0].text  # plain words, as most paragraphs are
    merged: list[Segment] = []
    for segment in segments:
        last = merged[-1] if merged else None
        if last and (last.bold, last.italic, last.link) == (
            segment.bold,
            segment.italic,
            segment.link,
        ):
            merged[-1] = Segment(last.text + segment.text, last.bold, last.italic, last.link)
        else:
            merged.append(segment)
    out: list[str] = []
    for link, group in groupby(merged, key=lambda s: s.link):
        inner = _marked(list(group))
        if link and inner.strip():
            lead = inner[: len(inner) - len(inner.lstrip())]
            trail = inner[len(inner.rstrip()) :]
            words = inner.strip().replace("[", "\\[").replace("]", "\\]")
            out.append(f"{lead}[{words}]({_address(link)}){trail}")
        else:
            out.append(inner)
    return "".join(out)


def _address(url: str) -> str:
    return url.replace(" ", "%20").replace("(", "%28").replace(")", "%29")


def _marked(segments: list[Segment]) -> str:
    """Bold and italic marks opened and closed around the words they cover; spaces at their
    edges are left outside them (Redline reads `**word**`, not `** word**`)."""
    out: list[str] = []
    opened: list[str] = []
    pending = ""
    for segment in segments:
        text = segment.text
        if not text.strip():
            pending += text
            continue
        core = text.strip()
        lead = text[: len(text) - len(text.lstrip())]
        wanted = [mark for mark, wants in (("**", segment.bold), ("*", segment.italic)) if wants]
        while any(mark not in wanted for mark in opened):
            out.append(opened.pop())
        out.append(pending + lead)
        for mark in wanted:
            if mark not in opened:
                opened.append(mark)
                out.append(mark)
        out.append(core)
        pending = text[len(text.rstrip()) :]
    while opened:
        out.append(opened.pop())
    out.append(pending)
    return "".join(out)


def markdown(blocks: list[Block]) -> str:
    """The blocks as the article's Markdown: a blank line between paragraphs, one newline
    between the items of one list and between the lines of a quote; nested items indented under
    their parent's marker; Word's automatic numbers written out."""
    lines: list[str] = []
    previous: Block | None = None
    widths: list[int] = []  # the marker widths of the open list levels
    top: Block | None = None  # the open list's last top-level item
    counters: dict[tuple[str | None, int], int] = {}
    for block in blocks:
        joined = previous is not None and _same_group(previous, block, top)
        if block.kind == "list":
            if not joined:
                widths = []
                top = None
            if block.level == 0:
                top = block
                for unnumbered in [k for k in counters if k[0] is None]:
                    del counters[unnumbered]
            depth = min(block.level, len(widths))
            widths = widths[:depth]
            indent = " " * sum(widths)
            if block.list_kind == "bullet":
                marker = "- "
                text = block.text
            elif block.list_kind == "number":
                key = (block.num_id, block.level)
                for deeper in [k for k in counters if k[0] == block.num_id and k[1] > block.level]:
                    del counters[deeper]
                counters[key] = counters.get(key, block.start - 1) + 1
                marker = f"{counters[key]}. "
                text = block.text
            else:
                own = OWN_NUMBER.match(block.text)
                marker = own.group(0) if own else ""
                text = block.text[len(marker) :]
            widths.append(len(marker.rstrip()) + 1)
            line = f"{indent}{marker}{text}"
        elif block.kind == "heading":
            line = "#" * block.level + " " + block.text
        elif block.kind == "title":
            line = "# " + block.text
        elif block.kind == "quote":
            line = "\n".join("> " + part if part else ">" for part in block.text.split("\n"))
        else:
            line = block.text
        lines.append(("\n" if joined else "\n\n") + line if lines else line)
        previous = block
    return "".join(lines)


def _same_group(previous: Block, block: Block, top: Block | None) -> bool:
    """Whether two neighbours are one list: at the top level a list of another
    kind, another Word numbering, or items numbered anew ("1)" after "2)", "1、" after "2)")
    than the list's last top-level item (`top`) starts a list of its own."""
    if previous.kind == "list" and block.kind == "list":
        if block.level:
            return True
        previous = top or previous
        if (previous.list_kind == "bullet") != (block.list_kind == "bullet"):
            return False
        if previous.list_kind == block.list_kind == "number":
            return previous.num_id == block.num_id
        if previous.list_kind == block.list_kind == "text":
            before, after = OWN_NUMBER.match(previous.text), OWN_NUMBER.match(block.text)
            if before and after:
                restarted = int(after.group(1)[:-1]) == 1 < int(before.group(1)[:-1])
                return before.group(1)[-1] == after.group(1)[-1] and not restarted
        return True
    # Each quote paragraph is one of its own, as Word shows it: Redline writes a quote's lines
    # as line breaks in one paragraph, so two quote paragraphs are two quotes (two speakers).
    return False
