"""A selection made on one version of the article, placed on a later version: a Retry of a
limited suggestion the article moved on from is limited to the same words where they are
now, or refused when they can no longer be found (never widened to the whole article)."""

from __future__ import annotations

from app.domain.bounded_diff import SequenceMatcher
from app.domain.errors import InvalidInput
from app.domain.models import ChatMessage
from app.editing.answers import Turn
from app.editing.articles import Articles
from app.editing.rule_terms import is_chinese


def _occurrences(text: str, part: str) -> list[int]:
    found: list[int] = []
    at = text.find(part)
    while at != -1:
        found.append(at)
        at = text.find(part, at + 1)
    return found


def _mapped_start(old: str, new: str, start: int) -> int | None:
    """Where offset `start` of `old` sits in `new`, through the lines both keep unchanged."""
    old_lines = old.splitlines(keepends=True)
    new_lines = new.splitlines(keepends=True)
    matcher = SequenceMatcher(None, old_lines, new_lines, autojunk=False)
    old_at = [0]
    for line in old_lines:
        old_at.append(old_at[-1] + len(line))
    new_at = [0]
    for line in new_lines:
        new_at.append(new_at[-1] + len(line))
    for tag, i1, i2, j1, _j2 in matcher.get_opcodes():
        if tag == "equal" and old_at[i1] <= start < old_at[i2]:
            return new_at[j1] + (start - old_at[i1])
    return None


def selection_now(old: str, new: str, span: tuple[int, int]) -> tuple[int, int] | None:
    """`span` (code points of `old`) placed on `new`: the same words where the unchanged
    lines around them moved, else their one occurrence in `new`, else the occurrence nearest
    their old place when they appear several times; None when the words are gone."""
    start, end = span
    words = old[start:end]
    if not words.strip() or not 0 <= start < end <= len(old):
        return None
    mapped = _mapped_start(old, new, start)
    if mapped is not None and new[mapped : mapped + len(words)] == words:
        return mapped, mapped + len(words)
    found = _occurrences(new, words)
    if not found:
        return None
    guess = mapped if mapped is not None else start
    best = min(found, key=lambda at: abs(at - guess))
    return best, best + len(words)


def selection_gone(message: str, words: str) -> str:
    """Why a limited suggestion is not retried: the words it was limited to are gone."""
    if is_chinese(message) or is_chinese(words):
        return (
            "这条建议只针对你选中的文字，但那段文字已经被改掉，找不到了，所以没有重试，"
            "文章没有改动。请重新选中要改的文字再发送。"
        )
    return (
        "This suggestion was limited to the text you selected, but that text has since "
        "changed and can no longer be found, so it was not retried and the article is "
        "unchanged. Select the text again and send."
    )


async def retry_selection(
    articles: Articles, content_id: str, asked: ChatMessage
) -> tuple[int, int] | None:
    """The selection a Retry of `asked` (a limited message the article moved on from) is
    sent with, on the article as it is now; InvalidInput when its words are gone."""
    if asked.selection is None:
        return None
    snapshot = await articles.snapshot(content_id)
    then = await articles.content_at(snapshot.content, asked.version)
    placed = selection_now(then.body, snapshot.content.body, asked.selection)
    if placed is None:
        start, end = asked.selection
        raise InvalidInput(selection_gone(asked.content, then.body[start:end]))
    return placed


def noted_scope(turn: Turn) -> tuple[int, int] | None:
    """The span an "apply" of noted suggestions is limited to: the one selection every
    noted suggestion since the last revision was limited to, on this version (None when
    any was unlimited, or they were limited to different text)."""
    spans = set()
    for node in turn.tree.ancestors(turn.user_message.parent_id):
        if node.revision_id:
            break
        if node.role == "user" and node.deferred:
            if node.selection is None or node.version != turn.content.version:
                return None
            spans.add(tuple(node.selection))
    if len(spans) != 1:
        return None
    start, end = spans.pop()
    return start, end
