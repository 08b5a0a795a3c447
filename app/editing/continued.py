"""Tells a reply that ends with a promise to go on — "(continued in the next message)", "To be
continued…", "[cont'd]", "Part 1 of 2", （未完待续）, （下接下一条）, 【未完，见下条】,
"剩余部分我下一条发给你" — from one that is finished.

A model that runs out of room, or splits a long article over several messages, may stop before
(or at) the paragraph it was asked to change and say that more will follow. The text before the
marker is the article's beginning, not the whole of it: the rest never arrived, and the marker
itself would be saved in place of a paragraph (a sign-off, say). Such a reply was cut off, in
whatever words the marker says it. A writer's own marker — a serial's "(To be continued)" line,
kept in its place — is the writer's text, not a promise of the model's.
"""

from __future__ import annotations

import re

from app.editing.promised import promises_later

# Wrapping a marker may wear: brackets, dashes, emphasis, ellipses, full stops, spaces.
_WRAP = " \t()（）[]【】{}<>〈〉《》「」*_~—–-…·.。:：,，!！"
_FENCE = re.compile(r"^\s*(?:`{3,}|~{3,})\s*\w*\s*$")

# An English marker, the whole of its line once the wrapping is gone.
_ENGLISH = re.compile(
    r"^(?:part \d+ of \d+(?:\s*[:;,.—–-]\s*|\s+|$))?"
    r"(?:"
    r"to be continued"
    r"|cont(?:'|’)?d"
    r"|continued|continues|continuing"
    r"|more to come"
    r"|(?:continued|continues|continuing) (?:below|on|in|from|with|after|next)\b.*"
    r"|(?:i'll|i’ll|i will|i can) (?:send|post|give|continue with|paste|share) (?:you )?the "
    r"(?:rest|remainder|remaining|next part|second half)\b.*"
    r"|(?:the )?(?:rest|remainder|next part|second half)(?: of (?:the|this) "
    r"(?:article|text|notice|letter|post))? (?:follows|to follow|will follow|comes|is coming|"
    r"coming|in (?:my|the) next)\b.*"
    r"|(?:see|in) (?:my |the )?next (?:message|reply|response|part|post)\b.*"
    r")?$",
    re.IGNORECASE,
)
# A Chinese marker: a short line saying the text goes on elsewhere.
_CHINESE = re.compile(
    r"待续|未完(?![成工善全结整])|下接|续见|接下一?条|见下一?条"
    r"|(?:下一?条|下一?(?:段|则)?(?:消息|回复)|稍后)(?:中)?(?:继续|再?发|接着|补上|给出|奉上|见)"
)
# What a cut reply promises: the rest of the text, not another of the writer's asks.
_REST = re.compile(
    r"\b(?:rest|remainder|remaining (?:part|paragraphs|text)|second half|next part|part \d)\b"
    r"|剩余|剩下|其余|余下|后半|后面的部分|下半",
    re.IGNORECASE,
)
_LONGEST_ENGLISH = 90  # characters of a marker line
_LONGEST_CHINESE = 30


def continued_marker(reply: str, article: str) -> str | None:
    """The marker the reply ends with (as written), when its last line promises more text and
    the article does not hold that line itself; None for a reply that ends as text ends."""
    lines = [line for line in reply.strip().split("\n") if line.strip()]
    while lines and _FENCE.match(lines[-1]):
        lines.pop()
    if not lines:
        return None
    last = lines[-1].strip()
    if not is_marker(last) or (promises_later(last) and not _REST.search(last)):
        return None  # "In my next message I'll write the paragraph on …": another ask, later
    own = {_bare(line) for line in article.split("\n") if line.strip()}
    return None if _bare(last) in own else last


def is_marker(line: str) -> bool:
    """Whether the line, on its own, says that the text goes on in another message."""
    bare = _bare(line)
    if not bare or len(line.strip()) > _LONGEST_ENGLISH:
        return False
    if re.search(r"[\u4e00-\u9fff]", bare):
        return len(bare) <= _LONGEST_CHINESE and _CHINESE.search(bare) is not None
    return len(bare) > 2 and _ENGLISH.match(bare) is not None and bare != "part"


def continued_reason(marker: str) -> str:
    """What the writer is told of a reply that stops with `marker`."""
    return (
        f"The model's reply stops with “{marker}” before the end of the article — it was cut "
        "off — so nothing was saved."
    )


def _bare(line: str) -> str:
    return " ".join(line.strip().strip(_WRAP).split()).lower()
