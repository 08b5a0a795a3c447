"""A Word document (.docx) read back as an article: its title, and its body as the Markdown
Redline writes — headings, bullet and numbered lists (nested), quotes, bold and italic, links
and tables — the shape app/web/word.py exports, so a file sent out and sent back keeps it;
and what the import could not carry (images, footnotes, comments…), counted, so the writer
is told. Pure: bytes in, values out."""

from __future__ import annotations

import io
import re
import xml.etree.ElementTree as ET
import zipfile
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from app.settings import Settings
from app.web.word_markdown import OWN_NUMBER, Block, Segment, markdown, plain, render
from app.web.word_parts import PartTooLarge, body_blocks, inflated, part_limit, whole
from app.web.word_styles import LINK_SCHEMES, R, Styles, W, on, read_styles

MC = "{http://schemas.openxmlformats.org/markup-compatibility/2006}"
MATH = "{http://schemas.openxmlformats.org/officeDocument/2006/math}"
# The article limit (REDLINE_MAX_ARTICLE_CHARS) when none is given.
DEFAULT_MAX_CHARS: int = Settings.model_fields["max_article_chars"].default
_PARTS = {
    "document": "word/document.xml",
    "styles": "word/styles.xml",
    "numbering": "word/numbering.xml",
    "rels": "word/_rels/document.xml.rels",
}
# What the import cannot carry, in the order the writer is told of it.
LEFT_OUT_KINDS = (
    "image",
    "chart",
    "diagram",
    "equation",
    "embedded_object",
    "footnote",
    "endnote",
    "comment",
    "tracked_change",
)
_FIELD_LINK = re.compile(r'^\s*HYPERLINK\s+(?!\\l)"([^"]+)"', re.I)


# A paragraph's heading level, list item (kind, depth, numId) and whether it is a quote.
_Kind = tuple[int | None, tuple[str, int, str | None] | None, bool]


class NotWord(ValueError):
    """The bytes are no Word document Redline can read (no zip, no word/document.xml)."""


class TooLong(ValueError):
    """The document is longer than an article may be: `chars` long as title and body
    (`at_least`: reading stopped there), or a `part` inflating past `chars` bytes."""

    def __init__(
        self, chars: int, limit: int, *, at_least: bool = False, part: str | None = None
    ) -> None:
        super().__init__(f"{chars} over {limit}")
        self.chars = chars
        self.limit = limit
        self.at_least = at_least
        self.part = part


@dataclass
class WordImport:
    title: str | None
    body: str
    left_out: dict[str, int] = field(default_factory=dict)


@dataclass
class _Field:
    instr: str = ""
    result: bool = False
    link: str | None = None


def read_docx(data: bytes, max_chars: int = DEFAULT_MAX_CHARS) -> WordImport:
    """A .docx file's title, Markdown body and what was left out. Raises NotWord, and TooLong
    for a document longer than an article of `max_chars` (title and body) may be — as soon
    as that is known, and for a part that inflates past its bound (app/web/word_parts.py)."""
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        infos: dict[str, zipfile.ZipInfo | None] = {}
        for key, name in _PARTS.items():
            try:
                infos[key] = archive.getinfo(name)
            except KeyError:
                infos[key] = None
        document = infos["document"]
        if document is None:
            raise NotWord("no word/document.xml")
        side: dict[str, bytes | None] = {}
        for key in ("styles", "numbering", "rels"):
            info = infos[key]
            side[key] = (
                None
                if info is None
                else whole(inflated(archive, info, part_limit(max_chars, info.filename)))
            )
        return read_word(
            inflated(archive, document, part_limit(max_chars, document.filename)),
            styles=side["styles"],
            numbering=side["numbering"],
            rels=side["rels"],
            max_chars=max_chars,
        )
    except PartTooLarge as error:
        raise TooLong(error.limit, max_chars, part=error.name) from error
    except (zipfile.BadZipFile, OSError, EOFError, NotImplementedError, RuntimeError) as error:
        raise NotWord("not a .docx file") from error


