"""Style v73 `word_swap` and `strikethrough`, end to end: a lasting wish said as before/after word
pairs ("Not 'utilise' - 'use'. Not 'commence' - 'start'. Every post.", 「别写“赋能”，写“帮助”…」)
or typed with strikethrough ("From now on: ~~formal~~ casual") becomes an active preference, and
the next turn's system prompt carries it; a word pair that fixes a fact teaches nothing."""

import pytest
from litestar.testing import TestClient

from app.style.dimensions import statement_for
from app.testing.fake_model import FakeModel
from tests.api.calls import create_id
from tests.conftest import settle

EN_BODY = "We commence trading at nine.\n\nCustomers may utilise the car park."
ZH_BODY = "我们九点开门，助力大家购物。\n\n聚焦社区需求。"


def preferences(client: TestClient) -> dict[str, dict]:
    settle(client)
    persona = client.get("/api/personas/pdefault").json()
    return {p["dimension"]: p for p in persona["preferences"]}


@pytest.mark.parametrize(
    ("body", "message", "wanted", "edited"),
    [
        (
            EN_BODY,
            "Not 'utilise' - 'use'. Not 'commence' - 'start'. That goes for every post.",
            ("vocabulary", "plain"),
            "We start trading at nine.\n\nCustomers may use the car park.",
        ),
        (
            ZH_BODY,
            "别写“助力”，写“帮”；别写“聚焦”，写“关注”。以后每篇都照这个来。",
            ("vocabulary", "plain"),
            "我们九点开门，帮大家购物。\n\n关注社区需求。",
        ),
        (
            EN_BODY,
            "From now on: ~~formal~~ casual.",
            ("formality", "casual"),
            "We open at nine!\n\nFeel free to use the car park.",
        ),
        (
            ZH_BODY,
            "以后语气：~~正式~~ 随意。",
            ("formality", "casual"),
            "我们九点开门，大家来逛呀。\n\n社区需要啥，我们就做啥。",
        ),
    ],
)
def test_a_lasting_wish_said_as_word_pairs_reaches_the_next_prompt(
    llm_client: TestClient,
    fake_model: FakeModel,
    body: str,
    message: str,
    wanted: tuple[str, str],
    edited: str,
) -> None:
    content_id = create_id(llm_client, "Shop", body)
    fake_model.enqueue(f"Shop\n\n{edited}")
    sent = llm_client.post("/api/chat/send", json={"content_id": content_id, "message": message})
    assert sent.status_code == 200

    dimension, value = wanted
    learned = preferences(llm_client)[dimension]
    assert (learned["value"], learned["state"]) == (value, "active")

    fake_model.enqueue(f"Shop\n\n{edited}\n\nSee you there.")
    llm_client.post(
        "/api/chat/send", json={"content_id": content_id, "message": "Add a closing line."}
    )
    system = fake_model.history[-1][0].content
    assert statement_for(dimension, value) in system


@pytest.mark.parametrize(
    ("body", "message", "edited"),
    [
        (EN_BODY, "Not 'nine' - 'ten'. We open later now.", "We commence trading at ten."),
        (ZH_BODY, "别写“九点”，写“十点”，开门时间改了。", "我们十点开门，助力大家购物。"),
        (EN_BODY, "Opening is ~~9am~~ 10am now - fix it please.", "We commence trading at ten."),
    ],
)
def test_a_word_pair_that_fixes_a_fact_teaches_nothing(
    llm_client: TestClient, fake_model: FakeModel, body: str, message: str, edited: str
) -> None:
    content_id = create_id(llm_client, "Shop", body)
    fake_model.enqueue(f"Shop\n\n{edited}")
    sent = llm_client.post("/api/chat/send", json={"content_id": content_id, "message": message})
    assert sent.status_code == 200
    learned = preferences(llm_client)
    assert "vocabulary" not in learned
    assert "formality" not in learned
