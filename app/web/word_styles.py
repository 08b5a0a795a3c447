"""What a Word document's styles, list numbering and links say about its paragraphs, for the
.docx import (app/web/word_import.py): a style's id is whatever the writing program chose
(Chinese Word writes "1" and "a3"), so a paragraph is known by its style's English name
("heading 2", "List Bullet"), by the outline level and list numbering its style carries, or
by the numbering it holds itself."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
R = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}"
_PACKAGE_R = "{http://schemas.openxmlformats.org/package/2006/relationships}"
# ISO 29500 "strict" files name the same elements under other namespaces: read as the usual.
STRICT = {
    b"http://purl.oclc.org/ooxml/wordprocessingml/main": (
        b"http://schemas.openxmlformats.org/wordprocessingml/2006/main"
    ),
    b"http://purl.oclc.org/ooxml/officeDocument/relationships": (
        b"http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    ),
}

_HEADING_NAME = re.compile(r"^(?:heading|标题)\s*([1-9])$")
_HEADING_ID = re.compile(r"^(?:heading)?([1-9])$")
_ID_WORDS = re.compile(r"(?<=[a-z])(?=[A-Z0-9])")
_LIST_NAME = re.compile(r"^list (bullet|number)(?: ([2-9]))?$")
_PLAIN_LIST_NAME = re.compile(r"^list(?: ([2-9]))?$")
QUOTE_NAMES = {"quote", "intense quote", "block text", "quotations", "引用", "明显引用"}
_BOLD_NAMES = {"strong", "strong emphasis"}
_ITALIC_NAMES = {"emphasis", "intense emphasis"}
# Links a writer can follow; any other target (a file on someone's disk, script) keeps its
# words only.
LINK_SCHEMES = ("http://", "https://", "mailto:")


def parse(xml: bytes) -> ET.Element:
    """A part of the document as a tree. Word never writes a DOCTYPE, so a part holding one
    (entities that expand, or point outside the file) is refused before it is parsed."""
    if b"<!DOCTYPE" in xml or b"<!ENTITY" in xml:
        raise ValueError("a Word part with a DOCTYPE")
    for strict, usual in STRICT.items():
        xml = xml.replace(strict, usual)
    return ET.fromstring(xml)


def on(element: ET.Element | None) -> bool:
    """Whether a w:b / w:i style toggle is on: present, and not switched off by its value."""
    if element is None:
        return False
    return element.get(W + "val", "true").lower() not in {"0", "false", "off", "none"}


@dataclass(frozen=True)
class Style:
    name: str  # lower case
    based_on: str | None
    outline: int | None
    num_id: str | None
    level: int | None
    bold: bool
    italic: bool


@dataclass(frozen=True)
class ListLevel:
    bullet: bool
    start: int


@dataclass
class Styles:
    """The styles, numbering and link targets of one document, looked up by id."""

    styles: dict[str, Style] = field(default_factory=dict)
    # numId → (abstract levels by ilvl, start overrides by ilvl)
    numbering: dict[str, dict[int, ListLevel]] = field(default_factory=dict)
    links: dict[str, str] = field(default_factory=dict)

    def chain(self, style_id: str | None) -> list[tuple[str, Style]]:
        """The style and those it is based on, nearest first (a loop is cut)."""
        found: list[tuple[str, Style]] = []
        seen: set[str] = set()
        while style_id and style_id in self.styles and style_id not in seen:
            seen.add(style_id)
            style = self.styles[style_id]
            found.append((style_id, style))
            style_id = style.based_on
        return found

    def names(self, style_id: str | None) -> list[str]:
        """The names of the style and those it is based on; with no styles part, its id read
        as a name ("ListBullet2" → "list bullet 2")."""
        chain = self.chain(style_id)
        if chain:
            return [style.name for _, style in chain]
        return [_ID_WORDS.sub(" ", style_id or "").lower()]

    def heading_level(self, style_id: str | None, outline: int | None) -> int | None:
        """1–6 for a heading paragraph (by its style's name, or an outline level), else None;
        0 for a Title."""
        chain = self.chain(style_id)
        for name in self.names(style_id):
            if name == "title":
                return 0
            if heading := _HEADING_NAME.match(name):
                return min(int(heading.group(1)), 6)
        if not chain and style_id and (heading := _HEADING_ID.match(style_id.lower())):
            return min(int(heading.group(1)), 6)
        if outline is None:
            outline = next((s.outline for _, s in chain if s.outline is not None), None)
        return outline + 1 if outline is not None and 0 <= outline <= 5 else None

    def is_quote(self, style_id: str | None) -> bool:
        return any(name in QUOTE_NAMES for name in self.names(style_id))

    def list_item(
        self, style_id: str | None, num_id: str | None, level: int | None
    ) -> tuple[str, int, str | None] | None:
        """("bullet" | "number" | "text", depth, numId) for a list paragraph, else None: its own
        numbering, else its style's; "List Bullet 2" is one level down whatever its numbering
        says. "text": a "List" paragraph that writes its own number (Redline's export)."""
        chain = self.chain(style_id)
        if num_id is None:
            num_id = next((s.num_id for _, s in chain if s.num_id is not None), None)
        if level is None:
            level = next((s.level for _, s in chain if s.level is not None), None)
        names = self.names(style_id)
        named = next((m for name in names if (m := _LIST_NAME.match(name))), None)
        depth = max(level or 0, int(named.group(2)) - 1 if named and named.group(2) else 0)
        if num_id is not None and num_id != "0":
            levels = self.numbering.get(num_id)
            if levels is not None and (level or 0) in levels:
                kind = "bullet" if levels[level or 0].bullet else "number"
            elif named:
                kind = "bullet" if named.group(1) == "bullet" else "number"
            else:
                kind = "bullet"
            return kind, depth, num_id
        if named:
            return ("bullet" if named.group(1) == "bullet" else "number"), depth, None
        plain = next((m for name in names if (m := _PLAIN_LIST_NAME.match(name))), None)
        if plain:
            return "text", int(plain.group(1)) - 1 if plain.group(1) else 0, None
        return None

    def start(self, num_id: str | None, level: int) -> int:
        levels = self.numbering.get(num_id or "")
        return levels[level].start if levels and level in levels else 1

    def marks(self, style_id: str | None) -> tuple[bool, bool]:
        """(bold, italic) a character style gives its runs (Strong, Emphasis, or its own)."""
        bold = italic = False
        for _, style in self.chain(style_id):
            bold = bold or style.bold or style.name in _BOLD_NAMES
            italic = italic or style.italic or style.name in _ITALIC_NAMES
        return bold, italic


def _int(element: ET.Element | None) -> int | None:
    if element is None:
        return None
    try:
        return int(element.get(W + "val", ""))
    except ValueError:
        return None


def read_styles(
    styles_xml: bytes | None, numbering_xml: bytes | None, rels_xml: bytes | None
) -> Styles:
    """The lookups of a document from its styles, numbering and relationships parts (any may
    be missing: a paragraph is then known by its style id alone)."""
    found = Styles()
    if styles_xml:
        for style in parse(styles_xml).iter(W + "style"):
            style_id = style.get(W + "styleId")
            if not style_id:
                continue
            name = style.find(W + "name")
            based = style.find(W + "basedOn")
            ppr = style.find(W + "pPr")
            rpr = style.find(W + "rPr")
            num = ppr.find(W + "numPr") if ppr is not None else None
            num_id = num.find(W + "numId") if num is not None else None
            found.styles[style_id] = Style(
                name=(name.get(W + "val", "") if name is not None else "").strip().lower(),
                based_on=based.get(W + "val") if based is not None else None,
                outline=_int(ppr.find(W + "outlineLvl")) if ppr is not None else None,
                num_id=num_id.get(W + "val") if num_id is not None else None,
                level=_int(num.find(W + "ilvl")) if num is not None else None,
                bold=style.get(W + "type") == "character"
                and rpr is not None
                and on(rpr.find(W + "b")),
                italic=style.get(W + "type") == "character"
                and rpr is not None
                and on(rpr.find(W + "i")),
            )
    if numbering_xml:
        found.numbering = _numbering(parse(numbering_xml), found.styles)
    if rels_xml:
        for rel in parse(rels_xml).iter(_PACKAGE_R + "Relationship"):
            target = rel.get("Target", "")
            if rel.get("Type", "").endswith("/hyperlink") and target.lower().startswith(
                LINK_SCHEMES
            ):
                found.links[rel.get("Id", "")] = target
    return found


def _numbering(root: ET.Element, styles: dict[str, Style]) -> dict[str, dict[int, ListLevel]]:
    """Each list numbering's levels (bullet or numbered, where it starts), by numId; a
    numbering defined by a list style (w:numStyleLink) takes that style's levels."""
    abstract: dict[str, dict[int, ListLevel]] = {}
    linked: dict[str, str] = {}
    for definition in root.iter(W + "abstractNum"):
        levels: dict[int, ListLevel] = {}
        for lvl in definition.iter(W + "lvl"):
            at = lvl.get(W + "ilvl")
            if at is None or not at.isdigit():
                continue
            fmt = lvl.find(W + "numFmt")
            kind = fmt.get(W + "val", "bullet") if fmt is not None else "bullet"
            levels[int(at)] = ListLevel(
                kind in {"bullet", "none"}, _int(lvl.find(W + "start")) or 1
            )
        key = definition.get(W + "abstractNumId", "")
        abstract[key] = levels
        if (link := definition.find(W + "numStyleLink")) is not None:
            linked[key] = link.get(W + "val", "")
    uses: dict[str, str] = {}
    for num in root.iter(W + "num"):
        ref = num.find(W + "abstractNumId")
        uses[num.get(W + "numId", "")] = ref.get(W + "val", "") if ref is not None else ""
    numbering: dict[str, dict[int, ListLevel]] = {}
    for num in root.iter(W + "num"):
        used = uses[num.get(W + "numId", "")]
        if used in linked and (style := styles.get(linked[used])) and style.num_id in uses:
            used = uses[style.num_id or ""]
        levels = dict(abstract.get(used, {}))
        for override in num.iter(W + "lvlOverride"):
            at = override.get(W + "ilvl")
            start = _int(override.find(W + "startOverride"))
            if at and at.isdigit() and start is not None and int(at) in levels:
                levels[int(at)] = ListLevel(levels[int(at)].bullet, start)
        numbering[num.get(W + "numId", "")] = levels
    return numbering
