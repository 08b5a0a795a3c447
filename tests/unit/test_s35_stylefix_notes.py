"""A hand edit's note that names only this piece's occasion — read out over a loudspeaker or to
callers, the other version kept as it was, sent to one family after a drowning or a dog bite —
leaves the writer's held preferences where they were."""

import pytest

from app.style.edit_notes import dedicates_the_piece, places_the_piece
from app.style.evaluation import evaluate

_HELD = {"evidence": 4, "age_days": 30}


def _edit(note: str, held: tuple[str, str], before: str, after: str) -> dict:
    dimension, value = held
    return {
        "id": "note",
        "lang": "zh" if any("\u4e00" <= c <= "\u9fff" for c in note) else "en",
        "kind": "measured_edit",
        "existing": [{"dimension": dimension, "value": value, "confidence": 0.73} | _HELD],
        "suggestion": note,
        "revision_kind": "manual",
        "conflict": False,
        "before": before,
        "after": after,
        "expected": None,
    }


_LIST = "停水通知\n\n- 明早八点停水\n- 下午三点恢复\n- 请提前储水"
_PROSE = "停水通知\n\n明早八点停水，下午三点恢复，请提前储水。"
_EMOJI = "Swim club 🏊🎉\n\nWell done to everyone this term! 🥇😄"
_PLAIN = "Swim club\n\nWell done to everyone this term!"


@pytest.mark.parametrize(
    "note",
    [
        "这段是让保安大叔在门岗对着小喇叭喊的，业主群那版不动",
        "这版是给客服照着接热线念的",
        "小区广播里播的，公众号发的那版还是分条的",
    ],
)
def test_a_list_turned_to_prose_for_reading_aloud_keeps_lists(note) -> None:
    report = evaluate([_edit(note, ("structure", "lists"), _LIST, _PROSE)])
    assert report.correct == 1, report.failures


@pytest.mark.parametrize(
    "note",
    [
        "for the Osei family, their daughter nearly drowned in the canal",
        "sent to the Lees, their son was bitten by the neighbour's dog",
        "发给那位溺水孩子的家属的",
        "写给被狗咬了的那个学员家长的",
    ],
)
def test_emoji_removed_for_one_grieving_family_keeps_more_emoji(note) -> None:
    report = evaluate([_edit(note, ("emoji", "more"), _EMOJI, _PLAIN)])
    assert report.correct == 1, report.failures


@pytest.mark.parametrize(
    "note",
    [
        "This is the copy the compère reads out at the prize-giving",
        "这段是村里大喇叭念的",
        "另一版不动，这版是贴在电梯里的",
    ],
)
def test_a_note_naming_where_this_one_goes_places_the_piece(note) -> None:
    assert places_the_piece(note)


@pytest.mark.parametrize(
    "note",
    [
        "以后发给家长的通知都这样写",
        "这版读起来舒服多了",
        "From now on the copy we read out at events is prose",
    ],
)
def test_a_lasting_or_plain_note_does_not(note) -> None:
    assert not places_the_piece(note)
    assert not dedicates_the_piece(note)
