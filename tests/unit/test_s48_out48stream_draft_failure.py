"""Why a draft could not be written, said to the brief's writer: a refusal of a draft (not of
"this edit"), in Chinese to a brief worded in Chinese (outside48 F5)."""

from app.editing.said_in_chinese import draft_failure
from app.llm.reading import declined

ZH_BRIEF = "写一篇关于秋天公园的短文"
EN_BRIEF = "A short piece about a park in autumn"


def test_a_refused_draft_for_a_chinese_brief_is_said_in_chinese_about_a_draft() -> None:
    said = draft_failure(str(declined("抱歉，我不能写这个。")), ZH_BRIEF)
    assert said == "模型拒绝写这篇初稿：“抱歉，我不能写这个。”"


def test_a_refused_draft_for_an_english_brief_speaks_of_a_draft() -> None:
    said = draft_failure(str(declined("I can't write that.")), EN_BRIEF)
    assert said == 'The model declined to write this draft: "I can\'t write that."'
    assert "edit" not in said


def test_another_failure_keeps_its_words_after_the_draft_sentence() -> None:
    said = draft_failure("The model endpoint could not be reached.", EN_BRIEF)
    assert said == "The model could not write the draft: The model endpoint could not be reached."
