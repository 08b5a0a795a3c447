"""A selection answered with the whole article: the model copied the article back with only
the selected words changed (a title line over it, perhaps). The selection's new text is what
stands between the words around the selection in that paragraph of the reply; the rest of
the reply is the writer's own text given back, and is not read as a second version. A reply
of several paragraphs that is not the article gives the one like the selection, the model's
words around it aside (selection_paragraph).
"""

from __future__ import annotations

import re

from app.editing.align import MATCH, similarity
from app.editing.formats.selection_notes import SelectionRefused
from app.editing.formats.selection_place import between_neighbours
from app.editing.units import normal, split_paragraphs


def whole_article_back(reply: str, body: str, start: int, end: int) -> str | None:
    """The selection's new text from a reply that is the whole article, or None when the reply
    is not the article (most of its other paragraphs word for word) or the selection's
    paragraph cannot be told in it."""
    article = split_paragraphs(body)
    offsets: list[int] = []
    at = len(article.lead)
    for index, text in enumerate(article.texts):
        offsets.append(at)
        at += len(text) + (len(article.separators[index]) if index < len(article.separators) else 0)
    holding = [
        i
        for i, (o, t) in enumerate(zip(offsets, article.texts, strict=True))
        if o <= start and end <= o + len(t)
    ]
    if len(holding) != 1 or len(article.texts) < 3:
        return None
    k = holding[0]
    paragraph = article.texts[k]
    prefix = paragraph[: start - offsets[k]]
    suffix = paragraph[end - offsets[k] :]
    units = split_paragraphs(reply).texts
    kept = {normal(u) for u in units}
    others = [normal(t) for i, t in enumerate(article.texts) if i != k and normal(t)]
    if not others or sum(t in kept for t in others) * 4 < len(others) * 3:
        return None
    changed = [
        u
        for u in units
        if normal(u) not in others
        and normal(u) != normal(paragraph)
        and u.startswith(prefix)
        and u.endswith(suffix)
        and len(u) > len(prefix) + len(suffix)
    ]
    if not prefix and not suffix:
        # the whole paragraph was selected: the one unit of the reply that is none of the
        # article's paragraphs, found where that paragraph was
        changed = [u for u in changed if _placed(u, units, article.texts, k)]
    if len(changed) != 1:
        return None
    text = changed[0]
    return text[len(prefix) : len(text) - len(suffix)]


def _placed(unit: str, units: list[str], texts: list[str], k: int) -> bool:
    """Whether `unit` stands where paragraph `k` stood: after the reply's copy of the paragraph
    before it (or first among the article's paragraphs)."""
    index = units.index(unit)
    if k == 0:
        return (
            index + 1 < len(units)
            and len(texts) > 1
            and normal(units[index + 1]) == normal(texts[1])
        )
    return index > 0 and normal(units[index - 1]) == normal(texts[k - 1])


# Short lines run alike by chance ("Make Pip ask the owl." is 0.51 like "“Where has the moon
# gone?” Pip asked the wind."); a rewrite of the line itself is 0.7 or more.
_LIKE_SELECTION = 0.6


def selection_paragraph(text: str, body: str, start: int, end: int) -> str:
    """From a reply of several paragraphs, the selection's paragraph: the one between its
    unchanged neighbours, or the one most like it — or the one unit like the selection itself
    when the others are like no paragraph of the article ("How about:", the new line, "Kids love
    a question they can answer!": the model's words around the new text)."""
    paragraph_start = body.rfind("\n\n", 0, start)
    paragraph_start = 0 if paragraph_start < 0 else paragraph_start + 2
    paragraph_end = body.find("\n\n", end)
    paragraph = body[paragraph_start : paragraph_end if paragraph_end >= 0 else len(body)]
    units = [u for u in re.split(r"\n[ \t]*\n", text) if u.strip()]
    placed = between_neighbours(units, body, paragraph_start)
    if placed is not None:
        return placed.strip()
    selected = body[start:end]
    like_selection = [u for u in units if similarity(u, selected) >= _LIKE_SELECTION]
    others = [u for u in units if u not in like_selection]
    originals = split_paragraphs(body).texts
    if len(like_selection) == 1 and all(
        similarity(u, o) < MATCH for u in others for o in originals
    ):
        return like_selection[0].strip()
    scored = sorted(units, key=lambda u: similarity(u, paragraph), reverse=True)
    if not scored or similarity(scored[0], paragraph) < MATCH:
        raise SelectionRefused(
            "The model returned the whole article instead of a replacement for the selected "
            "text, and the selected part cannot be found in it, so nothing was changed."
        )
    return scored[0].strip()
