"""No secret in a log line or an error message: the host secret, seat and banker tokens and join codes.

Two nets, both applied by `redact(text)`:
- shapes: the value of `?host=` / `&host=` and the segment after `seat/` or `bank/` in any text;
- values: every secret this process handed out (`remember`), wherever it appears (an exception's
  message, a typed code echoed by a framework's debug log…).

`install()` routes every log record of every logger (ours, Flet's, uvicorn's, asyncio's) through
`redact` when the record is made, before any handler sees it, and does the same for uncaught
exceptions in the main thread and in worker threads. Screens pass error text through `redact` too.
"""
from __future__ import annotations

import logging
import re
import sys
import threading
import traceback
from collections.abc import Mapping

MASK = "[redacted]"
_SHAPES = [
    (re.compile(r"([?&;]host=)[^&#\s'\"<>]+", re.IGNORECASE), r"\1" + MASK),
    # "/seat/<token>" in a route or URL, and "seat/<token>" where a framework logs a page name.
    (re.compile(r"(\b(?:seat|bank)/)[^/?#\s'\"<>]+"), r"\1" + MASK),
]
_MIN_SECRET = 6  # a join code; tokens are longer. Shorter text is never treated as a secret.

_lock = threading.Lock()
_secrets: set[str] = set()  # process-wide like logging itself; read under the lock
_installed = False


def remember(*values: str | None) -> None:
    """Treat each value as a secret from now on (a token or code this server handed out)."""
    with _lock:
        _secrets.update(v for v in values if isinstance(v, str) and len(v) >= _MIN_SECRET)


def forget(*values: str | None) -> None:
    """Stop looking for values that no longer open anything (closed codes, revoked links)."""
    with _lock:
        _secrets.difference_update(values)


def redact(text: object) -> str:
    """`text` with every secret replaced by [redacted]."""
    out = str(text)
    for pattern, repl in _SHAPES:
        out = pattern.sub(repl, out)
    with _lock:
        found = [s for s in _secrets if s in out]
    for secret in sorted(found, key=len, reverse=True):
        out = out.replace(secret, MASK)
    return out


def _redacted_arg(value: object) -> object:
    if value is None or isinstance(value, (bool, int, float)):
        return value  # numbers keep their type for %d and the like
    text = redact(value)
    return value if isinstance(value, str) and text == value else text


def _redacted_record_factory(factory):
    def make(*args, **kwargs) -> logging.LogRecord:
        record = factory(*args, **kwargs)
        try:
            # Arguments are redacted one by one and keep their place, as some formatters unpack them
            # (uvicorn's access log); a secret spread over the message and its arguments is caught whole.
            if isinstance(record.args, Mapping):
                record.args = {k: _redacted_arg(v) for k, v in record.args.items()}
            elif isinstance(record.args, tuple):
                record.args = tuple(_redacted_arg(v) for v in record.args)
            record.msg = redact(record.msg) if isinstance(record.msg, str) else record.msg
            whole = record.getMessage()
            if redact(whole) != whole:
                record.msg, record.args = redact(whole), None
            if record.exc_info and record.exc_info[0] is not None:
                record.exc_text = redact("".join(traceback.format_exception(*record.exc_info)).rstrip("\n"))
                record.exc_info = None  # the formatter prints exc_text, already redacted
            if record.stack_info:
                record.stack_info = redact(record.stack_info)
        except Exception:  # a record that cannot be formatted is still logged, as a redacted marker
            record.msg, record.args = f"(unprintable log record from {record.name}; redacted)", None
        return record

    make.redacting = True
    return make


def install() -> None:
    """Redact every log record and every uncaught exception of this process (idempotent)."""
    global _installed
    with _lock:
        if _installed:
            return
        _installed = True
    factory = logging.getLogRecordFactory()
    if not getattr(factory, "redacting", False):
        logging.setLogRecordFactory(_redacted_record_factory(factory))

    def excepthook(kind, value, tb) -> None:
        sys.stderr.write(redact("".join(traceback.format_exception(kind, value, tb))))

    def thread_excepthook(args) -> None:
        if args.exc_type is SystemExit:
            return
        name = args.thread.name if args.thread else "?"
        text = "".join(traceback.format_exception(args.exc_type, args.exc_value, args.exc_traceback))
        sys.stderr.write(redact(f"Exception in thread {name}:\n{text}"))

    sys.excepthook = excepthook
    threading.excepthook = thread_excepthook
