"""Helpers of test_rollout_late.py that other tests use too."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.browser import Server
from tests.e2e.flutter import ident, reveal

T = 20_000


def banker(phone, server, sid: str, stage: str):
    page = phone(server.host(f"/table/{sid}"))
    see(page, "ro-stage", stage)
    return page


@pytest.fixture
def data_dir(tmp_path):
    return tmp_path / "data"


@pytest.fixture
def serve(data_dir):
    """Starts the real server on the seeded data folder (call it once the tables are saved)."""
    started = []

    def start() -> Server:
        started.append(Server(data_dir).start())
        return started[-1]
    yield start
    for s in started:
        s.stop()


def see(page, identifier: str, text: str, exact: bool = False) -> None:
    if identifier == "ro-stage":  # the banner heads the page: straight to the top, as a thumb flicks
        page.mouse.move(206, 500)
        page.mouse.wheel(0, -40_000)
    node = reveal(page, ident(page, identifier))
    (expect(node).to_have_text if exact else expect(node).to_contain_text)(text, timeout=T)


def shot(page, path, name: str, where) -> None:
    reveal(page, ident(page, where) if isinstance(where, str) else where)
    page.wait_for_timeout(400)
    page.screenshot(path=str(path / f"{name}.png"))
