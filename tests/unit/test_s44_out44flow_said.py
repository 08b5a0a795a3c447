"""The sentences of a lost reply and of a Regenerate that leaves the writer's hand edits behind
read in Chinese on a Chinese article (from the panel's table, server-words.js), in English on
an English one; never half-translated."""

import pytest

from app.domain.text import counts_characters
from app.editing import said_in_chinese
from app.editing.hand_edits_left import left_out_line
from app.editing.lost_replies import FULL_DISK_REPLY, LOST_REPLY, REFUSED_REPLY, _lost_reply

ZH_BODY = "我们2019年开了这家店。\n\n一开始只有朋友来。"
EN_BODY = "We opened the shop in 2019.\n\nAt first only friends came."


def test_lost_replies_are_said_in_the_articles_language(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(said_in_chinese, "FAILURES_IN_CHINESE", True)
    for full, english in ((None, LOST_REPLY), (True, FULL_DISK_REPLY), (False, REFUSED_REPLY)):
        assert _lost_reply(full, EN_BODY) == english
        chinese = _lost_reply(full, ZH_BODY)
        assert counts_characters(chinese) and "Retry" not in chinese and "重试" in chinese, chinese


def test_failures_are_chinese_with_the_switch_on_and_english_with_it_off(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert said_in_chinese.FAILURES_IN_CHINESE  # on since session 45
    assert _lost_reply(None, ZH_BODY) != LOST_REPLY
    monkeypatch.setattr(said_in_chinese, "FAILURES_IN_CHINESE", False)
    assert _lost_reply(None, ZH_BODY) == LOST_REPLY


def test_hand_edits_left_behind_are_named_in_the_articles_language() -> None:
    assert left_out_line([], ZH_BODY) is None
    one = left_out_line([3], EN_BODY)
    assert one is not None and one.startswith("Your hand edit (V3) is not in this version")
    two = left_out_line([3, 5], EN_BODY)
    assert two is not None and "(V3, V5) are not" in two
    for versions in ([3], [3, 5]):
        said = left_out_line(versions, ZH_BODY)
        assert said is not None and said.startswith("你手动改的版本（V3")
        assert "History" not in said and "“历史”" in said, said
