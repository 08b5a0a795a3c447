"""A reply that did one of two asks: the writer is told, in the article's language, which ask
was not done and which paragraph the reply left as it was — and the next prompt carries that
line, so the model sees the ask is still open."""

from litestar.testing import TestClient

from app.testing.fake_model import FakeModel
from tests.api.calls import create, send

TITLE = "Hillside Choir"
BODY = (
    "Our autumn concert is on Saturday 18 October at 7 pm in St Mary's Hall.\n\n"
    "Rehearsals have gone well this term. We have learned four new pieces, and the altos "
    "finally mastered the tricky middle section of the Rutter.\n\n"
    "Thank you all for a wonderful term."
)
SHORTER = "Rehearsals have gone well: four new pieces learned."
ASK = "Shorten paragraph 2 and change the concert date to Saturday 25 October."
ZH_TITLE = "山城合唱团"
ZH_BODY = (
    "秋季音乐会定在10月18日（周六）晚上七点，地点是圣玛丽礼堂。\n\n"
    "这学期排练很顺利。我们学会了四首新曲子，女低音声部终于把那段难唱的中段唱下来了。\n\n"
    "感谢大家这学期的付出！"
)


def _with(body: str, index: int, new: str) -> str:
    paragraphs = body.split("\n\n")
    paragraphs[index] = new
    return "\n\n".join(paragraphs)


def test_the_ask_left_undone_is_named_and_the_next_prompt_carries_it(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content = create(llm_client, TITLE, BODY)
    fake_model.enqueue(TITLE + "\n\n" + _with(BODY, 1, SHORTER))
    result = send(llm_client, content["id"], ASK)
    assert result["content"]["body"] == _with(BODY, 1, SHORTER)
    lines = result["assistant_message"]["content"].split("\n")
    told = (
        "• Not done: “change the concert date to Saturday 25 October” — the reply left "
        "paragraph 1 as it was; ask again if you still want it."
    )
    assert told in lines, lines
    fake_model.enqueue("NO_CHANGE")
    send(llm_client, content["id"], "Thanks.")
    assert "Not done: “change the concert date" in fake_model.prompts_text[-1]


def test_both_asks_done_tell_nothing_undone(llm_client: TestClient, fake_model: FakeModel) -> None:
    content = create(llm_client, TITLE, BODY)
    both = _with(_with(BODY, 1, SHORTER), 0, BODY.split("\n\n")[0].replace("18", "25"))
    fake_model.enqueue(TITLE + "\n\n" + both)
    result = send(llm_client, content["id"], ASK)
    assert result["content"]["body"] == both
    assert "Not done" not in result["assistant_message"]["content"]


def test_a_chinese_writer_is_told_in_chinese(llm_client: TestClient, fake_model: FakeModel) -> None:
    content = create(llm_client, ZH_TITLE, ZH_BODY)
    shorter = "这学期排练很顺利，学会了四首新曲子。"
    fake_model.enqueue(ZH_TITLE + "\n\n" + _with(ZH_BODY, 1, shorter))
    result = send(llm_client, content["id"], "第二段精简一点，顺便把日期改成10月25日。")
    lines = result["assistant_message"]["content"].split("\n")
    told = "• 没有改：“把日期改成10月25日”——回复没有动第1段，如果还需要，请再说一次。"
    assert told in lines, lines
