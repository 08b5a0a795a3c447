"""Session 36 (fid-fix): a bold run-in label with no colon names its paragraph, and a label or
topic the suggestion names places the ask — it says nothing of what is asked (no figures, no
translation), so a figure changed in a restyle of that paragraph is still refused."""

from __future__ import annotations

import pytest

from app.editing.elided import Refused
from app.editing.headings import labelled, without_labels_named
from app.editing.rechecks import rechecked
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

TIMETABLE = [
    "From Monday 6 January, route 42 will follow a new timetable.",
    "**What changes** Buses will no longer serve Mill Lane.",
    "**Weekday times** The first bus leaves at 05:45. Buses run every 12 minutes from 07:00 to "
    "19:00 and every 20 minutes at other times.",
    "**Weekend times** On Saturdays buses run every 15 minutes from 07:30 to 18:30.",
]
TIMETABLE_ZH = [
    "自1月6日起，42路公交将启用新时刻表。",
    "**工作日时刻** 首班车5:45发车。7:00至19:00每12分钟一班，其余时段每20分钟一班。",
    "**周末时刻** 周六7:30至18:30每15分钟一班。",
]
CLINIC_ZH = [
    "本须知介绍您来门诊部就诊时的流程。",
    "**手语及翻译服务** 医院免费提供手语及外语翻译服务，请至少提前48小时拨打电话预约。",
    "**取消或改约** 如不能按时就诊，请至少提前24小时告知我们。",
]
RECIPE_ZH = [
    "这是外婆的红烧肉做法。",
    "**用料**\n- 五花肉 500克\n- 冰糖 30克",
    "**第一步** 五花肉切块，焯水5分钟。",
    "**第二步** 小火放入冰糖炒出糖色。",
]
WEDDING = [
    "Welcome to St Mary's Church on Saturday 12 June 2027.",
    "**Entrance of the Bride**\nEleanor enters on the arm of her father.",
    "**The Vows and the Giving of Rings**\nEleanor and Samuel make their vows and exchange rings.",
    "**Hymn**\n*Love Divine, All Loves Excelling*. Please stand.",
]


def _scope(suggestion: str, paragraphs: list[str]):  # type: ignore[no-untyped-def]
    return scope_of([suggestion], "Notice", split_paragraphs("\n\n".join(paragraphs)))


def test_bold_run_in_label_without_colon_names_its_paragraph() -> None:
    assert labelled("Make the weekday times easier to read.", TIMETABLE) == {2}
    assert labelled("Make the weekend times easier to read.", TIMETABLE) == {3}


def test_label_said_word_for_word_is_taken_out_of_the_suggestion() -> None:
    left = without_labels_named("Make the weekday times easier to read.", TIMETABLE)
    assert "times" not in left and "easier to read" in left
    assert "工作日" not in without_labels_named("把工作日时刻那段写得更好读", TIMETABLE_ZH)


def test_weekday_times_named_by_label_is_no_ask_about_figures() -> None:
    scope = _scope("Make the weekday times easier to read.", TIMETABLE)
    assert scope.paragraphs == frozenset({2}) and not scope.whole and not scope.figures


@pytest.mark.parametrize(
    ("paragraphs", "suggestion", "index", "old", "new"),
    [
        (
            TIMETABLE,
            "Make the weekday times easier to read.",
            2,
            "every 12 minutes",
            "every 15 minutes",
        ),
        (TIMETABLE_ZH, "把工作日时刻那段写得更好读。", 1, "每12分钟", "每15分钟"),
        (CLINIC_ZH, "翻译服务那段写得亲切一点。", 1, "提前48小时", "提前24小时"),
    ],
)
def test_restyle_of_a_labelled_paragraph_that_changes_a_figure_is_refused(
    paragraphs: list[str], suggestion: str, index: int, old: str, new: str
) -> None:
    before = "\n\n".join(paragraphs)
    after = "\n\n".join(p.replace(old, new) if i == index else p for i, p in enumerate(paragraphs))
    with pytest.raises(Refused):
        rechecked(before, after, [suggestion], _scope(suggestion, paragraphs))


def test_translation_word_in_a_paragraphs_topic_name_asks_no_translation() -> None:
    assert not _scope("翻译服务那段写得亲切一点。", CLINIC_ZH).translate
    assert _scope("把翻译服务那段翻译成英文", CLINIC_ZH).translate


def test_chinese_step_named_by_its_bold_label_is_that_step_not_a_list_item() -> None:
    assert _scope("第二步写得更清楚一点", RECIPE_ZH).paragraphs == frozenset({3})
    assert _scope("第一步写得更清楚", RECIPE_ZH).paragraphs == frozenset({2})


def test_section_named_by_the_first_word_of_its_bold_heading() -> None:
    assert _scope("Make the vows section more romantic.", WEDDING).paragraphs == frozenset({2})
