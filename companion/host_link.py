"""The host link's secret, kept in the data folder so the host's open page survives a server restart.

The file holds only the secret and is readable by its owner alone (mode 0600): whoever reads it can
open Home and every table. `companion --new-host-link` replaces it (the old link stops working)."""
from __future__ import annotations

import os
import secrets
import stat
from pathlib import Path

from companion.storage.files import atomic_write

FILE_NAME = "host-link.secret"
MIN_LENGTH = 24  # a shorter (or damaged) secret is replaced, never trusted


def new_secret() -> str:
    """192 bits from `secrets`, URL-safe."""
    return secrets.token_urlsafe(24)


def _usable(text: str) -> bool:
    return len(text) >= MIN_LENGTH and all(ch.isalnum() or ch in "-_" for ch in text)


def host_secret(data_dir: Path, *, renew: bool = False) -> str:
    """The kept host secret (made on first start, or anew with `renew`); the file is left at mode 0600."""
    path = Path(data_dir) / FILE_NAME
    path.parent.mkdir(parents=True, exist_ok=True)
    if not renew:
        try:
            text = path.read_text("ascii").strip()
        except (OSError, UnicodeDecodeError):
            text = ""
        if _usable(text):
            if stat.S_IMODE(path.stat().st_mode) != 0o600:
                os.chmod(path, 0o600)  # someone loosened it: the secret is still the host's alone
            return text
    secret = new_secret()
    atomic_write(path, secret.encode("ascii"))  # a temp file made 0600 by mkstemp, then renamed
    os.chmod(path, 0o600)
    return secret
