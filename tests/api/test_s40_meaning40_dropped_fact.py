"""A livelier reply that leaves out a whole fact names the words that went, and the Chinese
fact-check line names no word still there (outside40 finding 3)."""

from typing import Any

import pytest
from litestar.testing import TestClient

from app.testing.fake_model import FakeModel
from tests.api.calls import create_id, send

EN = (
    "The club meets every Thursday in the church hall. "
    "New members are welcome and there is no fee.\n\n"
    "This week the meeting is cancelled because of the storm. Please tell your neighbours.\n\n"
    "Next month we will plant trees along the canal with the school."
)
EN_LIVE = EN.replace(
    "The club meets every Thursday in the church hall.",
    "Every Thursday, the club gathers in the cosy church hall!",
)
ZH = (
    "读书会每周四晚上在社区活动室见面。欢迎新朋友参加，不收任何费用。\n\n"
    "本周的活动因为台风取消了。请转告你的邻居。\n\n"
    "下个月我们会和小学一起在河边种树。"
)
ZH_LIVE = ZH.replace(
    "读书会每周四晚上在社区活动室见面。", "每到周四晚上，读书会就在热热闹闹的社区活动室相聚！"
)

CASES = [
    (
        "en-cancelled",
        EN,
        EN_LIVE.replace("This week the meeting is cancelled because of the storm. ", ""),
        "make it livelier",
        "the meeting is cancelled",
    ),
    ("en-no-fee", EN, EN_LIVE.replace(" and there is no fee", ""), "make it livelier", "no fee"),
    ("zh-cancelled", ZH, ZH_LIVE.replace("本周的活动因为台风取消了。", ""), "写得活泼一点", "取消"),
    ("zh-free", ZH, ZH_LIVE.replace("，不收任何费用", ""), "写得活泼一点", "不收任何费用"),
]


@pytest.mark.parametrize(
    ("article", "reply", "ask", "fact"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_dropped_fact_is_kept_or_named(
    llm_client: TestClient[Any],
    fake_model: FakeModel,
    article: str,
    reply: str,
    ask: str,
    fact: str,
) -> None:
    content_id = create_id(llm_client, "Notice", article)
    fake_model.enqueue("Notice\n\n" + reply)
    said = send(llm_client, content_id, ask)["assistant_message"]["content"]
    body = llm_client.get(f"/api/contents/{content_id}").json()["body"]
    assert fact in body or fact in said, said


def test_a_livelier_reply_keeping_every_fact_names_nothing_left_out(
    llm_client: TestClient[Any], fake_model: FakeModel
) -> None:
    content_id = create_id(llm_client, "Notice", EN)
    fake_model.enqueue("Notice\n\n" + EN_LIVE)
    said = send(llm_client, content_id, "make it livelier")["assistant_message"]["content"]
    assert "left out" not in said, said


def test_zh_fact_check_line_does_not_name_words_still_there(
    llm_client: TestClient[Any], fake_model: FakeModel
) -> None:
    content_id = create_id(llm_client, "通知", ZH)
    fake_model.enqueue("通知\n\n" + ZH_LIVE)
    said = send(llm_client, content_id, "写得活泼一点")["assistant_message"]["content"]
    assert "每周" not in said and "删掉" not in said, said
