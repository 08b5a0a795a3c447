"""The writer's link targets and image paths kept as written when the suggestion is not about
them: a whole reply that "tidies" `images/codeclub-2026.jpg` into `/images/codeclub_2026.jpg`,
adds `www.` to a link, or re-hyphenates a slug sends readers to a page or picture that may not
exist, and the writer cannot see it among the words they asked to change. A paragraph whose
only change is such a target — in or out of what was asked — is given back as the writer wrote
it and the change offered beside the edit (withheld), instead of refusing the whole reply; an
address changed in a paragraph the reply also reworded is still refused (addresses.py). An ask
about links, addresses or pictures, or one naming a path or a file, is judged as before.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.domain.models import WithheldChange
from app.domain.text import counts_characters
from app.editing.addresses import about_addresses, address_spans

# A Markdown link's or image's target: `](target)` or `](target "title")`.
_MD_TARGET = re.compile(
    r"\]\(\s*<?([^()\s<>]+(?:\([^()\s]*\)[^()\s<>]*)*)>?(?:\s+[\"'][^\"'\n]*[\"'])?\s*\)"
)
# An ask about pictures, or one that names a file or a path ("swap in img/new.png", 换成 /join).
_ABOUT_PICTURES = re.compile(
    r"\b(?:images?|pictures?|photos?|photographs?|img|screenshots?|figures?|illustrations?"
    r"|diagrams?|logos?|icons?|alt[- ]text|captions?|src|paths?|files?|filenames?)\b"
    r"|图片|照片|相片|截图|配图|插图|示意图|图像|图标|标志|路径|文件名|文件"
    r"|[\w-]\.(?:png|jpe?g|gif|webp|svg|bmp|tiff?|pdf|html?)\b|(?<![\w.])/[\w-]+",
    re.IGNORECASE,
)
_BREAK = re.compile(r"(\n[ \t]*\n\s*)")


def targets_kept(
    before: str, after: str, suggestions: Sequence[str]
) -> tuple[str, list[WithheldChange]]:
    """`after` with each link target, image path and web address the reply changed given back
    as `before` writes it, paragraph by paragraph (paired in place), and what was given back as
    withheld changes. A paragraph whose targets were added, dropped or reordered is left as
    the reply has it (addresses.py reads it)."""
    asked = "\n".join(suggestions)
    if about_addresses(asked) or _ABOUT_PICTURES.search(asked):
        return after, []
    olds, news = _BREAK.split(before), _BREAK.split(after)
    if len(olds) != len(news):
        return after, []
    chinese = counts_characters(before)
    written = {before[a:b] for a, b in _spans(before)}
    withheld: list[WithheldChange] = []
    for at in range(0, len(news), 2):
        old, new = olds[at], news[at]
        if old == new:
            continue
        kept, changed = _given_back(old, new, written)
        if not changed:
            continue
        news[at] = kept
        number = at // 2 + 1
        shown = ", ".join(f"“{a}” → “{b}”" for a, b in changed[:3])
        withheld.append(
            WithheldChange(
                paragraph=number,
                before=kept,
                after=new,
                description=(
                    f"第{number}段：链接或图片地址 {shown}"
                    if chinese
                    else f"paragraph {number}: link or image address {shown}"
                ),
            )
        )
    return ("".join(news), withheld) if withheld else (after, [])


def _given_back(old: str, new: str, written: set[str]) -> tuple[str, list[tuple[str, str]]]:
    """`old` and the (writer's, reply's) target pairs put back, when `new` differs from `old`
    only in its targets, place for place; else `new` and no pairs — a paragraph whose words
    were rewritten too keeps the reply's targets, for addresses.py to refuse (a restyle that
    writes hello@ for fixit@ is refused, as since session 20). A target the article writes
    elsewhere is a move, not a rewrite: left alone."""
    olds, news = _spans(old), _spans(new)
    if len(olds) != len(news):
        return new, []
    changed: list[tuple[str, str]] = []
    out, last = [], 0
    for (a, b), (c, d) in zip(olds, news, strict=True):
        mine, theirs = old[a:b], new[c:d]
        if mine == theirs or theirs in written:
            continue
        out.extend([new[last:c], mine])
        last = d
        changed.append((mine, theirs))
    out.append(new[last:])
    if "".join(out) != old:
        return new, []  # its words rewritten too: an address in a rewrite is addresses.py's
    return old, changed


def _spans(text: str) -> list[tuple[int, int]]:
    """Where each Markdown link or image target and each bare web or e-mail address of `text`
    starts and ends, in order; an address inside a target is the target's."""
    spans = [(m.start(1), m.end(1)) for m in _MD_TARGET.finditer(text)]
    for a, b in address_spans(text):
        if not any(a < end and start < b for start, end in spans):
            spans.append((a, b))
    return sorted(spans)
