"""A fast start: the app's code is loaded while the first phone's browser loads Flutter, not before the server
listens and not while the first screen is drawn.

Loading the app (the rules, the screens, the chart library) and making Flet's control classes (each is made on
first use) takes about as long as a browser takes to load Flutter. Done before the server listened, it delayed the
browser's start by that much; done at the first screen, it delayed the first screen. Here the server listens at
once; a background thread then loads the app and makes the control classes our screens use, and the first session
waits for it only if it comes sooner (`preloaded_main`).
"""
from __future__ import annotations

import asyncio
import importlib
import logging
import pkgutil
import re
import socket
import threading
import time
from pathlib import Path
from typing import Callable

log = logging.getLogger(__name__)

PACKAGES = ("companion.views", "companion.widgets")  # what a screen imports when it is first drawn
_FLET_NAME = re.compile(r"\bft\.([A-Z]\w*)")


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


def screen_modules() -> list[str]:
    """Every module of the screens and widgets (imported by a screen only when it is first drawn)."""
    names = []
    for package in PACKAGES:
        pkg = importlib.import_module(package)
        names += [m.name for m in pkgutil.walk_packages(pkg.__path__, package + ".")]
    return names


def flet_names(root: Path | None = None) -> set[str]:
    """The Flet classes our code names (`ft.Container`, …), read from its sources."""
    root = root or Path(__file__).resolve().parent
    found: set[str] = set()
    for path in root.rglob("*.py"):
        found |= set(_FLET_NAME.findall(path.read_text(encoding="utf-8")))
    return found


def warm_up() -> None:
    """Import every screen, make every Flet class our screens name (Flet makes each class on first use) and read
    every language's catalog."""
    import flet as ft

    from companion.i18n import LANGS, translations

    for lang in LANGS:
        translations(lang)
    for name in screen_modules():
        importlib.import_module(name)
    for name in sorted(flet_names()):
        getattr(ft, name, None)  # a name that is no Flet class (a typo in a comment) is simply skipped


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
