"""Streams whose chunks come a `data:` line each with no blank line between them."""

import json

from app.llm.event_breaks import EventBreaks, with_breaks


def _chunk(text: str) -> str:
    return json.dumps({"choices": [{"index": 0, "delta": {"content": text}}]}, ensure_ascii=False)


def test_lines_without_blank_lines_become_one_event_each() -> None:
    lines = [f"data:{_chunk('河边')}", f"data:{_chunk('小路')}", "data:[DONE]"]
    assert list(with_breaks(lines)) == [lines[0], "", lines[1], "", lines[2]]


def test_a_stream_with_blank_lines_is_left_as_it_was() -> None:
    lines = [f"data: {_chunk('Save')}", "", f"data: {_chunk(' the path')}", "", "data: [DONE]", ""]
    assert list(with_breaks(lines)) == lines


def test_one_json_value_split_over_data_lines_stays_one_event() -> None:
    # SSE's own multi-line data: the first line alone is no whole value, so nothing breaks.
    lines = ['data: {"choices": [{"index": 0,', 'data: "delta": {"content": "x"}}]}', ""]
    assert list(with_breaks(lines)) == lines


def test_comments_and_other_fields_do_not_end_an_event() -> None:
    breaks = EventBreaks()
    assert not breaks.before(f"data:{_chunk('a')}")
    assert not breaks.before(": keep-alive")
    assert not breaks.before("event: message")
    assert breaks.before(f"data:{_chunk('b')}")


def test_a_byte_order_mark_before_the_first_line_is_read_through() -> None:
    lines = [f"\ufeffdata:{_chunk('a')}", f"data:{_chunk('b')}"]
    assert list(with_breaks(lines)) == [lines[0], "", lines[1]]
