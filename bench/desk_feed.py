"""How long the editor's desk takes to find a page of recent revisions across many articles.

Builds a fresh TinyDB data directory with ARTICLES articles of REVISIONS revisions each (manual
edits through the HTTP API, a third of the articles by each of three writers, Chinese and
English), then times GET /api/revisions: the first page, a page deep in the list, one writer's
revisions, one kind, one article, and a filter that matches nothing (which looks at every
article). Prints the first run (articles not yet read since start-up come from disk), the
median of several runs (the desk keeps what it read until an article changes) and how many
articles each page looked at.

    .venv/bin/python bench/desk_feed.py [--articles 200] [--revisions 10] [--runs 7]
"""

from __future__ import annotations

import argparse
import logging
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from litestar.testing import TestClient  # noqa: E402

from app.main import create_app  # noqa: E402
from app.settings import Settings  # noqa: E402
from app.testing.acting import ActingAs, user  # noqa: E402

WRITERS = {f"w{n}": user(f"u-{n}", name, "writer") for n, name in enumerate(["Lin", "Bo", "Ana"])}


def build(client: TestClient, articles: int, revisions: int) -> list[str]:
    ids = []
    for number in range(articles):
        who = {"x-test-actor": f"w{number % 3}"}
        chinese = number % 2 == 0
        body = "秋天的公园很安静。\n\n树叶慢慢落下。" if chinese else "We waited.\n\nThe bus came."
        created = client.post(
            "/api/contents", json={"title": f"Article {number}", "body": body}, headers=who
        ).json()
        ids.append(created["id"])
        for version in range(1, revisions + 1):
            body += f"\n\n{'第' + str(version) + '段。' if chinese else f'Line {version}.'}"
            response = client.put(
                f"/api/contents/{created['id']}",
                json={"body": body, "base_version": version},
                headers=who,
            )
            assert response.status_code == 200, response.text
    return ids


def timed(client: TestClient, runs: int, **query: Any) -> tuple[float, float, int, int]:
    """(first ms, median ms, entries, articles looked at) of GET /api/revisions."""
    times = []
    page: dict[str, Any] = {}
    for _ in range(runs):
        started = time.perf_counter()
        response = client.get("/api/revisions", params=query)
        times.append((time.perf_counter() - started) * 1000)
        assert response.status_code == 200, response.text
        page = response.json()
    return times[0], statistics.median(times), len(page["entries"]), page["articles_read"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--articles", type=int, default=200)
    parser.add_argument("--revisions", type=int, default=10)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    logging.getLogger("httpx").setLevel(logging.WARNING)  # not a line per request
    with tempfile.TemporaryDirectory() as data:
        settings = Settings(_env_file=None, data_dir=Path(data))  # type: ignore[call-arg]
        with TestClient(app=ActingAs(create_app(settings), WRITERS)) as client:
            started = time.perf_counter()
            ids = build(client, args.articles, args.revisions)
            print(
                f"built {args.articles} articles x {args.revisions} revisions "
                f"in {time.perf_counter() - started:.1f} s"
            )
            deep = None
            for _ in range(5):  # the sixth page of 20
                page = client.get(
                    "/api/revisions", params={"limit": 20, **({"cursor": deep} if deep else {})}
                ).json()
                deep = page["next_cursor"]
            cases: list[tuple[str, dict[str, Any]]] = [
                ("first page (20)", {}),
                ("sixth page (20)", {"cursor": deep}),
                ("one writer", {"author": "u-1"}),
                ("one kind (manual)", {"kind": "manual"}),
                ("one article", {"content_id": ids[len(ids) // 2]}),
                ("matches nothing", {"author": "nobody"}),
            ]
            print(f"{'query':<20} {'first ms':>9} {'median ms':>10} {'entries':>8} {'articles':>9}")
            for name, query in cases:
                first, median, entries, read = timed(client, args.runs, **query)
                print(f"{name:<20} {first:>9.1f} {median:>10.1f} {entries:>8} {read:>9}")


if __name__ == "__main__":
    main()
