"""Undo asked in the chat ("undo that", 撤销刚才的修改, "go back to V1"): answered without the
model, which is sent only the current text and cannot undo. The change that made the version
shown is taken back — its version before comes back as a new `restore` revision, as POST
…/restore makes it, the reply saying what came back — and a second undo goes one change
further back (a version a chat undo made stands for the text it restored). An undo of a
version a restore or rejection made outside the chat takes that restore or rejection back.
Nothing to undo (V1), a version that does not exist, and an undo limited to a selection are
answered in plain words, nothing changed (in Chinese for a Chinese message or article)."""

from __future__ import annotations

from app.domain.describe import describe_reply
from app.domain.errors import Damaged, NotFound
from app.domain.models import ChatMessage, Content, RevisionRecord
from app.domain.text import counts_characters
from app.editing.answers import Answers, Turn, TurnEvents, answered
from app.editing.articles import Articles, with_head
from app.editing.records import at_version, new_message, new_message_id, new_revision
from app.editing.rule_terms import is_chinese
from app.editing.said_in_chinese import in_chinese
from app.editing.undo_asked import UndoAsk, asked_undo
from app.events import ArticleChanged, RevisionSaved

# A chain of undos is never longer than the article's history; this only bounds a damaged one.
_LONGEST_CHAIN = 10_000


def undo_answer(answers: Answers, turn: Turn) -> TurnEvents | None:
    """The answer to a message asking to undo, or None when it asks anything else."""
    ask = asked_undo(turn.user_message.content)
    if ask is None:
        return None
    chinese = _chinese(turn)
    if turn.selection is not None:
        return answers.finish(turn, _said(_LIMITED, chinese), status="ok")
    return _undone(answers, turn, ask, chinese=chinese)


def _chinese(turn: Turn) -> bool:
    message = turn.user_message.content.strip()
    return is_chinese(message) or counts_characters(turn.content.body)


async def _undone(answers: Answers, turn: Turn, ask: UndoAsk, *, chinese: bool) -> TurnEvents:
    articles = answers.articles
    content = turn.content
    target, refusal = await _target(articles, turn, ask, chinese=chinese)
    old = None
    if target is not None:
        old = await articles.io(articles.store.get_version, content.id, target)
        if (old.title, old.body) == (content.title, content.body):
            refusal = _said(
                f"The article already reads as V{target}; nothing was changed.", chinese
            )
    if refusal is not None or old is None or target is None:
        async for event in answers.finish(turn, refusal or "", status="ok"):
            yield event
        return
    revised = (old.title, old.body)
    lines = [_undone_line(target, content.version, named=ask.version is not None, chinese=chinese)]
    lines += describe_reply((content.title, content.body), revised)

    def commit() -> tuple[ChatMessage, Content, RevisionRecord, ArticleChanged] | None:
        """Read, decide and commit in one trip to a worker thread (hold the lock)."""
        snapshot = articles.read_now(content.id, next_version=True)
        if (
            snapshot.content.version != turn.base_version
            or snapshot.session.head_id != turn.user_message.id
        ):
            return None  # moved on meanwhile: answered as any reply the article moved on from
        now, version = articles.clock(), snapshot.next_version
        reply_id = new_message_id(content.id)
        revision = new_revision(
            content.id,
            kind="restore",
            base_version=content.version,
            version=version,
            suggestion=f"Restore V{target}",
            original=(content.title, content.body),
            revised=revised,
            now=now,
            session_id=turn.session_id,
            message_id=reply_id,
            restored_from=target,
            author=turn.author,
        )
        reply = new_message(
            content.id,
            turn.session_id,
            parent_id=turn.user_message.id,
            role="assistant",
            text="\n".join([f"V{content.version}→V{version} saved.", *(f"• {x}" for x in lines)]),
            version=version,
            now=now,
            message_id=reply_id,
            revision_id=revision.id,
            summary=f"V{content.version}→V{version}: undone, V{target}'s text restored",
            author=turn.author,
        )
        updated = at_version(snapshot.content, version, *revised, now)
        session = with_head(snapshot.session, snapshot.tree, reply)
        written = articles.write_now(updated, session, "turn", messages=[reply], revision=revision)
        return reply, updated, revision, written

    articles.running.committing(turn.user_message.id)
    async with articles.store.lock(content.id):
        saved = await articles.io(commit)
        if saved is not None:
            articles.bus.publish(saved[3])
    if saved is None:  # the reply says the article moved on (answers.py `_save_moved_on`)
        async for event in answers.finish(turn, "The article changed meanwhile.", status="error"):
            yield event
        return
    reply, updated, revision, _ = saved
    articles.bus.publish(RevisionSaved(updated, revision, ()))  # a restore teaches nothing
    yield "revision", revision
    async for event in answered(turn, reply, updated, revision):
        yield event


async def _target(
    articles: Articles, turn: Turn, ask: UndoAsk, *, chinese: bool
) -> tuple[int | None, str | None]:
    """The version to bring back, or why there is none (in words)."""
    content = turn.content
    if ask.version is not None:
        try:
            await articles.io(articles.store.get_version, content.id, ask.version)
        except NotFound:
            return None, _said(
                f"This article has no V{ask.version} (its versions are in History); nothing "
                "was changed.",
                chinese,
            )
        return ask.version, None
    made = {m.version: m for m in turn.tree.by_id.values() if m.revision_id is not None}
    version = content.version
    for _ in range(_LONGEST_CHAIN):
        node = made.get(version)
        if node is None or node.revision_id is None:  # V1, as the article was first saved
            break
        try:
            revision = await articles.io(articles.store.get_revision, node.revision_id)
        except (Damaged, NotFound):  # History says what is left of it
            return None, _said(
                "The record of that change cannot be read, so it cannot be undone here: "
                "restore the version you want from History.",
                chinese,
            )
        if revision.kind == "restore" and node.role == "assistant" and revision.restored_from:
            version = revision.restored_from  # a chat undo: the text it stands for
            continue
        if revision.base_version >= 1:
            return revision.base_version, None
        break
    return None, _said(
        f"There is nothing to undo: the article reads as V{version}, as it was first saved.",
        chinese,
    )


def _undone_line(target: int, shown: int, *, named: bool, chinese: bool) -> str:
    if named:
        return _said(
            f"Restored V{target}'s text, as asked (V{shown} is still in History).", chinese
        )
    return _said(
        f"Undone: the article is back to V{target}'s text (V{shown} is still in History).", chinese
    )


def _said(text: str, chinese: bool) -> str:
    """`text` in Chinese for a Chinese message or article: the words are the panel's table's
    (static/js/panel/server-words.js), written once."""
    return (in_chinese(text) or text) if chinese else text


_LIMITED = (
    "Undo takes back a change to the whole article, so it cannot be limited to the selected "
    'text: choose "the whole article" in Limit to and send it again, or restore a version from '
    "History. The article is unchanged."
)
