"""A person's name respelt by one letter or character where the article still names them
elsewhere (app/editing/fact_names.py), and the names that are not respelt."""

from app.editing.fact_names import changed_names

EN = (
    "Thank you for joining. Joanna Field will meet you on your first day.\n\n"
    "Any problems, ask Joanna Field, our volunteer lead."
)
ZH_ROLE = (
    "施工单位为恒升电梯工程有限公司，项目负责人为孙立伟。每天8:30开工。\n\n"
    "| 事项 | 联系人 |\n|---|---|\n| 施工问题 | 孙立伟 |"
)
ZH_AFTER = "第一次值班时，志愿者负责人周敏会带你熟悉环境。\n\n有问题请找周敏。"


def test_english_surname_given_an_s_in_one_paragraph() -> None:
    after = EN.replace("ask Joanna Field,", "just ask Joanna Fields,")
    assert changed_names(EN, after) == [("Joanna Field", "Joanna Fields")]


def test_english_plural_of_two_capitalised_words_is_no_name() -> None:
    before = "Monday Market opens at nine.\n\nBring a bag."
    after = "Monday Markets open at nine.\n\nBring a bag."
    assert changed_names(before, after) == []


def test_english_name_kept_in_a_restyle() -> None:
    after = EN.replace("Any problems, ask", "If anything goes wrong, just ask")
    assert changed_names(EN, after) == []


def test_chinese_name_after_role_and_wei() -> None:
    after = ZH_ROLE.replace(
        "施工单位为恒升电梯工程有限公司，项目负责人为孙立伟",
        "本次施工由恒升电梯工程有限公司负责，项目负责人孙立维",
    )
    assert changed_names(ZH_ROLE, after) == [("孙立伟", "孙立维")]


def test_chinese_name_after_the_same_word() -> None:
    after = ZH_AFTER.replace("有问题请找周敏。", "有什么问题，随时找周明就好。")
    assert changed_names(ZH_AFTER, after) == [("周敏", "周明")]


def test_chinese_name_kept_or_a_word_beside_it() -> None:
    kept = ZH_AFTER.replace("有问题请找周敏。", "有什么问题，随时找周敏就好。")
    assert changed_names(ZH_AFTER, kept) == []
    weekend = ZH_AFTER.replace("有问题请找周敏。", "有问题请找周敏，周末也可以。")
    assert changed_names(ZH_AFTER, weekend) == []
