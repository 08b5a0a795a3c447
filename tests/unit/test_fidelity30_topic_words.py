"""Session 30: a Chinese topic of two words the paragraph holds apart (讲后台同步的那段 for
"同步现在在后台运行") names that paragraph, though other paragraphs say one of the words
(lead29's l29-more-zh-08)."""

from __future__ import annotations

from app.editing.mentions import described_paragraphs

NOTES = [
    "「便签」2.4 版发布。本次更新让大型笔记库的同步速度最多提升三倍。",
    "## 新功能",
    "同步现在在后台运行，网络断开后会从中断处继续。",
    "| 平台 | 最低版本 |\n|---|---|\n| Windows | 10 |",
    "搜索框现在可以匹配附件里的文字，边输入边显示结果。",
    "## 升级方法",
    "请先备份笔记库，再运行升级命令：",
    "如果同步时出现 `sync conflict` 提示，请打开“设置”，选择“同步”。",
    "完整更新日志见 pebble.example.com/changelog。",
]


def test_a_topic_held_as_two_words_apart() -> None:
    assert described_paragraphs("讲后台同步的那段写得亲切一点。", NOTES) == {2}


def test_words_held_by_two_paragraphs_name_neither() -> None:
    twice = [*NOTES, "后台同步出错时，请重启应用。同步会自动恢复。"]
    assert described_paragraphs("讲同步后台的那段写得亲切一点。", twice) != {2}
