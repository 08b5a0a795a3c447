"""What the writer is told (outside42 findings 3, 4, 6, 8, 9): a reply in Japanese or Korean
is another language than a Chinese article's; the whole article in another language holding a
question mark is not the model asking; a question quoting a paragraph whole, or echoing the
article's markup, is shown; a Chinese article's refusals are said in Chinese."""

from __future__ import annotations

import pytest

from app.editing.judge import EditRequest, NoEdit, told_in_article_language
from app.editing.language import other_language
from app.editing.said_in_chinese import in_chinese
from tests.unit.judging import judge

ZH = "本周日上午九点，羽毛球活动在体育馆三号场地举行。\n\n请大家自带球拍，场地费每人二十元。"
JA = (
    "今週の日曜日午前9時、体育館の3番コートでバドミントンをやるよ！\n\nラケットは各自持ってきてね。"
)
KO = "이번 주 일요일 오전 9시, 체육관 3번 코트에서 배드민턴 해요!\n\n라켓은 각자 챙겨 오세요."


@pytest.mark.parametrize("reply", [JA, KO])
def test_japanese_or_korean_is_another_language_than_chinese(reply: str) -> None:
    assert other_language(ZH, reply)
    assert other_language(reply, ZH)


def test_a_chinese_text_naming_a_japanese_shop_is_still_chinese() -> None:
    named = "我们中午在「すき家」吃了牛肉饭，下午去了书店，晚上回到酒店休息，第二天一早出发。"
    assert not other_language(ZH, named)
    assert not other_language(JA, JA.replace("ラケット", "球拍"))


def test_the_whole_article_in_english_with_a_question_is_refused_as_another_language() -> None:
    reply = (
        "This Sunday at 9am, badminton is on at court 3 of the sports hall!\n\n"
        "Questions? Bring your own racket; the court fee is 20 yuan each."
    )
    verdict = judge("通知", ZH, "整篇改得口语化一点", reply)
    assert isinstance(verdict, NoEdit) and verdict.status == "error"
    assert "another language" in verdict.reason


def test_a_short_question_in_english_to_a_chinese_article_is_shown() -> None:
    verdict = judge("通知", ZH, "改一下", "Which paragraph would you like me to change?")
    assert verdict == NoEdit("ok", "Which paragraph would you like me to change?")


@pytest.mark.parametrize(
    "question",
    [
        "你是想改“本周日上午九点，羽毛球活动在体育馆三号场地举行。”这一句吗？还是两段都改？",
        "你想改的是「请大家自带球拍，场地费每人二十元。」这一段吗？",
    ],
)
def test_a_question_quoting_a_paragraph_whole_is_shown(question: str) -> None:
    assert judge("通知", ZH, "改一下", question) == NoEdit("ok", question)


def test_an_english_question_quoting_a_paragraph_is_shown() -> None:
    body = "We cycled round the lake, and one lap took two hours.\n\nWe watched the sunset."
    question = 'Do you mean "We cycled round the lake, and one lap took two hours."? Tell me.'
    assert judge("Ride", body, "make this livelier", question) == NoEdit("ok", question)


def test_a_question_echoing_the_markup_is_shown_not_saved_over_paragraph_one() -> None:
    img = '<img src=x onerror="alert(1)">'
    body = f"第一段{img}\n\n第二段 <b>重点</b>"
    verdict = judge("标题" + img, body, "改一下 " + img, f"好的{img} 请问你想改哪一段？")
    assert isinstance(verdict, NoEdit) and verdict.status == "ok"
    assert "请问你想改哪一段" in verdict.reason


def test_the_paragraph_rewritten_with_its_markup_is_still_saved() -> None:
    img = '<img src=x onerror="alert(1)">'
    body = f"第一段{img}\n\n第二段 <b>重点</b>"
    verdict = judge("标题", body, "第一段写生动些", f"热热闹闹的第一段{img}\n\n第二段 <b>重点</b>")
    assert not isinstance(verdict, NoEdit), verdict


def test_known_refusal_sentences_are_said_in_chinese() -> None:
    said = in_chinese(
        "The model's reply left out paragraphs 1, 3 of the article, which the suggestion did "
        "not ask to remove, so nothing was saved. Press Retry to ask again."
    )
    assert said == (
        "模型的回复漏掉了文章的第 1、3 段，而建议并没有要求删，所以什么都没保存。"
        "可以按“重试”再问一次。"
    )
    assert (
        in_chinese("The model found nothing to change for this suggestion, so V3 stays as it is.")
        == "模型认为这条建议没有要改的地方，V3 保持不变。"
    )


def test_a_text_with_one_unknown_sentence_stays_english_whole() -> None:
    assert in_chinese("Something new happened. Press Retry to ask again.") is None


def _request(body: str) -> EditRequest:
    return EditRequest("标题", body, ["改一下"], 1)


def test_a_refusal_is_told_in_chinese_only_on_a_chinese_article() -> None:
    refusal = NoEdit(
        "error",
        "The model's reply was cut off (it reached the model's length limit), so nothing was "
        "saved. Press Retry to ask again.",
    )
    told = told_in_article_language(_request(ZH), refusal, "rejected: cut")
    assert told == NoEdit(
        "error",
        "模型的回复被截断了（到了模型的长度上限），所以什么都没保存。可以按“重试”再问一次。",
    )
    english = _request("We cycled round the lake.\n\nWe watched the sunset.")
    assert told_in_article_language(english, refusal, "rejected: cut") == refusal


def test_the_models_own_words_are_never_translated() -> None:
    words = NoEdit(
        "ok", "The model found nothing to change for this suggestion, so V1 stays as it is."
    )
    assert told_in_article_language(_request(ZH), words, "model_says") == words
