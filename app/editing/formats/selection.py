"""The selection format: the model rewrites only the span the writer selected.

It is told to answer `<replacement>…</replacement>`; its answer is read leniently (tags,
fences and chatter peeled, quotes the selection did not have stripped) and refused when it
is not a replacement for the selection alone — the whole article, or the selection with the
text around it repeated — unless the new text for the selection is unambiguous.
"""

from __future__ import annotations

import re

from app.editing.align import MATCH, is_aside, is_chatter, is_talk, similarity
from app.editing.formats.common import NO_CHANGE, REVISED_LABEL, peel
from app.editing.units import normal, sentence_spans, sentences

NAME = "selection"

INSTRUCTIONS = f"""\
Output format: reply only with the new text for the selected part, wrapped as \
<replacement>new text</replacement>. Do not repeat anything outside the selection. \
If it needs no change, reply {NO_CHANGE}. If you cannot make the change or need to ask \
something, say so in one or two plain sentences instead."""

REMINDER = (
    "Only the text inside <selection> may change; everything else stays exactly as it is. "
    "Reply with the new text for the selection only, as <replacement>…</replacement>."
)

_TAG = re.compile(r"<replacement>(.*?)(?:</replacement>|\Z)", re.DOTALL | re.IGNORECASE)
_SELECTION_TAG = re.compile(r"</?selection>", re.IGNORECASE)
_QUOTES = (('"', '"'), ("“", "”"), ("'", "'"), ("‘", "’"), ("「", "」"), ("『", "』"), ("«", "»"))


# A sentence at least this like its neighbour outside the selection is a rewrite of it.
_NEIGHBOUR = 0.3


class SelectionRefused(ValueError):
    """The reply is not a replacement for the selection alone; `str()` says why."""


class SelectionTalk(ValueError):
    """The reply is the model asking or declining, not a replacement; `str()` is its words."""


def read_selection(reply: str, body: str, start: int, end: int) -> tuple[str, list[str]]:
    """The text that replaces body[start:end], read from the model's reply, and what the
    model said beside it (a remark or question around the replacement)."""
    original = body[start:end]
    tagged = _TAG.search(reply)
    if tagged:
        candidate = tagged[1]
    else:
        peeled = peel(reply, body)
        units = [u for u in re.split(r"\n[ \t]*\n", peeled.text) if u.strip()]
        while units and is_chatter(units[0]) and normal(units[0]) not in normal(body):
            units = units[1:]
        while units and is_chatter(units[-1]) and normal(units[-1]) not in normal(body):
            units = units[:-1]
        candidate = "\n\n".join(units)
    candidate = _unlabelled(_SELECTION_TAG.sub("", candidate).strip("\n"), original)
    if not candidate.strip():
        raise SelectionRefused("The model returned an empty replacement for the selection.")
    candidate, said = _without_asides(candidate.strip(), body)
    if not candidate:
        raise SelectionTalk(" ".join(said))
    candidate = _without_quotes(candidate.strip(), original)
    candidate = _without_context(candidate, body, start, end)
    lead = original[: len(original) - len(original.lstrip())]
    trail = original[len(original.rstrip()) :]
    return lead + candidate.strip() + trail, said


def _unlabelled(text: str, original: str) -> str:
    """The replacement without a "修改后：" / "Revised:" / "改为：" label before it that the
    selection does not start with."""
    label = REVISED_LABEL.match(text)
    if label is None or normal(original).startswith(normal(label[0])):
        return text
    return text[label.end() :]


def _without_asides(text: str, body: str) -> tuple[str, list[str]]:
    """The replacement without the model's remarks before or after it ("Do you want it
    gently funny? …", "（注：已精简）"); all remarks and no replacement leaves ""."""
    if is_talk(text, body) and not any(
        similarity(part, body) >= MATCH for part in text.split("\n") if part.strip()
    ):
        whole_talk = all(is_aside(s, body) or not s.strip() for s in sentences(text))
        if whole_talk or len(sentences(text)) <= 1:
            return "", [text.strip()]
    spans = sentence_spans(text)
    first, last = 0, len(spans)
    while first < last and is_aside(text[spans[first][0] : spans[first][1]], body):
        first += 1
    while last > first and is_aside(text[spans[last - 1][0] : spans[last - 1][1]], body):
        last -= 1
    if (first, last) == (0, len(spans)):
        return text, []
    said = [text[s:e].strip() for s, e in spans[:first] + spans[last:]]
    if first == last:
        return "", said
    return text[spans[first][0] : spans[last - 1][1]].strip(), said


def _without_quotes(text: str, original: str) -> str:
    for opener, closer in _QUOTES:
        if (
            len(text) > 2
            and text.startswith(opener)
            and text.endswith(closer)
            and not original.strip().startswith(opener)
        ):
            return text[len(opener) : -len(closer)].strip()
    return text


