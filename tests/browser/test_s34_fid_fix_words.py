"""The refusal "the model rewrote paragraph N instead of M" (and its kin: instead of the title,
nothing asked changed, the changes offered apart) is written in Chinese for a Chinese article
(withheld_only.py): words.js keeps it as it is in a Chinese panel and puts it back in English
in an English one, like the other Chinese sentences of the server's."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.conftest import Redline

pytestmark = pytest.mark.browser

CHINESE = [
    "模型改写的是第 5 段，而不是你问的第 3 段，所以什么都没保存。请按“重试”。"
    "另有建议：第 5 段 1 处改动——未采用，因为建议并没有要求。",
    "模型改写的是第 1、2 段，而不是你问的标题，所以什么都没保存。请按“重试”。"
    "另有建议：第 1 段 1 处改动，第 2 段 2 处改动——未采用，因为建议并没有要求。",
    "模型没有改建议所问的地方，所以没有保存新版本。"
    "另有建议：标题 1 处改动——未采用，因为建议并没有要求。",
]
ENGLISH = [
    "The model rewrote paragraph 5 instead of paragraph 3, which you asked about, so nothing was "
    "saved — press Retry. Also suggested: 1 change in paragraph 5 — not applied, since the "
    "suggestion did not ask for them.",
    "The model rewrote paragraph 1, 2 instead of the title, which you asked about, so nothing was "
    "saved — press Retry. Also suggested: 1 change in paragraph 1, 2 changes in paragraph 2 — "
    "not applied, since the suggestion did not ask for them.",
    "The model changed nothing that the suggestion asked about, so no new version was saved. "
    "Also suggested: 1 change in the title — not applied, since the suggestion did not ask for "
    "them.",
]


def test_the_chinese_wrong_paragraph_refusals_read_in_both_languages(
    page: Any, redline: Redline
) -> None:
    page.goto("/")
    said = page.evaluate(
        """async (texts) => {
          const words = await import("/static/js/panel/words.js");
          return texts.map((text) => [
            words.inLanguage(text, "zh-Hans"),
            words.inLanguage(text, "en"),
          ]);
        }""",
        CHINESE,
    )
    for text, english, (chinese, back) in zip(CHINESE, ENGLISH, said, strict=True):
        assert chinese == {"text": text, "lang": "zh-Hans"}
        assert back == {"text": english, "lang": None}
