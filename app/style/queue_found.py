"""What the style queue learns besides what is announced to it: revisions a crash left without
a job, and which jobs a persona's audit says were learned already.

A process killed between committing a revision (or the reply to a message that made none)
and announcing it leaves no job. Two ways find them: the store's recovery names the commits
it completed at start-up (`queue_recovered`), and a while after start-up the last day's
revisions and answered messages that are neither learned nor queued are queued
(`queue_unannounced`). Both save them as waiting jobs, taken like any job a previous run
left, so the learned check keeps them from being learned twice.
Blocking: the queue calls these off the event loop.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime, timedelta

from app.domain.errors import NotFound, RedlineError
from app.domain.models import ChatMessage, RevisionRecord
from app.store.base import Repository
from app.style.queue_jobs import Jobs, QueuedRevision, SaidInMessage

log = logging.getLogger(__name__)

UNANNOUNCED_LOOKBACK = timedelta(days=1)
# The learner's audit actions for a learned revision and message (app/style/learner.py).
LEARNED = "learned"
LEARNED_MESSAGE = "learned_message"

Order = Callable[[], int]  # the next job's place in the queue


def learned_jobs(store: Repository, persona_id: str) -> set[str]:
    """The keys of the jobs the persona's audit says were learned: revision ids, and the ids
    of writer's messages learned without a revision (none if the persona is gone)."""
    try:
        audit = store.list_audit(persona_id)
    except NotFound:
        return set()
    keys = {LEARNED: "revision_id", LEARNED_MESSAGE: "message_id"}
    return {
        str(e.detail[keys[e.action]])
        for e in audit
        if e.action in keys and e.detail.get(keys[e.action])
    }


def queue_recovered(store: Repository, jobs: Jobs, order: Order) -> None:
    """Queue the revisions whose commit the store's recovery completed at start-up."""
    for content_id, revision_id in store.recovered_revisions():
        try:
            content = store.get_content(content_id)
            revision = store.get_revision(revision_id)
        except RedlineError:
            log.warning("recovered revision %s cannot be read; not learned", revision_id)
            continue
        if not content.persona_id:
            continue
        if not jobs.known(revision_id):
            jobs.add(job_for(content.persona_id, revision, order()), taken=False)


def queue_unannounced(store: Repository, jobs: Jobs, started: datetime, order: Order) -> int:
    """Queue the revisions of the day before `started` that were never announced — and the
    writer's messages answered without a revision, announced no more: not learned and
    without a job. How many were queued."""
    since = started - UNANNOUNCED_LOOKBACK
    found: list[QueuedRevision] = []
    for content in store.list_contents():
        if not content.persona_id or content.updated_at < since:
            continue
        try:
            revisions = store.list_revisions(content.id)
            messages = store.list_messages(content.id)
        except RedlineError as error:
            # one damaged article (`python -m app check` names it) keeps no other's from learning
            log.warning("style learning skipped article %s: %s", content.id, error)
            continue
        for revision in revisions:
            # A generated draft is the article's start, never announced: not a change.
            if revision.kind != "generate" and since <= revision.created_at <= started:
                found.append(job_for(content.persona_id, revision, 0))
        for message in answered_without_revision(messages):
            if since <= message.created_at <= started:
                found.append(job_for_message(content.persona_id, content.id, message, 0))
    # Learned by any persona: the article may have changed persona since.
    learned: set[str] = set()
    for persona in store.list_personas() if found else []:
        learned |= learned_jobs(store, persona.id)
    queued = 0
    for job in found:
        if job.revision_id not in learned and not jobs.known(job.revision_id):
            jobs.add(job.model_copy(update={"order": order()}), taken=False)
            queued += 1
    return queued


def answered_without_revision(messages: list[ChatMessage]) -> list[ChatMessage]:
    """The writer's messages whose every reply made no revision: each was announced as
    answered (`MessageAnswered`), unless the process died first — or its every reply failed
    and its words were sent again (`_sent_again`)."""
    replies: dict[str, list[ChatMessage]] = {}
    for message in messages:
        if message.role == "assistant" and message.parent_id:
            replies.setdefault(message.parent_id, []).append(message)
    found = [
        message
        for message in messages
        if message.role == "user"
        and message.content.strip()
        and replies.get(message.id)
        and all(reply.revision_id is None for reply in replies[message.id])
    ]
    return [m for m in found if not _sent_again(m, replies[m.id], messages)]


def _sent_again(
    message: ChatMessage, replies: list[ChatMessage], messages: list[ChatMessage]
) -> bool:
    """Whether a message every reply of which failed had its words sent again later by its
    writer (Retry on a reply the article moved on from sends them again at the head): they are
    learned through that message, and learning this one too would count them twice."""
    if any(reply.status != "error" for reply in replies):
        return False
    return any(
        other.role == "user"
        and other.id != message.id
        and other.content == message.content
        and other.created_at > message.created_at
        and (other.author.id if other.author else None)
        == (message.author.id if message.author else None)
        for other in messages
    )


def job_for_message(
    persona_id: str, content_id: str, message: ChatMessage, order: int
) -> QueuedRevision:
    """The job `MessageAnswered` would have made for a writer's message."""
    said = SaidInMessage(
        message_id=message.id, version=message.version, text=message.content, author=message.author
    )
    return QueuedRevision.for_message(persona_id, content_id, said, order)


def job_for(persona_id: str, revision: RevisionRecord, order: int) -> QueuedRevision:
    """The job its announcement would have made: the writer's words behind the revision
    (a turn's suggestions, a manual edit's note; none for a restore or a rejection)."""
    said = revision.suggestion
    if revision.kind == "manual":
        suggestions = [said] if said else []
    elif revision.kind in ("llm", "rules"):
        suggestions = said.splitlines()
    else:
        suggestions = []
    return QueuedRevision(
        revision_id=revision.id,
        persona_id=persona_id,
        content_id=revision.content_id,
        suggestions=suggestions,
        order=order,
    )
