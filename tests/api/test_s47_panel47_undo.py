"""Undo in the chat (outside46a F18): "undo that", "go back to the previous version",
「撤销刚才的修改」, 「还是改回原来的吧」 restore the version before the change that made the one
shown — a `restore` revision, as POST …/restore makes, without asking the model — while a
real edit that mentions undoing ("undo the passive voice in paragraph 2") still goes to it."""

from __future__ import annotations

import pytest
from litestar.testing import TestClient

from app.testing.fake_model import FakeModel
from tests.api.calls import create, send

EN_TITLE, EN_BODY = "Lost cat", "Biscuit went missing on Friday.\n\nHe is shy.\n\nPlease call."
ZH_TITLE, ZH_BODY = "领养日", "本月领养日定在周六。\n\n欢迎有空的朋友来看看。\n\n请提前报名。"


def _edited(client: TestClient, model: FakeModel, title: str, body: str, old: str, new: str):
    """An article, then one model edit of it (V1→V2): (article id, V2's body)."""
    content = create(client, title, body)
    model.enqueue(f"{title}\n\n{body.replace(old, new)}")
    edited = send(client, content["id"], "make it warmer" if old.isascii() else "亲切一点")
    assert edited["content"]["version"] == 2, edited["assistant_message"]["content"]
    return content["id"], edited["content"]["body"]


def _undone(
    client: TestClient,
    model: FakeModel,
    article: tuple[str, str],
    change: tuple[str, str],
    undo: str,
) -> tuple[str, dict]:
    """An article edited once by the model, then `undo` sent: V1's text is back as a restore of
    V1, and the model was not asked. (article id, the undo's answer)."""
    title, body = article
    cid, _ = _edited(client, model, title, body, *change)
    asked = len(model.history)
    result = send(client, cid, undo)
    assert len(model.history) == asked  # no model call
    assert result["content"]["body"] == body
    assert result["revision"]["restored_from"] == 1
    return cid, result


@pytest.mark.parametrize(
    "undo",
    [
        "undo that",
        "Undo",
        "go back to the previous version",
        "Please revert the last change.",
        "Actually, put it back the way it was",
        "can you undo that?",
        "I liked it better before, change it back",
    ],
)
def test_an_english_undo_restores_the_version_before_without_the_model(
    llm_client: TestClient, fake_model: FakeModel, undo: str
) -> None:
    cid, result = _undone(
        llm_client, fake_model, (EN_TITLE, EN_BODY), ("He is shy.", "He's a sweet, shy boy."), undo
    )
    assert result["content"]["version"] == 3
    revision = result["revision"]
    assert (revision["kind"], revision["restored_from"]) == ("restore", 1)
    assert (revision["base_version"], revision["version"]) == (2, 3)
    reply = result["assistant_message"]
    assert reply["status"] == "ok" and reply["revision_id"] == revision["id"]
    assert reply["content"].startswith("V2→V3 saved.") and "V1" in reply["content"]
    history = llm_client.get(f"/api/contents/{cid}/history").json()
    assert [(e["version"], e["kind"], e["restored_from"]) for e in history][-1] == (3, "restore", 1)


@pytest.mark.parametrize(
    "undo",
    [
        "撤销刚才的修改",
        "还是改回原来的吧",
        "撤销",
        "恢复到上一版",
        "算了，改回去吧",
        "刚才的修改不要了",
    ],
)
def test_a_chinese_undo_restores_and_says_so_in_chinese(
    llm_client: TestClient, fake_model: FakeModel, undo: str
) -> None:
    _, result = _undone(
        llm_client, fake_model, (ZH_TITLE, ZH_BODY), ("欢迎有空的朋友", "热烈欢迎有空的朋友"), undo
    )
    reply = result["assistant_message"]["content"]
    assert "撤销" in reply and "V1" in reply and "Restored" not in reply, reply


