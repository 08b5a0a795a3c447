"""The parsed lines of append-only files (audit trails, message logs), read again only as far
as they grew: the other half of the parse cache in `atomic.py`, for files that are appended
to instead of replaced.
"""

from __future__ import annotations

import os
import threading
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from app.store.atomic import file_key, generation, trusted

T = TypeVar("T")

_HEAD_BYTES = 64  # how much of an appended file's start tells it from another


class AppendedLines:
    """The parsed lines of append-only files (an audit trail, a message log) kept in memory:
    reading one again parses only the lines appended since, by any process, and reads nothing
    when the file is as it was (same inode, generation, size and change time).

    The file read before must be the same file (inode and generation, and the same first
    bytes, as a file system without generations may give a new file the inode of a deleted
    one) at least as long, with a line ending where the last read ended; otherwise it is
    parsed whole again. A last line without its newline (an append in progress, or one a
    crash tore) is not kept, and parsed on each read if asked, so each read gives what
    parsing the whole file would. Values handed out are shared: callers must treat them as
    read-only.
    """

    def __init__(self, max_files: int = 256) -> None:
        self._max_files = max_files
        # path → (inode, generation, first bytes, bytes parsed: whole lines only, their
        # values, the file's (mtime_ns, size) when read)
        self._entries: OrderedDict[str, tuple[int, int, bytes, int, list[Any], tuple[int, int]]] = (
            OrderedDict()
        )
        self._lock = threading.Lock()

    def read(self, path: Path, parse: Callable[[bytes], T | None]) -> list[T]:
        """Each line of `path` parsed (`parse` gives None for a line to skip); missing → []."""
        values = self.lines(path, parse, unfinished=True)
        return [] if values is None else values

    def lines(
        self, path: Path, parse: Callable[[bytes], T | None], *, unfinished: bool
    ) -> list[T] | None:
        """Like `read`, but None when `path` is missing; a last line without its newline is
        parsed only if `unfinished` (an audit trail keeps a torn entry that still parses; a
        message log leaves an append in progress for the next read)."""
        name = str(path)
        try:
            fd = os.open(name, os.O_RDONLY)
        except FileNotFoundError:
            with self._lock:
                self._entries.pop(name, None)
            return None
        try:
            st = os.fstat(fd)
            gen = generation(fd)
            with self._lock:
                known = self._entries.get(name)
            if (
                known is not None
                and known[:2] == (st.st_ino, gen)
                and known[5] == (st.st_mtime_ns, st.st_size)
                and known[3] == st.st_size
                and trusted(file_key(st, gen))
            ):
                return list(known[4])  # nothing appended since
            start, values = 0, []
            head = os.pread(fd, _HEAD_BYTES, 0)
            if (
                known is not None
                and known[:2] == (st.st_ino, gen)
                and head.startswith(known[2])
                and known[3] <= st.st_size
                and (known[3] == 0 or os.pread(fd, 1, known[3] - 1) == b"\n")
            ):
                start, values = known[3], list(known[4])
            tail = _read_from(fd, start, st.st_size - start)
        finally:
            os.close(fd)
        whole = tail.rfind(b"\n") + 1
        for line in tail[:whole].splitlines():
            value = parse(line)
            if value is not None:
                values.append(value)
        with self._lock:
            parsed = start + whole
            changed = (st.st_mtime_ns, start + len(tail))
            self._entries[name] = (st.st_ino, gen, head[:parsed], parsed, values, changed)
            self._entries.move_to_end(name)
            while len(self._entries) > self._max_files:
                self._entries.popitem(last=False)
        last = parse(tail[whole:]) if unfinished and tail[whole:].strip() else None
        return [*values, last] if last is not None else list(values)


def _read_from(fd: int, offset: int, size: int) -> bytes:
    """Everything from `offset` to the end of `fd` (`size`: the length expected)."""
    parts = [os.pread(fd, max(size, 0) + 1, offset)]
    while parts[-1]:
        offset += len(parts[-1])
        parts.append(os.pread(fd, 65536, offset))
    return b"".join(parts)
