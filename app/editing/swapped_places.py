"""Two figures swapped between their places inside the asked paragraph: "we mended 41 of the 57
items" made "we mended 57 of the 41 items", 报名86户，到场73户 made 报名73户，到场86户, a
timetable's "| 8.30 am | Wave 1 starts |" and "| 8.45 am | Wave 2 starts |" made Wave 2 start
at 8.30. Every figure is still written once, so the checks that read which figures were lost
or brought in see nothing, and traded_figures.py, which reads the words of a figure's whole
clause, sees the same clause around both; yet the article now says another thing.

So each figure written once on both sides is read with what stands right beside it: the two
words (or, in Chinese, the two characters) on each side on its own line — or, in a table row,
the row's other cells. Two figures each now standing where the other stood — beside the
other's words on a side where the two differed, and beside its own on none — were swapped.

Left alone: a list's item numbers (a list reordered keeps its numbers in place), a figure
written more than once, a swap the writer asked for ("swap", "the wrong way round", 对调,
弄反了) or one whose figures the suggestion names, and a translation."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from app.domain.bounded_diff import SequenceMatcher
from app.domain.text import counts_characters
from app.editing.elided import Refused
from app.editing.left_out import paired
from app.editing.scope import Scope

# A figure in digits: a count, a price, a decimal or a clock time whole (8.30, 12:00, 2,380).
_FIGURE = re.compile(r"(?<![A-Za-z0-9_.:,/-])\d+(?:[.:,]\d+)*(?![A-Za-z0-9_]|[.:,/-]\d)")
# A list item's number at the start of its line ("2. Hand your plants in", 3、…).
_ITEM = re.compile(r"^[ \t]*(?:[-*+][ \t]+)?\d{1,3}[.、)）](?=[ \t]*\S)", re.MULTILINE)
_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)
_HAN = re.compile(r"[\u4e00-\u9fff]")
_MARKUP = re.compile(r"[*_`~]+")
_REACH = 2
# The writer asking for figures to trade places.
_ASKS_SWAP = re.compile(
    r"\b(?:swap\w*|switch\w*|exchang\w*|revers\w*|transpos\w*|wrong\s+way\s+round"
    r"|other\s+way\s+round|mixed\s+up|flip\w*)\b"
    r"|对调|互换|调换|交换|换一下位置|弄反|搞反|写反|反了|颠倒|倒过来",
    re.IGNORECASE,
)
_LONGEST = 4000


@dataclass(frozen=True)
class _Row:
    """A figure's place in a table row: the row's other cells, and its own cell with its
    figures masked."""

    others: str
    own: str


Context = tuple[tuple[str, ...], tuple[str, ...]] | _Row


def _tokens(text: str) -> list[str]:
    """Words, lower-cased, and each Chinese character on its own."""
    out: list[str] = []
    for word in _WORD.findall(text.lower()):
        out.extend(list(word) if _HAN.match(word) else [word])
    return out


def _cells(line: str) -> list[tuple[int, str]]:
    """A table row's cells, each with where it ends in the line, markup taken off."""
    out: list[tuple[int, str]] = []
    start = 0
    for piece in line.split("|"):
        start += len(piece) + 1
        out.append((start, _MARKUP.sub("", piece).strip()))
    return out


def _contexts(text: str) -> dict[str, Context]:
    """Each figure written once in `text`, with what stands beside it."""
    found: dict[str, list[Context]] = {}
    text = _ITEM.sub(lambda m: " " * len(m[0]), text)
    for line in text.split("\n"):
        row = line.strip().startswith("|") and line.strip().endswith("|")
        cells = _cells(line) if row else []
        for match in _FIGURE.finditer(line):
            figure = match[0]
            if row:
                at = next(i for i, (end, _) in enumerate(cells) if match.start() < end)
                others = [c for i, (_, c) in enumerate(cells) if i != at and c.strip("-: ")]
                context: Context = _Row(" | ".join(others), _FIGURE.sub("#", cells[at][1]))
            else:
                left = _tokens(line[: match.start()])[-_REACH:]
                right = _tokens(line[match.end() :])[:_REACH]
                context = (tuple(left), tuple(right))
            found.setdefault(figure, []).append(context)
    return {figure: places[0] for figure, places in found.items() if len(places) == 1}


