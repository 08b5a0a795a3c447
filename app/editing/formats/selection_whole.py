"""A selection answered with the whole article: the model copied the article back with only
the selected words changed (a title line over it, perhaps). The selection's new text is what
stands between the words around the selection in that paragraph of the reply; the rest of
the reply is the writer's own text given back, and is not read as a second version.
"""

from __future__ import annotations

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
