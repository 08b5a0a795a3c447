"""A .docx export of an article full of emphasis marks never closed is linear in its length
(outside52 F9: "**a " × 16,000 took 40 s, a quadratic search from each opening mark, and held
every other request of the worker; 240,000 characters ran past ten minutes), and a long run of
stars exports instead of failing. Emphasis that closes is read as before."""

import io
import zipfile
from datetime import UTC, datetime

from app.web.word import docx_bytes
from tests.unit.cpu import timed_cpu

NOW = datetime(2026, 12, 7, tzinfo=UTC)


def _document_xml(body: str) -> str:
    data = docx_bytes("T", body, version=1, updated_at=NOW, by=None)
    with zipfile.ZipFile(io.BytesIO(data)) as parts:
        return parts.read("word/document.xml").decode()


def test_unclosed_marks_export_in_time_linear_in_their_length() -> None:
    docx_bytes("T", "**a " * 100, version=1, updated_at=NOW, by=None)  # patterns compiled
    _, small = timed_cpu(
        lambda: docx_bytes("T", "**a " * 4_000, version=1, updated_at=NOW, by=None)
    )
    _, large = timed_cpu(
        lambda: docx_bytes("T", "**a " * 16_000, version=1, updated_at=NOW, by=None)
    )
    # four times the text: about four times the CPU; the old search took sixteen times
    assert large / max(small, 0.01) < 9


def test_a_long_run_of_stars_and_unclosed_chinese_marks_export() -> None:
    assert "*" * 200 in _document_xml("*" * 20_000)
    assert "**好 **好" in _document_xml("**好 " * 2_000)


def test_emphasis_that_closes_is_bold_and_italic_as_before() -> None:
    xml = _document_xml("Some **bold words** and *a slanted one* and ***both*** here.")
    assert "<w:b/>" in xml and "<w:i/>" in xml
    assert "bold words" in xml and "**" not in xml
