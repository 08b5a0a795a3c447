"""The judge refuses a reply that stops in the middle although the model said it had
finished (finish_reason "stop"), in whole-article and block replies, and still applies one
that ends as the writer's text does."""

from app.editing.judge import EditRequest, NoEdit, Revised
from tests.unit.judging import judged

JOB = (
    "星河科技现招聘后端开发工程师2名。\n\n"
    "岗位职责：\n1. 负责交易系统的设计与开发；\n2. 参与性能优化和故障排查；\n3. 编写技术文档。\n\n"
    "有意者请将简历发送至hr@xinghe.cn。"
)
POEM = (
    "the sea goes out\nand leaves its questions\nin the sand\n\na gull reads them\nand answers none"
)


def judge(reply: str, suggestion: str, body: str) -> Revised | NoEdit:
    return judged(EditRequest("招聘", body, [suggestion], 1), reply)[0]


def test_a_whole_article_reply_stopping_in_a_list_item_is_refused_in_plain_words() -> None:
    reply = (
        "招聘\n\n星河科技诚邀两位后端工程师加入！\n\n"
        "岗位职责：\n1. 负责交易系统的设计与开发；\n2. 参与性能"
    )
    verdict = judge(reply, "第一段写得更有吸引力。", JOB)
    assert isinstance(verdict, NoEdit) and verdict.status == "error"
    assert "stops in the middle of a list item" in verdict.reason
    assert "nothing was saved" in verdict.reason and "Retry" in verdict.reason


def test_a_block_whose_new_text_stops_without_its_end_marker_is_refused() -> None:
    reply = (
        "<<<<<<< SEARCH\n岗位职责：\n1. 负责交易系统的设计与开发；\n2. 参与性能优化和故障排查；\n"
        "3. 编写技术文档。\n=======\n岗位职责：\n1. 负责交易系统的设计、开发与维护；\n2. 参与"
    )
    verdict = judge(reply, "把岗位职责写得更具体。", JOB)
    assert isinstance(verdict, NoEdit) and "stops in the middle" in verdict.reason
    # the same block closed, whole: applied
    closed = reply + "性能优化；\n3. 编写技术文档。\n>>>>>>> REPLACE"
    verdict = judge(closed, "把岗位职责写得更具体。", JOB)
    assert isinstance(verdict, Revised) and "设计、开发与维护" in verdict.body


def test_a_poem_whose_lines_never_end_with_a_stop_still_applies() -> None:
    reply = "Low Tide\n\n" + POEM.replace("and answers none", "and cannot answer")
    verdict = judged(EditRequest("Low Tide", POEM, ["Make the second stanza sadder."], 1), reply)[0]
    assert isinstance(verdict, Revised) and verdict.body.endswith("and cannot answer")


BAKE = (
    "The Year 4 bake sale is on Saturday from 10 am in the school hall.\n\n"
    "All money raised goes to the new library books.\n\nThanks,\nThe PTA"
)


def test_a_title_only_edit_answered_with_the_title_alone_applies() -> None:
    for reply, title in [
        ("Come to Our Bake Sale This Saturday!", "Come to Our Bake Sale This Saturday!"),
        ("**Sweet Saturday: Our Year 4 Bake Sale**", "Sweet Saturday: Our Year 4 Bake Sale"),
        ("Title: Come and Bake With Us", "Come and Bake With Us"),
    ]:
        request = EditRequest("Bake sale", BAKE, ["Make the title more inviting."], 1)
        verdict = judged(request, reply)[0]
        assert isinstance(verdict, Revised) and (verdict.title, verdict.body) == (title, BAKE)
    body = "本周六上午在礼堂举行义卖。\n\n所得款项用于购买图书。"
    request = EditRequest("周末义卖", body, ["标题改得更吸引人一点。"], 1)
    verdict = judged(request, "“周六来逛爱心义卖吧！”")[0]
    assert isinstance(verdict, Revised) and (verdict.title, verdict.body) == (
        "周六来逛爱心义卖吧！",
        body,
    )
    # in another language, or for a paragraph's edit, it is not taken for the title
    verdict = judged(request, "Come to our charity sale this Saturday!")[0]
    assert not (isinstance(verdict, Revised) and verdict.title.startswith("Come"))
    request = EditRequest("Bake sale", BAKE, ["Make the second paragraph warmer."], 1)
    verdict = judged(request, "Come to Our Bake Sale This Saturday!")[0]
    assert not (isinstance(verdict, Revised) and verdict.title.startswith("Come"))


def test_a_title_line_said_with_chatter_is_not_saved_as_the_title() -> None:
    # Session 55 (outside54 F19): the title offered inside the model's words is the answer and
    # is saved alone; the words around it ("Sure, how about:", the quotes, the "?") never are.
    request = EditRequest("Bake sale", BAKE, ["Make the title more inviting."], 1)
    for reply, title in [
        ("Sure, how about: Come to Our Bake Sale!", "Come to Our Bake Sale!"),
        ("How about “Come Bake With Us”?", "Come Bake With Us"),
    ]:
        verdict = judged(request, reply)[0]
        assert isinstance(verdict, Revised) and (verdict.title, verdict.body) == (title, BAKE)
    # a Chinese title for an English article, unasked, is not saved
    verdict = judged(request, "好的，可以改成：周六来吃蛋糕吧！")[0]
    assert isinstance(verdict, NoEdit) and "another language" in verdict.reason
