"""A summary of the whole article given in place of one asked paragraph (summaries.py)."""

from __future__ import annotations

import pytest

from app.editing.elided import Refused
from app.editing.scope import Scope
from app.editing.summaries import check_summary

NOTICE = "\n\n".join(
    [
        "各位业主、住户：",
        "物业将于2026年11月12日（星期四）对二次供水水箱进行年度清洗消毒。",
        "**停水时间：**11月12日上午9:00至下午17:00，共8小时。",
        "**停水范围：**3栋、5栋、6栋全部楼层；1栋、2栋、4栋11层及以上。",
        "清洗完成后，我们将委托区疾控中心取样检测，检测报告将张贴在各单元大堂公告栏。",
        "如有疑问，请致电物业服务中心：0571-8672 3390。",
    ]
)
TESTING = "清洗完成后，我们将委托区疾控中心取样检测，检测报告将张贴在各单元大堂公告栏。"
SCOPE = Scope(paragraphs=frozenset({4}))


def test_a_recap_of_the_notice_over_the_asked_paragraph_is_refused() -> None:
    recap = "通知要点：11月12日9:00–17:00停水；3、5、6栋全部停水，1、2、4栋11层及以上停水。"
    with pytest.raises(Refused, match="概要"):
        check_summary(NOTICE, NOTICE.replace(TESTING, recap), ["检测那段写得更具体一些。"], SCOPE)


def test_a_concrete_rewrite_borrowing_one_date_passes() -> None:
    concrete = (
        "11月12日清洗完成后，我们将委托区疾控中心当天取样，检测水中的细菌总数和余氯，"
        "报告出来后张贴在各单元大堂公告栏。"
    )
    check_summary(NOTICE, NOTICE.replace(TESTING, concrete), ["检测那段写得更具体一些。"], SCOPE)


def test_a_summary_asked_for_passes() -> None:
    recap = "通知要点：11月12日9:00–17:00停水；3、5、6栋全部停水，1、2、4栋11层及以上停水。"
    check_summary(NOTICE, NOTICE.replace(TESTING, recap), ["把检测那段改成全文要点总结。"], SCOPE)
