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
    than the suite's ten-minute limit for one test (`timeout` in pyproject.toml): with it set, none applies."""
    if os.environ.get("COMPANION_LONG"):
        for item in items:
            item.add_marker(pytest.mark.timeout(0))
