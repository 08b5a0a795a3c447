"""Session 41 (meaning41): the shape a translation keeps, a state negated in other words, the
writer's emoji kept, a wrapper line read as no title, a proofread's title, an empty SEARCH
said as what it is — each read in time linear in a long run."""

import pytest

from app.domain.describe import describe_changes
from app.editing.chatter_title import chatter_title
from app.editing.elided import Refused
from app.editing.emoji_kept import emoji_kept
from app.editing.empty_search import unmatched_reason
from app.editing.negated_states import negated_states
from app.editing.scope import Scope
from app.editing.title_kept import proofread_title
from app.editing.translation_shape import check_translation, sentences, translation_losses
from tests.unit.cpu import timed_cpu

EN = "By the hut I was exhausted. The warden said the water was safe. We paid 15 euros."
ZH = "到了龙井村，我已经累坏了。老板王叔说泉水可以直接喝。两张床位一共一百二十元。"


def test_a_translation_that_left_out_a_sentence_is_refused() -> None:
    short = "到了山屋，我已经筋疲力尽。我们花15欧元。"
    with pytest.raises(Refused, match="sentences where yours has 3"):
        check_translation(
            EN, short, ["Translate it into Chinese"], Scope(whole=True, translate=True)
        )


def test_a_translation_that_lost_a_figure_names_it_in_the_articles_language() -> None:
    lost, _ = translation_losses(
        ZH,
        "At Longjing I was worn out. Uncle Wang said the water was fine. The beds were cheap.",
        chinese=True,
    )
    assert "第1段：缺了“两”" in lost and "第1段：缺了“一百二十”" in lost


def test_a_complete_translation_that_joins_two_sentences_is_only_named_to_check() -> None:
    joined = "到了山屋我已经筋疲力尽，管理员说泉水可以放心喝。我们花了15欧元。"
    lost, checks = translation_losses(EN, joined)
    assert lost == [] and checks == ["paragraph 1: 2 sentences where yours has 3"]


def test_an_ordinal_and_an_idiom_are_no_figures_a_translation_must_keep() -> None:
    lost, _ = translation_losses("第二天我一点也不累。", "The next day I was not tired at all.")
    assert lost == []


def test_sentences_are_counted_by_their_stops_not_by_dots_inside_words() -> None:
    assert sentences("We left at 7.30 on Saturday. Then we rode on") == 2
    assert sentences("早上七点出发！我们骑了四十公里。") == 2


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("By the hut I was exhausted.", "By the hut I was not tired at all!"),
        ("By the hut I was tired.", "At the hut? I wasn't the least bit tired."),
        ("We walked down slowly.", "We did not take it slow on the way down."),
        ("By noon we were tired.", "By noon we were no longer tired."),
        ("我已经累坏了。", "我一点也不累！"),
        ("我已经累坏了。", "我丝毫不觉得疲惫。"),
    ],
)
def test_a_state_negated_in_other_words_is_turned(before: str, after: str) -> None:
    assert negated_states(before, after, "Make it livelier.")


@pytest.mark.parametrize(
    ("before", "after", "asked"),
    [
        ("I was exhausted.", "I was not just tired, I was utterly exhausted!", "livelier"),
        ("I was exhausted.", "I had never been so tired in my life!", "livelier"),
        ("I was exhausted.", "I was not tired at all.", "Say I was NOT tired at all."),
        ("我已经累坏了。", "我从来没有这么累过！", "更生动一些"),
        ("我已经累坏了。", "我累得腿都软了，一步也不想再走。", "更生动一些"),
        ("我已经累坏了。", "我一点也不累。", "改成：我一点也不累"),
        ("The lake was quiet.", "Don't miss the quiet lake!", "livelier"),
        ("我们积累了经验，很累。", "我们积累了经验，累坏了。", "更生动一些"),
        ("The view was beautiful.", "Wasn't the view beautiful?", "livelier"),
        ("There are many quiet corners.", "There's no shortage of quiet corners!", "livelier"),
        ("I was tired but kept going.", "No matter how tired I was, I kept going!", "livelier"),
        ("Lanterns with open flames are not allowed.", "No open flames this year.", "shorter"),
        ("爬了一天山，我很累。", "爬了一天山，能不累吗？", "更生动一些"),
    ],
)
def test_a_state_kept_or_negated_as_asked_is_not_turned(
    before: str, after: str, asked: str
) -> None:
    assert negated_states(before, after, asked) == []


