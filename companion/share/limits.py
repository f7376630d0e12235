"""How large an upload may be, apart from the modules that read it: the server sets its upload limit from these before
it listens, without importing the QR reader (qrcode and Pillow load when a picture is first read)."""
from __future__ import annotations

MAX_IMAGE_BYTES = 16 * 1024 * 1024  # larger uploads fail over Flet's default websocket limit
