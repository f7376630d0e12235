"""The fast start (companion/preload.py): the app is built in a background thread once the server listens,
the first session waits for it, a failed build shows in the session, and the warm-up makes every Flet class our
screens name."""
from __future__ import annotations

import asyncio
import socket
import threading
import time

import pytest

from companion import preload


def listen_later(delay: float):
    """A port that starts accepting connections after `delay` seconds, as a server does once it has started."""
    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()
    opened = {}

    def open_it():
        time.sleep(delay)
        s = socket.socket()
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        s.bind(("127.0.0.1", port))
        s.listen()
        opened["at"], opened["socket"] = time.monotonic(), s

    threading.Thread(target=open_it, daemon=True).start()
    return port, opened


def test_the_app_is_built_after_the_server_listens_and_the_first_session_waits_for_it(monkeypatch):
    monkeypatch.setattr(preload, "warm_up", lambda: None)
    port, opened = listen_later(0.3)
    built_at, pages = [], []

    def build():
        built_at.append(time.monotonic())
        return pages.append

    main = preload.preloaded_main(build, "127.0.0.1", port)
    asyncio.run(main("page 1"))  # a session that came before the app was loaded waits for it
    assert pages == ["page 1"]
    assert built_at and built_at[0] >= opened["at"]
    opened["socket"].close()


def test_a_failed_build_is_raised_in_each_session(monkeypatch):
    monkeypatch.setattr(preload, "warm_up", lambda: None)
    port, opened = listen_later(0.0)

    def build():
        raise RuntimeError("the data folder cannot be written")

    main = preload.preloaded_main(build, None, port)
    for _ in range(2):
        with pytest.raises(RuntimeError, match="data folder"):
            asyncio.run(main("page"))
    opened["socket"].close()


def test_a_failed_warm_up_still_serves_the_app(monkeypatch):
    def broken():
        raise ImportError("a screen that cannot be imported")

    monkeypatch.setattr(preload, "warm_up", broken)
    port, opened = listen_later(0.0)
    pages = []
    main = preload.preloaded_main(lambda: pages.append, None, port)
    asyncio.run(main("page"))
    assert pages == ["page"]
    opened["socket"].close()


def test_the_warm_up_imports_what_the_first_screens_draw_with():
    import sys

    preload.warm_up()
    assert all(n in sys.modules for n in preload.FIRST_SCREENS)
    # every screen companion/routes.py imports when a table or Home is first drawn is among them
    import ast
    import inspect

    from companion import routes

    lazily = {f"{node.module}.{a.name}" for node in ast.walk(ast.parse(inspect.getsource(routes)))
              if isinstance(node, ast.ImportFrom) and node.module == "companion.views" for a in node.names}
    assert lazily and lazily <= set(preload.FIRST_SCREENS) | {"companion.views.importing", "companion.views.new_table",
                                                             "companion.views.settings", "companion.views.cash_out"}
