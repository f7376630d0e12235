"""`companion import | export | tables`: saved tables from the command line, with no server running.

    companion import CODE_OR_FILE [--data-dir DIR]   a share code (as text, or a file holding one, or a
                                                     picture of its QR code) or a table file; prints
                                                     "<id> <game> <fingerprint>"
    companion export TABLE_ID [--data-dir DIR] [--code]   the table file (or the share code) on stdout
    companion tables [--data-dir DIR]                one line per saved table

Exit 0 on success; a refused input or an unknown table prints one line `error: <reason>` on stderr,
exits 2 and leaves the data folder as it was (an import is replayed through the game's rules
before anything is written).
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import BinaryIO, TextIO

COMMANDS = ("import", "export", "tables")
EXIT_REFUSED = 2
PICTURE_MAGIC = (b"\x89PNG", b"\xff\xd8\xff", b"GIF8", b"RIFF", b"BM")


class Refused(Exception):
    """A command that cannot be carried out; its message is the reason shown after `error:`."""


def add_table_commands(sub: argparse._SubParsersAction) -> None:
    """The three table commands, added to a parser's subcommands (the server's options stay apart)."""
    data_dir = argparse.ArgumentParser(add_help=False)
    data_dir.add_argument("--data-dir", default=None,
                          help="folder of saved tables (default: the platform's user data folder)")
    imp = sub.add_parser("import", parents=[data_dir], help="import a share code or a table file as a new table")
    imp.add_argument("source", metavar="CODE_OR_FILE",
                     help="a share code (TC1:…), a file holding one or a picture of its QR code, a table file, or - for stdin")
    exp = sub.add_parser("export", parents=[data_dir], help="write a saved table's file (or share code) to stdout")
    exp.add_argument("table_id", metavar="TABLE_ID")
    exp.add_argument("--code", action="store_true", help="write the share code instead of the table file")
    sub.add_parser("tables", parents=[data_dir], help="list the saved tables")


def parser() -> argparse.ArgumentParser:
    """`companion` with the table commands only."""
    p = argparse.ArgumentParser(prog="companion", description="Table Companion: saved tables from the command line.")
    add_table_commands(p.add_subparsers(dest="command", required=True, metavar="{import,export,tables}"))
    return p


def _one_line(text: str) -> str:
    return " ".join("".join(ch if ch.isprintable() else " " for ch in text).split())


def _head(f: BinaryIO, most: int) -> tuple[bytes, int]:
    """The first `most` + 1 bytes of `f`, and its whole size (the rest is counted, not kept)."""
    data = f.read(most + 1)
    size = len(data)
    while chunk := f.read(1 << 20):
        size += len(chunk)
    return data, size


def _read(source: str, stdin: BinaryIO) -> bytes | str:
    """The bytes of a file (or stdin), or the text itself when it is not a file. An empty input, or one over
    its limit (a picture's, or a table file's and a code's), is refused here with its real size."""
    from companion.share.files import MAX_FILE_BYTES, checked_size
    from companion.share.qr import MAX_IMAGE_BYTES, checked_picture_size

    most = max(MAX_FILE_BYTES, MAX_IMAGE_BYTES)
    if source == "-":
        data, size = _head(stdin, most)
    else:
        path = Path(source)
        if not path.is_file():
            if source.lstrip().upper().startswith("TC") or "://" in source:
                return source
            if not source.strip():
                raise Refused("Nothing to import: give a table file, a picture of a QR code, a share code, or - to "
                              "read standard input.")
            if path.is_dir():
                raise Refused(f"{source} is a folder: give a table file, a picture of a QR code or a share code.")
            # Not echoed unless it reads as a path: it may be any text (a walk's Wi-Fi QR text printed its password).
            looks_like_a_path = os.sep in source or bool(path.suffix)
            raise Refused(f"{source}: no such file" if looks_like_a_path else
                          "This is neither a file here nor a share code.")
        try:
            with path.open("rb") as f:
                data, size = _head(f, most)
        except OSError as e:
            raise Refused(f"Cannot read {source}: {e.strerror or e}") from None
    if size and data.startswith(PICTURE_MAGIC):
        checked_picture_size(size)
    else:
        checked_size(size)
    return data


def _prepared(raw: bytes | str):
    """What to save, checked through the rules before the data folder is touched:
    ("file", (details, events)) or ("code", snapshot)."""
    from companion.share import classify, read_qr_image
    from companion.share.importing import checked_session_file, checked_snapshot

    if isinstance(raw, bytes):
        if raw.startswith(PICTURE_MAGIC):
            raw = read_qr_image(raw)
        elif raw.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"{"):
            return "file", checked_session_file(raw)
        else:
            try:
                raw = raw.decode("utf-8-sig")
            except UnicodeDecodeError:
                raise Refused("This is neither a table file nor a share code.") from None
    kind, snapshot = classify(raw.strip())
    if kind != "snapshot":
        raise Refused("This is not a table's share code (an invite link is opened on a phone instead).")
    checked_snapshot(snapshot)
    return "code", snapshot


