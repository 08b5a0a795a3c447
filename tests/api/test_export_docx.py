"""Any version as a Word document: the title as its heading, the body's paragraphs, Markdown
headings and list items as Word's own, Chinese intact, under a readable file name."""

import io
from urllib.parse import unquote

import docx
from litestar.testing import TestClient

from app.web.word import DOCX_MEDIA_TYPE
from tests.api.calls import create

BODY = (
    "# Plan\n\n"
    "We start on **Monday** and *rest* on Friday.\n"
    "A second line of the same paragraph.\n\n"
    "## Steps\n\n"
    "- buy paint\n"
    "- paint the fence\n"
    "  - twice\n\n"
    "1. first\n"
    "2) second\n\n"
    "3.14 is not a list item.\n\n"
    "> a quote"
)


def _open(data: bytes) -> list[tuple[str, str]]:
    document = docx.Document(io.BytesIO(data))
    return [(p.style.name, p.text) for p in document.paragraphs]


def test_a_version_downloads_as_a_word_document_with_its_structure(client: TestClient) -> None:
    content = create(client, "Fence notes", BODY)
    response = client.get(f"/articles/{content['id']}/download?format=docx")
    assert response.status_code == 200
    assert response.headers["content-type"] == DOCX_MEDIA_TYPE
    assert 'filename="fence-notes-v1.docx"' in response.headers["content-disposition"]
    assert response.headers["content-disposition"].startswith("attachment;")
    assert _open(response.content) == [
        ("Title", "Fence notes"),
        ("Heading 1", "Plan"),
        ("Normal", "We start on Monday and rest on Friday.\nA second line of the same paragraph."),
        ("Heading 2", "Steps"),
        ("List Bullet", "buy paint"),
        ("List Bullet", "paint the fence"),
        ("List Bullet 2", "twice"),
        ("List", "1. first"),
        ("List", "2) second"),
        ("Normal", "3.14 is not a list item."),
        ("Quote", "a quote"),
    ]
    runs = docx.Document(io.BytesIO(response.content)).paragraphs[2].runs
    assert [(r.text, r.bold, r.italic) for r in runs if r.bold or r.italic] == [
        ("Monday", True, False),
        ("rest", False, True),
    ]


def test_any_earlier_version_downloads_as_word_under_its_number(client: TestClient) -> None:
    content = create(client, "Weekly notes", "Old text.")
    client.put(f"/api/contents/{content['id']}", json={"body": "New text.", "base_version": 1})
    first = client.get(f"/articles/{content['id']}/download?format=docx&version=1")
    assert 'filename="weekly-notes-v1.docx"' in first.headers["content-disposition"]
    assert _open(first.content) == [("Title", "Weekly notes"), ("Normal", "Old text.")]
    now = client.get(f"/articles/{content['id']}/download?format=docx")
    assert 'filename="weekly-notes-v2.docx"' in now.headers["content-disposition"]
    assert _open(now.content)[1:] == [("Normal", "New text.")]
    assert docx.Document(io.BytesIO(now.content)).core_properties.title == "Weekly notes"


def test_a_chinese_article_keeps_its_text_and_its_title_in_the_file_name(
    client: TestClient,
) -> None:
    body = (
        "## 第一章\n\n秋天的公园很安静，**落叶**铺满了小路。\n\n"
        "- 枫叶\n- 银杏\n\n1、早上散步\n\n🍂 完。"
    )
    content = create(client, "秋天的公园", body)
    response = client.get(f"/articles/{content['id']}/download?format=docx")
    disposition = response.headers["content-disposition"]
    assert disposition.isascii()
    assert 'filename="article-v1.docx"' in disposition  # no ASCII word in the title
    encoded = disposition.split("filename*=UTF-8''")[1]
    assert unquote(encoded) == "秋天的公园-v1.docx"
    assert _open(response.content) == [
        ("Title", "秋天的公园"),
        ("Heading 2", "第一章"),
        ("Normal", "秋天的公园很安静，落叶铺满了小路。"),
        ("List Bullet", "枫叶"),
        ("List Bullet", "银杏"),
        ("List", "1、早上散步"),
        ("Normal", "🍂 完。"),
    ]


def test_a_mixed_title_keeps_its_ascii_words_in_the_plain_file_name(client: TestClient) -> None:
    content = create(client, 'Q3 复盘: "draft"; final', "Text.")
    disposition = client.get(f"/articles/{content['id']}/download?format=docx").headers[
        "content-disposition"
    ]
    assert 'filename="q3-draft-final-v1.docx"' in disposition
    assert unquote(disposition.split("filename*=UTF-8''")[1]) == "q3-复盘-draft-final-v1.docx"


def test_characters_word_cannot_hold_are_dropped_not_a_failed_download(
    client: TestClient,
) -> None:
    content = create(client, "Odd", "Bell\x07 here.\n\nForm\x0cfeed and a\ttab.")
    response = client.get(f"/articles/{content['id']}/download?format=docx")
    assert response.status_code == 200
    assert _open(response.content)[1:] == [
        ("Normal", "Bell here."),
        ("Normal", "Formfeed and a\ttab."),
    ]


def test_unknown_formats_and_versions_are_refused_in_words(client: TestClient) -> None:
    content = create(client, "T", "Body.")
    assert client.get(f"/articles/{content['id']}/download?format=pdf").status_code == 400
    missing = client.get(f"/articles/{content['id']}/download?format=docx&version=9")
    assert missing.status_code == 404
    assert "9" in missing.json()["detail"]
