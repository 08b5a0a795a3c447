"""A version of an article as a Word document (.docx): the title as the document's heading,
the body's Markdown headings, list items and quotes as Word's own styles, tables as Word
tables, the rest as paragraphs, with `**bold**`, `*italic*` and `[links](https://…)` kept as
such (app/web/word_import.py reads the same shape back)."""

import io
import re
from collections.abc import Iterator
from datetime import datetime

import docx
from docx.document import Document
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.opc.constants import RELATIONSHIP_TYPE
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.text.paragraph import Paragraph
from docx.text.run import Run

from app.domain.text import split_paragraphs
from app.web.word_styles import LINK_SCHEMES

DOCX_MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"

_HEADING = re.compile(r"^(#{1,6})[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$")
_BULLET = re.compile(r"^([ \t]*)[-*+•][ \t]+(.+)$")
# "1. ", "2) ", "3、", "4．": the writer's own number is kept (Word's automatic numbering
# would run on from an earlier list); "3.14 is pi" is no list item.
_NUMBERED = re.compile(r"^([ \t]*)(\d{1,9}(?:[.)][ \t]+|[、．][ \t]*)\S.*)$")
_QUOTE = re.compile(r"^[ \t]*>[ \t]?(.*)$")
# `***both***`, `**bold**` and `*italic*` (not `2 * 3 * 4`: the marks must hug the words they
# mark); one may hold the other (`**a *b* c**`, `*a **b***`).
# A span is read up to 1,000 characters from its opening mark: a mark never closed ("**a **a
# **a …", 64,000 characters of them) was otherwise searched to the end of the paragraph from
# each opening — 40 s of one export, holding every other request of the worker (outside52 F9).
_EMPHASIS = re.compile(
    r"\*\*\*(?=[^\s*])(.{1,1000}?)(?<=[^\s*])\*\*\*(?!\*)"
    r"|\*\*(?=\S)(.{1,1000}?)(?<=\S)\*\*(?!\*)"
    r"|\*(?=[^\s*])(.{1,1000}?)(?:(?<=[^\s*])|(?<=\S\*\*))\*(?!\*)"
)
# `[words](https://…)`: a link a writer can follow becomes a Word hyperlink.
_LINK = re.compile(r"\[((?:[^\[\]\n\\]|\\.)+)\]\(([^()\s]+)\)")
# A Markdown table: a row of cells between bars, then its rule (`|---|:--:|`).
_TABLE_ROW = re.compile(r"^\s*\|.*\|\s*$")
_TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{1,}:?\s*(?:\|\s*:?-{1,}:?\s*)*\|?\s*$")
_BLANK_LINE = re.compile(r"\n\s*\n")
_CELL_BAR = re.compile(r"(?<!\\)\|")
_ALIGNMENTS = {
    "left": WD_ALIGN_PARAGRAPH.LEFT,
    "center": WD_ALIGN_PARAGRAPH.CENTER,
    "right": WD_ALIGN_PARAGRAPH.RIGHT,
}
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
    for block in _blocks(_clean(body)):
        _add_block(document, block)
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def _blocks(body: str) -> list[str]:
    """The body's paragraphs as Redline reads them (app/domain/text.py): between blank lines,
    or, in a text with none, one a line — but there a table's lines stay one table, and a
    nested list item keeps its indentation."""
    if _BLANK_LINE.search(body.strip()):
        return split_paragraphs(body)
    return _lines_kept(body.strip("\n"))


def _lines_kept(text: str) -> list[str]:
    blocks: list[str] = []
    for line in text.split("\n"):
        if not line.strip():
            continue
        previous = blocks[-1].split("\n")[-1] if blocks else ""
        in_table = _TABLE_ROW.match(line) and _TABLE_ROW.match(previous)
        if in_table and ("\n" in blocks[-1] or _TABLE_RULE.match(line)):
            blocks[-1] += "\n" + line.rstrip()
        else:
            blocks.append(line.rstrip())
    return blocks


def _add_block(document: Document, block: str) -> None:
    """One paragraph of the article: a heading, list items and quotes become Word paragraphs
    of their own style; consecutive plain lines stay one paragraph with line breaks."""
    plain: list[str] = []

    def flush() -> None:
        if plain:
            _add_text(document.add_paragraph(), "\n".join(plain))
            plain.clear()

    lines = block.split("\n")
    at = 0
    while at < len(lines):
        line = lines[at]
        at += 1
        if (
            _TABLE_ROW.match(line)
            and at < len(lines)
            and _TABLE_RULE.match(lines[at])
            and "|" in lines[at]
        ):
            flush()
            rows = [line]
            rule = lines[at]
            at += 1
            while at < len(lines) and _TABLE_ROW.match(lines[at]):
                rows.append(lines[at])
                at += 1
            _add_table(document, rows, rule)
        elif heading := _HEADING.match(line):
            flush()
            level = len(heading.group(1))
            _add_text(document.add_heading("", level=level), heading.group(2).strip())
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
            # A quote's lines are one Word paragraph with line breaks, so a quote beside it
            # (another speaker, after a blank line) stays a paragraph of its own on the way back.
            quoted = [quote.group(1)]
            while at < len(lines) and (more := _QUOTE.match(lines[at])):
                quoted.append(more.group(1))
                at += 1
            _add_text(document.add_paragraph(style="Quote"), "\n".join(quoted))
        else:
            plain.append(line.rstrip())
    flush()


