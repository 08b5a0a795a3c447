"""Crash-safe JSON files: atomic writes, a parse cache keyed by file identity, a TinyDB storage.

A write goes to a temp file in the same directory, is flushed and fsynced, replaces the
target with `os.replace` and then the directory is fsynced, so a reader (or a restart after
a crash) sees either the old file or the new one, never a truncated mix. Inside
`synced_together()` the fsyncs are deferred and made once for all the files written, and
inside `unsynced()` they are skipped (for files rebuilt from others after a crash). TinyDB's
own JSONStorage overwrites in place and CachingMiddleware loses writes, so neither is used.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import struct
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

import msgspec
from tinydb.storages import Storage

from app.store.crash_points import write_point

T = TypeVar("T")

TMP_SUFFIX = ".tmp"


def stray_temp_owner(name: str) -> int | None:
    """The pid that wrote temp file `name` (`.<target>.<pid>.<thread>.tmp`), else None."""
    if not (name.startswith(".") and name.endswith(TMP_SUFFIX)):
        return None
    parts = name[: -len(TMP_SUFFIX)].rsplit(".", 2)
    if len(parts) != 3 or not parts[1].isdigit():
        return None
    return int(parts[1])


# (inode, generation, mtime_ns, size). os.replace gives a file a new inode, but ext4 hands a
# freed inode number straight to the next new file, and mtime ticks only every few ms: two
# same-sized versions of a header written by another process in one tick would look alike.
# The inode's generation (random per new inode) tells them apart; mtime/size still catch an
# in-place rewrite by a tool that does not replace.
FileKey = tuple[int, int, int, int]

_GETVERSION = 0x80087601  # FS_IOC_GETVERSION: the generation of the inode behind a descriptor
_generations = {"supported": hasattr(fcntl, "ioctl")}
# Where the file system has no generations, a cached parse is trusted only for a file last
# changed longer ago than this (the "racy git" rule): a newer file may be a lookalike.
_SETTLED_NS = 50_000_000


def generation(fd: int) -> int:
    """The generation of the inode behind `fd`; 0 where the file system keeps none."""
    if not _generations["supported"]:
        return 0
    try:
        raw = fcntl.ioctl(fd, _GETVERSION, bytes(8))
    except OSError:
        _generations["supported"] = False  # tmpfs and friends: fall back to settled files
        return 0
    return int(struct.unpack("I", raw[:4])[0])


# msgspec writes the bytes `json.dumps(ensure_ascii=False, separators=(",", ":"))` wrote for the
# dicts, lists, strings and numbers records are made of, in a quarter of the time (a turn
# serializes ≈56 KB: its model call holds the whole prompt) — but for a float's exponent (1e-7,
# not 1e-07: the same number) and a NaN (null, not json's NaN, which is not JSON; no record
# holds one). What it refuses (a str subclass, a dict keyed by True or None) json writes.
_ENCODER = msgspec.json.Encoder()


def dumps(data: Any) -> bytes:
    """The bytes every store file holds: UTF-8 JSON with non-ASCII text left readable."""
    if isinstance(data, Encoded):
        return data.payload
    try:
        return _ENCODER.encode(data)
    except TypeError:
        return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


class Encoded:
    """A record already serialized by `dumps` (a commit writes each record into its journal
    and into its own file: encoded once for both)."""

    __slots__ = ("payload",)

    def __init__(self, payload: bytes) -> None:
        self.payload = payload


def fsync_dir(directory: Path) -> None:
    """Make a rename or a new file in `directory` survive a power cut."""
    fd = os.open(directory, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


# fsyncs issued together are flushed by one commit of the file system's journal (ext4 and
# xfs group them), so a batch is fsynced from several threads at once, not one by one.
_SYNC_THREADS = 8
_syncers: dict[int, ThreadPoolExecutor] = {}  # by process: a forked child has no threads
_syncers_lock = threading.Lock()


def fsync_all(paths: Iterable[Path]) -> None:
    """fsync every existing file or folder in `paths`, all at once; a missing one is skipped."""

    def sync(path: Path) -> None:
        try:
            fd = os.open(path, os.O_RDONLY | (os.O_DIRECTORY if path.is_dir() else 0))
        except FileNotFoundError:
            return
        try:
            os.fsync(fd)
        finally:
            os.close(fd)

    _sync_together(sync, list(paths))


def _sync_together(sync: Callable[[T], None], items: list[T]) -> None:
    if len(items) < 2:
        for item in items:
            sync(item)
        return
    with _syncers_lock:
        pool = _syncers.get(os.getpid())
        if pool is None:
            pool = _syncers[os.getpid()] = ThreadPoolExecutor(_SYNC_THREADS, "redline-fsync")
    for done in [pool.submit(sync, item) for item in items]:
        done.result()  # the first failure is raised, after every fsync was tried


class SyncBatch:
    """Files written without their own fsync, made durable together by `flush`.

    A commit's files are only ever read back after a crash through its journal, which is
    already on disk; one pass of fsyncs at the end (the first flushes the file system's
    journal for all of them, the rest find little left to do) replaces one fsync per file
    and per directory on the way."""

    def __init__(self) -> None:
        self._open: dict[Path, int] = {}  # target → descriptor of the file now at that path
        self._dirs: set[Path] = set()

    def add(self, path: Path, fd: int) -> None:
        previous = self._open.pop(path, None)
        if previous is not None:  # written twice: only the newer file is at the path
            os.close(previous)
        self._open[path] = fd
        self._dirs.add(path.parent)

    def add_name(self, path: Path) -> None:
        """A new name for a file the batch already holds (see `link_atomic`)."""
        self._dirs.add(path.parent)

    def flush(self) -> None:
        """Make every file written so far, and its name, survive a power cut."""
        _sync_together(os.fsync, list(self._open.values()))
        fsync_all(sorted(self._dirs))
        self.close()
        self._dirs.clear()

    def close(self) -> None:
        for fd in self._open.values():
            os.close(fd)
        self._open.clear()


# Per thread: None (fsync every write), a SyncBatch (defer), _UNSYNCED (skip) or _NEW_NAME.
_durability = threading.local()
_UNSYNCED = object()
_NEW_NAME = object()


@contextlib.contextmanager
def synced_together() -> Iterator[SyncBatch]:
    """Writes in this thread defer their fsyncs to the batch; flush it before relying on them.

    Leaving the block without flushing closes the files unsynced (a failed commit: its
    journal, still on disk, is what recovery completes)."""
    batch = SyncBatch()
    outer = getattr(_durability, "mode", None)
    _durability.mode = batch
    try:
        yield batch
    finally:
        _durability.mode = outer
        batch.close()


@contextlib.contextmanager
def unsynced() -> Iterator[None]:
    """Writes in this thread are atomic but not fsynced (files rebuilt from others if lost)."""
    outer = getattr(_durability, "mode", None)
    _durability.mode = _UNSYNCED
    try:
        yield
    finally:
        _durability.mode = outer


@contextlib.contextmanager
def new_name() -> Iterator[None]:
    """Writes in this thread create names that never existed, whose readers reject a file
    that is not whole (a journal): renamed first, then fsynced, so one flush of the file
    system's journal carries both the data and the name (the folder is fsynced as well
    only where the file's fsync does not carry its name: see `names_durable_with_files`).
    A power cut before that fsync may leave such a file empty or cut short, never
    acknowledged."""
    outer = getattr(_durability, "mode", None)
    _durability.mode = _NEW_NAME
    try:
        yield
    finally:
        _durability.mode = outer


# File systems whose fsync of a file renamed into place also makes the rename durable: the
# rename changes the file's inode, and ext4's journal (or xfs's log) commits it with the
# file; ext4 without a journal writes the folder of a newly created file with it. There a
# new name costs one fsync, not two (the folder's fsync is a second flush of the disk).
_NAMES_WITH_FILES = frozenset({"ext4", "xfs"})
_fs_types: dict[int, str] = {}  # by st_dev
_MOUNTINFO = "/proc/self/mountinfo"


def mounted_types(mountinfo: str) -> dict[tuple[int, int], str]:
    """(major, minor) → file system type, from the text of /proc/self/mountinfo."""
    types: dict[tuple[int, int], str] = {}
    for line in mountinfo.splitlines():
        fields = line.split()
        if len(fields) < 3 or "-" not in fields:
            continue
        major, _, minor = fields[2].partition(":")
        after = fields[fields.index("-") + 1 :]
        if major.isdigit() and minor.isdigit() and after:
            types.setdefault((int(major), int(minor)), after[0])
    return types


def fs_type(directory: Path) -> str:
    """The type of the file system `directory` is on ("" when the system does not say)."""
    device = os.stat(directory).st_dev
    known = _fs_types.get(device)
    if known is None:
        try:
            with open(_MOUNTINFO, encoding="utf-8", errors="replace") as handle:
                types = mounted_types(handle.read())
        except OSError:
            types = {}
        known = _fs_types[device] = types.get((os.major(device), os.minor(device)), "")
    return known


def names_durable_with_files(directory: Path) -> bool:
    """Whether, in `directory`, fsyncing a new file renamed into place also makes its name
    survive a power cut (so `new_name` writes skip the folder's fsync)."""
    return fs_type(directory) in _NAMES_WITH_FILES


# What the last write in this thread left at its path: (path, stat, inode generation), for
# the parse cache to remember without opening the file again.
_written = threading.local()


def write_bytes_atomic(path: Path, payload: bytes) -> os.stat_result:
    """Replace `path` with `payload` all at once; returns the new file's stat."""
    mode = getattr(_durability, "mode", None)
    # One temp name per process and thread: unique without mkstemp's random retries, and a
    # leftover from a crash is simply overwritten by the next write of the same file.
    tmp_name = path.parent / f".{path.name}.{os.getpid()}.{threading.get_ident()}{TMP_SUFFIX}"
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC
    if mode is _NEW_NAME:
        # A new inode, never a leftover reused: ext4 without a journal writes the folder
        # with the file's fsync only for a file created since it was last synced.
        flags |= os.O_EXCL
        try:
            fd = _open_in_folder(tmp_name, flags)
        except FileExistsError:  # a leftover of a crash
            os.unlink(tmp_name)
            fd = _open_in_folder(tmp_name, flags)
    else:
        fd = _open_in_folder(tmp_name, flags)
    kept = False
    try:
        half = len(payload) // 2
        _write_all(fd, payload[:half])
        write_point()  # a torn temp file
        _write_all(fd, payload[half:])
        if mode is None:
            os.fsync(fd)
        write_point()  # a complete temp file, target not yet replaced
        os.replace(tmp_name, path)
        if mode is _NEW_NAME:
            os.fsync(fd)
        if isinstance(mode, SyncBatch):
            mode.add(path, fd)  # the batch fsyncs and closes it
            kept = True
        stat = os.fstat(fd)
        _written.last = (path, stat, generation(fd))
    except BaseException:
        # The target is untouched (or already replaced whole); only the temp file may remain.
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp_name)
        raise
    finally:
        if not kept:
            os.close(fd)
    if mode is None or (mode is _NEW_NAME and not names_durable_with_files(path.parent)):
        fsync_dir(path.parent)
    write_point()  # the target replaced
    return stat


