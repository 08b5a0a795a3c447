"""Session 19's kinds of model reply (blind set 18): facts a restyle must keep — figures
dropped, months moved, negations turned into their opposite — refused with a sentence, while
the same facts said another way are kept."""

from __future__ import annotations

import pytest

from app.editing.elided import Refused
from app.editing.fact_names import changed_names
from app.editing.facts import lost_figures, restyle_facts
from app.editing.negations import flipped
from app.editing.notes import drop_effect_line
from app.editing.scope import Scope

SURVEY = (
    "Librarian Ruth Okafor said the change followed a survey of 1,240 residents, 68% of whom "
    "asked for weekend access."
)
SURVEY_ZH = "馆长欧阳慧说，这一调整来自一份1240位居民参与的问卷，其中68%希望周末也能借书。"


def test_figures_written_in_digits_that_a_restyle_leaves_out_are_lost() -> None:
    lively = "Librarian Ruth Okafor says most of those surveyed begged for weekend access."
    assert lost_figures(SURVEY, lively) == ["1,240", "68"]
    lively_zh = "馆长欧阳慧说，这件事是居民们自己争取来的：大多数人都希望周末也能借书。"
    assert lost_figures(SURVEY_ZH, lively_zh) == ["1240", "68"]
    assert lost_figures("由14名志愿者承担。", "由十几名志愿者撑起来。") == ["14"]


def test_figures_said_another_way_or_list_places_are_not_lost() -> None:
    # the same value in words, in Chinese numerals, or without its leading zero
    assert lost_figures("Doors open at 08:00, 14 volunteers.", "Doors open at 8, fourteen.") == []
    assert lost_figures("十二月的活动在12月12日。", "12月12日，欢迎大家！") == []
    assert lost_figures("十二月的活动在12月12日。", "十二月十二日见！") == []
    # a repeated figure kept once, and numbers that lead list lines
    assert lost_figures("4.1版，4.1版的更新", "4.1版，并继续更新") == []
    assert lost_figures("1. Heat the oven.\n1. Bake.", "- [ ] Heat the oven.\n- [ ] Bake.") == []


LIBRARY = [
    "The café on the ground floor will not open on Sundays at first.",
    "Residents can send comments to the branch until 30 November.",
]


def _restyle(before: list[str], after: list[str], suggestion: str) -> str:
    return restyle_facts("\n\n".join(before), "\n\n".join(after), [suggestion], Scope())


def test_a_restyle_that_drops_a_figure_or_moves_a_month_is_refused() -> None:
    with pytest.raises(Refused, match="“1,240”, “68”"):
        lively = "Librarian Ruth Okafor says most residents begged for weekend access."
        _restyle([SURVEY], [lively], "Make paragraph 1 livelier.")
    friendly = "Got thoughts? Drop the branch a line — comments are open until 30 December."
    with pytest.raises(Refused, match="“November” → “December”"):
        _restyle(LIBRARY, [LIBRARY[0], friendly], "Make the last paragraph friendlier.")
    with pytest.raises(Refused, match="“11” → “12”"):
        _restyle(["居民可在11月30日前提交意见。"], ["12月30日前都可以提意见！"], "语气亲切一点。")
    # the month kept, only the words around it changed; "may" is no month
    kept = "Have your say: the branch takes comments until 30 November, as you may know."
    assert _restyle(LIBRARY, [LIBRARY[0], kept], "Make the last paragraph friendlier.") == ""


def test_a_restyle_that_turns_a_negation_into_its_opposite_is_refused() -> None:
    opened = "Good news for coffee lovers too: the café will open on Sundays as well."
    with pytest.raises(Refused, match="“not”"):
        _restyle(LIBRARY, [opened, LIBRARY[1]], "Make the first paragraph livelier.")
    before, after = (
        "一楼的咖啡角在周日暂不开放，是否开放将在3月决定。",
        "咖啡角周日同样开门，3月定。",
    )
    with pytest.raises(Refused, match="“不”"):
        _restyle([before], [after], "把这段改得活泼一些。")
    # a joke may say the opposite of what it means: named, not refused
    joke = ("a grandson who won't look at it", "a grandson who says he'll look at it after exams")
    assert "“n't”" in _restyle([joke[0]], [joke[1]], "Make her line funnier.")


