"""A phone's line to the server that can be cut, as a dropped Wi-Fi cuts it: a TCP relay on its own port, in a thread,
whose `cut()` drops every connection through it (both ends, at once) and refuses new ones until `restore()`."""
from __future__ import annotations

import asyncio
import threading
from contextlib import contextmanager

from tests.e2e.browser import free_port


class CutLine:
    def __init__(self, target_port: int):
        self.target, self.port = target_port, free_port()
        self._down = False
        self._pairs: set[tuple] = set()
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        threading.Thread(target=self._run, daemon=True, name="cut-line").start()
        if not self._ready.wait(10):
            raise RuntimeError("the relay did not start")

    def url(self, server_url: str) -> str:
        """`server_url` (on 127.0.0.1:<target>) through this relay."""
        return server_url.replace(f":{self.target}/", f":{self.port}/", 1)

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._serve())
        except RuntimeError:  # stopped by close()
            pass

    async def _serve(self) -> None:
        server = await asyncio.start_server(self._relay, "127.0.0.1", self.port)
        self._ready.set()
        async with server:
            await server.serve_forever()

    async def _relay(self, reader, writer) -> None:
        if self._down:
            writer.transport.abort()
            return
        try:
            up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.target)
        except OSError:
            writer.transport.abort()
            return
        pair = (writer, up_writer)
        self._pairs.add(pair)

        async def pipe(src, dst) -> None:
            try:
                while data := await src.read(65536):
                    dst.write(data)
                    await dst.drain()
            except (ConnectionError, OSError):
                pass
            finally:
                dst.transport.abort()

        await asyncio.gather(pipe(reader, up_writer), pipe(up_reader, writer))
        self._pairs.discard(pair)

    def cut(self) -> None:
        """Drop every connection through the relay and refuse new ones."""
        def drop() -> None:
            self._down = True
            for writer, up_writer in list(self._pairs):
                writer.transport.abort()
                up_writer.transport.abort()
        self._loop.call_soon_threadsafe(drop)

    def restore(self) -> None:
        self._loop.call_soon_threadsafe(lambda: setattr(self, "_down", False))

    def close(self) -> None:
        self.cut()
        self._loop.call_soon_threadsafe(self._loop.stop)


@contextmanager
def two_phones_one_on_a_line(browser, tmp_path, who: str):
    """An Owner's Choice table (Ann, Bob, Cy; banker Kim) served from `tmp_path`: phone A, Ann's seat (`who` "seat")
    or the host's table screen ("host"), reaches the server through a line that can be cut; phone B, the host's table
    screen, directly. Yields (line, a, b) once both show the dice tray."""
    from calculators.core.table import make_setup
    from companion.access import Access
    from companion.storage import Store
    from companion.table import TableHub
    from tests.e2e.browser import Server, open_phone

    data = tmp_path / "data"
    sid = TableHub(Store(data)).create(make_setup("owners-choice", "Line", ["Ann", "Bob", "Cy"], "Kim"))
    seat = Access(Store(data), None).seat_token(sid, "Ann")  # Ann's seat link, as the Invite screen gives it
    server = Server(data).start()
    line = CutLine(server.port)
    contexts = []
    try:
        ctx, a = open_phone(browser, line.url(f"{server.url}/seat/{seat}" if who == "seat" else
                                              server.host(f"/table/{sid}")))
        contexts.append(ctx)
        ctx, b = open_phone(browser, server.host(f"/table/{sid}"))
        contexts.append(ctx)
        for page in (a, b):
            page.get_by_role("button", name="Roll", exact=True).first.wait_for(timeout=30_000)
        yield line, a, b
    finally:
        for ctx in contexts:
            ctx.close()
        line.close()
        server.stop()
