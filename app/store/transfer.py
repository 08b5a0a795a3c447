"""What `python -m app migrate-store` copies and how it proves the copy whole (no I/O here).

A store's contents are summed up as a fingerprint: for each kind of record (articles,
versions, messages, …) the sha256 of every record's canonical JSON, by the record's key.
Comparing the source's fingerprint with the target's names every record missing, extra or
different, and `plan_copy` decides what a copy (or a resumed copy) still has to write.
The reading and writing itself is in app/store/transfer_run.py.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from app.domain.comments import Comment
from app.domain.errors import RedlineError
from app.store.base import ArticleRecords, PersonaRecords

# Every kind of record, in the order the table prints them: (key, one, many).
KINDS: tuple[tuple[str, str, str], ...] = (
    ("articles", "article", "articles"),
    ("versions", "version", "versions"),
    ("conversations", "conversation", "conversations"),
    ("messages", "message", "messages"),
    ("revisions", "revision", "revisions"),
    ("comments", "comment", "comments"),
    ("model_calls", "model call", "model calls"),
    ("idempotency", "idempotency record", "idempotency records"),
    ("personas", "persona", "personas"),
    ("preferences", "preference", "preferences"),
    ("audit", "audit entry", "audit entries"),
    ("users", "user", "users"),
    ("api_keys", "API key", "API keys"),
    ("queued", "revision waiting to be learned", "revisions waiting to be learned"),
)
_NAMES = {key: (one, many) for key, one, many in KINDS}
_SHOWN_KEYS = 3  # record keys named per difference; the rest are counted


class MigrationRefused(RedlineError):
    """The copy cannot start (a non-empty target without --resume, the source itself …)."""

    status_code = 409


def canonical_json(data: Any) -> bytes:
    """One byte string per value: keys sorted, no spaces, UTF-8 (Chinese stays readable)."""
    return json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":")).encode()


def record_hash(record: BaseModel | Mapping[str, Any]) -> str:
    """The sha256 of a record's canonical JSON (a pydantic model as it dumps to JSON)."""
    data = record.model_dump(mode="json") if isinstance(record, BaseModel) else dict(record)
    return hashlib.sha256(canonical_json(data)).hexdigest()


@dataclass
class Fingerprint:
    """Every record of a store (or of one article) by kind and key, as a content hash.

    `unreadable` holds what could not be read at all (its key, and the sentence why)."""

    hashes: dict[str, dict[str, str]] = field(default_factory=lambda: {k: {} for k, *_ in KINDS})
    unreadable: dict[str, str] = field(default_factory=dict)

    def add(self, kind: str, key: str, record: BaseModel | Mapping[str, Any]) -> None:
        self.hashes[kind][key] = record_hash(record)

    def merge(self, other: Fingerprint) -> None:
        for kind, records in other.hashes.items():
            self.hashes[kind].update(records)
        self.unreadable.update(other.unreadable)

    def total(self) -> int:
        return sum(len(records) for records in self.hashes.values())

    def digest(self) -> str:
        """One sha256 for the whole store: equal digests, equal records (a backup's seal)."""
        lines = sorted(
            f"{kind} {key} {digest}"
            for kind, records in self.hashes.items()
            for key, digest in records.items()
        )
        return hashlib.sha256("\n".join(lines).encode()).hexdigest()


def article_fingerprint(records: ArticleRecords) -> Fingerprint:
    """Each record of one article: its header, every version, the tree, revisions, calls."""
    content_id = records.content.id
    found = Fingerprint()
    found.add("articles", content_id, records.content)
    if records.session is not None:
        found.add("conversations", content_id, records.session)
    for version in records.versions:
        found.add("versions", f"{content_id} V{version.version}", version)
    for message in records.messages:
        found.add("messages", message.id, message)
    for revision in records.revisions:
        found.add("revisions", revision.id, revision)
    for call in records.llm_calls:
        found.add("model_calls", call.message_id, call)
    for key, result in records.requests.items():
        found.add("idempotency", f"{content_id} {key}", result)
    return found


def persona_fingerprint(records: PersonaRecords) -> Fingerprint:
    """The persona, each preference with its evidence and history, each audit entry in order."""
    persona_id = records.persona.id
    found = Fingerprint()
    found.add("personas", persona_id, records.persona)
    for assertion in records.assertions:
        found.add("preferences", assertion.id, assertion)
    for number, entry in enumerate(records.audit, 1):
        found.add("audit", f"{persona_id} #{number}", entry)
    return found


def comments_fingerprint(comments: Iterable[Comment]) -> Fingerprint:
    """The comments on an article's revisions, by id."""
    found = Fingerprint()
    for comment in comments:
        found.add("comments", str(comment.id), comment)
    return found


def accounts_fingerprint(users: Iterable[BaseModel], keys: Iterable[BaseModel]) -> Fingerprint:
    """Users (with their password hashes) and API keys (with their secrets' hashes), by id."""
    found = Fingerprint()
    for kind, records in (("users", users), ("api_keys", keys)):
        for record in records:
            found.add(kind, str(record.model_dump()["id"]), record)
    return found


