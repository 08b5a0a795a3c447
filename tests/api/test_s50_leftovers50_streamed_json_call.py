"""A model that writes its edit as a bare JSON tool call in its streamed content — not in
`delta.tool_calls`, and without `<tool_call>` tags: `{"name": "edit", "arguments": {…}}`,
`{"tool": …, "input": …}`, in a ```json fence — showed the JSON in the panel while it streamed
(session 49). The call is left out of the live deltas as a tagged call is
(app/llm/json_call_hidden.py), the words beside it are shown, and the edit is still read from the
saved reply at the end. English and Chinese, whatever chunks split it."""

from __future__ import annotations

import json

import pytest
from litestar.testing import TestClient

from app.testing.openai_stub import OpenAIStub
from app.testing.sse import streamed_turn
from tests.api.model_stub import answering_stub, stub_client  # noqa: F401 (fixtures)

BODIES = {
    "en": ("The bus", "The bus was late again.\n\nWe waited twenty minutes in the rain."),
    "zh": ("公交", "公交车今天又晚了。\n\n我们在雨里等了二十分钟。"),
}
NEW = {"en": "The bus was late again — of course!", "zh": "公交车今天又晚了！真是的。"}
ASK = {"en": "make the first paragraph livelier", "zh": "第一段写得生动一点"}
WORDS = {"en": "Sure — here is the edit.", "zh": "好的，我改了第一段。"}


def _calls(lang: str) -> list[str]:
    text = NEW[lang]
    args = {"paragraph": 1, "text": text}
    return [
        json.dumps({"name": "replace_paragraph", "arguments": args}, ensure_ascii=False),
        json.dumps({"tool": "replace_paragraph", "input": args}, ensure_ascii=False, indent=2),
        "```json\n"
        + json.dumps({"name": "replace_paragraph", "arguments": args}, ensure_ascii=False)
        + "\n```",
        json.dumps(
            {"function": {"name": "replace_paragraph", "arguments": json.dumps(args)}},
            ensure_ascii=False,
        ),
    ]


def _streamed(client: TestClient, lang: str, message: str) -> tuple[str, dict, str]:
    return streamed_turn(client, *BODIES[lang], message)


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("which", range(4))
@pytest.mark.parametrize("size", [1, 7])
def test_a_bare_json_call_is_not_streamed_and_its_edit_is_saved(
    client: TestClient, stub: OpenAIStub, lang: str, which: int, size: int
) -> None:
    whole = WORDS[lang] + "\n\n" + _calls(lang)[which]
    stub.enqueue(stream_chunks=[whole[i : i + size] for i in range(0, len(whole), size)])
    shown, reply, body = _streamed(client, lang, ASK[lang])
    assert shown.strip() == WORDS[lang]
    for json_mark in ("{", "arguments", "replace_paragraph", "```"):
        assert json_mark not in shown, shown
    assert body.split("\n\n")[0] == NEW[lang], (body, reply["content"])


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_call_alone_shows_nothing_of_it(client: TestClient, stub: OpenAIStub, lang: str) -> None:
    whole = _calls(lang)[0]
    stub.enqueue(stream_chunks=[whole[i : i + 3] for i in range(0, len(whole), 3)])
    shown, _, body = _streamed(client, lang, ASK[lang])
    assert "{" not in shown and "arguments" not in shown, shown
    assert body.split("\n\n")[0] == NEW[lang]
