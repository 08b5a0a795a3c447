"""A reply that writes the whole article twice, a draft and then the final version, labelled so
("**Draft:**" … "**Final version:**" …, 初稿／定稿): the final copy is the answer, the draft no
part of the article. So too a paragraph or sentence written twice under a draft label and then
a final one, which may close a remark of the model's ("Draft: … That's a little flat. Final
version: …", 初稿：… 定稿：…).

Since session 50 (fidelity_blind49 whole_article_repeated_twice), two unlabelled copies are
read too when the answer is unambiguous: the same article twice (bare, or each after the same
lead-in) is that article once, and the writer's article copied back unchanged and then a
revision is the revision. Two different revisions are left as they are — the judge refuses
them, since which one the model meant is not said.
"""

from __future__ import annotations

import re

from app.editing.formats.corrected import after_correction
from app.editing.units import normal

# The label that says which copy is which: the one before the last copy says it is final,
# or the one before the first says it is a draft.
_FINAL_WORDS = (
    r"(?:final(?: version| draft| article| text)?|revised (?:article|version)|定稿"
    r"|最终版(?:本)?|最终稿|正式版(?:本)?|终稿)"
)
_DRAFT_WORDS = r"(?:(?:first |rough )?draft|初稿|草稿|第一稿)"
# A remark in brackets after the label: "**Final** (the draft lost the workshop, so this one
# keeps it):", **最终版**（保留了下午开放）：
_ASIDE = r"(?:[ \t*_]*[(（][^()（）\n]{1,120}[)）])?"
_FINAL = re.compile(rf"^[ \t>*_#]*{_FINAL_WORDS}[ \t*_]*{_ASIDE}[ \t*_]*[:：]?[ \t*_]*$", re.I)
_DRAFT = re.compile(rf"^[ \t>*_#]*{_DRAFT_WORDS}[ \t*_]*{_ASIDE}[ \t*_]*[:：]?[ \t*_]*$", re.I)
# The same labels with the text after them on their line ("Draft: Get ready…", 初稿：考试快到了…,
# "**Final version:** …"): a colon is needed, so "Final exams start…" is no label.
_FINAL_INLINE = re.compile(
    rf"^[ \t>*_#]*{_FINAL_WORDS}[ \t*_]*{_ASIDE}[ \t*_]*[:：][ \t*_]*(?=\S)", re.I
)
_DRAFT_INLINE = re.compile(
    rf"^[ \t>*_#]*{_DRAFT_WORDS}[ \t*_]*{_ASIDE}[ \t*_]*[:：][ \t*_]*(?=\S)", re.I
)


def last_of_two(reply: str, title: str, body: str) -> str:
    """The reply from its second copy of the article on, when it holds two whole copies (each
    opening with the title line) labelled draft and final; from the version after the model's
    own correction when it answered twice (corrected.py)."""
    reply = after_correction(reply, body)
    lines = reply.split("\n")
    heads = [i for i, line in enumerate(lines) if _is_title(line, title)]
    if len(heads) != 2 or _is_title_in(body, title):
        return _after_final_label(lines, body) if not heads else reply
    first, last = heads
    before_first = _label_at(lines, 0, first)
    before_last = _label_at(lines, first + 1, last)
    labelled = (before_last is not None and _FINAL.match(lines[before_last])) or (
        before_first is not None and _DRAFT.match(lines[before_first])
    )
    if labelled:
        return "\n".join(lines[last:])
    once = _one_of_two(lines, first, last, title + "\n\n" + body)
    return reply if once is None else once


def _one_of_two(lines: list[str], first: int, last: int, article: str) -> str | None:
    """The reply with one copy of the article, when its two unlabelled copies (lines[first:last]
    and lines[last:]) are the same text, or the first is the writer's article unchanged; the
    first copy's trailing repeat of the lead-in before it is no part of it."""
    lead = [line.strip() for line in lines[:first] if line.strip()]
    one = _trimmed(lines[first:last])
    if lead and [line.strip() for line in one[-len(lead) :]] == lead:
        one = _trimmed(one[: -len(lead)])
    other = _trimmed(lines[last:])
    said, again = normal("\n".join(one)), normal("\n".join(other))
    if said == again:
        return "\n".join(lines[:first] + one)
    if said == normal(article):
        return "\n".join(other)
    return None


def _trimmed(lines: list[str]) -> list[str]:
    """The lines without the blank ones at their end."""
    end = len(lines)
    while end and not lines[end - 1].strip():
        end -= 1
    return lines[:end]


# A final label closing the model's remark on its draft: "That's a little flat. Final version:",
# 再精简一点。最终版本：
_REMARK_THEN_FINAL = re.compile(
    r"[.!?。！？…][ \t*_]*(?:(?:so,? )?(?:here'?s |here is )?(?:the |my )?final(?: version| draft)?"
    r"|定稿|最终版(?:本)?|最终稿|终稿)[ \t*_]*[:：][ \t*_]*$",
    re.I,
)


def _after_final_label(lines: list[str], body: str) -> str:
    """The lines after the final label of a reply that first labels a draft (a paragraph or
    sentence written twice); the reply as it is when it labels no draft, or no final after it,
    or the article itself holds such labels."""
    joined = "\n".join(lines)
    if any(_labelled(line) for line in body.split("\n")):
        return joined
    draft = next(
        (i for i, line in enumerate(lines) if _DRAFT.match(line) or _DRAFT_INLINE.match(line)),
        None,
    )
    if draft is None:
        return joined
    finals = [
        i
        for i, line in enumerate(lines)
        if i > draft
        and (_FINAL.match(line) or _REMARK_THEN_FINAL.search(line) or _FINAL_INLINE.match(line))
    ]
    if not finals:
        return joined
    last = finals[-1]
    inline = _FINAL_INLINE.match(lines[last])
    if inline is not None and not _FINAL.match(lines[last]):
        return "\n".join([lines[last][inline.end() :], *lines[last + 1 :]]).strip("\n")
    return "\n".join(lines[last + 1 :]).strip("\n")


def _labelled(line: str) -> bool:
    """Whether a line of the article opens with a draft or final label of its own (minutes'
    "Draft: the budget…", "Final: the accounts…"): the reply's are then its text."""
    return any(p.match(line) for p in (_DRAFT, _FINAL, _DRAFT_INLINE, _FINAL_INLINE))


def _is_title(line: str, title: str) -> bool:
    bare = line.strip().strip("#*_ \t")
    return bool(bare) and normal(bare) == normal(title)


def _is_title_in(body: str, title: str) -> bool:
    return any(_is_title(line, title) for line in body.split("\n"))


def _label_at(lines: list[str], start: int, end: int) -> int | None:
    """Where the last non-blank line of lines[start:end] is, when it is a draft or final label."""
    for index in range(end - 1, start - 1, -1):
        if lines[index].strip():
            return index if _FINAL.match(lines[index]) or _DRAFT.match(lines[index]) else None
    return None
