"""outside43 findings 1, 11, 10 at the unit level: the multiple a suggestion asks amounts scaled
by, a reply's figures checked against it; an apology said to the article's readers; a condition a
restyle dropped (scaling.py, reader_apology.py, dropped_requirements.py)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from app.editing.dropped_requirements import dropped_requirements_line
from app.editing.elided import Refused
from app.editing.reader_apology import says_to_readers
from app.editing.scaling import asked_multiple, unscaled


@pytest.mark.parametrize(
    ("asked", "times"),
    [
        ("Double the sugar.", Fraction(2)),
        ("Halve the recipe, it's just me.", Fraction(1, 2)),
        ("Make this for 6 people instead of 4.", Fraction(3, 2)),
        ("Cut the budget by a quarter.", Fraction(3, 4)),
        ("Raise the food budget by a third.", Fraction(4, 3)),
        ("材料全部翻倍，我要做两份。", Fraction(2)),
        ("分量减半。", Fraction(1, 2)),
        ("用量×1.5", Fraction(3, 2)),
        ("原来4人份，改成8人份。", Fraction(2)),
        ("Double-check the dates.", None),
        ("Cut the sugar by 30 grams.", None),
        ("更口语化一点。", None),
        # a multiple that is the text's own, not the ask's: an adjective, words to add, a check
        ("Suggest a double shot in the coffee paragraph.", None),
        ("Add a bullet saying the drive should be at least twice the size.", None),
        ("补偿内容增加“金币×50000”。", None),
        ("核对一下第五条双倍返还的金额对不对", None),
        ("Cut it in half.", None),
    ],
)
def test_the_multiple_asked(asked: str, times: Fraction | None) -> None:
    assert asked_multiple(asked) == times


RECIPE = "Serves 4.\n\n- 120 g butter\n- 2 eggs\n- ½ cup raisins\n\nBake for 12 minutes."


def test_amounts_at_the_asked_multiple_are_put_back_for_the_other_checks() -> None:
    reply = "Serves 8.\n\n- 240 g butter\n- 4 eggs\n- 1 cup raisins\n\nBake for 12 minutes."
    assert unscaled(RECIPE, reply, ["Double the recipe."]) == RECIPE


def test_a_whole_count_rounded_from_a_fraction_is_accepted() -> None:
    reply = RECIPE.replace("2 eggs", "3 eggs").replace("120 g", "180 g").replace("½", "¾")
    reply = reply.replace("Serves 4", "Serves 6")
    assert unscaled(RECIPE, reply, ["Make it for 6 instead of 4."]) == RECIPE


@pytest.mark.parametrize(
    ("reply", "said"),
    [
        (RECIPE.replace("120 g", "360 g"), "not twice yours (“120” → “360”)"),
        (RECIPE.replace("120 g", "240 g").replace("2 eggs", "4 eggs"), "did not name (“2” → “4”)"),
        (RECIPE.replace("120 g", "240 g").replace("12 minutes", "24 minutes"), "time"),
    ],
)
def test_another_multiple_an_unnamed_amount_or_a_time_is_refused(reply: str, said: str) -> None:
    with pytest.raises(Refused, match=said.replace("(", r"\(").replace(")", r"\)")):
        unscaled(RECIPE, reply, ["Double the butter."])


def test_a_chinese_numeral_and_its_clause_are_read() -> None:
    before = "材料：五花肉500克，冰糖30克，鸡蛋两个。"
    assert unscaled(before, "材料：五花肉500克，冰糖60克，鸡蛋两个。", ["冰糖加倍。"]) == before
    with pytest.raises(Refused, match="没提到"):
        unscaled(before, "材料：五花肉500克，冰糖60克，鸡蛋四个。", ["冰糖加倍。"])


@pytest.mark.parametrize(
    ("sentence", "readers"),
    [
        ("给大家添麻烦了，真的很抱歉。", True),
        ("I'm sorry.", True),
        ("Sorry for the trouble this causes.", True),
        ("感谢您的耐心和理解！", True),
        ("Sorry for the confusion in my earlier reply!", False),
        ("抱歉，我只改了第二段。", False),
        ("I'm sorry, but I can't add that.", False),
        ("Hope this helps!", False),
    ],
)
def test_an_apology_to_the_readers_is_the_articles(sentence: str, readers: bool) -> None:
    assert says_to_readers(sentence) is readers


def test_a_dropped_requirement_is_named_unless_asked() -> None:
    before = "二、退租须提前30天书面通知房东。"
    after = "二、如果要退租，请提前30天告诉房东。"
    assert "“书面”" in dropped_requirements_line(before, after, ["第二条口气软一点。"])
    assert dropped_requirements_line(before, after, ["第二条不用书面了。"]) == ""
    kept = "二、如果要退租，请提前30天书面告知房东。"
    assert dropped_requirements_line(before, kept, ["第二条口气软一点。"]) == ""
    english = dropped_requirements_line(
        "Notice must be given in writing.", "Please let us know.", ["Make it friendlier."]
    )
    assert "“in writing”" in english


def test_a_softened_clause_is_described_by_its_word_changes_not_as_rewritten() -> None:
    from app.domain.describe import describe_changes

    old = "三、如有异议，请于2027年2月15日前到物业服务中心书面反映。"
    new = "三、有意见的话，请在2027年2月15日前来物业服务中心反映。"
    lines = describe_changes("通知", "各位业主：\n\n" + old, "通知", "各位业主：\n\n" + new)
    assert len(lines) == 1 and "整段改写" not in lines[0], lines
    assert "删了“书面”" in lines[0], lines
