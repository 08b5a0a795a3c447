"""Test helpers: what the offline reader hears in a writer's words, sorted by what it becomes.

`lasting` would be filed as the writer's preference and reach a prompt; `asked` would be put
to the writer as a question; `scoped` is about one part or this one time; `heard` is all of it.
"""

from app.style.extract import offline_observations


def lasting(text: str) -> set[tuple[str, str]]:
    return {
        (o.dimension, o.value)
        for o in offline_observations(text)
        if not o.scoped and not o.tentative
    }


def asked(text: str) -> set[tuple[str, str]]:
    return {(o.dimension, o.value) for o in offline_observations(text) if o.tentative}


def filed(text: str) -> set[tuple[str, str]]:
    """What would be filed at once (lasting or for this piece), not asked."""
    return {(o.dimension, o.value) for o in offline_observations(text) if not o.tentative}


def scoped(text: str) -> set[tuple[str, str]]:
    return {(o.dimension, o.value) for o in offline_observations(text) if o.scoped}


def heard(text: str) -> set[tuple[str, str]]:
    return {(o.dimension, o.value) for o in offline_observations(text)}
