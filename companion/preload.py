"""A fast start: the app's code is loaded while the first phone's browser loads Flutter, not before the server
listens and not while the first screen is drawn.

Loading the app (the rules, the screens, the chart library) took about a second before the server listened, and
the first table screen imported more while it was drawn. Here the server listens at once; a background thread then
loads the app and the modules every table screen draws with, and the first session waits for it only if it comes
sooner (`preloaded_main`). Only what the first screens need anyway: on a 2-core machine that also runs the browser,
more work here (every screen, every Flet class) made the start slower, not faster (benchmarks/ui.py).
"""
from __future__ import annotations

import asyncio
import importlib
import logging
import socket
import threading
import time
from typing import Callable

log = logging.getLogger(__name__)

# What Home and a table's screens import when they are first drawn (companion/routes.py imports them lazily)
FIRST_SCREENS = ("companion.views.home", "companion.views.table", "companion.views.board", "companion.views.games",
                 "companion.views.history", "companion.views.invite", "companion.views.share", "companion.views.join",
                 "companion.views.seat")


def wait_for_port(host: str | None, port: int, timeout: float = 30.0) -> bool:
    """True once something accepts connections on `port` (the server listens), False after `timeout`."""
    address = "127.0.0.1" if host in (None, "", "0.0.0.0") else "::1" if host == "::" else host
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            socket.create_connection((address, port), 0.2).close()
            return True
        except OSError:
            time.sleep(0.01)
    return False


def warm_up() -> None:
    """Import what every table screen draws with (a screen imports these only when it is first drawn)."""
    for name in FIRST_SCREENS:
        importlib.import_module(name)


def preloaded_main(build: Callable[[], Callable], host: str | None, port: int) -> Callable:
    """The Flet `main` of the app that `build` makes, built in a background thread once the server listens.

    A session that starts before the thread is done waits for it (off the event loop); an error while building
    is raised in every session, so it shows where Flet shows a failed main."""
    done = threading.Event()
    built: dict[str, object] = {}

    def load() -> None:
        wait_for_port(host, port)
        started = time.perf_counter()
        try:
            built["main"] = build()
        except BaseException as err:  # noqa: BLE001 - told to every session instead of lost in a thread
            built["error"] = err
            done.set()
            return
        try:
            warm_up()
        except Exception:  # only a head start: a screen that cannot be imported fails where it is drawn
            log.warning("preloading the screens failed", exc_info=True)
        log.debug("app loaded in %.2f s", time.perf_counter() - started)
        done.set()

    threading.Thread(target=load, name="companion-preload", daemon=True).start()

    async def main(page) -> None:
        if not done.is_set():
            await asyncio.to_thread(done.wait)
        if "error" in built:
            raise built["error"]
        built["main"](page)

    return main
