"""Comments on revisions: what a reader (an editor, usually) says about one version."""

from datetime import datetime

from pydantic import BaseModel

from app.domain.actors import Author
from app.domain.errors import RedlineError

# Long enough for a paragraph of notes, short enough to stay a comment, not an article.
MAX_COMMENT_CHARS = 4000


class Comment(BaseModel):
    """One comment, on the revision that made a version; kept with who wrote it and when."""

    id: str
    content_id: str
    revision_id: str
    # The versions the revision went between, as the writer sees them ("V2→V3"; "V1" for a
    # draft from a brief).
    versions: str
    author: Author
    text: str
    created_at: datetime


class NotYours(RedlineError):
    """Someone else's comment: only its author may delete it."""

    status_code = 403
