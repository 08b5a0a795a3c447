"""A .docx import cannot stall the server (outside52 F1): a document longer than an article
may be is refused with a 413 sentence saying how long it is and the limit — as soon as that
is known, without inflating a zip bomb whole — and a legal long document is read whole, in
time that grows with its length, not faster."""

from __future__ import annotations

import base64
import io
import zipfile
from collections.abc import Iterator

import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from tests.unit.cpu import timed_cpu

W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'


def _docx(paragraphs: Iterator[str] | list[str], *, title: str | None = None) -> str:
    """A .docx (base64) whose main part holds these paragraphs, written as they come."""
    out = io.BytesIO()
    with (
        zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive,
        archive.open("word/document.xml", "w") as part,
    ):
        part.write(f'<?xml version="1.0"?><w:document {W}><w:body>'.encode())
        if title is not None:
            part.write(
                f'<w:p><w:pPr><w:pStyle w:val="Title"/></w:pPr><w:r><w:t>{title}</w:t>'
                "</w:r></w:p>".encode()
            )
        batch: list[str] = []
        for text in paragraphs:
            batch.append(f"<w:p><w:r><w:t>{text}</w:t></w:r></w:p>")
            if len(batch) == 10_000:
                part.write("".join(batch).encode())
                batch = []
        part.write("".join(batch).encode())
        part.write(b"<w:sectPr/></w:body></w:document>")
    return base64.b64encode(out.getvalue()).decode()


def _post(client: TestClient, docx: str) -> tuple[int, dict[str, object]]:
    answer = client.post("/api/imports/word", json={"docx": docx})
    return answer.status_code, answer.json()


@pytest.fixture
def small(settings: Settings) -> Iterator[TestClient]:
    """The app with articles of at most 20,000 characters."""
    limited = settings.model_copy(update={"max_article_chars": 20_000})
    with TestClient(app=create_app(limited)) as test_client:
        yield test_client


def test_a_million_one_letter_paragraphs_are_refused_at_once_with_the_limit(
    client: TestClient,
) -> None:
    docx = _docx("a" for _ in range(1_000_000))
    assert len(docx) < 200_000  # ~130 KB of zip: far under the 8 MB of a request
    (status, answer), seconds = timed_cpu(lambda: _post(client, docx))
    assert status == 413, answer
    detail = str(answer["detail"])
    assert detail.startswith("The Word document is too large to import") and "500,000" in detail
    assert "could not be read" not in detail
    assert seconds < 5  # ~0.05 s; reading it all took ~28 s


def test_a_document_over_the_limit_stops_being_read_when_its_text_passes_it(
    client: TestClient,
) -> None:
    # 200,000 two-letter paragraphs: 7 MB of XML, within the bytes a long article may take,
    # but an 800,000-character body.
    status, answer = _post(client, _docx("ab" for _ in range(200_000)))
    assert status == 413
    detail = str(answer["detail"])
    assert detail.startswith("The Word document is at least ")
    least = int(
        detail.removeprefix("The Word document is at least ").split(" ")[0].replace(",", "")
    )
    assert 500_000 < least < 520_000  # read only a little past the limit
    assert "the limit is 500,000: split it into shorter documents" in detail


def test_a_zip_bomb_of_markup_is_refused_as_too_large_not_as_no_word_file(
    client: TestClient,
) -> None:
    out = io.BytesIO()
    with (
        zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive,
        archive.open("word/document.xml", "w") as part,
    ):
        part.write(f'<?xml version="1.0"?><w:document {W}><w:body><w:p><w:r><w:t>'.encode())
        for _ in range(100):
            part.write(b" " * 1_000_000)  # 100 MB of spaces in one paragraph
        part.write(b"</w:t></w:r></w:p></w:body></w:document>")
    assert len(out.getvalue()) < 200_000
    status, answer = _post(client, base64.b64encode(out.getvalue()).decode())
    assert status == 413
    assert str(answer["detail"]).startswith(
        "The Word document is too large to import: its part word/document.xml unpacks to more "
        "than 16 MB, more than an article of at most 500,000 characters takes"
    )


@pytest.mark.parametrize("unit", ["一段中文。", "Words."])
def test_a_legal_long_document_is_read_whole_and_one_over_is_refused_with_its_length(
    small: TestClient, unit: str
) -> None:
    # Each paragraph adds its text and the blank line before it; the title counts too.
    texts: list[str] = []
    while len("标题") + len("\n\n".join([*texts, f"{unit}{len(texts):04d}"])) <= 20_000:
        texts.append(f"{unit}{len(texts):04d}")
    body = "\n\n".join(texts)
    texts_over = [*texts, "x" * (20_000 - len("标题") - len(body))]
    status, answer = _post(small, _docx(texts, title="标题"))
    assert status == 200, answer
    assert answer == {"title": "标题", "body": body, "left_out": {}}
    assert len("标题") + len(body) <= 20_000
    created = small.post("/api/contents", json={"title": answer["title"], "body": answer["body"]})
    assert created.status_code == 201  # what the import gives can be created
    status, answer = _post(small, _docx(texts_over, title="标题"))
    size = len("标题") + len(body) + 2 + len(texts_over[-1])
    assert status == 413
    assert answer["detail"] == (
        f"The Word document is {size:,} characters as an article; the limit is 20,000: split it "
        "into shorter documents and import each, or paste part of its text."
    )


def test_reading_a_legal_document_grows_with_its_length_not_faster(client: TestClient) -> None:
    docs = {n: _docx(f"段落{i}" for i in range(n)) for n in (7_500, 50_000)}
    seconds = {}
    for n, docx in docs.items():
        (status, answer), seconds[n] = timed_cpu(lambda docx=docx: _post(client, docx))
        assert status == 200 and str(answer["body"]).endswith(f"段落{n - 1}")
    # 6.7 times the paragraphs (a 440,000-character body): about as many times the CPU;
    # quadratic would be 44 times.
    assert seconds[50_000] < 16 * max(seconds[7_500], 0.02), seconds
