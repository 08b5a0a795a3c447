"""A restyle whose reply also turns a sentence round, moves a season or changes a currency
word is not saved (outside40 finding 2): the writer asked for livelier wording only."""

from typing import Any

import pytest
from litestar.testing import TestClient

from app.testing.fake_model import FakeModel
from tests.api.calls import create_id, send

EN = (
    "Anna met us at the pier at 7:15. The ferry cost twelve euros.\n\n"
    "The town was very quiet. It is not a place that is nice to visit in winter.\n\n"
    "We left on Sunday, 3 October, after 14 days with Marco."
)
CLUB = (
    "The club meets every Thursday in the church hall. New members are welcome.\n\n"
    "Please tell your neighbours.\n\nNext month we plant trees."
)
ZH = (
    "小王早上七点在码头等我们，船票十二元。\n\n"
    "小镇很安静。冬天不适合来这里玩。\n\n我们周日离开，一共住了十四天。"
)
LIVELIER_CLUB = "Every Thursday the club gathers in the cosy church hall!"

CASES = [
    (
        "negation-not-dropped",
        EN,
        EN.replace(
            "very quiet. It is not a place that is nice", "hushed. It is a place that is nice"
        ),
        "It is not a place",
    ),
    ("season-en", EN, EN.replace("very quiet.", "hushed.").replace("winter", "summer"), "winter"),
    (
        "currency-word-en",
        EN,
        EN.replace("very quiet.", "hushed.").replace("euros", "dollars"),
        "euros",
    ),
    (
        "negation-added-en",
        CLUB,
        CLUB.replace("The club meets every Thursday in the church hall.", LIVELIER_CLUB).replace(
            "Please tell", "Please do not tell"
        ),
        "Please tell",
    ),
    (
        "antonym-welcome-unwelcome",
        CLUB,
        CLUB.replace(
            "The club meets every Thursday in the church hall. New members are welcome",
            LIVELIER_CLUB + " New members are unwelcome",
        ),
        "New members are welcome",
    ),
    (
        "negation-added-zh",
        ZH,
        ZH.replace("小镇很安静。", "小镇静悄悄的。").replace("我们周日离开", "我们周日没有离开"),
        "我们周日离开",
    ),
    ("season-zh", ZH, ZH.replace("小镇很安静。冬天", "小镇静悄悄的。夏天"), "冬天"),
]


@pytest.mark.parametrize(
    ("article", "reply", "fact"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_unasked_fact_change_in_restyle_is_not_saved(
    llm_client: TestClient[Any], fake_model: FakeModel, article: str, reply: str, fact: str
) -> None:
    content_id = create_id(llm_client, "Facts", article)
    fake_model.enqueue("Facts\n\n" + reply)
    ask = "写得生动一点" if article is ZH else "make it livelier"
    said = send(llm_client, content_id, ask)["assistant_message"]
    body = llm_client.get(f"/api/contents/{content_id}").json()["body"]
    assert fact in body, said["content"]
    assert body == article


def test_a_livelier_reply_that_keeps_every_fact_is_saved(
    llm_client: TestClient[Any], fake_model: FakeModel
) -> None:
    content_id = create_id(llm_client, "Facts", CLUB)
    reply = CLUB.replace("The club meets every Thursday in the church hall.", LIVELIER_CLUB)
    fake_model.enqueue("Facts\n\n" + reply)
    send(llm_client, content_id, "make it livelier")
    assert llm_client.get(f"/api/contents/{content_id}").json()["body"] == reply


def test_the_writer_asking_for_the_season_gets_it(
    llm_client: TestClient[Any], fake_model: FakeModel
) -> None:
    content_id = create_id(llm_client, "Facts", EN)
    reply = EN.replace("winter", "summer")
    fake_model.enqueue("Facts\n\n" + reply)
    send(llm_client, content_id, "Paragraph 2 should say summer, not winter.")
    assert llm_client.get(f"/api/contents/{content_id}").json()["body"] == reply
