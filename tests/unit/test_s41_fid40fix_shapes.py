"""Session 41's fixes of fidelity_blind40's failures, as the pure checks they live in: a cost the
price covered moved onto a party (liable_parties.py), a figure put right after ", not" whatever
the verb (corrections.py), a look-up tool's call (formats/structured.py), a request to readers
after the text's own clause (align.is_talk), a bare style clause after the title's and "the
closing date" (scope.py, places.py), a selection's new text in quotes with a remark after it
(remarks.remarks_on, formats/explained.py), a made-up figure in a new paragraph (inserts.py),
and "all but 3 of the 41" (complements.py) — each with the near-miss that must keep working,
and each new pattern linear in a long run of what it reads."""

from __future__ import annotations

import json

import pytest

from app.editing.align import is_talk
from app.editing.complements import complements
from app.editing.corrections import corrected_sentences
from app.editing.elided import Refused
from app.editing.formats.explained import explains
from app.editing.formats.structured import restructured
from app.editing.liable_parties import check_liable_parties
from app.editing.remarks import remarks_on
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs
from tests.unit.cpu import timed_cpu

CLAUSE = "第四条 垃圾清运。建筑垃圾由乙方负责装袋，清运费用已含在合同总价内。"


def test_a_cost_the_price_covered_made_a_partys_is_refused() -> None:
    with pytest.raises(Refused, match="原本已包含在价款里的费用"):
        check_liable_parties(
            CLAUSE, "第四条 垃圾清运。垃圾由乙方装袋，清运费由甲方另行支付。", "第四条简短一点。"
        )
    before = "Collection every Tuesday is included in the service charge."
    with pytest.raises(Refused, match="what the price already covered"):
        check_liable_parties(before, "The Tenant shall pay for the Tuesday collection.", "Shorter.")


def test_a_shorter_clause_keeping_what_is_included_passes() -> None:
    check_liable_parties(
        CLAUSE, "第四条 垃圾清运。乙方负责装袋，清运费已含在总价内。", "第四条简短一点。"
    )
    # the writer asks for the party to pay: asked, not refused
    check_liable_parties(
        CLAUSE, "第四条 垃圾清运。乙方负责装袋，清运费由甲方另行支付。", "清运费改由甲方另付。"
    )


NOTICE = split_paragraphs(
    "We open on 3 May.\n\n**Events:** Rhyme Time moves to the hall on Tuesdays at 10:30 am.\n\n"
    "Loans are extended until 19 July.\n\n每天早上6点半开门，晚上9点闭馆。"
)


def test_a_figure_after_not_is_put_right_whatever_the_verb() -> None:
    asked = "Rhyme Time will start at 11:00 am at the hall, not 10:30. Please fix."
    assert corrected_sentences(asked, NOTICE) == {(1, 0)}
    assert corrected_sentences("开门时间改到早上7点，不是6点半，麻烦改一下。", NOTICE) == {(3, 0)}


def test_a_style_after_not_is_no_correction() -> None:
    assert corrected_sentences("Make it friendly, not formal.", NOTICE) == set()
    assert corrected_sentences("语气活泼一点，不是严肃。", NOTICE) == set()


def _call(name: str, arguments: dict[str, str]) -> str:
    call = {"name": name, "arguments": json.dumps(arguments)}
    return f"<tool_call>\n{json.dumps(call)}\n</tool_call>"


def test_a_look_up_tools_from_and_to_are_no_replacement() -> None:
    body = "Westbrook Library is closed.\n\nUse Hillside Library meanwhile."
    route = _call("get_directions", {"from": "Westbrook Library", "to": "Hillside Library"})
    assert restructured(route, "T", body) is None
    edit = _call("replace_text", {"from": "Hillside Library", "to": "Hillside Library (bus 14)"})
    assert restructured(edit, "T", body) == (
        "<<<<<<< SEARCH\nHillside Library\n=======\nHillside Library (bus 14)\n>>>>>>> REPLACE"
    )


ENTRY = "**报名费：**每队800元，含12套比赛服。报名截止后不再退费。"


def test_a_request_to_readers_after_the_texts_own_clause_is_the_text() -> None:
    assert not is_talk("报名截止后不再退费，请确认好再报名。", ENTRY)
    english = "Under-fives swim free with an adult. Lanes close at nine."
    assert not is_talk("Under-fives swim free with an adult, so please check their age.", english)


def test_the_models_own_request_is_still_talk() -> None:
    assert is_talk("请确认学费金额是否需要调整。", ENTRY)
    assert is_talk("第二段已改好，请确认是否满意。", ENTRY)


def _scope(asked: str, body: str = "甲方：周立群\n\n第一条 工期。\n\n第二条 付款。") -> object:
    return scope_of([asked], "装修合同补充条款", split_paragraphs(body))


