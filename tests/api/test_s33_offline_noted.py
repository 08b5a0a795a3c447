"""Session 33: offline (the rules editor, no model), a wish the writer noted for later
("Make it livelier", 更活泼一点, sent with `regenerate: false`) used to block every edit after it:
the rules cannot make the noted wish, and a send applies what was noted together with the new
message, so "Replace bus with train" was refused as "this suggestion needs a model", as if the
replacement were what the rules could not do. The rules' edit is now saved, and the reply says
plainly which noted wish was left and why; a noted wish the rules can make still goes with it."""

from typing import Any

from litestar.testing import TestClient

from tests.api.calls import create, send


def _turn_after_note(client: TestClient[Any], body: str, note: str, edit: str) -> dict[str, Any]:
    article = create(client, "Notes", body)
    noted = send(client, article["id"], note, regenerate=False)
    assert noted["content"]["version"] == 1
    return send(client, article["id"], edit)


def test_a_noted_wish_the_rules_cannot_make_no_longer_blocks_their_edit(client: TestClient[Any]):
    done = _turn_after_note(
        client, "We took the bus home.", "Make it livelier", 'Replace "bus" with "train"'
    )
    assert done["content"]["version"] == 2
    assert done["content"]["body"] == "We took the train home."
    said = done["assistant_message"]["content"]
    assert "“Make it livelier”" in said and "model" in said
    assert "needs a model" not in said.split("\n")[0]


def test_chinese_the_noted_wish_is_named_in_chinese(client: TestClient[Any]):
    done = _turn_after_note(client, "我们坐公交车回家。", "更活泼一点", "把“公交车”改成“地铁”")
    assert done["content"]["body"] == "我们坐地铁回家。"
    said = done["assistant_message"]["content"]
    assert "“更活泼一点”" in said and "大模型" in said
    assert "Not done" not in said


def test_a_noted_wish_the_rules_can_make_is_still_applied_with_the_edit(client: TestClient[Any]):
    done = _turn_after_note(
        client,
        "We took the bus home.\n\nIt rained.",
        "Delete paragraph 2",
        'Replace "bus" with "train"',
    )
    assert done["content"]["body"] == "We took the train home."
    assert "Not done" not in done["assistant_message"]["content"]


def test_an_edit_the_rules_cannot_make_either_is_still_refused(client: TestClient[Any]):
    done = _turn_after_note(client, "We took the bus home.", "Make it livelier", "Make it shorter")
    assert done["content"]["version"] == 1
    assert "model" in done["assistant_message"]["content"]


def test_a_note_in_chinese_is_acknowledged_in_chinese(client: TestClient[Any]):
    article = create(client, "Notes", "我们坐公交车回家。")
    zh = send(client, article["id"], "更活泼一点", regenerate=False)["assistant_message"]
    en = send(client, article["id"], "Make it livelier", regenerate=False)["assistant_message"]
    assert "应用" in zh["content"] and "Noted" not in zh["content"]
    assert en["content"].startswith("Noted")
