"""The other reading of "paragraph 3" / 第三段 in an article with `## ` headings: counting the
headings among the paragraphs. Redline counts as the writer reads (app/domain/paragraph_places.py:
headings are not paragraphs) and tells the model so, but a model — or a writer — may still count
them. A reply that rewrote only the paragraph the other reading names is that edit, saved, and
the writer is told which paragraph it took, by its opening words, in the writer's count."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace
from typing import Protocol

from app.domain.models import WithheldChange
from app.domain.paragraph_places import counts_differ, writers_number
from app.domain.text import counts_characters
from app.editing.places import named_counting_headings, named_paragraphs
from app.editing.scope import Scope
from app.editing.units import split_paragraphs

Judged = tuple[str, str, str | None, list[WithheldChange]]


class _Request(Protocol):
    @property
    def title(self) -> str: ...
    @property
    def body(self) -> str: ...
    @property
    def suggestions(self) -> Sequence[str]: ...


async def counted_with_headings(
    scope: Scope, request: _Request, judge: Callable[..., Awaitable[Judged]]
) -> tuple[Scope, str, Judged] | None:
    """A reply whose every change was withheld, judged again with the paragraphs its
    suggestion names by number read counting the headings (`judge(scope=…)`): when that
    changes the article, the scope taken, the line telling the writer, and the judgement."""
    texts = split_paragraphs(request.body).texts
    other = counting_headings_scope(scope, request.suggestions, texts)
    if other is None:
        return None
    judged = await judge(scope=other)
    if (judged[0], judged[1]) == (request.title, request.body):
        return None
    chinese = counts_characters(request.body)
    return other, read_counting_headings(scope, other, texts, chinese=chinese), judged


_OPENING = 30


def counting_headings_scope(
    scope: Scope, suggestions: Sequence[str], texts: Sequence[str]
) -> Scope | None:
    """`scope` with each paragraph named by number read counting the headings, or None when
    no number reads otherwise so (no heading before it, no paragraph named by number)."""
    if scope.whole or not scope.paragraphs or not counts_differ(texts):
        return None
    paragraphs = set(scope.paragraphs)
    for suggestion in suggestions:
        ours = named_paragraphs(suggestion, len(texts), texts)
        theirs = named_counting_headings(suggestion, len(texts), texts)
        if not ours or not theirs or ours == theirs or not ours <= paragraphs:
            continue
        if any(writers_number(i, texts) is None for i in theirs):
            continue  # "paragraph 2" counting headings is a heading: no paragraph to rewrite
        paragraphs = (paragraphs - ours) | theirs
    if paragraphs == set(scope.paragraphs):
        return None
    return replace(scope, paragraphs=frozenset(paragraphs))


def read_counting_headings(
    scope: Scope, other: Scope, texts: Sequence[str], *, chinese: bool
) -> str:
    """The line telling the writer that the saved edit read their number counting the
    headings: which paragraph it took, and which one their count names."""
    took = sorted(other.paragraphs - scope.paragraphs)
    meant = sorted(scope.paragraphs - other.paragraphs)
    if not took or not meant:
        return ""
    took_words, meant_words = _opening(texts[took[0]]), _opening(texts[meant[0]])
    number = writers_number(took[0], texts)
    if chinese:
        return (
            f"模型把小标题也算作段落，改的是“{took_words}”这一段（不算小标题是第{number}段）。"
            f"如果你指的是“{meant_words}”那段，请说明后重试。"
        )
    return (
        f"The model counted the headings as paragraphs and rewrote the one beginning "
        f"“{took_words}” (paragraph {number} without the headings). If you meant the one "
        f"beginning “{meant_words}”, say so and press Retry."
    )


def _opening(text: str) -> str:
    words = " ".join(text.split())
    return words if len(words) <= _OPENING else words[:_OPENING].rstrip() + "…"
