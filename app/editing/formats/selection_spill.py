"""A selection answered with its whole paragraph rewritten: the selected sentences and the
others around them, sentence for sentence ("For six years Anna has run the stall. She bakes
all night…" for the second of two sentences). The selection's new text is the reply's
sentences in its sentences' places; the rest of the paragraph as the model wrote it is offered
to the writer apart, never applied. When the reply's sentences do not pair one for one with
the paragraph's (two merged, one split), the parts cannot be told apart and this reads
nothing: the reply is refused as before."""

from __future__ import annotations

from app.domain.models import WithheldChange
from app.editing.align import similarity
from app.editing.formats.selection_notes import SelectionRefused
from app.editing.formats.selection_whole import selection_paragraph
from app.editing.units import normal, sentence_spans

# A reply sentence pairs with the paragraph's sentence in its place when it is at least this
# like it, and more like it than like any other sentence of the paragraph.
_PAIRED = 0.3


def spilled(text: str, body: str, start: int, end: int) -> tuple[str, WithheldChange] | None:
    """The selection's new text and the rest of its paragraph's rewrite (offered apart), when
    `text` rewrote the selection's paragraph sentence for sentence beyond the selection; else
    None. The selection must be whole sentences of one paragraph."""
    original = body[start:end]
    if "\n\n" in original.strip():
        return None
    if "\n\n" in text.strip():
        try:
            text = selection_paragraph(text, body, start, end)
        except SelectionRefused:
            return None
    paragraph_start = body.rfind("\n\n", 0, start)
    paragraph_start = 0 if paragraph_start < 0 else paragraph_start + 2
    paragraph_end = body.find("\n\n", end)
    paragraph = body[paragraph_start : paragraph_end if paragraph_end >= 0 else len(body)]
    own = sentence_spans(paragraph)
    chosen = _selected(own, paragraph, start - paragraph_start, end - paragraph_start)
    text = text.strip()
    said = sentence_spans(text)
    if not chosen or len(chosen) == len(own) or len(said) != len(own):
        return None
    olds = [paragraph[a:b] for a, b in own]
    news = [text[a:b] for a, b in said]
    if not all(_paired(i, news[i], olds) for i in range(len(olds))):
        return None
    outside = [i for i in range(len(olds)) if i not in chosen]
    if all(normal(news[i]) == normal(olds[i]) for i in outside):
        return None  # the words around were kept: the usual trimming reads this reply
    first, last = said[chosen[0]][0], said[chosen[-1]][1]
    index = body.count("\n\n", 0, paragraph_start)
    # what is saved: the paragraph with only the selection's sentences new
    saved = paragraph[: own[chosen[0]][0]] + text[first:last] + paragraph[own[chosen[-1]][1] :]
    offered = WithheldChange(
        paragraph=index + 1,
        before=saved,
        after=text,
        description=f"the rest of paragraph {index + 1} rewritten beside the selection",
    )
    return text[first:last].strip(), offered


def _selected(spans: list[tuple[int, int]], paragraph: str, start: int, end: int) -> list[int]:
    """The indices of the sentences the selection is made of, [] unless it is whole ones."""
    chosen = [
        i
        for i, (a, b) in enumerate(spans)
        if a >= start and a + len(paragraph[a:b].rstrip()) <= end
    ]
    if not chosen:
        return []
    first, last = spans[chosen[0]][0], spans[chosen[-1]][1]
    if paragraph[start:first].strip() or paragraph[last:end].strip():
        return []
    return chosen if chosen == list(range(chosen[0], chosen[-1] + 1)) else []


def _paired(index: int, new: str, olds: list[str]) -> bool:
    like = [similarity(new, old) for old in olds]
    return like[index] >= _PAIRED and like[index] == max(like)
