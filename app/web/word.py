"""A version of an article as a Word document (.docx): the title as the document's heading,
the body's Markdown headings, list items and quotes as Word's own styles, the rest as
paragraphs, with `**bold**` and `*italic*` kept as such."""

import io
import re
from datetime import datetime

import docx
from docx.document import Document
from docx.text.paragraph import Paragraph

from app.domain.text import split_paragraphs

DOCX_MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"

_HEADING = re.compile(r"^(#{1,6})[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$")
_BULLET = re.compile(r"^([ \t]*)[-*+•][ \t]+(.+)$")
# "1. ", "2) ", "3、", "4．": the writer's own number is kept (Word's automatic numbering
# would run on from an earlier list); "3.14 is pi" is no list item.
_NUMBERED = re.compile(r"^([ \t]*)(\d{1,9}(?:[.)][ \t]+|[、．][ \t]*)\S.*)$")
_QUOTE = re.compile(r"^[ \t]*>[ \t]?(.*)$")
# `**bold**` and `*italic*` (not `2 * 3 * 4`: the marks must hug the words they mark).
_EMPHASIS = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*|\*(?=[^\s*])(.+?)(?<=[^\s*])\*")
# Characters XML 1.0 cannot hold (control characters, lone surrogates): Word would refuse
# the file, so they are dropped rather than failing the download.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


_PROPERTY_CHARS = 255


def docx_bytes(
    title: str, body: str, *, version: int, updated_at: datetime, by: str | None = None
) -> bytes:
    """The whole .docx file for one version of an article; `by`: who made that version
    (Word's "last modified by"), when someone other than the single-user mode's "You" did."""
    document = docx.Document()
    properties = document.core_properties
    # Word's document properties hold 255 characters at most; the heading keeps the whole.
    properties.title = _clean(title)[:_PROPERTY_CHARS]
    properties.author = "Redline"
    properties.last_modified_by = (_clean(by) if by else "Redline")[:_PROPERTY_CHARS]
    properties.revision = max(version, 1)
    properties.created = properties.modified = updated_at.replace(tzinfo=None)
    document.add_heading(_clean(title), level=0)
    for block in split_paragraphs(_clean(body)):
        _add_block(document, block)
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def _add_block(document: Document, block: str) -> None:
    """One paragraph of the article: a heading, list items and quotes become Word paragraphs
    of their own style; consecutive plain lines stay one paragraph with line breaks."""
    plain: list[str] = []

    def flush() -> None:
        if plain:
            _add_text(document.add_paragraph(), "\n".join(plain))
            plain.clear()

    for line in block.split("\n"):
        if heading := _HEADING.match(line):
            flush()
            level = len(heading.group(1))
            document.add_heading(heading.group(2).strip(), level=level)
        elif bullet := _BULLET.match(line):
            flush()
            style = "List Bullet" + _depth(bullet.group(1))
            _add_text(document.add_paragraph(style=style), bullet.group(2))
        elif numbered := _NUMBERED.match(line):
            flush()
            style = "List" + _depth(numbered.group(1))
            _add_text(document.add_paragraph(style=style), numbered.group(2).rstrip())
        elif quote := _QUOTE.match(line):
            flush()
            _add_text(document.add_paragraph(style="Quote"), quote.group(1))
        else:
            plain.append(line.rstrip())
    flush()


def _add_text(paragraph: Paragraph, text: str) -> None:
    """The text as runs: emphasis marks become bold or italic runs (python-docx turns a
    newline into a line break and a tab into a tab)."""
    last = 0
    for match in _EMPHASIS.finditer(text):
        if match.start() > last:
            paragraph.add_run(text[last : match.start()])
        bold, italic = match.group(1), match.group(2)
        run = paragraph.add_run(bold if bold is not None else italic)
        run.bold = bold is not None
        run.italic = italic is not None
        last = match.end()
    if last < len(text):
        paragraph.add_run(text[last:])


def _depth(indent: str) -> str:
    """The style suffix of a nested list item: "" at the top, " 2" and " 3" under it."""
    level = min(len(indent.expandtabs(4)) // 2, 2)
    return f" {level + 1}" if level else ""


def _clean(text: str) -> str:
    return _NOT_XML.sub("", text.replace("\r\n", "\n").replace("\r", "\n"))
