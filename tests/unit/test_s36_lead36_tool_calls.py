"""Several tool calls in one reply are all the edit: a message that calls `replace_paragraph`
twice (the two paragraphs asked about) had only its first call read — half the edit saved, the
other half dropped without a word — and a stream whose calls carry ids but no index had the
second call's arguments run on into the first's, saved as the article's text."""

from __future__ import annotations

import asyncio
import json

import pytest

from app.domain.models import PromptMessage
from app.editing.formats.structured import restructured
from app.llm.openai import OpenAICompatible
from app.testing.openai_stub import OpenAIStub

PARAGRAPHS = [
    "The market opens at seven on Saturdays.",
    "Parking is limited, so please come by bike.",
    "Stalls close at noon.",
]
BODY = "\n\n".join(PARAGRAPHS)
FIRST = "The market opens bright and early, at seven on Saturdays."
SECOND = "Parking is limited, so if you can, do come by bike."


def _arguments(paragraph: int, text: str) -> str:
    return json.dumps({"paragraph": paragraph, "text": text})


def _chunk(delta: dict[str, object], finish: str | None = None) -> str:
    choice = {"index": 0, "delta": delta, "finish_reason": finish}
    return "data: " + json.dumps({"choices": [choice]}) + "\n"


def _pieces(text: str) -> list[str]:
    return [text[i : i + 9] for i in range(0, len(text), 9)]


def _interleaved() -> list[str]:
    """Two calls begun, then their arguments' pieces in turn (each piece names its call's index)."""
    lines = []
    for index in (0, 1):
        function = {"name": "replace_paragraph", "arguments": ""}
        lines.append(
            _chunk({"tool_calls": [{"index": index, "id": f"c{index}", "function": function}]})
        )
    first, second = _pieces(_arguments(1, FIRST)), _pieces(_arguments(2, SECOND))
    for index, piece in [
        (n, p) for pair in zip(first, second, strict=False) for n, p in enumerate(pair)
    ]:
        lines.append(_chunk({"tool_calls": [{"index": index, "function": {"arguments": piece}}]}))
    rest = first[len(second) :] if len(first) > len(second) else second[len(first) :]
    index = 0 if len(first) > len(second) else 1
    lines += [
        _chunk({"tool_calls": [{"index": index, "function": {"arguments": p}}]}) for p in rest
    ]
    return [*lines, _chunk({}, "tool_calls"), "data: [DONE]\n"]


def _without_index() -> list[str]:
    """Each call whole in a delta of its own, told apart only by its id (no index)."""
    lines = []
    for number, (paragraph, text) in enumerate([(1, FIRST), (2, SECOND)]):
        function = {"name": "replace_paragraph", "arguments": _arguments(paragraph, text)}
        lines.append(_chunk({"tool_calls": [{"id": f"c{number}", "function": function}]}))
    return [*lines, _chunk({}, "tool_calls"), "data: [DONE]\n"]


def _bare() -> list[str]:
    """Each call whole in a delta of its own with neither index nor id: each names its tool."""
    lines = []
    for paragraph, text in [(1, FIRST), (2, SECOND)]:
        function = {"name": "replace_paragraph", "arguments": _arguments(paragraph, text)}
        lines.append(_chunk({"tool_calls": [{"type": "function", "function": function}]}))
    return [*lines, _chunk({}, "tool_calls"), "data: [DONE]\n"]


def _all_at_zero() -> list[str]:
    """Every call at index 0 (a server that numbers them all 0), each with an id of its own."""
    lines = []
    for number, (paragraph, text) in enumerate([(1, FIRST), (2, SECOND)]):
        function = {"name": "replace_paragraph", "arguments": ""}
        lines.append(
            _chunk({"tool_calls": [{"index": 0, "id": f"c{number}", "function": function}]})
        )
        for piece in _pieces(_arguments(paragraph, text)):
            lines.append(_chunk({"tool_calls": [{"index": 0, "function": {"arguments": piece}}]}))
    return [*lines, _chunk({}, "tool_calls"), "data: [DONE]\n"]


