"""A Regenerate or a Retry of a message limited to a selection is limited to it too (session
39, helper journeys39). The span was not kept with the message, so asking again sent the
whole article as if nothing were selected: "make this sentence livelier" reached the model
with no sentence named, and a reply for the selected text alone was refused as dropping the
rest of the article."""

from litestar.testing import TestClient

from app.testing.fake_model import FakeModel
from tests.api.calls import create_id, send

BODY = "第一句保持不变。第二句要改。第三句也不变。"
START = BODY.index("第二句")
END = START + len("第二句要改。")


def test_a_regenerate_of_a_selection_edit_rewrites_the_same_span(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content_id = create_id(llm_client, "T", BODY)
    fake_model.enqueue("<replacement>第二句已经改好了。</replacement>")
    first = send(
        llm_client, content_id, "这句改得更生动一点", selection={"start": START, "end": END}
    )
    assert first["content"]["body"] == "第一句保持不变。第二句已经改好了。第三句也不变。"
    assert first["user_message"]["selection"] == [START, END]

    fake_model.enqueue("<replacement>第二句换了个说法。</replacement>")
    again = llm_client.post(
        f"/api/chat/messages/{first['assistant_message']['id']}/regenerate", json={}
    ).json()
    assert again["content"]["body"] == "第一句保持不变。第二句换了个说法。第三句也不变。"
    assert "<selection>第二句要改。</selection>" in fake_model.history[-1][-1].content


def test_a_message_sent_without_a_selection_keeps_none(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content_id = create_id(llm_client, "T", BODY)
    fake_model.enqueue("T\n\n第一句保持不变。第二句改好了。第三句也不变。")
    sent = send(llm_client, content_id, "第二句改一下")
    assert sent["user_message"]["selection"] is None
    assert "<selection>" not in fake_model.history[-1][-1].content
