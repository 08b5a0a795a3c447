"""A title is one line. One sent with a line break in it is refused with a sentence (400) on
create, manual edit, rename and draft, instead of being saved and then downloaded as a
Markdown heading followed by a line of body text."""

import re

import pytest
from litestar.testing import TestClient

BROKEN = ["第一行\n第二行", "Spring\r\nissue", "Spring\u2028issue", "秋天\r的公园"]


def refused(answer_status: int, body: dict) -> None:
    assert answer_status == 400, body
    assert body["detail"] == (
        "Invalid request — title: a title is one line; put what follows the line break in the text."
    ), body["detail"]
    assert body["extra"][0]["key"] == "title"


@pytest.mark.parametrize("title", BROKEN)
def test_a_title_with_a_line_break_is_refused_everywhere(client: TestClient, title: str) -> None:
    created = client.post("/api/contents", json={"title": title, "body": "公园。"})
    refused(created.status_code, created.json())
    assert client.get("/api/contents").json() == []
    content = client.post("/api/contents", json={"title": "秋天", "body": "公园。"}).json()
    path = f"/api/contents/{content['id']}"
    edited = client.put(path, json={"title": title, "body": "公园。", "base_version": 1})
    refused(edited.status_code, edited.json())
    renamed = client.patch(path, json={"title": title})
    refused(renamed.status_code, renamed.json())
    persona = client.post("/api/personas", json={"name": "我的声音"}).json()["id"]
    drafted = client.post(
        "/api/contents/generate", json={"brief": "写秋天", "persona_id": persona, "title": title}
    )
    refused(drafted.status_code, drafted.json())
    assert client.get(path).json()["version"] == 1


def test_the_openapi_document_says_a_title_is_one_line(client: TestClient) -> None:
    schemas = client.get("/schema/openapi.json").json()["components"]["schemas"]
    for name in ("CreateContent", "UpdateContent", "RenameContent", "GenerateContent"):
        title = schemas[name]["properties"]["title"]
        string = next(s for s in [title, *title.get("oneOf", [])] if s.get("type") == "string")
        assert string["maxLength"] == 500
        pattern = re.compile(string["pattern"])
        assert pattern.search("秋天的公园") and pattern.search(" Spring issue\n"), name
        assert not any(pattern.search(t) for t in BROKEN), name


def test_spaces_and_tabs_around_a_title_are_not_line_breaks(client: TestClient) -> None:
    created = client.post("/api/contents", json={"title": "秋天\t的公园\n", "body": "公园。"})
    assert created.status_code == 201, created.text
    download = client.get(f"/api/contents/{created.json()['id']}/export?format=md")
    assert download.text.startswith("# 秋天\t的公园")
