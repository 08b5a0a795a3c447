"""A revision file that cannot be read (cut short, overwritten, not JSON), and what survives it.

A revision's file is also its version's file (a second name, see app/store/tinydb_store.py), so
one damaged file took the article's history, its page and every diff through that version
with it (500). What it held is mostly kept elsewhere: the version's text is the header's when
it is the current one, and the original text of any revision made on it; the reply that
announced it names its number, when and by whom, and the writer's message before that reply
holds what was asked. The history lists a damaged revision with what survives and a sentence
naming the file; `python -m app check` names it. Nothing here writes: the file stays as it is.
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.domain.actors import Author
from app.domain.errors import Damaged, NotFound, RedlineError
from app.domain.models import ChatMessage, RevisionRecord, VersionText
from app.store.files import damaged

if TYPE_CHECKING:
    from app.store.tinydb_store import TinyDBStore

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class DamagedRevision:
    """A revision whose file cannot be read: what the article's other files say of it."""

    id: str
    content_id: str
    version: int
    base_version: int
    message_id: str | None
    suggestion: str
    created_at: datetime
    author: Author | None
    damage: str  # the sentence naming the file and the way to repair it


def stand_in(
    store: TinyDBStore, content_id: str, path: Path, error: Damaged
) -> DamagedRevision | None:
    """What the article's other files say of the revision at `path` (None when they do not
    even give its version number: it made no version the history could show)."""
    revision_id = path.stem
    try:
        messages = store.list_messages(content_id)
    except RedlineError:
        messages = []
    by_id = {m.id: m for m in messages}
    reply = next((m for m in messages if m.revision_id == revision_id), None)
    asked = by_id.get(reply.parent_id) if reply is not None and reply.parent_id else None
    version = reply.version if reply is not None else _linked_version(path)
    if version is None:
        return None
    base = asked.version if asked is not None and asked.role == "user" else version - 1
    log.warning("store: %s", error)
    return DamagedRevision(
        id=revision_id,
        content_id=content_id,
        version=version,
        base_version=base,
        message_id=reply.id if reply is not None else None,
        suggestion=_asked(asked),
        created_at=reply.created_at if reply is not None else _modified(path),
        author=reply.author if reply is not None else None,
        damage=str(error),
    )


def _asked(message: ChatMessage | None) -> str:
    return message.content if message is not None and message.role == "user" else ""


def _linked_version(path: Path) -> int | None:
    """The number of the version file that is a second name of the revision file."""
    try:
        inode = path.stat().st_ino
        for version_file in (path.parent.parent / "versions").glob("*.json"):
            number = version_file.stem
            if number.isascii() and number.isdigit() and version_file.stat().st_ino == inode:
                return int(number)
    except OSError:
        return None
    return None


def _modified(path: Path) -> datetime:
    try:
        return datetime.fromtimestamp(os.stat(path).st_mtime, UTC)
    except OSError:
        return datetime.now(UTC)


def version_text(
    store: TinyDBStore, content_id: str, version: int, *, kept_elsewhere: bool
) -> VersionText:
    """Version `version`'s text from its file; when that file cannot be read and
    `kept_elsewhere`, from what survives it (else, and when nothing does, Damaged)."""
    header = store._header(content_id)
    if 1 <= version <= header["max_version"]:
        path = store._content_dir(content_id) / "versions" / f"{version}.json"
        try:
            data = store._read_record(path, content_id, f"version {version}")
            if data is not None:
                return _text_of(data, version)
        except Damaged as error:
            unread = error
        except (KeyError, TypeError, ValueError) as error:
            unread = damaged(content_id, f"version {version}", error)
        else:  # counted by the header, its file gone (moved aside, deleted by hand)
            unread = damaged(content_id, f"version {version}", ValueError("its file is missing"))
        kept = None
        if kept_elsewhere:
            kept = text_kept_elsewhere(header, read_all(store, content_id)[0], version)
        if kept is None:
            raise unread
        return kept
    raise NotFound(f"Content {content_id!r} has no version {version}.")


def _text_of(data: dict[str, Any], version: int) -> VersionText:
    if "body" not in data and "revised_body" in data:  # the revision that made it
        return VersionText(
            version=data["version"], title=data["revised_title"], body=data["revised_body"]
        )
    return VersionText(version=data["version"], title=data["title"], body=data["body"])


def text_kept_elsewhere(
    header: dict[str, Any], revisions: list[RevisionRecord], version: int
) -> VersionText | None:
    """Version `version`'s text from what survives its damaged file: the header's, when it is
    the current version; else the original text of a readable revision made on it."""
    content = header.get("content") or {}
    if content.get("version") == version and isinstance(content.get("body"), str):
        title = str(content.get("title", ""))
        return VersionText(version=version, title=title, body=content["body"])
    for revision in revisions:
        if revision.version == version:
            return VersionText(
                version=version, title=revision.revised_title, body=revision.revised_body
            )
    for revision in revisions:
        if revision.base_version == version:
            return VersionText(
                version=version, title=revision.original_title, body=revision.original_body
            )
    return None


def read_all(
    store: TinyDBStore, content_id: str
) -> tuple[list[RevisionRecord], list[tuple[Path, Damaged]]]:
    """Every revision of the article that can be read, oldest first, and each file that
    cannot, with its error."""
    max_version = store._header(content_id)["max_version"]
    folder = store._content_dir(content_id) / "revisions"
    revisions: list[RevisionRecord] = []
    unreadable: list[tuple[Path, Damaged]] = []
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else ():
        try:
            data = store._read_record(path, content_id, f"revision {path.stem}")
            # A version above max_version was written by a commit that never reached its
            # header (before commits were journaled): not part of the history.
            if data is not None and data.get("version", 0) <= max_version:
                try:
                    revisions.append(RevisionRecord.model_validate(data))
                except ValueError as error:
                    raise damaged(content_id, f"revision {path.stem}", error) from error
        except Damaged as error:
            unreadable.append((path, error))
    revisions.sort(key=lambda r: (r.version, r.created_at))
    return revisions, unreadable


def readable(
    store: TinyDBStore, content_id: str
) -> tuple[list[RevisionRecord], list[DamagedRevision]]:
    """The revisions that can be read, and a stand-in for each that cannot."""
    revisions, unreadable = read_all(store, content_id)
    stand_ins = [stand_in(store, content_id, path, error) for path, error in unreadable]
    return revisions, [found for found in stand_ins if found is not None]
