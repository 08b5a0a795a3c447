"""Repairing an article's conversation log that a crash (or a power cut, or a copy cut short)
tore: the last line of a `messages/NNNNNN.jsonl` without its newline, or a log holding fewer
messages than the article's header counts.

Readers skip a torn line, but a log that lost a message its header counts was refused whole
("cut short"), so one torn reply made the whole conversation unreadable, and `python -m app
check`, which the refusal pointed to, said the same again without repairing it. Now start-up
and `check` repair it (holding the article's lock):

0. A log kept past one a power cut lost (numbered after the gap) is set aside: its messages
   were all appended since the last checkpoint, so their journals write them again, in
   order (left, it came back once the gap was filled, listing them twice).
1. The torn bytes are set aside in `NNNNNN.jsonl.torn-<time>` beside the log (nothing is
   deleted) and the log is cut back to its last whole line.
2. If messages are still missing, the commits whose journals are still there are applied
   again (applying is idempotent): a message only torn comes back whole.
3. If some are still missing (their journals were checkpointed away), the complete messages
   are kept; the head, if it was a lost message, moves to the newest message kept, with the
   article shown at that message's version (later versions stay in its history); the header
   counts what is there. A writer's message whose reply was lost is answered at the next
   start ("the server stopped while answering"), as any crash leaves it.
"""

from __future__ import annotations

import itertools
import logging
import os
import re
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from app.domain.errors import RedlineError
from app.domain.ids import new_child_id
from app.domain.models import ChatMessage
from app.domain.text import word_count
from app.store import atomic
from app.store.files import MESSAGE_COUNT
from app.store.journal import journal_name

if TYPE_CHECKING:
    from app.store.tinydb_store import TinyDBStore

log = logging.getLogger(__name__)

# Left by the last process to stop cleanly (app/editing/lost_replies.py): removed when a
# reply is lost here, so that the next start looks for messages left without one.
STOPPED_CLEANLY = "stopped-cleanly"


_SEGMENT_NAME = re.compile(r"^(\d{6,})\.jsonl?$")


def set_aside_past_a_gap(content_id: str, directory: Path) -> list[str]:
    """Set aside the conversation files numbered past the first number missing; what was done.

    The segments are read up to the first missing number, so a file past it is not read —
    until a commit makes that number again, and its messages, written meanwhile into the
    files before it, were listed twice. Segments are made in order and a checkpoint makes
    their names durable, so one lost to a power cut was made since the last checkpoint, and
    so was every segment after it: all their lines are in the journals still there, which
    write them again, in order. Renamed, not deleted."""
    folder = directory / "messages"
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    numbered: dict[int, list[str]] = {}
    for name in names:
        match = _SEGMENT_NAME.match(name)
        if match:
            numbered.setdefault(int(match.group(1)), []).append(name)
    gap = next(n for n in itertools.count() if n not in numbered)
    report = []
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S")
    for number in sorted(n for n in numbered if n > gap):
        for name in sorted(numbered[number]):
            aside = folder / f"{name}.past-lost-{stamp}"
            os.replace(folder / name, aside)
            report.append(
                f"article {content_id}: set aside its conversation file {name}, kept past the "
                f"lost file {gap:06d} (as {aside.name}; its commits write its messages again)"
            )
    if report:
        atomic.fsync_dir(folder)
    return report


def newest_log_torn(directory: Path) -> bool:
    """Cheap, for start-up: whether the newest conversation log of an article's folder ends
    in a torn line (one directory listing and one byte read)."""
    try:
        names = [n for n in os.listdir(directory / "messages") if n.endswith(".jsonl")]
    except OSError:
        return False
    return bool(names) and _torn_bytes(directory / "messages" / max(names)) is not None


def _torn_bytes(path: Path) -> int | None:
    """Where the torn last line of `path` starts; None when it ends with a whole line."""
    try:
        with path.open("rb") as file:
            size = file.seek(0, os.SEEK_END)
            if size == 0:
                return None
            file.seek(size - 1)
            if file.read(1) == b"\n":
                return None
            file.seek(0)
            data = file.read(size)
    except OSError:
        return None
    return data.rfind(b"\n") + 1


def repair(store: TinyDBStore, content_id: str) -> list[str]:
    """Repair the article's conversation logs (hold its file lock); what was done."""
    directory = store._content_dir(content_id)
    report = set_aside_past_a_gap(content_id, directory)
    if report:
        store._forget_messages(content_id)
    report += _set_aside_torn_lines(content_id, directory)
    try:
        missing = _missing(store, content_id)
        if missing and store._journal_numbers(directory):
            _apply_journals_again(store, content_id, directory)
            now_missing = _missing(store, content_id)
            if now_missing < missing:
                report.append(
                    f"article {content_id}: {missing - now_missing} message(s) of its "
                    "conversation were missing; written again from the journals of their "
                    "commits"
                )
            missing = now_missing
        if missing:
            report.append(_keep_what_is_there(store, content_id, missing))
    except (RedlineError, OSError, ValueError, KeyError) as error:
        report.append(f"could not repair the conversation of article {content_id}: {error}")
    return report


