"""A test that hangs fails where it stood, and the run goes on (the limit is `timeout` in pyproject.toml).

pytest-timeout's signal method arms a process-wide alarm. In a pytest-xdist worker the kernel may hand that
signal to another thread (execnet's reader), and a test blocked in a system call — a sleep, Playwright waiting on
its browser — is not woken: a 2 s limit on a 30 s sleep ended after 31 s. Its thread method ends the worker with
`os._exit`, and xdist drops what the worker printed, the stacks with it. Here a timer sends the alarm to the
test's own thread (`pthread_kill`), which wakes any blocking call; pytest-timeout's handler then fails the test
with its traceback. A test still running GRACE seconds later (stuck inside C code, where no Python runs) gets
the stacks of all its threads written to the run's output by faulthandler, and its worker ends (xdist then names the
test it was running and goes on with a new worker).
"""
from __future__ import annotations

import faulthandler
import os
import signal
import sys
import threading

import pytest
import pytest_timeout

GRACE = 60.0
_STDERR = pytest.StashKey[int]()


def pytest_configure(config) -> None:
    """A copy of the run's own stderr, taken while nothing captures it (in an xdist worker, the stderr it was
    started with), for faulthandler's last words."""
    try:
        fileno = sys.stderr.fileno()
    except (AttributeError, ValueError):  # xdist's worker replaces sys.stderr with an object that is no file
        fileno = sys.__stderr__.fileno()
    config.stash[_STDERR] = os.dup(fileno)


def pytest_unconfigure(config) -> None:
    if _STDERR in config.stash:
        os.close(config.stash[_STDERR])


@pytest.hookimpl(tryfirst=True)
def pytest_timeout_set_timer(item, settings):
    if settings.method != "signal" or threading.current_thread() is not threading.main_thread():
        return None  # pytest-timeout's own way
    target = threading.get_ident()

    def handler(signum, frame):
        __tracebackhide__ = True
        pytest_timeout.timeout_sigalrm(item, settings)

    alarm = threading.Timer(settings.timeout, signal.pthread_kill, (target, signal.SIGALRM))
    alarm.daemon = True
    previous = signal.signal(signal.SIGALRM, handler)
    alarm.start()
    faulthandler.dump_traceback_later(settings.timeout + GRACE, exit=True, file=item.config.stash[_STDERR])

    def cancel() -> None:
        alarm.cancel()
        faulthandler.cancel_dump_traceback_later()
        signal.signal(signal.SIGALRM, previous)

    item.cancel_timeout = cancel  # what pytest-timeout's own cancel hook calls
    return True
