"""How the TinyDB store commits: a journal first, then the files, made durable in checkpoints.

A new article is one `journal.json`: written, applied, fsynced and removed before the create
returns. A commit to an existing article writes `journal-<seq>.json` (fsynced: the commit
point and the commit's only wait for the disk), applies it without fsyncs, and returns. Every
`checkpoint_every` commits (a checkpoint) the files written since the last one are fsynced
together and their journals removed, oldest first.

Until its checkpoint a commit lives twice: in its journal, durable, and in files that may sit
in the page cache only. The header records the last commit applied (`seq`), the last one
made durable (`synced`), the files written since (`unsynced`) and the boot it was written in.
A process that dies loses nothing from the page cache, so within one boot only journals past
`seq` are applied again; after a power cut (a new boot) every journal still present is applied
again, in order, and checkpointed. Applying is idempotent, so either is safe to repeat.

The list of articles (index.json) is a cache of the headers: a commit that changes what the
list shows only drops a marker file (`index-pending/<id>`), and the next listing refreshes
those entries, so no turn rewrites a file every article shares.
"""

from __future__ import annotations

import logging
import os
import shutil
from pathlib import Path
from typing import Any

from app.domain.errors import Damaged, NotFound, StorageFailed
from app.domain.ids import is_valid_id
from app.domain.models import Content
from app.store import atomic, torn
from app.store.base import owned
from app.store.crash_points import write_point
from app.store.files import REWRITES, StoreFiles, damaged
from app.store.journal import JOURNAL, Journal, boot_id, journal_name, journal_seq, storage_failure
from app.store.recovery import index_entry

log = logging.getLogger(__name__)

# Commits between checkpoints: each waits for one fsync; the checkpoint's fsyncs are shared.
CHECKPOINT_EVERY = 16
PENDING_INDEX = "index-pending"


