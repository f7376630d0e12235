"""Every websocket frame a page receives, decoded from Flet's msgpack, searchable for secrets."""
from __future__ import annotations

import msgpack


class FrameLog:
    """Attach to a Playwright page before it loads; collects every frame the server sends it."""

    def __init__(self, page):
        self.frames: list[bytes | str] = []
        page.on("websocket", lambda ws: ws.on("framereceived", lambda payload: self.frames.append(payload)))

    def values(self):
        """Every string and number inside every frame (msgpack decoded; text frames as they are)."""
        for frame in self.frames:
            if isinstance(frame, str):
                yield frame
                continue
            unpacker = msgpack.Unpacker(raw=False, strict_map_key=False, ext_hook=lambda code, data: data)
            unpacker.feed(frame)
            try:
                for obj in unpacker:
                    yield from _walk(obj)
            except Exception:  # not msgpack: search the raw bytes as text instead
                yield frame.decode("utf-8", "replace")

    def contains(self, secret: int | str) -> bool:
        """True if `secret` appears as a number, inside a string, or inside raw bytes of any frame."""
        text = str(secret)
        for v in self.values():
            if isinstance(v, bool):
                continue
            if isinstance(v, (int, float)) and isinstance(secret, int) and v == secret:
                return True
            if isinstance(v, str) and text in v:
                return True
            if isinstance(v, (bytes, bytearray)) and text.encode() in v:
                return True
        return False


# Flet's control ids: one counter for the whole server process, so every whole number turns up as an id sooner
# or later (a page received id 6400 in a busy test, and the hidden-cash check took it for Ann's $6.4B). They are
# structure, never data, and are skipped.
IDS = frozenset({"_i", "id"})


def _walk(obj):
    if isinstance(obj, dict):
        for k, v in obj.items():
            if k in IDS and isinstance(v, int):
                continue
            yield from _walk(k)
            yield from _walk(v)
    elif isinstance(obj, (list, tuple)):
        for v in obj:
            yield from _walk(v)
    else:
        yield obj
