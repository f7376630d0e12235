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
    parser.add_argument("--https", action="store_true", help="serve over HTTPS with a certificate made once and kept in the data folder (phones get the camera, wake lock and install)")
    parser.add_argument("--cert", default=None, help="your own certificate (PEM) for --https; give --key too")
    parser.add_argument("--key", default=None, help="the private key (PEM) of --cert")
    parser.add_argument("--new-host-link", action="store_true", help="replace the kept host link with a new one (the old one stops working)")
    args = parser.parse_args(argv)
    if not 0 < args.port < 65536:
        parser.error("--port must be between 1 and 65535")
    if args.lan and args.host:
        parser.error("--lan and --host cannot be combined: --lan listens on every interface")
    if bool(args.cert) != bool(args.key):
        parser.error("--cert and --key go together")
    for flag, path in (("--cert", args.cert), ("--key", args.key)):
        if path and not os.path.isfile(path):
            parser.error(f"{flag} {path}: no such file")
    args.https = args.https or bool(args.cert)
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


def tls_files(args, data_dir, lan: str | None) -> tuple[str, str, str] | None:
    """(certificate, key, SHA-256 fingerprint) for --https: the user's own, or the one kept in the data folder."""
    if not args.https:
        return None
    from companion.tls import ensure_certificate, fingerprint

    if args.cert:
        cert, key = os.path.abspath(args.cert), os.path.abspath(args.key)
    else:
        cert, key = (str(p) for p in ensure_certificate(data_dir, lan))
    try:
        return cert, key, fingerprint(cert)
    except (OSError, ValueError) as err:
        raise SystemExit(f"companion: --cert {cert}: not a readable PEM certificate ({err})") from None


def serve_tls(app_main, *, host: str, port: int, cert: str, key: str, **flet_args) -> None:
    """Flet's server cannot take TLS options, so its ASGI app runs under uvicorn with them (the same
    websocket implementation Flet's own server picks)."""
    import flet as ft
    import uvicorn

    asgi = ft.run(app_main, export_asgi_app=True, **flet_args)
    uvicorn.run(asgi, host=host, port=port, ssl_certfile=cert, ssl_keyfile=key, ws="websockets-sansio",
                log_level="warning")


def main(argv: list[str] | None = None) -> None:
    argv = list(sys.argv[1:] if argv is None else argv)
    status = table_command(argv)
    if status is not None:
        sys.exit(status)
    args = parse_args(argv)
    import flet as ft

    from companion import control_ids, redact
    from companion.app import make_main
    from companion.config import AppConfig
    from companion.storage import default_data_dir

    redact.install()  # every log line of this process, Flet's and uvicorn's too, is redacted
    control_ids.start_fresh()  # a tap a phone made before a restart names no control of this process
    data_dir = default_data_dir(args.data_dir)
    host = "0.0.0.0" if args.lan else (args.host or DEFAULT_HOST)
    lan = lan_address() if args.lan else None
    # Host rights come from this secret, never from an address: whoever opens the host link is the host.
    # It is kept in the data folder (mode 0600), so the host's open page survives a restart.
    from companion.host_link import host_secret as kept_host_secret

    host_secret = kept_host_secret(data_dir, renew=args.new_host_link)
    redact.remember(host_secret)  # printed once, just below, for the host; never in a log line
    tls = tls_files(args, data_dir, lan)
    scheme = "https" if tls else "http"
    config = AppConfig(data_dir=data_dir, host=host, port=args.port, lan_address=lan, host_secret=host_secret,
                       https=bool(tls))
    local_url = f"{scheme}://127.0.0.1:{args.port}" if host in ("0.0.0.0", "::") else f"{scheme}://{host}:{args.port}"
    host_url = f"{local_url}/?host={host_secret}"
    print(f"Table Companion is serving; saved tables are in {data_dir}", flush=True)
    print(f"Host link (keep it to yourself; it opens Home and every table): {host_url}", flush=True)
    if tls:
        print(f"HTTPS certificate {tls[0]}", flush=True)
        print(f"Its SHA-256 fingerprint (compare it on the phone before trusting it): {tls[2]}", flush=True)
    if lan:
        print_lan_banner(f"{scheme}://{lan}:{args.port}")
    os.environ["FLET_FORCE_WEB_SERVER"] = "true"  # we open the browser ourselves, on the host link
    # Imports arrive by upload: signed, short-lived URLs, and nothing over 16 MiB.
    os.environ.setdefault("FLET_SECRET_KEY", secrets.token_urlsafe(32))
    from companion.share.files import MAX_FILE_BYTES
    from companion.share.limits import MAX_IMAGE_BYTES  # not .qr: qrcode and Pillow load on first use

    os.environ["FLET_MAX_UPLOAD_SIZE"] = str(max(MAX_IMAGE_BYTES, MAX_FILE_BYTES))  # each kind checks its own
    config.upload_dir.mkdir(parents=True, exist_ok=True)
    if not args.no_browser:
        threading.Timer(1.5, webbrowser.open, args=(host_url,)).start()
    flet_args = dict(no_cdn=True, assets_dir=str(config.assets_dir), upload_dir=str(config.upload_dir), name="")
    from companion import reconnect

    reconnect.install()  # a reconnecting phone is drawn afresh (Flet's re-attached page stops following the table)
    if tls:
        serve_tls(make_main(config), host=host, port=args.port, cert=tls[0], key=tls[1], **flet_args)
        return
    ft.run(make_main(config), view=ft.AppView.WEB_BROWSER, host=None if args.lan else host, port=args.port,
           **flet_args)


if __name__ == "__main__":
    main()
