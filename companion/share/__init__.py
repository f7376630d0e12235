"""Sharing tables between devices with no network: QR share codes, pictures of them, table files.

Flet-free: the views call these and show `ShareError.message` when something is refused.
"""
from __future__ import annotations

from .codec import decode, encode
from .errors import KINDS, ShareError
from .files import export_session, parse_session_file, suggested_file_name
from .importing import import_session_file, import_snapshot, snapshot_of, table_fingerprint

# QR codes and pictures of them (the qrcode library and its imaging library, PIL): imported on first use, not when a
# table screen shows its fingerprint.
_QR = ("INVITE_MESSAGE", "classify", "invite_url", "qr_png", "qr_version", "read_qr_image")


def __getattr__(name: str):
    if name in _QR:
        from . import qr

        return getattr(qr, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "INVITE_MESSAGE",
    "KINDS",
    "ShareError",
    "classify",
    "decode",
    "encode",
    "export_session",
    "import_session_file",
    "import_snapshot",
    "invite_url",
    "parse_session_file",
    "qr_png",
    "qr_version",
    "read_qr_image",
    "snapshot_of",
    "suggested_file_name",
    "table_fingerprint",
]
