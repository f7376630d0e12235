"""A hung test fails where it stood and the run goes on (tests/support/hangs.py), on two xdist workers as the
suite runs: a sleeping test is woken at its limit, and a test stuck in C code ends its worker with every thread's
stack in the output, while the other tests still pass."""
import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CONFTEST = """
import tests.support.hangs as hangs
from tests.support.hangs import pytest_configure, pytest_timeout_set_timer

hangs.GRACE = 2.0
"""

TESTS = """
import time
import pytest

@pytest.mark.timeout(2)
def test_sleeps():
    time.sleep(60)

@pytest.mark.timeout(1)
def test_stuck_in_c():
    sum(range(10 ** 11))  # no Python runs until it returns: no signal handler either

@pytest.mark.parametrize("n", range(4))
def test_fine(n):
    pass
"""


def test_a_hung_test_fails_at_its_limit_and_the_run_goes_on(tmp_path):
    (tmp_path / "conftest.py").write_text(textwrap.dedent(CONFTEST))
    (tmp_path / "test_inner.py").write_text(textwrap.dedent(TESTS))
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    start = time.monotonic()
    run = subprocess.run([sys.executable, "-m", "pytest", "-n", "2", "-p", "no:cacheprovider", "-o", "addopts=",
                          "test_inner.py"], cwd=tmp_path, env=env, capture_output=True,
                         text=True, timeout=120)
    took = time.monotonic() - start
    out = run.stdout + run.stderr
    assert run.returncode == 1, out
    assert "2 failed, 4 passed" in out, out
    assert "Failed: Timeout (>2.0s)" in out and "time.sleep(60)" in out, out  # woken, with its line
    assert "crashed while running 'test_inner.py::test_stuck_in_c'" in out, out  # named
    assert "Thread 0x" in out and 'test_inner.py", line 11 in test_stuck_in_c' in out, out  # its stacks shown
    assert took < 60, f"{took:.0f} s: the sleeping test was not woken at its limit"
