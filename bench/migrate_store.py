"""How fast `python -m app migrate-store` copies and verifies a store: a data directory of
articles with conversations built through the HTTP API, copied to another data directory
and to a throwaway PostgreSQL server. Prints records, seconds and records per second.

    .venv/bin/python bench/migrate_store.py [articles] [turns]
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

import anyio
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from app.store.transfer_run import copy, fingerprint
from app.store.transfer_sides import Side, open_side
from app.testing.pgserver import PostgresServer, find_bin_dir

BODY = "We waited twenty minutes.\n\n车没来，我们走回家。\n\nThe rain kept on."


def settings(data_dir: Path, database_url: str | None = None) -> Settings:
    return Settings(  # type: ignore[call-arg]
        data_dir=data_dir,
        database_url=database_url,
        style_llm_extraction=False,
        log_level="WARNING",
        _env_file=None,
    )


def build(data_dir: Path, articles: int, turns: int) -> None:
    """Articles edited by the offline rules editor, `turns` turns each."""
    with TestClient(app=create_app(settings(data_dir))) as client:
        for n in range(articles):
            made = client.post("/api/contents", json={"title": f"Bus {n}", "body": BODY}).json()
            for turn in range(turns):
                old, new = ("twenty", "thirty") if turn % 2 == 0 else ("thirty", "twenty")
                client.post(
                    "/api/chat/send",
                    json={"content_id": made["id"], "message": f'Replace "{old}" with "{new}"'},
                )


def measure(source: Side, target: Side, label: str) -> None:
    started = time.perf_counter()
    anyio.run(lambda: copy(source, target, resume=False, say=lambda _: None))
    copied = time.perf_counter() - started
    started = time.perf_counter()
    ours = anyio.run(fingerprint, source)
    theirs = anyio.run(fingerprint, target)
    verified = time.perf_counter() - started
    assert ours.hashes == theirs.hashes, "the copy differs"
    records = ours.total()
    print(
        f"{label:<28} {records:>7} records   copy {copied:6.2f} s ({records / copied:7.0f}/s)"
        f"   verify both sides {verified:6.2f} s ({2 * records / verified:7.0f}/s)"
    )


def main(articles: int = 60, turns: int = 10) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        started = time.perf_counter()
        build(root / "source", articles, turns)
        print(
            f"built {articles} articles x {turns} turns through the API "
            f"in {time.perf_counter() - started:.1f} s"
        )
        source = open_side(settings(root / "source"))
        try:
            target = open_side(settings(root / "copy"))
            try:
                measure(source, target, "TinyDB -> data directory")
            finally:
                target.close()
            if find_bin_dir() is None:
                print("PostgreSQL is not installed: `apt-get install postgresql` to measure it")
                return
            server = PostgresServer().start()
            try:
                target = open_side(settings(root / "pg-app", server.create_database("bench")))
                try:
                    measure(source, target, "TinyDB -> PostgreSQL")
                finally:
                    target.close()
            finally:
                server.stop()
        finally:
            source.close()


if __name__ == "__main__":
    main(*(int(arg) for arg in sys.argv[1:3]))