def read_word(
    document: bytes | Iterable[bytes],
    *,
    styles: bytes | None = None,
    numbering: bytes | None = None,
    rels: bytes | None = None,
    max_chars: int = DEFAULT_MAX_CHARS,
) -> WordImport:
    """The article of a document's main part (its bytes, or its chunks as they are inflated),
    its styles, numbering and relationships. The main part is read a block at a time: past
    `max_chars` of text the rest is not read (TooLong)."""
    try:
        lookups = read_styles(styles, numbering, rels)
        reader = _Reader(lookups)
        blocks: list[Block] = []
        # At least how long the article is: each block's line is no shorter than its text,
        # a blank line before it unless it goes on a list (one newline); the first
        # block may become the (shorter) title, and the second then has nothing before it.
        total = 0
        for child in body_blocks([document] if isinstance(document, bytes) else document):
            for block in reader.block(child):
                blocks.append(block)
                total += len(block.text) + (1 if block.kind == "list" else 2)
            if blocks and (least := total - len(blocks[0].text) - 4) > max_chars:
                raise TooLong(least, max_chars, at_least=True)
    except (TooLong, PartTooLarge):
        raise
    except (ET.ParseError, ValueError) as error:
        raise NotWord("its XML cannot be read") from error
    title = None
    if blocks and (
        blocks[0].kind == "title" or (blocks[0].kind == "heading" and blocks[0].level == 1)
    ):
        title = plain(blocks.pop(0).text)
    body = markdown(blocks)
    if len(title or "") + len(body) > max_chars:
        raise TooLong(len(title or "") + len(body), max_chars)
    left = reader.left_out
    left["comment"] = len(reader.comments)
    return WordImport(
        title=title,
        body=body,
        left_out={kind: left[kind] for kind in LEFT_OUT_KINDS if left[kind]},
    )


