"""The live judge reads full rewrites, search/replace blocks and NO_CHANGE, CJK included."""

import pytest

from app.editing.formats.blocks import Block, apply_blocks, read_blocks
from app.editing.formats.selection import SelectionRefused, read_selection
from app.editing.generate import DraftRefused, read_draft
from app.editing.judge import EditRequest, NoEdit, Revised
from app.llm.base import Completion
from tests.unit.judging import judged

TITLE = "春天的故事"
BODY = (
    "第一段，春天来了，风很轻。\n\n"
    "第二段，花开了，孩子们在草地上跑。\n\n"
    "第三段太长了，需要缩短一点，因为读者没有耐心看完这么长的段落。"
)
REVISED_BODY = (
    "第一段，春天来了，风很轻。\n\n第二段，花开了，孩子们在草地上跑。\n\n第三段短了一些。"
)
EN_TITLE = "Why Remote Work Wins"
EN_BODY = (
    "Remote work saves time.\n\n"
    "Teams that write things down move faster.\n\n"
    "Let me know what you think in the comments."
)


# A global suggestion: the whole article, title included, may change.
SUGGESTION = "Polish the whole article and its title."


def parse(reply: str, *, title: str = TITLE, body: str = BODY) -> tuple[str, str] | NoEdit:
    """The (title, body) the live judge would save for `reply`, or its NoEdit."""
    verdict, _ = judged(EditRequest(title, body, [SUGGESTION], 1), reply)
    if isinstance(verdict, Revised):
        return verdict.title, verdict.body
    return verdict


# Full rewrites -------------------------------------------------------------------------


def test_plain_full_rewrite_is_title_blank_line_body():
    assert parse(f"春天的新故事\n\n{REVISED_BODY}") == ("春天的新故事", REVISED_BODY)


@pytest.mark.parametrize(
    "title_line",
    [
        "标题：春天的新故事",
        "标题: 春天的新故事",
        "「春天的新故事」",
        "『春天的新故事』",
        "Title: 春天的新故事",
        "TITLE: 春天的新故事",
        "# 春天的新故事",
        "## 春天的新故事",
        "#春天的新故事",
        "**春天的新故事**",
        "**标题：** 春天的新故事",
        "**Title:** 春天的新故事",
        "# 标题：春天的新故事",
        "标题：「春天的新故事」",
        "【标题】春天的新故事",
        "新标题：春天的新故事",
    ],
)
def test_title_labels_and_wrappers_are_removed(title_line):
    assert parse(f"{title_line}\n\n{REVISED_BODY}") == ("春天的新故事", REVISED_BODY)


def test_a_label_alone_on_its_line_takes_the_title_from_the_next_line():
    assert parse(f"标题：\n春天的新故事\n\n正文：\n{REVISED_BODY}") == (
        "春天的新故事",
        REVISED_BODY,
    )


def test_book_title_marks_are_part_of_the_title():
    title, _ = parse(f"《三体》读后感\n\n{REVISED_BODY}")
    assert title == "《三体》读后感"


def test_a_title_that_really_is_wrapped_in_corner_brackets_keeps_them():
    title, _ = parse("「春」\n\n新正文。", title="「春」", body="旧正文。")
    assert title == "「春」"


@pytest.mark.parametrize(
    "preamble",
    [
        "好的，以下是修改后的文章：",
        "好的！",
        "当然可以，这是润色后的版本：",
        "以下是修改后的文章",
        "Sure! Here's the revised article:",
        "Here is the edited version.",
        "Certainly.",
        "OK, here you go:",
        "**修改后的文章：**",
    ],
)
def test_preambles_are_dropped(preamble):
    assert parse(f"{preamble}\n\n春天的故事\n\n{REVISED_BODY}") == (TITLE, REVISED_BODY)


