"""What the writer is told when a rewrite turned a negation of theirs into its opposite (a
"not", "nobody", 不, 没有, 无, 禁止 dropped while what it denied stays) — in the article's
language, the negations quoted as written; facts.py and meaning_kept.py refuse with these."""

from __future__ import annotations

from collections.abc import Sequence

from app.domain.text import counts_characters


def _quoted(words: Sequence[str], chinese: bool) -> str:
    return ("、" if chinese else ", ").join(f"“{w}”" for w in words[:4])


def flipped_reason(turned: Sequence[str], before: str, *, shortening: bool = False) -> str:
    """A paragraph's negations `turned` into their opposite (while shortening, `shortening`)."""
    if counts_characters(before):
        while_ = "在缩短时" if shortening else ""
        return (
            f"模型{while_}把你写的{_quoted(turned, True)}改成了相反的意思，"
            "而修改建议并没有这样要求，文章说的就不是你写的了，所以没有保存。请按“重试”。"
        )
    while_ = " while shortening" if shortening else ""
    return (
        f"The model turned a {_quoted(turned, False)} of yours into its opposite{while_}, so the "
        "article would say something you did not write. Nothing was saved — press Retry."
    )


def flipped_title_reason(turned: Sequence[str], old: str, new: str) -> str:
    """The title's negations `turned` into their opposite (`old` → `new`)."""
    if counts_characters(old):
        return (
            f"模型把你标题里的{_quoted(turned, True)}改成了相反的意思（“{old}” → “{new}”），"
            "标题说的就不是你写的了，所以没有保存。请按“重试”。"
        )
    return (
        f"The model turned a {_quoted(turned, False)} of your title into its opposite (“{old}” → "
        f"“{new}”), so it would say something you did not write. Nothing was saved — press Retry."
    )
