"""The conversation tree through the HTTP API: the model sees exactly the writer's path.

Each test is one of the known failure modes of chat editors, asserted on what the
(recording) fake model was actually sent.
"""

import asyncio
import threading

from litestar.testing import TestClient

from app.editing.tokens import estimate_messages_tokens
from app.testing.fake_model import FakeModel
from tests.api.calls import create, send

BODY = "Alpha one.\n\nBeta two.\n\nGamma three."


def reply_with(fake: FakeModel, body: str, title: str = "T") -> None:
    fake.enqueue(f"{title}\n\n{body}")


def bodies(n: int) -> list[str]:
    return [BODY.replace("Alpha one.", f"Alpha one ({i}).") for i in range(1, n + 1)]


def test_edit_that_did_not_take(llm_client: TestClient, fake_model: FakeModel) -> None:
    content = create(llm_client, "T", BODY)
    reply_with(fake_model, bodies(1)[0])
    first = send(llm_client, content["id"], "use British spelling X-MARKER")
    reply_with(fake_model, bodies(2)[1])
    second = send(llm_client, content["id"], "tighten the first paragraph")
    assert second["revision"]["version"] == 3
    reply_with(fake_model, bodies(3)[2])
    edited = llm_client.post(
        f"/api/chat/messages/{first['user_message']['id']}/edit",
        json={"message": "use American spelling Y-MARKER"},
    )
    assert edited.status_code == 200, edited.text
    edit = edited.json()
    # The edit starts from the article as it was before the original message.
    assert edit["revision"]["base_version"] == 1
    assert edit["revision"]["original_body"] == BODY
    assert edit["revision"]["version"] == 4
    assert "X-MARKER" not in fake_model.prompts_text[-1]
    reply_with(fake_model, bodies(4)[3])
    send(llm_client, content["id"], "now a follow-up")
    follow_up = fake_model.prompts_text[-1]
    assert "Y-MARKER" in follow_up
    assert "X-MARKER" not in follow_up
    assert "tighten the second paragraph" not in follow_up


def test_ghost_reply_is_not_in_the_prompt(llm_client: TestClient, fake_model: FakeModel) -> None:
    content = create(llm_client, "T", BODY)
    fake_model.enqueue("T\n\nGHOST-BODY one.\n\nBeta two.\n\nGamma three.")
    first = send(llm_client, content["id"], "rewrite the first sentence")
    fake_model.enqueue("T\n\nChosen one.\n\nBeta two.\n\nGamma three.")
    regenerated = llm_client.post(
        f"/api/chat/messages/{first['assistant_message']['id']}/regenerate", json={}
    ).json()
    assert regenerated["revision"]["base_version"] == 1
    assert regenerated["assistant_message"]["parent_id"] == first["user_message"]["id"]
    assert regenerated["content"]["body"].startswith("Chosen one.")
    fake_model.enqueue("T\n\nChosen one, indeed.\n\nBeta two.\n\nGamma three.")
    send(llm_client, content["id"], "add 'indeed' to the sentence you just wrote")
    follow_up = fake_model.history[-1]
    text = "\n".join(m.content for m in follow_up)
    assert "GHOST" not in text
    assert "Chosen one." in follow_up[-1].content


def test_rollback_that_rolls_back(llm_client: TestClient, fake_model: FakeModel) -> None:
    content = create(llm_client, "T", BODY)
    turns = []
    for i, body in enumerate(bodies(5), 1):
        reply_with(fake_model, body)
        turns.append(send(llm_client, content["id"], f"turn {i} TURN-{i}-MARK"))
    session_id = turns[0]["session_id"]
    view = llm_client.post(
        f"/api/chat/sessions/{session_id}/head",
        json={"message_id": turns[1]["assistant_message"]["id"]},
    ).json()
    assert view["head_id"] == turns[1]["assistant_message"]["id"]
    assert llm_client.get(f"/api/contents/{content['id']}").json()["version"] == 3
    reply_with(fake_model, BODY.replace("Gamma", "GAMMA"))
    after = send(llm_client, content["id"], "continue from turn two")
    prompt = fake_model.prompts_text[-1]
    for gone in (3, 4, 5):
        assert f"TURN-{gone}-MARK" not in prompt
    assert "TURN-2-MARK" in prompt
    assert after["revision"]["base_version"] == 3
    assert after["revision"]["version"] == 7


