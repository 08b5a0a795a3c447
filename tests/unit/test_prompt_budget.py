"""The history budget weighs each message as `estimate_tokens` does, however often the same
message is weighed (the estimates of chat-length messages are remembered), and the annotate
policy still numbers the turns of a long history (counted only under that policy)."""

from datetime import UTC, datetime

from app.domain.models import ChatMessage, PromptMessage
from app.domain.tree import Tree
from app.editing.prompt import assemble_prompt
from app.editing.tokens import MESSAGE_OVERHEAD_TOKENS, estimate_messages_tokens, estimate_tokens

NOW = datetime(2026, 12, 3, tzinfo=UTC)

TEXTS = [
    "",
    "shorter, please",
    "第三段太长了，缩短一点",
    "春天 spring 🌸 " * 40,
    "把这一段改得口语一点。" * 190,  # 2,090 characters: past what is remembered
    "x" * 2000,
    "x" * 2001,
]


def test_messages_weigh_what_their_texts_weigh_each_time() -> None:
    messages = [PromptMessage(role="user", content=text) for text in TEXTS]
    expected = sum(estimate_tokens(text) + MESSAGE_OVERHEAD_TOKENS for text in TEXTS)
    for _ in range(3):  # the first weighing and the remembered ones
        assert estimate_messages_tokens(messages) == expected
    for text in TEXTS:
        single = [PromptMessage(role="assistant", content=text)]
        assert estimate_messages_tokens(single) == estimate_tokens(text) + MESSAGE_OVERHEAD_TOKENS


def _history(turns: int) -> list[ChatMessage]:
    messages: list[ChatMessage] = []
    parent = None
    for n in range(1, turns + 1):
        for role, text in (("user", f"第{n}段改短一点"), ("assistant", f"第{n}段改短了。")):
            message = ChatMessage(
                id=f"c1-m{n}{role[0]}",
                session_id="s1",
                content_id="c1",
                parent_id=parent,
                role=role,  # type: ignore[arg-type]
                content=text,
                version=n,
                revision_id=f"c1-r{n}" if role == "assistant" else None,
                created_at=NOW,
            )
            messages.append(message)
            parent = message.id
    return messages


def test_a_long_history_keeps_its_newest_turns_within_the_budget_in_both_policies() -> None:
    messages = _history(400)
    # Turn 399 was edited: its first wording, withdrawn, is a sibling off the path.
    withdrawn = messages[-4].model_copy(update={"id": "c1-m399old", "content": "旧的第399段请求"})
    messages[-4] = messages[-4].model_copy(update={"edited_from": "c1-m399old"})
    tree = Tree.build([*messages, withdrawn])
    path = tree.path_to(messages[-1].id)
    for policy in ("branch", "annotate"):
        prompt = assemble_prompt(
            path=path,
            tree=tree,
            title="标题",
            body="第一段。\n\n第二段。",
            suggestions=["第二段改短一点"],
            policy=policy,  # type: ignore[arg-type]
            budget_tokens=300,
        )
        roles = [m.role for m in prompt]
        assert roles[0] == "system" and roles[-1] == "user"
        assert all(a != b for a, b in zip(roles[1:], roles[2:], strict=False))
        earlier = "\n\n".join(m.content for m in prompt[1:-1])
        assert "第400段改短一点" in earlier and "第1段改短一点" not in earlier
        assert estimate_messages_tokens(prompt[1:-1]) <= 300
        if policy == "annotate":  # numbered among the path's 400 turns
            assert 'changed turn 399 from "旧的第399段请求"' in earlier
        else:
            assert "旧的第399段请求" not in earlier