def test_two_preamble_lines_are_dropped():
    reply = f"好的。\n以下是修改后的文章：\n\n标题：春天的故事\n\n{REVISED_BODY}"
    assert parse(reply) == (TITLE, REVISED_BODY)


@pytest.mark.parametrize("fence", ["```", "```markdown", "```md", "~~~", "````text"])
def test_code_fences_are_unwrapped(fence):
    closer = fence[0] * (len(fence) - len(fence.lstrip(fence[0])))
    reply = f"好的，以下是修改后的文章：\n\n{fence}\n# 春天的故事\n\n{REVISED_BODY}\n{closer}\n"
    assert parse(reply) == (TITLE, REVISED_BODY)


def test_chatter_after_the_fence_is_dropped():
    notes = "修改说明：第三段缩短了。希望对你有帮助！"
    reply = f"```markdown\n春天的故事\n\n{REVISED_BODY}\n```\n\n{notes}"
    assert parse(reply) == (TITLE, REVISED_BODY)


def test_code_blocks_inside_the_article_survive_the_fence_unwrapping():
    body = "Run this:\n\n```python\nprint('hi')\n```\n\nThat is all."
    revised = body.replace("Run this:", "Run this first:")
    reply = f"```markdown\nCode Tips\n\n{revised}\n```"
    assert parse(reply, title="Code Tips", body=body) == ("Code Tips", revised)


def test_an_unwrapped_article_with_code_blocks_is_read_as_is():
    body = "Intro paragraph.\n\n```python\nprint('hi')\n```\n\nThat is all."
    revised = body.replace("Intro paragraph.", "A better intro.")
    assert parse(f"Code Tips\n\n{revised}", title="Code Tips", body=body) == ("Code Tips", revised)


def test_an_unclosed_fence_takes_everything_after_it():
    assert parse(f"```markdown\n春天的故事\n\n{REVISED_BODY}") == (TITLE, REVISED_BODY)


@pytest.mark.parametrize(
    "chatter",
    [
        "希望对你有帮助！",
        "希望这个版本符合你的需要。",
        "如果还需要进一步修改，请告诉我。",
        "如有需要，我可以继续调整。",
        "Let me know if you'd like any further changes!",
        "I hope this helps.",
        "Would you like me to adjust the tone further?",
        "---",
    ],
)
def test_closing_chatter_is_dropped(chatter):
    assert parse(f"春天的故事\n\n{REVISED_BODY}\n\n{chatter}") == (TITLE, REVISED_BODY)


@pytest.mark.parametrize(
    "notes",
    [
        "修改说明：\n1. 缩短了第三段。\n2. 其余不变。",
        "---\n\n修改说明：缩短了第三段。",
        "---\n说明：只改了第三段。",
        "**修改要点**\n- 第三段更短",
        "## 修改说明\n- 第三段更短",
        "---\n\nChanges made:\n- Shortened paragraph three.",
        "Summary of changes: paragraph three is shorter.",
        "***\n\nNote: only paragraph three changed.",
    ],
)
def test_change_notes_after_the_article_are_dropped(notes):
    assert parse(f"春天的故事\n\n{REVISED_BODY}\n\n{notes}") == (TITLE, REVISED_BODY)


def test_the_articles_own_closing_line_is_never_taken_for_chatter():
    revised = EN_BODY.replace("saves time", "saves hours")
    _, body = parse(f"{EN_TITLE}\n\n{revised}", title=EN_TITLE, body=EN_BODY)
    assert body == revised
    assert body.endswith("Let me know what you think in the comments.")


def test_the_articles_own_separator_and_notes_survive():
    body = "Main text.\n\n---\n\nNote: prices as of May."
    revised = body.replace("Main text.", "Main text, revised.")
    assert parse(f"Prices\n\n{revised}", title="Prices", body=body) == ("Prices", revised)


def test_a_paragraph_starting_with_changes_is_article_text():
    body = "Intro.\n\nChanges in policy matter more than people think."
    revised = "Intro, longer.\n\nChanges in policy matter more than people think."
    assert parse(f"Policy\n\n{revised}", title="Policy", body=body) == ("Policy", revised)


