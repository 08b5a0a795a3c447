"""Session-14 fidelity, the kinds behind blind set 13's released held failures, on new words:
entries of a long list or log named by number ("Entry 47", "Entries 20 and 21", "No. 33",
第40条 of a dated log), by a date after the list number, or by a name before a colon; a
footnote named as "the footnote" / 脚注 and a footnote mark after the stop; a sign-off line
added beside the asked paragraph; a list split into paragraphs unasked; a shorter version that
gives one paragraph twice and drops another."""

from __future__ import annotations

from app.editing.judge import NoEdit
from app.editing.scope import scope_of
from app.editing.units import ends_mid_sentence, split_paragraphs
from tests.unit.judging import applied, judged, request_for


def _scope(suggestion: str, paragraphs: list[str]) -> set[int] | None:
    found = scope_of([suggestion], "t", split_paragraphs("\n\n".join(paragraphs)))
    if found.whole:
        return None
    return set(found.paragraphs) | {p for p, _ in found.sentences}


HUTS = [
    f"{n}. {name} hut: sleeps {4 + n % 5}, open {['May', 'June', 'July'][n % 3]} to September."
    for n, name in enumerate(
        ["Arden", "Birch", "Crag", "Dell", "Eagle", "Fern", "Gorse", "Heron", "Ibex", "Juniper"], 1
    )
]
RUNS = [f"3月{d}日，晴。跑了{d % 7 + 3}公里。感觉不错。" for d in range(1, 21)]
SHIFTS = [f"Monday {d} June. Calm. Lamp trimmed. Oil used: {d + 10} pints." for d in range(1, 13)]


def test_an_entry_named_by_its_number() -> None:
    assert _scope("Entry 7 now sleeps ten — add that.", HUTS) == {6}
    assert _scope("Entries 2 and 3 close in August; say so.", HUTS) == {1, 2}
    assert _scope("entries 4–6 need a line about parking", HUTS) == {3, 4, 5}
    assert _scope("Mark No. 9 as closed.", HUTS) == {8}
    assert _scope("Say entry 5's dates are provisional.", HUTS) == {4}
    # a number no entry holds names none
    assert _scope("Entry 40 is new — add it.", HUTS) is None
    # a dated log numbers its entries in order
    assert _scope("第12条写明是在江边跑的。", RUNS) == {11}
    assert _scope("第3、4条都加上“和跑团一起”。", RUNS) == {2, 3}
    assert _scope("In entry 5, note that the fog signal was tested.", SHIFTS) == {4}
    assert _scope("In the 6th entry, say the relief boat came.", SHIFTS) == {5}
    # an essay is no log: 第3条 of it names no paragraph
    essay = ["我们提三条建议。", "第一，早点开门。", "第二，多放椅子。", "第三，少收费。"]
    assert _scope("第3条写得更具体一些。", essay) != {2}


def test_a_quoted_word_in_a_named_entry_is_that_entrys() -> None:
    assert _scope("第7条的“跑了”改成“共跑了”。", RUNS) == {6}


def test_an_entry_named_by_the_date_after_its_number() -> None:
    reading = [f"{n}. 2月{n}日，读《边城》{n * 5}页。" for n in range(1, 15)]
    assert _scope("2月9号的打卡最后加上「借给了小林。」", reading) == {8}


def test_an_entry_named_before_a_colon() -> None:
    assert _scope("Heron hut: add that dogs are welcome.", HUTS) == {7}
    # a word that is no entry's name, or a name several entries hold, names none
    assert _scope("Note: keep every line short.", HUTS) is None
    assert _scope("Hut: add a line.", HUTS) is None


def test_an_entry_named_by_its_name_inside_the_sentence() -> None:
    assert _scope("The stove in Heron hut smokes — put that in.", HUTS) == {7}
    assert _scope("For Heron hut, add that dogs are welcome.", HUTS) == {7}
    assert _scope("编号4的那条加一句：有热水。", HUTS) == {3}
    assert _scope("Number 4 has hot water now.", HUTS) == {3}
    # a late opening is no opening paragraph; a suggestion about every entry names none
    assert _scope("Add a Sunday late opening to Heron hut.", HUTS) == {7}
    assert _scope("Make every entry mention Heron hut's stove.", HUTS) is None
    # an essay's paragraphs are no entries: a name in one of them names no target
    essay = [f"The story goes on about the bakery, its bread and {w}." for w in "abcdefghi"]
    essay[4] = "Anna Smith opened the bakery in 1990, when the street was still cobbled."
    assert _scope("Mention that Anna Smith trained in Lyon.", essay) is None


def test_the_footnote_is_named() -> None:
    body = ["The fountain dates from 1887.[^1]", "It runs again in June.", "[^1]: See the minutes."]
    assert _scope("Add to the footnote that the minutes are online.", body) == {2}
    assert _scope("脚注补充：会议记录已上网。", body) == {2}
    assert _scope("Add a footnote saying who paid.", body) is None
    zh = ["茶馆是民国初年开的。①", "老人一坐就是一上午。", "注①：见镇志。"]
    assert _scope("注释里补充：镇志现存文化站。", zh) == {2}
    assert _scope("加一个注释：说明资料来源。", zh) is None


def test_a_footnote_mark_after_the_stop_ends_a_sentence() -> None:
    assert not ends_mid_sentence("…so farmers would not miss the train.¹")
    assert not ends_mid_sentence("讲述了一个部族的变迁。²")
    assert ends_mid_sentence("…so farmers would not miss the¹")


