"""Compiled regular expressions kept between processes, as Python keeps compiled modules.

app/editing and app/style compile about 1,760 patterns as their modules load, and Python's
`re` parses and compiles each one again in every process: about 0.6 s of CPU (a third of
what importing the app costs) in every `python -m app`, in each of its web workers, in its
style learner and in every pytest worker, before anything is served. The compiled form of a
pattern (`re._compiler.compile`'s code list, groups and flags) depends only on the pattern, its
flags and the Python that compiled it, so it is saved beside the bytecode (`app/__pycache__`,
not written when Python writes no bytecode) and the next process builds the same `re.Pattern`
from it without parsing. Only patterns compiled while one of the app's modules loads are
kept: a pattern made at run time from what a writer typed never reaches the file. A file that
cannot be read, or was written by another Python, is ignored; one that cannot be written is
left as it was. The patterns are the same either way (tests/unit/test_s43_speed43_regex_cache.py).
"""

from __future__ import annotations

import _sre  # type: ignore[import-not-found]
import array
import atexit
import contextlib
import marshal
import os
import sys
from pathlib import Path
from re import _compiler  # type: ignore[attr-defined]
from typing import Any

# This file's format, then Python's own version and its compiled code's: a file from another
# Python is not read.
STAMP = (2, sys.hexversion, _sre.MAGIC, sys.implementation.cache_tag)
FILE = Path(__file__).resolve().parent / "__pycache__" / f"regex.{sys.implementation.cache_tag}"
# Patterns a file may hold before it is rewritten with only those this process used: old
# versions of changed patterns do not pile up.
LIMIT = 20_000

Key = tuple[type, str | bytes, int]
# The code list is kept as the bytes of an array of C unsigned ints (the engine's own code
# units): a list of Python ints would hold ~18 MB more in every process.
Compiled = tuple[int, bytes, int, dict[str, int], tuple[str | None, ...]]

_known: dict[Key, Compiled] = {}
_used: dict[Key, Compiled] = {}
_new = False
_standard = _compiler.compile


def _loading_app_module() -> bool:
    """Whether the compile happens while one of the app's modules loads (its top level, or a
    function that top level calls)."""
    frame = sys._getframe(2)
    while frame is not None:
        if frame.f_code.co_name == "<module>":
            name = frame.f_globals.get("__name__", "")
            if isinstance(name, str) and name.startswith("app."):
                return True
        frame = frame.f_back  # type: ignore[assignment]
    return False


def _compile(pattern: Any, flags: int = 0) -> Any:
    """`re._compiler.compile`, from the saved form when this pattern was compiled before."""
    global _new
    if not isinstance(pattern, str | bytes) or flags & _compiler.SRE_FLAG_DEBUG:
        return _standard(pattern, flags)
    key: Key = (type(pattern), pattern, flags)
    known = _known.get(key)
    if known is not None:
        _used[key] = known
        final_flags, code, groups, groupindex, indexgroup = known
        with contextlib.suppress(Exception):  # a damaged entry: compiled as usual below
            codes = array.array("I", code).tolist()
            return _sre.compile(pattern, final_flags, codes, groups, groupindex, indexgroup)
    compiled = _standard(pattern, flags)
    with contextlib.suppress(Exception):  # a Python whose internals differ: nothing saved
        _remember(key, pattern, flags, compiled)
    return compiled


def _remember(key: Key, pattern: Any, flags: int, compiled: Any) -> None:
    """Keep the compiled form of a pattern one of the app's modules compiles as it loads."""
    global _new
    if _loading_app_module():
        index = compiled.groupindex
        names: list[str | None] = [None] * (compiled.groups + 1)
        for name, number in index.items():
            names[number] = name
        # A parse of our own gives the code list; the Pattern object does not expose it.
        parsed = _compiler._parser.parse(pattern, flags)
        code = array.array("I", _compiler._code(parsed, flags)).tobytes()
        saved: Compiled = (compiled.flags, code, compiled.groups, dict(index), tuple(names))
        _known[key] = _used[key] = saved
        _new = True


def _load() -> None:
    with contextlib.suppress(Exception):  # absent, cut short, another format: start afresh
        stamp, entries = marshal.loads(FILE.read_bytes())
        if tuple(stamp) == STAMP:
            _known.update({(str if isinstance(p, str) else bytes, p, f): v for p, f, v in entries})


def save() -> None:
    """Add what this process compiled to the file (kept whole: written aside, then renamed)."""
    global _new
    if not _new or sys.dont_write_bytecode:
        return
    _new = False
    on_disk: dict[Key, Compiled] = {}
    with contextlib.suppress(Exception):
        stamp, entries = marshal.loads(FILE.read_bytes())
        if tuple(stamp) == STAMP:
            on_disk = {(str if isinstance(p, str) else bytes, p, f): v for p, f, v in entries}
    merged = on_disk | _used
    if len(merged) > LIMIT:
        merged = dict(_used)
    written = FILE.with_name(f"{FILE.name}.{os.getpid()}.tmp")
    try:
        data = marshal.dumps((STAMP, [(p, f, v) for (_, p, f), v in merged.items()]))
        FILE.parent.mkdir(exist_ok=True)
        written.write_bytes(data)
        written.replace(FILE)
    except (OSError, ValueError):  # a read-only install; nothing of it is needed to run
        with contextlib.suppress(OSError):
            written.unlink()


def install() -> None:
    """Compile through the saved forms from now on in this process (once)."""
    if _compiler.compile is _compile:
        return
    if not all(hasattr(_compiler, name) for name in ("_code", "_parser")) or not hasattr(
        _sre, "compile"
    ):
        return  # another Python's `re`: patterns are compiled as usual
    _load()
    _compiler.compile = _compile
    atexit.register(save)