def queue_fingerprint(jobs: Mapping[str, Mapping[str, Any]]) -> Fingerprint:
    """The learning queue's jobs (waiting, being learned or failed), by revision id."""
    found = Fingerprint()
    for revision_id, job in jobs.items():
        found.add("queued", revision_id, job)
    return found


@dataclass(frozen=True)
class KindComparison:
    """One row of the verification table: a kind's counts and which keys disagree."""

    kind: str
    source: int
    target: int
    missing: tuple[str, ...]  # on the source, not on the target
    extra: tuple[str, ...]  # on the target only
    differing: tuple[str, ...]  # on both, with different content

    @property
    def same(self) -> bool:
        return not (self.missing or self.extra or self.differing)


def compare(source: Fingerprint, target: Fingerprint) -> list[KindComparison]:
    """Each kind's counts on both sides and the keys that are missing, extra or different."""
    rows = []
    for kind, *_ in KINDS:
        ours, theirs = source.hashes[kind], target.hashes[kind]
        rows.append(
            KindComparison(
                kind=kind,
                source=len(ours),
                target=len(theirs),
                missing=tuple(sorted(set(ours) - set(theirs))),
                extra=tuple(sorted(set(theirs) - set(ours))),
                differing=tuple(
                    sorted(k for k in ours.keys() & theirs.keys() if ours[k] != theirs[k])
                ),
            )
        )
    return rows


def count(number: int, kind: str) -> str:
    """`number` records of `kind` in words: '1 article', '3 audit entries'."""
    one, many = _NAMES[kind]
    return f"{number} {one if number == 1 else many}"


def _keys(keys: Iterable[str]) -> str:
    listed = list(keys)
    shown = ", ".join(listed[:_SHOWN_KEYS])
    more = len(listed) - _SHOWN_KEYS
    return f"{shown} and {more} more" if more > 0 else shown


def differences(
    rows: Iterable[KindComparison], source: Fingerprint, target: Fingerprint
) -> str | None:
    """The sentence naming everything that differs between the two sides; None if nothing."""
    parts = [
        f"on the source, {what} cannot be read ({why})" for what, why in source.unreadable.items()
    ]
    parts += [
        f"on the target, {what} cannot be read ({why})" for what, why in target.unreadable.items()
    ]
    for row in rows:
        if row.differing:
            verb = "differs" if len(row.differing) == 1 else "differ"
            parts.append(f"{count(len(row.differing), row.kind)} {verb} ({_keys(row.differing)})")
        if row.missing:
            verb = "is" if len(row.missing) == 1 else "are"
            parts.append(
                f"{count(len(row.missing), row.kind)} {verb} missing on the target "
                f"({_keys(row.missing)})"
            )
        if row.extra:
            verb = "is" if len(row.extra) == 1 else "are"
            parts.append(
                f"{count(len(row.extra), row.kind)} {verb} only on the target ({_keys(row.extra)})"
            )
    if not parts:
        return None
    return "The copy does not match the source: " + "; ".join(parts) + "."


def table(rows: Iterable[KindComparison]) -> str:
    """The counts side by side, with the number of records that disagree per kind."""
    lines = [f"{'records':<32}{'source':>8}{'target':>8}  differences"]
    for row in rows:
        wrong = len(row.missing) + len(row.extra) + len(row.differing)
        one, many = _NAMES[row.kind]
        lines.append(f"{many:<32}{row.source:>8}{row.target:>8}  {wrong or ''}")
    return "\n".join(lines)


def listing(counts: Mapping[str, int]) -> str:
    """Counts of several kinds in words: '3 articles, 1 persona and 2 users'."""
    parts = [count(number, kind) for kind, number in counts.items()]
    return ", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else "".join(parts)


@dataclass(frozen=True)
class Plan:
    """What a copy writes, per kind of whole record ("articles", "personas", "users"): the
    ids the target does not hold yet, in the source's order, and how many it holds already
    (kept as they are, and verified afterwards)."""

    writes: dict[str, tuple[str, ...]]
    kept: dict[str, int]


def plan_copy(
    source: Mapping[str, Iterable[str]], target: Mapping[str, Iterable[str]], *, resume: bool
) -> Plan:
    """Which records to write. A target holding anything is refused unless `resume`: then
    what is there is kept (and verified afterwards) and only what is missing is written."""
    there = {kind: set(target.get(kind, ())) for kind in source}
    held = {kind: len(ids) for kind, ids in there.items() if ids}
    if held and not resume:
        raise MigrationRefused(
            f"The target already holds {listing(held)}. Copy into an empty target, or add "
            "--resume to finish an interrupted copy into this one (what it holds is kept and "
            "verified)."
        )
    wanted = {kind: list(ids) for kind, ids in source.items()}
    writes = {kind: tuple(i for i in ids if i not in there[kind]) for kind, ids in wanted.items()}
    kept = {kind: len(wanted[kind]) - len(writes[kind]) for kind in wanted}
    return Plan(writes=writes, kept=kept)