def test_an_article_title_that_looks_like_an_acknowledgement_is_kept():
    reply = "Sure Thing: A Novel\n\nA story about yes!\n\nSecond paragraph."
    body = "A story about yes.\n\nSecond paragraph."
    assert parse(reply, title="Sure Thing: A Novel", body=body) == (
        "Sure Thing: A Novel",
        "A story about yes!\n\nSecond paragraph.",
    )


@pytest.mark.parametrize(
    "new_title",
    [
        "Here's why version control matters",
        "This is how we edit",
        "Sure Thing",
        "OK Computer",
    ],
)
def test_a_changed_title_that_starts_like_a_preamble_is_still_the_title(new_title):
    assert parse(f"{new_title}\n\n{EN_BODY}", title="Old", body=EN_BODY) == (new_title, EN_BODY)


def test_a_separator_after_the_preamble_is_dropped():
    reply = f"以下是修改后的文章：\n\n---\n\n春天的故事\n\n{REVISED_BODY}\n\n---\n\n修改说明：略"
    assert parse(reply) == (TITLE, REVISED_BODY)


@pytest.mark.parametrize("label", ["正文：", "正文:", "Body:", "**正文：**", "内容："])
def test_body_labels_are_dropped(label):
    assert parse(f"春天的故事\n\n{label}\n{REVISED_BODY}") == (TITLE, REVISED_BODY)


@pytest.mark.parametrize("label", ["正文：", "正文:", "Body:", "**正文：**", "内容："])
def test_body_labels_are_dropped_inline(label):
    assert parse(f"春天的故事\n\n{label} {REVISED_BODY}") == (TITLE, REVISED_BODY)


def test_english_full_rewrite_with_preamble_and_chatter():
    revised = EN_BODY.replace("move faster", "ship sooner")
    reply = (
        "Sure! Here's the revised article:\n\n"
        f"# {EN_TITLE}\n\n{revised}\n\n"
        "Let me know if you want any other changes."
    )
    assert parse(reply, title=EN_TITLE, body=EN_BODY) == (EN_TITLE, revised)


def test_a_reply_that_forgot_the_title_keeps_the_current_title():
    assert parse(REVISED_BODY) == (TITLE, REVISED_BODY)


def test_a_long_first_line_is_body_not_title():
    # twenty different clauses: one clause said twenty times over is a loop (loops.py)
    long_paragraph = "".join(f"这是长段落的第{n}个分句，" for n in range(1, 21)) + "写完了。"
    rest = BODY.split("\n\n", 1)[1]
    title, body = parse(f"{long_paragraph}\n\n{rest}")
    assert title == TITLE
    assert body.startswith(long_paragraph)


def test_a_title_without_a_body_leaves_the_body_empty_so_the_guards_refuse_it():
    # The live judge refuses a reply that leaves paragraphs out (README: "your text would
    # be lost") instead of handing an empty body on.
    verdict = parse("春天的新故事")
    assert isinstance(verdict, NoEdit) and verdict.status == "error"
    assert "left out paragraphs" in verdict.reason


def test_the_xml_shape_of_the_prompt_echoed_back_is_read():
    reply = f"<article>\n<title>春天的新故事</title>\n<body>\n{REVISED_BODY}\n</body>\n</article>"
    assert parse(reply) == ("春天的新故事", REVISED_BODY)


def test_windows_line_endings_are_normalised():
    _, body = parse(f"春天的故事\r\n\r\n{REVISED_BODY}".replace("\n\n", "\r\n\r\n"))
    assert body == REVISED_BODY


def test_full_width_indentation_of_the_first_paragraph_is_kept():
    body = "\u3000\u3000第一段。\n\n\u3000\u3000第二段。"
    revised = "\u3000\u3000第一段！\n\n\u3000\u3000第二段。"
    assert parse(f"春\n\n{revised}", title="春", body=body) == ("春", revised)


