"""Personas and their style memory on disk: the persona, its assertions, its audit trail."""

from __future__ import annotations

import logging
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tinydb import TinyDB, where

from app.domain.errors import Damaged, NotFound
from app.domain.ids import is_valid_id
from app.domain.models import AuditEntry, Persona, StyleAssertion
from app.store import atomic
from app.store.base import check_preferences, owned
from app.store.files import StoreFiles

log = logging.getLogger(__name__)

# Personas whose validated assertions are kept (see `list_assertions`).
_ASSERTIONS_KEPT = 256


def _damaged(path: Path, error: Exception) -> Damaged:
    """The error for a persona's file that cannot be read, naming it and the way out."""
    reason = str(error).splitlines()[0][:160] if str(error) else type(error).__name__
    return Damaged(
        f"Persona {path.parent.name!r} is damaged: its file {path.name} cannot be read "
        f"({reason}). Articles and other personas are not affected (edits go on without this "
        "persona's style); `python -m app check` sets the file aside (renamed, nothing "
        "deleted), or restore it from a backup."
    )


def folder_damaged(folder: Path) -> Damaged:
    """The error for a persona whose folder was replaced by a file."""
    return Damaged(
        f"Persona {folder.name!r} is damaged: its folder personas/{folder.name} is a file. "
        "Articles and other personas are not affected (edits go on without this persona's "
        "style); `python -m app check` sets the file aside (renamed, nothing deleted)."
    )


