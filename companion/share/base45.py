"""Base45 (RFC 9285): bytes as text in the QR code alphanumeric set, 3 characters per 2 bytes."""
from __future__ import annotations

ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:"
_VALUE = {c: i for i, c in enumerate(ALPHABET)}


def b45encode(data: bytes) -> str:
    """Base45 text of `data` (RFC 9285 section 4)."""
    out = []
    for i in range(0, len(data) - 1, 2):
        n = data[i] * 256 + data[i + 1]
        c, n = divmod(n, 45)[::-1]
        d, e = divmod(n, 45)[::-1]
        out += (ALPHABET[c], ALPHABET[d], ALPHABET[e])
    if len(data) % 2:
        d, c = divmod(data[-1], 45)
        out += (ALPHABET[c], ALPHABET[d])
    return "".join(out)


def b45decode(text: str) -> bytes:
    """The bytes of Base45 `text`; ValueError for a character outside the alphabet, a dangling
    character or a group worth more than its bytes can hold (RFC 9285 section 4.2)."""
    if len(text) % 3 == 1:
        raise ValueError("Base45 text cannot end with a single character of a group")
    try:
        values = [_VALUE[c] for c in text]
    except KeyError as e:
        raise ValueError(f"{e.args[0]!r} is not a Base45 character") from None
    out = bytearray()
    for i in range(0, len(values) - 2, 3):
        n = values[i] + values[i + 1] * 45 + values[i + 2] * 2025
        if n > 0xFFFF:
            raise ValueError("a Base45 group is worth more than two bytes")
        out += n.to_bytes(2, "big")
    if len(values) % 3 == 2:
        n = values[-2] + values[-1] * 45
        if n > 0xFF:
            raise ValueError("a final Base45 pair is worth more than one byte")
        out.append(n)
    return bytes(out)
