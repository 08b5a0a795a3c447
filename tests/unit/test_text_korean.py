"""Korean puts spaces between its words: a Korean article is counted in words, told in
words and its changes described as an English one's are — it was counted a syllable a word
(23 "字" for 8 words) and described in Chinese (第2段：“어”改为“인”, session 25 faults).
Chinese and Japanese, written without spaces, still count a character each."""

from datetime import UTC, datetime

import pytest

from app.domain.describe import describe_changes, language_of
from app.domain.models import Content
from app.domain.text import counts_characters, word_count

KOREAN = "오늘은 날씨가 정말 좋습니다. 공원에 가서 산책을 했어요."


@pytest.mark.parametrize(
    ("text", "count", "by_character"),
    [
        (KOREAN, 8, False),
        ("今天天气很好。", 6, True),
        ("今日は天気がいい。", 8, True),
        ("Today is fine.", 3, False),
    ],
)
def test_words_are_counted_as_the_script_writes_them(
    text: str, count: int, by_character: bool
) -> None:
    assert word_count(text) == count
    assert counts_characters(text) is by_character


def test_a_korean_article_is_told_in_words_and_described_in_english() -> None:
    now = datetime(2026, 12, 3, tzinfo=UTC)
    content = Content(id="c", title="날씨", body=KOREAN, created_at=now, updated_at=now)
    assert content.word_unit == "words"
    assert language_of(KOREAN) == "en"
    revised = KOREAN.replace("산책을", "운동을")
    lines = describe_changes("날씨", KOREAN, "날씨", revised)
    assert lines and all("第" not in line and "改为" not in line for line in lines)
    assert lines == ["paragraph 1: “산책” → “운동”"]


def test_a_chinese_article_is_still_told_in_characters() -> None:
    now = datetime(2026, 12, 3, tzinfo=UTC)
    content = Content(id="c", title="天气", body="今天天气很好。", created_at=now, updated_at=now)
    assert content.word_unit == "字"
    assert language_of("今天天气很好。") == "zh"