def link_atomic(source: Path, path: Path) -> None:
    """Make `path` a second name of the file at `source` (which must be whole and stay so:
    a write-once record), replacing whatever `path` was, all at once.

    No file is created: a name costs no new inode (on this store's ext4 each new one scans
    the recently freed ones). Durability follows the thread's mode as `write_bytes_atomic`
    does; `source`'s data is as durable as its own write made it."""
    mode = getattr(_durability, "mode", None)
    if not _link_new(source, path):
        tmp_name = path.parent / f".{path.name}.{os.getpid()}.{threading.get_ident()}{TMP_SUFFIX}"
        try:
            os.link(source, tmp_name)
        except FileExistsError:  # a leftover of a crash
            os.unlink(tmp_name)
            os.link(source, tmp_name)
        try:
            write_point()  # a second name made, the target not yet replaced
            os.replace(tmp_name, path)
        except BaseException:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(tmp_name)
            raise
    if mode is None:
        fsync_dir(path.parent)
    elif isinstance(mode, SyncBatch):
        mode.add_name(path)
    write_point()  # the target replaced


def _link_new(source: Path, path: Path) -> bool:
    """Give `source` the name `path` if nothing has it yet (one system call, as atomic as a
    rename: the name appears whole or not at all); False if `path` exists."""
    try:
        os.link(source, path)
    except FileExistsError:
        return False  # replaced through a temp name, as any existing file is
    except FileNotFoundError:
        if not source.exists():
            raise
        path.parent.mkdir(parents=True, exist_ok=True)  # the folder's first name
        try:
            os.link(source, path)
        except FileExistsError:
            return False
    return True


