"""Issue 16, "Done when", Rollout: one turn on three phones — the banker (Kim, who does not play) and Ann's and
Bob's own phones; Cy enters Step B on the banker's phone passed to him. Asserted on the screens: the sealed form's
labels before Confirm, the public state on a seat phone (the Hex die, the own Step D dice, the lot and its top
bid), the step's controls at the top of the banker's panel, a disabled impossible action with the rules' reason,
and a History of sentences with amounts and no internal names."""
import re

import pytest
from playwright.sync_api import expect

from tests.e2e.flutter import ident, tap, type_into
from tests.e2e.phones_kit import INTERNAL, history_lines, on_screen, seat_phone, to_top
from tests.e2e.rollout_late_table import data_dir, see, serve  # noqa: F401 (fixtures)
from tests.e2e.rollout_seed import Seed

pytestmark = pytest.mark.e2e
T = 20_000


def top_of(page, identifier: str) -> None:
    see(page, "ro-stage", "")  # to the top, as a thumb flicks
    on_screen(page, ident(page, identifier).first)


def test_one_rollout_turn_on_three_phones(browser, phone, serve, data_dir, tmp_path):  # noqa: F811
    seed = Seed(data_dir, players=("Ann", "Bob", "Cy"))
    paths = {s: seed.seat_path(s) for s in ("Ann", "Bob")}
    server = serve()
    banker = phone(server.host(f"/table/{seed.sid}"))
    see(banker, "ro-stage", "Turn 1 · Stage 1")
    ann, _ = seat_phone(browser, server, paths["Ann"])
    bob, _ = seat_phone(browser, server, paths["Bob"])
    try:
        # Stage 1 on the banker's phone; the outcome in the rules' sentence where the banker is looking.
        for p in ("Ann", "Bob", "Cy"):
            tap(banker, "button", f"Confirm {p}'s Stage 1")
            expect(ident(banker, "ro-last")).to_contain_text(f"{p} paid Stage 1: $100M salaries", timeout=T)
        # Impossible now, so disabled with the rules' reason on the seat phone: Borrowing is "during the game",
        # and at the loan limit it says so; Ann may borrow in Stage 2 — her button is enabled.
        see(banker, "ro-stage", "Stage 2")
        tap(banker, "button", "Roll for the Hex")
        expect(ident(banker, "s2-hex")).to_contain_text("In demand", timeout=T)
        hex_line = ident(banker, "ro-last").inner_text()
        face = re.search(r"rolled (\d)", hex_line).group(1)
        see(ann, "my-hex", f"Hex die {face}")  # the public die on a seat phone, live
        tap(banker, "button", "Open Step B (sealed budgets)")
        # The sealed form says what it asks before Confirm: both labels and the sum committed. It opens at the top of
        # the seat's screen; a phone scrolled down (Ann's, to her Hex die) stays where it was, as every live update
        # leaves a reader's place, so the player scrolls up to it.
        for page in (ann, bob):
            to_top(page)
            on_screen(page, page.locator("flt-semantics").get_by_text("Advertising Blitz", exact=True))
            on_screen(page, page.locator("flt-semantics").get_by_text("Price of your product", exact=True))
        for page, blitz, price in ((ann, "$700M", "60"), (bob, "$300M", "40")):
            tap(page, "button", f"Advertising Blitz: {blitz}", exact=True)
            tap(page, "button", f"Price of your product: ${price}", exact=True)
            see(page, "entry-summary", f"You commit {blitz} to the Advertising Blitz")
            tap(page, "button", "Confirm my entry")
            see(page, "my-entry", f"Advertising Blitz {blitz}, Price of your product ${price}")
        # The banker: who has confirmed, the own-phone note and Pass the phone to Cy at the top of the panel.
        expect(ident(banker, "s2-confirmed")).to_contain_text("waiting for Cy", timeout=T)
        top_of(banker, "s2-confirmed")
        on_screen(banker, banker.get_by_role("button", name="Pass the phone to Cy"))
        assert banker.locator("flt-semantics").get_by_text("Sealed entries", exact=True).count() == 0
        tap(banker, "button", "Pass the phone to Cy")
        tap(banker, "button", "I am Cy: open my entry")
        banker.get_by_role("button", name="Advertising Blitz: $100M", exact=True).click()
        banker.get_by_role("button", name="Price of your product: $30", exact=True).click()
        expect(ident(banker, "entry-summary")).to_contain_text("You commit $100M", timeout=T)
        banker.get_by_role("button", name="Confirm my entry").click()
        banker.get_by_role("button", name="Banker: back to the table").click()
        top_of(banker, "s2-confirmed")
        on_screen(banker, banker.get_by_role("button", name="Reveal the budgets (Step C)"))
        tap(banker, "button", "Reveal the budgets (Step C)")
        expect(ident(banker, "ro-last")).to_contain_text("Budgets shown: Ann Blitz $700M, price $60", timeout=T)
        see(bob, "s2-budget-Ann", "advertising $700M, price $60")  # public after the reveal, on Bob's phone
        for p in ("Ann", "Bob", "Cy"):
            top_of(banker, "s2-step")
            type_into(banker, f"{p}'s card Q", "5")
            tap(banker, "button", f"Confirm {p}'s card")
            expect(ident(banker, "ro-last")).to_contain_text(f"{p} showed a Televisions card"
                                                             if face in "34" else f"{p} showed a", timeout=T)
        for p in ("Ann", "Bob", "Cy"):
            tap(banker, "button", f"Roll {p}'s dice")
            expect(ident(banker, "ro-last")).to_contain_text(f"{p} rolled", timeout=T)
        see(ann, "my-dice", "Your Step D dice:")  # her own dice and why, on her phone
        tap(banker, "button", "Collect profits from the Bank (Step E)")
        expect(ident(banker, "ro-last")).to_contain_text("Profits paid: Ann $", timeout=T)
        tap(banker, "button", "Adjust the stock prices (Step F)")
        see(banker, "ro-stage", "Stage 3")
        tap(banker, "button", "Nobody plays: skip this stage")
        see(banker, "ro-stage", "Stage 4")
        for p in ("Ann", "Bob", "Cy"):
            tap(banker, "checkbox", f"{p} plays")
        tap(banker, "button", "Start Stage 4 with the app's die")
        expect(ident(banker, "ro-order")).to_contain_text("Order of play", timeout=T)
        # The lot up for auction and, after Ann's bid, the top bid: on Bob's phone, live.
        see(bob, "my-lot", "share")
        tap(banker, "button", "Bidder Ann")
        tap(banker, "button", re.compile(r"^Ann bids \$"))
        expect(ident(banker, "s4-bid-0")).to_contain_text("Bid: Ann", timeout=T)
        see(bob, "my-top-bid", "Ann")
        # Ann may not outbid herself: her bidder button is disabled, with the rules' reason beside it.
        see(banker, "s4-nobid-Ann", "Ann already has the highest bid.")
        expect(banker.get_by_role("button", name="Bidder Ann")).to_be_disabled()
        tap(banker, "button", "Sell to the top bidder")
        expect(ident(banker, "ro-last")).to_contain_text("Ann", timeout=T)
        banker.screenshot(path=str(tmp_path / "rollout-stage4-banker.png"))
        bob.screenshot(path=str(tmp_path / "rollout-stage4-bob.png"))
        # History: sentences with amounts, no event kinds or snake_case keys.
        banker.goto(server.host(f"/table/{seed.sid}/history"))
        banker.locator("flt-semantics-placeholder").dispatch_event("click")
        expect(ident(banker, "undo-last")).to_be_visible(timeout=T)
        lines = history_lines(banker)
        assert len(lines) >= 15, lines
        text = "\n".join(lines.values())
        assert not INTERNAL.search(text), INTERNAL.search(text)
        for said in ("Ann paid Stage 1: $100M salaries", "Budgets shown: Ann Blitz $700M, price $60",
                     "Profits paid: Ann $"):
            assert said in text, said
    finally:
        for p in (ann, bob):
            p.context.close()
