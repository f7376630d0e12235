"""How this server was started: where data lives, where it listens."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

ASSETS_DIR = Path(__file__).resolve().parent.parent / "assets"


@dataclass(frozen=True)
class AppConfig:
    data_dir: Path
    host: str = "127.0.0.1"
    port: int = 8550
    lan_address: str | None = None
    host_secret: str | None = None  # None: a packaged app on one phone, which is its own host
    assets_dir: Path = ASSETS_DIR
    https: bool = False  # served over TLS (`companion --https`)

    @property
    def scheme(self) -> str:
        return "https" if self.https else "http"

    @property
    def upload_dir(self) -> Path:
        """Where pictures and files being imported land for a moment (read, then deleted)."""
        return self.data_dir / "uploads"
