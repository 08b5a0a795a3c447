"""Whose style a revision shows: a persona learns only from its own writer's edits.

An editor's restore, another person's edit of the article, or a comment is not the writer's
style. Pure: the learner asks it once per revision (or message) with the persona's owner."""

from app.domain.actors import Author
from app.domain.models import RevisionRecord

RESTORE_TEACHES_NOTHING = "a restore brings back earlier text; it says nothing new about style"


def not_the_writers(revision: RevisionRecord, owner_id: str | None) -> str | None:
    """Why `revision` must not be learned as the style of the persona owned by `owner_id`,
    or None when it is the writer's own (or who made it cannot be told: learned as before).

    Restores are never learned from. Otherwise a revision is skipped only when both sides
    are known — the persona has an owner and a signed-in user (or an API key acting for one)
    made the revision — and they differ."""
    if revision.kind == "restore":
        return RESTORE_TEACHES_NOTHING
    return not_the_writer(revision.author, owner_id)


def not_the_writer(author: Author | None, owner_id: str | None) -> str | None:
    """Why words or an edit by `author` must not teach the persona owned by `owner_id`, or
    None: skipped only when both are known (an owner, a signed-in user or an API key acting
    for one) and they differ."""
    person = author.person if author is not None else None
    if owner_id is None or author is None or person is None:
        return None
    if person != owner_id:
        return f"made by {author.name}, not by the persona's writer"
    return None