class CommitLog(StoreFiles):
    """Writing commits, completing them after a crash, and the markers the list follows."""

    _checkpoint_every: int = CHECKPOINT_EVERY
    _index_stale: bool
    _recovered_revisions: list[tuple[str, str]]

    # -- reading records ------------------------------------------------------------------
    def _header(self, content_id: str) -> dict[str, Any]:
        return self._header_or(content_id, NotFound(f"No content with id {content_id!r}."))

    def _header_or(self, content_id: str, missing: NotFound) -> dict[str, Any]:
        """The parsed header (shared: read-only), or raise `missing` (or Damaged)."""
        if not is_valid_id(content_id):
            raise missing
        header = self._read_record(self._header_path(content_id), content_id, "header")
        if header is None:
            raise missing
        if not (
            isinstance(header.get("content"), dict)
            and isinstance(header.get("max_version"), int)
            and "session" in header
        ):
            raise damaged(content_id, "header", ValueError("fields are missing"))
        return header

    def _read_record(self, path: Path, content_id: str, what: str) -> dict[str, Any] | None:
        """A JSON object file of one content (None if missing); Damaged if unreadable."""
        try:
            data = self._cache.load(path)
        except ValueError as error:
            raise damaged(content_id, what, error) from error
        except (NotADirectoryError, IsADirectoryError) as error:
            # The article's folder replaced by a file (or a file by a folder): that article
            # alone is damaged — not the list, the home page and the desk with it.
            raise damaged(content_id, what, ValueError(error.strerror or error)) from error
        except OSError as error:
            raise StorageFailed(
                f"Article {content_id!r} could not be read ({error.strerror or error}); "
                "nothing was changed."
            ) from error
        if data is not None and not isinstance(data, dict):
            raise damaged(content_id, what, ValueError("not a JSON object"))
        return data

    # -- committing -----------------------------------------------------------------------
    def _run_journal(self, content_id: str, journal: Journal, what: str) -> None:
        """A whole new article: journal.json, applied, fsynced, removed (hold the header lock)."""
        path = self._content_dir(content_id) / JOURNAL
        try:
            atomic.write_json_atomic(path, atomic.Encoded(journal.encode()))
        except OSError as error:
            raise storage_failure(error, saved=False, what=what) from error
        try:
            self._apply_durably(content_id, journal)
            write_point()
            # Not fsynced: a power cut that brings it back only makes start-up apply it again.
            path.unlink()
            write_point()
        except OSError as error:
            # Nobody was told of the article yet, and a half-made one is in no list until a
            # restart completes it (its id was never answered): taken back whole, it is
            # truly "nothing was saved". Kept if even that fails, to be completed then.
            undone = self._take_back(content_id)
            raise storage_failure(error, saved=not undone, what=what) from error
        if journal.index is not None:
            self._listed(content_id)
            self._refresh_index()  # a new article is rare: listed at once

    def _take_back(self, content_id: str) -> bool:
        """Remove a new article's folder whose first commit could not be completed."""
        try:
            shutil.rmtree(self._content_dir(content_id))
        except OSError as error:
            log.warning("could not take back the unfinished article %s: %s", content_id, error)
            return False
        return True

    def _run_commit(
        self, content_id: str, journal: Journal, header: dict[str, Any], what: str
    ) -> None:
        """A commit to an existing article: its numbered journal (the commit point), its
        files unsynced, and a checkpoint when one is due (hold the lock and the header lock).

        `header` is the article's new header; the commit's number and boot are added here."""
        seq = int(header.get("seq", 0)) + 1
        journal.header = {**header, "seq": seq, "boot": boot_id()}
        path = self._content_dir(content_id) / journal_name(seq)
        try:
            with atomic.new_name():  # a journal cut short by a power cut is set aside
                atomic.write_json_atomic(path, atomic.Encoded(journal.encode()))
        except OSError as error:
            raise storage_failure(error, saved=False, what=what) from error
        try:
            with atomic.unsynced():
                self._apply(content_id, journal)
            write_point()
            if seq - int(header.get("synced", 0)) >= self._checkpoint_every or not boot_id():
                self._checkpoint(content_id)
        except OSError as error:
            raise storage_failure(error, saved=True, what=what) from error
        if journal.index is not None:
            self._listed(content_id)

    def _apply_durably(self, content_id: str, journal: Journal) -> None:
        """Apply a journal that is on disk, then fsync what it wrote in one pass."""
        with atomic.synced_together() as batch:
            self._apply(content_id, journal)
            batch.flush()

    def _apply(self, content_id: str, journal: Journal) -> list[str]:
        """Write a journal's files, heavy first, header last; the files written (relative;
        for a version that is a second name of its revision's file, its folder).

        A numbered commit's header also names every file written since the last checkpoint
        (`unsynced`), for the checkpoint to fsync."""
        directory = self._content_dir(content_id)
        for holder in journal.set_aside:
            stale = directory / "revisions" / f"{holder}.json"
            if stale.exists():
                os.replace(stale, stale.with_name(f"{holder}.json.orphan"))
        written: list[str] = []
        for revision in journal.revisions:
            written.append(f"revisions/{revision['id']}.json")
            atomic.write_json_atomic(directory / written[-1], journal.record(revision))
        for version in journal.versions:
            name = f"versions/{version['version']}.json"
            if "body" in version:
                written.append(name)
                atomic.write_json_atomic(directory / name, journal.record(version))
            else:  # its text is its revision's: a second name of that file (journal.py)
                revision_file = directory / "revisions" / f"{version['revision_id']}.json"
                atomic.link_atomic(revision_file, directory / name)
                # Its data is the revision's file's, synced as that: only the name's folder.
                written.append("versions")
        for call in journal.calls:
            written.append(f"calls/{call['message_id']}.json")
            atomic.write_json_atomic(directory / written[-1], journal.record(call))
        replaced = False
        if journal.messages:
            segments, replaced = self._write_messages(content_id, journal.messages)
            written += [f"messages/{segment.name}" for segment in segments]
        header = journal.header
        if header is not None:
            if replaced:
                # Readers trust the segments before the newest while this count stays.
                header = {**header, REWRITES: int(header.get(REWRITES, 0)) + 1}
            if "seq" in header:
                unsynced = dict.fromkeys([*header.get("unsynced", ()), *written])
                header = {**header, "unsynced": list(unsynced)}
            self._cache.write(directory / "header.json", header)
        return written

    def _checkpoint(self, content_id: str, extra: list[str] | None = None) -> None:
        """Make every file written since the last checkpoint durable, then drop the journals
        that held them, oldest first (hold the lock and the header lock).

        `extra`: files a replay rewrote besides those the header names."""
        directory = self._content_dir(content_id)
        header_path = directory / "header.json"
        header = self._read_record(header_path, content_id, "header") or {}
        seq = int(header.get("seq", 0))
        names = dict.fromkeys([*header.get("unsynced", ()), *(extra or ()), "header.json"])
        files = [directory / name for name in names]
        atomic.fsync_all(files)  # a revision set aside since is skipped
        atomic.fsync_all(sorted({directory, *(path.parent for path in files)}))
        write_point()
        # Oldest first: whatever removals a power cut keeps, the journals left are the newest,
        # and applying them again ends at the newest state.
        for number in self._journal_numbers(directory):
            if number <= seq:
                (directory / journal_name(number)).unlink(missing_ok=True)
                write_point()
        atomic.fsync_dir(directory)
        done = {**header, "synced": seq, "unsynced": [], "boot": boot_id()}
        with atomic.unsynced():
            self._cache.write(header_path, done)
        write_point()

    @staticmethod
    def _journal_numbers(directory: Path) -> list[int]:
        try:
            names = os.listdir(directory)
        except FileNotFoundError:
            return []
        return sorted(n for n in map(journal_seq, names) if n is not None)

    # -- completing commits after a crash --------------------------------------------------
    def _pending(self, directory: Path) -> bool:
        """Whether a commit of this article's folder may need applying again (cheap: the
        cached header and one stat, in the same boot)."""
        if (directory / JOURNAL).exists():
            return True
        try:
            header = self._cache.load(directory / "header.json")
        except (ValueError, OSError):
            header = None
        if not isinstance(header, dict):
            return bool(self._journal_numbers(directory))
        seq = header.get("seq", 0)
        if not isinstance(seq, int) or (directory / journal_name(seq + 1)).exists():
            return True
        if header.get("boot") == boot_id():
            return False
        return seq > header.get("synced", 0) or bool(self._journal_numbers(directory))

    def _replay(self, content_id: str, what: str = "the change") -> bool:
        """Complete what a crash (or a full disk) left behind; True if a commit was completed.

        Hold the lock and the header lock. A journal past the header's `seq` is a commit that
        was cut short; after a power cut every journal left is applied again and checkpointed.
        """
        directory = self._content_dir(content_id)
        completed = self._replay_new_article(content_id, what)
        try:
            header = self._cache.load(directory / "header.json")
        except ValueError:
            header = None  # damaged: the journals hold whole headers
        header = header if isinstance(header, dict) else {}
        same_boot = header.get("boot") == boot_id()
        done = int(header.get("seq", 0)) if isinstance(header.get("seq", 0), int) else 0
        numbers = self._journal_numbers(directory)
        written: list[str] = []
        try:
            if not same_boot and numbers:
                _drop_emptied(directory)
                for line in torn.set_aside_past_a_gap(content_id, directory):
                    log.warning("store recovery: %s", line)
                    self._forget_messages(content_id)
            for number in numbers:
                if same_boot and number <= done:
                    continue
                journal = self._read_journal(directory / journal_name(number))
                if journal is None:
                    continue
                with atomic.unsynced():
                    written += self._apply(content_id, journal)
                if number > done:
                    completed = True
                    self._recovered_revisions.extend(
                        (content_id, str(revision["id"])) for revision in journal.revisions
                    )
                if journal.index is not None:
                    self._listed(content_id)
            if not same_boot and (numbers or header.get("seq", 0) != header.get("synced", 0)):
                self._checkpoint(content_id, written)
        except OSError as error:
            raise storage_failure(error, saved=False, what=what, pending=True) from error
        return completed

    def _replay_new_article(self, content_id: str, what: str) -> bool:
        """Complete a new article's `journal.json`, if a crash left one."""
        path = self._content_dir(content_id) / JOURNAL
        journal = self._read_journal(path)
        if journal is None:
            return False
        try:
            self._apply_durably(content_id, journal)
            path.unlink()
            atomic.fsync_dir(path.parent)
        except OSError as error:
            raise storage_failure(error, saved=False, what=what, pending=True) from error
        if journal.index is not None:
            self._listed(content_id)
        self._recovered_revisions.extend(
            (content_id, str(revision["id"])) for revision in journal.revisions
        )
        return True

    @staticmethod
    def _read_journal(path: Path) -> Journal | None:
        try:
            data = atomic.read_json(path)
        except ValueError:
            # Written atomically, so never torn by a crash: damaged by something else.
            os.replace(path, path.with_name(path.name + ".damaged"))
            return None
        return None if data is None else Journal.from_json(data)

    # -- the list of articles ---------------------------------------------------------------
    @property
    def _index_path(self) -> Path:
        return self._root / "index.json"

    def _listed(self, content_id: str) -> None:
        """Mark this article's entry in the list as out of date (after its commit)."""
        folder = self._root / PENDING_INDEX
        try:
            try:
                fd = os.open(folder / content_id, os.O_WRONLY | os.O_CREAT, 0o644)
            except FileNotFoundError:
                folder.mkdir(parents=True, exist_ok=True)
                fd = os.open(folder / content_id, os.O_WRONLY | os.O_CREAT, 0o644)
            os.close(fd)
        except OSError as error:
            # The commit itself is saved; the list is rebuilt from the headers when next read.
            log.warning("could not mark the list of articles for an update: %s", error)
            self._index_stale = True

    def _take_markers(self) -> list[str]:
        """The articles marked since the last listing; their markers are removed first, so a
        commit landing meanwhile marks its article again."""
        folder = self._root / PENDING_INDEX
        try:
            names = [name for name in os.listdir(folder) if is_valid_id(name)]
        except FileNotFoundError:
            return []
        for name in names:
            (folder / name).unlink(missing_ok=True)
        return names

    def _refresh_index(self) -> dict[str, dict[str, Any]]:
        """Bring the marked articles' entries up to date from their headers; those entries.

        Written unsynced (the index is rebuilt from the headers if a crash loses it). If the
        write fails the entries are still returned, and the markers put back."""
        try:
            if not os.listdir(self._root / PENDING_INDEX):
                return {}  # nothing marked: no need for the lock every article shares
        except FileNotFoundError:
            return {}
        try:
            with self._shared_file(self._index_path):
                marked = self._take_markers()
                return self._write_entries(marked)
        except OSError as error:
            # A data directory mounted read-only (or refusing writes) can still be read:
            # the marked articles' entries come from their headers, and the markers stay
            # for a listing that can write.
            log.warning("could not update the list of articles: %s", error)
            return self._entries(self._marked())

    def _marked(self) -> list[str]:
        try:
            return [n for n in os.listdir(self._root / PENDING_INDEX) if is_valid_id(n)]
        except OSError:
            return []

    def _entries(self, content_ids: list[str]) -> dict[str, dict[str, Any]]:
        """The list entries of these articles, from their headers (damaged ones left out:
        their old entries stay, so they are still listed)."""
        fresh: dict[str, dict[str, Any]] = {}
        for content_id in content_ids:
            try:
                content = Content.model_validate(owned(self._header(content_id)["content"]))
            except (NotFound, Damaged, ValueError):
                continue
            fresh[content_id] = index_entry(content)
        return fresh

    def _write_entries(self, marked: list[str]) -> dict[str, dict[str, Any]]:
        """Write the marked articles' entries into the index (holding its lock); them."""
        if not marked:
            return {}
        fresh = self._entries(marked)
        try:
            data = self._cache.load(self._index_path)
            if data is None and not self._only_articles(marked):
                # No index though other articles exist (deleted under a running app): one
                # holding only these entries would hide them. The next listing writes it whole.
                for content_id in marked:
                    self._listed(content_id)
                return fresh
            data = data or {}
            table = dict(data.get("_default", {}))
            slots = {doc["id"]: slot for slot, doc in table.items()}
            free = max(map(int, table), default=0) + 1
            for content_id, entry in fresh.items():
                slot = slots.get(content_id)
                if slot is None:
                    slot, free = str(free), free + 1
                table[slot] = entry
            with atomic.unsynced():
                self._cache.write(self._index_path, {**data, "_default": table})
        except (ValueError, TypeError, KeyError, AttributeError):
            self._index_stale = True  # damaged: rebuilt from the headers by the caller
        except OSError as error:
            log.warning("could not update the list of articles: %s", error)
            for content_id in marked:
                self._listed(content_id)
        return fresh

    def _only_articles(self, content_ids: list[str]) -> bool:
        """Whether these are all the articles the data directory holds."""
        try:
            present = {n for n in os.listdir(self._root / "contents") if is_valid_id(n)}
        except FileNotFoundError:
            return True
        return present <= set(content_ids)


def _drop_emptied(directory: Path) -> None:
    """Remove the empty files a power cut left: a new file's name can reach the disk before
    its data. No store file is ever empty, and such a file was written after the last
    checkpoint, so the journals being applied write it again."""
    for folder, _dirs, names in os.walk(directory):
        for name in names:
            path = Path(folder, name)
            if name.endswith(".json") and path.stat().st_size == 0:
                path.unlink()
