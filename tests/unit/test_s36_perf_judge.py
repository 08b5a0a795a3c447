"""Session 36 (issue 13, a cheaper turn): the judge asks whether a reply is the asked paragraph
in another language only of a reply it would otherwise take for a remark — the same verdicts,
without holding every reply against the article's language."""

from __future__ import annotations

import pytest

from app.editing import judge as judge_module
from app.editing.judge import NoEdit
from tests.unit.judging import applied, judge

SPEECH = [
    "Good evening, and thank you all for coming out in the rain.",
    "Two years ago the roof failed and we lost 4,000 books.",
    "I want to thank the volunteers, who moved every shelf twice, and the council.",
    "Please enjoy the evening, and thank you again.",
]
ZSPEECH = [
    "各位晚上好，感谢大家冒雨前来。",
    "两年前，屋顶漏水，我们损失了4000册图书。",
    "我要感谢搬了两次书架的志愿者们，也要感谢拨款的区政府。",
    "祝大家今晚愉快，再次感谢。",
]


@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The replies the judge held against the article's language, in order."""
    calls: list[str] = []
    real = judge_module.translated_target

    def recording(words: str, target: str, article: str) -> bool:
        calls.append(words)
        return real(words, target, article)

    monkeypatch.setattr(judge_module, "translated_target", recording)
    return calls


def test_an_ordinary_edit_is_saved_without_asking_about_its_language(asked: list[str]) -> None:
    new = SPEECH[2].replace("I want", "We want")
    whole = "Remarks\n\n" + "\n\n".join(new if i == 2 else p for i, p in enumerate(SPEECH))
    verdict = judge(
        "Remarks", "\n\n".join(SPEECH), "Change 'I' to 'we' in the thank-you paragraph.", whole
    )
    assert applied(verdict).body == whole.split("\n\n", 1)[1]
    assert asked == []


def test_the_asked_paragraph_in_english_is_still_refused_as_another_language() -> None:
    reply = "I want to warmly thank the volunteers, who moved every shelf twice, and the council."
    verdict = judge("讲话", "\n\n".join(ZSPEECH), "感谢那段写得更温暖一些。", reply)
    assert isinstance(verdict, NoEdit) and verdict.status == "error", verdict
    assert "another language" in verdict.reason


def test_a_remark_in_the_articles_language_is_still_nothing_to_change(asked: list[str]) -> None:
    remark = "The thank-you paragraph is already warm and specific; I would leave it."
    verdict = judge("Remarks", "\n\n".join(SPEECH), "Make the thank-you paragraph warmer.", remark)
    assert isinstance(verdict, NoEdit) and verdict.status == "ok", verdict
    assert "found nothing to change" in verdict.reason
    assert asked == [remark]
