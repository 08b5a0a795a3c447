"""The offline reply to a lasting style wish ("Never use emoji from now on.", 以后别用表情了):
the rules cannot rewrite the article for it, but the persona learns from the message, so the
reply says so first — it used to say only that a model is needed, as if the wish were lost.
"""

from __future__ import annotations

from app.editing.not_articles import LASTING
from app.style.dimensions import is_known, statement_for
from app.style.learner import heard

# Longer messages are left to the learner's queue, off the turn (a message built to be slow —
# 20,000 characters of ", " ending "anymore!" — held the turn past a test's 120 s watchdog).
_LONGEST = 400


def noted_wish(message: str) -> str | None:
    """The lines telling the writer their lasting wish was heard, or None when the message
    states none said to last (a question, a one-off, a request for this edit: "Make paragraph 2
    livelier" teaches the persona too, but asks for an edit, not for later ones)."""
    if len(message) > _LONGEST or not LASTING.search(message):
        return None  # a wish is a sentence or two; reading pages of text would hold the turn
    said = heard([message], revision_id=None, message_id=None, versions="")
    wishes = [
        statement_for(o.dimension, o.value)
        for o in said
        if o.by_writer and not o.scoped and is_known(o.dimension, o.value)
    ]
    if not wishes:
        return None
    named = " ".join(dict.fromkeys(wishes))
    return (
        f"Heard as a lasting wish for your persona: {named} Later edits follow what the persona "
        "holds — its Style panel shows it, or asks you to confirm it first.\n"
        f"已记作长期写作偏好：{named} 之后的修改会照此进行（可在 Style 面板查看或确认）。"
    )
