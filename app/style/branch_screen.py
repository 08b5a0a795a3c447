"""A search with a large alternation run on only the branches that could match the text.

The largest style patterns are alternations of hundreds of phrases (1–14 KB of source). A
message holding the literal of one branch passes prefilter.py's look, and the regex engine
then tries every branch at every position: 250–900 µs for a 35-character message in each of
the four largest. Each top-level branch's own required literals (read by prefilter.py in
the pass it makes over the whole pattern) tell whether that branch could match anywhere in a
text. When a few could, each is searched alone (compiled once, at its first use) and the
answer is the alternation's: the leftmost match, and of the branches matching there the first
— a branch's own leftmost match is where it first matches in the whole too, and the branches
that cannot match in the text are no alternative there. A pattern without groups only (the
match of a branch alone then holds what the whole's would), and only for `search`, which is
what the rules ask most; every other call runs the whole pattern when a branch could match.

A pattern is split only where that is sure: its source split at each `|` outside groups,
classes and escapes into as many parts as Python's parser found top-level branches, and no
back reference, conditional, comment, global inline flag or verbose mode, which a part read
alone could read otherwise. Any other pattern is run whole.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

# Split only patterns this large: the smaller ones cost a few µs.
_SPLIT_FROM_CHARS = 1000
_SPLIT_FROM_BRANCHES = 16
# Search at most this many branches one by one; when more could match, the whole pattern.
_APART_AT_MOST = 8
_READ_APART = re.compile(r"\\[1-9]|\(\?P=|\(\?\(|\(\?#|^\(\?[aiLmsux]+\)")

Needs = list[frozenset[str] | None]


def top_branches(source: str) -> list[str] | None:
    """`source` split at its top-level `|` (None when its parentheses or classes do not
    close: not a source read right)."""
    parts: list[str] = []
    depth, start, at, in_class = 0, 0, 0, False
    while at < len(source):
        char = source[at]
        if char == "\\":
            at += 2
            continue
        if in_class:
            in_class = char != "]"
        elif char == "[":
            in_class = True
            # "[]…]" and "[^]…]": the first "]" is a member, not the end
            after = at + 1 + (source[at + 1 : at + 2] == "^")
            if source[after : after + 1] == "]":
                at = after
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth < 0:
                return None
        elif char == "|" and depth == 0:
            parts.append(source[start:at])
            start = at + 1
        at += 1
    if depth or in_class:
        return None
    parts.append(source[start:])
    return parts


def worth_splitting(pattern: re.Pattern[str]) -> bool:
    """Whether a pattern is large enough to split, and holds nothing a part could read
    apart (nor groups a branch's match would number otherwise)."""
    return (
        len(pattern.pattern) >= _SPLIT_FROM_CHARS
        and pattern.groups == 0
        and not pattern.flags & re.VERBOSE
        and not _READ_APART.search(pattern.pattern)
    )


class Branches:
    """A pattern's top-level branches, each with the literals one of which it needs."""

    def __init__(
        self, pattern: re.Pattern[str], parts: list[str], needs: Needs, key: Callable[[str], str]
    ) -> None:
        self._pattern = pattern
        self._parts = parts
        self._always = frozenset(i for i, need in enumerate(needs) if need is None)
        owners: dict[str, set[int]] = {}
        for index, need in enumerate(needs):
            for literal in need or ():
                owners.setdefault(literal, set()).add(index)
        by_key: dict[str, list[tuple[str, frozenset[int]]]] = {}
        for literal, indices in owners.items():
            by_key.setdefault(key(literal), []).append((literal, frozenset(indices)))
        self._by_key = {k: tuple(v) for k, v in by_key.items()}
        self._keys = frozenset(by_key)
        self._compiled: dict[int, re.Pattern[str]] = {}

    def possible(self, folded: str, keys: frozenset[str]) -> set[int]:
        """The branches that could match the text (`folded`, as prefilter folds it, and its
        `keys`)."""
        found = set(self._always)
        by_key = self._by_key
        for key in self._keys & keys:
            for literal, owners in by_key[key]:
                if literal in folded:
                    found |= owners
        return found

    def search(
        self, possible: set[int], string: str, *args: Any, **kwargs: Any
    ) -> re.Match[str] | None:
        """The whole pattern's search, given the branches that could match `string`."""
        if len(possible) > _APART_AT_MOST:
            return self._pattern.search(string, *args, **kwargs)
        first: re.Match[str] | None = None
        for index in sorted(possible):  # the first branch wins a tie
            found = self._branch(index).search(string, *args, **kwargs)
            if found is not None and (first is None or found.start() < first.start()):
                first = found
        return first

    def _branch(self, index: int) -> re.Pattern[str]:
        compiled = self._compiled.get(index)
        if compiled is None:
            compiled = self._compiled[index] = re.compile(self._parts[index], self._pattern.flags)
        return compiled


def branches(pattern: re.Pattern[str], needs: Needs, key: Callable[[str], str]) -> Branches | None:
    """`pattern`'s branches, when its source splits into the branches the parser read (see
    above); else None. `needs`: the literals each needs; `key`: a literal's filing key."""
    parts = top_branches(pattern.pattern)
    if parts is None or len(parts) < _SPLIT_FROM_BRANCHES or len(parts) != len(needs):
        return None
    return Branches(pattern, parts, needs, key)
