"""The browser tests run one after another on one pytest-xdist worker, from the start of the run (xdist deals the
largest work unit first), while the other worker takes every other test (`-n 2 --dist loadgroup`, pyproject.toml).

Two browser tests at once on a 2-core machine — two servers, two Chromiums — made each a stress test of the other
(load 8-14). pytest-xdist's own grouping (an `xdist_group` mark, read into each test's id) silently stopped working
with pytest 9.2, whose test ids no longer take that change (pytest-dev/pytest-xdist#1386, open): the browser tests
were dealt to both workers. Here the scheduler itself groups them, by their folder, whatever their ids say.
"""
from __future__ import annotations

import pytest

BROWSER_TESTS = "tests/e2e/"
GROUP = "browser"


def is_browser_test(nodeid: str) -> bool:
    return nodeid.replace("\\", "/").startswith(BROWSER_TESTS)


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    if config.getvalue("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadGroupScheduling

    class BrowserTestsOnOneWorker(LoadGroupScheduling):
        """`--dist loadgroup`, with every browser test in one group (one work unit: one worker, in order)."""

        def _split_scope(self, nodeid: str) -> str:
            return GROUP if is_browser_test(nodeid) else super()._split_scope(nodeid)

    return BrowserTestsOnOneWorker(config, log)

