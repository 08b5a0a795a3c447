"""One read of an article on the TinyDB store that sees a single commit's state: the header (the
article, its session and head) and the conversation together, never a reply without its head.

A commit appends its messages before it replaces the header (heavy first, header last), and
the header and the conversation are separate files, so a reader coming in between — another
thread, another process on the same data directory, or one reading after a process died
there — saw the new reply with the head still on the writer's message. The browser then
took its next send for a conflict with another tab (409), and after a kill between the two
writes the reply stood in the tree with no head on it: a phantom reply.

The read takes no lock (a commit must never wait for readers, nor a reader for a model call
held under the article's lock). Like a sequence lock, it reads the header, the messages, any
journal numbered past the header's commit, then the header again; a header that changed
meanwhile means a commit finished in between, and the read starts over. A journal past the
header is a commit past its commit point whose header is not written yet — being applied now,
or left by a crash until the next start or lock of the article completes it (commits.py).
Its new messages are left out, as the header counts them: the read shows the state before
that commit, as every other file of the article (its text, its versions, its revisions up to
the header's) still does. Only a commit that replaced a message already there (a stop, a
lost reply answered) cannot be taken back so: the old message is gone from the file, and the
read shows that commit whole from its journal, the state it is being completed to.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.domain.models import ChatMessage, ChatSession, Content
from app.store import atomic
from app.store.base import ArticleState
from app.store.files import MESSAGE_COUNT
from app.store.journal import Journal, journal_name

if TYPE_CHECKING:
    from app.store.tinydb_store import TinyDBStore

# Reads started over before the last one is made holding the article's header lock (which
# every commit of this process holds while it writes): only a stream of commits landing
# exactly between a reader's steps, each time, gets that far.
_TRIES = 8


def read_article(store: TinyDBStore, content_id: str, *, messages: bool = True) -> ArticleState:
    """The article, its session and its messages as one commit left them (see above);
    `messages` False: the header's part alone (one file: no pass is ever torn)."""
    if not messages:  # one file, replaced whole: any one read of it is one commit's
        return _state(store, content_id, store._header(content_id), [], [])
    for _ in range(_TRIES):
        state = _read_once(store, content_id)
        if state is not None:
            return state
    with store._path_lock(store._header_path(content_id)):
        # No commit of this process can land now; another process's still could, but a
        # header found unchanged after the messages is what the passes above waited for.
        return _state(store, content_id, *_read_parts(store, content_id))


def _read_once(store: TinyDBStore, content_id: str) -> ArticleState | None:
    """One pass; None when the header changed while the pass read (a commit landed)."""
    header, messages, journals = _read_parts(store, content_id)
    again = store._header(content_id)
    if again is not header and again != header:
        return None
    return _state(store, content_id, header, messages, journals)


def _read_parts(
    store: TinyDBStore, content_id: str
) -> tuple[dict[str, Any], list[ChatMessage], list[Journal]]:
    """The header, then the messages, then the journals past the header, in that order: a
    commit's journal is written before its messages and removed after its header."""
    header = store._header(content_id)
    messages = store.list_messages(content_id)
    return header, messages, _journals_past(store, content_id, header)


def _state(
    store: TinyDBStore,
    content_id: str,
    header: dict[str, Any],
    messages: list[ChatMessage],
    journals: list[Journal],
) -> ArticleState:
    """The state `header` shows, with `messages` as it counts them; a commit of `journals`
    that replaced a message already there is shown whole, applied."""
    final = header
    count = header.get(MESSAGE_COUNT)
    if journals and isinstance(count, int) and _only_appends(messages, count, journals):
        # What the header counts: the journals' new messages are not shown until their
        # header is written, as its files (the article, its versions) show none of it yet.
        messages = messages[:count]
    elif journals:
        # The message it replaced is gone from the conversation file: the read shows that
        # commit whole instead, the state it is being completed to.
        messages = list(messages)
        where = {message.id: index for index, message in enumerate(messages)}
        for journal in journals:
            final = journal.header or final
            for doc in journal.messages:
                message = ChatMessage.model_validate(doc)
                index = where.get(message.id)
                if index is None:
                    where[message.id] = len(messages)
                    messages.append(message)
                else:
                    messages[index] = message
    content = store._validated(content_id, final["content"], Content)
    raw_session = final["session"]
    session = (
        None if raw_session is None else store._validated(content_id, raw_session, ChatSession)
    )
    return ArticleState(
        content=content,
        session=session,
        messages=[] if session is None else messages,
        next_version=int(final["max_version"]) + 1,
    )


def _only_appends(messages: list[ChatMessage], count: int, journals: list[Journal]) -> bool:
    """Whether the messages past the header's `count` are the journals' and the journals add
    only new messages (none of those the header counts)."""
    added = {doc.get("id") for journal in journals for doc in journal.messages}
    before = {message.id for message in messages[:count]}
    return added.isdisjoint(before) and all(m.id in added for m in messages[count:])


def _journals_past(store: TinyDBStore, content_id: str, header: dict[str, Any]) -> list[Journal]:
    """The journals of commits past `header`'s, in order (normally none; one while a commit
    is being applied, or after a crash until it is completed)."""
    directory = store._content_dir(content_id)
    seq = header.get("seq", 0)
    if not isinstance(seq, int):
        return []
    journals: list[Journal] = []
    while True:
        seq += 1
        try:
            data = atomic.read_json(directory / journal_name(seq))
        except ValueError:
            break  # damaged (never torn: written atomically); the next lock sets it aside
        if not isinstance(data, dict):
            break
        journals.append(Journal.from_json(data))
    return journals