class _Reader:
    """One walk over a document's body, in order: blocks, and counts of what is left out."""

    def __init__(self, styles: Styles) -> None:
        self.styles = styles
        self.left_out: Counter[str] = Counter()
        self.comments: set[str] = set()
        self.fields: list[_Field] = []
        self.kinds: dict[tuple[str | None, str | None, int | None, int | None], _Kind] = {}

    def blocks(self, container: ET.Element) -> list[Block]:
        found: list[Block] = []
        for child in container:
            found.extend(self.block(child))
        return found

    def block(self, child: ET.Element) -> list[Block]:
        """The blocks of one child of the body (or of a cell, a text box, a control)."""
        tag = child.tag
        if tag == W + "p":
            return self.paragraph(child)
        if tag == W + "tbl":
            return self.table(child)
        if tag == W + "sdt":
            content = child.find(W + "sdtContent")
            return self.blocks(content) if content is not None else []
        if tag in {W + "customXml", W + "ins", W + "moveTo"}:
            return self.blocks(child)
        if tag == MC + "AlternateContent":
            return self.blocks(_choice(child))
        if tag in {MATH + "oMathPara", MATH + "oMath"}:
            self.left_out["equation"] += 1
        return []

    def paragraph(self, p: ET.Element) -> list[Block]:
        ppr = p.find(W + "pPr")
        style_id = num_id = None
        level = outline = None
        if ppr is not None:
            style = ppr.find(W + "pStyle")
            style_id = style.get(W + "val") if style is not None else None
            numbering = ppr.find(W + "numPr")
            if numbering is not None:
                num = numbering.find(W + "numId")
                ilvl = numbering.find(W + "ilvl")
                num_id = num.get(W + "val") if num is not None else None
                level = _number(ilvl)
            outline = _number(ppr.find(W + "outlineLvl"))
        segments: list[Segment] = []
        floating: list[Block] = []
        self.inline(p, segments, floating, None)
        text = render(segments).strip()
        if not plain(text).strip():
            return floating
        heading, item, quote = self.kind(style_id, num_id, level, outline)
        if heading == 0:
            return [Block("title", " ".join(text.split("\n"))), *floating]
        if heading is not None:
            return [Block("heading", " ".join(text.split("\n")), level=heading), *floating]
        if item is not None:
            kind, depth, list_id = item
            text = " ".join(text.split("\n"))
            if kind != "text" or OWN_NUMBER.match(text):
                start = self.styles.start(list_id, depth)
                return [Block("list", text, depth, kind, list_id, start), *floating]
        if quote:
            return [Block("quote", text), *floating]
        return [Block("plain", text), *floating]

    def kind(
        self, style_id: str | None, num_id: str | None, level: int | None, outline: int | None
    ) -> _Kind:
        """What a paragraph of these properties is: its heading level, its list item, whether
        a quote — looked up once per set of properties, not once per paragraph."""
        key = (style_id, num_id, level, outline)
        found = self.kinds.get(key)
        if found is None:
            found = self.kinds[key] = (
                self.styles.heading_level(style_id, outline),
                self.styles.list_item(style_id, num_id, level),
                self.styles.is_quote(style_id),
            )
        return found

    def inline(
        self, node: ET.Element, out: list[Segment], floating: list[Block], link: str | None
    ) -> None:
        for child in node:
            tag = child.tag
            if tag == W + "r":
                self.run(child, out, floating, link)
            elif tag == W + "hyperlink":
                target = self.styles.links.get(child.get(R + "id") or "")
                self.inline(child, out, floating, target or link)
            elif tag == W + "fldSimple":
                found = _FIELD_LINK.match(child.get(W + "instr", ""))
                target = (
                    found.group(1)
                    if found and found.group(1).lower().startswith(LINK_SCHEMES)
                    else None
                )
                self.inline(child, out, floating, target or link)
            elif tag in {W + "ins", W + "moveTo"}:
                self.left_out["tracked_change"] += 1
                self.inline(child, out, floating, link)
            elif tag in {W + "del", W + "moveFrom"}:
                self.left_out["tracked_change"] += 1
            elif tag in {W + "smartTag", W + "customXml", W + "dir", W + "bdo"}:
                self.inline(child, out, floating, link)
            elif tag == W + "sdt":
                content = child.find(W + "sdtContent")
                if content is not None:
                    self.inline(content, out, floating, link)
            elif tag == MC + "AlternateContent":
                self.inline(_choice(child), out, floating, link)
            elif tag in {MATH + "oMath", MATH + "oMathPara"}:
                self.left_out["equation"] += 1
            elif tag == W + "commentRangeStart":
                self.comments.add(child.get(W + "id", ""))

    def run(
        self, run: ET.Element, out: list[Segment], floating: list[Block], link: str | None
    ) -> None:
        bold, italic = self.marks(run.find(W + "rPr"))
        for child in run:
            tag = child.tag
            text = ""
            if tag == W + "t":
                text = child.text or ""
            elif tag == W + "tab":
                text = "\t"
            elif tag == W + "br":
                text = "\n" if child.get(W + "type", "textWrapping") == "textWrapping" else ""
            elif tag == W + "cr":
                text = "\n"
            elif tag == W + "noBreakHyphen":
                text = "-"
            elif tag == W + "fldChar":
                self.field(child.get(W + "fldCharType", ""))
            elif tag == W + "instrText":
                if self.fields and not self.fields[-1].result:
                    self.fields[-1].instr += child.text or ""
            elif tag in {W + "drawing", W + "pict"}:
                self.drawing(child, floating)
            elif tag == W + "object":
                self.left_out["embedded_object"] += 1
            elif tag == W + "footnoteReference":
                self.left_out["footnote"] += 1
            elif tag == W + "endnoteReference":
                self.left_out["endnote"] += 1
            elif tag == W + "commentReference":
                self.comments.add(child.get(W + "id", ""))
            elif tag == MC + "AlternateContent":
                self.run(_wrapped_run(_choice(child), run), out, floating, link)
            if text and not any(not f.result for f in self.fields):
                target = next((f.link for f in reversed(self.fields) if f.link), None) or link
                out.append(Segment(text, bold, italic, target))

    def marks(self, rpr: ET.Element | None) -> tuple[bool, bool]:
        """(bold, italic) of a run: its character style's, then its own (which may switch a
        style's off)."""
        if rpr is None:
            return False, False
        style = rpr.find(W + "rStyle")
        bold, italic = self.styles.marks(style.get(W + "val") if style is not None else None)
        if (b := rpr.find(W + "b")) is not None:
            bold = on(b)
        if (i := rpr.find(W + "i")) is not None:
            italic = on(i)
        return bold, italic

    def field(self, kind: str) -> None:
        """A complex field (HYPERLINK "…", PAGE, TOC) opening, reaching its shown result, or
        ending: only the result is text, a HYPERLINK's result a link."""
        if kind == "begin":
            self.fields.append(_Field())
        elif kind == "separate" and self.fields:
            current = self.fields[-1]
            current.result = True
            found = _FIELD_LINK.match(current.instr)
            if found and found.group(1).lower().startswith(LINK_SCHEMES):
                current.link = found.group(1)
        elif kind == "end" and self.fields:
            self.fields.pop()

    def drawing(self, node: ET.Element, floating: list[Block]) -> None:
        """A drawing: a text box's paragraphs are read as paragraphs after the one anchoring
        it; a picture, chart or diagram is counted as left out."""
        boxes = _outermost(node, W + "txbxContent")
        if boxes:
            for box in boxes:
                floating.extend(self.blocks(box))
            return
        names = {element.tag.rsplit("}", 1)[-1] for element in node.iter()}
        if "chart" in names:
            self.left_out["chart"] += 1
        elif "relIds" in names:
            self.left_out["diagram"] += 1
        elif names & {"blip", "imagedata"}:
            self.left_out["image"] += 1

    def table(self, table: ET.Element) -> list[Block]:
        rows: list[list[str]] = []
        aligns: list[list[str | None]] = []
        only_cell: ET.Element | None = None
        for row in _children(table, W + "tr"):
            cells: list[str] = []
            row_aligns: list[str | None] = []
            for cell in _children(row, W + "tc"):
                only_cell = cell
                tcpr = cell.find(W + "tcPr")
                span = _number(tcpr.find(W + "gridSpan")) if tcpr is not None else None
                merge = tcpr.find(W + "vMerge") if tcpr is not None else None
                blocks = self.blocks(cell)
                text = ""
                if merge is None or merge.get(W + "val") == "restart":
                    text = " ".join(" ".join(b.text.split()) for b in blocks)
                cells.append(_cell_escaped(text))
                row_aligns.append(_alignment(cell) if text else None)
                for _ in range((span or 1) - 1):
                    cells.append("")
                    row_aligns.append(None)
            rows.append(cells)
            aligns.append(row_aligns)
        rows = [row for row in rows if row]
        if not rows:
            return []
        if len(rows) == 1 and len(rows[0]) == 1 and only_cell is not None:
            # A table of one cell is a box drawn around text, not a table.
            return self.blocks(only_cell)
        width = max(len(row) for row in rows)
        lines = []
        for number, texts in enumerate(rows):
            lines.append("| " + " | ".join(texts + [""] * (width - len(texts))) + " |")
            if number == 0:
                lines.append("|" + "|".join(_rule(aligns, column) for column in range(width)) + "|")
        return [Block("table", "\n".join(lines))]