def append_lines(path: Path, payload: bytes) -> None:
    """Add whole lines (`payload` ends with a newline) at the end of `path`, created if missing.

    No file is created or freed for an existing `path` (on this store's ext4 a replaced file
    costs a synchronous discard and each new file a scan of recently freed inodes). What a
    crash cuts short is a line without its newline at the end: the next append starts on a
    fresh line, and readers skip a line that does not parse. Durability follows the thread's
    mode as `write_bytes_atomic` does; the file's name is made durable when it is new."""
    mode = getattr(_durability, "mode", None)
    flags = os.O_RDWR | os.O_APPEND | os.O_CREAT
    fd = _open_in_folder(path, flags)
    kept = False
    try:
        size = os.fstat(fd).st_size
        if size and os.pread(fd, 1, size - 1) != b"\n":
            payload = b"\n" + payload  # a line a crash tore: ours starts on a fresh one
        half = len(payload) // 2
        _write_all(fd, payload[:half])
        write_point()  # a torn line
        _write_all(fd, payload[half:])
        if mode is None:
            os.fsync(fd)
        elif isinstance(mode, SyncBatch):
            mode.add(path, fd)  # the batch fsyncs and closes it
            kept = True
    finally:
        if not kept:
            os.close(fd)
    if mode is None and size == 0:
        fsync_dir(path.parent)
    write_point()  # the lines appended


