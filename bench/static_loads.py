"""What page loads cost the process serving the app: headless Chromium opens an article's panel
page and reloads it, each time in a fresh browser context (as every browser test does), and
this prints the CPU of the process (uvicorn serves in a thread of it, as in the browser
tests) and the wall time, with the statuses of the responses the page saw.

    .venv/bin/python bench/static_loads.py [--loads 15] [--uncached]

`--uncached` serves the static assets without app/web/static_cache.py (each through
Litestar), for a before/after in the same minutes.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import app.main  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--loads", type=int, default=15)
    parser.add_argument("--uncached", action="store_true")
    args = parser.parse_args()
    if args.uncached:
        app.main.cached_static = lambda handler, folder: handler  # type: ignore[assignment]

    from playwright.sync_api import sync_playwright

    from app.testing.live_server import CHROMIUM, CHROMIUM_ARGS
    from tests.browser.conftest import served_redline

    with tempfile.TemporaryDirectory() as folder, served_redline(Path(folder)) as redline:
        article = redline.create_article("标题", "第一段。\n\nSecond paragraph.")
        statuses: Counter[int] = Counter()
        with sync_playwright() as playwright:
            executable = str(CHROMIUM) if CHROMIUM.exists() else None
            browser = playwright.chromium.launch(
                executable_path=executable, headless=True, args=CHROMIUM_ARGS
            )
            cpu, wall = time.process_time(), time.perf_counter()
            for _ in range(args.loads):
                context = browser.new_context(base_url=redline.url)
                page = context.new_page()
                page.on("response", lambda response: statuses.update([response.status]))
                page.goto(f"/articles/{article['id']}")
                page.wait_for_selector("body[data-ready='1']")
                page.reload()
                page.wait_for_selector("body[data-ready='1']")
                context.close()
            cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
            browser.close()
    kind = "uncached" if args.uncached else "cached"
    print(
        f"{kind}: {args.loads} contexts x 2 loads: CPU {cpu:.2f} s, wall {wall:.2f} s, "
        f"responses {dict(sorted(statuses.items()))}"
    )


if __name__ == "__main__":
    main()