def _rule(aligns: list[list[str | None]], column: int) -> str:
    said = {row[column] for row in aligns[1:] if column < len(row) and row[column] is not None}
    if len(said) != 1:
        return "---"
    return {"center": ":---:", "right": "---:", "left": ":---"}.get(said.pop() or "", "---")


def _alignment(cell: ET.Element) -> str | None:
    jc = cell.find(f"{W}p/{W}pPr/{W}jc")
    value = jc.get(W + "val") if jc is not None else None
    return {"start": "left", "end": "right", "both": None}.get(value or "", value)


def _cell_escaped(text: str) -> str:
    return re.sub(r"(?<!\\)\|", r"\\|", text)


def _children(node: ET.Element, tag: str) -> list[ET.Element]:
    """`node`'s children of `tag`, also inside content controls and custom XML around them."""
    found: list[ET.Element] = []
    for child in node:
        if child.tag == tag:
            found.append(child)
        elif child.tag == W + "sdt":
            content = child.find(W + "sdtContent")
            if content is not None:
                found.extend(_children(content, tag))
        elif child.tag == W + "customXml":
            found.extend(_children(child, tag))
    return found


def _outermost(node: ET.Element, tag: str) -> list[ET.Element]:
    found: list[ET.Element] = []
    for child in node:
        if child.tag == MC + "Fallback":
            continue
        if child.tag == tag:
            found.append(child)
        else:
            found.extend(_outermost(child, tag))
    return found


def _choice(alternate: ET.Element) -> ET.Element:
    """What a reader that understands it shows of an mc:AlternateContent (its first Choice;
    the Fallback holds the same for older readers)."""
    choice = alternate.find(MC + "Choice")
    if choice is None:
        choice = alternate.find(MC + "Fallback")
    return choice if choice is not None else ET.Element("none")


def _wrapped_run(content: ET.Element, run: ET.Element) -> ET.Element:
    """The content of an alternate inside a run, as a run of the same properties."""
    wrapped = ET.Element(W + "r")
    rpr = run.find(W + "rPr")
    if rpr is not None:
        wrapped.append(rpr)
    wrapped.extend(list(content))
    return wrapped


def _number(element: ET.Element | None) -> int | None:
    if element is None:
        return None
    value = element.get(W + "val", "")
    return int(value) if value.isdigit() else None
