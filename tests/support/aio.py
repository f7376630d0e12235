"""Running a coroutine to its end from a plain test, on any pytest-xdist worker."""
from __future__ import annotations

import asyncio
import concurrent.futures


def run_async(coroutine):
    """`asyncio.run(coroutine)`, or the same on a thread of its own where this thread already runs an event loop:
    pytest-xdist hands unit tests to the browser tests' worker too, and there Playwright's sync API keeps a loop
    running, so asyncio.run refuses ("cannot be called from a running event loop": seen on Quick Cash Out's "Copy
    results", 14 refusals, when that test followed a browser test on one worker)."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(coroutine)
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()
