"""Reply kinds from fidelity sets 8 and 9, each tested as a kind on new words: a selection
whose reply repeats the unchanged words of its own sentence or the writer's full stop, and a
paragraph named by a label that holds a year or a number ("2027年计划第一条…")."""

from __future__ import annotations

import pytest

from app.editing.figures import shifted_figures
from app.editing.formats.selection import read_selection
from app.editing.headings import labelled
from app.editing.mentions import described_paragraphs
from app.editing.scope import scope_of
from app.editing.units import ends_mid_sentence, split_paragraphs


def _replace(body: str, selected: str, reply: str) -> str:
    start = body.index(selected)
    new, _said = read_selection(reply, body, start, start + len(selected))
    return body[:start] + new + body[start + len(selected) :]


@pytest.mark.parametrize(
    ("body", "selected", "reply", "saved"),
    [
        (
            "We left early. The road was empty and the fog lay low on the fields.\n\nIt cleared.",
            "the fog lay low on the fields",
            "the fog hung low and grey over the fields.",
            "We left early. The road was empty and the fog hung low and grey over the fields."
            "\n\nIt cleared.",
        ),
        (
            "We left early. The road was empty and the fog lay low on the fields.",
            "the fog lay low on the fields",
            "The road was empty and the fog clung to the fields.",
            "We left early. The road was empty and the fog clung to the fields.",
        ),
        (
            "那天下午雨停了，街上的积水映着霓虹灯。我们慢慢往回走。",
            "街上的积水映着霓虹灯",
            "那天下午雨停了，街上的水洼里晃着霓虹灯的影子。",
            "那天下午雨停了，街上的水洼里晃着霓虹灯的影子。我们慢慢往回走。",
        ),
        (
            "菜单很简单：一碗面，一碟小菜。",
            "一碗面，一碟小菜",
            "一碗热腾腾的面，配一碟爽口小菜。",
            "菜单很简单：一碗热腾腾的面，配一碟爽口小菜。",
        ),
    ],
)
def test_a_selection_reply_keeps_only_the_new_text(
    body: str, selected: str, reply: str, saved: str
) -> None:
    assert _replace(body, selected, reply) == saved


def test_a_selection_that_ended_with_its_own_stop_keeps_the_replys() -> None:
    body = "It rained. We stayed in."
    assert _replace(body, "It rained.", "It poured.") == "It poured. We stayed in."


def test_a_label_with_a_year_names_its_paragraph() -> None:
    paragraphs = [
        "2026年，我负责门店运营，全年新开三家店。",
        "不足之处：复盘不及时。",
        "2027年计划：一是学习财务；二是再开两家店。",
    ]
    assert labelled("2027年计划第二条改成再开三家店。", paragraphs) == {2}
    assert labelled("不足之处再补一句。", paragraphs) == {1}
    assert labelled("2028年计划加一条。", paragraphs) == set()


MENU = [
    "Open Tuesday to Sunday, 12:00–15:00. Two courses £21, three courses £26.",
    "Everything is cooked to order.",
    "午市套餐A售价32元，套餐B售价39元。",
    "如有过敏，请提前告诉我们。",
]


@pytest.mark.parametrize(
    "suggestion",
    [
        "Raise both prices by £2.",
        "Put the lunch prices up by £1 and make the allergy note kinder.",
        "Knock £3 off each price.",
        "Cut every price by 10%.",
        "两个套餐都涨价5元。",
        "套餐价格各降3元。",
        "菜价统一上调10%。",
    ],
)
def test_prices_changed_by_an_amount_name_the_sentences_holding_prices(suggestion: str) -> None:
    assert shifted_figures(suggestion, MENU) == {(0, 1), (2, 0)}


@pytest.mark.parametrize(
    "suggestion", ["Push all the times back by 30 minutes.", "开始时间都推迟半小时。"]
)
def test_times_changed_by_an_amount_name_the_sentences_holding_times(suggestion: str) -> None:
    assert shifted_figures(suggestion, MENU) == {(0, 0)}


@pytest.mark.parametrize(
    "suggestion",
    [
        "Make the prices clearer.",
        "The price is now £7.",
        "Add a line about desserts.",
        "价格写清楚一点。",
    ],
)
def test_other_suggestions_shift_no_figures(suggestion: str) -> None:
    assert shifted_figures(suggestion, MENU) == set()


def test_a_price_shift_beside_a_named_sentence_targets_both() -> None:
    scope = scope_of(
        ["套餐价格各降3元，过敏那句写得亲切一点。"], "午市", split_paragraphs("\n\n".join(MENU))
    )
    assert not scope.whole
    assert scope.touches(0) and scope.touches(2) and scope.touches(3)
    assert not scope.touches(1)


REPORT = "\n\n".join(
    [
        "The under-12s beat Northfield 3–2 on Saturday after trailing at half-time.",
        "Mia Okafor scored twice in the second half, both from corners.",
        "Keeper Sam Reid saved a penalty in the last minute.",
        "Next week they travel to Brookside.",
    ]
)


@pytest.mark.parametrize(
    "suggestion",
    [
        "Rewrite the whole report as three bullet points, one per key moment.",
        "Turn the report into two short sentences.",
        "把整篇战报改写成三个要点。",
        "全文浓缩成一句话。",
    ],
)
def test_a_recast_into_a_few_parts_asks_for_fewer_words(suggestion: str) -> None:
    scope = scope_of([suggestion], "Match report", split_paragraphs(REPORT))
    assert scope.whole and scope.shorten


@pytest.mark.parametrize(
    "suggestion",
    ["Split the second paragraph into two sentences.", "把第二段拆成两句。", "比赛时间改为10点。"],
)
def test_a_split_or_a_time_asks_for_no_fewer_words(suggestion: str) -> None:
    assert not scope_of([suggestion], "Match report", split_paragraphs(REPORT)).shorten


@pytest.mark.parametrize(
    "text",
    ["书犹药也，善读之可以医愚。——刘向", "We suffer more in imagination than in reality. — Seneca"],
)
def test_a_quotation_ending_on_its_attribution_is_not_cut_off(text: str) -> None:
    assert not ends_mid_sentence(text)


@pytest.mark.parametrize(
    "text", ["The river ran on — past the mill and into the", "我们走到村口——然后就"]
)
def test_a_dash_mid_sentence_still_reads_cut_off(text: str) -> None:
    assert ends_mid_sentence(text)


def test_the_nth_part_of_an_article_in_parts_is_the_part_so_marked() -> None:
    paragraphs = [
        "**一、为什么读。**读书改变看世界的方式。",
        "> 书犹药也。\n> ——刘向",
        "**二、怎样读。**先读目录，再读正文。",
        "**三、读多久。**每天二十分钟。",
    ]
    assert described_paragraphs("第二部分写得更具体一些。", paragraphs) == {2}
