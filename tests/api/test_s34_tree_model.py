"""A reference model of the conversation tree, and the model endpoint the tree walk talks to.

The model is written from DESIGN.md and docs/api.md alone: a tree of messages, the head, the
branch chosen under each fork, and the article's text at every version. The walk
(test_s34_tree_walk.py) applies each operation to the app and to this model and then compares
them, and what the model endpoint was sent with the path the writer sees. This module holds no
tests of its own.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from app.testing.openai_stub import OpenAIStub

ARTICLES = {
    "en": ("The bus", "We waited twenty minutes.\n\nThe driver smiled at everyone."),
    "zh": ("周末", "今天天气很好。\n\n我们去了花园。"),
}

# Suggestions no rule of the offline editor takes (no replace, delete, swap, title or emoji
# words), so every applied one goes to the model.
SUGGESTIONS = {
    "en": [
        "make it livelier",
        "a warmer tone please",
        "sound less stiff",
        "more vivid verbs",
        "give it some energy",
        "a calmer voice",
    ],
    "zh": [
        "语气活泼一点",
        "更温暖一些",
        "别那么生硬",
        "动词再生动些",
        "读起来轻松点",
        "语气平和一点",
    ],
}

ZH_DIGITS = "〇一二三四五六七八九"


def article_in(prompt_text: str) -> tuple[str, str]:
    """The title and body inside the prompt's <article> block."""
    title = re.search(r"<title>(.*?)</title>", prompt_text, re.S)
    body = re.search(r"<body>\n(.*?)\n</body>", prompt_text, re.S)
    assert title and body, prompt_text
    return title.group(1), body.group(1)


class EditingModel:
    """The model endpoint: it answers every request with the article it was given and one
    sentence added to the first paragraph, numbered so that no two answers are alike."""

    def __init__(self, language: str) -> None:
        self.language = language
        self.replies: list[str] = []
        self.stub = OpenAIStub(default_reply=self.reply)

    def reply(self, request: dict[str, Any]) -> str:
        title, body = article_in(request["messages"][-1]["content"])
        number = len(self.replies) + 1
        if self.language == "zh":
            added = "又改了第" + "".join(ZH_DIGITS[int(d)] for d in str(number)) + "回。"
        else:
            added = " Edit " + "".join(chr(ord("a") + int(d)) for d in str(number)) + " done."
        paragraphs = body.split("\n\n")
        paragraphs[0] += added
        text = title + "\n\n" + "\n\n".join(paragraphs)
        self.replies.append(text)
        return text

    @property
    def last_article(self) -> tuple[str, str]:
        title, _, body = self.replies[-1].partition("\n\n")
        return title, body


@dataclass
class Node:
    id: str
    parent: str | None
    role: str
    content: str
    version: int
    deferred: bool = False
    revision: bool = False


@dataclass
class Tree:
    """What the writer should see: every node, the head, the chosen child under each fork,
    and the text (title, body) of every version."""

    nodes: dict[str, Node] = field(default_factory=dict)
    order: list[str] = field(default_factory=list)
    head: str = ""
    chosen: dict[str, str] = field(default_factory=dict)
    texts: dict[int, tuple[str, str]] = field(default_factory=dict)

    def add(self, node: Node) -> None:
        self.nodes[node.id] = node
        self.order.append(node.id)

    def children(self, node_id: str) -> list[str]:
        return [n for n in self.order if self.nodes[n].parent == node_id]

    def path_to(self, node_id: str) -> list[Node]:
        path: list[Node] = []
        current: str | None = node_id
        while current is not None:
            path.append(self.nodes[current])
            current = self.nodes[current].parent
        return path[::-1]

    @property
    def path(self) -> list[Node]:
        return self.path_to(self.head)

    @property
    def version(self) -> int:
        return self.nodes[self.head].version

    @property
    def newest_version(self) -> int:
        return max(self.texts)

    def move_head(self, node_id: str) -> None:
        """The head goes to a node and every fork on the way remembers the child taken."""
        self.head = node_id
        for node in self.path_to(node_id)[1:]:
            assert node.parent is not None
            self.chosen[node.parent] = node.id

    def head_for(self, node_id: str) -> str:
        """Where "move the head here" lands: a writer's message sends it to the point before
        it, so no message stays on the path without its reply."""
        node = self.nodes[node_id]
        if node.role == "user":
            assert node.parent is not None
            return node.parent
        return node_id

    def leaf_of_branch(self, node_id: str) -> str:
        """Activating a message: down its branch along the children last chosen."""
        current = node_id
        while self.children(current):
            current = self.chosen.get(current) or self.children(current)[-1]
        return current

    def new_version(self, text: tuple[str, str]) -> int:
        version = self.newest_version + 1
        self.texts[version] = text
        return version


def pending_suggestions(path: list[Node]) -> list[Node]:
    """The noted (regenerate:false) messages on a path since its last revision."""
    pending: list[Node] = []
    for node in path:
        if node.revision:
            pending = []
        elif node.role == "user" and node.deferred:
            pending.append(node)
    return pending


@dataclass
class ExpectedPrompt:
    """What the model should be sent for a turn answered under `parent_path`: the earlier
    turns word for word, then the notes of events and the suggestions with the article."""

    history: list[dict[str, str]]
    notes: list[str]
    suggestions: list[str]
    article: tuple[str, str]


def expected_prompt(
    parent_path: list[dict[str, Any]], suggestion: str, article: tuple[str, str]
) -> ExpectedPrompt:
    """From the API's own view of the path (ChatMessage dicts, root first) up to the node the
    new turn hangs under. Pending noted messages become suggestions of the turn; events
    become notes on the next writer's message."""
    nodes = [
        Node(
            m["id"],
            m["parent_id"],
            m["role"],
            m["content"],
            m["version"],
            m["deferred"],
            bool(m["revision_id"]),
        )
        for m in parent_path
    ]
    pending_ids = {n.id for n in pending_suggestions(nodes)}
    summaries = {m["id"]: m["summary"] for m in parent_path}
    history: list[dict[str, str]] = []
    notes: list[str] = []
    skip_reply = False
    for node in nodes[1:]:
        if node.role == "event":
            notes.append(f"[note] {node.content}")
        elif node.role == "user" and node.id in pending_ids:
            skip_reply = True
        elif node.role == "user":
            history.append({"role": "user", "content": "\n\n".join([*notes, node.content])})
            notes = []
            skip_reply = False
        elif node.role == "assistant" and not skip_reply:
            history.append({"role": "assistant", "content": summaries[node.id]})
    suggestions = [n.content for n in nodes if n.id in pending_ids] + [suggestion]
    return ExpectedPrompt(history, notes, suggestions, article)


def check_prompt(sent: list[dict[str, Any]], expected: ExpectedPrompt) -> None:
    """The messages the model endpoint received are the path, and nothing else."""
    assert sent[0]["role"] == "system"
    middle = [{"role": m["role"], "content": m["content"]} for m in sent[1:-1]]
    assert middle == expected.history
    final = sent[-1]
    assert final["role"] == "user"
    text = final["content"]
    assert article_in(text) == expected.article
    before_article = text[: text.index("<article>")]
    assert before_article == "".join(note + "\n\n" for note in expected.notes)
    asked = text[text.index("</article>") :]
    if len(expected.suggestions) == 1:
        assert expected.suggestions[0] in asked
    else:
        numbered = [f"{i}. {s}" for i, s in enumerate(expected.suggestions, 1)]
        positions = [asked.index(line) for line in numbered]
        assert positions == sorted(positions), asked
