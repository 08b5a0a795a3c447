"""Whose style a revision shows: a persona learns only from its own writer's edits.

An editor's restore, another person's edit of the article, or a comment is not the writer's
style. Pure: the learner asks it once per revision with the persona's owner."""

from app.domain.models import RevisionRecord

RESTORE_TEACHES_NOTHING = "a restore brings back earlier text; it says nothing new about style"


def not_the_writers(revision: RevisionRecord, owner_id: str | None) -> str | None:
    """Why `revision` must not be learned as the style of the persona owned by `owner_id`,
    or None when it is the writer's own (or who made it cannot be told: learned as before).

    Restores are never learned from. Otherwise a revision is skipped only when both sides
    are known — the persona has an owner and a signed-in user made the revision — and they
    differ. An API key's author names the key, not the user it acts for, so its revisions
    are learned like those of the single-user mode."""
    if revision.kind == "restore":
        return RESTORE_TEACHES_NOTHING
    author = revision.author
    if owner_id is None or author is None or author.kind != "user":
        return None
    if author.id != owner_id:
        return f"made by {author.name}, not by the persona's writer"
    return None