def _without_context(text: str, body: str, start: int, end: int) -> str:
    """The selection's new text when the reply repeats what is around it; refuse when that
    cannot be told apart."""
    before, after = body[:start], body[end:]
    if "\n\n" in text.strip() and "\n\n" not in body[start:end]:
        text = _selection_paragraph(text, body, start, end)
    _check_neighbours(text, before, after, body[start:end])
    n_text = normal(text)
    n_body, n_before, n_after = normal(body), normal(before), normal(after)
    if len(n_text) <= len(normal(body[start:end])) * 1.2 + 40 and not _repeats(
        n_text, n_before, n_after
    ):
        return text
    # The reply repeats the text around the selection: keep what lies between.
    head = _shared_prefix(text, before)
    tail = _shared_suffix(text, after)
    middle = text[head : len(text) - tail] if head + tail < len(text) else ""
    if (head or tail) and middle.strip():
        return middle.strip()
    if n_text == n_body or len(n_text) > 0.8 * len(n_body):
        raise SelectionRefused(
            "The model returned the whole article instead of a replacement for the selected "
            "text, so nothing was changed. Press Retry to ask again."
        )
    if _repeats(n_text, n_before, n_after):
        raise SelectionRefused(
            "The model's replacement repeats the text around the selection, so it is unclear "
            "what should replace the selection. Nothing was changed — press Retry."
        )
    return text


def _selection_paragraph(text: str, body: str, start: int, end: int) -> str:
    """From a reply that is the whole article, the paragraph that holds the selection."""
    paragraph_start = body.rfind("\n\n", 0, start)
    paragraph_start = 0 if paragraph_start < 0 else paragraph_start + 2
    paragraph_end = body.find("\n\n", end)
    paragraph = body[paragraph_start : paragraph_end if paragraph_end >= 0 else len(body)]
    units = [u for u in re.split(r"\n[ \t]*\n", text) if u.strip()]
    scored = sorted(units, key=lambda u: similarity(u, paragraph), reverse=True)
    if not scored or similarity(scored[0], paragraph) < MATCH:
        raise SelectionRefused(
            "The model returned the whole article instead of a replacement for the selected "
            "text, and the selected part cannot be found in it, so nothing was changed."
        )
    return scored[0].strip()


def _check_neighbours(text: str, before: str, after: str, original: str) -> None:
    """Refuse a reply that rewrote the sentence before or after the selection too."""
    said = sentences(text.strip())
    own = sentences(original.strip())
    if len(said) <= len(own):
        return
    previous = sentences(before.rsplit("\n", 1)[-1])
    following = sentences(after.split("\n", 1)[0])
    first_is_previous = previous and similarity(said[0], previous[-1]) >= _NEIGHBOUR
    last_is_following = following and similarity(said[-1], following[0]) >= _NEIGHBOUR
    exact_previous = previous and normal(said[0]) == normal(previous[-1])
    exact_following = following and normal(said[-1]) == normal(following[0])
    if (first_is_previous and not exact_previous) or (last_is_following and not exact_following):
        raise SelectionRefused(
            "The model's replacement also rewrote the text around the selection, so it is "
            "unclear what should replace the selection. Nothing was changed — press Retry."
        )


def _repeats(n_text: str, n_before: str, n_after: str) -> bool:
    """Whether the reply starts with the sentence before the selection or ends with the one
    after it (at least a dozen characters of it)."""
    tail_before = n_before[-40:].strip()
    head_after = n_after[:40].strip()
    return bool(
        (len(tail_before) >= 12 and tail_before[-12:] in n_text[: len(tail_before) + 20])
        or (len(head_after) >= 12 and head_after[:12] in n_text[-(len(head_after) + 20) :])
    )


def _shared_prefix(text: str, before: str) -> int:
    """How many leading characters of `text` repeat the end of `before` (whitespace-lenient)."""
    for size in range(min(len(text), len(before), 400), 7, -1):
        if normal(before[-size:]) and normal(text[:size]) == normal(before[-size:]):
            return size
    # The reply may start at the beginning of the selection's paragraph.
    paragraph_start = before.rfind("\n") + 1
    piece = before[paragraph_start:]
    if len(piece) >= 8 and normal(text).startswith(normal(piece)):
        return _prefix_length(text, piece)
    return 0


def _shared_suffix(text: str, after: str) -> int:
    for size in range(min(len(text), len(after), 400), 7, -1):
        if normal(after[:size]) and normal(text[-size:]) == normal(after[:size]):
            return size
    paragraph_end = after.find("\n")
    piece = after[: paragraph_end if paragraph_end >= 0 else len(after)]
    if len(piece) >= 8 and normal(text).endswith(normal(piece)):
        return _prefix_length(text[::-1], piece[::-1])
    return 0


def _prefix_length(text: str, piece: str) -> int:
    """The length of `text`'s prefix that reads as `piece`."""
    target = normal(piece)
    for size in range(len(piece) - 4, len(text) + 1):
        if normal(text[:size]) == target:
            return size
    return len(piece)