def test_a_restyled_footnote_mark_is_withheld_and_the_footnote_saved() -> None:
    paragraphs = [
        "The bridge was built in 1840 by three families.[^1]",
        "Its stones are worn smooth.",
        "[^1]: See the county history, volume 12.",
    ]
    body = "\n\n".join(paragraphs)
    note = paragraphs[2] + " The book is in the record office."
    reply = f"Bridge\n\n{paragraphs[0].replace('[^1]', '¹')}\n\n{paragraphs[1]}\n\n{note}"
    verdict, _ = judged(
        request_for("Bridge", body, "Add to the footnote where the book is."), reply
    )
    revised = applied(verdict)
    assert revised.body == body.replace(paragraphs[2], note)
    assert revised.withheld


def test_a_sign_off_beside_the_asked_paragraph_is_withheld() -> None:
    paragraphs = [
        "The fair opens at ten on Sunday.",
        "Entry is free for children.",
        "Parking is in the lower field.",
    ]
    body = "\n\n".join(paragraphs)
    new = paragraphs[2] + " It fills up by noon."
    for sign_off in ("See you there!", "We look forward to seeing you all!"):
        reply = f"Fair\n\n{paragraphs[0]}\n\n{paragraphs[1]}\n\n{new}\n\n{sign_off}"
        suggestion = "Add to the parking paragraph that it fills up by noon."
        verdict, _ = judged(request_for("Fair", body, suggestion), reply)
        revised = applied(verdict)
        assert revised.body == body.replace(paragraphs[2], new)
        assert revised.withheld
    # what was asked to add, given a paragraph of its own beside the target, is the edit
    reply = f"Fair\n\n{paragraphs[0]}\n\n{paragraphs[1]}\n\n{new}\n\nCome early: it fills by noon."
    suggestion = "Add to the parking paragraph that it fills up by noon."
    verdict, _ = judged(request_for("Fair", body, suggestion), reply)
    assert applied(verdict).body.endswith("Come early: it fills by noon.")
    zh = ["周六上午举办旧书交换日。", "每人最多带十本书。", "报名请联系社区办公室。"]
    zh_body = "\n\n".join(zh)
    zh_new = zh[2] + "名额有限。"
    reply = f"交换日\n\n{zh[0]}\n\n{zh[1]}\n\n{zh_new}\n\n欢迎大家踊跃参加！"
    verdict, _ = judged(request_for("交换日", zh_body, "报名那段补充：名额有限。"), reply)
    assert applied(verdict).body == zh_body.replace(zh[2], zh_new)


def test_a_list_split_into_paragraphs_unasked_keeps_its_form() -> None:
    steps = "1. Hull the berries.\n2. Warm them with the sugar.\n3. Boil for eight minutes."
    paragraphs = ["Jam keeps a month.", "You need 500 g of berries and one lemon.", steps]
    body = "\n\n".join(paragraphs)
    new = paragraphs[1].replace("one lemon.", "one lemon (2 tablespoons of juice).")
    reply = "Jam\n\n" + "\n\n".join([paragraphs[0], new, *steps.split("\n")])
    suggestion = "In the ingredients, say how much juice the lemon gives."
    verdict, _ = judged(request_for("Jam", body, suggestion), reply)
    assert applied(verdict).body == body.replace(paragraphs[1], new)


def test_a_shorter_version_giving_one_paragraph_twice_and_dropping_another_is_refused() -> None:
    paragraphs = [
        "Twenty volunteers cleared the village pond on Saturday morning in the rain.",
        "They pulled out three skips of weed and two shopping trolleys from the water.",
        "The newts were moved to buckets first and put back once the work was done.",
        "The council promised tea and cake at the next clear-up in the spring.",
    ]
    body = "\n\n".join(paragraphs)
    short = [
        "Twenty volunteers cleared the pond on Saturday.",
        "They pulled out three skips of weed and two trolleys.",
        "They pulled out three skips of weed and two trolleys.",
        "The council promised tea and cake in spring.",
    ]
    for suggestion in ("Tighten it up a bit.", "精简一下。"):
        verdict, _ = judged(request_for("Pond", body, suggestion), "Pond\n\n" + "\n\n".join(short))
        assert isinstance(verdict, NoEdit)
        assert "twice" in verdict.reason


def test_a_paragraph_given_again_in_another_ones_place_is_refused() -> None:
    paragraphs = [
        "Twenty volunteers cleared the village pond on Saturday morning in the rain.",
        "They pulled out three skips of weed and two shopping trolleys from the water.",
        "The newts were moved to buckets first and put back once the work was done.",
        "The council promised tea and cake at the next clear-up in the spring.",
    ]
    body = "\n\n".join(paragraphs)
    again = "They pulled out three skips of weed and two trolleys."
    reply = [paragraphs[0], again, paragraphs[2], again]
    for suggestion in ("Tighten it up a bit.", "Make it livelier."):
        verdict, _ = judged(request_for("Pond", body, suggestion), "Pond\n\n" + "\n\n".join(reply))
        assert isinstance(verdict, NoEdit)
        assert "paragraph 4" in verdict.reason
    # an article that repeats a line may have it twice
    chorus = [
        "Row, row, row your boat.",
        "Verse one about the stream here.",
        "Row, row, row your boat.",
    ]
    lively = "\n\n".join(
        [
            "Row, row, row your boat.",
            "Verse one, livelier, about the stream!",
            "Row, row, row your boat.",
        ]
    )
    verdict, _ = judged(
        request_for("Song", "\n\n".join(chorus), "Make it livelier."), "Song\n\n" + lively
    )
    assert applied(verdict).body == lively
