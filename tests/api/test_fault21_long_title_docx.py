"""A title of more than 255 characters (up to 500 are allowed) broke the Word download with a
500: Word's document properties hold 255 at most (session 21's fault tester). The property is
cut there; the heading in the document keeps the whole title."""

import io

import docx
import pytest
from litestar.testing import TestClient


@pytest.mark.parametrize("title", ["x" * 256, "Long " * 100, "很长的标题" * 60])
def test_a_long_title_downloads_as_word_with_the_whole_title_in_its_heading(
    client: TestClient, title: str
) -> None:
    created = client.post("/api/contents", json={"title": title, "body": "Plain text."})
    assert created.status_code == 201, created.text
    content_id = created.json()["id"]
    saved = created.json()["title"]
    answer = client.get(f"/articles/{content_id}/download", params={"format": "docx"})
    assert answer.status_code == 200, answer.text
    document = docx.Document(io.BytesIO(answer.content))
    assert document.paragraphs[0].text == saved
    assert document.core_properties.title == saved[:255]