def _open_in_folder(path: Path, flags: int) -> int:
    """`os.open(path, flags)`, making `path`'s folder first if it has none yet (its first file)."""
    try:
        return os.open(path, flags, 0o644)
    except FileNotFoundError:
        path.parent.mkdir(parents=True, exist_ok=True)
        return os.open(path, flags, 0o644)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def _read_all(fd: int, size: int) -> bytes:
    """Everything from `fd`'s position to its end (`size`: the length expected)."""
    parts = [os.read(fd, max(size, 1) + 1)]
    while parts[-1]:
        parts.append(os.read(fd, 65536))
    return b"".join(parts)


def write_json_atomic(path: Path, data: Any) -> os.stat_result:
    """Serialize `data` and replace `path` with it atomically; returns the new file's stat."""
    return write_bytes_atomic(path, dumps(data))


def loads(data: bytes) -> Any:
    """`json.loads`; JSON nested past Python's reader (`[[[[…`) is a ValueError, as any
    damaged file is (its RecursionError stopped the server's start)."""
    try:
        return json.loads(data)
    except RecursionError:
        raise ValueError("JSON nested too deeply to read") from None


def read_json(path: Path) -> Any:
    """Parse a JSON file without caching (for large write-once records). Missing → None."""
    try:
        with open(path, "rb") as handle:
            return loads(handle.read())
    except FileNotFoundError:
        return None


def file_key(st: os.stat_result, gen: int) -> FileKey:
    return (st.st_ino, gen, st.st_mtime_ns, st.st_size)


def trusted(key: FileKey) -> bool:
    """Whether a parse cached under `key` may be served again for a file with that key."""
    return key[1] != 0 or time.time_ns() - key[2] > _SETTLED_NS


