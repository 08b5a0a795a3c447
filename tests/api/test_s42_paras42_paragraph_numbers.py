"""Paragraph 3 / 第三段 of an article with `## ` headings, through the chat (outside41 finding 5):
the offline rules delete the paragraph the writer counts and say its number; the model is told
which paragraph that is; its edit of it is saved and named so; an edit of the block the headings
would make paragraph 3 is saved and the writer told how the model counted; an edit of another
paragraph is refused in the writer's numbers. Unit cases: tests/unit/test_s42_paras42_*.py."""

from litestar.testing import TestClient

from app.testing.fake_model import FakeModel
from tests.api.calls import create_id, send
from tests.conftest import article

EN = [
    "## Morning",
    "The coach left the depot at eight with thirty-two walkers on board.",
    "We started at the old mill and climbed for an hour to the ridge.",
    "## Afternoon",
    "After lunch the group split: some went down to the village, others on to the tarn.",
    "Everyone was back at the coach by half past five.",
]
ZH = [
    "## 上午",
    "大巴早上八点从车站出发，车上一共三十二位徒步的朋友。",
    "我们从老磨坊出发，爬了一个小时到山脊。",
    "## 下午",
    "午饭后大家分成两队，一队下山去村子，一队继续走到山湖。",
    "五点半大家都回到了大巴上。",
]


def _new(client: TestClient, title: str, blocks: list[str]) -> str:
    return create_id(client, title, "\n\n".join(blocks))


def test_offline_delete_the_third_paragraph_deletes_and_names_it(client: TestClient) -> None:
    result = send(client, _new(client, "Walk", EN), "Delete the third paragraph.")
    told = result["assistant_message"]["content"]
    assert result["content"]["body"] == "\n\n".join(EN[:4] + EN[5:])
    assert "paragraph 3" in told and "paragraph 2" not in told and "paragraph 5" not in told


def test_offline_zh_delete_paragraph_three_deletes_and_names_it(client: TestClient) -> None:
    result = send(client, _new(client, "徒步", ZH), "删掉第三段")
    told = result["assistant_message"]["content"]
    assert result["content"]["body"] == "\n\n".join(ZH[:4] + ZH[5:])
    assert "第3段" in told.replace(" ", "") and "第5段" not in told.replace(" ", "")


def test_the_model_is_told_which_paragraph_and_its_edit_is_named_so(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content_id = _new(llm_client, "Walk", EN)
    new = "After lunch some of us went down to the village and the rest on to the tarn."
    fake_model.enqueue(article("Walk", *EN[:4], new, *EN[5:]))
    result = send(llm_client, content_id, "Paragraph 3 is clumsy, smooth it out.")
    sent = "\n".join(m.content for m in fake_model.history[0])
    assert "paragraph 3 is the one beginning “After lunch the group split" in sent
    told = result["assistant_message"]["content"]
    assert result["revision"] is not None and result["content"]["body"].count(new) == 1
    assert "paragraph 3" in told and "counted the headings" not in told


def test_zh_an_edit_that_counted_the_headings_is_saved_and_said(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content_id = _new(llm_client, "徒步", ZH)
    new = "我们从老磨坊出发，一小时后登上山脊。"
    fake_model.enqueue(article("徒步", ZH[0], ZH[1], new, *ZH[3:]))
    result = send(llm_client, content_id, "第三段改得顺一点")
    told = result["assistant_message"]["content"]
    assert result["revision"] is not None and new in result["content"]["body"]
    assert "模型把小标题也算作段落" in told and "我们从老磨坊出发" in told


def test_an_edit_of_another_paragraph_is_refused_in_the_writers_numbers(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content_id = _new(llm_client, "Walk", EN)
    fake_model.enqueue(article("Walk", *EN[:5], "We were all back by half past five."))
    result = send(llm_client, content_id, "Paragraph 3 is clumsy, smooth it out.")
    told = result["assistant_message"]["content"]
    assert result["revision"] is None and result["assistant_message"]["status"] == "error"
    assert "rewrote paragraph 4 instead of paragraph 3" in told
