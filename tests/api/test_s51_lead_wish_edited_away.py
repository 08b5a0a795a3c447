"""A lasting wish said in a turn that saved a revision, then edited away (outside51 F2).

The wish's evidence names the reply that saved its revision, not the writer's message; the
edit's learning sets aside what only that message taught all the same (app/style/edited_away.py
`said_there`), so the persona page stops using it and another article's prompt does not carry
it. A wish also said elsewhere stays."""

import pytest
from litestar.testing import TestClient

from app.testing.fake_model import FakeModel
from tests.api.calls import create_id, send
from tests.conftest import settle

CASES = {
    "en": (
        "Harbour notes",
        ["The harbour was quiet in the morning.", "Boats came in at noon.", "We left at dusk."],
        "Add a detail to paragraph 3 about the ferry",
        "We left at dusk, on the last ferry.",
        "Always write in the second person from now on.",
        "You find the harbour quiet in the morning.",
        "Add a detail to paragraph 1 about the gulls",
        "The harbour was quiet in the morning, gulls calling.",
    ),
    "zh": (
        "港口笔记",
        ["早上港口很安静。", "中午渔船回来了。", "傍晚我们离开。"],
        "第3段加一点关于渡轮的细节",
        "傍晚我们坐最后一班渡轮离开。",
        "以后都用第二人称写。",
        "早上你会看到港口很安静。",
        "第1段加一点关于海鸥的细节",
        "早上港口很安静，海鸥在叫。",
    ),
}


def _article(title: str, paragraphs: list[str]) -> str:
    return "\n\n".join([title, *paragraphs])


def _person_in_use(client: TestClient) -> list[str]:
    settle(client)
    persona = client.get("/api/personas/pdefault").json()
    return [
        p["statement"]
        for p in persona["preferences"]
        if p["dimension"] == "person" and p["use"] == "in use"
    ]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_wish_whose_message_was_edited_away_is_set_aside_everywhere(
    llm_client: TestClient, fake_model: FakeModel, lang: str
) -> None:
    title, paragraphs, other, other_text, wish, wish_text, edit, edit_text = CASES[lang]
    content_id = create_id(llm_client, title, "\n\n".join(paragraphs))
    ferry = [*paragraphs[:2], other_text]
    fake_model.enqueue(_article(title, ferry))
    send(llm_client, content_id, other)
    fake_model.enqueue(_article(title, [wish_text, *ferry[1:]]))
    said = send(llm_client, content_id, wish)
    assert said["revision"] is not None
    assert _person_in_use(llm_client), "the wish is learned and used"

    fake_model.enqueue(_article(title, [edit_text, *ferry[1:]]))
    edited = llm_client.post(
        f"/api/chat/messages/{said['user_message']['id']}/edit", json={"message": edit}
    )
    assert edited.status_code == 200, edited.text
    assert edited.json()["revision"] is not None
    assert _person_in_use(llm_client) == []

    second = create_id(llm_client, f"{title} 2", "\n\n".join(paragraphs))
    fake_model.enqueue(_article(title, [edit_text, *paragraphs[1:]]))
    send(llm_client, second, edit)
    system = fake_model.history[-1][0].content
    assert "second person" not in system.lower() and "“you”" not in system
    assert "第二人称" not in system and "用“你”" not in system


def test_a_wish_said_again_elsewhere_stays_when_one_saying_is_edited_away(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    title, paragraphs, _, _, wish, wish_text, edit, edit_text = CASES["en"]
    elsewhere = create_id(llm_client, "Elsewhere", "\n\n".join(paragraphs))
    fake_model.enqueue(_article("Elsewhere", [wish_text, *paragraphs[1:]]))
    send(llm_client, elsewhere, wish)
    content_id = create_id(llm_client, title, "\n\n".join(paragraphs))
    fake_model.enqueue(_article(title, [wish_text, *paragraphs[1:]]))
    said = send(llm_client, content_id, wish)
    fake_model.enqueue(_article(title, [edit_text, *paragraphs[1:]]))
    edited = llm_client.post(
        f"/api/chat/messages/{said['user_message']['id']}/edit", json={"message": edit}
    )
    assert edited.status_code == 200, edited.text
    assert _person_in_use(llm_client), "said in another article too: it stays"