def _text(stub: OpenAIStub, streamed: bool) -> str:
    async def ask() -> str:
        model = OpenAICompatible(base_url=stub.url, model="m", max_retries=0)
        try:
            messages = [PromptMessage(role="user", content="edit")]
            if not streamed:
                return (await model.complete(messages)).text
            return "".join([delta async for delta in model.stream(messages)])
        finally:
            await model.aclose()

    return asyncio.run(ask())


def _calls(text: str) -> list[object]:
    blocks = text.split("<tool_call>\n")[1:]
    return [json.loads(block.split("\n</tool_call>")[0]) for block in blocks]


EXPECTED = [
    {"name": "replace_paragraph", "arguments": {"paragraph": 1, "text": FIRST}},
    {"name": "replace_paragraph", "arguments": {"paragraph": 2, "text": SECOND}},
]


@pytest.mark.parametrize("streamed", [False, True])
def test_every_tool_call_of_a_message_is_written_out(streamed: bool) -> None:
    calls = [
        {
            "id": f"c{n}",
            "type": "function",
            "function": {"name": "replace_paragraph", "arguments": a},
        }
        for n, a in enumerate([_arguments(1, FIRST), _arguments(2, SECOND)])
    ]
    with OpenAIStub() as stub:
        stub.enqueue("", extra={"tool_calls": calls}, content_null=True)
        assert _calls(_text(stub, streamed)) == EXPECTED


@pytest.mark.parametrize(
    "lines",
    [_interleaved(), _without_index(), _bare(), _all_at_zero()],
    ids=["index", "id", "name", "all-at-zero"],
)
def test_streamed_calls_are_told_apart_by_index_or_id(lines: list[str]) -> None:
    with OpenAIStub() as stub:
        stub.enqueue("", raw_stream=lines)
        assert _calls(_text(stub, streamed=True)) == EXPECTED


def test_several_written_out_calls_are_read_as_every_edit_they_carry() -> None:
    reply = "I'll update both paragraphs.\n\n" + "\n".join(
        f"<tool_call>\n{json.dumps(call)}\n</tool_call>" for call in EXPECTED
    )
    read = restructured(reply, "Market day", BODY)
    assert read is not None
    blocks = read.split("<<<<<<< SEARCH\n")[1:]
    assert [block.split("\n=======\n")[0] for block in blocks] == PARAGRAPHS[:2]
    assert [block.split("\n=======\n")[1].split("\n>>>>>>>")[0] for block in blocks] == [
        FIRST,
        SECOND,
    ]


def test_a_call_without_arguments_beside_one_with_them_is_not_the_edit() -> None:
    calls = [EXPECTED[1], {"name": "done", "arguments": {}}]
    reply = "\n".join(f"<tool_call>\n{json.dumps(call)}\n</tool_call>" for call in calls)
    read = restructured(reply, "Market day", BODY)
    assert read == f"<<<<<<< SEARCH\n{PARAGRAPHS[1]}\n=======\n{SECOND}\n>>>>>>> REPLACE"


def test_an_older_function_call_is_a_tool_call() -> None:
    pieces = _pieces(_arguments(2, SECOND))
    first = {"function_call": {"name": "replace_paragraph", "arguments": pieces[0]}}
    rest = [_chunk({"function_call": {"arguments": piece}}) for piece in pieces[1:]]
    with OpenAIStub() as stub:
        stub.enqueue("", raw_stream=[_chunk(first), *rest, _chunk({}, "function_call")])
        assert _calls(_text(stub, streamed=True)) == EXPECTED[1:]


def test_a_summary_call_beside_the_edit_is_not_the_edit() -> None:
    calls = [EXPECTED[0], {"name": "summarize", "arguments": {"summary": "Warmer opening."}}]
    reply = "\n".join(f"<tool_call>\n{json.dumps(call)}\n</tool_call>" for call in calls)
    read = restructured(reply, "Market day", BODY)
    assert read == f"<<<<<<< SEARCH\n{PARAGRAPHS[0]}\n=======\n{FIRST}\n>>>>>>> REPLACE"
