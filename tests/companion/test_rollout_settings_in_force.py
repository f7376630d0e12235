"""Rollout's settings, said on every phone as the table plays them. A walk found them said only on the setup screen
(a player who joined later could not learn which reading the table plays), and a switch left off said nothing of
what off means: "The loan limit rises once, to $10B" — off is the rulebook's Taking Over a Company: "He can borrow up
to another $5 billion from the Bank. During Stage 2 — Rollout, he has an extra free roll."; the Optional Rule,
Ten Block Play; Reaching the Gold Coast: "Players who do not reach the Gold Coast must move their Stock Market meters
down (five squares to the left) and their Sales Track meters back to Square One."."""
from pathlib import Path

import flet as ft

from calculators.core.table import make_setup
from companion.storage import Store
from companion.table import TableHub
from tests.support.controls import texts, walk
from tests.support.rollout import started
from tests.support.rollout_screens import Screen
from tests.support.screens import Table
from tests.support.scratch import scratch_dir


def said(controls) -> list[str]:
    return [texts(c) for c in walk(controls) if texts(c)]


def test_each_setup_switch_says_what_leaving_it_off_means():
    hub = TableHub(Store(Path(scratch_dir())))
    sid = hub.create(make_setup("rollout", "Friday", ["Ann", "Bob", "Cy"], "Kim"))
    hub.drafts.write(sid, rounds=[{"Ann": 6, "Bob": 4, "Cy": 3}],
                     picks={"Ann": "Simcor", "Bob": "Camcon", "Cy": "Pedrasca"})
    lines = said(Screen(hub, sid).draw())
    assert "Off: Each takeover lets the buyer borrow up to another $5B (the rulebook)." in lines, lines
    assert "Off: The standard game: the Bank sells two shares of each company a turn (the rulebook)." in lines
    assert "Off: A takeover's extra free roll is for the next Stage 2 only (interpretation)." in lines
    assert "Off: On a turn someone reaches the Gold Coast, its moves replace Step F's (interpretation)." in lines
    assert not [x for x in lines if x.startswith("Off: Hidden cash")]  # said once, by the hidden-cash note


def _in_force(drawn) -> list[str]:
    return [x for x in (c.value for c in walk(drawn) if isinstance(c, ft.Text)) if x.endswith(("(interpretation).", "(the rulebook).", "(Optional Rule).",
                                                  "(a setting)."))]


def test_every_phone_lists_the_settings_in_force_in_a_section_that_starts_folded(tmp_path):
    t = started(("Ann", "Bob"), options={"loan_cap_raised_once": True, "extra_roll_every_turn": False,
                                          "ten_block": True})
    table = Table(tmp_path, "rollout")
    sid = table.create(t.log)
    for seat in (None, "Bob"):
        screen = Screen(table.hub, sid, seat=seat)
        assert "Settings in force" in [c.title.value for c in walk(screen.draw()) if isinstance(c, ft.ExpansionTile)]
        assert _in_force(screen.draw()) == []  # folded: not drawn, not sent to the phone
        screen.ctx.session.folds[f"ro-{sid}-settings"] = True  # the player opens it
        assert _in_force(screen.draw()) == [
            "Hidden cash: each phone shows only its own company's cash; the app checks who can pay (a setting).",
            "Ten Block Play: the Bank sells one share of each company a turn (Optional Rule).",
            "A player reaching the Gold Coast gets both Step F's move and the Gold Coast's (interpretation).",
            "A takeover's extra free roll is for the next Stage 2 only (interpretation).",
            "When someone reaches the Gold Coast, every other player moves down five and back to Square One, players "
            "without Stores too (the rulebook).",
            "The loan limit rises once, to $10B, however many takeovers (interpretation).",
        ], seat


def test_the_cash_out_now_says_why_everyone_stands_at_zero_at_the_start(tmp_path):
    """Cash Out Value: "This is the total value of all your shares." At the start the Bank holds every share: a walk
    read "1. Ann — $0M, 1. Bob — $0M" as broken; the line says why, and only while no player holds a share."""
    from calculators.rollout import BANK
    from calculators.rollout.corrections import correct_shares
    from tests.support.rollout import B

    why = "Every share is still the Bank's: Cash Out counts the shares each player holds, so all stand at $0 until " \
          "shares are bought."
    t = started(("Ann", "Bob"), options={"cash_open": True})
    table = Table(tmp_path / "start", "rollout")
    assert why in said(Screen(table.hub, table.create(t.log)).draw())
    # One share bought (recorded here as the banker's correction): the line goes, the ranking stays.
    t.do(correct_shares, B, t.company("Bob").name, BANK, "Ann", 1, reason="bought at the table")
    bought = Table(tmp_path / "bought", "rollout")
    drawn = Screen(bought.hub, bought.create(t.log)).draw()
    assert [c for c in walk(drawn) if (getattr(c, "identifier", None) or "").startswith("rank-")]  # the ranking shows
    assert why not in said(drawn)
