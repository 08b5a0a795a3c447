"""What the style queue learns besides what is announced to it: revisions a crash left without
a job, and which jobs a persona's audit says were learned already.

A process killed between committing a revision and announcing it leaves no job. Two ways
find such revisions: the store's recovery names the commits it completed at start-up
(`queue_recovered`), and a while after start-up the last day's revisions that are neither
learned nor queued are queued (`queue_unannounced`). Both save them as waiting jobs, taken
like any job a previous run left, so the learned check keeps them from being learned twice.
Blocking: the queue calls these off the event loop.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime, timedelta

from app.domain.errors import NotFound, RedlineError
from app.domain.models import RevisionRecord
from app.store.base import Repository
from app.style.queue_jobs import Jobs, QueuedRevision

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
    """Queue the revisions of the day before `started` that were never announced: not
    learned and without a job. How many were queued."""
    since = started - UNANNOUNCED_LOOKBACK
    found: dict[str, list[RevisionRecord]] = {}
    for content in store.list_contents():
        if not content.persona_id or content.updated_at < since:
            continue
        for revision in store.list_revisions(content.id):
            # A generated draft is the article's start, never announced: not a change.
            if revision.kind != "generate" and since <= revision.created_at <= started:
                found.setdefault(content.persona_id, []).append(revision)
    # Learned by any persona: the article may have changed persona since.
    learned: set[str] = set()
    for persona in store.list_personas() if found else []:
        learned |= learned_jobs(store, persona.id)
    queued = 0
    for persona_id, revisions in found.items():
        for revision in revisions:
            if revision.id not in learned and not jobs.known(revision.id):
                jobs.add(job_for(persona_id, revision, order()), taken=False)
                queued += 1
    return queued


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
