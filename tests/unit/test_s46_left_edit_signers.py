"""A letter's signer kept through a rewrite (app.editing.signers, checked by left_out): a
Chinese 落款 under 此致 / 敬礼 or over its date, and an English sign-off cut by a shortening."""

import pytest

from app.editing.elided import Refused
from app.editing.left_out import check_left_out
from app.editing.scope import Scope, scope_of
from app.editing.signers import unsigned, zh_signers
from app.editing.units import split_paragraphs

ZH_LETTER = (
    "尊敬的李老师：\n\n您好！这学期承蒙您的悉心指导，论文顺利完成了。\n\n此致\n敬礼！"
    "\n\n学生：张晓明\n2026年6月12日"
)
EN_LETTER = (
    "Dear Mr Hughes,\n\nThank you for hosting our class last Tuesday.\n\n"
    "Kind regards,\nSarah Whitfield"
)


def _scope(suggestion: str, article: str) -> Scope:
    return scope_of([suggestion], "Letter", split_paragraphs(article))


def test_a_signer_under_a_closing_or_over_a_date_is_read() -> None:
    assert zh_signers("此致\n敬礼！\n\n学生：张晓明\n2026年6月12日") == ["张晓明"]
    assert zh_signers("祝您身体健康！\n陈雨桐 敬上\n三月十二日") == ["陈雨桐"]
    assert zh_signers("祝好！\n欧阳娜娜") == ["欧阳娜娜"]
    assert zh_signers("您的学生 王磊\n2025.3.8") == ["王磊"]


def test_a_name_in_a_sentence_or_a_line_over_no_date_signs_nothing() -> None:
    assert zh_signers("张老师说，下周三交作业。") == []
    assert zh_signers("参会：刘洋、陈静。\n下次会议：4月8日") == []
    assert zh_signers("王建国\n退休以后打算回老家。") == []


def test_the_signer_dropped_or_renamed_is_unsigned() -> None:
    old = "学生：张晓明\n2026年6月12日"
    assert unsigned(old, "您的学生\n2026年6月12日", "语气再真诚一点") == ["张晓明"]
    assert unsigned(old, "学生：晓明\n2026年6月12日", "写得亲切些") == ["张晓明"]
    assert unsigned(old, "学生张晓明敬上\n2026年6月12日", "写得亲切些") == []


def test_a_less_formal_letter_may_sign_with_the_given_name() -> None:
    old = "祝好！\n陈雨桐\n三月十二日"
    assert unsigned(old, "祝好！\n雨桐\n三月十二日", "落款随意一点") == []
    assert unsigned(old, "祝好！\n小陈\n三月十二日", "落款随意一点") == ["陈雨桐"]


@pytest.mark.parametrize(
    ("after", "suggestion"),
    [
        (ZH_LETTER.replace("学生：张晓明", "您的学生"), "语气再真诚一点"),
        (ZH_LETTER.replace("学生：张晓明", "晓明"), "这封信缩短一点"),
    ],
)
def test_a_chinese_letter_left_unsigned_is_refused(after: str, suggestion: str) -> None:
    with pytest.raises(Refused, match="“张晓明” from your signature"):
        check_left_out(ZH_LETTER, after, [suggestion], _scope(suggestion, ZH_LETTER))


def test_a_signature_the_suggestion_asks_to_change_is_the_edit() -> None:
    after = ZH_LETTER.replace("学生：张晓明", "晓明")
    suggestion = "落款只写名字“晓明”就好"
    check_left_out(ZH_LETTER, after, [suggestion], _scope(suggestion, ZH_LETTER))


def test_a_shortened_english_letter_keeps_the_surname() -> None:
    after = EN_LETTER.replace("Sarah Whitfield", "Sarah").replace(" last Tuesday", "")
    with pytest.raises(Refused, match="“Whitfield” from your signature"):
        check_left_out(
            EN_LETTER, after, ["shorten the letter"], _scope("shorten the letter", EN_LETTER)
        )


def test_an_indented_or_dashed_signer_is_read() -> None:
    assert zh_signers("祝工作顺利！\n\n\u3000\u3000王小红\n\u3000\u30002025年12月1日") == ["王小红"]
    assert zh_signers("祝好！\n——张伟") == ["张伟"]
