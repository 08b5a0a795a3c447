"""Word files as other programs write them, built by hand for the import's tests: a document
part of given paragraphs and tables, styles with ids that are not Word's English ones (as
Chinese Word writes "1", "2", "a3"), list numbering, links and the rest, zipped as a .docx."""

from __future__ import annotations

import io
import zipfile
from xml.sax.saxutils import escape

W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
R_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
NAMESPACES = (
    f'xmlns:w="{W_NS}" xmlns:r="{R_NS}" '
    'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" '
    'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" '
    'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" '
    'xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture" '
    'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" '
    'xmlns:v="urn:schemas-microsoft-com:vml" '
    'xmlns:m="http://schemas.openxmlformats.org/officeDocument/2006/math"'
)

# Chinese Word's ids for its built-in styles; the names are Word's English ones.
CHINESE_WORD_STYLES = """
<w:style w:type="paragraph" w:default="1" w:styleId="a"><w:name w:val="Normal"/></w:style>
<w:style w:type="paragraph" w:styleId="1"><w:name w:val="heading 1"/><w:basedOn w:val="a"/>
  <w:pPr><w:outlineLvl w:val="0"/></w:pPr></w:style>
<w:style w:type="paragraph" w:styleId="2"><w:name w:val="heading 2"/><w:basedOn w:val="a"/>
  <w:pPr><w:outlineLvl w:val="1"/></w:pPr></w:style>
<w:style w:type="paragraph" w:styleId="a3"><w:name w:val="List Paragraph"/><w:basedOn w:val="a"/>
  <w:pPr><w:ind w:firstLineChars="200"/></w:pPr></w:style>
<w:style w:type="paragraph" w:styleId="a5"><w:name w:val="Quote"/><w:basedOn w:val="a"/></w:style>
<w:style w:type="paragraph" w:styleId="a7"><w:name w:val="Title"/><w:basedOn w:val="a"/></w:style>
<w:style w:type="paragraph" w:styleId="MyHead"><w:name w:val="Chapter head"/>
  <w:basedOn w:val="a"/><w:pPr><w:outlineLvl w:val="2"/></w:pPr></w:style>
<w:style w:type="paragraph" w:styleId="BulletsOwn"><w:name w:val="Bullets of our own"/>
  <w:basedOn w:val="a3"/><w:pPr><w:numPr><w:numId w:val="1"/></w:numPr></w:pPr></w:style>
<w:style w:type="character" w:styleId="a9"><w:name w:val="Strong"/></w:style>
<w:style w:type="character" w:styleId="aa"><w:name w:val="Emphasis"/></w:style>
<w:style w:type="character" w:styleId="Loud"><w:name w:val="Loud"/><w:rPr><w:b/></w:rPr></w:style>
"""

# numId 1: bullets (two levels); numId 2: decimal; numId 3: decimal restarting at 5.
NUMBERING = """
<w:abstractNum w:abstractNumId="0">
  <w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="●"/></w:lvl>
  <w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="○"/></w:lvl>
</w:abstractNum>
<w:abstractNum w:abstractNumId="1">
  <w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/></w:lvl>
  <w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="lowerLetter"/>
    <w:lvlText w:val="%2)"/></w:lvl>
</w:abstractNum>
<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>
<w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num>
<w:num w:numId="3"><w:abstractNumId w:val="1"/>
  <w:lvlOverride w:ilvl="0"><w:startOverride w:val="5"/></w:lvlOverride></w:num>
"""


def run(
    text: str, *, bold: bool = False, italic: bool = False, style: str = "", props: str = ""
) -> str:
    rpr = props
    if style:
        rpr += f'<w:rStyle w:val="{style}"/>'
    if bold:
        rpr += "<w:b/>"
    if italic:
        rpr += "<w:i/>"
    rpr_xml = f"<w:rPr>{rpr}</w:rPr>" if rpr else ""
    return f'<w:r>{rpr_xml}<w:t xml:space="preserve">{escape(text)}</w:t></w:r>'


def para(*runs: str, style: str = "", num: tuple[int, int] | None = None, extra: str = "") -> str:
    ppr = f'<w:pStyle w:val="{style}"/>' if style else ""
    if num is not None:
        ppr += f'<w:numPr><w:ilvl w:val="{num[1]}"/><w:numId w:val="{num[0]}"/></w:numPr>'
    ppr += extra
    body = "".join(item if item.startswith("<") else run(item) for item in runs)
    return f"<w:p>{f'<w:pPr>{ppr}</w:pPr>' if ppr else ''}{body}</w:p>"


def cell(*paragraphs: str, props: str = "") -> str:
    inner = "".join(
        p if p.startswith("<w:p") or p.startswith("<w:tbl") else para(p) for p in paragraphs
    )
    return f"<w:tc>{f'<w:tcPr>{props}</w:tcPr>' if props else ''}{inner or '<w:p/>'}</w:tc>"


def table(*rows: list[str]) -> str:
    return "<w:tbl>" + "".join("<w:tr>" + "".join(r) + "</w:tr>" for r in rows) + "</w:tbl>"


def link(rel_id: str, *runs: str) -> str:
    inner = "".join(r if r.startswith("<") else run(r) for r in runs)
    return f'<w:hyperlink r:id="{rel_id}">{inner}</w:hyperlink>'


def document_xml(*blocks: str) -> str:
    return (
        f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {NAMESPACES}>'
        f"<w:body>{''.join(blocks)}<w:sectPr/></w:body></w:document>"
    )


def docx(
    *blocks: str,
    styles: str | None = CHINESE_WORD_STYLES,
    numbering: str | None = NUMBERING,
    links: dict[str, str] | None = None,
) -> bytes:
    """A .docx of these body blocks, with these styles, numbering and hyperlink targets."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("word/document.xml", document_xml(*blocks))
        if styles is not None:
            archive.writestr("word/styles.xml", f"<w:styles {NAMESPACES}>{styles}</w:styles>")
        if numbering is not None:
            archive.writestr(
                "word/numbering.xml", f"<w:numbering {NAMESPACES}>{numbering}</w:numbering>"
            )
        rels = "".join(
            f'<Relationship Id="{rid}" Type="{R_NS}/hyperlink" Target="{escape(target)}" '
            'TargetMode="External"/>'
            for rid, target in (links or {}).items()
        )
        archive.writestr(
            "word/_rels/document.xml.rels",
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            f"{rels}</Relationships>",
        )
    return out.getvalue()
