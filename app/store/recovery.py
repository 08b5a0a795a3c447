"""Start-up recovery and `python -m app check` for the TinyDB store.

At start-up: commits a crash interrupted (or a power cut may have lost) are completed from
their journals (app/store/commits.py), temp files of dead writers are removed, folders left by
a create that never reached its commit point are removed, and the index is compared with the
headers and rebuilt when they disagree, and a conversation log a crash tore is repaired
(app/store/torn.py). `check` does the same and then reads every article's files and reports
what it cannot repair.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import logging
import os
import shutil
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.domain.errors import Damaged, RedlineError
from app.domain.ids import is_valid_id
from app.domain.models import OWNER_UNREAD, Content
from app.store import atomic, damaged_revisions, persona_check, torn
from app.store.base import owned
from app.store.journal import JOURNAL

if TYPE_CHECKING:
    from app.store.tinydb_store import TinyDBStore

log = logging.getLogger(__name__)


_NOT_INDEXED = frozenset({"body", "damaged", "damage"})


def index_entry(content: Content) -> dict[str, Any]:
    """What the index keeps of a content: everything but the body."""
    return content.model_dump(mode="json", exclude=set(_NOT_INDEXED))


def index_entry_of(dumped: dict[str, Any]) -> dict[str, Any]:
    """`index_entry` of the content whose `model_dump(mode="json")` is `dumped` (a commit has
    it for the header already: dumping a content counts its words and judges its word unit
    again, which cost a turn more than the rest of its header)."""
    return {key: value for key, value in dumped.items() if key not in _NOT_INDEXED}


def placeholder_entry(header_path: Path) -> dict[str, Any]:
    """An index entry for an article whose header cannot be read (from its folder alone)."""
    # Its folder may be a file (replaced by hand or by a tool): then the file's time.
    found = header_path if header_path.exists() else header_path.parent
    when = datetime.fromtimestamp(found.stat().st_mtime, UTC)
    return index_entry(
        Content(
            id=header_path.parent.name,
            title=f"(unreadable article {header_path.parent.name})",
            body="",
            owner_id=OWNER_UNREAD,  # whose it is cannot be read: no writer's list shows it
            created_at=when,
            updated_at=when,
        )
    )


def recover(store: TinyDBStore) -> list[str]:
    """Bring the data directory back to a committed state; say what was done."""
    report = _tidy(store._root)
    for directory in _content_dirs(store._root):
        content_id = directory.name
        if store._pending(directory):
            fd = _try_lock(directory)
            if fd is None:
                continue  # a live process is committing; it finishes its own journal
            try:
                with store._path_lock(directory / "header.json"):
                    if store._replay(content_id):
                        report.append(f"completed an interrupted commit of article {content_id}")
            except RedlineError as error:
                report.append(f"could not complete a commit of article {content_id}: {error}")
            finally:
                os.close(fd)
        elif torn.newest_log_torn(directory):
            report += _repair_locked(store, directory)
        elif not (directory / "header.json").exists() and not (directory / JOURNAL).exists():
            leftovers = [p.name for p in directory.iterdir() if p.name != ".lock"]
            fd = None if leftovers else _try_lock(directory)
            if fd is not None:  # not a create another worker is making now
                # A create that never reached its commit point, or a lock file made for an
                # unknown id by an older version: nothing of an article is here.
                shutil.rmtree(directory, ignore_errors=True)
                os.close(fd)
                report.append(f"removed the empty folder of unsaved article {content_id}")
    if _index_disagrees(store):
        try:
            store.rebuild_index()
        except OSError as error:  # a full disk: the next start rebuilds it
            log.warning("store recovery: could not rebuild the list of articles now: %s", error)
        else:
            report.append("rebuilt the list of articles (index.json) from the articles")
    for line in report:
        log.warning("store recovery: %s", line)
    return report


def headers(store: TinyDBStore) -> Iterator[tuple[str, dict[str, Any] | None]]:
    """(content id, its header) for every content folder; None when it is missing or damaged."""
    for directory in _content_dirs(store._root):
        try:
            yield directory.name, store._header(directory.name)
        except (Damaged, RedlineError):
            if (directory / "header.json").exists():
                yield directory.name, None
    for entry in _content_files(store._root):
        yield entry.name, None  # listed as unreadable, as a damaged header is


def check(store: TinyDBStore) -> list[str]:
    """Recover, then read every article's files; repair what can be, report the rest.

    What opening the store already repaired is reported first."""
    report = [*store.recovered, *recover(store)]
    try:
        store.list_contents()  # rebuilds a damaged index by itself
    except RedlineError as error:
        report.append(f"the list of articles cannot be read: {error}")
    problems = 0
    for directory in _content_dirs(store._root):
        if (directory / "header.json").exists():
            report += _repair_locked(store, directory)
            report += _stray_versions(store, directory)
        for line in _check_content(store, directory.name):
            problems += 1
            report.append(line)
    for entry in _content_files(store._root):
        problems += 1
        report.append(
            f"DAMAGED {entry.name}: its folder {entry} is a file, so the article cannot be "
            "read; move that file aside (it may be a copy of the article's files) and restore "
            "the folder from a backup"
        )
    report += persona_check.check_personas(store)  # damaged persona files, set aside
    for path in sorted((store._root / "comments").glob("*.json")):
        try:
            json.loads(path.read_bytes())
        except (ValueError, RecursionError, OSError) as error:
            problems += 1
            report.append(
                f"DAMAGED comments of {path.stem}: {path} cannot be read ({error}); the "
                "article is not affected — restore the file from a backup, or move it aside "
                "to start its comments afresh"
            )
    if not problems:
        report.append("every article's files are readable and consistent")
    return report


def _check_content(store: TinyDBStore, content_id: str) -> list[str]:
    found: list[str] = []
    try:
        header = store._header(content_id)
        store.get_content(content_id)
        store.get_session(content_id)
    except RedlineError as error:
        return [f"DAMAGED {content_id}: {error}"]
    listed: RedlineError | None = None
    try:
        messages = store.list_messages(content_id)
        readable, unreadable = damaged_revisions.read_all(store, content_id)
    except RedlineError as error:
        listed, messages, readable, unreadable = error, [], [], []
    for version in range(1, header["max_version"] + 1):
        try:
            damaged_revisions.version_text(store, content_id, version, kept_elsewhere=False)
        except RedlineError as error:
            if not _one_of(store, content_id, version, [path for path, _ in unreadable]):
                found.append(f"DAMAGED {content_id}: version {version}: {error}")
    if listed is not None:
        return [*found, f"DAMAGED {content_id}: {listed}"]
    for path, unread in unreadable:  # left in place: its version's text may be kept elsewhere
        found.append(
            f"DAMAGED {content_id}: {unread} The file: {path} (kept as it is; the history lists "
            "what the article's other files say of it — restore the file from a backup)"
        )
    revisions = {r.id for r in readable} | {path.stem for path, _ in unreadable}
    ids = {m.id for m in messages}
    session = store.get_session(content_id)
    if session is not None and session.head_id not in ids:
        found.append(f"DAMAGED {content_id}: the conversation's head {session.head_id} is missing")
    for message in messages:
        if message.parent_id is not None and message.parent_id not in ids:
            found.append(
                f"DAMAGED {content_id}: message {message.id} follows {message.parent_id}, "
                "which is missing"
            )
        if message.revision_id and message.revision_id not in revisions:
            found.append(
                f"DAMAGED {content_id}: reply {message.id} names revision "
                f"{message.revision_id}, which is missing"
            )
    return found


def _one_of(store: TinyDBStore, content_id: str, version: int, paths: list[Path]) -> bool:
    """Whether version `version`'s file is one of `paths` (a revision's file the version
    shares, linked at the commit): its damage is named once, by the revision's line."""
    own = store._content_dir(content_id) / "versions" / f"{version}.json"
    for path in paths:
        try:
            if own.samefile(path):
                return True
        except OSError:
            continue
    return False


