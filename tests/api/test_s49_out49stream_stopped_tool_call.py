"""A reply the writer stopped while the model was writing its edit as a tool call (a Hermes-style
`<tool_call>{…}` in its content) keeps the words the writer was shown, never the call's JSON —
as the live deltas left it out (app/llm/tool_call_hidden.py)."""

import pytest

from app.settings import Settings
from app.testing.fake_model import HeldModel
from tests.api.held_turns import held_stream, stopped_at_first_delta

WORDS = {"zh": "好的，我来改第二段。", "en": "Sure, editing the second paragraph."}
SAID = {"zh": "已停止。已收到的部分回复：", "en": "Stopped. Partial reply: "}
CALL = '\n\n<tool_call>\n{"name": "replace_paragraph", "arguments": {"paragraph": 2, "te'


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_reply_stopped_inside_a_tool_call_keeps_only_the_words_shown(
    settings: Settings, lang: str
) -> None:
    held = HeldModel(head=(WORDS[lang], CALL), tail='xt": "…"}}\n</tool_call>')
    shown: list[str] = []
    view, article = held_stream(settings, held, lang, stopped_at_first_delta(held, shown))
    reply = view["path"][-1]
    assert reply["status"] == "stopped" and article["version"] == 1, reply
    assert "".join(shown).strip() == WORDS[lang]
    assert reply["content"].startswith(SAID[lang] + WORDS[lang]), reply["content"]
    for json_mark in ("tool_call", "{", "arguments"):
        assert json_mark not in reply["content"], reply["content"]
