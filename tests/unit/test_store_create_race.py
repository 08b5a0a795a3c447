"""A worker starting up while another creates an article (two workers on one data directory:
the first already serving, the second still opening the store) must not take the new
article's journal for a crash's and complete it under the creator — the creator's commit then
failed and the writer got a 500 (CI rehearsal, session 22, tests/api/test_workers.py). The
create holds the article's file lock, which start-up recovery respects."""

from __future__ import annotations

import threading
from datetime import UTC, datetime
from pathlib import Path

from app.domain.models import Content
from app.store.tinydb_store import TinyDBStore

T0 = datetime(2026, 12, 3, 5, 0, tzinfo=UTC)


def test_start_up_leaves_a_create_in_progress_to_its_creator(tmp_path: Path, monkeypatch) -> None:
    creator = TinyDBStore(tmp_path)
    halfway, go_on = threading.Event(), threading.Event()
    apply = creator._apply_durably

    def held(content_id, journal):  # the journal is written; its commit not yet applied
        halfway.set()
        assert go_on.wait(10)
        return apply(content_id, journal)

    monkeypatch.setattr(creator, "_apply_durably", held)
    new = Content(
        id="crace", title="周报", body="第一段。\n\nPart two.", created_at=T0, updated_at=T0
    )
    failed: list[BaseException] = []

    def create() -> None:
        try:
            creator.create_content(new)
        except BaseException as error:  # noqa: BLE001 - reported to the test below
            failed.append(error)

    making = threading.Thread(target=create)
    making.start()
    assert halfway.wait(10)
    starting = TinyDBStore(tmp_path)  # the second worker opens the store now
    go_on.set()
    making.join(10)
    assert failed == []
    assert not any("crace" in line for line in starting.recovered), starting.recovered
    assert TinyDBStore(tmp_path).get_content("crace").body == new.body
