"""Where the time goes when a writer opens a very long article's panel (25,000 paragraphs).

Builds one article through the HTTP API (offline rules editor, temp data directory): V1 of
`--paragraphs` short paragraphs, then one suggestion that changes a word near its end (V2, so
the panel opens with that revision's changes to review). Then it prints, for each part:

- server: the page's HTML (render time, bytes), the article's JSON and the V2 diff's JSON;
- browser (headless Chromium, fresh context each run): navigation → first paint of the text,
  → `body[data-ready]`, → V2's changes drawn in the text (page clock), and the JS functions
  that took the most CPU (a CDP profile of one run, self time by function and file).

    .venv/bin/python bench/long_page.py [--paragraphs 25000] [--runs 3]
"""

import argparse
import logging
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.main import create_app  # noqa: E402
from app.settings import Settings  # noqa: E402
from app.testing.live_server import CHROMIUM, CHROMIUM_ARGS, LiveServer  # noqa: E402


def article_body(paragraphs: int) -> str:
    return "\n\n".join(
        f"Paragraph {n}: the choir met at the hall and sang until late." for n in range(paragraphs)
    )


def timed_get(client: httpx.Client, path: str) -> tuple[float, float, int]:
    """Wall and CPU milliseconds and bytes of one GET, the best of three (the store's first
    read not counted). The server runs in this process, so its CPU is counted with the
    client's: a figure that holds on a machine others load, unlike the wall time."""
    wall = cpu = float("inf")
    size = 0
    for _ in range(3):
        started, started_cpu = time.perf_counter(), time.process_time()
        response = client.get(path, headers={"accept": "text/html"} if "/api/" not in path else {})
        response.raise_for_status()
        wall = min(wall, (time.perf_counter() - started) * 1000)
        cpu = min(cpu, (time.process_time() - started_cpu) * 1000)
        size = len(response.content)
    return wall, cpu, size


def server_figures(client: httpx.Client, content_id: str, revision_id: str) -> None:
    for label, path in [
        ("page HTML", f"/articles/{content_id}"),
        ("article JSON", f"/api/contents/{content_id}"),
        ("session JSON", f"/api/chat/sessions/{content_id}"),
        ("V2 diff JSON", f"/api/revisions/{revision_id}/diff"),
    ]:
        wall, cpu, size = timed_get(client, path)
        print(f"server  {label:<13} {wall:8.0f} ms wall {cpu:8.0f} ms CPU  {size / 1024:8.0f} KiB")


PAINTED = "document.querySelectorAll('#article-body p').length"


def browser_figures(url: str, runs: int) -> None:
    from playwright.sync_api import sync_playwright

    ready: list[float] = []
    painted: list[float] = []
    changes: list[float] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS
        )
        try:
            for run in range(runs + 1):
                context = browser.new_context(viewport={"width": 1280, "height": 860})
                page = context.new_page()
                cdp = context.new_cdp_session(page) if run == 0 else None
                if cdp:
                    cdp.send("Profiler.enable")
                    cdp.send("Profiler.setSamplingInterval", {"interval": 200})
                    cdp.send("Profiler.start")
                page.goto(url, wait_until="commit")
                # The panel opens on V2's changes: the edit's <ins> drawn in the text. Polled
                # with the page's own querySelector every 50 ms: Playwright's selector engine,
                # run over 25,000 paragraphs, took 0.2 s of the page's main thread itself.
                page.wait_for_function(
                    "() => document.querySelector('#article-body ins')",
                    polling=50,
                    timeout=120_000,
                )
                figures = page.evaluate(
                    """() => ({
                      changes: performance.now(),
                      ready: Number(document.body.dataset.readyMs),
                      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
                      paragraphs: document.querySelectorAll('#article-body p').length,
                      nodes: document.getElementsByTagName('*').length,
                    })"""
                )
                if cdp:
                    report_profile(cdp.send("Profiler.stop")["profile"])
                context.close()
                print(
                    f"browser run {run}: first paint {figures['paint']:.0f} ms, ready "
                    f"{figures['ready']:.0f} ms, changes drawn {figures['changes']:.0f} ms, "
                    f"{figures['paragraphs']} paragraphs drawn, "
                    f"{figures['nodes']} elements"
                    + (" (profiled, not counted)" if run == 0 else "")
                )
                if run:
                    ready.append(figures["ready"])
                    painted.append(figures["paint"])
                    changes.append(figures["changes"])
        finally:
            browser.close()
    print(
        f"browser navigation → first paint median {statistics.median(painted):.0f} ms, "
        f"→ ready median {statistics.median(ready):.0f} ms, → changes drawn median "
        f"{statistics.median(changes):.0f} ms ({runs} runs)"
    )


def report_profile(profile: dict) -> None:
    """Self time by function, the ten heaviest (the profile's samples × their interval)."""
    nodes = {node["id"]: node for node in profile["nodes"]}
    deltas = profile["timeDeltas"]
    spent: Counter[str] = Counter()
    for sample, delta in zip(profile["samples"], deltas, strict=True):
        frame = nodes[sample]["callFrame"]
        where = frame["url"].rsplit("/", 1)[-1] or "(native)"
        name = frame["functionName"] or "(anonymous)"
        spent[f"{name} {where}:{frame['lineNumber'] + 1}"] += delta
    total = sum(deltas) / 1000
    print(f"profile of run 0: {total:.0f} ms sampled; heaviest self time:")
    for name, micros in spent.most_common(12):
        print(f"  {micros / 1000:8.0f} ms  {name}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--paragraphs", type=int, default=25_000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    logging.getLogger("httpx").setLevel(logging.WARNING)
    body = article_body(args.paragraphs)
    with tempfile.TemporaryDirectory() as data_dir:
        settings = Settings(  # type: ignore[call-arg]
            _env_file=None, data_dir=Path(data_dir), max_article_chars=len(body) + 1000
        )
        with LiveServer(create_app(settings)) as server:
            with httpx.Client(base_url=server.url, timeout=300) as client:
                content = client.post(
                    "/api/contents", json={"title": "A very long article", "body": body}
                ).json()
                last = args.paragraphs - 3
                sent = client.post(
                    "/api/chat/send",
                    json={
                        "content_id": content["id"],
                        "message": f'Replace "Paragraph {last}:" with "Paragraph {last} (moved):"',
                    },
                ).json()
                print(f"built: {args.paragraphs} paragraphs, {len(body):,} characters, V2")
                server_figures(client, content["id"], sent["revision"]["id"])
            browser_figures(f"{server.url}/articles/{content['id']}", args.runs)


if __name__ == "__main__":
    main()
