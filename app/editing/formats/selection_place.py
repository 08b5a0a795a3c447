"""Where the selected paragraph sits in a reply that is the whole article.

A model asked for a replacement of the selection sometimes answers with the whole article.
Its paragraph that holds the selection is then found by place, between the writer's own
neighbours of that paragraph, repeated word for word around it — not by likeness alone: in a
log of look-alike entries ("Entry 12: on day 12 the crew logged 84 km…") another entry is
more like the writer's paragraph than the model's rewrite of it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.units import normal

_BREAK = re.compile(r"\n[ \t]*\n")


def between_neighbours(units: Sequence[str], body: str, paragraph_start: int) -> str | None:
    """The reply unit between the selected paragraph's unchanged neighbours (or beside the one
    neighbour of a first or last paragraph), when the reply holds them once each; None when
    place cannot tell."""
    paragraphs = _BREAK.split(body)
    starts = [m.end() for m in _BREAK.finditer(body)]
    if paragraph_start not in [0, *starts]:
        return None
    index = [0, *starts].index(paragraph_start)
    keys = [normal(p) for p in paragraphs]
    replied = [normal(u) for u in units]
    before = _once(replied, keys[index - 1]) if index > 0 else None
    after = _once(replied, keys[index + 1]) if index + 1 < len(keys) else None
    if index > 0 and before is None or index + 1 < len(keys) and after is None:
        return None
    if before is not None and after is not None:
        spot = before + 1 if after == before + 2 else None
    elif before is not None:
        spot = before + 1 if before + 1 == len(units) - 1 else None
    elif after is not None:
        spot = after - 1 if after >= 1 else None
    else:
        spot = None
    if spot is None:
        return None
    others = set(keys[:index] + keys[index + 1 :])
    if replied[spot] in others:
        return None  # the writer's own text of another paragraph: not a rewrite of this one
    return units[spot]


def _once(replied: Sequence[str], key: str) -> int | None:
    """The one place `key` is in the reply, or None (absent, empty or repeated)."""
    if not key:
        return None
    places = [i for i, unit in enumerate(replied) if unit == key]
    return places[0] if len(places) == 1 else None
