"""The bank's phone passed to a player after the banker's Undo, in Chromium (a walk: the phone got stuck).

The walk, Rollout Step B: every budget confirmed, revealed; in History the banker undid the reveal, then Cy's entry;
"Pass the phone to Cy" → "I am Cy". Cy's form said "enter it again" but refused every entry, his own revealed one
too; it had no way back, a reload kept it, and only a new browser session freed the bank's phone. Step B: each
player sets his budgets "secretly circling one number for each budget on his Boardroom Pad"; once revealed, the
table has seen them. So the phone now offers Cy's entry as the table saw it, one tap confirms it again, and every
state of the passed phone has a way back to the banker's screen."""
import pytest
from playwright.sync_api import expect

import calculators.rollout as ro
from calculators.core import bids
from calculators.core.log import undo
from calculators.rollout.stage2_budgets import budgets_round
from tests.e2e.flutter import ident, reveal, tap
from tests.e2e.rollout_late_table import data_dir, serve  # noqa: F401 (fixtures)
from tests.e2e.rollout_seed import T, Seed

pytestmark = pytest.mark.e2e
BUDGETS = {"Ann": ("700", "60"), "Bob": ("300", "40"), "Cy": ("100", "30")}


def test_a_passed_phone_always_goes_back_and_an_entry_taken_back_after_the_reveal_is_confirmed_again(
        phone, serve, data_dir, tmp_path):
    seed = Seed(data_dir, players=("Ann", "Bob", "Cy"))
    seed.stage1()
    seed.do(ro.check_hex, faces=[3])
    seed.do(ro.open_budgets)
    rid = budgets_round(seed.state)
    for p, (adv, price) in BUDGETS.items():
        seed.do(bids.enter, rid, {"advertising": adv, "price": price}, actor=f"seat:{p}")
    seed.do(ro.reveal_budgets)
    seed.hub.act(seed.sid, lambda log: undo(log, "banker"))  # the reveal
    seed.hub.act(seed.sid, lambda log: undo(log, "banker"))  # Cy's entry
    server = serve()
    bank = phone(server.host(f"/table/{seed.sid}"))
    tap(bank, "button", "Pass the phone to Cy")
    tap(bank, "button", "Not now")  # the way back from the closed cover
    tap(bank, "button", "Banker: back to the table")  # given back, covered until the banker taps (a walk)
    tap(bank, "button", "Pass the phone to Cy")
    tap(bank, "button", "I am Cy: open my entry")
    expect(reveal(bank, ident(bank, "entry-undone"))).to_contain_text(
        "It was revealed once, so it stays as the table saw it: Advertising Blitz $100M, Price of your product $30.",
        timeout=T)
    bank.screenshot(path=str(tmp_path / "cover-confirm-again.png"))
    tap(bank, "button", "Close: give the phone back to the banker")  # the way back from the open form
    tap(bank, "button", "Banker: back to the table")
    tap(bank, "button", "Pass the phone to Cy")
    tap(bank, "button", "I am Cy: open my entry")
    tap(bank, "button", "Confirm it again")
    expect(bank.get_by_text("Cy's entry is confirmed and hidden.")).to_be_visible(timeout=T)
    tap(bank, "button", "Banker: back to the table")
    tap(bank, "button", "Reveal the budgets (Step C)")
    expect(reveal(bank, ident(bank, "ro-last"))).to_contain_text("Cy Blitz $100M, price $30", timeout=T)


def test_a_seats_unconfirmed_budget_outlives_the_bankers_undo_of_another_entry(phone, serve, data_dir, tmp_path):
    """Step B: each player sets his budgets secretly. A walk: Cy had chosen his budgets on his own phone, not yet
    confirmed, when the banker undid Bob's entry; every screen of the table is drawn afresh after an undo, and Cy's
    choices were gone, unsaid. They stay: the undo did not concern them."""
    from companion.access import Access
    from companion.storage import Store

    seed = Seed(data_dir, players=("Ann", "Bob", "Cy"))
    seed.stage1()
    seed.do(ro.check_hex, faces=[3])
    seed.do(ro.open_budgets)
    rid = budgets_round(seed.state)
    seed.do(bids.enter, rid, {"advertising": "300", "price": "40"}, actor="seat:Bob")
    token = Access(Store(data_dir), None).seat_token(seed.sid, "Cy")
    server = serve()
    cy = phone(f"{server.url}/seat/{token}", ready_text="You are Cy")
    summary = ident(cy, "entry-summary")
    for chip in ("Advertising Blitz: $100M", "Price of your product: $30"):
        tap(cy, "button", chip)
    expect(reveal(cy, summary)).to_contain_text("You commit $100M to the Advertising Blitz", timeout=T)
    bank = phone(server.host(f"/table/{seed.sid}/history"))
    undo_bob = bank.get_by_role("button", name="Undo: Bob entered their Step B budget (sealed)")
    reveal(bank, undo_bob).click()
    expect(bank.get_by_role("button", name="Redo: Bob entered their Step B budget (sealed)")).to_be_visible(timeout=T)
    cy.wait_for_timeout(1500)  # Cy's phone is drawn again after the undo
    expect(reveal(cy, summary)).to_contain_text("You commit $100M to the Advertising Blitz", timeout=T)
    cy.screenshot(path=str(tmp_path / "cy-after-undo.png"))