def test_a_draft_with_no_current_article_reads_title_and_body():
    draft = read_draft(Completion(text="标题：新文章\n\n第一段。\n\n第二段。", model="x"), None)
    assert (draft.title, draft.body) == ("新文章", "第一段。\n\n第二段。")


# Empty and NO_CHANGE ---------------------------------------------------------------------


@pytest.mark.parametrize("reply", ["", "   ", "\n\n\t\n", "\u3000"])
def test_an_empty_reply_is_a_parse_error(reply):
    verdict = parse(reply)
    assert isinstance(verdict, NoEdit) and verdict.status == "error"


def test_a_reply_of_only_chatter_and_fences_is_a_parse_error():
    verdict = parse("```\n```")
    assert isinstance(verdict, NoEdit) and verdict.status == "error"


@pytest.mark.parametrize(
    "reply",
    [
        "NO_CHANGE",
        "NO_CHANGE\n",
        "**NO_CHANGE**",
        "`NO_CHANGE`",
        "NO_CHANGE.",
        "```\nNO_CHANGE\n```",
    ],
)
def test_no_change_keeps_title_and_body(reply):
    verdict = parse(reply)
    assert isinstance(verdict, NoEdit) and verdict.status == "ok"
    assert "nothing to change" in verdict.reason and "V1 stays as it is" in verdict.reason


def test_no_change_with_an_explanation_after_it():
    verdict = parse("NO_CHANGE\n\nThe article already does what was asked.")
    assert isinstance(verdict, NoEdit) and verdict.status == "ok"
    assert "The article already does what was asked." in verdict.reason


# Search/replace blocks (read and applied by app/editing/formats/blocks.py) ---------------


def block(search: str, replace: str) -> str:
    return f"<<<<<<< SEARCH\n{search}\n=======\n{replace}\n>>>>>>> REPLACE"


def applied(reply: str, body: str = BODY) -> str:
    text, failures = apply_blocks(body, read_blocks(reply).blocks)
    assert not failures, failures
    return text


def test_one_block_replaces_exactly_its_text():
    reply = block(
        "第三段太长了，需要缩短一点，因为读者没有耐心看完这么长的段落。", "第三段短了一些。"
    )
    assert applied(reply) == REVISED_BODY


def test_blocks_with_the_same_search_text_replace_successive_occurrences():
    assert applied(block("猫", "虎") + "\n" + block("猫", "豹"), "猫。狗。猫。") == "虎。狗。豹。"


def test_a_title_line_outside_the_blocks_changes_the_title():
    parsed = read_blocks("TITLE: 春天的新故事\n\n" + block("风很轻", "风很柔"))
    assert parsed.title == "春天的新故事"


def test_a_title_line_inside_a_block_is_body_text():
    body = "Intro.\n\nTitle: draft notes\n\nEnd."
    parsed = read_blocks(block("Title: draft notes", "Title: final notes"))
    assert parsed.title is None
    assert "Title: final notes" in applied(block("Title: draft notes", "Title: final notes"), body)


def test_blocks_inside_a_code_fence_are_applied():
    assert applied("```\n" + block("风很轻", "风很柔") + "\n```") == BODY.replace(
        "风很轻", "风很柔"
    )


def test_an_empty_replacement_deletes_a_paragraph_without_leaving_a_double_gap():
    first, _, third = BODY.split("\n\n")
    assert applied(block("第二段，花开了，孩子们在草地上跑。", "")) == f"{first}\n\n{third}"


def test_deleting_the_first_and_last_paragraphs_leaves_no_stray_blank_lines():
    body = "A.\n\nB.\n\nC."
    assert applied(block("A.", ""), body) == "B.\n\nC."
    assert applied(block("C.", ""), body) == "A.\n\nB."


