"""What one trip from the event loop to a worker thread and back costs, as a turn makes them.

A chat turn makes three such trips (the writer's message saved, the judge, the reply
committed). Merging two of them (the judge's and the commit's) would need the article's lock
held while the judge runs and a way to give it back when the judge asks the model again; this
prints what such a merge could save: the CPU and the wall time of one trip on uvloop, through
a pool like the store's (app/editing/pools.py), and the context switches it costs.

    .venv/bin/python bench/thread_hop.py [--trips 20000]
"""

from __future__ import annotations

import argparse
import asyncio
import contextvars
import os
import resource
import time
from concurrent.futures import ThreadPoolExecutor

import uvloop


def _nothing() -> None:
    return None


def _switches() -> int:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_nvcsw + usage.ru_nivcsw


async def _trips(pool: ThreadPoolExecutor, trips: int) -> tuple[float, float, float]:
    """(CPU µs, wall µs, context switches) a trip, as `Articles.io` makes it."""
    loop = asyncio.get_running_loop()
    for _ in range(1000):  # the pool's thread started, the code warm
        await loop.run_in_executor(pool, contextvars.copy_context().run, _nothing)
    cpu, wall, switches = time.process_time(), time.perf_counter(), _switches()
    for _ in range(trips):
        await loop.run_in_executor(pool, contextvars.copy_context().run, _nothing)
    return (
        (time.process_time() - cpu) / trips * 1e6,
        (time.perf_counter() - wall) / trips * 1e6,
        (_switches() - switches) / trips,
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--trips", type=int, default=20_000)
    args = parser.parse_args()
    with ThreadPoolExecutor(32, "hop") as pool:
        cpu, wall, switches = uvloop.run(_trips(pool, args.trips))
    print(
        f"one trip to a worker thread and back: CPU {cpu:.1f} µs, wall {wall:.1f} µs, "
        f"{switches:.1f} context switches"
    )
    print(f"load average (1 min): {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
