"""Finding a Chromium or Chrome for the browser tests, and serving the real app on a free port."""
from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

CHROMIUM_ENV = "COMPANION_CHROMIUM"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-quic", "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--disable-gpu"]
_NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome")
_PLACES = (
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
    "/snap/bin/chromium",
    "/Applications/Chromium.app/Contents/MacOS/Chromium",
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
)
ROOT = Path(__file__).resolve().parents[2]
PHONE = {"width": 412, "height": 915}
OFFLINE = re.compile(r"^https?://(?!127\.0\.0\.1)")  # every request that is not to this machine is refused


def enable_semantics(page, timeout: float = 30_000) -> None:
    """Turn on Flutter's accessibility tree, so controls can be found by role and label."""
    ph = page.locator("flt-semantics-placeholder")
    ph.wait_for(state="attached", timeout=timeout)
    ph.dispatch_event("click")


def open_phone(browser, url: str, viewport: dict = PHONE, timeout: float = 30_000, *, before: str | None = None,
               on_page=None):
    """A new phone (its own browser context) at `viewport`, with no internet, on `url`, semantics on; `before`, a
    script each of its pages runs before the page's own; `on_page(page)`, called before the page loads (a listener
    that must see the page's websocket open)."""
    ctx = browser.new_context(viewport=viewport)
    ctx.route(OFFLINE, lambda r: r.abort())
    if before:
        ctx.add_init_script(script=before)
    page = ctx.new_page()
    if on_page is not None:
        on_page(page)
    page.goto(url)
    enable_semantics(page, timeout)
    return ctx, page


def find_chromium() -> str | None:
    """$COMPANION_CHROMIUM, then PATH, then the usual install locations."""
    env = os.environ.get(CHROMIUM_ENV)
    if env:
        return env if Path(env).exists() else None
    for name in _NAMES:
        found = shutil.which(name)
        if found:
            return found
    return next((p for p in _PLACES if Path(p).exists()), None)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """The real `companion` server in a child process, on 127.0.0.1 only."""

    def __init__(self, data_dir: Path, port: int | None = None):
        self.data_dir = Path(data_dir)
        self.port = port or free_port()
        self.proc: subprocess.Popen | None = None
        self.log_path = self.data_dir.parent / f"server-{self.port}.log"
        self.host_secret = ""

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def host(self, path: str = "/") -> str:
        """A URL on this server carrying the host secret the server printed when it started."""
        return f"{self.url}{path}{'&' if '?' in path else '?'}host={self.host_secret}"

    def _read_host_secret(self, deadline: float, offset: int) -> str:
        """The host link this start printed (a restart prints a new one after the old)."""
        while time.monotonic() < deadline:
            with open(self.log_path, "rb") as f:
                f.seek(offset)
                text = f.read().decode(errors="replace")
            for line in text.splitlines():
                if line.startswith("Host link") and "?host=" in line:
                    return line.rsplit("?host=", 1)[1].strip()
            time.sleep(0.05)
        raise RuntimeError(f"the server printed no host link; see {self.log_path}")

    def start(self, timeout: float = 40, extra_args: tuple[str, ...] = ()) -> "Server":
        env = dict(os.environ, FLET_FORCE_WEB_SERVER="true", PYTHONUNBUFFERED="1")
        env.pop("FLET_APP_STORAGE_DATA", None)
        log = open(self.log_path, "ab")
        offset = log.tell()
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "companion", "--port", str(self.port),
             "--data-dir", str(self.data_dir), "--no-browser", *extra_args],
            cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
        )
        deadline = time.monotonic() + timeout
        while True:
            try:
                socket.create_connection(("127.0.0.1", self.port), 0.2).close()
                self.host_secret = self._read_host_secret(deadline, offset)
                return self
            except OSError:
                if self.proc.poll() is not None or time.monotonic() > deadline:
                    self.stop()
                    raise RuntimeError(f"server did not start; see {self.log_path}:\n{self.log_path.read_text()[-3000:]}")
                time.sleep(0.02)

    def stop(self, kill: bool = False) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL if kill else signal.SIGTERM)
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
        self.proc = None