def _set_aside_torn_lines(content_id: str, directory: Path) -> list[str]:
    report = []
    folder = directory / "messages"
    try:
        logs = sorted(p for p in folder.iterdir() if p.name.endswith(".jsonl"))
    except OSError:
        return []
    for path in logs:
        start = _torn_bytes(path)
        if start is None:
            continue
        with path.open("rb") as file:
            file.seek(start)
            torn = file.read()
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S")
        aside = path.with_name(f"{path.name}.torn-{stamp}")
        atomic.write_bytes_atomic(aside, torn)
        os.truncate(path, start)
        fd = os.open(path, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
        report.append(
            f"article {content_id}: set aside a line a crash tore at the end of its "
            f"conversation file {path.name} ({len(torn)} bytes, kept in {aside.name})"
        )
    return report


def _counted(store: TinyDBStore, content_id: str) -> tuple[int, int]:
    """(messages the header counts, messages the logs hold)."""
    saved = store._header(content_id).get(MESSAGE_COUNT)
    with store._path_lock(store._content_dir(content_id) / "messages"):
        held = len(store._segment_map(content_id).where)
    return (saved if isinstance(saved, int) else held), held


def _missing(store: TinyDBStore, content_id: str) -> int:
    saved, held = _counted(store, content_id)
    return max(saved - held, 0)


def _apply_journals_again(store: TinyDBStore, content_id: str, directory: Path) -> None:
    """Apply every commit whose journal is still there again, in order, then checkpoint:
    their messages are appended again where missing (as after a power cut)."""
    written: list[str] = []
    with store._path_lock(directory / "header.json"):
        for number in store._journal_numbers(directory):
            journal = store._read_journal(directory / journal_name(number))
            if journal is None:
                continue
            with atomic.unsynced():
                written += store._apply(content_id, journal)
        store._checkpoint(content_id, written)
    store._forget_messages(content_id)


def _keep_what_is_there(store: TinyDBStore, content_id: str, missing: int) -> str:
    """The messages that are lost stay lost: the conversation is made whole around them."""
    store._forget_messages(content_id)
    with store._path_lock(store._content_dir(content_id) / "messages"):
        segments = store._segment_map(content_id)
        numbers = range(len(segments.counts))
        messages = [m for n in numbers for m in store._messages_in(content_id, n, segments.logs)]
    content = store.get_content(content_id)
    session = store.get_session(content_id)
    said = (
        f"article {content_id}: {missing} message(s) of its conversation were lost (torn by a "
        "crash, no journal left to write them again); the other messages are kept"
    )
    if session is None:
        return said
    messages, changed = _joined(content_id, session.id, messages, content.version)
    joined = sum(1 for m in changed if m.parent_id is not None)
    if joined:
        said += f"; {joined} message(s) whose earlier message was lost now follow its first one"
    if any(m.parent_id is None for m in changed):
        said += "; a first message saying the beginning was lost starts it again"
    ids = {m.id for m in messages}
    if session.head_id not in ids:
        head = max(messages, key=lambda m: m.created_at)
        session = session.model_copy(update={"head_id": head.id, "answering": None})
        said += f"; the conversation now ends at {head.id}"
        if head.version != content.version:
            text = store.get_version(content_id, head.version)
            content = content.model_copy(
                update={
                    "version": head.version,
                    "title": text.title,
                    "body": text.body,
                    "word_count": word_count(text.title) + word_count(text.body),
                    "updated_at": datetime.now(UTC),
                }
            )
            said += f", with the article at V{head.version} (later versions stay in its history)"
    # Committing a message already there (the head) makes the header count what is there.
    anchor = next(m for m in messages if m.id == session.head_id)
    written = {m.id: m for m in [anchor, *changed]}
    store.commit(content_id, messages=list(written.values()), content=content, session=session)
    (store._root / STOPPED_CLEANLY).unlink(missing_ok=True)
    return said


LOST_START = (
    "The beginning of this conversation was lost (its file was damaged); the article and its "
    "versions are kept."
)


def _joined(
    content_id: str, session_id: str, messages: list[ChatMessage], version: int
) -> tuple[list[ChatMessage], list[ChatMessage]]:
    """The messages, each whose earlier message is lost joined to the conversation's first
    message (a new one saying so when that is lost too, or nothing is left): kept so, every
    message stays on a path that can be shown — a reply whose parent was lost made the whole
    conversation answer 500. Also the messages changed or made."""
    ids = {m.id for m in messages}
    root = next((m for m in messages if m.parent_id is None), None)
    changed: list[ChatMessage] = []
    if root is None:
        first = min((m.created_at for m in messages), default=datetime.now(UTC))
        root = ChatMessage(
            id=new_child_id(content_id, "m"),
            session_id=session_id,
            parent_id=None,
            role="system",
            content=LOST_START,
            version=version if not messages else min(m.version for m in messages),
            created_at=first,
        )
        changed.append(root)
    joined = [root] if changed else []
    for message in messages:
        if message.parent_id is not None and message.parent_id not in ids:
            message = message.model_copy(update={"parent_id": root.id})
            changed.append(message)
        joined.append(message)
    return joined, changed