class JSONCache:
    """Parsed JSON files kept in memory, valid while the file on disk is the same file.

    Values handed out are shared: callers must treat them as read-only (copy before
    changing). The cache is bounded (least recently used files are dropped) so a long-running
    server that touches many contents does not hold all of them.
    """

    def __init__(self, max_files: int = 512) -> None:
        self._max_files = max_files
        self._entries: OrderedDict[str, tuple[FileKey, Any]] = OrderedDict()
        self._lock = threading.Lock()

    def load(self, path: Path) -> Any:
        """The parsed content of `path` (None if it does not exist), parsing only on change."""
        name = str(path)
        # A bare descriptor, not a file object: a turn checks a few dozen files, and Python's
        # buffered open adds two system calls (isatty, seek) and two objects to each check.
        try:
            fd = os.open(name, os.O_RDONLY)
        except FileNotFoundError:
            self.forget(path)
            return None
        try:
            # fstat on the open descriptor, so the key describes exactly the bytes read below
            # even if another process replaces the file in between.
            st = os.fstat(fd)
            key = file_key(st, generation(fd))
            with self._lock:
                entry = self._entries.get(name)
                if entry is not None and entry[0] == key and trusted(key):
                    self._entries.move_to_end(name)
                    return entry[1]
            data = loads(_read_all(fd, st.st_size))
        finally:
            os.close(fd)
        self._put(name, key, data)
        return data

    def write(self, path: Path, data: Any, encoded: bytes | None = None) -> None:
        """Write `data` atomically and remember it as the parsed content of the new file
        (`encoded`: its bytes, when the caller has them already).

        Writes go through `write_json_atomic` looked up at call time so that tests can
        simulate a crash at any file. The new file is remembered by the key of the inode
        written (a file another process put at the path since has another key, so a load
        parses that one); where the write left no such key, it is read by reopening the file."""
        _written.last = None
        st = write_json_atomic(path, data if encoded is None else Encoded(encoded))
        last = getattr(_written, "last", None)
        if last is not None and last[0] == path and file_key(last[1], 0) == file_key(st, 0):
            self._put(str(path), file_key(st, last[2]), data)
            return
        try:
            fd = os.open(path, os.O_RDONLY)
        except FileNotFoundError:
            self.forget(path)
            return
        try:
            now = os.fstat(fd)
            if file_key(now, 0) == file_key(st, 0):
                self._put(str(path), file_key(now, generation(fd)), data)
            else:
                self.forget(path)
        finally:
            os.close(fd)

    def forget(self, path: Path) -> None:
        with self._lock:
            self._entries.pop(str(path), None)

    def _put(self, name: str, key: FileKey, data: Any) -> None:
        with self._lock:
            self._entries[name] = (key, data)
            self._entries.move_to_end(name)
            while len(self._entries) > self._max_files:
                self._entries.popitem(last=False)


_default_cache = JSONCache()


def _copy_tables(data: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    # TinyDB mutates the tables and documents it reads before writing them back; a copy down
    # to each document keeps the cached value equal to what is on disk if that write fails.
    # Documents are replaced whole by the store, so nested values need no copy.
    return {
        table: {doc_id: dict(doc) for doc_id, doc in docs.items()} for table, docs in data.items()
    }


class AtomicJSONStorage(Storage):
    """A TinyDB storage that writes atomically and re-parses only when the file changed.

    Not locked: callers guard each file's read-modify-write with a lock of their own, as one
    TinyDB shared by threads corrupts its file otherwise. The file is created on first write.
    """

    def __init__(self, path: str | Path, cache: JSONCache | None = None) -> None:
        super().__init__()
        self._path = Path(path)
        self._cache = cache if cache is not None else _default_cache

    def read(self) -> dict[str, dict[str, Any]] | None:
        data = self._cache.load(self._path)
        if data is None:
            return None
        return _copy_tables(data)

    def write(self, data: dict[str, dict[str, Any]]) -> None:
        self._cache.write(self._path, data)
