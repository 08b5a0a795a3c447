"""Words the writer dictated in the ask, which the reply readers must never peel as the model's
remark.

A writer who asks "王师傅那段末尾加一句：此后大家都记住了这句话。" or "Under the table add a note:
figures are from my own notebook." dictates the very sentence the readers of a reply take for
talk (这句话 names the writing; "Note:" opens the model's notes). When the reply's sentence is
the writer's own words from the ask, it is the asked text: peeling it threw a correct reply
away as "returned unchanged" and told the writer to be more precise (outside55 F1, F19).

The readers of a reply (align.is_talk, is_aside, is_chatter, remarks.claims_edit) are called
from dozens of places that never see the ask; the turn's ask is set once around the judging of
a reply (`dictating`) and read here, rather than threaded through every one of them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from app.editing.units import normal

_ASKED: ContextVar[str] = ContextVar("redline_dictated_ask", default="")


@contextmanager
def dictating(asked: str) -> Iterator[None]:
    """While judging a reply to `asked` (the writer's suggestions, joined)."""
    token = _ASKED.set(asked)
    try:
        yield
    finally:
        _ASKED.reset(token)


def is_dictated(text: str) -> bool:
    """Whether `text` is words the writer dictated in the ask being judged, or the invitation
    to readers the ask asked for."""
    asked = _ASKED.get()
    return bool(asked) and (dictated_in(text, asked) or invited(text, asked))


# A label the writer's note may carry in the reply but not in the ask ("Note: …" for "add a
# note: …"), and the marks a sentence is dressed in when it is added (quotes, brackets).
_LABEL = re.compile(
    r"^(?:\*\*|__)?(?:note|n\.b\.|p\.s\.|ps|注|注意|备注|附注)(?:\*\*|__)?\s*[:：]\s*", re.I
)
_DRESS = "\"'“”‘’「」『』()（）[]【】*_ \t"
_END = "。．.！!？?；;，,…"
_CJK = re.compile(r"[\u3400-\u9fff]")
_WORD = re.compile(r"[A-Za-z0-9]+")


def dictated_in(text: str, asked: str) -> bool:
    """Whether `text` (a sentence or a line of a reply) is, without its end mark, label and
    dressing, a stretch of `asked` long enough to be dictated (five CJK characters or three
    words): "这句话后来成了我们的口号。" of "…加一句，说明这句话后来成了我们的口号"; "Note: figures
    are from my own notebook." of "add a note: figures are from my own notebook"."""
    flat = text.strip()
    if not flat or "\n\n" in flat:
        return False
    for candidate in _readings(flat):
        size = len(_CJK.findall(candidate)) + len(_WORD.findall(re.sub(_CJK, " ", candidate)))
        if size < (5 if _CJK.search(candidate) else 3):
            continue
        if _within(candidate, asked):
            return True
    return False


def _readings(flat: str) -> list[str]:
    """The text as said, and without a note label it may have gained."""
    plain = flat.strip(_DRESS).rstrip(_END).strip(_DRESS)
    found = [plain]
    label = _LABEL.match(plain)
    if label is not None:
        found.append(plain[label.end() :].strip(_DRESS).rstrip(_END).strip(_DRESS))
    return [f for f in found if f]


def _within(candidate: str, asked: str) -> bool:
    """Whether the candidate's words run, in order and whole, inside the ask (case, width and
    spacing aside)."""
    said = _folded(candidate)
    return bool(said) and said in _folded(asked)


def _folded(text: str) -> str:
    return re.sub(r"\s+", " ", normal(text).lower()).strip()


# An ask for a line that speaks to the readers: "End with an invitation for readers who ride
# the 47 to share their stories", "ask readers to write in", 邀请……把故事告诉我们.
_INVITATION_ASKED = re.compile(
    r"\binvit(?:e|ation|ing)\b|\bask(?:s|ing)? (?:the )?readers\b|\bcall to action\b"
    r"|\bencourag\w* (?:the )?readers\b|邀请|号召|请读者|请大家",
    re.IGNORECASE,
)
# Words only the model's talk about the edit holds ("Let me know if you'd like the invitation
# worded differently", 需要调整语气的话告诉我).
_ABOUT_EDIT = re.compile(
    r"\b(?:paragraph|article|sentence|post|draft|version|wording|worded|tone|edit\w*|chang\w*"
    r"|revis\w*|add(?:ed)?|tweak\w*|adjust\w*|differently|alternative\w*|invitation)\b"
    r"|段|文章|修改|改动|调整|语气|措辞|版本|这句|加了|补充",
    re.IGNORECASE,
)
_SHORT_WORDS = frozenset(
    ["the", "and", "you", "your", "for", "with", "who", "too", "them", "their"]
)


def invited(text: str, asked: str) -> bool:
    """Whether `text` is the invitation to readers the ask asked for: the ask asks for one, and
    the line shares two of the ask's own words ("ride", "stories") and none about the edit —
    "Let me know if you ride the 47 too - I'd love to hear your stories." of "End with an
    invitation for readers who ride the 47 to share their stories with me."."""
    flat = text.strip()
    if not flat or "\n" in flat or len(flat) > 300 or not _INVITATION_ASKED.search(asked):
        return False
    if _ABOUT_EDIT.search(flat):
        return False
    return len(_words(flat) & _words(_INVITATION_ASKED.sub(" ", asked))) >= 2


def _words(text: str) -> set[str]:
    flat = normal(text).lower()
    found = {w[:5] for w in re.findall(r"[a-z0-9]{2,}", flat) if w not in _SHORT_WORDS}
    for run in re.findall(r"[\u3400-\u9fff]+", flat):
        found.update(run[i : i + 2] for i in range(len(run) - 1))
    return found