def version_record(
    store: TinyDBStore, content_id: str, version: int, max_version: int
) -> dict[str, Any] | None:
    """Version `version`'s file of an article whose header counts `max_version` versions
    (None if there is none). One past those that cannot be read — half-written by a crash
    before commits were journaled, or by a copy cut short — is set aside (renamed, not
    deleted): no commit made it and nothing reads it, and a commit about to take its number
    answered 500 over it. Damaged for an unreadable version the header counts."""
    path = store._content_dir(content_id) / "versions" / f"{version}.json"
    try:
        return store._read_record(path, content_id, f"version {version}")
    except Damaged:
        if version <= max_version:
            raise
    log.warning("store: %s", _set_aside_version(content_id, path, max_version))
    return None


def _set_aside_version(content_id: str, path: Path, max_version: int) -> str:
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S")
    aside = path.with_name(f"{path.name}.unreadable-{stamp}")
    for again in range(2, 100):  # one set aside earlier in the same second is kept too
        if not aside.exists():
            break
        aside = path.with_name(f"{path.name}.unreadable-{stamp}-{again}")
    os.replace(path, aside)
    return (
        f"article {content_id}: set aside version file {path.name}, which cannot be read and "
        f"is past the article's last version V{max_version} (no commit made it: half-written "
        f"by a crash or a copy cut short), as {aside.name}"
    )


def _stray_versions(store: TinyDBStore, directory: Path) -> list[str]:
    """Set aside the unreadable version files past an article's last version (see
    `version_record`), under its lock; what was done."""
    try:
        names = os.listdir(directory / "versions")
    except OSError:
        return []
    strays = [n for n in names if n.endswith(".json") and n[:-5].isdigit()]
    if not strays:
        return []
    fd = _try_lock(directory)
    if fd is None:
        return []  # a live process is committing: it sets aside what it meets
    report = []
    try:
        max_version = store._header(directory.name)["max_version"]
        for name in strays:
            version = int(name[:-5])
            path = directory / "versions" / name
            if version <= max_version:
                continue
            try:
                store._read_record(path, directory.name, f"version {version}")
            except Damaged:
                report.append(_set_aside_version(directory.name, path, max_version))
    except (RedlineError, OSError) as error:
        report.append(f"could not check the version files of article {directory.name}: {error}")
    finally:
        os.close(fd)
    return report


