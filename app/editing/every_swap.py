"""A swap of every occurrence asked beside a rewrite ("change every 'we' to 'us lot', make it
chattier", 把所有的我们都换成咱们，口语一点) goes to the model, which may change three of four and
leave the last. Every means every: an occurrence left where the model kept the writer's words
as they were is changed as the word rule would change it, and the writer is told; one inside
words the model wrote itself is named, not touched — never a silent partial."""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from app.domain.diff import diff_text
from app.domain.paragraph_places import Place, places
from app.domain.text import counts_characters, split_paragraphs
from app.editing.addresses import address_spans
from app.editing.rule_terms import clean, is_chinese
from app.editing.rule_words import AskedWords, asked_words, literal_swap
from app.editing.scope import Scope

# A clause asking for every occurrence, not one: "every", "all", 所有, 全部, 都…
_EVERY = re.compile(
    r"\b(?:every|all|each|everywhere|throughout)\b|所有|全部|统统|一律|全文|全篇|都", re.IGNORECASE
)
# Where one ask of a compound suggestion ends and the next begins.
_CLAUSE_BREAK = re.compile(r"[，,；;。！!？?\n]|\s+and\s+|\s+then\s+|然后|并且")


def every_swap(suggestions: Sequence[str]) -> AskedWords | None:
    """The swap of every occurrence of a literal word one clause of the suggestions asks for
    (of the body, with words to write — not a removal), or None."""
    for suggestion in suggestions:
        for part in _CLAUSE_BREAK.split(suggestion):
            clause = clean(part.strip())
            if not clause or not _EVERY.search(clause):
                continue
            asked = asked_words(clause, is_chinese(clause))
            if asked is not None and asked.new.strip() and asked.old != asked.new:
                return asked
    return None


@dataclass(frozen=True)
class Finished:
    """The revised text with the occurrences the model left in the writer's words swapped, and
    what the writer is told (a line each: those swapped here, those left in the model's words)."""

    title: str
    body: str
    lines: list[str]


def finished_swaps(
    suggestions: Sequence[str],
    original: tuple[str, str],
    revised: tuple[str, str],
    scope: Scope | None,
) -> Finished:
    """`revised` with every occurrence of an "every X to Y" swap done (see the module)."""
    title, body = revised
    asked = every_swap(suggestions)
    if asked is None or scope is None or scope.paragraphs or scope.translate or scope.reshape:
        return Finished(title, body, [])  # a selection, or "in paragraph 2, change every …"
    pattern, swap = literal_swap(asked.old, asked.new)
    if pattern.search(asked.new) or not pattern.search(original[1]):
        return Finished(title, body, [])  # Y holds X ("we" → "we all"): no telling them apart
    body, done, left = _finished(original[1], body, pattern, swap)
    if asked.where.title and title == original[0] and pattern.search(title):
        title = "".join(swap(piece) if kept else piece for piece, kept in _split(title, pattern))
        done = [*done, "title"]
    zh = counts_characters(original[0] + " " + original[1])  # the article's language
    lines = []
    if done:
        lines.append(_finished_line(asked, done, zh))
    if left:
        lines.append(_left_line(asked, left, zh))
    return Finished(title, body, lines)


def _finished(
    original: str, revised: str, pattern: re.Pattern[str], swap: Callable[[str], str]
) -> tuple[str, list[Place], list[Place]]:
    """`revised` with the occurrences inside text kept from `original` swapped; the places of
    those swapped, and of those left inside the model's own words."""
    kept = _kept_spans(original, revised)
    addresses = address_spans(revised)
    where = _places_at(revised)
    out: list[str] = []
    done: list[Place] = []
    left: list[Place] = []
    at = 0
    for match in pattern.finditer(revised):
        start, end = match.span()
        if any(s < end and start < e for s, e in addresses):
            continue  # a link or an address stays as written, as the word rule leaves it
        if any(s <= start and end <= e for s, e in kept):
            out += [revised[at:start], swap(match[0])]
            at = end
            done.append(where(start))
        else:
            left.append(where(start))
    out.append(revised[at:])
    return "".join(out), done, left


def _kept_spans(original: str, revised: str) -> list[tuple[int, int]]:
    """Where `revised` holds the original's text as it was (the diff's equal runs)."""
    spans = []
    at = 0
    for hunk in diff_text(original, revised):
        if hunk.op == "delete":
            continue
        if hunk.op == "equal":
            spans.append((at, at + len(hunk.text)))
        at += len(hunk.text)
    return spans


def _split(text: str, pattern: re.Pattern[str]) -> list[tuple[str, bool]]:
    """`text` cut into (piece, is an occurrence)."""
    parts, at = [], 0
    for match in pattern.finditer(text):
        parts += [(text[at : match.start()], False), (match[0], True)]
        at = match.end()
    return [*parts, (text[at:], False)]


_BREAK = re.compile(r"\n[ \t\u3000]*\n\s*")


def _places_at(body: str) -> Callable[[int], Place]:
    """The place (as the writer counts paragraphs) of each position of `body`."""
    blank = _BREAK.search(body.strip()) is not None
    lead = len(body) - len(body.lstrip())
    breaks = [
        lead + m.end() for m in (_BREAK if blank else re.compile(r"\n\s*")).finditer(body.strip())
    ]
    named = places(split_paragraphs(body))

    def place(at: int) -> Place:
        index = bisect.bisect_right(breaks, at)
        return named[min(index, len(named) - 1)] if named else 1

    return place


def _where(found: list[Place], zh: bool) -> str:
    """ "paragraph 3", "paragraphs 1, 3", "the title" — 第3段, 第1、3段, 标题."""
    numbers = sorted({p for p in found if isinstance(p, int)})
    headings = list(dict.fromkeys(p for p in found if isinstance(p, str) and p != "title"))
    parts = []
    if "title" in found:
        parts.append("标题" if zh else "the title")
    if numbers:
        listed = ("、" if zh else ", ").join(map(str, numbers))
        parts.append(
            f"第{listed}段" if zh else f"paragraph{'s' if len(numbers) > 1 else ''} {listed}"
        )
    parts += [f"小标题“{h}”" if zh else f"the heading “{h}”" for h in headings]
    return ("、" if zh else ", ").join(parts)


def _finished_line(asked: AskedWords, done: list[Place], zh: bool) -> str:
    count = len(done)
    if zh:
        return (
            f"模型漏改了{count}处“{asked.old}”（{_where(done, zh)}），"
            f"已按你的要求改成“{asked.new}”。"
        )
    them = "it" if count == 1 else "them"
    return (
        f"The model left {count} “{asked.old}” unchanged ({_where(done, zh)}); changed {them} "
        f"to “{asked.new}” as you asked."
    )


def _left_line(asked: AskedWords, left: list[Place], zh: bool) -> str:
    count = len(left)
    if zh:
        return (
            f"还有{count}处“{asked.old}”没改（{_where(left, zh)}，在模型改写的文字里），"
            f"如果要全部改成“{asked.new}”，请再说一次。"
        )
    them = "it" if count == 1 else "them"
    return (
        f"Still there: {count} “{asked.old}” in words the model wrote ({_where(left, zh)}); "
        f"ask again to change {them} to “{asked.new}” too."
    )
