"""Session 27's kinds from blind set 26 and session 26's leads: a figure a rewrite makes up —
a count in place of a name, a crowd, awards, 四百二十一 for 四百一十二 — is refused, one a
rewrite that grew by half again brings in is named for the writer to check, and a figure the
article implies (a hundredth birthday's 100, half an hour's 30, 一千's 1000) is none
(facts.py); a quoted word to swap that the article does not hold, answered with a change
anyway, is refused (absent_words.py); a title asked in a form (问句, "a question") goes to the
model (rules.py), "give the post a catchier title" asks for the title alone (scope.py), and the
opening reworded for a title ask is the asked edit not done (withheld_only.py); Open WebUI's
folded reasoning is no part of a reply (formats/leaks.py), and "First" opening a sentence is
the writer's "first" with its capital (figures.py); an ellipsis written for effect between two
words of a paragraph that keeps its length is punctuation (elided.py), and a one-line lead-in
over the original title is the model's words, not a new title (formats/full.py); 第四段写得好笑一点
asks for an edit, not a view (opinion.py); an emoji a whole reply left out is named as that and
kept, not as the model's suggestion (domain/describe.py); a Chinese remark under a lone paragraph
is the model's note, not a rewrite of the next paragraph (notes.py); "in the code", 代码里 name the
article's code block (beside.py)."""

from __future__ import annotations

import pytest

from app.domain.describe import describe_withheld
from app.domain.models import WithheldChange
from app.editing.absent_words import absent_words, wrong_words
from app.editing.beside import block_named
from app.editing.elided import Refused, check_no_elision
from app.editing.facts import invented_figures, restyle_facts
from app.editing.figures import restore_figures
from app.editing.formats.full import read_reply
from app.editing.formats.leaks import without_leaks
from app.editing.notes import drop_trailing_notes
from app.editing.opinion import asks_opinion
from app.editing.rules import apply_rules
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs
from app.editing.withheld_only import rewrote_for_title

MARKET = "\n\n".join(
    [
        "The plan was put forward by the Traders' Association after the 2023 storms.",
        "Pitch fees will rise from £22 to £25 a week.",
    ]
)
ZMARKET = "\n\n".join(["这项方案由商户协会提出。", "散场时的募捐共筹得四百一十二元。"])


def _restyle(before: str, after: str, suggestion: str) -> str:
    scope = scope_of([suggestion], "Title", split_paragraphs(before))
    return restyle_facts(before, after, [suggestion], scope)


@pytest.mark.parametrize(
    ("before", "after", "made"),
    [
        (MARKET, MARKET.replace("the Traders' Association", "three trader groups"), ["three"]),
        (MARKET, MARKET.replace("storms.", "storms, backed by more than 200 traders."), ["200"]),
        (ZMARKET, ZMARKET.replace("商户协会", "三个商户团体"), ["三"]),
        (ZMARKET, ZMARKET.replace("由商户协会", "由两百多位摊主"), ["两百多"]),
        (ZMARKET, ZMARKET.replace("四百一十二", "四百二十一"), ["四百二十一"]),
    ],
)
def test_a_figure_a_rewrite_made_up_is_refused(before: str, after: str, made: list[str]) -> None:
    assert invented_figures(before, after) == (made, [])
    # 四百一十二元 → 四百二十一元 is refused naming the figure it replaced (reworded_figures.py)
    with pytest.raises(Refused, match="does not give|“四百一十二” → “四百二十一”"):
        _restyle(before, after, "Make it punchier.")


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("Buses run every half hour.", "Buses run every 30 minutes."),
        ("The club turned a hundredth birthday.", "The club turned one hundred."),
        ("Fines rise on the first of the month.", "From the 1st, fines rise."),
        ("今年新书超过一千册。", "今年新书超过1000册。"),
        ("我们想要三样东西。", "我们的目标有三个。"),
        ("大家十分高兴。", "大家十分开心，千家万户都来了。"),
        ("Think about it.", "Think twice about it."),
    ],
)
def test_a_figure_the_article_states_or_implies_is_no_new_one(before: str, after: str) -> None:
    assert invented_figures(before, after) == ([], [])


def test_a_figure_a_grown_rewrite_brings_in_is_named_not_refused() -> None:
    before = "The dragon crew drew the loudest cheers, though they finished in the reeds."
    after = (
        "The dragon crew drew the loudest cheers of the day, their drummer pounding out the "
        "stroke as twenty paddles flashed in time, though they finished in the reeds."
    )
    assert invented_figures(before, after) == ([], ["twenty"])
    assert "“twenty”" in _restyle(before, after, "Make it more exciting.")


def test_a_figure_the_writer_states_is_theirs_to_bring_in() -> None:
    after = MARKET.replace("the Traders' Association", "three trader groups")
    assert _restyle(MARKET, after, "Say three trader groups put the plan forward.") == ""


# --- a quoted word to swap that the article does not hold (absent_words.py) ------------------

