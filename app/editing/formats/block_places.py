"""A search/replace block whose SEARCH text occurs more than once in the article, placed by
what the suggestion targets: when exactly one of its occurrences lies in the paragraphs the
writer named ("the last sentence of paragraph 3", 第三段), the block is that paragraph with the
SEARCH text replaced there. Anywhere else it stays ambiguous and the model is asked again."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from app.editing.formats.blocks import Block


def placed(
    body: str, paragraphs: Sequence[str], touches: Callable[[int], bool], blocks: Sequence[Block]
) -> list[Block]:
    """`blocks` with each ambiguous one rewritten as an edit of the one targeted paragraph
    holding its SEARCH text; `touches(i)` says whether paragraph i may change."""
    searches = [b.search for b in blocks]
    out: list[Block] = []
    for block in blocks:
        search = block.search.strip("\n")
        if not search or searches.count(block.search) > 1 or body.count(search) < 2:
            out.append(block)
            continue
        holders = [p for i, p in enumerate(paragraphs) if touches(i) and search in p]
        if len(holders) == 1 and holders[0].count(search) == 1 and body.count(holders[0]) == 1:
            paragraph = holders[0]
            out.append(Block(paragraph, paragraph.replace(search, block.replace.strip("\n"))))
        else:
            out.append(block)
    return out