def _repair_locked(store: TinyDBStore, directory: Path) -> list[str]:
    """Repair the article's torn conversation logs (app/store/torn.py) under its lock; nothing
    while another process holds it (it is committing: what it writes is whole)."""
    fd = _try_lock(directory)
    if fd is None:
        return []
    try:
        return torn.repair(store, directory.name)
    finally:
        os.close(fd)


def _content_dirs(root: Path) -> Iterator[Path]:
    folder = root / "contents"
    if not folder.is_dir():
        return
    for directory in sorted(folder.iterdir()):
        if directory.is_dir() and is_valid_id(directory.name):
            yield directory


def _content_files(root: Path) -> Iterator[Path]:
    """What stands, as a file, where an article's folder should be."""
    folder = root / "contents"
    if not folder.is_dir():
        return
    for entry in sorted(folder.iterdir()):
        if is_valid_id(entry.name) and not entry.is_dir():
            yield entry


def _index_disagrees(store: TinyDBStore) -> bool:
    store._refresh_index()  # the entries commits marked as out of date
    try:
        indexed = {doc["id"]: doc for doc in store._index_docs()}
    except (ValueError, TypeError, KeyError, AttributeError):
        return True
    seen = set()
    for content_id, header in headers(store):
        seen.add(content_id)
        if header is None:
            if content_id not in indexed:
                return True  # damaged and not listed: listed again, as unreadable
            continue  # damaged: its old entry is kept
        try:
            expected = index_entry(Content.model_validate(owned(header["content"])))
        except ValueError:
            continue
        if indexed.get(content_id) != expected:
            return True
    return bool(set(indexed) - seen)


def _tidy(root: Path) -> list[str]:
    """One walk of the data directory: remove the temp files of dead writers, and move aside
    a folder found where a store file belongs (`index.json/`, a header, a segment, a lock — a
    restore gone wrong, a stray `mkdir`), which nothing can read or replace and which kept the
    server from starting. Renamed, not deleted; the file is then rebuilt (the index from the
    headers, a header from its journals) or named by `check`."""
    report = []
    removed = 0
    for folder, dirs, files in os.walk(root):
        for name in [d for d in dirs if _file_name(d)]:
            dirs.remove(name)  # not walked into: it is set aside whole
            path = Path(folder, name)
            stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S")
            aside = path.with_name(f"{name}.folder-set-aside-{stamp}")
            try:
                path.rename(aside)
            except FileNotFoundError:
                continue  # another process starting at the same time moved it
            except OSError as error:
                report.append(f"could not move aside the folder {path} ({error.strerror})")
            else:
                report.append(
                    f"moved aside the folder {path}, where a file belongs, to {aside.name}"
                )
        for name in [f for f in files if _folder_name(root, Path(folder), f)]:
            files.remove(name)
            path = Path(folder, name)
            aside = path.with_name(f"{name}.file-set-aside-{datetime.now(UTC):%Y%m%dT%H%M%S}")
            with contextlib.suppress(FileNotFoundError):  # moved by another process starting
                path.rename(aside)
                report.append(
                    f"moved aside the file {path}, where a folder belongs, to {aside.name}"
                )
        for name in files:
            pid = atomic.stray_temp_owner(name)
            if pid is None or pid == os.getpid() or _alive(pid):
                continue
            with contextlib.suppress(FileNotFoundError):
                os.unlink(os.path.join(folder, name))
                removed += 1
    if removed:
        report.append(f"removed {removed} temp file(s) left by a crashed writer")
    return report


_ROOT_FOLDERS = frozenset({"contents", "personas", "index-pending", "style-queue", "events"})
_ARTICLE_FOLDERS = frozenset({"messages", "versions", "revisions", "calls"})


def _folder_name(root: Path, folder: Path, name: str) -> bool:
    """Whether a file of this name stands where the store keeps a folder (`index-pending` as
    a file kept the server from starting; an article's `messages` as a file made its
    conversation answer 500). Moved aside, the folder is made again by the next write."""
    if folder == root:
        return name in _ROOT_FOLDERS
    return name in _ARTICLE_FOLDERS and folder.parent == root / "contents"


def _file_name(name: str) -> bool:
    """Whether a folder of this name stands where the store keeps a file: a record, a lock
    (an article's `.lock` as a folder made every write to it fail, and `check` with it), or
    the clean-stop marker (as a folder, the server could not start)."""
    return name.endswith((".json", ".jsonl", ".lock")) or name == torn.STOPPED_CLEANLY


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _try_lock(directory: Path) -> int | None:
    """The content's file lock if no other process holds it (its descriptor), else None."""
    fd = os.open(directory / ".lock", os.O_RDWR | os.O_CREAT, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        return None
    return fd


__all__ = ["check", "headers", "index_entry", "recover", "version_record"]
