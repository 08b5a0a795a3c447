"""Wishes typed in forms the rules did not read (session 53, v74's misses): hashtags, a score on
a scale, a polite "if you could…", hard words described, a ban denied before the wish, a quoted
question answered — and the writer's description of their own talk, which wishes nothing."""

import pytest

from app.style.hashtags import hashtags_said_plainly
from app.style.learner import heard
from app.style.not_saying import denied_ban_said_plainly
from app.style.periphrases import periphrases_named
from app.style.polite_ifs import polite_if_said_plainly
from app.style.quote_replies import answers_apart, proposal, quote_and_answer
from app.style.self_described import without_self_description
from app.style.sliders import slider_said_plainly


def _heard(text: str) -> set[tuple[str, str, bool]]:
    return {
        (o.dimension, o.value, o.tentative)
        for o in heard([text], revision_id=None, message_id=None, versions="")
        if not o.dimension.startswith("*")
    }


# -- hashtags ---------------------------------------------------------------------------------


def test_camel_case_tags_are_split_into_their_words() -> None:
    assert hashtags_said_plainly("#NoEmoji from today. #ForGood") == "No Emoji from today. For Good"
    assert hashtags_said_plainly("#ShortSentences #Always") == "Short Sentences, Always"


def test_a_chinese_zero_tag_is_said_as_none() -> None:
    assert (
        hashtags_said_plainly("改主意了。#零表情# #从现在起#") == "改主意了。#不要表情# #从现在起#"
    )


@pytest.mark.parametrize(
    "text",
    [
        "Add #MorpethGathering and #Northumberland at the bottom, please.",
        "文末带上 #春季招生# 和 #少儿编程# 这两个话题。",
        "标题里的 #零元购# 删掉，不合适。",
    ],
)
def test_tags_asked_for_in_the_piece_are_left_as_typed(text: str) -> None:
    assert hashtags_said_plainly(text) == text


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("#PlainEnglish #EveryPost - that's our rule from now on.", ("vocabulary", "plain")),
        ("Changed my mind. #ZeroEmoji #FromNowOn", ("emoji", "none")),
        ("#零行话 #从今天开始", ("vocabulary", "plain")),
    ],
)
def test_a_wish_typed_as_tags_is_filed(text: str, wanted: tuple[str, str]) -> None:
    assert (*wanted, False) in _heard(text)


# -- scores on a scale ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Formality: 3 out of 10 from now on.", "less formal from now on."),
        (
            "Actually, formality down to 2 out of 10 from now on.",
            "Actually, less formal from now on.",
        ),
        ("Energy level for every post from now on: 8/10.", "for every post from now on: livelier."),
        ("正式程度：以后调到3分（满分10分）。", "以后随意一点。"),
        ("改一下，以后正式程度调到8分（满分10分）。", "改一下，以后正式一点。"),
        ("以后表情数量给我调到8分，满分10分。", "以后多放表情。"),
    ],
)
def test_a_score_is_said_as_more_or_less(text: str, said: str) -> None:
    assert slider_said_plainly(text) == said


@pytest.mark.parametrize(
    "text",
    [
        "Bump the header photo's brightness to 7 out of 10, it's too dark.",
        "头图亮度调到7（满分10），现在太暗了。",
        "Our survey scored the staff 9/10 for friendliness and 3/10 for formality.",
        "问卷里“正式程度”那一项，大家平均打了7分（满分10分），写进总结。",
        "Formality 5/10 from now on.",
        "We had 40 formal complaints, up to 12 out of 100 visitors.",
    ],
)
def test_other_things_scored_reported_scores_and_the_middle_say_nothing(text: str) -> None:
    assert slider_said_plainly(text) == text


# -- polite "if" --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "If you could always talk to the reader as 'you', that would be wonderful.",
            "Please always talk to the reader as 'you'.",
        ),
        (
            "It'd be great if you could use plain words from now on.",
            "Please use plain words from now on.",
        ),
        ("如果你能以后一直用“你”跟读者说话，那就太好了。", "请以后一直用“你”跟读者说话。"),
        ("要是你以后能少放点表情，我会很感激。", "请以后少放点表情。"),
    ],
)
def test_a_polite_if_is_said_as_please(text: str, said: str) -> None:
    assert polite_if_said_plainly(text) == said


@pytest.mark.parametrize(
    "text",
    [
        "If we ever did a kids' edition, shorter sentences would make sense.",
        "如果哪天出儿童版，句子可以写短一点。",
    ],
)
def test_a_supposition_stays_one(text: str) -> None:
    assert polite_if_said_plainly(text) == text


