"""A strict subset of CBOR (RFC 8949) for the share codes: small numbers cost one byte.

Encoded: None, bools, ints in [-2**64, 2**64), finite floats, str, bytes, lists/tuples and
maps with text keys, in the deterministic form of RFC 8949 section 4.2.1 (shortest heads,
shortest float that keeps the value, map keys sorted by their encoding). Any CBOR tool reads
it. Decoding accepts only that form's building blocks and is written for hostile input:
no tags, no indefinite lengths, no undefined/simple values, no NaN or infinity, no duplicate
keys, nesting at most MAX_DEPTH deep, and no length claimed beyond the bytes at hand.
"""
from __future__ import annotations

import math
import struct
from collections.abc import Mapping
from typing import Any

MAX_DEPTH = 16


class Malformed(ValueError):
    """The bytes are not a value of this subset."""


class ShortInput(Malformed):
    """The bytes end in the middle of a value (the code was probably cut off)."""


def _head(major: int, n: int) -> bytes:
    if n < 24:
        return bytes([major << 5 | n])
    for ai, size in ((24, 1), (25, 2), (26, 4), (27, 8)):
        if n < 1 << (8 * size):
            return bytes([major << 5 | ai]) + n.to_bytes(size, "big")
    raise ValueError("number too large for CBOR")


def _float(x: float) -> bytes:
    if not math.isfinite(x):
        raise ValueError("only finite numbers can be shared")
    for ai, fmt in ((25, ">e"), (26, ">f")):
        try:
            packed = struct.pack(fmt, x)
        except (OverflowError, struct.error):
            continue
        if struct.unpack(fmt, packed)[0] == x:
            return bytes([0xE0 | ai]) + packed
    return b"\xfb" + struct.pack(">d", x)


def dumps(value: Any) -> bytes:
    """The deterministic CBOR encoding of plain `value`; ValueError for anything else."""
    out = bytearray()
    _dump(value, out, 0)
    return bytes(out)


def _dump(v: Any, out: bytearray, depth: int) -> None:
    if depth > MAX_DEPTH:
        raise ValueError("nested too deeply to share")
    if v is None:
        out.append(0xF6)
    elif v is True:
        out.append(0xF5)
    elif v is False:
        out.append(0xF4)
    elif isinstance(v, int):
        out += _head(0, v) if v >= 0 else _head(1, -1 - v)
    elif isinstance(v, float):
        out += _float(v)
    elif isinstance(v, str):
        raw = v.encode("utf-8")
        out += _head(3, len(raw)) + raw
    elif isinstance(v, (bytes, bytearray)):
        out += _head(2, len(v)) + bytes(v)
    elif isinstance(v, (list, tuple)):
        out += _head(4, len(v))
        for item in v:
            _dump(item, out, depth + 1)
    elif isinstance(v, Mapping):
        pairs = []
        for k, item in v.items():
            if not isinstance(k, str):
                raise ValueError("map keys must be text")
            pairs.append((dumps(k), item))
        pairs.sort(key=lambda p: p[0])
        out += _head(5, len(pairs))
        for key, item in pairs:
            out += key
            _dump(item, out, depth + 1)
    else:
        raise ValueError(f"a {type(v).__name__} cannot be shared")


def loads(data: bytes) -> Any:
    """The value encoded by all of `data`; Malformed (ShortInput if it stops early) otherwise."""
    value, end = load_prefix(data)
    if end != len(data):
        raise Malformed(f"{len(data) - end} bytes follow the value")
    return value


def load_prefix(data: bytes, start: int = 0) -> tuple[Any, int]:
    """The value starting at `start` and the offset just after it."""
    return _Reader(data).value(start, 0)


class _Reader:
    def __init__(self, data: bytes):
        self.data = bytes(data)

    def take(self, pos: int, n: int) -> bytes:
        if n > len(self.data) - pos:
            raise ShortInput("the data ends in the middle of a value")
        return self.data[pos : pos + n]

    def head(self, pos: int) -> tuple[int, int, int, int]:
        """(major type, additional info, argument, position after the head)."""
        initial = self.take(pos, 1)[0]
        major, ai = initial >> 5, initial & 31
        pos += 1
        if ai < 24:
            return major, ai, ai, pos
        if ai > 27:
            raise Malformed("indefinite lengths and reserved values are not used")
        size = 1 << (ai - 24)
        arg = int.from_bytes(self.take(pos, size), "big")
        if major != 7 and arg < (24 if size == 1 else 1 << (4 * size)):
            raise Malformed("a number is not written in its shortest form")
        return major, ai, arg, pos + size

    def value(self, pos: int, depth: int) -> tuple[Any, int]:
        if depth > MAX_DEPTH:
            raise Malformed("nested too deeply")
        major, ai, arg, pos = self.head(pos)
        if major == 0:
            return arg, pos
        if major == 1:
            return -1 - arg, pos
        if major in (2, 3):
            raw = self.take(pos, arg)
            if major == 2:
                return raw, pos + arg
            try:
                return raw.decode("utf-8"), pos + arg
            except UnicodeDecodeError:
                raise Malformed("text that is not UTF-8") from None
        if major == 4:
            if arg > len(self.data) - pos:  # every item takes at least one byte
                raise ShortInput("a list claims more items than there are bytes")
            items = []
            for _ in range(arg):
                item, pos = self.value(pos, depth + 1)
                items.append(item)
            return items, pos
        if major == 5:
            if 2 * arg > len(self.data) - pos:
                raise ShortInput("a map claims more entries than there are bytes")
            out: dict[str, Any] = {}
            for _ in range(arg):
                key, pos = self.value(pos, depth + 1)
                if not isinstance(key, str):
                    raise Malformed("map keys must be text")
                if key in out:
                    raise Malformed(f"the key {key!r} appears twice")
                out[key], pos = self.value(pos, depth + 1)
            return out, pos
        if major == 6:
            raise Malformed("tags are not used")
        # major 7: simple values and floats
        if ai in (20, 21, 22):
            return (False, True, None)[ai - 20], pos
        if ai in (25, 26, 27):
            size = 1 << (ai - 24)
            x = struct.unpack({2: ">e", 4: ">f", 8: ">d"}[size], arg.to_bytes(size, "big"))[0]
            if not math.isfinite(x):
                raise Malformed("numbers must be finite")
            return x, pos
        raise Malformed("an unknown simple value")
