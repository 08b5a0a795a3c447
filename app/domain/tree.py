"""Pure walks over the conversation tree: paths, siblings, branch leaves.

A session is a tree of ChatMessages linked by parent_id. The head is the node the writer
is looking at; the visible conversation is the unique path root → head. `active_child`
remembers, at every fork, which child the writer last chose (the root's key is "").
"""

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass

from app.domain.models import ChatMessage

ROOT_KEY = ""


@dataclass(frozen=True)
class Tree:
    """An index over one session's messages, built once per request."""

    by_id: Mapping[str, ChatMessage]
    children: Mapping[str, list[ChatMessage]]  # parent key -> children in creation order

    @classmethod
    def build(cls, messages: Iterable[ChatMessage]) -> "Tree":
        """Index messages given in creation order (as the store lists them)."""
        by_id: dict[str, ChatMessage] = {}
        children: dict[str, list[ChatMessage]] = {}
        for message in messages:
            by_id[message.id] = message
            children.setdefault(message.parent_id or ROOT_KEY, []).append(message)
        return cls(by_id=by_id, children=children)

    def with_message(self, message: ChatMessage) -> "Tree":
        """This tree plus one new node, without re-indexing the rest."""
        key = message.parent_id or ROOT_KEY
        children = dict(self.children)
        children[key] = [*children.get(key, []), message]
        return Tree(by_id={**self.by_id, message.id: message}, children=children)

    def ancestors(self, node_id: str | None) -> Iterator[ChatMessage]:
        """From `node_id` up to the root (newest first), lazily."""
        seen: set[str] = set()
        current = node_id
        while current:
            if current in seen:
                raise ValueError(f"cycle in the conversation tree at {current}")
            seen.add(current)
            message = self.by_id[current]
            yield message
            current = message.parent_id

    def path_to(self, node_id: str | None) -> list[ChatMessage]:
        """The messages from the root to `node_id`, inclusive; empty for None."""
        path = list(self.ancestors(node_id))
        path.reverse()
        return path

    def siblings_of(self, node_id: str) -> list[ChatMessage]:
        message = self.by_id[node_id]
        return self.children.get(message.parent_id or ROOT_KEY, [])

    def sibling_position(self, node_id: str) -> tuple[int, int]:
        """(index, count) of a node among its siblings, index from 0."""
        siblings = self.siblings_of(node_id)
        ids = [m.id for m in siblings]
        return ids.index(node_id), len(ids)

    def leaf_of_branch(self, node_id: str, active_child: Mapping[str, str]) -> str:
        """Follow the writer's last choices (else the newest child) down to a leaf."""
        current = node_id
        seen: set[str] = set()
        while current not in seen:
            seen.add(current)
            kids = self.children.get(current, [])
            if not kids:
                return current
            chosen = active_child.get(current)
            kid_ids = [k.id for k in kids]
            current = chosen if chosen in kid_ids else kid_ids[-1]
        return current

    def is_ancestor(self, ancestor_id: str, node_id: str) -> bool:
        return any(m.id == ancestor_id for m in self.path_to(node_id))


def choose_path(
    active_child: Mapping[str, str], path: Iterable[ChatMessage], tree: Tree | None = None
) -> dict[str, str]:
    """The active_child map updated so that every fork along `path` points along it.

    With `tree`, only real forks (parents with two or more children) are recorded: at any
    other node the choice is implied, so the map stays as small as the number of forks."""
    updated = dict(active_child)
    for message in path:
        key = message.parent_id or ROOT_KEY
        if tree is None or len(tree.children.get(key, ())) > 1:
            updated[key] = message.id
    return updated


def off_the_path(tree: Tree, path: Sequence[ChatMessage], head_id: str) -> Callable[[str], bool]:
    """Whether a message id is one of the tree's messages off `path` + `head_id` (edited,
    regenerated or rolled back away: the writer no longer sees it on this branch)."""
    on = {m.id for m in path} | {head_id}
    return lambda message_id: message_id in tree.by_id and message_id not in on
