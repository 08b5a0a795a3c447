"""A fix of the writer's slips — grammar, typos, spelling, punctuation, 错别字, 语法 — puts no
fact right (outside52 F8): a reply that fixes the slips and also changes a price, a count, a date
or a time is refused as "polish it" refuses it; the same reply without the changed fact is
saved, and an ask that names its facts ("correct the errors in the dates") still may change
them."""

import pytest

from app.editing.judge import EditRequest, NoEdit, Revised
from tests.unit.judging import judged

EN = (
    "Our summer fair is on Saturday 14 June.\n\n"
    "Tickets cost £12 for adults, and children under 5 go free.\n\n"
    "There is parking for 200 cars in the north field.\n\n"
    "Their is a cake stall, and the band play at noon."
)
EN_FIXED = EN.replace("Their is", "There is").replace("band play", "band plays")
ZH = (
    "我们的夏季集市在6月14日星期六举行。\n\n成人票12元，5岁以下儿童免费。\n\n"
    "北边的空地可以停200辆车。\n\n现场有蛋糕摊，乐队在中午的时候演出演出。"
)
ZH_FIXED = ZH.replace("在中午的时候演出演出", "在中午演出")


@pytest.mark.parametrize(
    ("article", "fixed", "ask", "old", "new"),
    [
        (EN, EN_FIXED, "fix the grammar", "£12", "£13"),
        (EN, EN_FIXED, "Could you correct any typos?", "200 cars", "250 cars"),
        (EN, EN_FIXED, "fix spelling and punctuation", "14 June", "15 June"),
        (EN, EN_FIXED, "correct the mistakes please", "200 cars", "250 cars"),
        (EN, EN_FIXED, "fix up the grammar & punctuation", "£12", "£15"),
        (ZH, ZH_FIXED, "纠正错别字", "200辆车", "250辆车"),
        (ZH, ZH_FIXED, "全文纠正错别字和语法", "成人票12元", "成人票13元"),
        (ZH, ZH_FIXED, "帮我改正一下语病", "6月14日", "6月15日"),
    ],
)
def test_a_slip_fix_that_changes_a_fact_is_refused(
    article: str, fixed: str, ask: str, old: str, new: str
) -> None:
    verdict, _ = judged(
        EditRequest("Fair", article, [ask], 1), "Fair\n\n" + fixed.replace(old, new)
    )
    assert isinstance(verdict, NoEdit)
    clean, _ = judged(EditRequest("Fair", article, [ask], 1), "Fair\n\n" + fixed)
    assert isinstance(clean, Revised) and clean.body == fixed


def test_an_ask_that_names_its_facts_may_still_change_them() -> None:
    article = "The fair is on Saturday 14 Jnue.\n\nThe gates open at 10:00."
    reply = "The fair is on Saturday 14 June.\n\nThe gates open at 9:30."
    verdict, _ = judged(
        EditRequest("Fair", article, ["fix the typos, and correct the time to 9:30"], 1),
        "Fair\n\n" + reply,
    )
    assert isinstance(verdict, Revised) and verdict.body == reply
