"""Pure tree walks: paths, sibling positions, branch leaves, the active-child map."""

from datetime import UTC, datetime, timedelta

import pytest

from app.domain.models import ChatMessage
from app.domain.tree import ROOT_KEY, Tree, choose_path

T0 = datetime(2026, 1, 1, tzinfo=UTC)


def node(id_: str, parent: str | None, minute: int, role: str = "user") -> ChatMessage:
    return ChatMessage(
        id=id_,
        session_id="s",
        parent_id=parent,
        role=role,
        content=id_,
        version=1,  # type: ignore[arg-type]
        created_at=T0 + timedelta(minutes=minute),
    )


@pytest.fixture
def tree() -> Tree:
    #  w ─ u1 ─ a1 ─ u2 ─ a2
    #        │    └─ u3 ─ a3        (u3 edits u2)
    #        └─ a1b                 (a regenerated reply)
    return Tree.build(
        [
            node("w", None, 0, "system"),
            node("u1", "w", 1),
            node("a1", "u1", 2, "assistant"),
            node("u2", "a1", 3),
            node("a2", "u2", 4, "assistant"),
            node("a1b", "u1", 5, "assistant"),
            node("u3", "a1", 6),
            node("a3", "u3", 7, "assistant"),
        ]
    )


def test_path_is_root_to_node(tree: Tree) -> None:
    assert [m.id for m in tree.path_to("a3")] == ["w", "u1", "a1", "u3", "a3"]
    assert tree.path_to(None) == []


def test_sibling_positions_in_creation_order(tree: Tree) -> None:
    assert tree.sibling_position("u2") == (0, 2)
    assert tree.sibling_position("u3") == (1, 2)
    assert tree.sibling_position("a1b") == (1, 2)
    assert tree.sibling_position("w") == (0, 1)


def test_leaf_follows_last_choice_else_newest(tree: Tree) -> None:
    assert tree.leaf_of_branch("a1", {}) == "a3"
    assert tree.leaf_of_branch("a1", {"a1": "u2"}) == "a2"
    assert tree.leaf_of_branch("u1", {"u1": "a1b"}) == "a1b"
    assert tree.leaf_of_branch("a3", {}) == "a3"


def test_leaf_ignores_a_stale_choice(tree: Tree) -> None:
    assert tree.leaf_of_branch("a1", {"a1": "not-a-child"}) == "a3"


def test_choose_path_points_every_fork_along_the_path(tree: Tree) -> None:
    chosen = choose_path({"x": "y"}, tree.path_to("a2"))
    assert chosen == {"x": "y", ROOT_KEY: "w", "w": "u1", "u1": "a1", "a1": "u2", "u2": "a2"}


def test_is_ancestor(tree: Tree) -> None:
    assert tree.is_ancestor("u1", "a3")
    assert not tree.is_ancestor("u2", "a3")


def test_a_cycle_is_reported_not_looped(tree: Tree) -> None:
    looped = Tree.build([node("x", "y", 0), node("y", "x", 1)])
    with pytest.raises(ValueError):
        looped.path_to("x")
