"""Through the HTTP API with the fake model: a multi-part ask whose reply ignored a part that
names no place ("… and add a line thanking the volunteers"), or did a rewrite of two paragraphs
in one, tells the writer what was not done, in the language the ask was written in; a question
beside an edit is answered, not named; offline, the asks the rules take are made and the others
named."""

from typing import Any

from litestar.testing import TestClient

from app.testing.fake_model import FakeModel
from tests.api.calls import create, send

TITLE = "Riverside Library Book Fair"
PARAGRAPHS = [
    "The book fair runs on Saturday 14 June in the main reading room. Every book costs £1.",
    "We have collected more than 2,000 donated books this spring, from cookery to crime "
    "novels. Volunteers have spent weeks sorting them by subject.",
    "There is a storytelling corner for childern at 11 am, and a quiz at 2 pm.",
    "Thank you to everyone who donated books. See you on Saturday!",
]
BODY = "\n\n".join(PARAGRAPHS)
SHORT_2 = "We have collected over 2,000 donated books this spring, all sorted by subject."
SHORT_3 = "Storytelling for children at 11 am; a quiz at 2 pm."
ZH_TITLE = "河畔图书馆旧书义卖"
ZH = [
    "旧书义卖会定在6月14日（周六），地点在一楼阅览室。每本书一律五元。",
    "今年春天我们一共收到两千多本捐赠的图书，从菜谱、园艺到推理小说都有，志愿者们按类别整理好了。",
    "上午十一点有儿童故事角，下午两点有本地历史知识问答。",
    "感谢每一位捐书和出力的朋友，周六见！",
]
ZH_BODY = "\n\n".join(ZH)


def _with(paragraphs: list[str], changed: dict[int, str]) -> str:
    return "\n\n".join(changed.get(i, p) for i, p in enumerate(paragraphs))


def _lines(result: dict[str, Any]) -> list[str]:
    return str(result["assistant_message"]["content"]).split("\n")


def test_an_open_ask_the_reply_ignored_is_named(
    llm_client: TestClient[Any], fake_model: FakeModel
) -> None:
    content = create(llm_client, TITLE, BODY)
    fake_model.enqueue(TITLE + "\n\n" + _with(PARAGRAPHS, {1: SHORT_2}))
    result = send(
        llm_client, content["id"], "Shorten paragraph 2 and add a line thanking the volunteers."
    )
    assert result["content"]["body"] == _with(PARAGRAPHS, {1: SHORT_2})
    told = (
        "• Not done: “add a line thanking the volunteers” — nothing in the reply does it; ask "
        "again if you still want it."
    )
    assert told in _lines(result), _lines(result)


def test_an_open_ask_the_reply_answered_is_saved_and_not_named(
    llm_client: TestClient[Any], fake_model: FakeModel
) -> None:
    content = create(llm_client, TITLE, BODY)
    thanked = PARAGRAPHS[3] + " A special thank-you to our volunteers, who sorted every book."
    both = _with(PARAGRAPHS, {1: SHORT_2, 3: thanked})
    fake_model.enqueue(TITLE + "\n\n" + both)
    result = send(
        llm_client, content["id"], "Shorten paragraph 2 and add a line thanking the volunteers."
    )
    assert result["content"]["body"] == both
    assert "Not done" not in result["assistant_message"]["content"]


def test_a_chinese_ask_done_partly_is_named_in_chinese(
    llm_client: TestClient[Any], fake_model: FakeModel
) -> None:
    content = create(llm_client, ZH_TITLE, ZH_BODY)
    shorter = "今年春天收到两千多本捐书，志愿者已按类别整理好。"
    fake_model.enqueue(ZH_TITLE + "\n\n" + _with(ZH, {1: shorter}))
    result = send(llm_client, content["id"], "第二、三段都缩短一点，最后加一句感谢志愿者")
    assert result["content"]["body"] == _with(ZH, {1: shorter})
    lines = _lines(result)
    assert "• 没有改：“第二、三段都缩短一点”——回复没有动第3段，如果还需要，请再说一次。" in lines
    assert (
        "• 没有改：“最后加一句感谢志愿者”——回复里没有这一处修改，如果还需要，请再说一次。" in lines
    ), lines


def test_a_question_beside_an_edit_keeps_its_paragraph_and_is_not_named(
    llm_client: TestClient[Any], fake_model: FakeModel
) -> None:
    content = create(llm_client, TITLE, BODY)
    fixed = PARAGRAPHS[2].replace("childern", "children")
    fake_model.enqueue(TITLE + "\n\n" + _with(PARAGRAPHS, {1: SHORT_2, 2: fixed}))
    result = send(
        llm_client,
        content["id"],
        "Is the second paragraph too long? And fix the typo in paragraph 3.",
    )
    assert result["content"]["body"] == _with(PARAGRAPHS, {2: fixed})
    assert result["revision"]["withheld"], "the question's paragraph rewritten: offered apart"
    assert "Not done" not in result["assistant_message"]["content"]


def test_offline_the_rules_make_their_part_and_name_the_rest(client: TestClient[Any]) -> None:
    content = create(client, TITLE, BODY)
    result = send(client, content["id"], "Delete paragraph 3 and make the intro livelier.")
    assert result["content"]["body"] == _with(PARAGRAPHS, {}).replace(PARAGRAPHS[2] + "\n\n", "")
    told = (
        "• Not done: “make the intro livelier” — offline (no model set up) the editor cannot "
        "make that kind of change; say it again once a model is set up."
    )
    assert told in _lines(result), _lines(result)
    zh = create(client, ZH_TITLE, ZH_BODY)
    said = send(client, zh["id"], "删除第三段，另外开头写得活泼一点")
    assert (
        "• 没有改：“开头写得活泼一点”——离线模式（未接入大模型）做不了这种修改，"
        "接入大模型后再说一次。" in _lines(said)
    )


def test_a_paragraph_the_article_does_not_have_is_told_without_asking_the_model(
    llm_client: TestClient[Any], fake_model: FakeModel
) -> None:
    content = create(llm_client, ZH_TITLE, ZH[1])
    result = send(llm_client, content["id"], "第三段太长了，缩短一点")
    assert fake_model.history == []  # nothing was asked of the model, nothing guessed
    assert result["content"]["body"] == ZH[1]
    assert result["assistant_message"]["content"] == (
        "文章只有1段，没有第3段，所以没有改动。请说明要改的是哪一段。"
    )
    assert result["assistant_message"]["revision_id"] is None
    # and a paragraph it has goes to the model as before
    fake_model.enqueue(ZH_TITLE + "\n\n" + "今年春天共收到两千多本捐书，已按类别整理好。")
    shortened = send(llm_client, content["id"], "第一段太长了，缩短一点")
    assert len(fake_model.history) == 1
    assert shortened["content"]["body"] == "今年春天共收到两千多本捐书，已按类别整理好。"
