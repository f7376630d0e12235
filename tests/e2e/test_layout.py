"""Every main screen at 360×780, the smallest phone the house style names: each tappable control is at least
48 px high (Material's touch target) and no text runs off the screen or is cut off with "…".

Issue 16, "Everywhere": "Touch targets at least 48 px high (today most buttons, chips and radio rows are 32 px);
no label clipped or running off the screen at 360 px"."""
from __future__ import annotations

import time

import pytest
from playwright.sync_api import expect

from calculators.core.table import make_setup
from tests.e2e.browser import open_phone
from tests.e2e.flutter import reveal, tap, type_into
from tests.e2e.layout_audit import describe, scroll_audit
from tests.e2e.rollout_seed import Seed

pytestmark = pytest.mark.e2e
SMALL_PHONE = {"width": 360, "height": 780}


def _seed(data_dir) -> dict[str, str]:
    """One saved table of each game, three players, written before the server starts."""
    seed = Seed(data_dir, players=("Ann", "Bob", "Cy"))
    sids = {"rollout": seed.sid}
    for game in ("roll-and-rails", "owners-choice", "fortune"):
        sids[game] = seed.hub.create(make_setup(game, f"{game} night", ["Ann", "Bob", "Cy"], "Ann"))
    return sids


def _visit(page, route: str, ready: str) -> None:
    """Go to `route` in this session (as a tap on a link would), and wait for `ready` on screen."""
    page.evaluate("r => { window.history.pushState(null, '', r); window.dispatchEvent(new PopStateEvent('popstate')); }",
                  route)
    page.locator("flt-semantics-host").get_by_text(ready).first.wait_for(timeout=20_000)
    time.sleep(0.5)


def test_every_main_screen_has_thumb_sized_targets_and_whole_labels(server, browser):
    server.stop()
    sids = _seed(server.data_dir)
    server.start()
    ctx, page = open_phone(browser, server.host("/"), viewport=SMALL_PHONE)
    try:
        page.get_by_text("Quick Cash Out").first.wait_for(timeout=30_000)
        screens = [("/", "Saved tables"), ("/new", "Who runs the bank?"), ("/settings", "House rule"),
                   ("/import", "Import a shared table")]
        for sid in sids.values():
            screens += [(f"/table/{sid}", "History"), (f"/table/{sid}/invite", "Invite"),
                        (f"/table/{sid}/share", "Share"), (f"/table/{sid}/history", "History"),
                        (f"/table/{sid}/board", "Board")]
        report = []
        for route, ready in screens:
            _visit(page, route, ready)
            found = describe(scroll_audit(page))
            if found:
                report.append(f"{route}:\n{found}")

        # Quick Cash Out with a company, a player and a refused entry: the field's message is whole. (From Home: a
        # route change the app did not make, leaving a table, goes Home, as a browser Back would.)
        _visit(page, "/", "Saved tables")
        _visit(page, "/cash-out", "Companies in play")
        page.get_by_role("checkbox", name="Simcor").click()
        type_into(page, "Player's name", "Ann")
        tap(page, "button", "Add player")
        type_into(page, "Ann's Simcor shares", "-1")
        expect(reveal(page, page.locator("flt-semantics").get_by_text("must be a whole number ≥ 0").first)).to_be_visible()
        found = describe(scroll_audit(page))
        if found:
            report.append(f"/cash-out with a refused entry:\n{found}")

        # Joining with a wrong code: the refusal is read whole.
        _visit(page, "/join", "Join the table")
        type_into(page, "Six-character code", "ACDEFH")
        tap(page, "button", "Join the table")
        page.locator("flt-semantics").get_by_text("That code does not open a seat", exact=False).first.wait_for()
        found = describe(scroll_audit(page))
        if found:
            report.append(f"/join with a wrong code:\n{found}")
        assert not report, "\n\n".join(report)
    finally:
        ctx.close()
