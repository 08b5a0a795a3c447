"""app/editing/dropped_facts.py, Chinese rules: a restyle that drops a forbidding clause with
its 不 is refused (fidelity_dev51j dropped-zh-02: 开课后不办理退费); one that says the rule
in other rule words (禁止携带宠物狗入内 → 只有导盲犬可以入内, 请勿 → 不要), or whose clause only
says what had to be done (不得不更换), is not. And a limit's words counted per paragraph of the
reply, not over the whole article (blind50 langcafe-en-06)."""

import pytest

from app.editing.dropped_facts import check_dropped_facts
from app.editing.elided import Refused
from app.editing.scope import Scope

AT_1 = Scope(paragraphs=frozenset({1}))


def _body(paragraph: str, rest: str = "开头。") -> str:
    return rest + "\n\n" + paragraph


def test_a_chinese_rule_dropped_with_its_not_is_refused() -> None:
    before = (
        "每班限招25人，学费每学期300元。只招收本街道55岁以上的居民，报名时须带身份证。"
        "开课后不办理退费。"
    )
    after = "每班限招25人，学费每学期300元。报名对象为本街道55岁以上居民，报名时须携带身份证。"
    with pytest.raises(Refused, match="开课后不办理退费"):
        check_dropped_facts(_body(before), _body(after), ["报名须知那段写得正式一些。"], AT_1)


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("花园周一至周六开放。禁止携带宠物狗入内。", "花园周一至周六开放。只有导盲犬可以入内。"),
        ("观测时请勿直视光源，以免伤眼。", "观测时不要直视光源，以免伤眼。"),
        ("屋顶翻修完成。另有两根木质地梁不得不更换。", "屋顶翻修已经完成啦。"),
    ],
)
def test_a_chinese_rule_said_again_or_no_rule_at_all_is_kept(before: str, after: str) -> None:
    check_dropped_facts(_body(before), _body(after), ["写得亲切一点。"], AT_1)


def test_a_limit_whose_words_the_article_says_elsewhere_is_still_gone() -> None:
    rest = "The Corn Exchange café is a language café.\n\nBook a table for your group at the door."
    before = (
        "Students go free. Only members of the Friends of the Corn Exchange may book a table "
        "for a group."
    )
    after = "Students go free, and it's just £2 for everyone else."
    with pytest.raises(Refused, match="Only members"):
        check_dropped_facts(
            rest + "\n\n" + before,
            rest + "\n\n" + after,
            ["Make it less formal."],
            Scope(paragraphs=frozenset({2})),
        )
