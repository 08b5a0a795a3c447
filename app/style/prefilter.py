"""A cheap look for words a pattern cannot match without, before the pattern itself.

The style rules run hundreds of large case-insensitive patterns over every message the learner
reads; most messages hold none of the words a given pattern is about, and the regex engine
still tries every alternative at every position (a 33-character message cost 50–300 µs in
each of the largest). `screened(pattern)` reads the pattern once and finds a set of literal
strings of which every match must contain one (`required`); the pattern then runs only on a
text that holds one of them, looked for with `in` on the text folded to lower case. A text
holding none cannot match, and gets the answer no match gives (None, [], the text itself).

Sound by construction, not by tuning: a literal is kept only where the pattern must match it
(a part repeated at least once, every branch of an alternation, never inside a lookaround), of
characters whose case-insensitive matches all fold to the same character (ASCII, or
characters without case: CJK, digits, punctuation). `fold` maps the few characters that
match an ASCII letter without lower-casing to it (İ, ı, ſ, K). A pattern where no such set
is found (it can match the empty string, or only by classes like \\w+) is returned as it is.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator
from re import _constants as c  # type: ignore[attr-defined]
from re import _parser as sre_parse  # type: ignore[attr-defined]
from typing import Any

from app.style.branch_screen import Branches, Needs, branches, worth_splitting

# A branch with more exact strings than this is taken as "some text", not listed.
_EXACT_AT_MOST = 64
_REQUIRED_AT_MOST = 2000
# A pattern with at most this many required strings looks for each; one with more, first
# for the pairs of characters they are filed under (see `_key`).
_LOOK_EACH = 8
# Characters (not ASCII) that a case-insensitive ASCII letter matches and whose lower case
# is not that letter: İ lowers to two characters, ı and ſ to themselves.
_FOLD = str.maketrans({"İ": "i", "ı": "i", "ſ": "s"})


def fold(text: str) -> str:
    """`text` as the required literals are looked for in it: lower case, with the characters
    above put to the ASCII letters they match."""
    if text.isascii():
        return text.lower()
    return text.translate(_FOLD).lower()


def _plain(char: str) -> bool:
    """Whether a literal character's matches all fold as it does, with or without
    IGNORECASE: ASCII, or a character without case (它, ，). (Not Σ: it lowers to σ or ς
    by the letters around it.)"""
    if char.isascii():
        return True
    return char.lower() == char and char.upper() == char and char.casefold() == char


class _Info:
    """What a piece of a pattern matches: `exact`, every string it can match (None when too
    many or unknown); `required`, strings one of which every match contains (None: nothing
    known). Strings are folded."""

    __slots__ = ("exact", "required")

    def __init__(self, exact: set[str] | None, required: set[str] | None) -> None:
        self.exact = exact
        self.required = required


def _best(a: set[str] | None, b: set[str] | None) -> set[str] | None:
    """Of two requirements both true, the one more likely to rule a text out: the longer
    shortest string, then the fewer strings."""
    if a is None or "" in a:
        return None if b is None or "" in b else b
    if b is None or "" in b:
        return a
    key_a, key_b = (min(map(len, a)), -len(a)), (min(map(len, b)), -len(b))
    return a if key_a >= key_b else b


def _as_required(info: _Info) -> set[str] | None:
    exact = info.exact
    if exact is not None and exact and "" not in exact:
        return _best(set(exact), info.required)
    return info.required


def _concat(items: list[_Info]) -> _Info:
    """A sequence: exact strings multiplied out while they stay few; the requirement is the
    best of each run of exact parts and each part's own."""
    required: set[str] | None = None
    run: set[str] = {""}
    whole = True  # whether `run` is every string the sequence so far can match
    for item in items:
        required = _best(required, item.required)
        if item.exact is not None:
            product = {x + y for x in run for y in item.exact}
            if len(product) <= _EXACT_AT_MOST:
                run = product
                continue
        # The run ends here: one of its strings is in every match; a new run starts.
        required = _best(required, run)
        whole = False
        run = set(item.exact) if item.exact is not None else {""}
        if len(run) > _EXACT_AT_MOST:
            run = {""}
    required = _best(required, run)
    return _Info(run if whole else None, required)


def _union(branches: list[_Info]) -> _Info:
    exact: set[str] | None = set()
    required: set[str] | None = set()
    for branch in branches:
        if exact is not None and branch.exact is not None:
            exact |= branch.exact
        else:
            exact = None
        need = _as_required(branch)
        if need is None or required is None or "" in need:
            required = None
        else:
            required |= need
    if exact is not None and len(exact) > _EXACT_AT_MOST:
        exact = None
    if required is not None and len(required) > _REQUIRED_AT_MOST:
        required = None
    return _Info(exact, required)


