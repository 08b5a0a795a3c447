"""Change lines and scopes an editor reads while browsing history (outside50 F6, F7, F8, and
F1's comparison): a phrase only added or only removed inside a sentence is said as added or
removed, not "rewritten"; a table's changed cell and added row are both named in Chinese as in
English; a doubled space is only spacing; and lines both versions share are never drawn as
changed when the versions are far apart."""

import pytest

from app.domain.changes import group_changes, rejectable_hunks
from app.domain.describe import describe_changes
from app.domain.diff import diff_stats, diff_text, scope_summary


def _lines(old: str, new: str) -> list[str]:
    return describe_changes("Title", old, "Title", new)


SHORT = "Start.\n\nWe finish at the harbour café.\n\nEnd."
LONG = "Start.\n\nWe finish at the harbour café, clear evening, quiet river.\n\nEnd."


def test_a_phrase_added_inside_a_sentence_is_added_not_rewritten() -> None:
    assert _lines(SHORT, LONG) == ["paragraph 2: added “, clear evening, quiet river”"]


def test_a_phrase_removed_inside_a_sentence_is_removed_not_rewritten() -> None:
    assert _lines(LONG, SHORT) == ["paragraph 2: removed “, clear evening, quiet river”"]


def test_a_long_phrase_added_in_the_middle_is_quoted_clipped() -> None:
    old = "Our town library opens at nine on weekdays.\n\nEnd."
    phrase = ", when the reading room, the archive and the small café on the first floor open too"
    new = old.replace(" on weekdays", phrase + " on weekdays")
    (line,) = _lines(old, new)
    assert line.startswith("paragraph 1: added “, when the reading room"), line
    assert "rewritten" not in line and len(line) < 120, line


def test_chinese_long_phrase_added_inside_a_sentence_is_added() -> None:
    old = "我们在港口咖啡馆结束。\n\n完。"
    new = "我们在港口咖啡馆结束，傍晚的河边依然安静，晚风也很舒服。\n\n完。"
    (line,) = _lines(old, new)
    assert line.startswith("第1段：加了“"), line
    assert "傍晚的河边依然安静" in line and "整段改写" not in line, line


def test_chinese_phrase_removed_inside_a_sentence_is_removed() -> None:
    old = "我们在港口咖啡馆结束，傍晚的河边依然安静，晚风也很舒服。\n\n完。"
    new = "我们在港口咖啡馆结束。\n\n完。"
    (line,) = _lines(old, new)
    assert line.startswith("第1段：删了“"), line
    assert "整段改写" not in line, line


def test_a_whole_sentence_appended_is_still_said_as_a_sentence() -> None:
    old = "We start at nine. The path is flat.\n\nEnd."
    new = (
        "We start at nine. The path is flat. After the bridge it climbs gently through the "
        "orchard towards the old windmill on the ridge.\n\nEnd."
    )
    assert _lines(old, new) == ["paragraph 1: a sentence added at the end"]


def test_a_rewrite_is_still_a_rewrite() -> None:
    old = "We finish at the harbour café.\n\nEnd."
    new = "The walk ends with tea by the water, where boats come and go all evening.\n\nEnd."
    (line,) = _lines(old, new)
    assert "rewritten" in line, line


ZT = "开始。\n\n| 站点 | 分钟 |\n|---|---|\n| 码头 | 10 |\n| 灯塔 | 25 |\n| 咖啡馆 | 30 |\n\n结束。"
ET = (
    "Start.\n\n| stop | minutes |\n|---|---|\n"
    "| Pier | 10 |\n| Lighthouse | 25 |\n| Café | 30 |\n\nEnd."
)


def test_chinese_table_cell_changed_and_row_added_are_both_named() -> None:
    new = ZT.replace("25", "35").replace("| 咖啡馆 | 30 |", "| 咖啡馆 | 30 |\n| 沙滩 | 15 |")
    assert _lines(ZT, new) == ["第2段：“25”改为“35”，表格加了一行（“| 沙滩 | 15 |”）"]


def test_english_table_cell_changed_and_row_added_are_both_named() -> None:
    new = ET.replace("25", "35").replace("| Café | 30 |", "| Café | 30 |\n| Beach | 15 |")
    (line,) = _lines(ET, new)
    assert "“25” → “35”" in line and "| Beach | 15 |" in line and "rewritten" not in line


def test_chinese_table_row_removed_and_cell_changed() -> None:
    new = ZT.replace("| 码头 | 10 |\n", "").replace("30", "40")
    (line,) = _lines(ZT, new)
    assert "“30”改为“40”" in line and "删去表格一行" in line and "码头" in line, line


@pytest.mark.parametrize(
    "old,new",
    [
        (
            "We start at the old pier.\n\nThe path is flat.\n\nEnd.",
            "We  start at the old pier.\n\nThe path is flat.\n\nEnd.",
        ),
        (
            "我们早上九点集合。\n\n小路很平。\n\n结束。",
            "我们早上 九点集合。\n\n小路很平。\n\n结束。",
        ),
        ("One two.\n\nThree.", "One\ttwo.\n\nThree."),
    ],
    ids=["en", "zh", "tab"],
)
def test_a_space_inside_a_paragraph_is_only_spacing(old: str, new: str) -> None:
    hunks = diff_text(old, new)
    assert scope_summary(diff_stats(old, new, hunks), hunks=hunks) == "only the spacing changed"


