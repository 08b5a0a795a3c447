"""docs/api.md's "Limits": a client must know each limit before it meets it, and the answer
past one names it. The request body's limit was written nowhere but under the Word import,
and its 413 said only "The request body is too large." — a client could not tell how much
less to send. Each row of the table is read from the document and tried on the server: at
the limit it is taken, one past it refused with the status the row gives, nothing saved."""

import json
import re
from pathlib import Path

import pytest
from litestar.testing import TestClient

DOCS = Path(__file__).resolve().parents[2] / "docs" / "api.md"


def _limits() -> dict[str, tuple[list[int], str]]:
    """Each row of the Limits table: its first words, the numbers of its limit, its status."""
    text = DOCS.read_text(encoding="utf-8")
    section = text.split("### Limits", 1)[1].split("\n## ", 1)[0]
    rows = {}
    for line in section.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) != 3 or cells[0] in ("what", "---"):
            continue
        numbers = [int(n.replace(",", "")) for n in re.findall(r"\d[\d,]*", cells[1])]
        rows[cells[0]] = (numbers, cells[2])
    return rows


LIMITS = _limits()


def test_the_table_names_every_limit_a_client_meets() -> None:
    assert LIMITS["a request body"] == ([8_388_608, 8], "413")
    assert LIMITS["an article's title and body together"][0][0] == 500_000
    assert LIMITS["a writer's message (a send, an edit)"][0][0] == 20_000
    assert len(LIMITS) >= 14


def test_a_body_over_the_limit_is_refused_with_the_limit_said(client: TestClient) -> None:
    limit = LIMITS["a request body"][0][0]
    # An article body exactly filling the limit's bytes is read (then refused for its length
    # as an article, a 413 of its own that names that limit instead).
    frame = json.dumps({"title": "t", "body": ""}).encode()
    at_limit = frame[:-2] + b"a" * (limit - len(frame)) + frame[-2:]
    assert len(at_limit) == limit
    answer = client.post(
        "/api/contents", content=at_limit, headers={"content-type": "application/json"}
    )
    assert answer.status_code == 413 and "500,000" in answer.json()["detail"], answer.text
    over = frame[:-2] + b"a" * (limit + 1 - len(frame)) + frame[-2:]
    answer = client.post(
        "/api/contents", content=over, headers={"content-type": "application/json"}
    )
    assert answer.status_code == 413, answer.text
    error = answer.json()
    assert set(error) == {"status_code", "detail", "extra"}
    assert f"{limit:,}" in error["detail"], error["detail"]
    assert client.get("/api/contents").json() == []


@pytest.mark.parametrize(
    ("row", "path", "field", "build"),
    [
        ("a title", "/api/contents", "title", lambda n: {"title": "题" * n, "body": "正文。"}),
        ("a comment", "comments", "text", lambda n: {"text": "评" * n}),
        (
            "a persona's name, description",
            "/api/personas",
            "name",
            lambda n: {"name": "名" * n},
        ),
    ],
)
def test_a_text_limit_takes_its_length_and_refuses_one_more(
    client: TestClient, row: str, path: str, field: str, build: object
) -> None:
    numbers, status = LIMITS[row]
    limit = numbers[0]
    if path == "comments":
        made = client.post("/api/contents", json={"title": "秋天", "body": "十五个人。"}).json()
        edit = {"body": "五十个人。", "base_version": 1}
        assert client.put(f"/api/contents/{made['id']}", json=edit).status_code == 200
        revision = client.get(f"/api/chat/revisions/{made['id']}").json()[0]["id"]
        path = f"/api/revisions/{revision}/comments"
    taken = client.post(path, json=build(limit))  # type: ignore[operator]
    assert taken.status_code == 201, taken.text
    refused = client.post(path, json=build(limit + 1))  # type: ignore[operator]
    assert refused.status_code == int(status), refused.text
    assert f"{limit}" in refused.json()["detail"].replace(",", "")
    assert [item["key"] for item in refused.json()["extra"]] == [field]


def test_the_message_and_article_limits_are_the_settings_the_table_names(
    client: TestClient,
) -> None:
    message_limit = LIMITS["a writer's message (a send, an edit)"][0][0]
    made = client.post("/api/contents", json={"title": "秋天", "body": "十五个人。"}).json()
    sent = {"content_id": made["id"], "message": "改" * (message_limit + 1)}
    refused = client.post("/api/chat/send", json=sent)
    assert refused.status_code == 413
    assert f"{message_limit:,}" in refused.json()["detail"]
    article_limit = LIMITS["an article's title and body together"][0][0]
    body = "字" * (article_limit - 2)
    taken = client.post("/api/contents", json={"title": "秋天", "body": body})
    assert taken.status_code == 201, taken.text[:200]
    refused = client.post("/api/contents", json={"title": "秋天", "body": body + "字"})
    assert refused.status_code == 413 and f"{article_limit:,}" in refused.json()["detail"]
