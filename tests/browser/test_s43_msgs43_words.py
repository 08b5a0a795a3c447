"""Session 43's refusals told in Chinese to a Chinese article (app/editing/said_in_chinese.py)
read in a Chinese browser as they are, in Simplified and in Traditional: the server's Chinese
sentence is one the panel's words.js reads whole, never sent back to English or left half
translated; an English panel reads each back as the judge's English sentence. Each is made by
the server's own code from the judge's English reasons."""

from typing import Any

import pytest

from app.editing.judge import EditRequest, NoEdit, told_in_article_language
from tests.browser.conftest import Redline
from tests.browser.words_read import read_in, read_in_chinese
from tests.english_left import CURLY_QUOTED, TWO_WORDS

pytestmark = pytest.mark.browser

ZH = "本周日上午九点，羽毛球活动在体育馆三号场地举行。\n\n请大家自带球拍，场地费每人二十元。"
REASONS = [
    "The model wrote other figures than yours, which the suggestion did not ask to change "
    "(“九” → “十”), so the article would say something else. Nothing was saved — press Retry.",
    "The model's reply left out paragraphs 1, 3 of the article, which the suggestion did not "
    "ask to remove, so nothing was saved. Press Retry to ask again.",
    "The model's reply was cut off (it reached the model's length limit), so nothing was saved. "
    "Press Retry to ask again.",
    "The model's reply stops in the middle of a sentence — it was cut off — so nothing was "
    "saved. Press Retry to ask again.",
    "The model answered in another language than the article's, and no translation was asked "
    "for, so nothing was saved. Press Retry to ask again, or rephrase the suggestion.",
]
NO_CHANGE = (
    "The model found nothing to change for this suggestion, so V1 stays as it is. The model "
    "said: “第二段已经很简洁了。” Rephrase it if you expected an edit."
)


def _sentences() -> list[str]:
    request = EditRequest("通知", ZH, ["改一下"], 1)
    told = [told_in_article_language(request, NoEdit("error", r), "rejected") for r in REASONS]
    told.append(told_in_article_language(request, NoEdit("ok", NO_CHANGE), "no_change"))
    said = [verdict.reason for verdict in told if isinstance(verdict, NoEdit)]
    assert len(said) == len(REASONS) + 1 and all("模型" in s for s in said), said
    return said


def test_refusals_told_in_chinese_read_in_chinese(page: Any, redline: Redline) -> None:
    texts = _sentences()
    for lang, said in read_in_chinese(page, texts, TWO_WORDS, CURLY_QUOTED):
        for text, line in zip(texts, said, strict=True):
            assert (line["text"] == text) == (lang == "zh-Hans"), (text, line["text"])


def test_refusals_told_in_chinese_read_back_in_english_in_an_english_panel(
    page: Any, redline: Redline
) -> None:
    page.goto("/")
    said, _ = read_in(page, _sentences(), "en")
    assert [line["text"] for line in said] == [*REASONS, NO_CHANGE]