def test_no_token_tax_for_edits_regenerations_and_rollbacks(settings) -> None:
    from app.main import create_app

    def run(messy: bool) -> list:
        fake = FakeModel()
        settings.data_dir = settings.data_dir.parent / ("messy" if messy else "clean")
        with TestClient(app=create_app(settings, provider=fake)) as client:
            content = create(client, "T", BODY)
            reply_with(fake, bodies(1)[0])
            first = send(client, content["id"], "first suggestion about tone")
            if messy:
                for attempt in range(3):
                    reply_with(fake, bodies(2)[1] + f" v{attempt}")
                    send(client, content["id"], f"abandoned idea number {attempt} " * 5)
                    client.post(
                        f"/api/chat/sessions/{first['session_id']}/head",
                        json={"message_id": first["assistant_message"]["id"]},
                    )
                reply_with(fake, bodies(1)[0] + " regen")
                client.post(
                    f"/api/chat/messages/{first['assistant_message']['id']}/regenerate", json={}
                )
                client.post(
                    f"/api/chat/sessions/{first['session_id']}/head",
                    json={"message_id": first["assistant_message"]["id"]},
                )
            reply_with(fake, bodies(3)[2])
            send(client, content["id"], "second suggestion about length")
            return fake.history[-1]

    clean, messy = run(False), run(True)
    ratio = estimate_messages_tokens(messy) / estimate_messages_tokens(clean)
    assert ratio <= 1.05, ratio
    assert [m.role for m in messy] == [m.role for m in clean]


