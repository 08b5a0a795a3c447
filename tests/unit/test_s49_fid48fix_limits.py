"""A limit lifted inside the asked paragraph while another sentence keeps a limiting word of its
own (fidelity_blind48 chunyun-zh-02, beekeeping-en-03; fidelity_dev49)."""

from app.editing.turned_limits import lifted_limit
from app.editing.turned_paragraphs import lifted_paragraph_limit

ZH_OLD = "本次包车仅限在职正式员工乘坐，家属不能同行。每人限报一条线路，报名截止到1月7日18:00。"
BOOK_OLD = "本次分享会仅限已报名的会员参加，非会员不能旁听。每人限带一本书交换，报名截止到3月20日。"
EN_OLD = (
    "Paperbacks cost £1 and hardbacks £2.50. Only Friends of the Library with a current card "
    "may shop in the first hour; the doors open to everyone at 11 am."
)


def test_a_limit_of_another_thing_does_not_keep_the_lifted_one() -> None:
    new = "这次包车员工和家属都可以坐。每人只能报一条线路，1月7日（星期五）18:00前报完名哦。"
    assert lifted_paragraph_limit(ZH_OLD, new, "报名规则那段口语化一点。")
    new = "这次分享会会员和朋友都可以来参加。每人只能带一本书来交换，3月20日前报名就行。"
    assert lifted_paragraph_limit(BOOK_OLD, new, "参加须知下面第一段写得亲切一点。")


def test_an_only_of_a_price_is_no_limit() -> None:
    new = (
        "Paperbacks are just £1 and hardbacks only £2.50! Anyone is welcome to shop in the "
        "first hour, and the doors are open to everyone from 11 am."
    )
    assert lifted_paragraph_limit(EN_OLD, new, "Make it friendlier.")


def test_the_limit_said_again_in_other_words_is_kept() -> None:
    new = "本次包车只限在职正式员工乘坐，家属请勿同行。每人限报一条线路，1月7日18:00前报名。"
    assert lifted_paragraph_limit(ZH_OLD, new, "口语化一点。") is None
    old = "Only members with a valid lane card may use the fast lane; everyone else swims there."
    new = "The fast lane is kept for members with a valid lane card; everyone else swims there."
    assert lifted_paragraph_limit(old, new, "Make it friendlier.") is None


def test_any_one_of_a_kind_who_lifts_an_only() -> None:
    old = (
        "Only members who have passed the Basic Assessment may collect swarms for the association."
    )
    new = "Any member who'd like to can collect swarms for the association."
    assert lifted_limit(old, new, "Make the first sentence less stiff.")
    new = "Any volunteer who fancies it can marshal the road crossings."
    assert lifted_paragraph_limit(
        "Only volunteers who have completed the safety briefing may marshal the road crossings.",
        new,
        "less formal",
    )
    # the writer asked for it
    assert not lifted_limit(old, new, "Say any volunteer who wants to can collect.")
