"""Folders for tests that keep a store outside a pytest fixture (a shared helper, a Hypothesis strategy, a screen
scan made once per game): each in one folder of this test process, removed when the process ends, so a run of the
suite leaves nothing behind in the system's temporary folder (it left about twenty folders a run before)."""
from __future__ import annotations

import tempfile

_RUN = tempfile.TemporaryDirectory(prefix="table-companion-tests-")  # removed at exit (its finalizer)


def scratch_dir(prefix: str = "store-") -> str:
    """A new empty folder, gone when the test process ends."""
    return tempfile.mkdtemp(prefix=prefix, dir=_RUN.name)
