"""The offline reply to a lasting style wish ("Never use emoji from now on.", 以后别用表情了):
the rules cannot rewrite the article for it, but the persona learns from the message, so the
reply says so first — it used to say only that a model is needed, as if the wish were lost.
"""

from __future__ import annotations

from app.domain.actors import Author
from app.domain.errors import RedlineError
from app.domain.models import Content
from app.editing.not_articles import LASTING
from app.store.base import Repository
from app.style.dimensions import is_known, statement_for
from app.style.whose import not_the_writer

# Longer messages are left to the learner's queue, off the turn (a message built to be slow —
# 20,000 characters of ", " ending "anymore!" — held the turn past a test's 120 s watchdog).
_LONGEST = 400


def noted_wish(message: str, *, not_theirs: bool = False) -> str | None:
    """The lines telling the writer their lasting wish was heard, or None when the message
    states none said to last (a question, a one-off, a request for this edit: "Make paragraph 2
    livelier" teaches the persona too, but asks for an edit, not for later ones).

    `not_theirs`: the writer works on someone else's article (shared with them), whose persona
    learns only from its own writer — the wish is heard but kept by no persona, and said so."""
    if len(message) > _LONGEST or not LASTING.search(message):
        return None  # a wish is a sentence or two; reading pages of text would hold the turn
    # Imported on the first wish: the learner's rules take a second or more to load, which
    # every web process paid at start-up (they learn in a process of their own when served).
    from app.style.learner import heard

    said = heard([message], revision_id=None, message_id=None, versions="")
    wishes = [
        statement_for(o.dimension, o.value)
        for o in said
        if o.by_writer and not o.scoped and is_known(o.dimension, o.value)
    ]
    if not wishes:
        return None
    named = " ".join(dict.fromkeys(wishes))
    if not_theirs:
        return (
            f"Heard as a lasting wish: {named} This article's persona is not yours — it belongs "
            "to another writer, or is shared by everyone — and learns only from its own writer's "
            "messages, so it is not kept: say it on an article in your own persona.\n"
            f"听到了一条长期写作偏好：{named} "
            "这篇文章的写作人格不是你的（属于别的作者，或是大家共用的），"
            "只从它自己作者的消息中学习，所以不会记下——请在用你自己写作人格的文章里说。"
        )
    return (
        f"Heard as a lasting wish for your persona: {named} Later edits follow what the persona "
        "holds — its Style panel shows it, or asks you to confirm it first.\n"
        f"已记作长期写作偏好：{named} 之后的修改会照此进行（可在 Style 面板查看或确认）。"
    )


def not_theirs(store: Repository, content: Content, author: Author | None) -> bool:
    """Whether `author` writes on an article whose persona is someone else's (a shared
    article, or one in another writer's persona): it learns only from its own writer
    (app/style/whose.py). Blocks on one read; asked only when a wish was heard."""
    if not content.persona_id:
        return False
    try:
        owner = store.get_persona(content.persona_id).owner_id
    except RedlineError:
        return False
    return not_the_writer(author, owner) is not None
