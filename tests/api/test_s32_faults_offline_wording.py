"""The offline rules editor's words as the panel shows them (session 32, faults).

A limited suggestion only the whole article can take told a Chinese writer to pick
“the whole article” in “Limit to” — labels a Chinese reader never sees (the panel shows 只改 and
整篇文章) — and answered a Chinese message in English first. The help's lead said "so … so"
and "— these."; its Chinese asked to set variables "要让大模型做任何修改"."""

import re
from pathlib import Path
from typing import Any

from litestar.testing import TestClient

LABELS = (Path(__file__).parents[2] / "static/js/labels.js").read_text(encoding="utf-8")


def _limited_reply(client: TestClient[Any], title: str, body: str, message: str) -> str:
    made = client.post("/api/contents", json={"title": title, "body": body}).json()
    sent = client.post(
        "/api/chat/send",
        json={"content_id": made["id"], "message": message, "selection": {"start": 0, "end": 4}},
    ).json()
    assert sent["revision"] is None
    return str(sent["assistant_message"]["content"])


def test_a_chinese_limited_suggestion_names_the_labels_a_chinese_reader_sees(
    client: TestClient[Any],
) -> None:
    reply = _limited_reply(client, "周末", "今天天气很好。\n\n我们去了花园。", "删除第二段")
    assert '"Limit to": "只改"' in LABELS and '"the whole article": "整篇文章"' in LABELS
    assert "请在“只改”里选“整篇文章”，再发送一次。文章没有改动。" in reply
    assert not re.search(r"[A-Za-z]{3,}", reply), reply


def test_an_english_limited_suggestion_says_it_in_english_first(client: TestClient[Any]) -> None:
    reply = _limited_reply(client, "Bus", "We waited.\n\nIt rained.", "delete paragraph 2")
    first, second = reply.split("\n")
    assert first.startswith("Offline, a suggestion limited to part of the article")
    assert 'choose "the whole article" in Limit to' in first
    assert "“只改”里选“整篇文章”" in second


def test_the_help_reads_as_one_sentence_each_in_english_and_chinese(
    client: TestClient[Any],
) -> None:
    made = client.post("/api/contents", json={"title": "Bus", "body": "We waited."}).json()

    def reply(message: str) -> str:
        sent = client.post("/api/chat/send", json={"content_id": made["id"], "message": message})
        return str(sent.json()["assistant_message"]["content"])

    needs = reply("make it livelier")
    assert needs.startswith(
        "Redline is running offline, without a language model, and this suggestion needs a "
        "model, so the article is unchanged. Offline it makes only the mechanical edits below."
    )
    assert "With a model connected, any edit can be asked for." in needs
    assert 'add "in the title" to change the title instead, or "everywhere" for both' in needs
    assert reply("help").startswith("Offline, without a language model, Redline makes only these")
    chinese = reply("帮我润色一下")
    assert chinese.startswith("Redline 正在离线运行（未接入大模型），这条建议需要接入大模型，")
    assert "接入大模型后，什么样的修改都可以提。" in chinese
    assert "要让大模型做任何修改" not in chinese