_UNKNOWN = _Info(None, None)
_EMPTY = _Info({""}, None)


def _charset(items: Any) -> _Info:
    chars: set[str] = set()
    for op, av in items:
        if op is c.LITERAL and _plain(chr(av)):
            chars.add(fold(chr(av)))
        elif op is c.RANGE and av[1] - av[0] < 16:
            for code in range(av[0], av[1] + 1):
                if not _plain(chr(code)):
                    return _UNKNOWN
                chars.add(fold(chr(code)))
        else:  # a category, a negation, a wide range
            return _UNKNOWN
    return _Info(chars, None) if chars else _UNKNOWN


def _sequence(parsed: Any) -> _Info:
    return _concat([_node(op, av) for op, av in parsed])


def _node(op: Any, av: Any) -> _Info:
    if op is c.LITERAL:
        char = chr(av)
        return _Info({fold(char)}, None) if _plain(char) else _UNKNOWN
    if op is c.IN:
        return _charset(av)
    if op is c.AT or op is c.ASSERT or op is c.ASSERT_NOT:
        return _EMPTY  # zero width: the match's text runs on across it
    if op is c.SUBPATTERN:  # (group, flags added, flags taken off, body): case is folded
        return _sequence(av[3])
    if op is c.ATOMIC_GROUP:
        return _sequence(av)
    if op is c.BRANCH:
        return _union([_sequence(branch) for branch in av[1]])
    if op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT):
        low, high, body = av
        inner = _sequence(body)
        if low == 0:
            return _EMPTY if high == 0 else _Info(None, None)
        if low == high and low <= 4 and inner.exact is not None:
            return _concat([inner] * low)
        # At least one copy of the body: its requirement holds, its exact strings do not.
        return _Info(None, _as_required(inner))
    return _UNKNOWN  # any character, a back reference, a conditional, NOT_LITERAL…


def required(pattern: re.Pattern[str]) -> frozenset[str] | None:
    """Folded strings one of which every match of `pattern` contains, or None when none are
    known (or the pattern can match the empty string)."""
    return _requirements(pattern)[0]


def _requirements(pattern: re.Pattern[str]) -> tuple[frozenset[str] | None, Needs | None]:
    """`required(pattern)`, and for a large pattern worth splitting (branch_screen.py) what
    each of its top-level branches requires, read in the same pass (None: not read)."""
    if not isinstance(pattern.pattern, str) or pattern.flags & re.LOCALE:
        return None, None
    parsed = sre_parse.parse(pattern.pattern, pattern.flags)
    branch_needs: Needs | None = None
    if len(parsed) == 1 and parsed[0][0] is c.BRANCH and worth_splitting(pattern):
        infos = [_sequence(branch) for branch in parsed[0][1][1]]
        branch_needs = [_needed(info) for info in infos]
        whole = _concat([_union(infos)])  # what _sequence(parsed) reads, from the same parts
    else:
        whole = _sequence(parsed)
    need = _needed(whole)
    if need is None:
        return None, branch_needs
    # A string holding another required string adds nothing to the look.
    sizes = sorted({len(s) for s in need})
    return frozenset(s for s in need if not _holds_another(s, need, sizes)), branch_needs


def _needed(info: _Info) -> frozenset[str] | None:
    need = _as_required(info)
    return None if not need or "" in need else frozenset(need)


def _holds_another(text: str, strings: frozenset[str], sizes: list[int]) -> bool:
    """Whether `text` holds one of `strings` shorter than itself (`sizes`: their lengths, in
    order). Its substrings of those lengths are looked up, rather than each string looked
    for in it: a pattern can require 2,000 strings, and every process loads 300 patterns."""
    for size in sizes:
        if size >= len(text):
            return False
        if any(text[at : at + size] in strings for at in range(len(text) - size + 1)):
            return True
    return False


def _keys(text: str) -> frozenset[str]:
    """Every string of one or two characters in `text` (a folded text): a required string is
    in a text only if its `_key` is among them."""
    keys = {text[i : i + 2] for i in range(len(text) - 1)}
    keys.update(text)
    return frozenset(keys)


# English letters (and the space), most common first: a literal is filed under its pair of
# characters least likely in a message, so that few messages reach the look for it.
_COMMON = " etaoinsrhldcumfpgwybvkxjqz"


_COMMONNESS = {char: len(_COMMON) - at for at, char in enumerate(_COMMON)}


def _key(literal: str) -> str:
    """The pair of neighbouring characters (the character, for one) a literal is filed
    under: any pair of it would do, the rarest (the first of the rarest) is chosen."""
    if len(literal) < 2:
        return literal
    commonness = _COMMONNESS.get
    best, least = 0, commonness(literal[0], 0) + commonness(literal[1], 0)
    for at in range(1, len(literal) - 1):
        score = commonness(literal[at], 0) + commonness(literal[at + 1], 0)
        if score < least:
            best, least = at, score
    return literal[best : best + 2]


