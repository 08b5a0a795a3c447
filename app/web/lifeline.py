"""A worker process stops once the process that started it is gone.

`python -m app` with `REDLINE_WORKERS` > 1 serves from worker processes its main process
starts and restarts. Killed (`kill -9`, the OOM killer), the main process left its workers
serving for ever: without the style learner it also ran (learning jobs piled up unlearned),
and beside the next server started on the same port (`SO_REUSEPORT`), on old code. A worker
now hears its parent go (the end of its sentinel pipe, as the learner does) and stops as on
SIGTERM: replies being written are saved as stopped.
"""

import asyncio
import logging
import multiprocessing
import os
import signal

log = logging.getLogger(__name__)


async def watch_parent() -> None:
    """In a worker process: stop once the main process is gone (nothing in the main one)."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return
    loop = asyncio.get_running_loop()

    def gone() -> None:
        loop.remove_reader(parent.sentinel)
        log.warning("the server's main process is gone, so this worker stops")
        os.kill(os.getpid(), signal.SIGTERM)

    loop.add_reader(parent.sentinel, gone)
