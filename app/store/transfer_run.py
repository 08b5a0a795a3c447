"""Running `python -m app migrate-store`: read every record of one store, write it into
another article by article, then read both sides again and compare them record by record.

Each article is read under its lock (so a running app's turn is never caught halfway) and
written into the target in one commit (`Repository.write_article`), so an interrupted copy
leaves whole articles; `--resume` writes what the target is still missing. Personas are
written whole too; users, API keys, comments and the learning queue's jobs are added by id,
so a resumed copy completes them as well. What to copy and how the copy is judged is
decided in app/store/transfer.py, where each end is opened in app/store/transfer_sides.py;
this module does the reading and writing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import anyio
from anyio import to_thread

from app.domain.comments import Comment
from app.domain.errors import Conflict, InvalidInput, RedlineError
from app.settings import Settings
from app.store.base import ArticleRecords, PersonaRecords, Repository
from app.store.transfer import (
    Fingerprint,
    MigrationRefused,
    Plan,
    accounts_fingerprint,
    article_fingerprint,
    comments_fingerprint,
    compare,
    count,
    differences,
    listing,
    persona_fingerprint,
    plan_copy,
    queue_fingerprint,
    table,
)
from app.store.transfer_sides import Side, open_side, open_source, target_settings

Say = Callable[[str], None]


def read_article(store: Repository, content_id: str) -> ArticleRecords:
    """Everything one article holds (hold its lock so no turn is caught halfway)."""
    return ArticleRecords(
        content=store.get_content(content_id),
        session=store.get_session(content_id),
        versions=store.list_versions(content_id),
        messages=store.list_messages(content_id),
        revisions=store.list_revisions(content_id),
        llm_calls=store.list_llm_calls(content_id),
        requests=store.idempotency_records(content_id),
    )


def read_persona(store: Repository, persona_id: str) -> PersonaRecords:
    return PersonaRecords(
        persona=store.get_persona(persona_id),
        assertions=store.list_assertions(persona_id),
        audit=store.list_audit(persona_id),
    )


@dataclass
class Article:
    """One article as read under its lock: its records, and the comments on its revisions."""

    records: ArticleRecords
    comments: list[Comment]


async def _article(side: Side, content_id: str) -> Article:
    def read() -> Article:
        return Article(
            read_article(side.store, content_id), side.comments.list_for_content(content_id)
        )

    async with side.store.lock(content_id):
        return await to_thread.run_sync(read)


async def _persona(store: Repository, persona_id: str) -> PersonaRecords:
    async with store.lock_persona(persona_id):
        return await to_thread.run_sync(read_persona, store, persona_id)


async def _ids(side: Side) -> dict[str, list[str]]:
    """The ids of every whole record copied one by one: articles (trashed ones included) and
    personas oldest first, and users."""
    persona_ids = await to_thread.run_sync(side.store.persona_ids)
    contents = await to_thread.run_sync(side.store.list_contents)
    users = await to_thread.run_sync(side.accounts.list_users)
    return {
        "articles": [c.id for c in sorted(contents, key=lambda c: (c.created_at, c.id))],
        "personas": persona_ids,
        "users": [u.id for u in users],
    }


def _reason(error: Exception) -> str:
    return (str(error).splitlines() or [type(error).__name__])[0][:400]


async def fingerprint(side: Side) -> Fingerprint:
    """Every record on one side as a content hash; what cannot be read is named, not fatal."""
    found = Fingerprint()
    ids = await _ids(side)
    for persona_id in ids["personas"]:
        try:
            found.merge(persona_fingerprint(await _persona(side.store, persona_id)))
        except (RedlineError, ValueError) as error:
            found.unreadable[f"persona {persona_id}"] = _reason(error)
    for content_id in ids["articles"]:
        try:
            article = await _article(side, content_id)
        except (RedlineError, ValueError) as error:
            found.unreadable[f"article {content_id}"] = _reason(error)
            continue
        found.merge(article_fingerprint(article.records))
        found.merge(comments_fingerprint(article.comments))
    users = await to_thread.run_sync(side.accounts.list_users)
    keys = await to_thread.run_sync(side.accounts.list_keys)
    found.merge(accounts_fingerprint(users, keys))
    jobs, unreadable = await to_thread.run_sync(side.queue.read)
    found.merge(queue_fingerprint(jobs))
    found.unreadable.update(unreadable)
    return found


async def copy(source: Side, target: Side, *, resume: bool, say: Say) -> Plan:
    """Write into the target every user, persona and article it does not hold yet (each
    article whole), then the API keys, comments and learning-queue jobs it lacks. A record
    the source cannot read is skipped here and named by the verification that follows."""
    ours, theirs = await _ids(source), await _ids(target)
    queued, _ = await to_thread.run_sync(target.queue.read)
    if queued and not resume and not any(theirs.values()):
        raise MigrationRefused(
            f"The target already holds {count(len(queued), 'queued')}. Copy into an empty "
            "target, or add --resume to finish an interrupted copy into it."
        )
    plan = plan_copy(ours, theirs, resume=resume)
    kept = {kind: n for kind, n in plan.kept.items() if n}
    if kept:
        say(f"Resuming: {listing(kept)} already on the target are kept (and verified below).")
    # Users are named only where there are accounts (most stores have none).
    writing = {k: len(ids) for k, ids in plan.writes.items() if ids or k != "users"}
    say(f"Copying {listing(writing)} from {source.name} to {target.name}…")
    await to_thread.run_sync(_add_accounts, source, target, plan.writes["users"])
    for persona_id in plan.writes["personas"]:
        try:
            persona = await _persona(source.store, persona_id)
        except (RedlineError, ValueError):
            continue  # unreadable on the source: named by the verification
        try:
            await to_thread.run_sync(target.store.write_persona, persona)
        except (InvalidInput, Conflict) as refused:  # this persona only, as for articles
            say(f"Persona {persona_id} was not copied: {_reason(refused)}")
    articles = plan.writes["articles"]
    copying = set(articles)
    step = max(1, len(articles) // 10)
    done = 0
    for content_id in ours["articles"]:
        if content_id not in copying and not resume:
            continue
        try:
            article = await _article(source, content_id)
        except (RedlineError, ValueError):
            continue  # unreadable on the source: named by the verification
        if content_id in copying:
            try:
                await to_thread.run_sync(target.store.write_article, article.records)
            except (InvalidInput, Conflict) as refused:
                # This article only (text the target cannot hold): the verification names
                # it as missing; the others are copied. A failing target stops the copy.
                say(f"Article {content_id} was not copied: {_reason(refused)}")
                continue
        await to_thread.run_sync(_add_comments, target, content_id, article.comments)
        if content_id in copying:
            done += 1
            if done % step == 0 and done < len(articles):
                say(f"  {done} of {len(articles)} articles copied")
    jobs, _ = await to_thread.run_sync(source.queue.read)
    missing = {rid: job for rid, job in jobs.items() if rid not in queued}
    await to_thread.run_sync(target.queue.write, missing)
    return plan


def _add_accounts(source: Side, target: Side, user_ids: tuple[str, ...]) -> None:
    """The users the target lacks, then the API keys it lacks (login sessions are not
    copied: everyone signs in again on the target)."""
    wanted = set(user_ids)
    for user in source.accounts.list_users():
        if user.id in wanted:
            target.accounts.add_user(user)
    there = {key.id for key in target.accounts.list_keys()}
    for key in source.accounts.list_keys():
        if key.id not in there:
            target.accounts.save_key(key)
    target.accounts.mark_made(source.accounts.made_at())  # when the source's users began


def _add_comments(target: Side, content_id: str, comments: list[Comment]) -> None:
    """The comments the target lacks, oldest first (after an interrupted copy, some)."""
    if not comments:
        return
    there = {c.id for c in target.comments.list_for_content(content_id)}
    for comment in comments:
        if comment.id not in there:
            target.comments.add(comment)


async def verify(source: Side, target: Side, say: Say) -> bool:
    """Read both sides again, print the table, and say in a sentence what differs."""
    ours = await fingerprint(source)
    theirs = await fingerprint(target)
    rows = compare(ours, theirs)
    say(table(rows))
    problem = differences(rows, ours, theirs)
    if problem is not None:
        say(problem)
        return False
    say(
        f"Verified: all {ours.total()} records on {target.name} match the source "
        f"(the sha256 of each record's canonical JSON; of them all: {ours.digest()})."
    )
    return True


async def migrate(
    source: Side, target: Side, *, resume: bool = False, verify_only: bool = False, say: Say
) -> bool:
    """Copy (unless `verify_only`) and verify; True when the target matches the source."""
    if not verify_only:
        await copy(source, target, resume=resume, say=say)
    return await verify(source, target, say)


def run(
    settings: Settings, to: str, *, resume: bool = False, verify_only: bool = False, say: Say
) -> int:
    """`python -m app migrate-store`: 0 when the target matches the source, else 1 (130:
    interrupted by Ctrl-C)."""
    target_config = target_settings(to, settings)
    source = open_source(settings)
    try:
        target = open_side(target_config)
        try:
            matched = anyio.run(
                lambda: migrate(source, target, resume=resume, verify_only=verify_only, say=say)
            )
        except KeyboardInterrupt:
            say(
                "Interrupted. Every article on the target is whole; run the same command "
                "with --resume to finish the copy."
            )
            return 130
        finally:
            target.close()
    finally:
        source.close()
    return 0 if matched else 1
