"""Session 56 (fid55fix): dictated words kept, a ban made a permission after a step, a weekly
day and a repeated name lost in a restyle. Pure functions, read directly."""

from __future__ import annotations

from app.editing.align import is_aside, is_chatter, is_talk
from app.editing.ban_steps import ban_after_step
from app.editing.dictated import dictated_in, dictating, invited
from app.editing.respelt_names import respelt_names
from app.editing.restyle_drops import dropped_figure

ASK_ZH = "王师傅那句话后面加一句，说明这句话后来成了我们的口号。"


def test_a_sentence_of_the_ask_is_dictated() -> None:
    assert dictated_in("这句话后来成了我们的口号。", ASK_ZH)
    assert dictated_in(
        "Note: figures are from my own notebook.",
        "Under the table add a note: figures are from my own notebook.",
    )
    assert dictated_in("（注：数据截至十二月底）", "末尾加一个括号注：（注：数据截至十二月底）")


def test_the_models_own_remark_is_not_dictated() -> None:
    assert not dictated_in("我已经在王师傅那句话后面加了一句，其他地方没有改动。", ASK_ZH)
    assert not dictated_in(
        "Note: I added the note under the table and left everything else unchanged.",
        "Under the table add a note: figures are from my own notebook.",
    )
    assert not dictated_in("口号。", ASK_ZH)  # too short to be dictated


def test_readers_keep_dictated_words_only_while_that_ask_is_judged() -> None:
    body = "王师傅说：“书放在家里是纸。”"
    assert is_aside("这句话后来成了我们的口号。", body)  # a remark, with no ask to read
    with dictating(ASK_ZH):
        assert not is_aside("这句话后来成了我们的口号。", body)
        assert not is_talk("这句话后来成了我们的口号。", body)
        assert is_talk("这句话建议保留，不必改。", body)
    with dictating("Add a note at the end: the petition closed in November."):
        assert not is_chatter("Note: the petition closed in November.")
        assert is_chatter("Note: I added the line at the end as requested.")
    assert is_aside("这句话后来成了我们的口号。", body)  # the ask judged, the reading as before


def test_an_asked_invitation_is_not_talk() -> None:
    ask = "End with an invitation for readers who ride the 47 to share their stories with me."
    assert invited("Let me know if you ride the 47 too - I'd love to hear your stories.", ask)
    assert not invited("Let me know if you'd like the invitation worded differently.", ask)
    assert not invited("Let me know if you ride the 47 too.", "Make the ending warmer.")


def test_a_ban_made_a_permission_after_a_step() -> None:
    old = "- 不得私拉电线充电。\n- 不要给改装过电池的车辆充电。"
    new = "- 不得私拉电线充电。\n- 改装过电池的车辆，请先到物业报备后再充电。"
    assert ban_after_step(old, new, "") == (
        "不要给改装过电池的车辆充电",
        "改装过电池的车辆，请先到物业报备后再充电",
    )
    kept = "- 不得私拉电线充电。\n- 请大家不要给改装过电池的车辆充电哦。"
    assert ban_after_step(old, kept, "") is None
    assert ban_after_step(
        "Do not touch the ropes.", "Ask a ringer first, then you can touch the ropes.", ""
    )
    assert ban_after_step("Do not touch the ropes.", "Please don't touch the ropes.", "") is None


def test_a_weekly_day_dropped_in_a_restyle() -> None:
    before = "**每周一、周三上课**\n\n即日起严禁吸烟。社区将每周五下午检查，发现两次取消资格。"
    after = "**每周一、周三上课**\n\n即日起请大家不要吸烟，一起守护清新的环境。"
    assert dropped_figure(before, after) == ("社区将每周五下午检查", "每周五")
    kept = "**每周一、周三上课**\n\n请大家不要吸烟。社区每周五下午会来检查，发现两次取消资格。"
    assert dropped_figure(before, kept) is None


def test_a_name_written_twice_respelt_by_its_surname() -> None:
    before = "本次由兽医俞宏亮带队，共设四个接种台。\n\n> “打针是负责。”兽医俞宏亮说。"
    after = "本次由兽医余宏亮带队，现场设四个接种台。\n\n> “打针是负责。”兽医俞宏亮说。"
    assert respelt_names(before, after) == [("俞宏亮", "余宏亮")]
    same = "本次由兽医俞宏亮带队，现场设四个接种台。\n\n> “打针是负责。”兽医俞宏亮说。"
    assert respelt_names(before, same) == []
