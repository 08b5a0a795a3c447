"""The limits and id checks of every editing flow, in one place, each failing with a sentence."""

from app.domain import ids
from app.domain.errors import Conflict, InvalidInput, NotFound, TooLarge
from app.domain.models import Content
from app.domain.visible import MAX_TITLE, shows_something, title_problem
from app.settings import Settings


def check_article(settings: Settings, title: str, body: str, *, new: bool = False) -> None:
    """An article within the size limit with a title and a body: saving a blank body would
    wipe the writer's text, so it is refused rather than kept as a version. `new`: an article
    being created, which has no earlier versions to speak of."""
    check_size(settings, title, body)
    check_title(title)
    if not body.strip():
        raise InvalidInput(
            "The article is empty: paste or write its text, then create it."
            if new
            else "The article is empty: its text cannot be blank. To start over, write at "
            "least a line; earlier versions stay in History.",
            field="body",
        )


def check_title(title: str) -> None:
    if not shows_something(title):
        raise InvalidInput("The title is empty: give the article a name.", field="title")
    if title_problem(title) is not None:
        raise InvalidInput(
            "The title is more than one line: put what follows the line break in the text.",
            field="title",
        )


def check_size(settings: Settings, title: str, body: str) -> None:
    size = len(title) + len(body)
    if size > settings.max_article_chars:
        raise TooLarge(
            f"The article is {size:,} characters; the limit is {settings.max_article_chars:,}."
        )


# What an empty message or brief should have said.
_WANTED = {"message": "say what you would like to change", "brief": "say what to write about"}


def check_message(settings: Settings, message: str, what: str = "message") -> str:
    """The writer's message (or a draft's brief), stripped; refused when empty or over the
    limit, in a sentence that names it."""
    if len(message) > settings.max_message_chars:
        raise TooLarge(
            f"The {what} is {len(message):,} characters; the limit is "
            f"{settings.max_message_chars:,}."
        )
    if not message.strip():
        raise InvalidInput(f"The {what} is empty: {_WANTED[what]}.", field=what)
    return message.strip()


def require_id(value: str, what: str) -> str:
    """An id that could name something; anything else is simply not found."""
    if not ids.is_valid_id(value):
        raise NotFound(f"No {what} with id {value[:80]!r}.")
    return value


def content_of(child_id: str, what: str) -> str:
    """The content a message, revision or session id belongs to."""
    owner = ids.owner_of(child_id)
    if owner is None:
        raise NotFound(f"No {what} with id {child_id[:80]!r}.")
    return owner


def check_fresh(content: Content, base_version: int, latest: int) -> None:
    """A request based on another version than the article's is a conflict: an older one
    (the article moved on, or was rolled back from it), or one it has never had — `latest`,
    its highest version, is lower (the client's view is not this server's: a page of another
    article, or of a store restored from a backup)."""
    if base_version > latest:
        raise Conflict(
            f"This edit was based on V{base_version}, but the article has no V{base_version}: "
            f"it is at V{content.version}. Reload to see its text, then try again.",
            field="base_version",
        )
    if base_version != content.version:
        raise Conflict(
            f"The article is now at V{content.version}, but this edit was based on "
            f"V{base_version}. Reload to see the latest text, then try again.",
            field="base_version",
        )


def check_version_named(content: Content, version: int, latest: int) -> None:
    """A version asked for (to read, compare or restore) above the article's highest,
    `latest`, is unknown (404), said with the versions it has. A rollback shows an earlier
    version while later ones stay: those can be asked for."""
    if version <= latest:
        return
    if latest != content.version:
        raise NotFound(f"This article has no V{version} yet: it has V1 to V{latest}.")
    if latest == 1:
        raise NotFound(f"This article has no V{version} yet: it has only V1.")
    raise NotFound(
        f"This article has no V{version} yet: it is at V{latest}, so V1 to V{latest} can be "
        "asked for."
    )


def unsavable(revised: tuple[str, str], limit: int) -> str | None:
    """Why a revision cannot be saved, in the writer's words, or None. Whatever edited it — a
    rules replace, "remove all emoji" on a text of emoji, a model — the new text keeps the
    rules every other way in keeps: some text, a title within its limit, a size within what
    is kept."""
    title, body = revised
    size = len(title) + len(body)
    if size > limit:  # a rules replace or a model can grow the text past what is kept
        return (
            f"This edit would make the article {size:,} characters, over the limit of "
            f"{limit:,}, so it was not applied; the article is unchanged."
        )
    if not shows_something(body):
        return (
            "This edit would leave the article with no text, so it was not applied; the "
            "article is unchanged."
        )
    if len(title) > MAX_TITLE:
        return (
            f"This edit would make the title {len(title):,} characters, over the limit of "
            f"{MAX_TITLE}, so it was not applied; the article is unchanged."
        )
    problem = title_problem(title)
    if problem is not None:
        return f"This edit would {problem}, so it was not applied; the article is unchanged."
    return None
