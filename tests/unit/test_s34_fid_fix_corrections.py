"""A fact corrected in passing beside another ask ("…, not 2 March", 是5832，不是5823) puts
the sentence holding the wrong value in scope, so the model's correction there is applied."""

from app.editing.corrections import corrected_sentences
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

EULOGY = split_paragraphs(
    "Thank you all for being here.\n\n"
    "Frank was born on 2 March 1941 in Hull. He left school at fifteen.\n\n"
    "He met Mum on 12 March 1962."
)
CHOIR = split_paragraphs(
    "欢迎回来！\n\n- 侧门密码是5823，进出请随手关门。\n\n指挥从2018年起带领合唱团。"
)


def test_the_sentence_with_the_wrong_date_is_asked_about() -> None:
    asked = "Make the opening warmer. Also his birthday was 3 March, not 2 March, please fix it."
    assert corrected_sentences(asked, EULOGY) == {(1, 0)}
    scope = scope_of([asked], "For Dad", EULOGY)
    assert scope.paragraphs == frozenset({0})
    assert (1, 0) in scope.sentences


def test_a_chinese_correction_finds_the_wrong_code() -> None:
    asked = "指挥那段写得温暖一点；另外侧门密码是5832，不是5823，帮我改一下。"
    assert corrected_sentences(asked, CHOIR) == {(1, 0)}


def test_a_style_contrast_is_no_correction() -> None:
    assert corrected_sentences("It should be friendly, not formal.", EULOGY) == set()


def test_a_value_inside_a_longer_figure_is_not_the_wrong_one() -> None:
    asked = "The meeting was 3 March, not 2 March."
    only_twelfth = split_paragraphs("They met on 12 March 1962.")
    assert corrected_sentences(asked, only_twelfth) == set()
