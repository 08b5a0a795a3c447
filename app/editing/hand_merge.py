"""A hand edit begun on a version the article has moved on from, put on top of the article as
it is now (`POST /api/contents/{id}/merge`): the panel's "Keep my text and edit on top" shows
the merged text before it is saved, and names, in words, the changes made meanwhile that it
keeps and any that saving it would undo (outside47 F6: that choice used to save the writer's
whole text, silently undoing another tab's change elsewhere)."""

from pydantic import BaseModel

from app.domain.describe import describe_changes
from app.domain.merge import merge_texts
from app.domain.models import Content, VersionText


class MergedEdit(BaseModel):
    """The writer's text (begun on `base_version`) merged over the article at `version`.
    Nothing is saved: a save of `title` and `body` with `base_version: version` is."""

    base_version: int
    version: int
    title: str
    body: str
    # Nothing made since `base_version` is undone by the merged text.
    clean: bool
    # The changes made since `base_version` that the merged text keeps, and those it undoes
    # (where the writer changed the same paragraph, or the title, otherwise): one line each,
    # as a reply's change lines say them, in the article's language.
    kept: list[str]
    undone: list[str]


def merged_edit(base: VersionText, now: Content, title: str, body: str) -> MergedEdit:
    """`title` and `body`, written over `base`, put on top of the article as it is `now`."""
    merge = merge_texts((base.title, base.body), (title, body), (now.title, now.body))
    return MergedEdit(
        base_version=base.version,
        version=now.version,
        title=merge.title,
        body=merge.body,
        clean=merge.clean,
        kept=_said(base, merge.kept),
        undone=_said(base, merge.undone),
    )


def _said(base: VersionText, changed: tuple[str, str]) -> list[str]:
    if changed == (base.title, base.body):
        return []
    return describe_changes(base.title, base.body, *changed)
