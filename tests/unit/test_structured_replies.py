"""Edits sent as data (JSON objects and lists, YAML-like records) read as the edit they
describe: a record naming a paragraph or quoting old text becomes a search/replace block, a
whole article becomes title and body text, and anything else is left to the other readers."""

import json

import pytest

from app.editing.formats.blocks import read_blocks
from app.editing.formats.structured import restructured, selected_text

TITLE = "老街记"
PARAGRAPHS = ["周末我们去了城南的老街。", "街口有一家卖糖画的小摊。", "再往里走，是几间竹器铺子。"]
BODY = "\n\n".join(PARAGRAPHS)
NEW = "再往里走，是几间卖竹器的老铺子，簸箕堆得像小山。"


def _blocks(reply: str) -> list[tuple[str, str]]:
    text = restructured(reply, TITLE, BODY)
    assert text is not None, reply
    return [(b.search, b.replace) for b in read_blocks(text, BODY).blocks]


@pytest.mark.parametrize(
    "record",
    [
        {"paragraph": 3, "text": NEW},
        {"paragraph": "3", "revised": NEW},
        {"段落": "第三段", "修改后": NEW},
        {"index": 2, "new_text": NEW},
        {"paragraph_index": 2, "content": NEW},
        {"original": PARAGRAPHS[2], "revised": NEW},
        {"原文": PARAGRAPHS[2], "修改后": NEW, "理由": "加入细节"},
        {"result": {"paragraph": 3, "text": NEW}},
    ],
)
def test_a_record_naming_a_paragraph_or_quoting_it_is_one_block(record: dict[str, object]) -> None:
    assert _blocks(json.dumps(record, ensure_ascii=False)) == [(PARAGRAPHS[2], NEW)]


def test_a_number_counted_from_zero_is_read_so_when_the_text_says_which_paragraph() -> None:
    near_second = "街口有一家卖糖画的小摊，老师傅手很稳。"
    # "paragraph": 1 would name the first paragraph, but the text is the second one edited.
    assert _blocks(json.dumps({"paragraph": 1, "text": near_second}, ensure_ascii=False)) == [
        (PARAGRAPHS[1], near_second)
    ]


@pytest.mark.parametrize(
    "reply",
    [
        json.dumps({"changes": [{"find": PARAGRAPHS[2], "replace": NEW}]}, ensure_ascii=False),
        json.dumps([{"old": PARAGRAPHS[2], "new": NEW}], ensure_ascii=False),
        "好的，修改如下：\n```json\n"
        + json.dumps({"edits": [{"paragraph": 3, "text": NEW}]})
        + "\n```",
        "Here you go:\n" + json.dumps({"paragraph": 3, "text": NEW}, indent=2) + "\nHope it helps!",
        f"paragraph: 3\ntext: |\n  {NEW}\n",
        f'```yaml\n段落: 3\n修改后: "{NEW}"\n```',
        f"original: {PARAGRAPHS[2]}\nrevised: {NEW}",
    ],
)
def test_change_lists_fences_chatter_and_yaml_records_read_alike(reply: str) -> None:
    assert _blocks(reply) == [(PARAGRAPHS[2], NEW)]


@pytest.mark.parametrize(
    "data",
    [
        {"title": TITLE, "paragraphs": [*PARAGRAPHS[:2], NEW]},
        {"title": TITLE, "body": [*PARAGRAPHS[:2], NEW]},
        {"title": TITLE, "body": "\n\n".join([*PARAGRAPHS[:2], NEW])},
        {"article": "\n\n".join([*PARAGRAPHS[:2], NEW]), "changes": ["第三段加了细节"]},
        [*PARAGRAPHS[:2], NEW],
    ],
)
def test_a_whole_article_as_data_is_its_title_and_body(data: object) -> None:
    reply = json.dumps(data)  # \u escapes for every Chinese character
    assert restructured(reply, TITLE, BODY) == f"{TITLE}\n\n" + "\n\n".join([*PARAGRAPHS[:2], NEW])


def test_a_new_title_alone_keeps_the_body_and_a_title_beside_blocks_is_a_title_line() -> None:
    assert restructured('{"标题": "老街慢时光"}', TITLE, BODY) == f"老街慢时光\n\n{BODY}"
    text = restructured(json.dumps({"title": "慢", "paragraph": 3, "text": NEW}), TITLE, BODY)
    assert text is not None and read_blocks(text, BODY).title == "慢"


@pytest.mark.parametrize(
    "reply",
    [
        f"{TITLE}\n\n{BODY}",  # an article
        "I can't see which paragraph you mean — the second or the third?",
        "Note: nothing needed changing.",
        '{"text": "hello", "paragraph": 3}',  # the article's own JSON, answered back
        "Title: 老街记\n\n周末我们去了城南的老街。\n\n街口有一家卖糖画的小摊。",
        '{"status": "ok"}',
        "[1, 2, 3]",
    ],
)
def test_what_is_not_an_edit_as_data_is_left_to_the_other_readers(reply: str) -> None:
    body = BODY + '\n\n```json\n{"text": "hello", "paragraph": 3}\n```'
    assert restructured(reply, TITLE, body) is None


def test_a_record_naming_no_paragraph_of_the_article_is_its_text_alone() -> None:
    # Placed (or refused) by the full reader as a reply of one paragraph: no JSON saved.
    assert (
        restructured('{"paragraph": 9, "text": "新的一段。"}', TITLE, BODY)
        == f"{TITLE}\n\n新的一段。"
    )


def test_a_selection_answered_as_data_is_its_new_text_unless_it_quotes_other_text() -> None:
    # as the selection reader's own JSON answer, read as one answer (never words side by side)
    assert selected_text('{"revised": "手稳得像尺子"}', "手很稳", BODY) == (
        '{"replacement": "手稳得像尺子"}'
    )
    assert selected_text('{"original": "手很稳", "new": "手稳"}', "手很稳", BODY) == (
        '{"replacement": "手稳"}'
    )
    assert selected_text('{"original": "完全不同的一句话", "new": "手稳"}', "手很稳", BODY) is None
    assert selected_text("手稳得像尺子", "手很稳", BODY) is None


def test_a_fenced_diff_without_hunk_header_after_a_blank_line_keeps_its_lines() -> None:
    # The blank line under the chatter was taken for the hunk's first -/+ line.
    reply = f"Here is the change:\n\n```diff\n-{PARAGRAPHS[2]}\n+{NEW}\n```\n"
    blocks = read_blocks(reply, BODY).blocks
    assert [(b.search, b.replace) for b in blocks] == [(PARAGRAPHS[2], NEW)]


@pytest.mark.parametrize(
    "reply",
    [
        '<tool_call>\n{"name": "edit", "arguments": {"paragraph": 3, "text": "NEW"}}\n</tool_call>',
        json.dumps({"function": {"name": "edit", "arguments": '{"paragraph": 3, "text": "NEW"}'}}),
        '[{"op": "replace", "paragraph": 3, "text": "NEW"}]',
    ],
)
def test_a_tool_call_written_out_and_an_operation_list_read_as_their_record(reply: str) -> None:
    assert _blocks(reply.replace("NEW", NEW)) == [(PARAGRAPHS[2], NEW)]
