"""A restyle whose reply puts another person or place in a paragraph is not saved, and the
writer reads which became which in the article's language (outside41 finding 2); the same
restyle keeping the names, or asked to rename, is saved. The readings in full:
tests/unit/test_s42_names42_replaced_names.py; the set tests/data/fidelity_names42."""

import pytest
from litestar.testing import TestClient

from app.testing.fake_model import FakeModel
from tests.api.calls import create, send
from tests.conftest import article

EN = (
    "On Monday we waited twenty minutes at the stop with Ruth Okafor.\n\n"
    "The bus never came, so we walked the 3 km home to Leeds."
)
ZH = "周六早上，我们在颐和园门口集合。\n\n我们先沿着昆明湖走了一圈。王老师讲了颐和园的历史。"


@pytest.mark.parametrize(
    ("title", "body", "ask", "reply", "said"),
    [
        ("The bus", EN, "make paragraph 2 more vivid",
         EN.replace("walked the 3 km home to Leeds", "slogged the 3 km home to York in the rain"),
         "(“Leeds” → “York”)"),
        ("The bus", EN, "make paragraph 1 punchier",
         EN.replace("On Monday we waited twenty minutes at the stop with Ruth Okafor",
                    "Monday. Twenty minutes at the stop with Anna Smith"),
         "(“Ruth Okafor” → “Anna Smith”)"),
        ("周六早上", ZH, "第二段写得生动一点",
         ZH.replace("沿着昆明湖走了一圈", "绕着西湖慢慢走了一圈"), "（“昆明湖” → “西湖”）"),
        ("周六早上", ZH, "第二段写得生动一点",
         ZH.replace("王老师讲了", "李老师绘声绘色地讲了"), "（“王老师” → “李老师”）"),
    ],
)  # fmt: skip
def test_a_restyle_that_swaps_a_name_is_not_saved_and_says_which(
    llm_client: TestClient,
    fake_model: FakeModel,
    title: str,
    body: str,
    ask: str,
    reply: str,
    said: str,
) -> None:
    content = create(llm_client, title, body)
    fake_model.enqueue(article(title, reply))
    result = send(llm_client, content["id"], ask)
    message = result["assistant_message"]
    assert result["revision"] is None
    assert message["status"] == "error"
    assert said in message["content"]
    assert ("换成了别的" in message["content"]) == (body == ZH)
    assert llm_client.get(f"/api/contents/{content['id']}").json()["body"] == body


@pytest.mark.parametrize(
    ("title", "body", "ask", "reply"),
    [
        ("The bus", EN, "make paragraph 2 more vivid, and it was York, not Leeds",
         EN.replace("walked the 3 km home to Leeds", "slogged the 3 km home to York")),
        ("The bus", EN, "make paragraph 1 punchier",
         EN.replace("On Monday we waited twenty minutes at the stop with Ruth Okafor",
                    "Monday. Twenty minutes at the stop with the Okafors")),
        ("周六早上", ZH, "第二段写得生动一点，讲历史的是李老师",
         ZH.replace("王老师讲了", "李老师绘声绘色地讲了")),
    ],
)  # fmt: skip
def test_a_restyle_keeping_the_names_or_asked_to_rename_is_saved(
    llm_client: TestClient, fake_model: FakeModel, title: str, body: str, ask: str, reply: str
) -> None:
    content = create(llm_client, title, body)
    fake_model.enqueue(article(title, reply))
    result = send(llm_client, content["id"], ask)
    assert result["revision"] is not None, result["assistant_message"]["content"]
    assert llm_client.get(f"/api/contents/{content['id']}").json()["body"] == reply
