"""tests/support/aio.py: a plain test runs an async handler to its end on any worker, also where the thread already
runs an event loop (Playwright's sync API keeps one on the browser tests' worker, which takes unit tests too)."""
from __future__ import annotations

import asyncio

from tests.support.aio import run_async


async def answer() -> int:
    await asyncio.sleep(0)
    return 42


def test_runs_a_handler_with_no_loop_running():
    assert run_async(answer()) == 42


def test_runs_a_handler_where_a_loop_is_already_running():
    async def inside_a_running_loop() -> int:
        return run_async(answer())  # asyncio.run here: "cannot be called from a running event loop"

    assert asyncio.run(inside_a_running_loop()) == 42
