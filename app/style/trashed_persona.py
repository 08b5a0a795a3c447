"""A persona moved to the trash learns nothing until it is restored (outside55 F12).

Its article stays open and usable, and turns made there were still learned into it, as its
prompts still carried its preferences: the writer who put it away went on shaping it without
seeing it anywhere. Now it neither steers (app/editing/articles.py `style_lines`) nor learns
(app/style/learner.py): a job for it is marked learned with this reason, as one made by
someone other than its writer is, and its article page says it is in the trash with a
Restore button (static/js/panel/persona-trash.js).
"""

from __future__ import annotations

from app.domain.models import Persona

IN_THE_TRASH = "made while the persona was in the trash, which learns nothing until it is restored"


def in_the_trash(persona: Persona) -> str | None:
    """Why a job for `persona` teaches nothing now, or None when it is out of the trash."""
    return IN_THE_TRASH if persona.trashed_at is not None else None
