"""Issue 16, "Done when", for Fortune (in German, as its other browser tests): one turn played on three phones —
the Kasse's (Kim, who does not play) and Ann's and Bob's own — asserting on the screens:

- after the roll each seat phone says what happens next (Turn Order and Movement: "Move your company piece forward
  clockwise along the spaces by the number rolled");
- the public state on Bob's phone (Setup: "all chips, shares, bonds and loan cards are laid out clearly" on each
  balance sheet board: Ann's live balance after her loan);
- the loan form's fields show the amount in the game's money format before the button is tapped ("loans of 50,000
  DM at the payout rate given on each space"), and an amount written the English way ("48,000") on a German phone
  is refused on the field, nothing saved;
- the outcome of the Kasse's tap on its first screen ("Gerade eben: …", as Owner's Choice and Rollout say it), and
  the money it moved, with its reason, on the phone that owns it;
- a second loan at the same bank is disabled with the rules' reason (Loans: "Only one loan may run at a time per
  bank and per player");
- History entries as sentences with amounts and no internal names.
Fortune has no sealed entries: its forms (the roll, the loan) are public.
"""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from calculators.core.table import make_setup
from calculators.fortune import actions as A
from calculators.fortune.tables import PLAYER_COMPANIES
from companion.access import Access
from companion.storage import Store
from companion.table import TableHub
from tests.e2e.flutter import ident, reveal, tap, type_into
from tests.e2e.fortune_seed import german_phone
from tests.e2e.phones_kit import T, history_reads, on_screen, pictures, seat_phone, see, to_top

pytestmark = pytest.mark.e2e
LOAN = "Ann nimmt ein Darlehen auf (Commerzbank): 48.000 DM ausgezahlt, 4.000 DM Zinsen"


def seed(data) -> tuple[str, dict[str, str]]:
    """Kim's Kasse for Ann, Bob and Cy: the starting capital paid (150.000 DM each for three), Ann rolled highest."""
    store = Store(data)
    hub = TableHub(store)
    sid = hub.create(make_setup("fortune", "Fortune night", ["Ann", "Bob", "Cy"], "Kim"))
    hub.act(sid, lambda log: A.set_up(log, "banker", dict(zip(["Ann", "Bob", "Cy"], PLAYER_COMPANIES)), 120))
    hub.act(sid, lambda log: A.roll_for_start(log, "banker", [[6, 5], [1, 1], [2, 3]]))
    access = Access(store, None)
    return sid, {s: f"/seat/{access.seat_token(sid, s)}" for s in ("Ann", "Bob")}


def test_one_turn_on_three_phones_in_german(tmp_path, browser, servers):
    sid, paths = seed(tmp_path / "data")
    server = servers(tmp_path / "data")
    pages: dict = {}
    with pictures(pages, tmp_path, "fortune-turn"):
        pages["kim"] = kim = german_phone(browser, server.host(f"/table/{sid}"))
        pages["ann"] = ann = seat_phone(browser, server, paths["Ann"], locale="de-DE")[0]  # 360×780
        pages["bob"] = bob = seat_phone(browser, server, paths["Bob"], viewport={"width": 412, "height": 915},
                                        locale="de-DE")[0]

        # Ann rolls on her own phone, with the table's real dice: 3 and 4.
        see(ann, "next-to-roll", "Ann ist am Zug")
        type_into(ann, "Gewürfelte Augen", "3 4")
        tap(ann, "button", "Echte Würfel eintragen")
        # Each seat phone says what happens next.
        see(ann, "move-next", "Zieh deine Figur 7 Felder weit.")
        see(bob, "move-next", "Ann zieht 7 Felder weit; dann tippt die Kasse das Feld an.", exact=True)

        # The Kasse taps the space: Commerzbank 1. The loan's terms come from the board, in the game's format.
        tap(kim, "button", "Commerzbank 1", exact=True)
        see(kim, "on-space", "Ann steht auf: Commerzbank 1")
        payout = "Auszahlung (DM)"
        expect(reveal(kim, kim.locator("flt-semantics").get_by_text("= 48.000 DM").first)).to_be_visible(timeout=T)
        # "48,000" on a German phone: 48 DM with decimals, or 48.000 DM? Refused on the field, nothing saved.
        type_into(kim, payout, "48,000")
        refusal = kim.locator("flt-semantics").get_by_text(re.compile("„48,000“ ist mehrdeutig"))
        expect(reveal(kim, refusal.first)).to_be_visible(timeout=T)
        tap(kim, "button", "Darlehen aufnehmen")
        expect(refusal.first).to_be_visible()
        see(ann, "cash-Ann", "150.000 DM", exact=True)
        type_into(kim, payout, "48.000")
        expect(refusal).to_have_count(0, timeout=T)
        tap(kim, "button", "Darlehen aufnehmen")

        # The outcome on the Kasse's first screen, above the landing's controls.
        to_top(kim)
        on_screen(kim, ident(kim, "fortune-last"))
        expect(ident(kim, "fortune-last")).to_contain_text(f"Gerade eben: {LOAN}", timeout=T)
        expect(ident(kim, "fortune-last")).to_contain_text("Die Kasse zahlt Ann 48.000 DM")
        # A second loan at the same bank: disabled, with the rules' reason beside it.
        expect(reveal(kim, kim.get_by_role("button", name="Darlehen aufnehmen"))).to_be_disabled()
        see(kim, "loan-why", "Ann hat schon ein laufendes Darlehen (Commerzbank).", exact=True)

        # Ann's phone: the money and its reason; Bob's phone: Ann's live balance (the loan is a debt: 148.000 DM).
        see(ann, "cash-Ann", "198.000 DM", exact=True)
        see(ann, "money-why-0", f"+48.000 DM an dich: {LOAN}")
        see(bob, "rank-Ann", "148.000 DM")
        see(bob, "fortune-last", f"Gerade eben: {LOAN}")
        see(bob, "next-to-roll", "Bob ist am Zug")

        # History on the Kasse's phone, in German: sentences with amounts, no internal names.
        kim.get_by_label("History").or_(kim.get_by_label("Verlauf")).first.get_by_role("button").click()
        expect(reveal(kim, ident(kim, "undo-last"))).to_contain_text("Ann nimmt ein Darlehen", timeout=T)
        history_reads(kim, (LOAN, "Ann landet auf Commerzbank 1", "Ann würfelt 3 4 = 7 (echte Würfel)",
                            "Um den Beginn gewürfelt: Ann 11, Bob 2, Cy 5; Ann beginnt"))
