"""Offline, `Replace "10" with "12"` through the chat changes the whole numbers only: 10 people
and 10点 become 12, the time 10:30, the decimal 10.5 and the year 2010 stay (an outside
tester's finding, session 40: 10:30 became 12:30). The cases in full:
tests/unit/test_s41_heads41_whole_numbers.py."""

from litestar.testing import TestClient


def _sent(client: TestClient, body: str, message: str) -> tuple[dict, str]:
    made = client.post("/api/contents", json={"title": "Notes", "body": body})
    assert made.status_code == 201, made.text
    sent = client.post("/api/chat/send", json={"content_id": made.json()["id"], "message": message})
    assert sent.status_code == 200, sent.text
    return sent.json()["assistant_message"], sent.json()["content"]["body"]


def test_offline_a_number_changes_only_where_it_stands_whole(client: TestClient) -> None:
    reply, body = _sent(
        client,
        "We meet at 10:30 with 10 people; 10.5 km, since 2010.\n\n会议10点开始，10:30结束。",
        'Replace "10" with "12"',
    )
    assert reply["status"] == "ok"
    assert (
        body == "We meet at 10:30 with 12 people; 10.5 km, since 2010.\n\n会议12点开始，10:30结束。"
    )


def test_offline_a_number_only_inside_a_time_is_not_changed_and_said_so(
    client: TestClient,
) -> None:
    reply, body = _sent(client, "会议10:30结束。", "把“10”改成“12”")
    assert body == "会议10:30结束。"
    assert "10:30" in reply["content"] and "完整的数字" in reply["content"]
