"""The conversation tree a turn reads is extended with new messages, never stale."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from app.domain.models import ChatMessage
from app.domain.tree import Tree
from app.editing.articles import Articles
from app.events import EventBus
from app.settings import Settings
from app.store.tinydb_store import TinyDBStore

T0 = datetime(2026, 11, 1, 9, 0, tzinfo=UTC)


def message(n: int, parent: int | None, text: str = "") -> ChatMessage:
    return ChatMessage(
        id=f"ctree-m{n}",
        session_id="ctree-session",
        parent_id=None if parent is None else f"ctree-m{parent}",
        role="user" if n % 2 else "assistant",
        content=text or f"第{n}条 message {n}",
        version=1,
        created_at=T0,
    )


def articles(tmp_path: Path) -> Articles:
    settings = Settings(data_dir=tmp_path, _env_file=None)  # type: ignore[call-arg]
    return Articles(TinyDBStore(tmp_path), settings, lambda: T0, EventBus())


def same(a: Tree, b: Tree) -> bool:
    return dict(a.by_id) == dict(b.by_id) and {
        k: [m.id for m in v] for k, v in a.children.items()
    } == {k: [m.id for m in v] for k, v in b.children.items()}


def test_new_messages_extend_the_tree_built_last(tmp_path: Path) -> None:
    arts = articles(tmp_path)
    first = [message(0, None), message(1, 0), message(2, 1)]
    tree = arts._tree("ctree", first)
    grown = [*first, message(3, 2), message(4, 1)]  # a reply and a fork
    extended = arts._tree("ctree", grown)
    assert same(extended, Tree.build(grown))
    assert [m.id for m in extended.children["ctree-m1"]] == ["ctree-m2", "ctree-m4"]
    assert "ctree-m3" not in tree.by_id  # the tree handed out before is left as it was


def test_a_message_replaced_or_removed_builds_the_tree_afresh(tmp_path: Path) -> None:
    arts = articles(tmp_path)
    first = [message(0, None), message(1, 0), message(2, 1)]
    arts._tree("ctree", first)
    # Equal in value is not enough: another process's rewrite gives new objects.
    changed = [first[0], message(1, 0, "改过了 / edited"), first[2]]
    assert arts._tree("ctree", changed).by_id["ctree-m1"].content == "改过了 / edited"
    assert same(arts._tree("ctree", first[:2]), Tree.build(first[:2]))
    assert same(arts._tree("other", first), Tree.build(first))
