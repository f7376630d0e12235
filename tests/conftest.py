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


def pytest_collection_modifyitems(config, items):
    """The long forms of the stress tests (COMPANION_LONG=1: 200 SIGKILLs, ten minutes of seven pages) run longer
    than the suite's ten-minute limit for one test (`timeout` in pyproject.toml): with it set, none applies.

    The tests keep pytest's order (the rule tests, the app tests, the browser tests, the top-level checks). Putting
    the browser tests first was tried (2026-12-06) and undone: pytest-xdist's `load` hands each worker a first batch
    of consecutive tests (a quarter of its share), so one worker took every browser test and ran them one after the
    other while the other ran the unit tests; at the end of the list they are handed out a few at a time."""
    if os.environ.get("COMPANION_LONG"):
        for item in items:
            item.add_marker(pytest.mark.timeout(0))
