"""`python -m app check` for personas: name each damaged persona file and set it aside.

A persona file that cannot be read (cut short, not JSON, not a persona) or a persona's folder
replaced by a file is renamed beside itself (`persona.json.unreadable-<time>`, nothing
deleted), as the store does with an article's unreadable files. Without its persona file the
default persona is made afresh by the next request; without its style file a persona starts
its style memory afresh. Only `check` does this: the app itself leaves the files as they are.
"""

from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path

from app.domain.errors import Damaged, NotFound
from app.store.personas import PersonaFiles


def _aside(path: Path, kind: str) -> Path:
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S")
    aside = path.with_name(f"{path.name}.{kind}-{stamp}")
    for again in range(2, 100):  # one set aside earlier in the same second is kept too
        if not os.path.lexists(aside):
            break
        aside = path.with_name(f"{path.name}.{kind}-{stamp}-{again}")
    os.replace(path, aside)
    return aside


# Style learning paused for the persona (app/style/queue_paused.py) goes on by itself.
_LEARNING = "; style learning for it, paused meanwhile, resumes once the app reads it again"


def check_personas(store: PersonaFiles) -> list[str]:
    """One line per damaged persona file, each set aside; nothing when all can be read."""
    folder = store._root / "personas"
    if not folder.is_dir():
        return []
    report = []
    for entry in sorted(folder.iterdir()):
        if "." in entry.name:
            continue  # a file or folder set aside earlier
        if not entry.is_dir():
            aside = _aside(entry, "file-set-aside")
            report.append(
                f"DAMAGED persona {entry.name}: its folder {entry} is a file; set aside as "
                f"{aside} (renamed, nothing deleted). The persona is gone from the app: its "
                "name, preferences and trail were in that folder — restore the folder from a "
                "backup (or, if that file is a copy of it, from there); its page says the same"
            )
            continue
        for name, read in (
            ("persona.json", store.get_persona),
            ("assertions.json", store.list_assertions),
        ):
            path = entry / name
            try:
                read(entry.name)
            except NotFound:
                break  # no persona here (its file missing): nothing to read
            except Damaged as error:
                if not path.exists() or name not in str(error):
                    continue
                aside = _aside(path, "unreadable")
                store._cache.forget(path)
                report.append(
                    f"DAMAGED persona {entry.name}: its file {path} cannot be read; set aside "
                    f"as {aside.name} (renamed, nothing deleted){_LEARNING}"
                )
    return report
