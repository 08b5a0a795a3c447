"""The reply to a message that is only a lasting wish ("以后别用感叹号，我不喜欢。", "From now on,
shorter paragraphs.") when the model rightly found nothing to change today.

It was told "The model found nothing to change for this suggestion … Rephrase it if you
expected an edit." (outside55 F5): it blamed the writer and never said the wish was heard, so
they said it again — which the style memory then counted as more evidence. The wish *is*
learned (the style learner reads the message once the reply is saved, app/style/queue.py):
the reply now says it was noted for later edits — what the style memory reads in it, in its
own words, when the offline reading finds it now — and that nothing in the current version
needed changing for it.

Said only when the persona can learn (one is set and it is not in the trash: the caller reads
it), and when every wish heard in the message holds for later pieces: a message that also
asks for something about this version keeps the model's own answer.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from app.domain.errors import RedlineError
from app.domain.models import Content
from app.editing.said_in_chinese import to_article
from app.style.dimensions import statement_for
from app.style.learner import observe_statement
from app.style.queue_jobs import SaidInMessage
from app.style.this_piece import LASTING, says_one_off

if TYPE_CHECKING:
    from app.editing.articles import Articles

NOTED = "Noted for your later edits: {}."
NOTED_UNREAD = (
    "Noted as a wish for your later edits: the style memory reads it once this reply is saved "
    "(see Style)."
)
NOTHING_NOW = "Nothing in V{} needed changing for it."
# A place in this version named beside the wish ("以后都这样，把第二段改短一点。"): an edit was
# asked too, and the model's answer to it is what the writer needs to read.
_PLACE = re.compile(
    r"第\s*[\d一二三四五六七八九十两]+\s*[段句行节]|标题|这[段句篇]|本[段篇]|最后一[段句]|"
    r"\b(?:paragraph|line|sentence|section) \d|\bthe (?:title|heading|headline|intro|ending|"
    r"(?:first|second|third|last) (?:paragraph|sentence|line))\b|\bthis (?:one|paragraph|"
    r"sentence|article|piece|post)\b",
    re.IGNORECASE,
)


def noted_reply(message: str, version: int, body: str) -> str | None:
    """What to say to `message`, answered NO_CHANGE on V`version` of the article of `body`,
    when it is only a lasting wish; None when it is not (the model's answer stands)."""
    if not LASTING.search(message) or says_one_off(message) or _PLACE.search(message):
        return None
    if message.rstrip().endswith(("?", "？")):
        return None  # a question ("歌词的押韵统一吗？"): the model's answer is what was asked
    heard = observe_statement(SaidInMessage(message_id="", version=version, text=message))
    mine = [o for o in heard if o.by_writer]
    if any(o.scoped for o in mine):
        return None  # "…and shorten paragraph 2": something for this version was asked too
    settled = [o for o in mine if not o.tentative]
    said = list(dict.fromkeys(statement_for(o.dimension, o.value).rstrip(".") for o in settled))
    first = NOTED.format(", ".join(f"“{s}”" for s in said)) if said else NOTED_UNREAD
    return to_article(f"{first} {NOTHING_NOW.format(version)}", body)


# The stock NO_CHANGE reply quoting the model's own words (judge.py `_no_change`): its answer
# ("押韵是统一的……我建议不用改") is what the writer reads, never replaced.
_MODEL_SAID = ("The model said: “", "模型说：“")


async def noted_for(
    articles: Articles, content: Content, message: str, reply: str = ""
) -> str | None:
    """`noted_reply` for the writer's `message` on `content`, when its persona can learn it:
    one is set, readable, and out of the trash (a trashed one learns nothing,
    app/style/trashed_persona.py), and the `reply` it would replace quotes no words of the
    model's. Read and worked out off the event loop."""
    persona_id = content.persona_id
    if not persona_id or any(said in reply for said in _MODEL_SAID):
        return None

    def worked_out() -> str | None:
        try:
            persona = articles.store.get_persona(persona_id)
        except RedlineError:
            return None  # gone or unreadable: the model's answer stands
        if persona.trashed_at is not None:
            return None
        return noted_reply(message, content.version, content.body)

    return await articles.io(worked_out)
