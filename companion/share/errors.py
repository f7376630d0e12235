"""The one error every share and import step raises; its message is written for a player."""
from __future__ import annotations

# What went wrong, for code that reacts differently (tests, the import screen's icon).
KINDS = (
    "not_ours",  # not a Table Companion code or file at all
    "truncated",  # cut off: part of the code is missing
    "checksum",  # the checksum does not match: damaged in transit
    "newer_version",  # made by a newer Table Companion
    "unknown_game",  # names a game this app does not know
    "too_big",  # over a size limit (text, picture, file, or what it unpacks to)
    "invalid",  # readable but malformed, or holds a table that is not valid
    "not_an_image",  # the picture could not be opened
    "no_code",  # the picture holds no readable QR code
    "too_big_for_qr",  # the table does not fit in one QR code
)


class ShareError(ValueError):
    """A code, picture or file refused; `message` says why in plain words, `kind` is one of KINDS.

    Like a rule's refusal it keeps its English `template` and values (`params`), so a screen shows it in the
    phone's language with `companion.i18n.refusals.refusal` where the catalog has the template."""

    def __init__(self, message: str, kind: str = "invalid", **params):
        text = message.format(**params) if params else message
        super().__init__(text)
        self.template = message
        self.params = params
        self.message = text
        self.kind = kind

    def __str__(self) -> str:
        return self.message
