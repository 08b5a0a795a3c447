"""Session 44's sentences (out43c) read in the writer's language. The newest refusals the
server writes in Chinese for a Chinese article (a count changed, a person, place or book title
swapped, a negation turned) read back as the judge's English sentence in an English panel — they
stayed Chinese; and the new English sentences (a footnote marker left out, a code refusal that
quotes the changed line, an unexpected failure of the model call) read in Chinese. Each Chinese
refusal is made by the server's own code."""

from __future__ import annotations

import re
from typing import Any

import pytest

from app.editing.elided import Refused
from app.editing.facts import check_title_negations
from app.editing.flipped_said import flipped_reason
from app.editing.replaced_names import check_replaced_names
from app.editing.reworded_figures import check_reworded_figures
from app.editing.scope import Scope
from app.editing.swapped_titles import check_swapped_titles
from tests.browser.conftest import Redline

pytestmark = pytest.mark.browser

ASK = """async ([texts, lang]) => {
  const words = await import("/static/js/panel/words.js");
  return texts.map((text) => words.inLanguage(text, lang));
}"""


def _refused(check: Any, *args: Any) -> str:
    with pytest.raises(Refused) as refused:
        check(*args)
    return str(refused.value)


def _chinese_refusals() -> list[str]:
    return [
        _refused(
            check_reworded_figures, "请大家提前读完前三章。", "大家先把前五章看完。", "语气轻松点"
        ),
        _refused(
            check_replaced_names,
            "周六请找王老师报名。",
            "周六请找李老师报名。",
            ["亲切一点"],
            Scope(),
        ),
        _refused(
            check_swapped_titles, "本月共读《活着》。", "本月共读《许三观卖血记》。", "生动点"
        ),
        flipped_reason(["不"], "周一不开放。", shortening=True),
        _refused(check_title_negations, "我为什么不跑步", "我为什么跑步", ["标题更有力"]),
    ]


def test_the_newest_chinese_refusals_read_back_in_english(page: Any, redline: Redline) -> None:
    texts = _chinese_refusals()
    assert all(text.startswith("模型") for text in texts), texts
    page.goto("/")
    said = page.evaluate(ASK, [texts, "en"])
    for text, line in zip(texts, said, strict=True):
        english = re.sub(r"“[^”]*”", "", line["text"])
        assert not re.search(r"[\u3400-\u9fff]", english), (text, line["text"])
        assert line["text"].startswith("The model ") and "press Retry" in line["text"], line


NEW = [
    "Check the footnotes: the model left out the footnote marker [^cafe], so its note at the end "
    "no longer points at anything.",
    "Check the footnotes: the model left out the footnote markers [^1], [^2], so their notes at "
    "the end no longer point at anything.",
    "The model changed code of yours (`return requests.get(url, timeout=10)` → `return "
    "requests.get(url, timeout=15)`), which the suggestion did not ask to change, so a reader "
    "would run something else. Nothing was saved — press Retry.",
    "Something went wrong while asking the model, so nothing was changed. Your message is saved "
    "and the article is unchanged — press Retry to try again.",
]


def test_the_new_sentences_read_in_chinese(page: Any, redline: Redline) -> None:
    page.goto("/")
    said = page.evaluate(ASK, [NEW, "zh-Hans"])
    for text, line in zip(NEW, said, strict=True):
        left = re.sub(r"“[^”]*”|`[^`]*`|\[\^[^\]]*\]", "", line["text"])
        assert line["lang"] == "zh-Hans", (text, line)
        assert not re.search(r"[A-Za-z]{2,}[ ,']+[A-Za-z]{2,}", left), (text, line["text"])