class PersonaFiles(StoreFiles):
    """The persona half of the TinyDB store; each file is locked by the store itself."""

    def __init__(self, data_dir: Path, segment_size: int = 64) -> None:
        super().__init__(data_dir, segment_size)
        # assertions.json → (the parsed file it was validated from, the assertions).
        self._assertions: dict[Path, tuple[Any, tuple[StyleAssertion, ...]]] = {}

    def save_persona(self, persona: Persona) -> None:
        path = self._persona_dir(persona.id) / "persona.json"
        with self._shared_file(path):
            self._cache.write(path, persona.model_dump(mode="json"))

    def get_persona(self, persona_id: str) -> Persona:
        persona = self._read_persona(self._persona_dir(persona_id) / "persona.json")
        if persona is None:
            raise NotFound(self._set_aside(persona_id) or f"No persona with id {persona_id!r}.")
        return persona

    def _set_aside(self, persona_id: str) -> str | None:
        """What `python -m app check` set aside of a persona that is no longer there (its
        file, or a file where its folder was), in a sentence; None when nothing was."""
        folder = self._persona_dir(persona_id)
        kept = sorted(folder.glob("persona.json.unreadable-*")) if folder.is_dir() else []
        if kept:
            return (
                f"Persona {persona_id!r} is no longer here: its file persona.json could not be "
                f"read, and `python -m app check` set it aside as "
                f"{kept[-1].relative_to(self._root)} (renamed, nothing deleted). Mend that file "
                "and move it back to persona.json, or restore the persona from a backup."
            )
        files = sorted(folder.parent.glob(f"{persona_id}.file-set-aside-*"))
        if files:
            return (
                f"Persona {persona_id!r} is no longer here: a file had taken the place of its "
                f"folder personas/{persona_id}, and `python -m app check` set that file aside as "
                f"{files[-1].relative_to(self._root)} (renamed, nothing deleted). The persona's "
                "name, preferences and trail were in the folder: restore it from a backup."
            )
        return None

    def _read_persona(self, path: Path) -> Persona | None:
        """The persona saved at `path` (None: there is none); Damaged when it cannot be read."""
        try:
            data = self._cache.load(path)
            return None if data is None else Persona.model_validate(owned(data))
        except ValueError as error:  # not JSON, not text, or not a persona
            raise _damaged(path, error) from None
        except NotADirectoryError:  # the persona's folder replaced by a file
            raise folder_damaged(path.parent) from None
        except IsADirectoryError:  # a folder where its file belongs
            raise _damaged(path, ValueError("it is a folder, not a file")) from None

    def list_personas(self) -> list[Persona]:
        """Oldest first (by created_at): those that can be read. A damaged persona (its
        persona or style file unreadable, its folder a file) is left out of the list, with a
        warning in the log — the home page and the persona list keep working; reading it by
        id says what is damaged, and `python -m app check` sets the file aside."""
        folder = self._root / "personas"
        personas = []
        for path in folder.glob("*/persona.json") if folder.is_dir() else ():
            try:
                persona = self._read_persona(path)
                if persona is not None:
                    self.list_assertions(persona.id)  # every list shows its preferences
            except Damaged as error:
                log.warning("%s It is left out of the list of personas.", error)
                continue
            if persona is not None:
                personas.append(persona)
        personas.sort(key=lambda p: (p.created_at, p.id))
        return personas

    def persona_ids(self) -> list[str]:
        """The readable personas oldest first, then any damaged one (its folder with a
        persona.json, or a file where its folder belongs) by id; what `check` set aside (the
        file renamed) is no persona."""
        ids = [p.id for p in self.list_personas()]
        folder = self._root / "personas"
        if folder.is_dir():
            named = (
                p.name
                for p in folder.iterdir()
                if is_valid_id(p.name) and (p.is_file() or (p / "persona.json").exists())
            )
            ids += sorted(set(named) - set(ids))
        return ids

    def list_assertions(self, persona_id: str) -> list[StyleAssertion]:
        """In the order they were first saved.

        Every turn reads its persona's assertions (for the prompt), so each version of the
        file is validated once: the parse cache hands out the same object until the file
        changes. Callers get copies (they change fields of what they are given)."""
        self.get_persona(persona_id)
        path = self._persona_dir(persona_id) / "assertions.json"
        try:
            data = self._cache.load(path)
        except ValueError as error:  # not JSON, or not text
            raise _damaged(path, error) from None
        except IsADirectoryError:  # a folder where its file belongs
            raise _damaged(path, ValueError("it is a folder, not a file")) from None
        if data is None:
            return []
        with self._parsed_lock:
            kept = self._assertions.get(path)
        if kept is None or kept[0] is not data:
            try:
                docs = data.get(TinyDB.default_table_name, {})  # in file order, as TinyDB lists
                read = tuple(StyleAssertion.model_validate(doc) for doc in docs.values())
            except (AttributeError, ValueError) as error:  # JSON, but not assertions
                raise _damaged(path, error) from None
            kept = (data, read)
            with self._parsed_lock:
                if len(self._assertions) >= _ASSERTIONS_KEPT:
                    self._assertions.clear()
                self._assertions[path] = kept
        # A shallow copy: callers replace fields (lists included) rather than change them.
        return [assertion.model_copy() for assertion in kept[1]]

    def save_assertions(
        self, persona_id: str, assertions: Sequence[StyleAssertion], audit: Sequence[AuditEntry]
    ) -> None:
        """Upsert assertions by id and append the audit entries; nothing is deleted.

        The audit is written first, so a crash in between leaves a trail that says more
        than the assertions show, never a change without its trail."""
        check_preferences(persona_id, assertions, audit)
        self.get_persona(persona_id)
        directory = self._persona_dir(persona_id)
        if audit:
            self._append_audit(directory / "audit.jsonl", audit)
        if assertions:
            path = directory / "assertions.json"
            with self._shared_file(path):
                db = self._db(path)
                known = {doc["id"] for doc in db.all()}
                updates = [
                    (a.model_dump(mode="json"), where("id") == a.id)
                    for a in assertions
                    if a.id in known
                ]
                fresh: dict[str, dict[str, Any]] = {
                    a.id: a.model_dump(mode="json") for a in assertions if a.id not in known
                }
                if updates:
                    db.update_multiple(updates)
                if fresh:
                    db.insert_multiple(fresh.values())

    def list_audit(self, persona_id: str) -> list[AuditEntry]:
        """Oldest first. The trail is its own append-only file: it is read even when the
        persona's other files are damaged (an article's history shows what learning did)."""
        try:
            self.get_persona(persona_id)
        except Damaged:
            folder = self._persona_dir(persona_id)
            if not folder.is_dir():
                return []  # its folder is a file: there is no trail to read
        # Only the lines appended since the last read are parsed (the style queue reads the
        # trail before learning each job it did not announce itself).
        return self._appended.read(self._persona_dir(persona_id) / "audit.jsonl", _audit_entry)

    def _append_audit(self, path: Path, entries: Sequence[AuditEntry]) -> None:
        payload = b"".join(atomic.dumps(e.model_dump(mode="json")) + b"\n" for e in entries)
        with self._shared_file(path):
            created = not path.exists()
            fd = os.open(path, os.O_RDWR | os.O_APPEND | os.O_CREAT, 0o644)
            try:
                size = os.fstat(fd).st_size
                if size and os.pread(fd, 1, size - 1) != b"\n":
                    # A crash tore the last line; start ours on a fresh one.
                    payload = b"\n" + payload
                view = memoryview(payload)
                while view:
                    view = view[os.write(fd, view) :]
                os.fsync(fd)
            finally:
                os.close(fd)
            if created:
                atomic.fsync_dir(path.parent)


def _audit_entry(line: bytes) -> AuditEntry | None:
    try:
        return AuditEntry.model_validate_json(line)
    except ValueError:
        # A line torn by a crash mid-append: the entries around it are intact.
        return None
