"""End-to-end fixtures: the real server on a free port, real Chromium at phone size (412×915)."""
from __future__ import annotations

import os
import time

import pytest

from tests.e2e.browser import CHROMIUM_ARGS, CHROMIUM_ENV, PHONE, Server, enable_semantics, find_chromium, open_phone
from tests.e2e.typing import watch

__all__ = ["PHONE", "enable_semantics"]  # the tests import these from here

# Playwright's `expect` waits 5 s by default. On the 2-core CI machine with two workers and two browsers (load
# 8-14), a server answer took longer than that twice in a full run (test_crash's Home after a restart,
# test_share's pasted code) and passed alone. 15 s waits out such load; a missing text still fails, later.
EXPECT_TIMEOUT_MS = 15_000


def pytest_configure(config) -> None:
    from playwright.sync_api import expect

    expect.set_options(timeout=EXPECT_TIMEOUT_MS)


@pytest.fixture(scope="session")
def chromium_path() -> str:
    path = find_chromium()
    if path is None:
        msg = (f"No Chromium or Chrome found (PATH, usual locations, or ${CHROMIUM_ENV}); "
               "install one, e.g. `apt-get install chromium`")
        if os.environ.get("CI"):
            pytest.fail(msg + " — in CI the browser tests must run")
        pytest.skip(msg)
    return path


@pytest.fixture(scope="session")
def browser(chromium_path):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=chromium_path, args=CHROMIUM_ARGS)
        watch(b)  # the typing helpers see what each page sent (tests/e2e/typing.py)
        yield b
        b.close()


@pytest.fixture
def server(tmp_path):
    srv = Server(tmp_path / "data").start()
    yield srv
    srv.stop()


@pytest.fixture
def servers():
    """Starts servers of the test's own (`servers(data_dir, extra_args=...)`), stopped after it: after a failure's
    evidence is taken (`pytest_runtest_makereport`), so its pages still show what they showed and each server's log
    is in the report. (Stopped in the test's own `finally`, a failed test's phones showed only "Working..." and their
    lost connection: the evidence of a flake in `test_share` said nothing.)"""
    started: list[Server] = []

    def start(data_dir, extra_args: tuple[str, ...] = ()) -> Server:
        started.append(Server(data_dir).start(extra_args=extra_args))
        return started[-1]

    start.started = started
    yield start
    for srv in started:
        srv.stop()


# Browser tests that are known to fail now and then for a reason outside the code under test, each with that
# reason (also listed in the README, "Browser tests"). Only these get retries; every other browser test must pass
# the first time. An entry names a test function (all its parameters) in a file under tests/e2e/.
KNOWN_FLAKES: dict[str, str] = {}  # none today. The seat-claims test listed before failed three tries in a row in
# CI (Ann's phone told "in use" after a server restart). Two likely causes are fixed: a failed read of the browser's
# storage made the phone a new device key and wrote it over the old one; pages of finished tests stayed open in the
# shared browser, spinning their reconnect overlays, and slowed every later test.


def pytest_collection_modifyitems(config, items):
    """Only the tests named in KNOWN_FLAKES get two more tries."""
    for item in items:
        path = str(item.fspath).replace("\\", "/")
        if "tests/e2e/" not in path:
            continue
        key = f"{path.rsplit('tests/e2e/', 1)[1]}::{item.originalname}"
        if key in KNOWN_FLAKES and item.get_closest_marker("flaky") is None:
            item.add_marker(pytest.mark.flaky(reruns=2, reruns_delay=1))


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """A browser test that failed: what every page showed and the server's last words, taken at once (before
    any fixture closes a page or stops the server), added to the test's report as its own section. (Printed
    here they were lost: this hook runs outside the test's captured output, and a worker's own output is not
    shown, so no CI failure had ever shown them.)"""
    outcome = yield
    rep = outcome.get_result()
    if rep.when == "call" and rep.failed and "browser" in item.funcargs:
        found = []
        tmp_path = item.funcargs.get("tmp_path")
        if tmp_path is not None:
            found.append(evidence(item.funcargs["browser"], tmp_path))
        server = item.funcargs.get("server")
        if server is not None:
            found.append(server_log(server))
        found.extend(server_log(srv) for srv in getattr(item.funcargs.get("servers"), "started", ()))
        rep.sections.append(("what the phones showed", "\n".join(found)))


# Each semantics node's own words: its label, or its text outside the nodes nested in it.
SHOWN_WORDS = """() => [...document.querySelectorAll('flt-semantics')].map(e => (e.getAttribute('aria-label') ||
  [...e.childNodes].filter(n => !(n.tagName || '').startsWith('FLT-SEMANTICS')).map(n => n.textContent).join(' ')
  || '').trim()).filter(Boolean).join(' | ')"""


def server_log(server, lines: int = 30) -> str:
    """The last lines the test's server printed (a warning, a traceback)."""
    try:
        tail = server.log_path.read_text(errors="replace").splitlines()[-lines:]
    except OSError as err:
        return f"server log {server.log_path}: not readable ({err})"
    return f"server log {server.log_path}, last {len(tail)} lines:\n  " + "\n  ".join(tail)


def evidence(browser, tmp_path) -> str:
    """What every open page of the browser showed when a test failed (each phone of the test, not only those
    the `phone` fixture opened): a screenshot next to the test's data, and the words of its semantics tree for
    the report, so a failure in CI, whose folders are gone afterwards, still tells what each phone showed."""
    said = []
    for i, c in enumerate(browser.contexts):
        for j, pg in enumerate(c.pages):
            try:
                shot = tmp_path / f"failure-{i}-{j}.png"
                pg.screenshot(path=str(shot))
                words = pg.evaluate(SHOWN_WORDS)
                said.append(f"page {i}-{j} at {pg.url}: screenshot {shot}\n  shows: {words[:1500]}")
                console = [m for m in pg.console_messages() if m.text.strip()][-12:]  # Playwright keeps them
                if console:
                    said.append("  its console, last lines:\n    " + "\n    ".join(
                        f"{time.strftime('%H:%M:%S', time.localtime(m.timestamp / 1000))} {m.type}: "
                        f"{m.text.strip()[:160]}" for m in console))
            except Exception as err:  # a page that closed or crashed: say so, and go on to the next
                said.append(f"page {i}-{j}: no evidence ({err})")
    return "\n".join(said)


@pytest.fixture(autouse=True)
def close_the_phones_a_test_opened(request):
    """Every browser context a test opened (by `phone`, `open_phone` or its own `new_context`) is closed after
    it. A page left open keeps running Flutter and its reconnect loop in the shared browser for the rest of the
    run: CPU taken from every later test (a failure's evidence once listed pages of tests long finished)."""
    if "browser" not in request.fixturenames:
        yield
        return
    browser = request.getfixturevalue("browser")
    before = set(browser.contexts)
    yield
    for c in browser.contexts:
        if c not in before:
            c.close()


@pytest.fixture
def phone(browser):
    """Opens pages as separate phones (one browser context each), at 412×915, with no internet; closed after
    the test (`close_the_phones_a_test_opened`), its evidence saved first if the test failed."""

    def open_page(url: str, ready_text: str | None = None):
        ctx, page = open_phone(browser, url)
        if ready_text:
            page.get_by_text(ready_text).first.wait_for(timeout=30_000)
        return page

    return open_page

