"""Offline, a suggestion limited to part of the article ("Limit to", a selection) is carried
out by the rules inside that part; one the rules can only do to the whole article says so.
It used to get "this suggestion needs a model" while the same reply listed it as working."""

from __future__ import annotations

from litestar.testing import TestClient

BODY = "第一段：池塘里有十五只鸭子。\n\n第二段：我们数了数，还是十五只。🦆\n\n第三段：回家吃饭。"


def _article(client: TestClient) -> str:
    return str(client.post("/api/contents", json={"title": "鸭子", "body": BODY}).json()["id"])


def _span(text: str) -> dict[str, int]:
    start = BODY.index(text)
    return {"start": start, "end": start + len(text)}


def _send(client: TestClient, content_id: str, message: str, selection: dict[str, int]) -> dict:
    answer = client.post(
        "/api/chat/send",
        json={"content_id": content_id, "message": message, "selection": selection},
    )
    assert answer.status_code == 200, answer.text
    return dict(answer.json())


def test_a_replace_changes_only_the_selected_paragraph(client: TestClient) -> None:
    content_id = _article(client)
    sent = _send(
        client, content_id, "把“十五”改成“五十”", _span("第二段：我们数了数，还是十五只。🦆")
    )
    assert sent["revision"] is not None, sent["assistant_message"]["content"]
    assert sent["content"]["body"] == BODY.replace("还是十五只", "还是五十只")
    assert "needs a model" not in sent["assistant_message"]["content"]


def test_emoji_are_removed_only_inside_the_selection(client: TestClient) -> None:
    content_id = _article(client)
    body = "Ducks 🦆 on the pond.\n\nMore ducks 🦆 at home."
    made = client.post("/api/contents", json={"title": "Ducks", "body": body}).json()
    content_id = str(made["id"])
    start = body.index("More")
    sent = client.post(
        "/api/chat/send",
        json={
            "content_id": content_id,
            "message": "remove all emoji",
            "selection": {"start": start, "end": len(body)},
        },
    ).json()
    assert sent["content"]["body"] == "Ducks 🦆 on the pond.\n\nMore ducks at home."


def test_words_missing_from_the_selection_are_reported_there(client: TestClient) -> None:
    content_id = _article(client)
    sent = _send(client, content_id, "把“十五”改成“五十”", _span("第三段：回家吃饭。"))
    assert sent["revision"] is None
    reply = sent["assistant_message"]["content"]
    assert "十五" in reply and "限定" in reply
    assert client.get(f"/api/contents/{content_id}").json()["body"] == BODY


def test_a_whole_article_rule_limited_to_a_part_says_to_lift_the_limit(client: TestClient) -> None:
    content_id = _article(client)
    sent = _send(client, content_id, "删除第三段", _span("第二段：我们数了数，还是十五只。🦆"))
    assert sent["revision"] is None
    reply = sent["assistant_message"]["content"]
    # A Chinese message is answered in Chinese alone, naming the panel's own words (只改, 整篇文章).
    assert "“只改”里选“整篇文章”" in reply and "文章没有改动" in reply
    assert "the whole article" not in reply
    assert client.get(f"/api/contents/{content_id}").json()["body"] == BODY