# -- words described --------------------------------------------------------------------------


def test_hard_and_plain_words_described_are_named() -> None:
    assert (
        periphrases_named(
            "No more words that send readers running for a dictionary. "
            "From now on, the kind your nan would use."
        )
        == "No more jargon. From now on, plain words."
    )
    assert (
        periphrases_named("以后别用那种得查字典才看得懂的词，就用你奶奶也能听懂的话。")
        == "以后别用术语，就用大白话。"
    )
    quiz = "这期的猜词游戏，答案要让大家查字典才找得到，就这一期。"
    assert periphrases_named(quiz) == quiz


# -- the writer's own talk --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "left"),
    [
        (
            "Sorry, I know I always waffle in these messages. Anyway, here's the timetable.",
            "Anyway, here's the timetable.",
        ),
        ("不好意思，我这人说话总是啰嗦。总之，时刻表在下面。", "总之，时刻表在下面。"),
        (
            "I ramble - always have. From now on, keep my sentences short.",
            "From now on, keep my sentences short.",
        ),
        (
            "我说话老是绕来绕去，以后帮我把文章写得简洁点。",
            "我说话老是绕来绕去，以后帮我把文章写得简洁点。",
        ),
    ],
)
def test_a_self_description_is_taken_out_unless_it_asks(text: str, left: str) -> None:
    assert without_self_description(text) == left


def test_a_self_description_files_nothing() -> None:
    assert (
        _heard("Sorry, I know I always waffle in these messages. Anyway, here's the timetable.")
        == set()
    )
    assert _heard("不好意思，我这人说话总是啰嗦。总之，春季时刻表在下面。") == set()


# -- a ban denied before the wish -------------------------------------------------------------


def test_a_denied_ban_is_said_as_the_wish() -> None:
    text = "I'm not saying don't be formal - I'm saying be more formal, every post, from now on."
    assert denied_ban_said_plainly(text).startswith("be formal - ")
    assert ("formality", "formal", False) in _heard(text)
    denial = "It's not that I want more emoji - the date's wrong, it's the 15th."
    assert denied_ban_said_plainly(denial) == denial
    assert _heard(denial) == set()


def test_a_chinese_denied_ban_then_a_wish_is_filed() -> None:
    assert ("emoji", "more", False) in _heard("不是说不让你放表情，是以后每条都得多放，不放不行。")
    assert ("emoji", "more", False) in _heard("以后每条都得多放表情。")  # 都得: must, not "either"


# -- a quoted question answered ---------------------------------------------------------------


def test_a_quote_and_its_answer_are_read_apart() -> None:
    assert quote_and_answer("> Should I keep the sentences short?\nYes. Always.") == (
        "Should I keep the sentences short?",
        "Yes. Always.",
    )
    assert quote_and_answer("Yes. Always.") is None
    assert proposal("Should I keep the sentences short in future posts?") == (
        "keep the sentences short in future posts."
    )
    assert proposal("表情要不少放点？还没想好。") == "表情少放点。"


def test_yes_takes_the_proposal_up_and_no_leaves_only_the_answer() -> None:
    words, taken = answers_apart(["> 以后的文章句子要不要都写短？\n要，一直这样。"])
    assert (words, taken) == (["要，一直这样。"], ["以后的文章句子都写短。"])
    words, taken = answers_apart(["> Want me to keep sentences shorter from now on?\nNo thanks."])
    assert (words, taken) == (["No thanks."], [])


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        (
            "> Should I keep the sentences short in future posts?\nYes. Always.",
            ("sentence_length", "shorter"),
        ),
        ("> 以后要不要少用点术语？\n对，都少用。", ("vocabulary", "plain")),
        (
            "> Maybe fewer emoji? Not sure yet.\nDecided: yes, fewer. Every post.",
            ("emoji", "fewer"),
        ),
        (
            "> Shall I call readers 'you' from now on?\n"
            "No, 'members'. Write about them, not to them.",
            ("person", "third"),
        ),
    ],
)
def test_a_quoted_question_answered_files_the_answer(text: str, wanted: tuple[str, str]) -> None:
    assert (*wanted, False) in _heard(text)


def test_a_quoted_question_turned_down_files_nothing() -> None:
    assert (
        _heard(
            "> Want me to keep sentences shorter from now on?\nNo thanks, leave them as they are."
        )
        == set()
    )
