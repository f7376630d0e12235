"""Text as a reader reads it, for the tests that compare it with the words they expect.

The app keeps an amount and its unit on one line with a no-break space (U+00A0: Fortune's "1.200 DM",
`calculators.core.money.format_fortune`); a reader sees a space, and a test's expected words are written with one.
Every helper that reads a screen's or a sentence's text hands it over through `plain`, the one place this is done."""
from __future__ import annotations

NBSP = "\u00a0"


def plain(text):
    """`text` with each no-break space read as a space; anything that is not a string as it is."""
    return text.replace(NBSP, " ") if isinstance(text, str) else text
