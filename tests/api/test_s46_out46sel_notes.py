"""F16 (outside46a): a signature, a version label or a note the model puts on its edit
("— Revised by your AI assistant", 「——由AI助手润色」, "(Made warmer.)", （已改得更客气）) goes to
the chat, never into the article."""

from typing import Any

import pytest
from litestar.testing import TestClient

from app.testing.fake_model import FakeModel
from tests.api.calls import create_id, send

EN = (
    "Our cat Biscuit went missing on Friday.\n\n"
    "He is shy, wears a blue collar, and answers to his name.\n\n"
    "Please call 555-0142 if you see him."
)
EN_WARM = EN.replace("He is shy,", "He is a gentle, shy boy,")
ZH = (
    "各位邻居：\n\n"
    "我们的猫咪饼干周五走丢了。\n\n"
    "它很怕生，戴着蓝色项圈，叫名字会回应。\n\n"
    "如果看到它，请拨打555-0142。"
)
ZH_WARM = ZH.replace("它很怕生，", "它是个温柔又有点怕生的小家伙，")

CASES = [
    ("en-signature", EN, EN_WARM + "\n\n— Polished by your AI assistant", EN_WARM),
    ("en-label", EN, EN_WARM + "\n\nRevised version — tone: gentle, warm.", EN_WARM),
    ("en-inline", EN, EN_WARM.replace("his name.", "his name. (Made it warmer.)"), EN_WARM),
    ("zh-signature", ZH, ZH_WARM + "\n\n——由写作助手修改", ZH_WARM),
    ("zh-inline", ZH, ZH_WARM.replace("会回应。", "会回应。（已改得更亲切）"), ZH_WARM),
]


@pytest.mark.parametrize(
    ("article", "reply", "saved"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_model_signature_and_note_not_saved(
    llm_client: TestClient[Any], fake_model: FakeModel, article: str, reply: str, saved: str
) -> None:
    content_id = create_id(llm_client, "Lost cat", article)
    fake_model.enqueue("Lost cat\n\n" + reply)
    send(llm_client, content_id, "make it warmer")
    body = llm_client.get(f"/api/contents/{content_id}").json()["body"]
    assert body == saved