def test_switching_siblings_returns_each_branchs_own_article(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content = create(llm_client, "T", BODY)
    reply_with(fake_model, "Branch A one.\n\nBeta two.\n\nGamma three.")
    a = send(llm_client, content["id"], "version A")
    reply_with(fake_model, "Branch A one.\n\nBeta two, A.\n\nGamma three.")
    send(llm_client, content["id"], "version A, more")
    reply_with(fake_model, "Branch B one.\n\nBeta two.\n\nGamma three.")
    b = llm_client.post(
        f"/api/chat/messages/{a['user_message']['id']}/edit", json={"message": "version B"}
    ).json()
    view = llm_client.get(f"/api/chat/sessions/{content['id']}").json()
    node = next(m for m in view["messages"] if m["id"] == b["user_message"]["id"])
    assert (node["sibling_index"], node["sibling_count"]) == (1, 2)
    url = f"/api/contents/{content['id']}"
    for _ in range(2):
        llm_client.post(f"/api/chat/messages/{a['user_message']['id']}/activate", json={})
        assert llm_client.get(url).json()["body"].startswith("Branch A one.\n\nBeta two, A.")
        llm_client.post(f"/api/chat/messages/{b['user_message']['id']}/activate", json={})
        assert llm_client.get(url).json()["body"].startswith("Branch B one.")
    # The head is the server's: a reload (a new GET) shows the same branch.
    view = llm_client.get(f"/api/chat/sessions/{content['id']}").json()
    assert view["head_id"] == b["assistant_message"]["id"]


def test_annotate_policy_says_which_text_is_withdrawn(settings) -> None:
    from app.main import create_app

    settings.prompt_policy = "annotate"
    fake = FakeModel()
    with TestClient(app=create_app(settings, provider=fake)) as client:
        content = create(client, "T", BODY)
        reply_with(fake, bodies(1)[0])
        first = send(client, content["id"], "make it formal OLD-ASK")
        reply_with(fake, bodies(2)[1])
        client.post(
            f"/api/chat/messages/{first['user_message']['id']}/edit",
            json={"message": "make it casual NEW-ASK"},
        )
        reply_with(fake, bodies(3)[2])
        send(client, content["id"], "follow-up")
        prompt = fake.prompts_text[-1]
        assert "OLD-ASK" in prompt and "NEW-ASK" in prompt
        assert "withdrawn" in prompt


def test_manual_edits_are_events_the_model_sees(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content = create(llm_client, "T", BODY)
    reply_with(fake_model, bodies(1)[0])
    send(llm_client, content["id"], "first")
    llm_client.put(
        f"/api/contents/{content['id']}", json={"body": "Hand edited.", "base_version": 2}
    )
    reply_with(fake_model, "Hand edited, more.")
    send(llm_client, content["id"], "extend it")
    prompt = fake_model.prompts_text[-1]
    assert "edited the text directly (V2→V3)" in prompt
    assert "Hand edited." in fake_model.history[-1][-1].content


def test_editing_an_assistant_message_is_400(llm_client: TestClient, fake_model: FakeModel) -> None:
    content = create(llm_client, "T", BODY)
    reply_with(fake_model, bodies(1)[0])
    first = send(llm_client, content["id"], "first")
    response = llm_client.post(
        f"/api/chat/messages/{first['assistant_message']['id']}/edit", json={"message": "x"}
    )
    assert response.status_code == 400
    assert "regenerate" in response.json()["detail"]
    response = llm_client.post(
        f"/api/chat/messages/{first['user_message']['id']}/regenerate", json={}
    )
    assert response.status_code == 400
    assert "edit" in response.json()["detail"]


def test_message_of_another_content_is_404(llm_client: TestClient, fake_model: FakeModel) -> None:
    one, two = create(llm_client, "T", BODY), create(llm_client, "T", BODY)
    reply_with(fake_model, bodies(1)[0])
    first = send(llm_client, one["id"], "first")
    reply_with(fake_model, bodies(1)[0])
    second = send(llm_client, two["id"], "first")
    response = llm_client.post(
        f"/api/chat/sessions/{second['session_id']}/head",
        json={"message_id": first["assistant_message"]["id"]},
    )
    assert response.status_code == 404
    response = llm_client.post(
        "/api/chat/send",
        json={"content_id": two["id"], "message": "x", "parent_id": first["user_message"]["id"]},
    )
    assert response.status_code == 404


def test_moving_the_head_during_a_model_call_answers_at_once_and_the_turn_saves_nothing(
    settings,
) -> None:
    """The lock is not held while the model writes: the head moves at once; the turn then
    finds the article moved on, says so, keeps the writer's message and saves nothing else."""
    from app.main import create_app

    release = threading.Event()
    waiting = threading.Event()

    class SlowModel(FakeModel):
        async def complete(self, messages):
            if len(self.history) == 1:
                waiting.set()
            while len(self.history) == 1 and not release.is_set():
                await asyncio.sleep(0.01)
            return await super().complete(messages)

    fake = SlowModel()
    with TestClient(app=create_app(settings, provider=fake)) as client:
        content = create(client, "T", BODY)
        reply_with(fake, bodies(1)[0])
        first = send(client, content["id"], "first")
        reply_with(fake, bodies(2)[1])
        results: dict[str, object] = {}

        def slow_send() -> None:
            results["send"] = send(client, content["id"], "slow second")

        worker = threading.Thread(target=slow_send)
        worker.start()
        try:
            assert waiting.wait(10), "the second turn never reached the model"
            moved = client.post(
                f"/api/chat/sessions/{first['session_id']}/head",
                json={"message_id": first["assistant_message"]["id"]},
            )
            assert moved.status_code == 200, moved.text
            assert not release.is_set()  # answered while the model was still writing
            assert moved.json()["head_id"] == first["assistant_message"]["id"]
        finally:
            release.set()
            worker.join(10)
        turn = results["send"]
        assert isinstance(turn, dict)
        assert turn["revision"] is None
        assert turn["assistant_message"]["status"] == "error"
        assert "first while this message was being answered" in turn["assistant_message"]["content"]
        assert client.get(f"/api/contents/{content['id']}").json()["version"] == 2
        session = client.get(f"/api/chat/sessions/{content['id']}").json()
        assert session["head_id"] == first["assistant_message"]["id"]
        kept = [m for m in session["messages"] if m["content"] == "slow second"]
        assert [m["role"] for m in kept] == ["user"]
        # The reply saying so is kept under it, off the path the writer went back to.
        under = [m for m in session["messages"] if m["parent_id"] == kept[0]["id"]]
        assert [(m["role"], m["status"]) for m in under] == [("assistant", "error")]
        assert under[0]["id"] not in [m["id"] for m in session["path"]]
        assert client.get(f"/api/contents/{content['id']}/history").json()[-1]["version"] == 2
