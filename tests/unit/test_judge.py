"""The judge on the kinds of reply models give: pure functions, no server."""

import pytest

from app.editing.judge import EditRequest, NoEdit, Revised
from app.llm.base import Completion
from tests.unit.judging import judged

BODY = "The road was slow.\n\nWe climbed all day.\n\nAt the top, we rested."


def judge(reply: str, suggestion: str, body: str = BODY, **extra) -> Revised | NoEdit:
    request = EditRequest("Hills", body, [suggestion], 1, extra.pop("selection", None))
    return judged(request, reply, extra.pop("completion", None))[0]


def test_chatter_becomes_the_note_and_never_the_article():
    reply = (
        "Sure! Here it is:\n\nHills\n\nThe road was slow.\n\nWe scrambled up all day.\n\n"
        "At the top, we rested.\n\nLet me know if you want more!"
    )
    verdict = judge(reply, "Make paragraph 2 livelier.")
    assert isinstance(verdict, Revised)
    assert (
        verdict.body == "The road was slow.\n\nWe scrambled up all day.\n\nAt the top, we rested."
    )


def test_a_placeholder_is_filled_from_the_original_for_a_targeted_edit():
    verdict = judge(
        "Hills\n\nThe road was slow.\n\nWe scrambled up all day.\n\n[rest unchanged]",
        "Make paragraph 2 livelier.",
    )
    assert isinstance(verdict, Revised) and verdict.body.endswith("At the top, we rested.")


def test_a_placeholder_for_a_global_edit_is_refused():
    verdict = judge("Hills\n\nThe road was steep.\n\n[rest unchanged]", "Make it livelier.")
    assert isinstance(verdict, NoEdit) and verdict.status == "error"


def test_out_of_scope_changes_are_withheld_not_applied():
    reply = "Hills\n\nThe road was slow.\n\nWe scrambled up all day.\n\nAt the summit, we rested."
    verdict = judge(reply, "Make paragraph 2 livelier.")
    assert isinstance(verdict, Revised)
    assert verdict.body.endswith("At the top, we rested.")
    assert [w.paragraph for w in verdict.withheld] == [3]


@pytest.mark.parametrize("reply", ["**NO_CHANGE**", "NO_CHANGE — it is fine.", "`NO_CHANGE`."])
def test_no_change_in_any_dress(reply):
    verdict = judge(reply, "Fix the typos.")
    assert isinstance(verdict, NoEdit) and verdict.status == "ok"


def test_a_reply_cut_at_the_length_limit_is_never_a_revision():
    completion = Completion("Hills\n\nThe road was", "x", finish_reason="length")
    verdict = judge("Hills\n\nThe road was", "Make it livelier.", completion=completion)
    assert isinstance(verdict, NoEdit) and "cut off" in verdict.reason


def test_a_question_reaches_the_writer_in_the_models_words():
    verdict = judge(
        "Which paragraph do you mean — the second or the last?", "Make that one warmer."
    )
    assert (
        isinstance(verdict, NoEdit)
        and verdict.status == "ok"
        and "Which paragraph" in verdict.reason
    )


def test_a_chinese_article_answered_in_english_is_refused():
    body = "　　山路很陡，我们走了一整天，终于到了山顶。\n\n　　山顶的风很大，雾气一阵一阵涌上来。"
    reply = (
        "登山\n\n　　山路很陡，我们走了一整天，终于到了山顶。\n\n"
        "The wind at the top was strong and the fog kept rolling in."
    )
    verdict = judge(reply, "第二段更生动一些", body=body)
    assert isinstance(verdict, NoEdit) and verdict.status == "error"


def test_blocks_keep_the_chinese_indent():
    body = "　　山路很陡。\n\n　　山顶风很大。"
    reply = "<<<<<<< SEARCH\n山顶风很大。\n=======\n山顶的风呼呼地吹。\n>>>>>>> REPLACE"
    verdict = judge(reply, "第二段更生动", body=body)
    assert (
        isinstance(verdict, Revised) and verdict.body == "　　山路很陡。\n\n　　山顶的风呼呼地吹。"
    )
