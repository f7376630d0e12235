"""The browser tests run one after another on one xdist worker, from the start, beside the other tests
(tests/support/workers.py): an inner run of the suite's own command line on a folder shaped like this one's."""
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CONFTEST = """
from tests.support.workers import pytest_xdist_make_scheduler
"""

# Each test notes which worker ran it, and when.
RECORD = """
import json, os, time
import pytest

@pytest.mark.parametrize("n", range({n}))
def test_{name}(n):
    time.sleep(0.05)
    with open(os.environ["RAN"], "a") as f:
        f.write(json.dumps(["{name}", n, os.environ["PYTEST_XDIST_WORKER"], time.monotonic()]) + "\\n")
"""


def test_the_browser_tests_share_one_worker_and_start_first(tmp_path):
    (tmp_path / "pytest.ini").write_text("[pytest]\ntestpaths = tests\n")
    (tmp_path / "tests" / "e2e").mkdir(parents=True)
    (tmp_path / "tests" / "conftest.py").write_text(textwrap.dedent(CONFTEST))
    (tmp_path / "tests" / "test_a_unit.py").write_text(RECORD.format(name="unit_a", n=12))
    (tmp_path / "tests" / "e2e" / "test_b_browser.py").write_text(RECORD.format(name="browser_b", n=6))
    (tmp_path / "tests" / "e2e" / "test_c_browser.py").write_text(RECORD.format(name="browser_c", n=6))
    (tmp_path / "tests" / "test_d_unit.py").write_text(RECORD.format(name="unit_d", n=12))
    ran = tmp_path / "ran.jsonl"
    env = dict(os.environ, PYTHONPATH=str(ROOT), RAN=str(ran))
    run = subprocess.run([sys.executable, "-m", "pytest", "-n", "2", "--dist", "loadgroup", "-p", "no:cacheprovider",
                          "-q"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
    rows = [json.loads(line) for line in ran.read_text().splitlines()]
    assert len(rows) == 36
    browser = [r for r in rows if r[0].startswith("browser")]
    workers = {r[2] for r in browser}
    assert len(workers) == 1, f"browser tests on {workers}"
    order = [(r[0], r[1]) for r in sorted(browser, key=lambda r: r[3])]
    assert order == [("browser_b", n) for n in range(6)] + [("browser_c", n) for n in range(6)]  # one after another
    others = sorted({r[2] for r in rows} - workers)
    assert others, "the other tests had a worker of their own"
    # The group started at once (the largest work unit is dealt first): its worker ran no other test before it.
    first_on_its_worker = min((r for r in rows if r[2] in workers), key=lambda r: r[3])
    assert first_on_its_worker[0] == "browser_b" and first_on_its_worker[1] == 0, first_on_its_worker
