"""The parts of a Word document read with bounds, for the .docx import
(app/web/word_import.py): a part is inflated a chunk at a time and no further than a limit
derived from the article limit (a zip bomb stops at the limit, not after inflating it all),
and the main part is parsed as it arrives, each block of its body handed on as soon as it
is complete — so the import can stop the moment the text is longer than an article may be.
Pure: bytes (or chunks of them) in, values out."""

from __future__ import annotations

import xml.etree.ElementTree as ET
import zipfile
from collections.abc import Iterable, Iterator

from app.web.word_styles import STRICT, W

CHUNK_BYTES = 64 * 1024
# How many bytes of XML the main part may take per character of the article limit: Word
# writes a few bytes a character for plain prose and some tens for Chinese text split into
# many runs of their own fonts; a table of one-letter cells takes about 25.
DOCUMENT_BYTES_PER_CHAR = 32
# The styles, numbering and relationships parts hold no text of the article.
SIDE_BYTES_PER_CHAR = 8
# Below this, an article limit set low would refuse a short document with many styles.
FLOOR_BYTES = 4 * 1024 * 1024
_REFUSED = (b"<!DOCTYPE", b"<!ENTITY")


class PartTooLarge(ValueError):
    """A part of the file inflates to more than its bound."""

    def __init__(self, name: str, limit: int) -> None:
        super().__init__(f"{name} inflates to more than {limit} bytes")
        self.name = name
        self.limit = limit


def part_limit(max_article_chars: int, name: str) -> int:
    """The most bytes the part `name` may inflate to, for articles of `max_article_chars`."""
    per_char = DOCUMENT_BYTES_PER_CHAR if name == "word/document.xml" else SIDE_BYTES_PER_CHAR
    return max(FLOOR_BYTES, per_char * max_article_chars)


def inflated(archive: zipfile.ZipFile, info: zipfile.ZipInfo, limit: int) -> Iterator[bytes]:
    """The part's bytes, a chunk at a time; PartTooLarge as soon as more than `limit` came
    out (its declared size is checked first, but a zip can lie about it)."""
    if info.file_size > limit:
        raise PartTooLarge(info.filename, limit)
    total = 0
    with archive.open(info) as stream:
        while chunk := stream.read(CHUNK_BYTES):
            total += len(chunk)
            if total > limit:
                raise PartTooLarge(info.filename, limit)
            yield chunk


def whole(chunks: Iterable[bytes]) -> bytes:
    return b"".join(chunks)


def _usual(chunks: Iterable[bytes]) -> Iterator[bytes]:
    """The chunks with a strict file's namespaces read as the usual ones; a DOCTYPE or an
    entity (which Word never writes) refused before the parser sees it. A chunk is passed on
    up to its last `>`: neither a namespace nor a marker holds one, so none is cut in two."""
    pending = b""
    for chunk in chunks:
        pending += chunk
        cut = pending.rfind(b">") + 1
        if cut:
            yield _checked(pending[:cut])
            pending = pending[cut:]
    if pending:
        yield _checked(pending)


def _checked(data: bytes) -> bytes:
    if any(marker in data for marker in _REFUSED):
        raise ValueError("a Word part with a DOCTYPE")
    for strict, usual in STRICT.items():
        data = data.replace(strict, usual)
    return data


def body_blocks(chunks: Iterable[bytes]) -> Iterator[ET.Element]:
    """Each child of the document's w:body, in order, as soon as it is complete (and then
    dropped from the tree: memory stays that of one block). Raises ET.ParseError for XML
    that is not well formed, ValueError for a DOCTYPE or a document without a body."""
    roots: list[ET.Element] = []

    def element(tag: str, attributes: dict[str, str]) -> ET.Element:
        made = ET.Element(tag, attributes)
        if not roots:
            roots.append(made)
        return made

    parser = ET.XMLParser(target=ET.TreeBuilder(element_factory=element))
    body: ET.Element | None = None
    for chunk in _usual(chunks):
        parser.feed(chunk)
        if body is None and roots:
            body = roots[0].find(W + "body")
        if body is not None and len(body) > 1:
            # All but the last are complete: the last may still be arriving.
            done = list(body)[:-1]
            del body[: len(done)]
            yield from done
    parser.close()
    if body is None and roots:
        body = roots[0].find(W + "body")
    if body is None:
        raise ValueError("no document body")
    done = list(body)
    del body[:]
    yield from done
