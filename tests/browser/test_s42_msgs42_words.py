"""Session 42's sentences to a writer read in Chinese in a Chinese browser: an "every X to Y"
swap the model did partly (done, or still there), blocks that did not fit answered NO_CHANGE,
a negation turned round (of the body, while shortening, of the title) or not said in a
translation. Each is made by the server's own code, English and Chinese article alike, and
asked of the panel's words.js in Chromium; what a line quotes of the article stays as written."""

import re
from typing import Any

import pytest

from app.editing.empty_search import given_up_reason
from app.editing.every_swap import finished_swaps
from app.editing.flipped_said import flipped_reason, flipped_title_reason
from app.editing.scope import Scope
from app.editing.translation_shape import check_translation
from tests.browser.conftest import Redline
from tests.browser.words_read import read_in_chinese
from tests.english_left import CURLY_QUOTED, TWO_WORDS

pytestmark = pytest.mark.browser

EN = "We met.\n\n## What we ate\n\nWe ate, then we sat.\n\nWe sang."
ZH = "我们见面。\n\n我们吃饭。"


def _swap_lines() -> list[str]:
    whole = Scope(whole=True)
    ask = ["change every 'we' to 'our team' everywhere, make it livelier"]
    lines: list[str] = []
    for reply in (
        EN.replace("We met", "Our team met!"),  # three left, under a heading and not
        EN.replace("We", "Our team").replace("we", "our team") + " We cheered.",  # one new
        EN.replace("We sang.", "Our team sang, and we cheered."),
    ):
        lines += finished_swaps(ask, ("We", EN), ("We", reply), whole).lines
    zh_ask = ["把所有的我们都换成咱们，口语一点"]
    for reply in ("咱们见面。\n\n我们吃饭。", "咱们见面，我们很开心。\n\n咱们吃饭。"):
        lines += finished_swaps(zh_ask, ("周六", ZH), ("周六", reply), whole).lines
    return lines


def _sentences() -> list[str]:
    said = [
        given_up_reason("We met.", ""),
        given_up_reason("We met.", "the paragraph is vivid enough."),
        given_up_reason(ZH, ""),
        given_up_reason(ZH, "这段已经很生动了。"),
        flipped_reason(["not", "never"], "We did not stop."),
        flipped_reason(["not"], "We did not stop.", shortening=True),
        flipped_reason(["禁止", "不"], "馆内禁止吸烟。"),
        flipped_reason(["无"], "无人迟到。", shortening=True),
        flipped_title_reason(["not"], "Why I do not run", "Why I Run"),
        flipped_title_reason(["不"], "为什么我不跑步", "为什么我跑步"),
        *_swap_lines(),
        check_translation(
            "We waited at the stop.\n\nThe bus never came, so we walked home in the rain.",
            "我们在车站等着。\n\n车终于来了，我们冒着雨走回了家。",
            ["translate it into Chinese"],
            Scope(whole=True, translate=True),
        ),
        check_translation(
            "我们在车站等着。\n\n车一直没有来，我们只好冒着雨走回家。",
            "We waited at the stop.\n\nThe bus finally came, and we walked home in the rain.",
            ["翻译成英文"],
            Scope(whole=True, translate=True),
        ),
    ]
    assert len(said) >= 17 and all(said), said
    return said


def test_session_42s_sentences_read_in_chinese(page: Any, redline: Redline) -> None:
    texts = _sentences()
    for lang, said in read_in_chinese(page, texts, TWO_WORDS, CURLY_QUOTED):
        for text, line in zip(texts, said, strict=True):
            for quoted in re.findall(r"“([^”]*)”", text):
                if lang == "zh-Hans" or not re.search("[\u4e00-\u9fff]", quoted):
                    assert quoted in line["text"], (text, line["text"])