PLOT = "\n\n".join(
    [
        "The first job was the couch grass, which Mr. Reed helped with.",
        "Next year I'm trying garlic and broad beans.",
    ]
)


@pytest.mark.parametrize(
    ("suggestion", "missing"),
    [
        ("change 'runner beans' to 'broad beans'", ("runner beans", "broad beans")),
        ("Replace “Wednesday” with “Thursday”.", ("Wednesday", "Thursday")),
        ("把“豌豆”改成“蚕豆”", ("豌豆", "蚕豆")),
    ],
)
def test_a_swap_of_words_the_article_does_not_hold_is_found(
    suggestion: str, missing: tuple[str, str]
) -> None:
    assert absent_words([suggestion], "My Plot", PLOT) == missing


@pytest.mark.parametrize(
    "suggestion",
    [
        "Change “couch grass” to “bindweed”.",
        "Change 'Mr Reed' to 'Dr Reed'.",  # the article's "Mr. Reed"
        "Change 'BROAD' to 'runner'.",  # another case
        "change 'bean' to 'pea'",  # inside a longer word
        "Change stallholders to traders.",  # unquoted: a rewrite, perhaps
        "Make paragraph 2 punchier.",
    ],
)
def test_words_the_article_holds_or_no_quoted_swap_are_not_absent(suggestion: str) -> None:
    assert absent_words([suggestion], "My Plot", PLOT) is None


def test_a_change_made_for_absent_words_is_refused_in_the_writers_language() -> None:
    class Article:
        title, body = "My Plot", PLOT

    changed = ("My Plot", PLOT.replace("broad", "runner"))
    reason = wrong_words(["change 'runner beans' to 'broad beans'"], Article(), changed)
    assert reason and "has no “runner beans”" in reason
    assert "没有“豌豆”" in (wrong_words(["把“豌豆”改成“蚕豆”"], Article(), changed) or "")
    assert wrong_words(["change 'runner beans' to 'broad beans'"], Article(), []) is None
    assert wrong_words(["Change “couch grass” to “weeds”."], Article(), changed) is None


# --- a title ask: its form is no new title, the post named as its owner is no whole ask -----


@pytest.mark.parametrize(
    "suggestion",
    [
        "把标题改成问句。",
        "标题改成疑问句",
        "Change the title to a question.",
        "Make the title a question.",
    ],
)
def test_a_title_asked_in_a_form_goes_to_the_model(suggestion: str) -> None:
    assert apply_rules("盐沼镇集市将搭顶棚", "正文。", suggestion) is None


def test_a_title_given_in_quotes_is_still_set_by_the_rules() -> None:
    edit = apply_rules("旧标题", "正文。", "把标题改成“集市要搭顶棚了？”")
    assert edit is not None and edit.title == "集市要搭顶棚了？"


@pytest.mark.parametrize(
    ("suggestion", "whole"),
    [
        ("Give the post a catchier title.", False),
        ("Find the article a better headline", False),
        ("Make the story's title shorter.", False),
        ("Give the post a catchier title and make it shorter.", True),
        ("Make the post friendlier.", True),
    ],
)
def test_the_article_named_as_the_titles_owner_asks_for_the_title(
    suggestion: str, whole: bool
) -> None:
    scope = scope_of([suggestion], "Title", split_paragraphs("One.\n\nTwo."))
    assert scope.title and scope.whole is whole


def test_the_opening_reworded_for_a_title_ask_is_the_asked_edit_not_done() -> None:
    title_only = scope_of(["Turn the title into a question."], "T", split_paragraphs("A.\n\nB."))
    opening = WithheldChange(
        paragraph=1,
        before="The library reopened on Saturday after a refit.",
        after="Was it worth the wait? The library reopened on Saturday after a refit.",
        description="",
    )
    assert rewrote_for_title([opening], title_only) == [1]
    tidied = opening.model_copy(
        update={"after": "The library reopened on Saturday, after a refit."}
    )
    assert rewrote_for_title([tidied], title_only) == []


# --- a reasoning block folded by Open WebUI; a figure's case at a sentence start -------------


def test_an_open_webui_reasoning_block_is_no_part_of_the_reply() -> None:
    reply = (
        '<details type="reasoning" done="true" duration="4">\n'
        "<summary>Thought for 4 seconds</summary>\n"
        "> Paragraph 9 is about the free events; keep 10.30 and 3 December.\n"
        "</details>\n"
        "Free events run until Christmas."
    )
    assert without_leaks(reply, "Story time is at 10.30 a.m.") == "Free events run until Christmas."
    article = '<details type="reasoning">kept</details>'
    assert without_leaks(article, article) == article  # the article's own


def test_an_ordinal_opening_a_sentence_keeps_its_capital() -> None:
    before = "The first job was the couch grass."
    assert restore_figures(before, "First job: the couch grass.") == "First job: the couch grass."


# --- an ellipsis written for effect; a lead-in line over the original title ------------------

ZPLOT = "唯一失败的是胡萝卜。一棵都没发芽，整个菜园也没人说得清为什么。"


