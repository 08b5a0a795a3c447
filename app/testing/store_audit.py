"""What a crash trial checks after a restart: a store with no phantom replies.

Shared by tests/unit/test_recovery.py, bench/crash_trials.py and the crash sweeps. Opening the
store runs its start-up recovery; the audit then reads everything back the way the app does.
"""

from __future__ import annotations

from pathlib import Path

from app.domain.errors import RedlineError
from app.store.base import Repository
from app.store.tinydb_store import TinyDBStore


def stray_files(root: Path) -> list[str]:
    """Files a finished store should never leave: temp files, journals, set-aside records."""
    return sorted(
        str(p.relative_to(root))
        for p in root.rglob("*")
        if p.is_file()
        and (p.name.endswith(".tmp") or p.name.startswith("journal.json") or ".orphan" in p.name)
    )


def audit(root: Path) -> list[str]:
    """Every inconsistency found after reopening `root` (an empty list when all is well)."""
    store = TinyDBStore(root)
    problems = [f"stray file {name}" for name in stray_files(root)]
    listed = {c.id: c for c in store.list_contents()}
    folders = {p.parent.name for p in (root / "contents").glob("*/header.json")}
    if set(listed) != folders:
        problems.append(f"the list shows {sorted(listed)}, the folders hold {sorted(folders)}")
    return problems + audit_contents(store, sorted(folders))


def audit_store(store: Repository) -> list[str]:
    """Every inconsistency in the articles of any store (PostgreSQL's too)."""
    return audit_contents(store, [content.id for content in store.list_contents()])


def audit_contents(store: Repository, content_ids: list[str]) -> list[str]:
    listed = {c.id: c for c in store.list_contents()}
    problems: list[str] = []
    for content_id in content_ids:
        try:
            problems += _audit_content(store, content_id, listed.get(content_id))
        except RedlineError as error:
            problems.append(f"{content_id}: {error}")
    return problems


def _audit_content(store: Repository, content_id: str, listed: object) -> list[str]:
    problems: list[str] = []
    content = store.get_content(content_id)
    if listed is not None and getattr(listed, "version", None) != content.version:
        problems.append(
            f"{content_id}: listed at V{getattr(listed, 'version', '?')}, "
            f"the header says V{content.version}"
        )
    shown = store.get_version(content_id, content.version)
    if (shown.title, shown.body) != (content.title, content.body):
        problems.append(f"{content_id}: the visible text is not the text of V{content.version}")
    messages = {m.id: m for m in store.list_messages(content_id)}
    revisions = {r.id: r for r in store.list_revisions(content_id)}
    session = store.get_session(content_id)
    if session is not None and session.head_id not in messages:
        problems.append(f"{content_id}: the head {session.head_id} is not a saved message")
    head = messages.get(session.head_id or "") if session is not None else None
    if head is not None and head.version != content.version:
        problems.append(f"{content_id}: the head shows V{head.version}, not V{content.version}")
    for message in messages.values():
        if message.parent_id is not None and message.parent_id not in messages:
            problems.append(f"{content_id}: {message.id}'s parent is missing")
        store.get_version(content_id, message.version)  # raises when missing
        if message.revision_id is None:
            continue
        revision = revisions.get(message.revision_id)
        if revision is None:
            problems.append(f"phantom reply {message.id}: revision {message.revision_id} missing")
        elif revision.message_id != message.id or revision.version != message.version:
            problems.append(f"phantom reply {message.id}: revision {revision.id} is another's")
    for revision in revisions.values():
        if revision.message_id is not None and revision.message_id not in messages:
            problems.append(f"{content_id}: revision {revision.id} has no reply")
    return problems
