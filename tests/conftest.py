"""Settings for the whole suite."""
import os

import pytest
from hypothesis import HealthCheck, settings

from tests.support.hangs import (  # noqa: F401 (hooks: a hung test fails, the run goes on)
    pytest_configure, pytest_timeout_set_timer, pytest_unconfigure)

# Property tests check laws, not speed: on a shared 2-core machine, with the browser tests running beside them,
# one example can take longer than hypothesis's default 200 ms deadline without anything being wrong.
settings.register_profile("suite", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("suite")


# The browser tests that take a minute or more (2026-12-06's full run: 60-140 s each), by file.
LONGEST = ("test_crash.py", "test_load.py", "test_layout.py", "test_languages.py", "test_languages_rollout.py",
           "test_fortune.py", "test_roll_and_rails.py")
# The in-process tests of a minute or so (every bad value in every field of every screen), with the browser tests.
LONG_IN_PROCESS = ("test_every_field.py", "test_every_field_more.py", "test_fold_threads.py")


def pytest_collection_modifyitems(config, items):
    """The long forms of the stress tests (COMPANION_LONG=1: 200 SIGKILLs, ten minutes of seven pages) run longer
    than the suite's ten-minute limit for one test (`timeout` in pyproject.toml): with it set, none applies.

    The browser tests go first, the longest of them at the very front (and the long in-process sweeps with them),
    and the many short rule and app tests after them: the two workers (pytest-xdist hands out tests in this order)
    then end about together, where a long browser test taken last could keep one worker busy alone for a minute or
    two."""
    if os.environ.get("COMPANION_LONG"):
        for item in items:
            item.add_marker(pytest.mark.timeout(0))

    def rank(item) -> int:
        path = str(item.fspath).replace("\\", "/")
        name = path.rsplit("/", 1)[1]
        if "/tests/e2e/" in path:
            return 0 if name in LONGEST else 1
        return 1 if name in LONG_IN_PROCESS else 2

    items.sort(key=rank)  # stable: each group keeps its order