@pytest.mark.parametrize(
    ("before", "after"),
    [
        (ZPLOT, "唯一翻车的是胡萝卜。结果……一棵都没发芽，整个菜园也没人说得清为什么。"),
        (
            "It took me six weekends to dig it out, and it still comes back along the fence.",
            "Six weekends of digging… and it still sneaks back along the fence.",
        ),
    ],
)
def test_an_ellipsis_between_words_of_a_kept_length_paragraph_is_punctuation(
    before: str, after: str
) -> None:
    check_no_elision(after, before)


@pytest.mark.parametrize(
    "after",
    [
        "唯一失败的是胡萝卜……",  # at the edge: the rest left out
        "唯一失败的是胡萝卜。[…]",
        "The one failure… why.",  # most of the paragraph gone
    ],
)
def test_an_ellipsis_that_leaves_text_out_is_still_refused(after: str) -> None:
    before = ZPLOT if "胡萝卜" in after else "The one failure was the carrots. Nobody knows why."
    with pytest.raises(Refused):
        check_no_elision(after, before)


def test_a_lead_in_line_over_the_original_title_is_the_models_words() -> None:
    body = ["一年前，我们开始做蜡烛。", "谢谢你读到这里。"]
    reply = "来啦，公众号风格的活泼版本🎉\n\n卖蜡烛第一年\n\n" + "\n\n".join(
        ["一年前，我们开始做蜡烛！🕯️", "谢谢你读到这里。"]
    )
    reading = read_reply(reply, title="卖蜡烛第一年", body_paragraphs=body)
    assert reading.title == "卖蜡烛第一年"
    assert reading.paragraphs == ["一年前，我们开始做蜡烛！🕯️", "谢谢你读到这里。"]


# --- an emoji the reply left out is named as that, not as the model's suggestion ------------


def test_an_emoji_the_reply_left_out_is_named_plainly_and_kept() -> None:
    dropped = WithheldChange(
        paragraph=1, before="I took on plot 14. 🌱", after="I took on plot 14.", description=""
    )
    assert describe_withheld([dropped], "en") == [
        "paragraph 1: the reply left out “🌱” — kept as you wrote it"
    ]
    zh = dropped.model_copy(update={"before": "接下了14号菜地。🌱", "after": "接下了14号菜地。"})
    assert describe_withheld([zh], "zh") == ["第1段：回复漏掉了“🌱”——已按原文保留"]
    reworded = dropped.model_copy(update={"after": "I took plot 14."})
    assert describe_withheld([reworded], "en")[0].startswith("also suggested:")


@pytest.mark.parametrize(
    ("message", "view"),
    [
        ("第四段写得好笑一点。", False),
        ("第二段写得好看些", False),
        ("这篇写得好吗？", True),
        ("你觉得第三段写得好不好？", True),
    ],
)
def test_written_funnier_asks_an_edit_written_well_asks_a_view(message: str, view: bool) -> None:
    assert asks_opinion(message) is view


# --- a Chinese remark under a lone paragraph is the model's note (notes.py) -----------------

ZORIGINALS = [
    "工程将于1月12日开工，预计九周完工。",
    "“下雨赶走的顾客，比超市抢走的还多，”奥卡福说。",
    "本期读者来信：感谢大家的支持。",
]


@pytest.mark.parametrize(
    "remark",
    [
        "这样读起来更像是跟街坊聊天，居民担心视线的那段我就没碰了。",
        "如果需要，我也可以把第二段奥卡福那句话改得更口语一些。",
        "简洁了不少，一眼就能看到开工时间。",
    ],
)
def test_a_chinese_remark_under_a_lone_paragraph_goes_to_the_note(remark: str) -> None:
    notes: list[str] = []
    kept = drop_trailing_notes(["工程1月12日开工，九周完工。", remark], ZORIGINALS, notes)
    assert kept == ["工程1月12日开工，九周完工。"] and notes == [remark]


def test_the_articles_own_words_are_no_remark() -> None:
    units = ["工程1月12日开工，九周完工。", "本期读者来信：感谢大家的支持！"]
    assert drop_trailing_notes(list(units), ZORIGINALS, []) == units


# --- the code named bare: "in the code", 代码里 (beside.py) ---------------------------------

CODE_ARTICLE = [
    "A short script posts each reading.",
    "```python\nimport requests\nrequests.post(URL, json=data, timeout=10)\n```",
    "The dress code at the club is relaxed.",
]


@pytest.mark.parametrize(
    "suggestion",
    [
        "In the code, the requests.post call should use timeout=30 instead of 10.",
        "代码里 requests.post 的 timeout 应该是30，不是10。",
    ],
)
def test_the_code_named_bare_is_the_articles_code_block(suggestion: str) -> None:
    assert block_named(suggestion, CODE_ARTICLE) == {1}


def test_a_code_of_another_kind_is_no_code_block() -> None:
    assert block_named("Mention the code of conduct in the intro.", CODE_ARTICLE) is None
