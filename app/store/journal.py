"""The commit record that makes a turn all-or-nothing, and honest sentences for failed writes.

A commit writes its journal (everything it is about to write) atomically before touching any
other file; once that record is on disk the commit counts as saved, and recovery re-applies
it after a crash. Before it, nothing of the commit exists.

A new article (or a copied one) is one `journal.json`, applied, fsynced and removed at once.
A commit to an existing article is numbered: `journal-<seq>.json`, fsynced, is its only
fsynced write; the files it applies are fsynced later, many commits at a time (a checkpoint,
see app/store/commits.py), and its journal stays until then. A process that dies leaves its
writes in the page cache, so only journals past the header's `seq` need applying again; a
power cut (a new boot) may lose any unsynced file, so every journal still there is applied.
"""

from __future__ import annotations

import errno
import re
from dataclasses import dataclass, field
from typing import Any

from app.domain.errors import StorageFailed, StorageFull
from app.domain.models import ChatMessage, LLMCall
from app.store.atomic import Encoded, dumps

JOURNAL = "journal.json"
_NUMBERED = re.compile(r"^journal-(\d{8,})\.json$")


def journal_name(seq: int) -> str:
    """The file name of an existing article's commit number `seq`."""
    return f"journal-{seq:08d}.json"


def journal_seq(name: str) -> int | None:
    """The commit number of a numbered journal's file name; None for any other file."""
    match = _NUMBERED.match(name)
    return int(match.group(1)) if match else None


def _read_boot_id() -> str:
    try:
        with open("/proc/sys/kernel/random/boot_id", encoding="ascii") as handle:
            return handle.read().strip()
    except OSError:
        return ""


# Which boot of the machine this process runs in: a header written in another boot may have
# lost unsynced files to a power cut. "" where the system does not say (then every commit is
# made durable before it returns, as a checkpoint of its own).
_BOOT = {"id": _read_boot_id()}


def boot_id() -> str:
    return _BOOT["id"]


_FULL = {errno.ENOSPC, errno.EDQUOT}


def stored_message(message: ChatMessage) -> dict[str, Any]:
    """A message as its files hold it: without `selection` when it has none, so every message
    not limited to a selection is written exactly as before the field existed (and reads
    back with none)."""
    doc: dict[str, Any] = message.model_dump(mode="json")
    if doc.get("selection") is None:
        doc.pop("selection", None)
    return doc


@dataclass
class Journal:
    """Everything one commit writes, in the order it is applied (heavy first, header last)."""

    set_aside: list[str] = field(default_factory=list)  # stale revision ids (pre-journal data)
    # A version's text, or only {"version", "revision_id"} when the revision in this journal
    # holds it (its revised title and body): the version's file is then a second name of the
    # revision's file, so the text is neither journaled twice nor written to a file of its own.
    versions: list[dict[str, Any]] = field(default_factory=list)
    revisions: list[dict[str, Any]] = field(default_factory=list)
    calls: list[dict[str, Any]] = field(default_factory=list)
    messages: list[dict[str, Any]] = field(default_factory=list)
    header: dict[str, Any] | None = None
    index: dict[str, Any] | None = None
    # The bytes of each write-once record (by id of its dict) once `encode` made them, so
    # the record's own file is written from the same bytes as its journal.
    encoded: dict[int, bytes] = field(default_factory=dict, repr=False, compare=False)

    def is_empty(self) -> bool:
        return not (
            self.versions or self.revisions or self.calls or self.messages or self.header
        ) and (self.index is None)

    def to_json(self) -> dict[str, Any]:
        # Not dataclasses.asdict: it deep-copies every record (a model call holds the whole
        # prompt), and the records are only serialized from here. A call added by `add_call`
        # is only named here: write a journal's file from `encode`.
        return {"format": 1, **{name: getattr(self, name) for name in _FIELDS}}

    def encode(self) -> bytes:
        """The journal as its file holds it (`dumps(self.to_json())`, but for the whole
        records of the calls `add_call` added), keeping each write-once record's bytes for
        `record`."""
        parts = [b'{"format":1']
        for name in _FIELDS:
            value = getattr(self, name)
            if name in _WRITE_ONCE:
                items = [self.encoded.get(id(record)) or dumps(record) for record in value]
                self.encoded.update(zip(map(id, value), items, strict=True))
                parts.append(b',"%s":[%s]' % (name.encode(), b",".join(items)))
            else:
                parts.append(b',"%s":%s' % (name.encode(), dumps(value)))
        parts.append(b"}")
        return b"".join(parts)

    def add_call(self, call: LLMCall) -> None:
        """Add a model call, serialized once by pydantic straight to its bytes (a call holds
        the whole prompt: its dict and that dict's encoding cost a turn twice as much). The
        journal's entry names it only; `encode` writes those bytes in its place, and its file
        is written from them (a journal read back holds the whole record, as ever)."""
        entry = {"message_id": call.message_id}
        self.calls.append(entry)
        self.encoded[id(entry)] = LLMCall.__pydantic_serializer__.to_json(call)

    def record(self, record: dict[str, Any]) -> dict[str, Any] | Encoded:
        """What to write for a write-once record: its bytes if `encode` made them."""
        payload = self.encoded.get(id(record))
        return record if payload is None else Encoded(payload)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Journal:
        known = {name: data[name] for name in _FIELDS if name in data}
        return cls(**known)


# What a journal file holds, in order; records written once, each to a file of its own.
_FIELDS = ("set_aside", "versions", "revisions", "calls", "messages", "header", "index")
_WRITE_ONCE = frozenset({"versions", "revisions", "calls"})


def storage_failure(
    error: OSError, *, saved: bool, what: str, pending: bool = False
) -> StorageFailed:
    """The error a writer sees when the data directory refuses a write, in true words.

    `saved`: the commit point was written, so `what` is kept and will be completed.
    `pending`: an earlier saved change could not be completed, so this one was not started.
    """
    full = error.errno in _FULL
    reason = (
        "The disk is full"
        if full
        else f"The data directory could not be written ({error.strerror or error})"
    )
    if pending:
        sentence = (
            f"{reason}: an earlier change to this article is saved but not yet complete, so "
            "nothing new was saved. Free some space and try again."
        )
    elif saved:
        sentence = (
            f"{reason}: {what} was saved, but could not be completed yet; once the data "
            "directory can be written again, it is completed by the next change to this "
            "article or when Redline restarts — then reload to see it."
        )
    elif what == "the reply":
        sentence = f"{reason}: your message was saved, but the reply could not be."
    else:
        sentence = f"{reason}; nothing was saved."
    kind = StorageFull if full else StorageFailed
    return kind(sentence[0].upper() + sentence[1:], saved=saved)


def message_not_saved(error: StorageFailed) -> StorageFailed:
    """`error` (raised while starting an article's conversation) as the writer of a message
    must hear it: the message itself was not saved, whatever became of the opening line."""
    full = isinstance(error, StorageFull)
    reason = (
        "The disk is full"
        if full
        else str(error).split(":", 1)[0].split(";", 1)[0] or "The data directory failed"
    )
    return type(error)(
        f"{reason}: your message was not saved. Free some space (or make the data directory "
        "writable) and send it again.",
        saved=False,
    )