def _hub(data_dir: str | None, must_exist: bool):
    from companion.storage import Store, default_data_dir
    from companion.table import TableHub

    root = default_data_dir(data_dir)
    if must_exist and not (root / "sessions").is_dir():
        raise Refused(f"No saved tables in {root}.")
    return TableHub(Store(root))


def _import(args: argparse.Namespace, stdin: BinaryIO, out: TextIO, err: TextIO) -> None:
    from companion.share import import_snapshot, table_fingerprint
    from companion.share.importing import saved_copies

    kind, prepared = _prepared(_read(args.source, stdin))
    hub = _hub(args.data_dir, must_exist=False)
    secret = prepared[0]["table_secret"] if kind == "file" else prepared.table_secret
    game = prepared[0]["game"] if kind == "file" else prepared.game
    for saved in saved_copies(hub.store, secret, game)[:1]:  # the app asks first; a script is told
        print(f"note: this table is already saved here as {saved.id} ({_one_line(str(saved.meta.get('name')))}); "
              "imported as another copy", file=err)
    if kind == "file":
        details, events = prepared
        sid = hub.store.import_session(details, events)
    else:
        sid = import_snapshot(hub, prepared)
    print(f"{sid} {hub.get(sid).setup.game} {table_fingerprint(hub, sid)}", file=out)


def _export(args: argparse.Namespace, out: TextIO) -> None:
    from companion.share import encode, export_session, snapshot_of

    hub = _hub(args.data_dir, must_exist=True)
    if args.code:
        print(encode(snapshot_of(hub, args.table_id)), file=out)
        return
    data = export_session(hub.store.load(args.table_id))
    out.flush()
    if hasattr(out, "buffer"):
        out.buffer.write(data)
        out.buffer.flush()
    else:
        out.write(data.decode("utf-8"))


def _tables(args: argparse.Namespace, out: TextIO, err: TextIO) -> None:
    from calculators.games import GAMES

    from companion.storage import default_data_dir

    root = default_data_dir(args.data_dir)
    if not (root / "sessions").is_dir():  # said, and no folder made (a mistyped --data-dir printed nothing)
        print(f"No saved tables in {root}.", file=err)
        return
    hub = _hub(args.data_dir, must_exist=True)
    infos, messages = hub.store.list_sessions()
    for message in messages:
        print(f"warning: {_one_line(message)}", file=err)
    for info in infos:
        setup = info.meta.get("setup") or {}
        players = ", ".join(p for p in setup.get("players", []) if isinstance(p, str))
        game = info.meta.get("game", "?")
        actions = f"{info.event_count} action{'s' if info.event_count != 1 else ''}"
        print(f"{info.id}  {game}  {_one_line(str(info.meta.get('name', '')))!r}  {GAMES.get(game, game)}, "
              f"players {players}; {actions}, updated {info.updated}", file=out)


def run(argv: list[str], stdin: BinaryIO | None = None, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run one table command; returns the exit status."""
    from calculators.core.model import RuleError
    from companion.share import ShareError
    from companion.storage import StorageError

    stdin = stdin or sys.stdin.buffer
    out, err = out or sys.stdout, err or sys.stderr
    args = parser().parse_args(argv)
    try:
        if args.command == "import":
            _import(args, stdin, out, err)
        elif args.command == "export":
            _export(args, out)
        else:
            _tables(args, out, err)
    except (Refused, ShareError, RuleError, StorageError) as e:
        print(f"error: {_one_line(str(e))}", file=err)
        return EXIT_REFUSED
    except BrokenPipeError:  # `companion tables | head -1`: the reader stopped listening
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except OSError as e:  # a --data-dir that is a file, a folder not writable: said in one line, not a traceback
        print(f"error: {_one_line(f'{e.filename}: {e.strerror}' if e.filename else str(e))}", file=err)
        return EXIT_REFUSED
    return 0
