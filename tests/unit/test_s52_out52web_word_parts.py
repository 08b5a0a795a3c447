"""The bounded reading of a Word document's parts (app/web/word_parts.py, outside52 F1): the
main part read a body block at a time from chunks cut anywhere (a strict file's namespaces,
a DOCTYPE refused, across the cuts), a part that inflates past its bound stopped, and the
413 sentences of a document too long for an article said in Chinese on the page."""

from __future__ import annotations

import io
import xml.etree.ElementTree as ET
import zipfile

import pytest

from app.web.api_imports import too_long
from app.web.word_import import TooLong, read_docx, read_word
from app.web.word_parts import PartTooLarge, body_blocks, inflated, part_limit
from app.web.word_styles import W
from tests.english_left import english_left
from tests.unit.test_s45_zhfail45_failures_said import _in_the_panel

STRICT = "http://purl.oclc.org/ooxml/wordprocessingml/main"
XML = (
    f'<?xml version="1.0"?><w:document xmlns:w="{STRICT}"><w:body>'
    '<w:p><w:pPr><w:pStyle w:val="Heading2"/></w:pPr><w:r><w:t>秋天的公园</w:t></w:r></w:p>'
    "<w:p><w:r><w:t>我们走了很久。</w:t></w:r></w:p><w:tbl><w:tr><w:tc><w:p><w:r><w:t>a</w:t>"
    "</w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>b</w:t></w:r></w:p></w:tc></w:tr></w:tbl>"
    "<w:p><w:r><w:t>End.</w:t></w:r></w:p><w:sectPr/></w:body></w:document>"
).encode()


def _cut(data: bytes, size: int) -> list[bytes]:
    return [data[at : at + size] for at in range(0, len(data), size)]


@pytest.mark.parametrize("size", [1, 2, 3, 7, 64, 10_000])
def test_the_body_is_read_a_block_at_a_time_from_chunks_cut_anywhere(size: int) -> None:
    blocks = list(body_blocks(_cut(XML, size)))
    assert [b.tag for b in blocks] == [W + "p", W + "p", W + "tbl", W + "p", W + "sectPr"]
    read = read_word(_cut(XML, size))
    assert read.body == "## 秋天的公园\n\n我们走了很久。\n\n| a | b |\n|---|---|\n\nEnd."


@pytest.mark.parametrize("size", [1, 5, 40])
def test_a_doctype_is_refused_wherever_the_chunks_cut_it(size: int) -> None:
    bomb = XML.replace(b"<w:document", b'<!DOCTYPE w [<!ENTITY a "aaaa">]><w:document', 1)
    with pytest.raises(ValueError, match="DOCTYPE"):
        list(body_blocks(_cut(bomb, size)))


def test_a_body_block_is_dropped_from_the_tree_once_handed_on() -> None:
    many = XML.replace(b"<w:sectPr/>", b"<w:p><w:r><w:t>x</w:t></w:r></w:p>" * 5_000)
    seen = 0
    for block in body_blocks(_cut(many, 4096)):
        seen += 1
        assert block.tag in {W + "p", W + "tbl", W + "sectPr"}
    assert seen == 5_004


def _zipped(name: str, data: bytes) -> zipfile.ZipFile:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(name, data)
    return zipfile.ZipFile(io.BytesIO(out.getvalue()))


def test_a_part_is_inflated_no_further_than_its_bound() -> None:
    archive = _zipped("word/styles.xml", b" " * 3_000_000)
    info = archive.getinfo("word/styles.xml")
    chunks = inflated(archive, info, 1_000_000)
    with pytest.raises(PartTooLarge):
        next(chunks)  # its declared size says so before a byte is inflated
    assert sum(len(c) for c in inflated(archive, info, 3_000_000)) == 3_000_000
    assert part_limit(500_000, "word/document.xml") == 16_000_000
    assert part_limit(500_000, "word/styles.xml") == part_limit(10, "word/document.xml")


def test_an_import_stops_reading_once_the_text_passes_the_limit() -> None:
    paragraphs = "".join(f"<w:p><w:r><w:t>第{i}段文字。</w:t></w:r></w:p>" for i in range(5_000))
    xml = XML.replace(b"<w:sectPr/>", paragraphs.encode())
    read: list[int] = []

    def chunks() -> object:
        for chunk in _cut(xml, 1024):
            read.append(len(chunk))
            yield chunk

    with pytest.raises(TooLong) as refused:
        read_word(chunks(), max_chars=2_000)  # type: ignore[arg-type]
    assert refused.value.at_least and 2_000 < refused.value.chars < 2_100
    assert sum(read) < len(xml) / 5  # the rest was never read
    archive = io.BytesIO()
    with zipfile.ZipFile(archive, "w") as out:
        out.writestr("word/document.xml", xml)
    with pytest.raises(TooLong):
        read_docx(archive.getvalue(), 2_000)
    assert len(read_docx(archive.getvalue(), 100_000).body) < 100_000


def test_the_sentences_of_a_document_too_long_are_said_in_chinese_on_the_page() -> None:
    sentences = [
        too_long(TooLong(500_123, 500_000, at_least=True)),
        too_long(TooLong(20_002, 20_000)),
        too_long(TooLong(16_000_000, 500_000, part="word/document.xml")),
    ]
    assert "at least 500,123 characters" in sentences[0] and "limit is 500,000" in sentences[0]
    chinese = _in_the_panel(sentences)
    assert chinese[0] is not None and "至少有 500,123 个字符，上限是 500,000 个" in chinese[0]
    assert chinese[1] is not None and "有 20,002 个字符，上限是 20,000 个" in chinese[1]
    assert chinese[2] is not None and "超过 16 MB" in chinese[2]
    for said in chinese:
        assert said is not None and not english_left(said), said


def test_xml_that_is_not_well_formed_is_still_no_word_file() -> None:
    with pytest.raises(ET.ParseError):
        list(body_blocks([XML[:-30], b"<w:p>"]))