class _Look:
    """A text as the patterns' literals are looked for in it: folded, and (made when first
    needed: a long text looked at by few patterns would not repay them) its `_keys`."""

    __slots__ = ("text", "folded", "_keys")

    def __init__(self, text: str) -> None:
        self.text = text
        self.folded = fold(text)
        self._keys: frozenset[str] | None = None

    def keys(self) -> frozenset[str]:
        keys = self._keys
        if keys is None:
            keys = self._keys = _keys(self.folded)
        return keys


_last = _Look("")


# The looks at the last few short texts: the rules go back and forth between a message, its
# clauses and its rewordings (≈100 looks made a message when only the last was kept).
_recent: dict[str, _Look] = {}
_RECENT_AT_MOST = 32
_RECENT_TEXT_AT_MOST = 2000  # a longer text's pairs of characters are not kept beside it


def _look(text: str) -> _Look:
    """The look at `text`, remembered for the last texts: the rules run many patterns over
    one, often as copies of it (compared by value)."""
    global _last
    last = _last
    if last.text != text:
        last = _recent.get(text) or _Look(text)
        if len(text) <= _RECENT_TEXT_AT_MOST:
            if len(_recent) >= _RECENT_AT_MOST:
                _recent.clear()
            _recent[text] = last
        _last = last
    return last


class Screened:
    """A compiled pattern that first looks for its required literals; the same methods and
    attributes as `re.Pattern` (what the rules use of it)."""

    __slots__ = (
        "_pattern",
        "_required",
        "_by_key",
        "_keys",
        "_branch_needs",
        "_branches",
        "pattern",
        "flags",
        "groups",
        "groupindex",
    )

    def __init__(
        self,
        pattern: re.Pattern[str],
        needed: frozenset[str],
        branch_needs: Needs | None = None,
    ) -> None:
        self._pattern = pattern
        self._required = tuple(sorted(needed, key=len, reverse=True))
        # The required strings by their first one or two characters: a text holding none of
        # those pairs holds none of the strings (one set operation instead of a look for
        # each string), and one holding some is looked at for their strings only.
        by_key: dict[str, list[str]] = {}
        for literal in self._required:
            by_key.setdefault(_key(literal), []).append(literal)
        self._by_key = {key: tuple(literals) for key, literals in by_key.items()}
        self._keys = frozenset(by_key)
        self._branch_needs = branch_needs  # made into `_branches` at first use
        self._branches: Branches | None = None
        self.pattern = pattern.pattern
        self.flags = pattern.flags
        self.groups = pattern.groups
        self.groupindex = pattern.groupindex

    @property
    def required(self) -> tuple[str, ...]:
        return self._required

    def may_match(self, text: str) -> bool:
        """Whether `text` holds one of the required literals (if not, no match is in it)."""
        look = _last  # read once: another thread may look at another text meanwhile
        if look.text != text:
            look = _look(text)
        return self._may(look)

    def _look_for(self, text: str) -> tuple[_Look, Branches | None]:
        """The look at `text`, and this pattern's branches (made at first use) if split."""
        look = _last
        if look.text != text:
            look = _look(text)
        if self._branch_needs is not None:
            self._branches = branches(self._pattern, self._branch_needs, _key)
            self._branch_needs = None
        return look, self._branches

    def _for(self, text: str) -> re.Pattern[str] | None:
        """The pattern to run on `text`, or None when nothing in it can match."""
        look = _last
        if look.text != text:
            look = _look(text)
        return self._pattern if self._may(look) else None

    def _may(self, look: _Look) -> bool:
        # Plain loops: a generator's frame for each of the ≈650 looks a message gets costs
        # more than the look itself.
        folded = look.folded
        if len(self._required) <= _LOOK_EACH:
            for literal in self._required:  # noqa: SIM110 (no generator: see above)
                if literal in folded:
                    return True
            return False
        keys = look.keys()
        if self._keys.isdisjoint(keys):
            return False
        by_key = self._by_key
        for key in self._keys & keys:
            for literal in by_key[key]:
                if literal in folded:
                    return True
        return False

    def search(self, string: str, *args: Any, **kwargs: Any) -> re.Match[str] | None:
        look, split = self._look_for(string)
        if split is not None:  # a large alternation: the branches that could match, alone
            possible = split.possible(look.folded, look.keys())
            return split.search(possible, string, *args, **kwargs) if possible else None
        if not self._may(look):
            return None
        return self._pattern.search(string, *args, **kwargs)

    def match(self, string: str, *args: Any, **kwargs: Any) -> re.Match[str] | None:
        pattern = self._for(string)
        return None if pattern is None else pattern.match(string, *args, **kwargs)

    def fullmatch(self, string: str, *args: Any, **kwargs: Any) -> re.Match[str] | None:
        pattern = self._for(string)
        return None if pattern is None else pattern.fullmatch(string, *args, **kwargs)

    def finditer(self, string: str, *args: Any, **kwargs: Any) -> Iterator[re.Match[str]]:
        pattern = self._for(string)
        return iter(()) if pattern is None else pattern.finditer(string, *args, **kwargs)

    def findall(self, string: str, *args: Any, **kwargs: Any) -> list[Any]:
        pattern = self._for(string)
        return [] if pattern is None else pattern.findall(string, *args, **kwargs)

    def sub(self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0) -> str:
        pattern = self._for(string)
        return string if pattern is None else pattern.sub(repl, string, count)

    def subn(
        self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0
    ) -> tuple[str, int]:
        pattern = self._for(string)
        return (string, 0) if pattern is None else pattern.subn(repl, string, count)

    def split(self, string: str, maxsplit: int = 0) -> list[str | Any]:
        pattern = self._for(string)
        return [string] if pattern is None else pattern.split(string, maxsplit)

    def __repr__(self) -> str:
        return f"screened({self._pattern!r})"


