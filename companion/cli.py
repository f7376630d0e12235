"""The `companion` command: serve Table Companion to browsers, offline.

`companion [--port …]` serves; `companion import|export|tables …` works on saved tables with no
server (see `table_commands`).
"""
from __future__ import annotations

import argparse
import os
import secrets
import sys
import threading
import webbrowser

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8550


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="companion",
        description="Table Companion: banker, dice roller and scorer for economic board games.",
        epilog="Saved tables without a server: companion import CODE_OR_FILE | companion export TABLE_ID [--code] "
               "| companion tables (each takes --data-dir; see companion import --help).",
    )
    parser.add_argument("--host", default=None, help=f"address to listen on (default {DEFAULT_HOST})")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"port (default {DEFAULT_PORT})")
    parser.add_argument("--data-dir", default=None, help="folder for saved tables (default: the platform's user data folder)")
    parser.add_argument("--lan", action="store_true", help="listen on every interface so phones on this network can join; prints the address and a QR code")
    parser.add_argument("--no-browser", action="store_true", help="do not open a browser on this machine")
    args = parser.parse_args(argv)
    if not 0 < args.port < 65536:
        parser.error("--port must be between 1 and 65535")
    if args.lan and args.host:
        parser.error("--lan and --host cannot be combined: --lan listens on every interface")
    return args


def lan_address() -> str:
    """The address other devices on this network reach this machine at."""
    from flet.utils import get_local_ip

    return get_local_ip() or DEFAULT_HOST


def print_lan_banner(url: str, out=sys.stdout) -> None:
    import qrcode

    qr = qrcode.QRCode(border=1)
    qr.add_data(url)
    qr.make(fit=True)
    print(f"Table Companion on your network: {url}", file=out)
    print("Scan this with a phone on the same Wi-Fi:", file=out)
    qr.print_ascii(out=out, invert=True)
    out.flush()


def table_command(argv: list[str]) -> int | None:
    """Run `companion import|export|tables …` and return its exit status; None when argv is no table command."""
    from companion.table_commands import COMMANDS, run

    if not argv or argv[0] not in COMMANDS:
        return None
    return run(argv)


def main(argv: list[str] | None = None) -> None:
    argv = list(sys.argv[1:] if argv is None else argv)
    status = table_command(argv)
    if status is not None:
        sys.exit(status)
    args = parse_args(argv)
    import flet as ft

    from companion import redact
    from companion.app import make_main
    from companion.config import AppConfig
    from companion.storage import default_data_dir

    redact.install()  # every log line of this process, Flet's and uvicorn's too, is redacted
    data_dir = default_data_dir(args.data_dir)
    host = "0.0.0.0" if args.lan else (args.host or DEFAULT_HOST)
    lan = lan_address() if args.lan else None
    # Host rights come from this secret, never from an address: whoever opens the host link is the host.
    host_secret = secrets.token_urlsafe(24)
    redact.remember(host_secret)  # printed once, just below, for the host; never in a log line
    config = AppConfig(data_dir=data_dir, host=host, port=args.port, lan_address=lan, host_secret=host_secret)
    local_url = f"http://127.0.0.1:{args.port}" if host in ("0.0.0.0", "::") else f"http://{host}:{args.port}"
    host_url = f"{local_url}/?host={host_secret}"
    print(f"Table Companion is serving; saved tables are in {data_dir}", flush=True)
    print(f"Host link (keep it to yourself; it opens Home and every table): {host_url}", flush=True)
    if lan:
        print_lan_banner(f"http://{lan}:{args.port}")
    os.environ["FLET_FORCE_WEB_SERVER"] = "true"  # we open the browser ourselves, on the host link
    # Imports arrive by upload: signed, short-lived URLs, and nothing over 16 MiB.
    os.environ.setdefault("FLET_SECRET_KEY", secrets.token_urlsafe(32))
    os.environ["FLET_MAX_UPLOAD_SIZE"] = str(16 * 1024 * 1024)
    config.upload_dir.mkdir(parents=True, exist_ok=True)
    if not args.no_browser:
        threading.Timer(1.5, webbrowser.open, args=(host_url,)).start()
    ft.run(
        make_main(config),
        view=ft.AppView.WEB_BROWSER,
        host=None if args.lan else host,
        port=args.port,
        no_cdn=True,
        assets_dir=str(config.assets_dir),
        upload_dir=str(config.upload_dir),
        name="",
    )


if __name__ == "__main__":
    main()
