"""A search/replace block whose SEARCH text occurs more than once in the article, placed by
what the suggestion targets: when exactly one of its occurrences lies in the paragraphs the
writer named ("the last sentence of paragraph 3", 第三段), the block is that paragraph with the
SEARCH text replaced there — when several lie in what the suggestion touches (a quoted word is
in both), the one in the paragraph it names ("in the thank-you paragraph, say …"). Anywhere
else it stays ambiguous and the model is asked again."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from app.editing.formats.blocks import Block


def placed(
    body: str,
    paragraphs: Sequence[str],
    touches: Callable[[int], bool],
    blocks: Sequence[Block],
    named: frozenset[int] = frozenset(),
) -> list[Block]:
    """`blocks` with each ambiguous one rewritten as an edit of the one targeted paragraph
    holding its SEARCH text; `touches(i)` says whether paragraph i may change, `named` the
    paragraphs the suggestion names."""
    searches = [b.search for b in blocks]
    out: list[Block] = []
    for block in blocks:
        search = block.search.strip("\n")
        if not search or searches.count(block.search) > 1 or body.count(search) < 2:
            out.append(block)
            continue
        held = [i for i, p in enumerate(paragraphs) if touches(i) and search in p]
        if len(held) > 1 and len(in_named := [i for i in held if i in named]) == 1:
            held = in_named
        holders = [paragraphs[i] for i in held]
        if len(holders) == 1 and holders[0].count(search) == 1 and body.count(holders[0]) == 1:
            paragraph = holders[0]
            out.append(Block(paragraph, paragraph.replace(search, block.replace.strip("\n"))))
        else:
            out.append(block)
    return out