def test_a_paragraph_split_in_two_is_not_only_spacing() -> None:
    old, new = "One. Two.\n\nThree.", "One.\n\nTwo.\n\nThree."
    hunks = diff_text(old, new)
    assert scope_summary(diff_stats(old, new, hunks), hunks=hunks) != "only the spacing changed"


V1 = (
    "We start at the old pier at nine.\n\nThe path follows the sea wall for two miles.\n\n"
    "| stop | minutes |\n|---|---|\n| Pier | 10 |\n| Lighthouse | 25 |\n| Café | 30 |\n\n"
    "- water\n- a hat\n- a map\n\nThe lighthouse is closed on Mondays.\n\n"
    "We finish at the harbour café."
)
V14 = (
    "We  start at the old pier at nine, quiet evening, sharp evening.\n\n"
    "The lighthouse is closed on Mondays, gentle evening.\n\n"
    "| stop | minutes |\n|---|---|\n| Pier | 10 |\n| Lighthouse | 35 |\n"
    "| Café | 30 |\n| Beach | 15 |\n\n"
    "- water\n- a hat\n- a paper map\n- an umbrella\n\n"
    "We finish at the harbour tea room, warm evening."
)
Z1 = (
    "我们九点在老码头集合。\n\n小路沿着海堤走三公里。\n\n"
    "- 水\n- 帽子\n- 地图\n\n灯塔周一不开放。\n\n我们在港口咖啡馆结束。"
)
Z14 = (
    "我们九点在老码头集合，傍晚很安静。\n\n灯塔周一不开放，傍晚很温和。\n\n"
    "- 水\n- 帽子\n- 纸质地图\n- 雨伞\n\n我们在港口茶室结束。"
)


@pytest.mark.parametrize(
    "old,new,kept",
    [(V1, V14, ["- water", "- a hat"]), (Z1, Z14, ["- 水", "- 帽子"])],
    ids=["en", "zh"],
)
def test_far_apart_versions_keep_the_lines_both_have(old: str, new: str, kept: list[str]) -> None:
    hunks = rejectable_hunks(old, new)
    assert "".join(h.text for h in hunks if h.op != "insert") == old
    assert "".join(h.text for h in hunks if h.op != "delete") == new
    for change in group_changes(hunks):
        for line in kept:
            item = line[2:]
            assert item not in change.delete, (line, change)
    equal = "".join(h.text for h in hunks if h.op == "equal")
    for line in kept:
        assert line + "\n" in equal, (line, hunks)


def test_far_apart_versions_mark_what_changed_in_the_list() -> None:
    changes = [(c.delete, c.insert) for c in group_changes(rejectable_hunks(V1, V14))]
    inserted = " ".join(i for _, i in changes)
    deleted = " ".join(d for d, _ in changes)
    assert "paper" in inserted and "an umbrella" in inserted, changes
    assert "The lighthouse is closed on Mondays." in deleted, changes
    assert "“25” → “35”" in " ".join(_lines(V1, V14)) or "25" in deleted


def test_a_close_edit_keeps_its_word_level_changes() -> None:
    old = "- water\n- a hat\n- a map\n\nEnd."
    new = "- water\n- a sun hat\n- a map\n\nEnd."
    changes = [(c.delete, c.insert) for c in group_changes(rejectable_hunks(old, new))]
    assert (
        changes == [("", "sun ")]
        or changes == [("a hat", "a sun hat")]
        or changes == [("hat", "sun hat")]
    ), changes


@pytest.mark.parametrize(
    "old,new,expected",
    [
        (
            "Bring these:\n\n- water\n- a hat\n- a map\n\nEnd.",
            "Bring these:\n\n- water\n- a hat\n- a paper map\n- an umbrella\n\nEnd.",
            "paragraph 2: added “paper”, added “- an umbrella”",
        ),
        (
            "要带：\n\n- 水\n- 帽子\n- 地图\n\n结束。",
            "要带：\n\n- 水\n- 帽子\n- 纸质地图\n- 雨伞\n\n结束。",
            "第2段：加了“纸质”，加了“- 雨伞”",
        ),
        (
            "Plan:\n\n1. 9:00 meet\n2. 9:30 walk\n3. 12:00 lunch",
            "Plan:\n\n1. 9:15 meet\n2. 9:30 walk\n3. 12:00 lunch\n4. 14:00 home",
            "paragraph 2: “9:00” → “9:15”, added “4. 14:00 home”",
        ),
    ],
    ids=["en", "zh", "timeline"],
)
def test_an_item_edited_beside_an_item_added_names_both(old: str, new: str, expected: str) -> None:
    assert _lines(old, new) == [expected]