@pytest.mark.parametrize(
    "asked", ["标题写上房号，简洁一些。", "Put the tenant's name in the title, short and plain."]
)
def test_a_bare_style_clause_after_the_titles_is_the_titles(asked: str) -> None:
    scope = _scope(asked)
    assert scope.title and not scope.whole  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "asked",
    ["标题写上房号，正文简洁一些。", "标题改短，全文也简洁一些", "Retitle it and make it shorter"],
)
def test_a_style_clause_naming_the_body_is_still_the_whole(asked: str) -> None:
    assert _scope(asked).whole  # type: ignore[attr-defined]


def test_the_closing_dates_name_no_closing_paragraph() -> None:
    body = "We close on 12 April.\n\nEvents move.\n\nQuestions: call us."
    scope = _scope("Give the notice a title that says the closing and reopening dates.", body)
    assert scope.title and not scope.paragraphs  # type: ignore[attr-defined]
    assert _scope("Make the closing paragraph warmer.", body).paragraphs == {2}  # type: ignore[attr-defined]


SENTENCE = "全程约40分钟，其中采血本身只要5到10分钟。"
ARTICLE = f"献血须知\n\n{SENTENCE}其余时间用于登记。"


def test_new_text_in_quotes_then_a_remark_is_no_remark() -> None:
    reply = (
        "“全程约40分钟，真正抽血只要5到10分钟，其余时间都在登记和休息。”\n\n时间数字都保持原样。"
    )
    assert not remarks_on(reply, SENTENCE, ARTICLE)


def test_the_writers_sentence_quoted_as_fine_is_a_remark() -> None:
    assert remarks_on(f"“{SENTENCE}”这句已经很清楚了，保持原样就好。", SENTENCE, ARTICLE)


def test_what_stayed_said_first_is_the_selections_note() -> None:
    new = ["名额报满后停止报名，开课以后学费不退。"]
    assert explains("金额和规则都没动，只是语气更委婉。", SENTENCE, ARTICLE, new)
    assert explains("The figures are unchanged.", SENTENCE, ARTICLE, new)


def test_all_but_a_part_of_a_whole_is_the_difference() -> None:
    assert complements("last year all but 3 of the 41 solo arrivals found a team")[0] == {38.0}
    assert complements("41位独自报名的选手中，除了3位都找到了队伍")[0] == {38.0}
    assert complements("all but 50 of the 41 came")[0] == set()  # no part larger than the whole


def test_the_new_patterns_are_linear_in_long_runs() -> None:
    runs = ["1" * 60_000, " " * 60_000, "中" * 60_000, "all but " * 8_000, "，不是" * 20_000]
    for run in runs:
        _found, seconds = timed_cpu(
            lambda run=run: (
                complements(run),
                is_talk(run + "请确认", run),
                remarks_on(f"“{run}”", run[:10], run[:10]),
                explains(run, "x", "y", []),
            )
        )
        assert seconds < 5, run[:12]
    long = split_paragraphs("Opens at 10:30 am." + " " * 60_000 + "x")
    _found, seconds = timed_cpu(lambda: corrected_sentences(", not 10:30" + " " * 60_000, long))
    assert seconds < 5


def test_a_moment_of_the_readers_in_words_is_no_made_up_figure() -> None:
    from app.editing.facts import invented_figures

    before = "Welcome! This guide covers the weekend. Please read it before you arrive."
    idiom = "Welcome! This guide has the weekend covered. Give it five minutes before you arrive."
    assert invented_figures(before, idiom) == ([], [])
    walk = "Welcome! This guide covers the weekend. The hall is five minutes from the station."
    assert invented_figures(before, walk)[0] == ["five"]
    zh_before = "欢迎参加！本指南介绍周末安排，请在到达前读完。"
    assert invented_figures(zh_before, "欢迎参加！本指南介绍周末安排，来前花五分钟看看。") == (
        [],
        [],
    )


@pytest.mark.parametrize(
    "asked", ["Shorten the title and fix the typos.", "标题短一点，顺便改错别字。"]
)
def test_a_proofread_after_the_title_is_still_the_whole(asked: str) -> None:
    assert _scope(asked).whole  # type: ignore[attr-defined]


def test_a_new_list_items_number_is_no_made_up_figure() -> None:
    from app.editing.inserts import _made_up_figures

    scope = _scope(
        "Add a rule after rule 5: long hair must be tied back.", "1. Goggles.\n\n5. Eyewash."
    )
    before = ["1. Goggles on.", "5. Know the eyewash."]
    assert not _made_up_figures("6. Long hair must be tied back.", scope, before)  # type: ignore[arg-type]
    assert _made_up_figures("87% of students agree.", scope, before)  # type: ignore[arg-type]
