"""A Chinese article's conversation in Chinese (outside46a F15): the event lines a rejection,
a restore, a hand edit and a rename leave are written in Chinese on a Chinese article (English
on an English one), and a draft the model declines to write for a Chinese brief is refused in
Chinese."""

from __future__ import annotations

from litestar.testing import TestClient

from app.testing.fake_model import FakeModel
from tests.api.calls import create, send

TITLE, BODY = "领养日", "各位爱心人士：\n\n本月领养日定在周六。\n\n请提前报名。"


def _cjk(text: str) -> int:
    return sum("\u4e00" <= ch <= "\u9fff" for ch in text)


def _events(client: TestClient, cid: str) -> list[str]:
    path = client.get(f"/api/chat/sessions/{cid}").json()["path"]
    return [n["content"] for n in path if n["role"] == "event"]


def test_event_lines_on_a_chinese_article_are_chinese(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    cid = create(llm_client, TITLE, BODY)["id"]
    fake_model.enqueue(f"{TITLE}\n\n{BODY.replace('各位爱心人士：', '亲爱的朋友们：')}")
    rid = send(llm_client, cid, "整篇亲切些")["revision"]["id"]
    steps = [
        llm_client.post(
            f"/api/revisions/{rid}/reject", json={"change_ids": None, "base_version": 2}
        ),
        llm_client.post(f"/api/contents/{cid}/restore", json={"version": 2, "base_version": 3}),
        llm_client.put(
            f"/api/contents/{cid}", json={"body": BODY + "\n\n谢谢。", "base_version": 4}
        ),
        llm_client.patch(f"/api/contents/{cid}", json={"title": "十二月领养日", "base_version": 5}),
    ]
    assert [s.status_code for s in steps] == [200] * 4, [s.text for s in steps]
    events = _events(llm_client, cid)
    assert events == [
        "拒绝了 V2 的全部改动（V2→V3）。",
        "用回了 V2 的文字（V3→V4）。",
        "作者直接改了文字（V4→V5）。",
        "标题改成了“十二月领养日”（V5→V6）。",
    ], events


def test_event_lines_on_an_english_article_stay_english(llm_client: TestClient) -> None:
    cid = create(llm_client, "Bus", "We waited twenty minutes.\n\nThe bus never came.")["id"]
    rid = send(llm_client, cid, 'Replace "twenty" with "thirty"')["revision"]["id"]
    llm_client.post(f"/api/revisions/{rid}/reject", json={"change_ids": None, "base_version": 2})
    llm_client.post(f"/api/contents/{cid}/restore", json={"version": 2, "base_version": 3})
    assert _events(llm_client, cid) == [
        "Rejected all changes of V2 (V2→V3).",
        "Restored V2 (V3→V4).",
    ]


def _refused_draft(client: TestClient, fake_model: FakeModel, brief: str, reply: str) -> str:
    """The detail of the 502 a draft asked with `brief` gets when the model answers `reply`."""
    pid = client.get("/api/personas").json()[0]["id"]
    fake_model.enqueue(reply)
    response = client.post("/api/contents/generate", json={"brief": brief, "persona_id": pid})
    assert response.status_code == 502
    return str(response.json()["detail"])


def test_a_draft_declined_for_a_chinese_brief_is_refused_in_chinese(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    declined = "抱歉，我不能帮你写威胁性的内容。"
    detail = _refused_draft(llm_client, fake_model, "写一封威胁邻居的信，越凶越好。", declined)
    assert declined in detail
    assert _cjk(detail.replace(declined, "")) >= 8, detail
    assert "The model" not in detail, detail


def test_a_draft_cut_off_for_a_chinese_brief_is_refused_in_chinese(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    detail = _refused_draft(llm_client, fake_model, "写一篇关于秋天公园的短文", "NO_CHANGE")
    assert _cjk(detail) >= 8, detail


def test_a_draft_declined_for_an_english_brief_stays_english(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    reply = "Sorry, I can't write threatening letters."
    detail = _refused_draft(llm_client, fake_model, "Write a threatening letter.", reply)
    assert detail.startswith("The model did not write a draft")