def screened(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """`pattern`, looking first for the literals every match holds (the pattern itself when
    none are known). Typed as the pattern: it answers every call the same way."""
    needed, branch_needs = _requirements(pattern)
    if needed is None:
        return pattern
    return Screened(pattern, needed, branch_needs)  # type: ignore[return-value]


def screen_loaded(prefix: str = "app.style.") -> int:
    """Screen every compiled pattern that a loaded module under `prefix` holds by a name of
    its own (as `X = screened(X)` in each module would), wherever such a module holds it:
    one pattern imported into several modules becomes the same screened pattern in each.
    Patterns kept in lists, tuples or functions are left as they are. Returns how many
    patterns were screened."""
    done: dict[int, tuple[re.Pattern[str], re.Pattern[str]]] = {}
    for name, module in list(sys.modules.items()):
        if not name.startswith(prefix) or module is None:
            continue
        space = vars(module)
        for key, value in list(space.items()):
            if type(value) is not re.Pattern or not isinstance(value.pattern, str):
                continue
            if id(value) not in done:  # the pattern kept with it: its id is not reused
                done[id(value)] = (value, screened(value))
            space[key] = done[id(value)][1]
    return sum(new is not old for old, new in done.values())


_METHODS = ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split")


class Lazy:
    """`screened(re.compile(source, flags))`, made at its first use: the same answers, with
    the compiling and the reading of the pattern's literals left until a rule needs it (most
    of a process's ≈300 style patterns go unused by a start-up or one request). After the
    first use each method is the made pattern's own (kept on the instance), at no cost."""

    def __init__(self, source: str, flags: int) -> None:
        self.pattern = source
        self._flags = flags
        self._made: re.Pattern[str] | None = None

    def made(self) -> re.Pattern[str]:
        made = self._made
        if made is None:
            made = screened(re.compile(self.pattern, self._flags))
            for name in _METHODS:
                setattr(self, name, getattr(made, name))
            self._made = made
        return made

    def search(self, *args: Any, **kwargs: Any) -> Any:
        return self.made().search(*args, **kwargs)

    def match(self, *args: Any, **kwargs: Any) -> Any:
        return self.made().match(*args, **kwargs)

    def fullmatch(self, *args: Any, **kwargs: Any) -> Any:
        return self.made().fullmatch(*args, **kwargs)

    def finditer(self, *args: Any, **kwargs: Any) -> Any:
        return self.made().finditer(*args, **kwargs)

    def findall(self, *args: Any, **kwargs: Any) -> Any:
        return self.made().findall(*args, **kwargs)

    def sub(self, *args: Any, **kwargs: Any) -> Any:
        return self.made().sub(*args, **kwargs)

    def subn(self, *args: Any, **kwargs: Any) -> Any:
        return self.made().subn(*args, **kwargs)

    def split(self, *args: Any, **kwargs: Any) -> Any:
        return self.made().split(*args, **kwargs)

    def __getattr__(self, name: str) -> Any:  # flags, groups, groupindex, required, may_match…
        if name.startswith("__"):
            raise AttributeError(name)
        return getattr(self.made(), name)

    def __repr__(self) -> str:
        return repr(self.made())


def lazily_screened(source: str, flags: int = 0) -> re.Pattern[str]:
    """`screened(re.compile(source, flags))`, compiled and screened at its first use."""
    return Lazy(source, flags)  # type: ignore[return-value]
