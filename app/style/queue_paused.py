"""Style learning paused for a persona whose files cannot be read, until they can again.

A damaged persona file (app/store/personas.py) made every revision of that persona fail three
times and be given up, its style never learned even once the file was repaired or set aside by
`python -m app check`. Now the first failure that names the persona's damage pauses its jobs:
held in memory (their jobs still this process's, so a restart or another process takes them
over), tried again once the persona reads, at the queue's sweep. Nothing is given up for it.
"""

from __future__ import annotations

import logging

from app.domain.errors import Damaged, NotFound, RedlineError
from app.store.base import Repository
from app.style.queue_batch import Held

log = logging.getLogger("app.style.queue")

# What a paused job's error says, before the store's sentence naming the damaged file.
PAUSED = "paused until the persona's file is repaired or set aside by `python -m app check`: "


# Failures a sentence says in full: the store's (a damaged file), the disk's (full, read-only);
# logged without a traceback, which only a bug needs.
SAID = (RedlineError, OSError)


def said(error: BaseException) -> str:
    """A failure in words: "No space left on device", not an errno tuple."""
    if isinstance(error, OSError) and error.strerror:
        return error.strerror
    return str(error) or type(error).__name__


def names_damage(error: BaseException, persona_id: str) -> bool:
    """Whether `error` is the persona's own damage (not an article's, nor a bug)."""
    return isinstance(error, Damaged) and str(error).startswith(f"Persona {persona_id!r}")


def damage_of(store: Repository, persona_id: str) -> str | None:
    """The sentence naming the persona's damaged file, or None once it reads (or is gone)."""
    try:
        store.get_persona(persona_id)
    except Damaged as error:
        return str(error)
    except (NotFound, RedlineError, OSError):
        return None
    return None


class Paused:
    """Each paused persona's jobs, in queued order."""

    def __init__(self) -> None:
        self._jobs: dict[str, list[Held]] = {}

    def __bool__(self) -> bool:
        return bool(self._jobs)

    def add(self, held: Held, error: BaseException) -> None:
        persona_id = held.entry.persona_id
        if persona_id not in self._jobs:
            log.warning("style learning for persona %s is paused: %s", persona_id, error)
        self._jobs.setdefault(persona_id, []).append(held)

    def personas(self) -> list[str]:
        return list(self._jobs)

    def resume(self, persona_id: str) -> list[Held]:
        """The persona's paused jobs, taken out to be learned again."""
        held = self._jobs.pop(persona_id, [])
        log.warning(
            "style learning for persona %s resumes: its files read again (%d waiting)",
            persona_id,
            len(held),
        )
        return held