def _alike(one: str, other: str) -> float:
    return SequenceMatcher(None, one, other, autojunk=False).ratio()


def _moved(was_one: Context, was_other: Context, now_one: Context) -> bool:
    """Whether a figure once at `was_one` now stands where the other figure stood."""
    if isinstance(was_one, tuple) and isinstance(was_other, tuple) and isinstance(now_one, tuple):
        differ = [s for s in range(2) if was_one[s] != was_other[s]]
        cross = any(now_one[s] and now_one[s] == was_other[s] for s in differ)
        own = any(now_one[s] and now_one[s] == was_one[s] for s in differ)
        return cross and not own
    if isinstance(was_one, _Row) and isinstance(was_other, _Row) and isinstance(now_one, _Row):
        # a row whose label was reworded as asked (枫林苑 → 枫林苑小区) is still that row
        return _alike(now_one.others, was_other.others) > _alike(now_one.others, was_one.others)
    return False


def _rewritten(was: Context, now: Context) -> bool:
    return isinstance(was, _Row) and isinstance(now, _Row) and was.own != now.own


def swapped_places(before: str, after: str) -> list[tuple[str, str]]:
    """The pairs of figures the rewritten paragraphs of `after` swapped between their places."""
    pairs: list[tuple[str, str]] = []
    for old, new in paired(before, after):
        if len(old) > _LONGEST or len(new) > _LONGEST:
            continue
        was, now = _contexts(old), _contexts(new)
        kept = sorted(set(was) & set(now), key=old.find)
        found: list[tuple[bool, tuple[str, str]]] = []
        for one, other in combinations(kept, 2):
            if was[one] == was[other] or type(was[one]) is not type(now[one]):
                continue
            if _moved(was[one], was[other], now[one]) and _moved(was[other], was[one], now[other]):
                found.append((_rewritten(was[one], now[one]), (one, other)))
        # figures whose own cell was reworded (a row's label renamed as asked) moved only as
        # the other figures of their rows did: named when no other pair is
        plain = [pair for reworded, pair in found if not reworded]
        pairs += plain or [pair for _, pair in found]
    return pairs


def check_swapped_places(before: str, after: str, suggestions: Sequence[str], scope: Scope) -> None:
    """Raises Refused when the rewrite swapped two figures between their places unasked."""
    asked = "\n".join(suggestions)
    if scope.translate or _ASKS_SWAP.search(asked):
        return
    pairs = [(a, b) for a, b in swapped_places(before, after) if a not in asked and b not in asked]
    if not pairs:
        return
    chinese = counts_characters(before)
    shown = figure_pairs(pairs, chinese=chinese)
    if chinese:
        raise Refused(
            f"模型把所改段落里的数字对调了位置（{shown}互换了），您并没有要求改，"
            "保存的话文章说的就不一样了。没有保存，请按“重试”。"
        )
    raise Refused(
        f"The model swapped figures between their places in the paragraph it rewrote ({shown} "
        "changed places), which the suggestion did not ask for, so the article would say "
        "something else. Nothing was saved — press Retry."
    )


def figure_pairs(pairs: Sequence[tuple[str, str]], *, chinese: bool) -> str:
    """Up to three pairs of figures, each quoted, as a refusal names them in the article's
    language: “41” and “57”, … / “86”和“73”，…"""
    if chinese:
        return "，".join(f"“{a}”和“{b}”" for a, b in pairs[:3])
    return ", ".join(f"“{a}” and “{b}”" for a, b in pairs[:3])
