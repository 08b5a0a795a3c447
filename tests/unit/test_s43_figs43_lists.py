"""A list the model renumbered in another style (1. → 一、 / （一） / ① / a., 1、 → 一、) while
one item was restyled: its lines are still list lines (not a cut-off sentence, a dropped line,
a lost figure or a hard-wrapped paragraph) and get the writer's own marks back."""

import pytest

from app.editing.drift import restore_markup
from app.editing.dropped_lines import _dropped
from app.editing.facts import lost_figures
from app.editing.formats.wraps import hard_wrapped
from app.editing.units import ends_mid_sentence

ZH = "1. 带上帐篷和睡袋\n2. 每人带两升水\n3. 提前看好天气预报"


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        (
            "一、帐篷和睡袋可千万别忘带\n二、每人带两升水\n三、提前看好天气预报",
            "1. 帐篷和睡袋可千万别忘带\n2. 每人带两升水\n3. 提前看好天气预报",
        ),
        (
            "（一）带上帐篷和睡袋\n（二）每人带两升水\n（三）出发前一天查好天气",
            "1. 带上帐篷和睡袋\n2. 每人带两升水\n3. 出发前一天查好天气",
        ),
        (
            "① 记得带上帐篷和睡袋哦\n② 每人带两升水\n③ 提前看好天气预报",
            "1. 记得带上帐篷和睡袋哦\n2. 每人带两升水\n3. 提前看好天气预报",
        ),
    ],
)
def test_a_chinese_list_renumbered_gets_its_marks_back(reply, kept):
    assert not ends_mid_sentence(reply)
    assert _dropped(ZH, reply, items_only=False) == []
    assert restore_markup(ZH, reply) == kept


def test_an_english_list_lettered_is_no_wrapped_paragraph():
    before = "1. A tent and a sleeping bag\n2. Two litres of water each\n3. A printed map"
    reply = "a. Your tent and a cosy sleeping bag\nb. Two litres of water each\nc. A printed map"
    assert not hard_wrapped(reply)
    assert restore_markup(before, reply).startswith("1. Your tent")


def test_a_chinese_list_number_is_no_figure():
    assert (
        lost_figures("1、填写报名表\n2、交报名费两百元", "一、请先填写报名表\n二、交报名费两百元")
        == []
    )
    assert lost_figures("交报名费200元", "交报名费哈") == ["200"]