def test_a_block_adding_a_paragraph_after_an_anchor():
    assert "风很轻。\n\n新的一段。\n\n第二段" in applied(
        block("风很轻。", "风很轻。\n\n新的一段。")
    )


@pytest.mark.parametrize(
    "search",
    [
        "第一段，春天来了，风很轻。\n第二段，花开了",  # one newline where the body has two
        "第一段，春天来了，风很轻。  \n\n  第二段，花开了",  # stray spaces
        "第一段，春天来了，风很轻。\u3000第二段，花开了",  # full-width space
        "第一段，春天来了，风很轻。第二段，花开了",  # line break dropped between CJK sentences
    ],
)
def test_whitespace_tolerant_matching(search):
    body = applied(block(search, "合并的一段"))
    assert body.startswith("合并的一段，孩子们在草地上跑。")
    assert body.endswith("因为读者没有耐心看完这么长的段落。")


def test_tolerant_matching_with_non_breaking_and_ideographic_spaces_in_the_body():
    body = "Hello\u00a0world,\u3000friend.\n\nNext."
    assert applied(block("Hello world, friend.", "Hi."), body) == "Hi.\n\nNext."


def test_a_block_that_does_not_match_is_reported_and_nothing_is_applied():
    blocks = read_blocks(block("风很轻", "风很柔") + "\n" + block("夏天来了", "秋天来了")).blocks
    text, failures = apply_blocks(BODY, blocks)
    assert text == BODY and [f.number for f in failures] == [2]


def test_an_empty_search_is_reported():
    _, failures = apply_blocks(BODY, [Block("", "新开头")])
    assert failures and "empty" in failures[0].why


def test_markers_with_a_different_number_of_signs_are_accepted():
    reply = "<<<<< SEARCH\n风很轻\n=====\n风很柔\n>>>>> REPLACE"
    assert applied(reply) == BODY.replace("风很轻", "风很柔")


def test_blocks_in_a_draft_reply_are_a_parse_error():
    with pytest.raises(DraftRefused):
        read_draft(Completion(text=block("x", "y"), model="x"), "t")


# Selection replies (read by app/editing/formats/selection.py) ---------------------------

SELECTED = "风很轻。"


def replaced(reply: str, body: str = BODY) -> str:
    start = body.index(SELECTED)
    return read_selection(reply, body, start, start + len(SELECTED))[0]


def test_selection_reply_in_tags():
    assert replaced("<replacement>春风拂面。</replacement>") == "春风拂面。"


def test_selection_reply_with_chatter_and_no_tags():
    assert replaced("好的，替换如下：\n\n春风拂面。\n\n希望对你有帮助！") == "春风拂面。"


def test_selection_reply_with_a_missing_closing_tag():
    assert replaced("<replacement>春风拂面。") == "春风拂面。"


def test_selection_reply_echoing_the_selection_tag():
    assert replaced("<selection>春风拂面。</selection>") == "春风拂面。"


def test_selection_reply_keeps_the_selections_surrounding_whitespace():
    body = "开头\n 风很轻。 \n结尾"
    start = body.index(" 风很轻。 ")
    new, _ = read_selection("<replacement>春风拂面。</replacement>", body, start, start + 6)
    assert new == " 春风拂面。 "


@pytest.mark.parametrize("reply", ["<replacement>  </replacement>", "<replacement></replacement>"])
def test_an_empty_selection_reply_is_refused(reply):
    with pytest.raises(SelectionRefused):
        replaced(reply)


@pytest.mark.parametrize("preamble", ["Sure thing", "OK", "好的", "Here is the revised article"])
def test_a_bare_acknowledgement_over_the_article_is_not_taken_for_a_new_title(preamble):
    revised = EN_BODY.replace("move faster", "ship sooner")
    reply = f"{preamble}\n\n{revised}"
    assert parse(reply, title="Old", body=EN_BODY) == ("Old", revised)
