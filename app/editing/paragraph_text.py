"""One paragraph of a rebuilt article (for reconcile.py): only its targeted sentences take the
reply's words, in the writer's indentation and line endings; whether the reply only re-wrapped
or retypeset it; and a change of it withheld, described for the writer."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from app.domain.bounded_diff import SequenceMatcher
from app.domain.models import WithheldChange
from app.editing.align import similarity
from app.editing.language import script_of
from app.editing.scope import Scope
from app.editing.splice import MATCH_LINE, line_spliced, quoted_line, sentences_spliced
from app.editing.units import same_text, sentence_spans


def sentences_in_scope(
    index: int,
    before: str,
    after: str,
    scope: Scope,
    crlf: bool,
    withheld: list[WithheldChange],
) -> str:
    """Only the targeted sentences of this paragraph take the reply's text."""
    if line := quoted_line(before, after, scope.quoted):  # a quoted line of verse, alone
        return in_style(line_spliced(before, after, line), before, crlf)
    old = _closed(before[s:e] for s, e in sentence_spans(before))
    new = _closed(after[s:e] for s, e in sentence_spans(after))
    targeted = {n for p, n in scope.sentences if p == index}
    in_place = len(old) == len(new) and all(
        n in targeted or similarity(o, new[n]) >= MATCH_LINE for n, o in enumerate(old)
    )
    if not in_place:  # sentences split, merged, or only the changed ones given
        joined, drift = sentences_spliced(old, new, targeted)
        withheld.extend(withheld_change(index, o, n) for o, n in drift)
        return joined if joined == before else in_style(joined, before, crlf)
    kept: list[str] = []
    for number, (o, n) in enumerate(zip(old, new, strict=True)):
        if (index, number) in scope.sentences or same_text(o, n):
            kept.append(n if (index, number) in scope.sentences else o)
        else:
            withheld.append(withheld_change(index, o, n))
            kept.append(o)
    joined = "".join(kept)
    return joined if joined == before else in_style(joined, before, crlf)


# Emphasis marks opening a sentence that close the one before it ("**Q?**\nA" read as "**Q?",
# "**\nA"), with the spaces or line break after them.
_CLOSING_MARKS = re.compile(r"([*_~`]+)[ \t]*\n?[ \t]*")


def _closed(pieces: Iterable[str]) -> list[str]:
    """Sentences with the marks that close one ("**Q?**") kept with it, not the next."""
    out: list[str] = []
    for piece in pieces:
        closing = _CLOSING_MARKS.match(piece)
        if out and closing and out[-1].count(closing[1]) % 2 == 1 and piece[closing.end() :]:
            out[-1] += closing[0]
            piece = piece[closing.end() :]
        out.append(piece)
    return out


def rewrapped(text: str, before: str) -> bool:
    """Whether `text` is `before` with only its line breaks, indentation, edges or runs of
    spaces changed — a line break between Chinese characters joins them, between words it is
    a space. Spaces added or taken out inside a line (中文 `2` 是 → 中文`2`是) are a tidy-up to
    offer, not this."""

    def lines_joined(value: str, joiner: str) -> str:
        return re.sub(r"[ \t]+", " ", re.sub(r"\s*\n\s*", joiner, value.strip()))

    return any(lines_joined(text, j) == lines_joined(before, j) for j in ("", " "))


def in_style(text: str, before: str, crlf: bool) -> str:
    """The reply's paragraph with the original's indentation and line endings."""
    text = text.strip("\n")
    indent = before[: len(before) - len(before.lstrip(" \t\u3000"))]
    if "\u3000" in indent and script_of(text) == "latin":
        indent = ""  # the ideographic indent is Chinese typesetting, not for a translation
    if indent and not text[:1].isspace():
        text = indent + text
    text = text.replace("\r\n", "\n")
    return text.replace("\n", "\r\n") if crlf else text


def withheld_change(index: int, before: str, after: str, what: str = "") -> WithheldChange:
    said = f"a {what} change" if what else "a change"
    return WithheldChange(
        paragraph=index + 1,
        before=before,
        after=after,
        description=f"{said} in paragraph {index + 1} — {short(after, 50)}",
    )


def retypeset(after: str, before: str) -> bool:
    """Whether the reply retypeset the paragraph ("「」" → "“”"), not merely respaced it."""
    return _spaced(after) != _spaced(before)


def _spaced(text: str) -> str:
    return " ".join(unicodedata.normalize("NFC", text).split())


def short(text: str, limit: int = 60) -> str:
    """`text` on one line, quoted as written (its own punctuation and quotes), clipped."""
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def figures_withheld(index: int, restored: str, text: str) -> list[WithheldChange]:
    """The figures of a paragraph the model wrote its own way and the writer's form was put
    back in (`restored`; `text` the reply's), each as a change of its own whose `before` is the
    writer's figure ("08:30" → "8:30am"), or [] when anything but figures differs."""
    old, new = re.split(r"(\s+)", restored), re.split(r"(\s+)", text)
    pairs = []
    for tag, i1, i2, j1, j2 in SequenceMatcher(None, old, new, autojunk=False).get_opcodes():
        if tag == "equal":
            continue
        if tag != "replace" or i2 - i1 != j2 - j1:
            return []
        for writers, models in zip(old[i1:i2], new[j1:j2], strict=True):
            writers, models = _trimmed(writers, models)
            if not (_FIGURE.fullmatch(writers) and _FIGURE.fullmatch(models)):
                return []  # a word, or a run of Chinese with a figure in it: the paragraph
            pairs.append((writers, models))
    return [
        WithheldChange(
            paragraph=index + 1,
            before=writers,
            after=models,
            description=f"a formatting change in paragraph {index + 1} — {models}",
        )
        for writers, models in dict.fromkeys(pairs)
    ]


# A figure as one word: digits with their signs and units ("08:30", "8:30am", "€2.40", "45min").
_FIGURE = re.compile(r"[$€£¥￥]?\d[\d:.,]*(?:[ap]\.?m\.?|[A-Za-z%]{1,4})?", re.IGNORECASE)


def _trimmed(a: str, b: str) -> tuple[str, str]:
    """Two words without the punctuation both share at their edges ("08:30:" / "8:30am:")."""
    while a and b and a[-1] == b[-1] and not a[-1].isalnum():
        a, b = a[:-1], b[:-1]
    while a and b and a[0] == b[0] and not a[0].isalnum():
        a, b = a[1:], b[1:]
    return a, b
