"""A part named by asking (咨询那段, "the enquiries paragraph") is the one telling readers whom
to ask, when no part holds the word itself (app/editing/contact_named.py)."""

from app.editing.contact_named import contact_holders

ZH = [
    "自4月1日起调整会员方案。",
    "会议室每小时60元。",
    "如有疑问，请找社区经理何雨桐，或发邮件至hello@zhiji-space.cn。",
]
EN = [
    "Plot rents of £42 a year are due by 31 March.",
    "Questions about plots go to our secretary, Gareth Pryce, on 01632 960 415.",
    "Happy growing!",
]


def test_asking_names_the_part_with_a_way_to_reach_someone() -> None:
    assert contact_holders("咨询", ZH) == {2}
    assert contact_holders("有疑问", ZH) == set()  # 如有疑问 holds it: the words place it
    assert contact_holders("the enquiries", EN) == {1}


def test_a_part_holding_the_word_is_left_to_the_words() -> None:
    services = [*ZH[:2], "心理咨询每周二开放。", ZH[2]]
    assert contact_holders("咨询", services) == set()


def test_no_asking_no_contact() -> None:
    assert contact_holders("会议室", ZH) == set()
    assert contact_holders("the rent", EN) == set()
