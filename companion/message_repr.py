"""Flet's messages to a phone, described in one line unless Flet's transport log is being read.

Flet 1.0.5 logs each message it sends with `transport_log.debug(f"send_message: {message}")`
(flet_web/fastapi/flet_app.py): the f-string is formatted whether or not that log is on, and a message's repr is the
dataclass repr of every control it carries. A table's first screen is one message of about 1.3 million characters:
44 ms of the server's time to make a string nobody reads (Owner's Choice's banker screen, 2026-12-03), on every
screen a phone opens, and the seat's own secrets (its hidden cash) formatted into it. With the log off a message
reads `Message(PATCH_CONTROL)`; with `flet_transport` at DEBUG it reads as Flet writes it."""
from __future__ import annotations

import logging

from flet.messaging.protocol import Message

TRANSPORT_LOG = logging.getLogger("flet_transport")  # the logger Flet's transport writes to
_FLETS_OWN = Message.__repr__


def _repr(message: Message) -> str:
    if TRANSPORT_LOG.isEnabledFor(logging.DEBUG):
        return _FLETS_OWN(message)
    return f"Message({getattr(message.action, 'name', message.action)})"


def install() -> None:
    """Describe messages briefly from now on, in this process (idempotent)."""
    Message.__repr__ = _repr