def test_emoji_sprinkled_on_a_paragraph_otherwise_kept_are_withheld() -> None:
    before = "We left at dawn.\n\nThe fog 🌫️ lifted by noon."
    after = "We left at dawn. 🚗⛰️\n\nThe fog lifted by noon."
    kept, withheld = emoji_kept(before, after, ["Make it livelier"], Scope(whole=True))
    assert kept == before
    assert [c.paragraph for c in withheld] == [1, 2]


def test_a_proofread_keeps_its_fixes_without_the_emoji_it_added() -> None:
    before = "We climbd for three hours. Lena carried the map."
    after = "We climbed for three hours. 🥾 Lena carried the map."
    light = Scope(whole=True, light=True)
    kept, withheld = emoji_kept(before, after, ["Fix the typos"], light)
    assert kept == "We climbed for three hours. Lena carried the map." and len(withheld) == 1


def test_emoji_asked_for_are_the_edit() -> None:
    before, after = "We left at dawn.", "We left at dawn. 🚗"
    asked = ["Add an emoji to each paragraph"]
    assert emoji_kept(before, after, asked, Scope(whole=True)) == (after, [])
    assert emoji_kept(before, after, ["加点表情"], Scope(whole=True)) == (after, [])


@pytest.mark.parametrize(
    "line",
    ["markdown", "# Here is the livelier version", "Title: Here is the revised article",
     "**修改后的版本**", "以下是修改后的全文：", "Revised Article"],
)  # fmt: skip
def test_a_wrapper_line_is_no_title(line: str) -> None:
    assert chatter_title(line, "Two Days on the Ridge")


@pytest.mark.parametrize(
    "line",
    ["Revised Plans for the Summer Fair", "Here Is What Happened at the Fair", "New Version",
     "The Revised Timetable", "周末骑行记"],
)  # fmt: skip
def test_a_title_with_the_same_words_is_a_title(line: str) -> None:
    assert not chatter_title(line, "周末骑行记 notes")


def test_a_proofread_title_fixes_spelling_but_adds_no_words() -> None:
    assert proofread_title("Two Days on the Rigde", "Two Days on the Ridge")
    assert proofread_title("Days on Ridge", "Days on the Ridge")
    assert not proofread_title("Two Days on the Ridge", "Two Wild Days on the Ridge!")
    assert proofread_title("周末骑形记", "周末骑行记")
    assert not proofread_title("周末骑行记", "疯狂的周末骑行！")


def test_an_empty_search_is_said_as_naming_no_text() -> None:
    block = "<<<<<<< SEARCH\n=======\nWe slept well.\n>>>>>>> REPLACE"
    assert "named no text" in unmatched_reason(block, "We left at dawn.")
    assert "没有指明" in unmatched_reason(block, "我们一早出发。")
    assert "did not match" in unmatched_reason(block.replace("=", "x\n=", 1), "We left.")


def test_a_title_change_says_from_what_to_what() -> None:
    assert describe_changes("周末", "正文。", "快乐的周末", "正文。") == [
        "标题由“周末”改为“快乐的周末”"
    ]


@pytest.mark.parametrize("unit", [".", " ", "a", "累", "积累", "🚗", "!", "\n ", "7 "])
def test_the_new_readings_are_linear_on_long_runs(unit: str) -> None:
    run = unit * 40_000
    before = f"Start {run} I was exhausted. 到了。{run}我很累。"
    after = f"Start {run} I was not tired. 到了。{run}我不累。"
    whole = Scope(whole=True, translate=True, light=True)

    def work() -> None:
        translation_losses(before, after)
        translation_losses(before, after.replace("Start", "开始"))
        sentences(before)
        negated_states(before, after, "livelier")
        emoji_kept(before, after, ["fix the typos"], whole)
        chatter_title(run, "T")
        proofread_title(run, run + "x")

    _, seconds = timed_cpu(work)
    assert seconds < 5