def _add_table(document: Document, rows: list[str], rule: str) -> None:
    """A Markdown table as a Word table: its rows and cells (a `\\|` in a cell is a bar), the
    first row repeated atop each page, each column aligned as its rule says."""
    cells = [_cells(row) for row in rows]
    width = max(len(row) for row in cells)
    aligns = [_alignment(part) for part in _cells(rule)]
    table = document.add_table(rows=len(cells), cols=width)
    table.style = "Table Grid"
    header = table.rows[0]._tr.get_or_add_trPr()
    header.append(OxmlElement("w:tblHeader"))
    for row, texts in zip(table.rows, cells, strict=True):
        for column, cell in enumerate(row.cells):
            paragraph = cell.paragraphs[0]
            if column < len(aligns) and aligns[column] is not None:
                paragraph.alignment = _ALIGNMENTS[aligns[column] or ""]
            if column < len(texts) and texts[column]:
                _add_text(paragraph, texts[column])


def _cells(row: str) -> list[str]:
    inner = row.strip()
    inner = inner[1:] if inner.startswith("|") else inner
    inner = inner[:-1] if inner.endswith("|") and not inner.endswith("\\|") else inner
    return [cell.strip().replace("\\|", "|") for cell in _CELL_BAR.split(inner)]


def _alignment(rule: str) -> str | None:
    rule = rule.strip()
    if rule.startswith(":") and rule.endswith(":"):
        return "center"
    if rule.endswith(":"):
        return "right"
    return "left" if rule.startswith(":") else None


def _add_text(paragraph: Paragraph, text: str) -> None:
    """The text as runs: links become Word hyperlinks, emphasis marks bold or italic runs
    (python-docx turns a newline into a line break and a tab into a tab)."""
    last = 0
    for match in _LINK.finditer(text):
        address = match.group(2)
        if not address.lower().startswith(LINK_SCHEMES):
            continue
        _add_marked(paragraph, text[last : match.start()])
        _add_link(paragraph, re.sub(r"\\([\[\]])", r"\1", match.group(1)), address)
        last = match.end()
    _add_marked(paragraph, text[last:])


def _add_link(paragraph: Paragraph, words: str, address: str) -> None:
    """A hyperlink (blue, underlined, as Word shows one) holding the words' runs."""
    link = OxmlElement("w:hyperlink")
    link.set(
        qn("r:id"), paragraph.part.relate_to(address, RELATIONSHIP_TYPE.HYPERLINK, is_external=True)
    )
    for run in _add_marked(paragraph, words):
        run.font.underline = True
        properties = run._r.get_or_add_rPr()
        color = OxmlElement("w:color")
        color.set(qn("w:val"), "0563C1")
        properties.append(color)
        link.append(run._r)
    paragraph._p.append(link)


def _add_marked(
    paragraph: Paragraph, text: str, bold: bool = False, italic: bool = False
) -> list[Run]:
    """Runs of `text` with its emphasis marks made bold or italic (nested ones too)."""
    runs: list[Run] = []
    last = 0
    for match in _marks(text):
        if match.start() > last:
            runs.append(_run(paragraph, text[last : match.start()], bold, italic))
        both, strong, slanted = match.groups()
        inner = next(part for part in (both, strong, slanted) if part is not None)
        runs.extend(
            _add_marked(
                paragraph,
                inner,
                bold or both is not None or strong is not None,
                italic or both is not None or slanted is not None,
            )
        )
        last = match.end()
    if last < len(text):
        runs.append(_run(paragraph, text[last:], bold, italic))
    return runs


def _marks(text: str) -> Iterator[re.Match[str]]:
    """`_EMPHASIS.finditer(text)`, tried at each star in turn: one search over 64,000 characters
    of marks never closed is one call that holds the interpreter for its whole second, and the
    export runs beside the worker's other requests; a match at each star lets them in between."""
    at = text.find("*")
    while at >= 0:
        match = _EMPHASIS.match(text, at)
        if match is None:
            at = text.find("*", at + 1)
            continue
        yield match
        at = text.find("*", match.end())


def _run(paragraph: Paragraph, text: str, bold: bool, italic: bool) -> Run:
    run = paragraph.add_run(text)
    if bold or italic:
        run.bold, run.italic = bold, italic
    return run


def _depth(indent: str) -> str:
    """The style suffix of a nested list item: "" at the top, " 2" and " 3" under it."""
    level = min(len(indent.expandtabs(4)) // 2, 2)
    return f" {level + 1}" if level else ""


def _clean(text: str) -> str:
    return _NOT_XML.sub("", text.replace("\r\n", "\n").replace("\r", "\n"))
