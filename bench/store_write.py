"""Print how long one turn's commits take as a content's history grows (it should not grow),
with the CPU they use and the fsyncs they make (both hardly moved by other work on the
machine, unlike the wall time).

Run: .venv/bin/python bench/store_write.py
"""

from __future__ import annotations

import os
import resource
import statistics
import tempfile
import threading
import time
from datetime import UTC, datetime
from pathlib import Path

from app.domain.models import ChatMessage, ChatSession, Content, RevisionRecord
from app.store.tinydb_store import TinyDBStore

NOW = datetime(2026, 11, 1, tzinfo=UTC)
BODY = "这是一段用来测量写入速度的正文。" * 200  # ~3,000 characters, a typical article
CID = "cbench"


def message(n: int) -> ChatMessage:
    return ChatMessage(
        id=f"{CID}-m{n:07d}",
        session_id=f"{CID}-session",
        parent_id=None if n == 0 else f"{CID}-m{n - 1:07d}",
        role="user" if n % 2 == 0 else "assistant",
        content="把第三段改得更活泼一点" if n % 2 == 0 else "V2→V3 saved",
        version=1 + n // 2,
        created_at=NOW,
    )


def turn(store: TinyDBStore, n: int) -> None:
    """One edit turn: the user message, then revision + reply + header."""
    version = store.next_version(CID)
    store.commit(CID, messages=[message(n)])
    store.commit(
        CID,
        messages=[message(n + 1)],
        revision=RevisionRecord(
            id=f"{CID}-r{version:07d}",
            content_id=CID,
            kind="llm",
            base_version=version - 1,
            version=version,
            original_title="标题",
            original_body=BODY,
            revised_title="标题",
            revised_body=BODY + str(version),
            created_at=NOW,
        ),
        content=Content(
            id=CID, title="标题", body=BODY, version=version, created_at=NOW, updated_at=NOW
        ),
        session=ChatSession(
            id=f"{CID}-session",
            content_id=CID,
            head_id=f"{CID}-m{n + 1:07d}",
            created_at=NOW,
            updated_at=NOW,
        ),
    )


def count_fsyncs() -> list[int]:
    """Count every fsync from now on, in any thread (checkpoints fsync from a pool)."""
    count = [0]
    real = os.fsync
    lock = threading.Lock()

    def fsync(fd: int) -> None:
        with lock:
            count[0] += 1
        real(fd)

    os.fsync = fsync
    return count


def cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_SELF)
    return used.ru_utime + used.ru_stime


def main() -> None:
    fsyncs = count_fsyncs()
    with tempfile.TemporaryDirectory() as tmp:
        store = TinyDBStore(Path(tmp))
        store.create_content(
            Content(id=CID, title="标题", body=BODY, created_at=NOW, updated_at=NOW)
        )
        n = 0
        print(
            f"{'messages':>9} {'turn median ms':>15} {'turn p95 ms':>12} {'CPU ms':>7} "
            f"{'fsyncs':>7}  (times: the last 50 turns; CPU and fsyncs: a turn since the row above)"
        )
        for target in (10, 100, 1_000, 4_000):
            timings = []
            synced, used, turns = fsyncs[0], cpu(), (target - n) // 2
            while n < target:
                start = time.perf_counter()
                turn(store, n)
                timings.append((time.perf_counter() - start) * 1000)
                n += 2
            tail = sorted(timings[-50:])
            p95 = tail[int(len(tail) * 0.95) - 1]
            print(
                f"{n:>9} {statistics.median(tail):>15.2f} {p95:>12.2f} "
                f"{(cpu() - used) / turns * 1000:>7.2f} {(fsyncs[0] - synced) / turns:>7.2f}"
            )


if __name__ == "__main__":
    main()
