"""The search/replace format: the model answers with blocks that each replace one passage.

Blocks are read in every dress models use (`<<<<<<< SEARCH`, `SEARCH>`, ORIGINAL/UPDATED,
inside their own fences, after a file-name line) and matched in tiers, as mature edit tools
do: exactly; ignoring whitespace (the article's indentation, hard breaks and blank lines are
carried into the replacement); ignoring typography (quotes, dashes, full/half-width
punctuation — the article's own kept); with `...` elision. A block that still does not fit
is reported with the closest lines, so the model can be asked again for that block alone.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from app.domain.bounded_diff import SequenceMatcher
from app.editing.align import is_placeholder
from app.editing.formats.block_dress import FENCE, underlines, with_markers, without_line_marks
from app.editing.formats.common import NO_CHANGE
from app.editing.formats.echoed import unechoed
from app.editing.formats.leaks import without_leaks
from app.editing.formats.unified_diff import is_diff, read_diff
from app.editing.formats.wraps import unwrapped_tokens, wrapped_search
from app.editing.units import normal

NAME = "blocks"

INSTRUCTIONS = f"""\
Output format: reply only with search/replace blocks, one block per change, and nothing else:
<<<<<<< SEARCH
exact text copied from the current body
=======
the text that replaces it
>>>>>>> REPLACE
- SEARCH copies the body exactly, character for character, with just enough surrounding \
text to match one place. Keep blocks small: the changed sentences and a little context.
- Blocks are applied in order; each replaces the first place after the previous block \
where its SEARCH text matches.
- Write REPLACE out in full — never "..." or "rest unchanged".
- To delete text, leave the part after ======= empty. To add text, SEARCH for the \
sentence next to where it goes and repeat that sentence in the replacement with the new text.
- To change the title, write one line outside the blocks: TITLE: the new title
- If the suggestion needs no change to the article, reply with the single word {NO_CHANGE}.
- If you cannot or should not make the change, or need to ask the writer something, reply \
with that in one or two plain sentences instead."""

REMINDER = f"Reply with search/replace blocks only (or {NO_CHANGE})."

_START = re.compile(r"^\s*<{5,9}\s*(?:SEARCH|ORIGINAL|FIND|OLD)\s*>?\s*$", re.IGNORECASE)
_DIVIDER = re.compile(r"^\s*={5,9}\s*$")
_END = re.compile(r"^\s*>{5,9}\s*(?:REPLACE|UPDATED|NEW|REPLACEMENT)\s*>?\s*$", re.IGNORECASE)
_TITLE_LINE = re.compile(r"^\s*(?:\*\*)?(?:new )?(?:TITLE|标题)(?:\*\*)?\s*[:：]\s*(.+?)\s*$", re.I)
_UNCHANGED = re.compile(
    r"^[(（]?(?:unchanged|no change|same|不变|保持不变|无变化|未修改)[)）]?[.。]?$", re.I
)
_ELLIPSIS_LINE = re.compile(r"^\s*(?:\.\.\.|…)\s*$")


@dataclass(frozen=True)
class Block:
    search: str
    replace: str


@dataclass(frozen=True)
class BlockReply:
    """The blocks of a reply, the title line if any, and the text outside the blocks."""

    blocks: list[Block]
    title: str | None
    outside: list[str]


@dataclass(frozen=True)
class Failure:
    """A block that did not fit: its number (1-based), why, and the closest article lines."""

    number: int
    block: Block
    why: str
    closest: str


def has_blocks(reply: str, article: str = "") -> bool:
    lines = with_markers(without_leaks(unechoed(reply, article), article), article).split("\n")
    starts = any(_START.match(line) for line in lines)
    return (starts and any(_DIVIDER.match(line) for line in lines)) or is_diff(lines, article)


def read_blocks(reply: str, article: str = "") -> BlockReply:
    """Every block in the reply, tolerating missing end markers, fences around blocks, and
    blocks indented as a whole (under a list item the model wrote)."""
    all_lines = with_markers(without_leaks(reply, article), article).split("\n")
    if not any(_START.match(line) for line in all_lines) and is_diff(all_lines, article):
        hunks, said = read_diff(all_lines, article)
        return BlockReply([Block(*hunk) for hunk in hunks], None, said)
    blocks: list[Block] = []
    title: str | None = None
    outside: list[str] = []
    state = "out"
    search: list[str] = []
    replace: list[str] = []
    indent = ""
    for line in all_lines:
        if state == "out":
            if _START.match(line):
                state, search = "search", []
                indent = line[: len(line) - len(line.lstrip())]
            elif match := _TITLE_LINE.match(line):
                if not _UNCHANGED.match(match[1].strip("*").strip()):
                    title = match[1].strip("*").strip()
            elif line.strip() and not FENCE.match(line):
                outside.append(line.strip())
        elif state == "search":
            if _DIVIDER.match(line) and not underlines(search, line, article):
                state, replace = "replace", []
            else:
                search.append(line)
        elif _END.match(line) or _START.match(line):
            blocks.append(_block(search, replace, indent))
            state, search = ("search", []) if _START.match(line) else ("out", [])
        else:
            replace.append(line)
    if state == "replace":
        blocks.append(_block(search, replace, indent))
    return BlockReply(blocks, title, outside)


def _block(search: list[str], replace: list[str], indent: str) -> Block:
    """A block read, without the indentation its start marker and every line of it share."""
    if indent and all(line.startswith(indent) for line in search + replace if line.strip()):
        search = [line[len(indent) :] for line in search]
        replace = [line[len(indent) :] for line in replace]
    return Block("\n".join(search), "\n".join(_unfenced(replace, search)))


def _unfenced(lines: list[str], search: list[str]) -> list[str]:
    """REPLACE lines without a fence closing the block itself — not the end of a code block
    of the article that the block edits (SEARCH ends on it too, or its fences pair up)."""
    ends_on_fence = bool(search) and bool(FENCE.match(search[-1]))
    while lines and FENCE.match(lines[-1]) and _fences(lines) % 2 and not ends_on_fence:
        lines = lines[:-1]
    return lines


def _fences(lines: Sequence[str]) -> int:
    return sum(1 for line in lines if FENCE.match(line))


def _without_fences(text: str) -> str:
    """The text without fence lines at its start and end (a block in its own fences)."""
    lines = text.split("\n")
    while lines and FENCE.match(lines[0]):
        lines = lines[1:]
    while lines and FENCE.match(lines[-1]):
        lines = lines[:-1]
    return "\n".join(lines)


def apply_blocks(body: str, blocks: Sequence[Block]) -> tuple[str, list[Failure]]:
    """The body with every block applied — or the body untouched and the blocks that failed
    (none is applied unless all fit)."""
    text = body
    cursor = 0
    failures: list[Failure] = []
    repeats = {b.search: sum(1 for other in blocks if other.search == b.search) for b in blocks}
    for number, block in enumerate(blocks, start=1):
        # A SEARCH the model repeats walks through its occurrences in order (as it was told);
        # one that appears once in the reply but several times in the article is ambiguous.
        if (
            block.search.strip()
            and repeats[block.search] == 1
            and body.count(block.search.strip("\n")) > 1
        ):
            why = "its SEARCH text occurs several times and it is unclear which one is meant"
            failures.append(Failure(number, block, why, ""))
            continue
        elided = len(_split_ellipsis(block.search)) > 1
        if not elided and any(is_placeholder(ln) for ln in block.replace.split("\n") if ln.strip()):
            failures.append(
                Failure(
                    number,
                    block,
                    "its replacement abbreviates text with a placeholder instead of writing it out",
                    "",
                )
            )
            continue
        if _divided(block, body):
            why = (
                "its replacement holds a second ======= line, as a merge conflict does, so it "
                "is unclear which text should replace the SEARCH text"
            )
            failures.append(Failure(number, block, why, ""))
            continue
        try:
            text, cursor = _apply_one(text, block, cursor)
        except _NoFit as error:
            failures.append(Failure(number, block, str(error), _closest(text, block.search)))
    if failures:
        return body, failures
    return text, []


def _divided(block: Block, body: str) -> bool:
    """Whether the block's new text holds a divider line the article does not: two versions
    of the text (a merge conflict), never one to save with the marker inside it."""
    return any(_DIVIDER.match(line) for line in block.replace.split("\n")) and not any(
        _DIVIDER.match(line) for line in body.split("\n")
    )


class _NoFit(Exception):
    pass


def _apply_one(text: str, block: Block, cursor: int) -> tuple[str, int]:
    search, replace = block.search, block.replace
    if not search.strip():
        raise _NoFit("its SEARCH part is empty")
    pieces = _elided(search, replace)
    if pieces is not None:
        for part_search, part_replace in pieces:
            text, cursor = _apply_one(text, Block(part_search, part_replace), cursor)
        return text, cursor
    for tier in _TIERS:
        found = tier(text, search, cursor)
        if found is None:
            continue
        start, end, exact = found
        if not exact:
            replace = _reindented(replace, search, text[text.rfind("\n", 0, start) + 1 : start])
        new = (
            _indented(text, start, replace) if exact else _project(text[start:end], search, replace)
        )
        if not exact and not new and not replace.strip():
            new = ""
        text = _splice(text, start, end, new)
        return text, start + len(new)
    inline = _inline_elided(text, search, replace, cursor)
    if inline is not None:
        return inline
    bare = _without_fences(search)
    if bare != search and bare.strip():  # the block wrapped in its own fences
        return _apply_one(text, Block(bare, _without_fences(replace)), cursor)
    unmarked = without_line_marks(search, replace)
    if unmarked is not None:  # "- old" / "+ new" diff marks, or "12: " line numbers
        return _apply_one(text, Block(*unmarked), cursor)
    raise _NoFit("its SEARCH text is not in the article")


def _indented(text: str, start: int, replace: str) -> str:
    """A replacement matched after its line's indentation gets that indentation on its
    other lines too (a nested list item, a poem line, the Chinese paragraph indent)."""
    line_start = text.rfind("\n", 0, start) + 1
    indent = text[line_start:start]
    if not indent or indent.strip() or "\n" not in replace:
        return replace
    first, *rest = replace.split("\n")
    return "\n".join(
        [
            first,
            *(indent + line if line.strip() and not line[:1].isspace() else line for line in rest),
        ]
    )


def _reindented(replace: str, search: str, article_indent: str) -> str:
    """REPLACE with the model's own indentation drift taken out: when SEARCH was indented
    more than the article's line ("  - Export…" for "- Export…"), REPLACE lines carrying that
    indentation get the article's instead (a SEARCH found mid-line: its line's indentation)."""
    first = next((line for line in search.split("\n") if line.strip()), "")
    drift = first[: len(first) - len(first.lstrip(" \t"))]
    article_indent = article_indent[: len(article_indent) - len(article_indent.lstrip(" \t"))]
    if not drift or drift == article_indent:
        return replace
    lines = replace.split("\n")
    if not all(line.startswith(drift) for line in lines if line.strip()):
        return replace
    out = [line[len(drift) :] if line.strip() else line for line in lines]
    out = [out[0], *(article_indent + line if line.strip() else line for line in out[1:])]
    return "\n".join(out)


def _elided(search: str, replace: str) -> list[tuple[str, str]] | None:
    """Pairs of pieces when SEARCH and REPLACE skip text with matching `...` lines."""
    s_parts = _split_ellipsis(search)
    if len(s_parts) == 1:
        return None
    r_parts = _split_ellipsis(replace)
    if len(r_parts) != len(s_parts):
        raise _NoFit("its SEARCH and REPLACE do not skip text with '...' in the same places")
    pairs = [(s, r) for s, r in zip(s_parts, r_parts, strict=True) if s.strip() or r.strip()]
    if any(not s.strip() for s, _ in pairs):
        raise _NoFit("a '...' in it leaves nothing to search for")
    return [(s, r) for s, r in pairs if s != r]


# "Back then Sam had two passions: ... who laughs at the jokes." — an elision inside a line.
_INLINE_ELLIPSIS = re.compile(r"\s*(?:\.\.\.|…+)\s*")


def _inline_elided(text: str, search: str, replace: str, cursor: int) -> tuple[str, int] | None:
    """A SEARCH that skips words with "..." inside a line, matched as its pieces with any
    text of the same paragraph between them — when it fits exactly one place. A REPLACE
    written out replaces the whole span; one with the same "..." keeps the skipped words."""
    marks = list(_INLINE_ELLIPSIS.finditer(search))
    if not marks:
        return None
    pieces = _INLINE_ELLIPSIS.split(search.strip())
    if any(len(piece.strip()) < 4 for piece in pieces):
        return None
    between = r"((?:(?!\n[ \t]*\n).)+?)"
    pattern = between.join(r"\s+".join(map(re.escape, p.split())) for p in pieces)
    found = list(re.finditer(pattern, text, re.DOTALL))
    if len(found) != 1:
        return None
    match = found[0]
    new = replace
    kept = _INLINE_ELLIPSIS.split(replace)
    if len(kept) == len(pieces) > 1:
        skipped = iter(match.groups())
        new = kept[0] + "".join(next(skipped) + part for part in kept[1:])
    return _splice(text, match.start(), match.end(), new), match.start() + len(new)


def _split_ellipsis(text: str) -> list[str]:
    parts: list[list[str]] = [[]]
    for line in text.split("\n"):
        if _ELLIPSIS_LINE.match(line):
            parts.append([])
        else:
            parts[-1].append(line)
    return ["\n".join(p) for p in parts]


# Tiers -----------------------------------------------------------------------------------

Found = tuple[int, int, bool] | None


def _exact(text: str, search: str, cursor: int) -> Found:
    for candidate in (search, search.strip("\n")):
        at = _find_in_order(text, candidate, cursor)
        if at is not None:
            return at, at + len(candidate), True
    return None


def _find_in_order(text: str, needle: str, cursor: int) -> int | None:
    """The first place after `cursor`; before it only when that place is the only one."""
    if not needle:
        return None
    at = text.find(needle, cursor)
    if at >= 0:
        return at
    if text.count(needle) == 1:
        return text.find(needle)
    if text.count(needle) > 1:
        raise _NoFit("its SEARCH text occurs several times and it is unclear which one is meant")
    return None


def _loose(fold: Callable[[str], str]) -> Callable[[str, str, int], Found]:
    def tier(text: str, search: str, cursor: int) -> Found:
        folded, positions = _folded(text, fold)
        needle = _folded(search, fold)[0].strip(" ")
        if not needle:
            return None
        start_cursor = next((i for i, p in enumerate(positions) if p >= cursor), len(folded))
        at = _find_in_order(folded, needle, start_cursor)
        if at is None:
            return None
        start = positions[at]
        end = positions[at + len(needle) - 1] + 1
        return start, end, False

    return tier


def _space_fold(char: str) -> str:
    return " " if char.isspace() else char


def _typography_fold(char: str) -> str:
    return " " if char.isspace() else normal(char) or char


def _folded(text: str, fold: Callable[[str], str]) -> tuple[str, list[int]]:
    """`text` folded char by char (whitespace runs become one space), and where each folded
    character came from."""
    chars: list[str] = []
    positions: list[int] = []
    index = 0
    while index < len(text):
        char = text[index]
        folded = fold(char)
        # a whitespace run is one space, and a dash run one dash (-- and —— are one —)
        if folded in (" ", "-") and chars and chars[-1] == folded:
            index += 1
            continue
        for piece in folded:
            chars.append(piece)
            positions.append(index)
        index += 1
    return "".join(chars), positions


def _no_space(text: str, search: str, cursor: int) -> Found:
    """Whitespace ignored entirely (models drop the line breaks between CJK sentences)."""
    return _loose(lambda c: "" if c.isspace() else normal(c) or c)(text, search, cursor)


_TIERS: list[Callable[[str, str, int], Found]] = [
    _exact,
    _loose(_space_fold),
    _loose(_typography_fold),
    _no_space,
]


def _project(span: str, search: str, replace: str) -> str:
    """The model's edit (search → replace) carried onto the article's own text, word by
    word: what the model kept keeps the article's bytes (indentation, hard breaks, blank
    lines, quotes, dashes); only what it changed takes its words."""
    # trailing spaces the model left on its SEARCH lines it leaves on its REPLACE lines too
    trimmed = replace.rstrip(" \t") if search.endswith((" ", "\t")) else replace
    a_tokens, s_tokens, r_tokens = _tokens(span), _tokens(search.strip()), _tokens(trimmed)
    lead = span[: len(span) - len(span.lstrip())]
    if a_tokens and a_tokens[0].isspace():
        a_tokens = a_tokens[1:]
    if [_fold(t) for t in a_tokens] != [_fold(t) for t in s_tokens]:
        return replace
    if wrapped_search(a_tokens, s_tokens):
        r_tokens = unwrapped_tokens(r_tokens)
    matcher = SequenceMatcher(
        None, [_fold(t) for t in s_tokens], [_fold(t) for t in r_tokens], autojunk=False
    )
    out: list[str] = []
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            out.extend(a_tokens[i1:i2])
        elif op in ("replace", "insert"):
            out.extend(r_tokens[j1:j2])
    result = "".join(out)
    return lead + result if lead and not result[:1].isspace() else result


_TOKEN = re.compile(r"\s+|[A-Za-z0-9\u00c0-\u024f]+|[-—]{2,}|.", re.DOTALL)


def _tokens(text: str) -> list[str]:
    return _TOKEN.findall(text)


def _fold(token: str) -> str:
    return " " if token.isspace() else (normal(token) or token)


def _splice(text: str, start: int, end: int, replacement: str) -> str:
    before, after = text[:start], text[end:]
    if replacement:
        return before + replacement + after
    # A deleted paragraph must not leave its blank lines behind: keep one gap, not two.
    if not before.strip():
        return after.lstrip()
    if not after.strip():
        return before.rstrip()
    gap_before = before[len(before.rstrip()) :]
    gap_after = after[: len(after) - len(after.lstrip())]
    if "\n" in gap_before and "\n" in gap_after:
        gap = max(gap_before, gap_after, key=lambda g: g.count("\n"))
        return before.rstrip() + gap + after.lstrip()
    return before + after


def _closest(text: str, search: str) -> str:
    """The article lines most like the SEARCH text, to show the model what is really there."""
    lines = text.split("\n")
    size = max(1, len([line for line in search.split("\n") if line.strip()]))
    best, best_score = "", 0.0
    target = normal(search)
    for start in range(len(lines)):
        window = "\n".join(lines[start : start + size])
        if not window.strip():
            continue
        score = SequenceMatcher(None, normal(window), target, autojunk=False).ratio()
        if score > best_score:
            best, best_score = window, score
    return best if best_score >= 0.3 else ""


def retry_message(failures: Sequence[Failure]) -> str:
    """What the model is told when some blocks did not fit: which, why, and what is there."""
    parts = ["None of your edit blocks were applied, because these did not fit the article:"]
    for failure in failures:
        parts.append(f"\nBlock {failure.number}: {failure.why}.")
        if failure.closest:
            parts.append(f"The closest text in the article is:\n```\n{failure.closest}\n```")
    parts.append(
        "\nReply with corrected search/replace blocks for these blocks only, copying SEARCH "
        "exactly from the article. The other blocks will be applied as you sent them."
    )
    return "\n".join(parts)
