"""The offline editor's help, in Chinese for a Chinese message: every command it offers as an
example works offline on an article that has what it names, so a writer who copies one is not
told again that it needs a model."""

from __future__ import annotations

import re

import pytest

from app.editing.offline_help import offline_answer
from app.editing.rules import OFFLINE_RULES, apply_rules

TITLE = "十五个人的旅行"
BODY = "第一段有十五个人。\n\n第二段讲天气。\n\n第三段讲花开了😀。"


def _examples(help_text: str) -> list[str]:
    """The commands listed after each '- kind：' line, split at ' · ' and at the brackets'
    'please write' lead-ins."""
    found = []
    for line in re.findall(r"^- [^：]+：(.+)$", help_text, re.MULTILINE):
        for part in re.split(r" · |（[^：]*：|）", line):
            if part.strip():
                found.append(part.strip())
    return found


EXAMPLES = _examples(offline_answer("帮我润色一下"))


def test_the_chinese_help_lists_every_kind_of_command() -> None:
    assert len(EXAMPLES) >= 10
    assert {"删除第三段", "交换第一段和第二段", "去掉所有表情"} <= set(EXAMPLES)


@pytest.mark.parametrize("command", EXAMPLES)
def test_each_chinese_example_works_offline(command: str) -> None:
    body = BODY.replace("十五", "旧名") if "旧名" in command else BODY
    edit = apply_rules(TITLE, body, command, OFFLINE_RULES)
    assert edit is not None and edit.changed, command


@pytest.mark.parametrize("message", ["帮我润色一下", "你能做什么？"])
def test_a_chinese_message_gets_no_english_sentence(message: str) -> None:
    answer = offline_answer(message)
    prose = re.sub(
        r"REDLINE_\w+=\S+|https?://\S+|\.env|Ollama|Redline|gpt-4o-mini|sk-…", "", answer
    )
    assert not re.search(r"[A-Za-z]{3,}", prose), prose


@pytest.mark.parametrize(
    "message", ["undo the change to paragraph 3 but keep the title", "撤销第三段的修改"]
)
def test_undoing_part_of_an_edit_still_needs_a_model(message: str) -> None:
    assert "↶" not in offline_answer(message)