def test_a_second_undo_goes_one_change_further_back(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    cid, v2 = _edited(llm_client, fake_model, EN_TITLE, EN_BODY, "He is shy.", "He is timid.")
    fake_model.enqueue(f"{EN_TITLE}\n\n{v2.replace('Please call.', 'Please call today.')}")
    assert send(llm_client, cid, "make the ending urgent")["content"]["version"] == 3
    first = send(llm_client, cid, "undo that")
    assert first["content"]["body"] == v2 and first["revision"]["restored_from"] == 2
    second = send(llm_client, cid, "undo that too")
    assert second["content"]["body"] == EN_BODY and second["revision"]["restored_from"] == 1
    third = send(llm_client, cid, "undo")
    assert third["revision"] is None and third["content"]["version"] == 5
    assert "V1" in third["assistant_message"]["content"]


def test_undo_of_a_history_restore_takes_the_restore_back(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    cid, v2 = _edited(llm_client, fake_model, EN_TITLE, EN_BODY, "He is shy.", "He is timid.")
    restored = llm_client.post(
        f"/api/contents/{cid}/restore", json={"version": 1, "base_version": 2}
    )
    assert restored.status_code == 200 and restored.json()["version"] == 3
    result = send(llm_client, cid, "undo that")
    assert result["content"]["body"] == v2 and result["revision"]["restored_from"] == 2


def test_undo_names_a_version_to_go_back_to(llm_client: TestClient, fake_model: FakeModel) -> None:
    cid, v2 = _edited(llm_client, fake_model, EN_TITLE, EN_BODY, "He is shy.", "He is timid.")
    fake_model.enqueue(f"{EN_TITLE}\n\n{v2.replace('Please call.', 'Call now.')}")
    send(llm_client, cid, "make the ending urgent")
    result = send(llm_client, cid, "go back to V1")
    assert result["content"]["body"] == EN_BODY and result["revision"]["restored_from"] == 1
    zh = send(llm_client, cid, "恢复到V2")
    assert zh["content"]["body"] == v2 and zh["revision"]["restored_from"] == 2
    missing = send(llm_client, cid, "go back to V9")
    assert missing["revision"] is None and "V9" in missing["assistant_message"]["content"]


def test_undo_on_the_first_version_says_there_is_nothing_to_undo(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content = create(llm_client, ZH_TITLE, ZH_BODY)
    result = send(llm_client, content["id"], "撤销刚才的修改")
    assert result["revision"] is None and result["content"]["version"] == 1
    reply = result["assistant_message"]["content"]
    assert "V1" in reply and "Try saying" not in reply and "说得更具体" not in reply
    assert fake_model.history == []


@pytest.mark.parametrize(
    ("message", "old", "new"),
    [
        ("undo the passive voice in paragraph 2", "He is shy.", "Shyness is his way."),
        ("revert paragraph 3 to a question", "Please call us.", "Will you call us?"),
        ("撤销第二段里的被动句", "He is shy.", "He is so shy."),
        ("go back to the beginning and add a greeting", "Biscuit went", "Hello! Biscuit went"),
    ],
)
def test_an_edit_that_mentions_undoing_still_goes_to_the_model(
    llm_client: TestClient, fake_model: FakeModel, message: str, old: str, new: str
) -> None:
    cid, v2 = _edited(llm_client, fake_model, EN_TITLE, EN_BODY, "Please call.", "Please call us.")
    fake_model.enqueue(f"{EN_TITLE}\n\n{v2.replace(old, new)}")
    result = send(llm_client, cid, message)
    assert len(fake_model.history) == 2 and message in fake_model.prompts_text[-1]
    assert result["revision"] is None or result["revision"]["kind"] == "llm"


def test_an_undo_limited_to_a_selection_says_how_instead(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    cid, v2 = _edited(llm_client, fake_model, EN_TITLE, EN_BODY, "He is shy.", "He is timid.")
    start = v2.index("He is timid.")
    response = llm_client.post(
        "/api/chat/send",
        json={
            "content_id": cid,
            "message": "undo that",
            "selection": {"start": start, "end": start + len("He is timid.")},
        },
    )
    result = response.json()
    assert result["revision"] is None and result["content"]["body"] == v2
    assert "whole article" in result["assistant_message"]["content"]
    assert fake_model.history and len(fake_model.history) == 1


def test_offline_undo_restores_too(client: TestClient) -> None:
    content = create(client, EN_TITLE, EN_BODY)
    edited = send(client, content["id"], 'Replace "shy" with "timid"')
    assert edited["content"]["version"] == 2
    result = send(client, content["id"], "undo")
    assert result["content"]["body"] == EN_BODY and result["revision"]["kind"] == "restore"
