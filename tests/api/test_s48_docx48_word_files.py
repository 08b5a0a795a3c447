"""Files that go out and come back keep their shape, through the HTTP API (outside47 F1, F8,
F2): an article downloaded as Word and read back by `POST /api/imports/word` is the same
title and Markdown; a Word file of another writer says what it left out; the .txt download
has the shape the home page's import takes its title from."""

from __future__ import annotations

import base64
import io
import zipfile

import pytest
from litestar.testing import TestClient

from tests.unit.s48_docx48_word_files import cell, docx, link, para, run, table

ZH_BODY = (
    "## 准备\n\n出发前要准备三样东西：\n\n- 水壶\n- 雨伞\n  - 折叠伞更好\n- **身份证**\n\n"
    "1. 先坐地铁\n2. 再换公交\n\n> 路上注意安全。\n\n| 时间 | 地点 |\n|---|---|\n| 9:00 | 北门 |\n"
    "| 10:30 |  |\n\n详情见[官网](https://example.org/gw)，最后一段，*轻松*一点。"
)
EN_BODY = (
    "## Packing\n\nBring three things:\n\n- a water bottle\n- an umbrella\n- **your ID card**\n\n"
    "> Stay safe on the road.\n\n| Time | Place |\n|:---|---:|\n| 9:00 | North gate |\n\n"
    "Read [the report](https://example.org/report); the last paragraph, *lighter* in tone."
)


def _create(client: TestClient, title: str, body: str) -> str:
    made = client.post("/api/contents", json={"title": title, "body": body})
    assert made.status_code == 201, made.text
    return str(made.json()["id"])


def _imported(client: TestClient, data: bytes) -> dict[str, object]:
    answer = client.post("/api/imports/word", json={"docx": base64.b64encode(data).decode()})
    assert answer.status_code == 200, answer.text
    return dict(answer.json())


@pytest.mark.parametrize(("title", "body"), [("秋游指南", ZH_BODY), ("Trip guide", EN_BODY)])
def test_an_article_downloaded_as_word_imports_back_as_it_was(
    client: TestClient, title: str, body: str
) -> None:
    content_id = _create(client, title, body)
    download = client.get(f"/articles/{content_id}/download?format=docx")
    assert download.status_code == 200
    xml = zipfile.ZipFile(io.BytesIO(download.content)).read("word/document.xml").decode()
    assert "<w:tbl>" in xml and "|---|" not in xml and "<w:hyperlink" in xml
    assert _imported(client, download.content) == {"title": title, "body": body, "left_out": {}}


def test_an_imported_word_file_makes_the_same_article_when_created(client: TestClient) -> None:
    content_id = _create(client, "秋游指南", ZH_BODY)
    download = client.get(f"/articles/{content_id}/download?format=docx").content
    read = _imported(client, download)
    again = client.get(f"/api/contents/{_create(client, str(read['title']), str(read['body']))}")
    original = client.get(f"/api/contents/{content_id}").json()
    assert again.json()["body"] == original["body"]
    assert again.json()["word_count"] == original["word_count"]


def test_a_word_file_of_another_writer_says_what_it_left_out(client: TestClient) -> None:
    picture = (
        "<w:r><w:drawing><wp:inline><a:graphic><a:graphicData><pic:pic><pic:blipFill>"
        '<a:blip r:embed="rId5"/></pic:blipFill></pic:pic></a:graphicData></a:graphic>'
        "</wp:inline></w:drawing></w:r>"
    )
    data = docx(
        para("表格测试", style="a7"),
        para(run("开头一段，"), run("重点", bold=True), run("。"), picture),
        table([cell("时间"), cell("地点")], [cell("9:00"), cell("北门")], [cell("10:30"), cell()]),
        para(run("详情见"), link("rId7", "官网"), '<w:r><w:footnoteReference w:id="1"/></w:r>'),
        para("要点一", style="a3", num=(1, 0)),
        para("要点二", style="a3", num=(1, 1)),
        links={"rId7": "https://example.org/gw"},
    )
    assert _imported(client, data) == {
        "title": "表格测试",
        "body": (
            "开头一段，**重点**。\n\n| 时间 | 地点 |\n|---|---|\n| 9:00 | 北门 |\n| 10:30 |  |\n\n"
            "详情见[官网](https://example.org/gw)\n\n- 要点一\n  - 要点二"
        ),
        "left_out": {"image": 1, "footnote": 1},
    }


@pytest.mark.parametrize(
    ("sent", "said"),
    [
        ("not base64 at all!", "base64"),
        (base64.b64encode(b"plain text, no zip").decode(), "Word document"),
        (base64.b64encode(b"%PDF-1.7 something").decode(), "Word document"),
    ],
)
def test_what_is_no_word_file_is_refused_in_a_sentence(
    client: TestClient, sent: str, said: str
) -> None:
    answer = client.post("/api/imports/word", json={"docx": sent})
    assert answer.status_code == 400
    assert said in answer.json()["detail"]
    assert answer.json()["extra"][0]["key"] == "docx"


def test_an_empty_or_missing_file_is_refused(client: TestClient) -> None:
    assert client.post("/api/imports/word", json={"docx": ""}).status_code == 400
    assert client.post("/api/imports/word", json={}).status_code == 400


@pytest.mark.parametrize(("title", "body"), [("秋游指南", ZH_BODY), ("Trip guide", EN_BODY)])
def test_the_text_download_is_the_title_a_blank_line_and_the_body(
    client: TestClient, title: str, body: str
) -> None:
    # The shape the home page's import reads its title from (static/js/importing.js
    # `exportedText`): title line, one blank line, the body, one newline, no carriage return.
    content_id = _create(client, title, body)
    text = client.get(f"/articles/{content_id}/download?format=txt").content.decode()
    assert text == f"{title}\n\n{body}\n"
