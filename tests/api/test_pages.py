"""The pages: the article drawn as paragraphs, and downloads named after the title."""

import pytest
from litestar.testing import TestClient

from app.web.pages import markdown_block, paragraphs, slug


def test_paragraphs_carry_their_offsets_in_utf16_units() -> None:
    body = "Kickoff 🎉 done.\n\nSecond.\n \n  Third."
    assert paragraphs(body) == [(0, "Kickoff 🎉 done."), (18, "Second."), (30, "Third.")]


def test_markdown_headings_and_quotes_are_named_as_the_word_export_makes_them() -> None:
    assert markdown_block("## 第一部分") == "md-h2"
    assert markdown_block("# Spring") == "md-h1"
    assert markdown_block("###### Six") == "md-h6"
    assert markdown_block("> 最后我们走回了家。\n> 真累。") == "md-quote"
    # Not headings: no space after the marks, seven of them, a hashtag, a second line.
    for text in ("#tag in a sentence", "####### Seven", "## Title\nand text", "> one\ntwo"):
        assert markdown_block(text) is None, text
    assert markdown_block("我们在车站等了二十分钟。") is None


def test_slugs_keep_words_and_chinese() -> None:
    assert slug("Weekly notes: the launch!") == "weekly-notes-the-launch"
    assert slug("秋天的公园") == "秋天的公园"
    assert slug("!!!") == "article"


def test_any_version_downloads_under_a_readable_name(client: TestClient) -> None:
    content = client.post("/api/contents", json={"title": "Weekly notes", "body": "Old."}).json()
    client.put(f"/api/contents/{content['id']}", json={"body": "New.", "base_version": 1})
    now = client.get(f"/articles/{content['id']}/download?format=md")
    assert now.status_code == 200
    assert 'filename="weekly-notes-v2.md"' in now.headers["content-disposition"]
    assert now.text == "# Weekly notes\n\nNew.\n"
    first = client.get(f"/articles/{content['id']}/download?format=txt&version=1")
    assert 'filename="weekly-notes-v1.txt"' in first.headers["content-disposition"]
    assert first.text == "Weekly notes\n\nOld.\n"


def test_a_chinese_title_downloads_with_an_encoded_name(client: TestClient) -> None:
    content = client.post("/api/contents", json={"title": "秋天", "body": "第一段。"}).json()
    response = client.get(f"/articles/{content['id']}/download")
    assert "filename*=UTF-8''%E7%A7%8B%E5%A4%A9-v1.md" in response.headers["content-disposition"]


def test_the_article_page_draws_paragraphs(client: TestClient) -> None:
    content = client.post("/api/contents", json={"title": "T", "body": "One.\n\nTwo."}).json()
    page = client.get(f"/articles/{content['id']}")
    assert '<p data-start="0">One.</p><p data-start="6">Two.</p>' in page.text
    assert 'download="t-v1.md"' in page.text


def test_the_home_page_counts_in_each_articles_own_unit(client: TestClient) -> None:
    client.post("/api/contents", json={"title": "Notes", "body": "秋天的公园很安静。"})
    client.post("/api/contents", json={"title": "秋天的落叶", "body": "Leaves fall slowly here."})
    page = client.get("/").text
    # The body is counted (not the title), in its own unit: an English title over a Chinese
    # body counts characters, a Chinese title over an English body counts words.
    assert "<td>8 字</td>" in page
    assert "<td>4 words</td>" in page


def test_pages_of_unknown_articles_and_personas_are_friendly_404s(client: TestClient) -> None:
    for url in ["/articles/cnope", "/articles/bad.id", "/personas/pnope"]:
        response = client.get(url)
        assert response.status_code == 404, url
        assert "<html" in response.text.lower()


def test_the_web_layer_reads_through_the_services_only() -> None:
    """Controllers call services; only the services touch the store."""
    from pathlib import Path

    import app.web

    for module in Path(app.web.__file__).parent.glob("*.py"):
        source = module.read_text(encoding="utf-8")
        assert "app.store" not in source and "Repository" not in source, module.name


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("第一行。\n第二行。", "第一行。\n\n第二行。"),
        ("Line one.\r\nLine two.\r\nLine three.", "Line one.\r\n\r\nLine two.\r\n\r\nLine three."),
        ("Roses are red,  \nviolets blue.", "Roses are red,  \n\nviolets blue."),
        ("Para one.\n\nPara two,\nstill two.", "Para one.\n\nPara two,\nstill two."),
        # a table, a list or code written without a blank line stays one block (session 25)
        ("| a | b |\n|---|---|\n| 1 | 2 |", "| a | b |\n|---|---|\n| 1 | 2 |"),
        ("Pack:\n- a torch\n- socks", "Pack:\n- a torch\n- socks"),
        ("Steps:\r\n1. Boil\r\n2. Pour\r\nDone.", "Steps:\r\n1. Boil\r\n2. Pour\r\nDone."),
    ],
)
def test_markdown_download_keeps_every_line_as_written(
    client: TestClient, body: str, expected: str
) -> None:
    """An article written one paragraph a line gets the blank lines Markdown needs, and loses
    nothing: a CRLF stays CRLF, a hard break's two trailing spaces stay; an article with blank
    lines downloads as it is."""
    content = client.post("/api/contents", json={"title": "Notes", "body": body}).json()
    download = client.get(f"/articles/{content['id']}/download?format=md")
    assert download.content.decode() == f"# Notes\n\n{expected}\n"
