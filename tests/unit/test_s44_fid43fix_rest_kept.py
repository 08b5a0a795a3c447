"""New text for a selection between a naming line and "其他部分不用动" is no remark that
nothing needs changing (remarks.is_remark): the remark is said of the rest."""

from app.editing.formats.selection import read_selection_parts
from app.editing.remarks import is_remark

SELECTED = "会议中心停车位有限，建议乘坐公共交通"


def test_new_text_then_the_rest_kept_is_no_remark() -> None:
    reply = "选中的这句改为：\n\n会议中心车位紧张，请尽量乘坐地铁或公交\n\n其他部分不用动。"
    assert not is_remark(reply, SELECTED)


def test_a_verdict_on_the_text_beside_the_rest_kept_is_still_a_remark() -> None:
    assert is_remark("这一段已经很好了，其他部分不用动。", SELECTED)
    assert is_remark("The sentence already reads well.\n\nNothing else needs to change.", SELECTED)


def test_a_selection_between_a_naming_line_and_the_rest_kept_is_its_new_text() -> None:
    body = "**交通：**地铁静安寺站3号口出。会议中心停车位有限，建议乘坐公共交通。\n\n联系人：周敏"
    start = body.index(SELECTED)
    reply = "选中的这句改为：\n\n会议中心车位紧张，请尽量乘坐地铁或公交\n\n其他部分不用动。"
    new, _said, _offered = read_selection_parts(reply, body, start, start + len(SELECTED))
    assert new == "会议中心车位紧张，请尽量乘坐地铁或公交"
