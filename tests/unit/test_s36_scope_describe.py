"""An item added to (or taken from) a list or timeline is named alone, not as sentences
rewritten (describe.py), in Chinese as in English."""

from app.domain.describe import describe_changes

ZH = (
    "感谢大家。\n\n当天时间轴：\n1. 下午两点 摆椅子\n2. 下午四点 开嗓\n3. 六点半 观众入场"
    "\n\n演出当晚见！"
)
EN = "Thanks all.\n\nChoir rules:\n- Arrive on time\n- Black clothes only\n- Phones off\n\nSee you!"


def test_a_line_added_to_a_chinese_timeline_is_named_alone() -> None:
    revised = ZH.replace("观众入场", "观众入场\n4. 晚上九点半 散场")
    assert describe_changes("t", ZH, "t", revised) == ["第2段：加了“4. 晚上九点半 散场”"]


def test_a_line_added_inside_a_list_is_named_alone() -> None:
    revised = EN.replace("- Black", "- Bring your own folder\n- Black")
    assert describe_changes("t", EN, "t", revised) == [
        "paragraph 2: added “- Bring your own folder”"
    ]


def test_a_line_taken_from_a_list_is_named() -> None:
    revised = EN.replace("\n- Black clothes only", "")
    assert describe_changes("t", EN, "t", revised) == [
        "paragraph 2: removed “- Black clothes only”"
    ]


def test_a_line_reworded_is_described_by_its_words() -> None:
    revised = EN.replace("Phones off", "Phones switched off")
    assert describe_changes("t", EN, "t", revised) == ["paragraph 2: added “switched”"]
