"""Which way what is filed goes: what taking out a named thing leaves, and whether a value is
asked for already the way a reading wants it. Used by the offline rules (app/style/extract.py)."""

from app.style.dimensions import DIMENSIONS, Observation
from app.style.hits import Hit, flip


def removed(hit: Hit) -> str:
    """What taking out what was named leaves ("…emoji was off. Leave them out.", "The emoji
    were fun for a while. Ditch them."): emoji taken out are gone altogether, whatever was said
    of them; any other value named gives way to its opposite."""
    if hit.dimension == "emoji":
        return "none"
    return flip(hit.dimension, hit.value)


def asked_that_way(found: dict[tuple[str, str], Observation], wanted: tuple[str, str]) -> bool:
    """Is anything filed on the wanted dimension, the wanted way?"""
    sign = DIMENSIONS[wanted[0]][wanted[1]]
    return any(d == wanted[0] and DIMENSIONS[d][v] * sign > 0 for d, v in found)
