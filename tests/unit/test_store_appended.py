"""The parsed lines of an append-only file (a persona's audit trail) kept in memory: each read
gives exactly what parsing the whole file gives, while parsing only what was appended since."""

import json
import os
import random
from pathlib import Path

from app.store.appended import AppendedLines


class Parser:
    """JSON lines; a line that is not JSON is skipped (a torn line), and calls are counted."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, line: bytes) -> dict | None:
        self.calls += 1
        try:
            return json.loads(line)
        except ValueError:
            return None


def whole(path: Path) -> list[dict]:
    """What reading the file from the start gives (the reference)."""
    parse = Parser()
    return [v for v in map(parse, path.read_bytes().splitlines()) if v is not None]


def append(path: Path, data: bytes) -> None:
    with open(path, "ab") as handle:
        handle.write(data)


def line(n: int, text: str = "learned") -> bytes:
    return json.dumps({"n": n, "action": text}, ensure_ascii=False).encode() + b"\n"


def test_only_the_lines_appended_since_the_last_read_are_parsed(tmp_path: Path) -> None:
    path, parse, lines = tmp_path / "audit.jsonl", Parser(), AppendedLines()
    append(path, b"".join(line(n) for n in range(50)))
    assert lines.read(path, parse) == whole(path)
    assert parse.calls == 50
    append(path, line(50, "学到了") + line(51))  # by another process, say
    assert lines.read(path, parse) == whole(path)
    assert parse.calls == 52
    assert lines.read(path, parse)[-2:] == [
        {"n": 50, "action": "学到了"},
        {"n": 51, "action": "learned"},
    ]


def test_a_line_still_being_written_is_read_but_not_kept_until_it_is_whole(tmp_path: Path) -> None:
    path, lines = tmp_path / "audit.jsonl", AppendedLines()
    append(path, line(0) + line(1)[:7])
    assert lines.read(path, Parser()) == [{"n": 0, "action": "learned"}]
    append(path, line(1)[7:])
    assert (
        lines.read(path, Parser())
        == whole(path)
        == [
            {"n": 0, "action": "learned"},
            {"n": 1, "action": "learned"},
        ]
    )
    # A last line that is valid JSON without its newline yet counts, as a whole read has it.
    append(path, line(2).rstrip(b"\n"))
    assert lines.read(path, Parser()) == whole(path)
    assert len(whole(path)) == 3


def test_a_line_torn_by_a_crash_is_skipped_and_the_next_append_is_read(tmp_path: Path) -> None:
    path, lines = tmp_path / "audit.jsonl", AppendedLines()
    append(path, line(0) + line(1)[:9])  # the writer died mid-line
    assert lines.read(path, Parser()) == whole(path)
    append(path, b"\n" + line(2))  # the store starts its lines on a fresh one
    assert (
        lines.read(path, Parser())
        == whole(path)
        == [
            {"n": 0, "action": "learned"},
            {"n": 2, "action": "learned"},
        ]
    )


def test_a_file_replaced_or_shortened_is_parsed_again_from_the_start(tmp_path: Path) -> None:
    path, parse, lines = tmp_path / "audit.jsonl", Parser(), AppendedLines()
    append(path, line(0) + line(1) + line(2))
    assert len(lines.read(path, parse)) == 3
    replacement = tmp_path / "new.jsonl"
    append(replacement, line(7) + line(8) + line(9) + line(10))
    os.replace(replacement, path)  # another file at the path (a restored backup)
    assert lines.read(path, parse) == whole(path)
    assert [v["n"] for v in lines.read(path, parse)] == [7, 8, 9, 10]
    with open(path, "r+b") as handle:
        handle.truncate(len(line(7)))
    assert lines.read(path, parse) == whole(path) == [{"n": 7, "action": "learned"}]


def test_a_file_that_changed_before_where_it_was_read_is_parsed_again(tmp_path: Path) -> None:
    path, lines = tmp_path / "audit.jsonl", AppendedLines()
    append(path, line(0) + line(1))
    lines.read(path, Parser())
    with open(path, "r+b") as handle:  # same inode, same length, other first bytes
        handle.write(line(5)[: len(line(0))])
    assert lines.read(path, Parser()) == whole(path)
    assert lines.read(path, Parser())[0]["n"] == 5


def test_a_missing_file_has_no_lines(tmp_path: Path) -> None:
    lines = AppendedLines()
    assert lines.read(tmp_path / "audit.jsonl", Parser()) == []
    append(tmp_path / "audit.jsonl", line(0))
    assert lines.read(tmp_path / "audit.jsonl", Parser()) == [{"n": 0, "action": "learned"}]
    (tmp_path / "audit.jsonl").unlink()
    assert lines.read(tmp_path / "audit.jsonl", Parser()) == []


def test_any_sequence_of_appends_and_partial_writes_reads_as_the_whole_file(
    tmp_path: Path,
) -> None:
    rng = random.Random(13)
    for trial in range(40):
        path, lines = tmp_path / f"audit-{trial}.jsonl", AppendedLines(max_files=2)
        pending = b""
        for n in range(rng.randrange(1, 30)):
            pending += line(n, rng.choice(["learned", "中文", "x" * rng.randrange(40)]))
            if rng.random() < 0.2:
                pending += b"{torn\n"  # a torn line that a later append closed
            cut = rng.randrange(len(pending) + 1)
            append(path, pending[:cut])
            pending = pending[cut:]
            assert lines.read(path, Parser()) == whole(path), trial
        append(path, pending)
        assert lines.read(path, Parser()) == whole(path), trial