@pytest.mark.parametrize(
    ("before", "after"),
    [
        # the negation said another way, or further from the word
        ("The flat has had no heating for nine days.", "The flat has been without heating."),
        ("You don't need to do anything.", "There is nothing you need to do."),
        ("It is not much, but it is a width.", "It may not sound like much, but it is a width."),
        ("The kitchen floor will never be the same.", "The kitchen floor is still sticky."),
        ("门口没有招牌，只有一块小黑板。", "门口连招牌都没有，只有一块小黑板。"),
        ("一月是唯一什么也不要求我的月份。", "只有一月，什么也不向我要。"),
        # no negation to begin with: a question (A不A), a "before" (没…之前, 未…前)
        ("架构没有对错，只有合不合适。", "架构没有对错，合适就好。"),
        ("常常在读者自己还没想到之前，就把书留好了。", "常常在读者自己想到之前，就把书留好了。"),
        ("欠费未缴清前无法继续借书。", "缴清之后就可以继续借书啦。"),
        # the word also said plainly elsewhere by the writer, as often as before
        ("支付支持微信支付，暂不支持现金找零。", "支付支持微信支付，暂时无法提供现金找零服务。"),
        ("The shop is open. The café is not open.", "The shop is open. The café stays shut."),
        # words that start like a negation and deny nothing
        ("It is not only cheap but quick.", "It is cheap, and only takes a minute."),
        ("他不仅会修表，还会修收音机。", "他会修表，仅仅这一样就够了。"),
        # another verb than the one negated
        ("汤头喝一口就停不下来。", "一口下去鲜得眯眼。"),
    ],
)
def test_negations_said_another_way_are_not_flipped(before: str, after: str) -> None:
    assert flipped(before, after) == []


def test_negations_kept_word_without_them_are_flipped() -> None:
    assert flipped("The café is not open yet.", "The café is open too!") == ["not"]
    assert flipped("Staff numbers won't increase.", "Staff numbers will increase.") == ["n't"]
    assert flipped("咖啡馆暂时还没有营业。", "咖啡馆已经营业啦！") == ["没有"]
    # said plainly more often than the writer did
    assert flipped(
        "The shop is open. The café is not open.", "The shop is open. So is the café: open!"
    ) == ["not"]


def test_a_restyle_that_writes_another_name_is_refused() -> None:
    lively = "Residents asked for it, says librarian Ruth Okoro: 68% of 1,240 want weekend access."
    with pytest.raises(Refused, match="“Ruth Okafor” → “Ruth Okoro”"):
        _restyle([SURVEY], [lively], "Make the whole article livelier.")
    lively_zh = "这是居民们自己争取来的。馆长欧阳惠说，1240位居民填了问卷，68%希望周末也能借书。"
    with pytest.raises(Refused, match="“欧阳慧” → “欧阳惠”"):
        _restyle([SURVEY_ZH], [lively_zh], "全文改得更生动一些。")
    # the name kept, or the new one asked for
    kept = "Residents asked for it, says librarian Ruth Okafor: 68% of 1,240 want weekend access."
    assert _restyle([SURVEY], [kept], "Make it livelier.") == ""
    assert _restyle([SURVEY], [lively], "Her name is Ruth Okoro, not Okafor.") == ""


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("Librarian Ruth Okafor said so.", "Ruth Okafor, the librarian, said so."),
        ("Librarian Ruth Okafor said so.", "Librarian Okafor said so."),
        ("Mrs Okafor sat down.", "Mrs Okafor sank into the seat."),
        ("王经理说周日开放。", "王经理表示周日也开门。"),
        ("周日开放，王经理说。", "周六开放，王经理说。"),  # a day, not a name
    ],
)
def test_names_kept_or_not_names_are_not_changed(before: str, after: str) -> None:
    assert changed_names(before, after) == []


@pytest.mark.parametrize(
    "line",
    [
        "Every date, figure and name is unchanged.",
        "No dates or names were changed.",
        "I kept all the figures as they were.",
        "所有日期、数字和人名都没有改动。",
        "（注：日期、时间和地点都保持不变。）",
    ],
)
def test_a_line_after_the_article_saying_what_was_kept_goes_to_the_note(line: str) -> None:
    originals = ["The branch opens on Sundays.", "Comments until 30 November."]
    units = ["Sundays are back at the branch!", "Have your say until 30 November.", line]
    notes: list[str] = []
    assert drop_effect_line(units, originals, notes, asks_new=False) == units[:2]
    assert notes == [line]


@pytest.mark.parametrize(
    "line",
    ["The dates were changed to match.", "Every name on the list is kept secret.", "其余的再说。"],
)
def test_an_article_line_about_names_or_dates_is_kept(line: str) -> None:
    originals = ["The branch opens on Sundays.", "Comments until 30 November."]
    units = ["Sundays are back at the branch!", "Have your say until 30 November.", line]
    assert drop_effect_line(units, originals, [], asks_new=False) == units
