"""A process started just as the server is killed ends with one line, not a traceback.

The style learner and the web workers are started the "spawn" way: a new Python reads what
to run from a pipe its parent writes right after starting it. A server killed in between
(`kill -9` during start-up) leaves the child reading an empty pipe, and the standard
library's start-up code prints an `EOFError` traceback into the server's log. The command
line the children are started with is wrapped here so that this one case says what
happened and exits; anything else is left to the standard code as it was.
"""

from __future__ import annotations

import multiprocessing.spawn
from collections.abc import Callable
from typing import Any

_STANDARD = "from multiprocessing.spawn import spawn_main; spawn_main(%s)"
_CALL = "spawn_main("
ORPHAN_LINE = "redline: the server stopped before this process had started; it exits too"


def _quiet(prog: str) -> str:
    """The child's program `prog` with the parent's vanishing said in one line."""
    call = prog[prog.index(_CALL) :]
    return (
        "import sys\n"
        "from multiprocessing.spawn import spawn_main\n"
        "try:\n"
        f"    {call}\n"
        "except EOFError:\n"  # only the reads of what the parent sends raise it here
        f"    sys.exit({ORPHAN_LINE!r})\n"
    )


def quiet_command_line(standard: Callable[..., list[Any]]) -> Callable[..., list[Any]]:
    """`multiprocessing.spawn.get_command_line` with its `-c` program wrapped; the standard
    line unchanged when it is not the form this knows (a frozen app, another Python)."""

    prefix = _STANDARD.split("%s", 1)[0]

    def ours(part: Any) -> bool:  # the executable may be bytes
        return isinstance(part, str) and part.startswith(prefix) and part.endswith(")")

    def command_line(**kwds: Any) -> list[Any]:
        return [_quiet(part) if ours(part) else part for part in standard(**kwds)]

    command_line.wrapped = standard  # type: ignore[attr-defined]
    return command_line


def install() -> None:
    """Wrap the spawn command line for every process this one starts (once)."""
    current = multiprocessing.spawn.get_command_line
    if not hasattr(current, "wrapped"):
        multiprocessing.spawn.get_command_line = quiet_command_line(current)
