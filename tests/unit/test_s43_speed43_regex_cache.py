"""The saved compiled patterns (app/regex_cache.py) build the very patterns `re` builds, and
the file is read and written only as it says: a pattern made at run time is not kept, a file
from another Python or cut short is ignored, and nothing is written where Python writes no
bytecode."""

from __future__ import annotations

import array
import marshal
import re
import sys
from pathlib import Path

import pytest

import app.main  # noqa: F401  (every module of the app loaded: its patterns compiled)
from app import regex_cache


def _fresh(pattern: str | bytes, flags: int) -> re.Pattern:
    return regex_cache._standard(pattern, flags)


def test_the_app_compiles_through_the_cache() -> None:
    assert re._compiler.compile is regex_cache._compile  # type: ignore[attr-defined]
    # The app's modules compile about 1,700 patterns as they load; all were looked up.
    assert len(regex_cache._used) > 1000


def test_every_saved_pattern_is_the_one_re_compiles() -> None:
    assert regex_cache._used
    for (_, pattern, flags), saved in regex_cache._used.items():
        final_flags, code, groups, groupindex, indexgroup = saved
        built = regex_cache._compile(pattern, flags)
        # Pattern equality compares the pattern, the flags and the compiled code itself.
        assert built == _fresh(pattern, flags), pattern
        assert built.groups == groups and dict(built.groupindex) == groupindex, pattern


def test_a_saved_pattern_matches_as_the_fresh_one_does() -> None:
    pattern = r"(?P<word>[\w’'-]+)\s+第(?P<n>[一二三四五六七八九十\d]+)段"
    text = "see paragraph 第三段 and Rewrite 第12段"
    key = (str, pattern, re.IGNORECASE)
    fresh = _fresh(pattern, re.IGNORECASE)
    parsed = re._parser.parse(pattern, re.IGNORECASE)  # type: ignore[attr-defined]
    code = array.array("I", re._compiler._code(parsed, re.IGNORECASE)).tobytes()  # type: ignore[attr-defined]
    names = tuple([None, "word", "n"])
    regex_cache._known[key] = (fresh.flags, code, fresh.groups, dict(fresh.groupindex), names)
    try:
        built = regex_cache._compile(pattern, re.IGNORECASE)
    finally:
        del regex_cache._known[key]
        regex_cache._used.pop(key, None)
    assert built == fresh
    assert [m.groupdict() for m in built.finditer(text)] == [
        m.groupdict() for m in fresh.finditer(text)
    ]


def test_a_pattern_made_at_run_time_is_not_kept() -> None:
    typed = re.escape("a word a writer typed, 一个词 " + str(id(object())))
    re.compile(typed)
    assert not any(pattern == typed for _, pattern, _ in regex_cache._known)


@pytest.fixture
def cache_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    file = tmp_path / "__pycache__" / "regex.test"
    monkeypatch.setattr(regex_cache, "FILE", file)
    monkeypatch.setattr(regex_cache, "_new", True)
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    return file


def test_save_writes_what_was_used_and_a_new_process_reads_it(
    cache_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    regex_cache.save()
    stamp, entries = marshal.loads(cache_file.read_bytes())
    assert tuple(stamp) == regex_cache.STAMP
    assert len(entries) == len(regex_cache._used)
    monkeypatch.setattr(regex_cache, "_known", {})
    regex_cache._load()
    assert regex_cache._known == regex_cache._used


def test_a_file_from_another_python_or_cut_short_is_ignored(
    cache_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    regex_cache.save()
    whole = cache_file.read_bytes()
    monkeypatch.setattr(regex_cache, "_known", {})
    cache_file.write_bytes(whole[: len(whole) // 2])
    regex_cache._load()
    assert regex_cache._known == {}
    stamp, entries = marshal.loads(whole)
    cache_file.write_bytes(marshal.dumps(((0, 0, "cpython-00"), entries)))
    regex_cache._load()
    assert regex_cache._known == {}


def test_nothing_is_written_where_python_writes_no_bytecode(
    cache_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    regex_cache.save()
    assert not cache_file.exists()


def test_a_folder_that_cannot_be_written_leaves_no_error(
    cache_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache_file.parent.mkdir()
    cache_file.parent.chmod(0o500)
    try:
        regex_cache.save()  # as root the folder stays writable: then it is simply written
    finally:
        cache_file.parent.chmod(0o700)
    assert not list(cache_file.parent.glob("*.tmp"))
