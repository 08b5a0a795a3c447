"""What one browser test's page costs the whole machine, three ways: the CPU of every process
(Chromium's browser, renderers, GPU and network processes, Playwright's driver, and this
process, where uvicorn serves the app as in the browser tests) and the wall time of opening an
article's panel page until it is ready.

    .venv/bin/python bench/browser_loads.py [--loads 10] [--way fresh|shared|kept|pool]

fresh:  a new browser context for each page, closed after it — what every browser test does.
shared: one context for all the pages, each page closed after its load (its HTTP cache, and
        so V8's code cache, are kept; a new renderer process still starts for each page).
kept:   as shared, with one page of the app's origin left open all along and Chromium run with
        --process-per-site: each new page is drawn by that page's renderer process, already
        started.
pool:   what the browser tests do since session 56 (tests/browser/context_pool.py): a kept
        context asked for and closed (reset: pages, cookies, storage, permissions) each page.

Session 55 (speed55), load 21-25 from the other helpers, two rounds alternated: fresh 1,569 /
1,541 ms of CPU a load (wall 2.4 / 2.0 s), shared 1,381 / 1,301 (2.0 / 1.6 s), kept 590 / 615
(1.0 / 0.7 s). Most of a fresh page's cost is starting its renderer process (~0.8 s of CPU
here), not the server: a static file costs it 0.3 ms.
Session 56 (speed56), load 26-31, alternated: pool 743 / 754 ms of CPU a load (wall 2.2 /
1.9 s), fresh 1,903 / 1,879 (4.2 / 4.0 s).
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

TICK = os.sysconf("SC_CLK_TCK")


def process_cpu(root: int) -> dict[str, float]:
    """CPU seconds (own and waited-for children's) of each kind of process under `root`."""
    children: dict[int, list[int]] = {}
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                stat = Path(f"/proc/{name}/stat").read_text()
            except OSError:
                continue
            children.setdefault(int(stat.rsplit(")", 1)[1].split()[1]), []).append(int(name))
    kinds: dict[str, float] = {}
    todo = list(children.get(root, []))
    while todo:
        pid = todo.pop()
        todo.extend(children.get(pid, []))
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            command = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
        except OSError:
            continue
        kind = re.search(r"--type=(\S+)", command)
        name = kind.group(1) if kind else Path(command.split(" ", 1)[0]).name
        if "NetworkService" in command:
            name = "network"
        elif name == "zygote":  # a renderer forked from the zygote keeps its command line
            name = "renderers (zygote)"
        name = name or "exited"
        kinds[name] = kinds.get(name, 0.0) + sum(int(f) for f in fields[11:15]) / TICK
    return kinds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--loads", type=int, default=10)
    parser.add_argument("--way", choices=["fresh", "shared", "kept", "pool"], default="fresh")
    args = parser.parse_args()

    from playwright.sync_api import sync_playwright

    from app.testing.live_server import CHROMIUM, CHROMIUM_ARGS
    from tests.browser.conftest import served_redline
    from tests.browser.context_pool import ContextPool
    from tests.browser.windows import own_windows

    extra = ["--process-per-site"] if args.way in ("kept", "pool") else []
    with tempfile.TemporaryDirectory() as folder, served_redline(Path(folder)) as redline:
        articles = [
            redline.create_article(f"标题 {i}", "第一段。\n\nSecond paragraph.")
            for i in range(args.loads + 2)
        ]
        with sync_playwright() as playwright:
            executable = str(CHROMIUM) if CHROMIUM.exists() else None
            browser = playwright.chromium.launch(
                executable_path=executable, headless=True, args=CHROMIUM_ARGS + extra
            )
            # (own_windows only for the pool: the other ways open their pages as before)
            pool = (
                ContextPool(own_windows(browser), browser.new_context)
                if args.way == "pool"
                else None
            )
            shared = None
            if args.way in ("shared", "kept"):
                shared = browser.new_context(base_url=redline.url)
            if shared is not None and args.way == "kept":
                shared.new_page().goto(f"{redline.url}/static/app.css")

            def load(article: dict) -> None:
                if pool is not None:
                    context = pool.new_context(base_url=redline.url)
                else:
                    context = shared or browser.new_context(base_url=redline.url)
                page = context.new_page()
                page.goto(f"/articles/{article['id']}")
                page.wait_for_selector("body[data-ready='1']")
                (page if shared else context).close()

            for article in articles[:2]:  # Chromium's own first-time costs are not a test's
                load(article)
            before, own = process_cpu(os.getpid()), time.process_time()
            wall = time.perf_counter()
            for article in articles[2:]:
                load(article)
            wall = time.perf_counter() - wall
            after, own = process_cpu(os.getpid()), time.process_time() - own
            if pool is not None:
                pool.close()
            browser.close()
    per_kind = {kind: (after[kind] - before.get(kind, 0.0)) / args.loads for kind in after}
    per_kind["python (test + app)"] = own / args.loads
    total = sum(per_kind.values())
    shown = ", ".join(
        f"{kind} {seconds * 1000:.0f}"
        for kind, seconds in sorted(per_kind.items(), key=lambda item: -item[1])
        if seconds >= 0.005
    )
    print(
        f"{args.way}: {args.loads} loads, {wall / args.loads * 1000:.0f} ms wall and "
        f"{total * 1000:.0f} ms CPU a load ({shown})"
    )


if __name__ == "__main__":
    main()
