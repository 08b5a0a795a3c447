"""A blank left for the writer to fill in ([Bride's name], 【新娘姓名】, XXXXXX) is refused."""

import pytest

from app.editing.elided import Refused
from app.editing.fill_ins import blanks, check_fill_ins


def test_a_named_slot_in_brackets_is_refused_in_english() -> None:
    before = "Good evening. I'm Daniel, Sam's brother."
    after = "Good evening. I'm Daniel, Sam's brother and [Bride's name]'s brother-in-law."
    with pytest.raises(Refused, match=r"\[Bride's name\]"):
        check_fill_ins(before, after, ["Make the opening mention the bride."])


def test_a_chinese_slot_or_masked_number_is_refused_in_chinese() -> None:
    before = "如需改约，请提前24小时拨打客服电话。"
    with pytest.raises(Refused, match="待填写"):
        check_fill_ins(before, "我是李然，也是【新娘姓名】的大伯子。", ["开场白提一下新娘。"])
    with pytest.raises(Refused, match="XXXXXX"):
        check_fill_ins(before, "请添加客服微信（微信号：XXXXXX）。", ["写得客气些。"])


def test_a_stage_direction_in_brackets_is_no_slot() -> None:
    assert blanks("He finally has. [pause for laughter] So raise your glasses.") == []


def test_a_slot_the_article_or_the_suggestion_holds_is_kept() -> None:
    before = "Dear [Name], thank you for applying."
    check_fill_ins(before, "Dear [Name], thanks so much for applying!", ["Warmer, please."])
    check_fill_ins("Sign here.", "Sign here: [date]", ["Add a [date] slot after 'Sign here'."])


def test_links_code_and_template_fields_are_no_slots() -> None:
    assert blanks("Write to [the company name](https://example.org/contact).") == []
    assert blanks('Then run `print(f"Hello, {name}")` and `XXXX`.') == []
    assert blanks("```\ngreeting = '[Your name]'\n```") == []
    assert blanks("The field {name} is filled from the form.") == []
