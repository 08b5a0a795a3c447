"""How long the writer's panel takes to become interactive for a long-lived article.

Builds an article with 400 chat turns and 100 versions through the HTTP API (offline rules
editor, temp data directory), serves it with uvicorn, and opens it in headless Chromium
several times: the figure is the time from navigation start to `body[data-ready]` (the
transcript and article drawn, every control live), as measured by the page itself, plus the
wall time seen from the driver. Goal: median under 500 ms.

    .venv/bin/python bench/panel_load.py [--runs 9]
"""

import argparse
import logging
import statistics
import sys
import tempfile
import time
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.main import create_app  # noqa: E402
from app.settings import Settings  # noqa: E402
from app.testing.live_server import CHROMIUM, CHROMIUM_ARGS, LiveServer  # noqa: E402

TURNS = 400
VERSIONS = 100


def build_article(client: httpx.Client) -> str:
    """One article: every 4th turn replaces a marker word (a new version), the rest are
    suggestions the offline editor answers without changing the text."""
    paragraphs = [
        " ".join(f"marker{p * 10 + w}x and some ordinary words around it." for w in range(10))
        for p in range(VERSIONS // 10)
    ]
    content = client.post(
        "/api/contents", json={"title": "A long-lived article", "body": "\n\n".join(paragraphs)}
    ).json()
    made = 0
    for turn in range(TURNS):
        if turn % (TURNS // (VERSIONS - 1)) == 0 and made < VERSIONS - 1:
            message = f'Replace "marker{made}x" with "changed{made}y"'
            made += 1
        else:
            message = f"Turn {turn}: could you make the second paragraph a little warmer?"
        response = client.post(
            "/api/chat/send", json={"content_id": content["id"], "message": message}
        )
        response.raise_for_status()
    final = client.get(f"/api/contents/{content['id']}").json()
    session = client.get(f"/api/chat/sessions/{content['id']}").json()
    print(
        f"built: V{final['version']}, {len(session['messages'])} messages "
        f"({len(session['path'])} on the visible path)"
    )
    return content["id"]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args()
    logging.getLogger("httpx").setLevel(logging.WARNING)

    with tempfile.TemporaryDirectory() as data_dir:
        settings = Settings(_env_file=None, data_dir=Path(data_dir))  # type: ignore[call-arg]
        with LiveServer(create_app(settings)) as server:
            started = time.perf_counter()
            with httpx.Client(base_url=server.url, timeout=30) as client:
                content_id = build_article(client)
            print(f"setup took {time.perf_counter() - started:.1f} s")
            measure(f"{server.url}/articles/{content_id}", args.runs)


def measure(url: str, runs: int) -> None:
    from playwright.sync_api import sync_playwright

    page_ms: list[float] = []
    wall_ms: list[float] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS
        )
        try:
            for run in range(runs + 1):
                context = browser.new_context(viewport={"width": 1280, "height": 860})
                page = context.new_page()
                started = time.perf_counter()
                page.goto(url, wait_until="commit")
                page.wait_for_selector("body[data-ready='1']", timeout=30_000)
                wall = (time.perf_counter() - started) * 1000
                ready = float(page.get_attribute("body", "data-ready-ms") or "nan")
                messages = page.locator("#messages > li").count()
                context.close()
                if run == 0:
                    print(f"warm-up run: {ready:.0f} ms ({messages} messages drawn)")
                    continue
                page_ms.append(ready)
                wall_ms.append(wall)
        finally:
            browser.close()
    print(f"runs: {runs} (fresh browser context each, cold HTTP cache)")
    print(
        f"navigation → interactive (page clock): median {statistics.median(page_ms):.0f} ms, "
        f"p95 {percentile(page_ms, 0.95):.0f} ms"
    )
    print(
        f"navigation → interactive (driver wall): median {statistics.median(wall_ms):.0f} ms, "
        f"p95 {percentile(wall_ms, 0.95):.0f} ms"
    )
    verdict = "OK" if statistics.median(page_ms) < 500 else "OVER"
    print(f"goal < 500 ms: {verdict}")


if __name__ == "__main__":
    main()
