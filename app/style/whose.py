"""Whose style a revision shows: a persona learns only from its own writer's edits.

An editor's restore, another person's edit of the article, or a comment is not the writer's
style. A persona of the single-user mode (no owner) is shared by everyone once there are
accounts: a signed-in writer's words do not teach it, or every other writer could read them as
its evidence and audit, and they would steer everyone's edits. Pure: the learner asks it once
per revision (or message) with the persona's owner."""

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
    None. Skipped when both are known (an owner, a signed-in user or an API key acting for
    one) and they differ, and when a signed-in user writes in a persona nobody owns (shared
    since the single-user mode). Without a signed-in user (the single-user mode, or who
    made it cannot be told) it is learned as before."""
    person = author.person if author is not None else None
    if author is None or person is None:
        return None
    if owner_id is None:
        return (
            f"made by {author.name} in a persona shared by everyone (made before there were "
            "accounts), which learns from no signed-in writer: the others would read it"
        )
    if person != owner_id:
        return f"made by {author.name}, not by the persona's writer"
    return None
