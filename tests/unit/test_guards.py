"""The guards refuse empty, unchanged and silently truncated results, in plain words."""

import pytest

from app.editing.guards import asks_to_shorten, check_edit

TITLE = "春天的故事"
BODY = "第一段，春天来了，风很轻。\n\n第二段，花开了，孩子们在草地上跑。\n\n第三段，夜晚很安静。"
EN_BODY = "Remote work saves time.\n\nTeams that write things down move faster.\n\nThe end."


def check(revised_body: str, suggestions=("更活泼一点",), *, body=BODY, revised_title=TITLE):
    return check_edit(
        original_title=TITLE,
        original_body=body,
        revised_title=revised_title,
        revised_body=revised_body,
        suggestions=list(suggestions),
    )


def test_a_small_edit_is_accepted():
    assert check(BODY.replace("风很轻", "风很柔")) is None


def test_a_title_only_change_is_accepted():
    assert check(BODY, revised_title="春天的新故事") is None


@pytest.mark.parametrize("empty", ["", "   ", "\n\n", "\u3000"])
def test_an_empty_result_is_refused(empty):
    assert check(empty) == "The model returned an empty article, so nothing was changed."


def test_an_empty_title_is_refused():
    reason = check(BODY.replace("风很轻", "风很柔"), revised_title="  ")
    assert reason is not None and "without a title" in reason


def test_an_unchanged_result_is_refused():
    reason = check(BODY)
    assert reason is not None
    assert reason.startswith("The model returned the article unchanged")


def test_trailing_whitespace_alone_counts_as_unchanged():
    assert (check(BODY + "\n\n") or "").startswith("The model returned the article unchanged")


def test_dropping_more_than_half_without_being_asked_is_refused_with_the_amount():
    reason = check("第一段，春天来了。")
    assert reason is not None
    assert "dropped" in reason and "%" in reason and "characters" in reason
    assert "did not ask to shorten" in reason


def test_the_drop_is_measured_in_characters_for_cjk_text():
    size = sum(1 for c in BODY if not c.isspace())
    kept = "一" * (size // 2 + 1)  # just over half survives
    assert check(kept) is None
    dropped = "一" * (size // 2 - 1)  # just under half survives
    assert check(dropped) is not None


def test_re_spacing_does_not_count_as_dropping_text():
    squeezed = BODY.replace("\n\n", "").replace("，", "， ")
    assert check(squeezed) is None


@pytest.mark.parametrize(
    "suggestion",
    [
        "第三段太长了，缩短一点",
        "精简一下",
        "删掉第二段",
        "去掉最后一段",
        "压缩到一半",
        "简短些",
        "短一点",
        "概括成一段",
        "删减冗余",
        "只保留第一段",
        "太长了",
        "控制在100字以内",
        "Shorten it",
        "make it shorter",
        "cut the second paragraph",
        "Delete the ending",
        "remove paragraph two",
        "condense this",
        "Summarize it in one paragraph",
        "summarise it",
        "too long, trim it",
        "tighten the prose",
        "keep only the first paragraph",
    ],
)
def test_a_suggestion_that_asks_to_shorten_allows_a_big_drop(suggestion):
    assert asks_to_shorten([suggestion])
    assert check("第一段，春天来了。", [suggestion]) is None


@pytest.mark.parametrize(
    "suggestion",
    [
        "更活泼一点",
        "make it livelier",
        "make it cuter",
        "fix the typos",
        "把十五改成五十",
        "more formal",
    ],
)
def test_other_suggestions_do_not_ask_to_shorten(suggestion):
    assert not asks_to_shorten([suggestion])


def test_any_of_several_deferred_suggestions_may_ask_to_shorten():
    assert asks_to_shorten(["更活泼一点", "然后删掉第三段"])
    assert check("第一段，春天来了。", ["更活泼一点", "然后删掉第三段"]) is None


def test_an_empty_result_is_refused_even_when_asked_to_shorten():
    assert check("", ["缩短"]) == "The model returned an empty article, so nothing was changed."


def test_english_truncation_is_refused():
    reason = check("Remote work.", ["make it livelier"], body=EN_BODY)
    assert reason is not None and "dropped" in reason


def test_growing_the_text_is_fine():
    assert check(BODY + "\n\n第四段，新的内容。") is None


def test_a_first_draft_on_an_empty_article_is_accepted():
    result = check_edit(
        original_title="",
        original_body="",
        revised_title="新文章",
        revised_body="第一段。",
        suggestions=["写一篇文章"],
    )
    assert result is None
