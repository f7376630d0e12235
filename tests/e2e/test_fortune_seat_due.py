"""An open payment on the players' own phones, in real Chromium: Bob (German, 360 px) owes Cy (English, 412 px)
900.000 DM by a business card. A walk found Bob's phone saying only "Als Nächstes würfelt Bob" and Cy's "Bob rolls
next" while the Kasse's phone showed the debt.

Rulebook fortune.txt, More About Shares: "if you urgently need money, you may at any time between rolls sell both
shares and bonds to the Kasse. In that case, however, you receive only 60% of their value." End of the Game: "A player
who can no longer meet his payment obligations is eliminated. His remaining assets go to the Kasse"."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from calculators.core.table import make_setup
from calculators.fortune import actions as A
from calculators.fortune.tables import PLAYER_COMPANIES
from companion.access import Access
from companion.storage import Store
from companion.table import TableHub
from tests.e2e.flutter import ident, tap
from tests.e2e.fortune_seed import german_phone
from tests.e2e.phones_kit import T, pictures, seat_phone, see

pytestmark = pytest.mark.e2e
PLAYERS = ["Ann", "Bob", "Cy"]
REASON = "Geschäfte-Karte: Schadenersatz an Cy"


def seed(data) -> tuple[str, dict[str, str]]:
    """Kim's Kasse: Ann moved, Bob bought 2 bonds (130.000 DM left), then a card makes him pay Cy 900.000 DM."""
    store = Store(data)
    hub = TableHub(store)
    sid = hub.create(make_setup("fortune", "Fortune night", PLAYERS, "Kim"))
    hub.act(sid, lambda log: A.set_up(log, "banker", dict(zip(PLAYERS, PLAYER_COMPANIES)), 120))
    hub.act(sid, lambda log: A.roll_for_start(log, "banker", [[6, 5], [1, 1], [2, 3]]))
    for player, space in (("Ann", "other"), ("Bob", "bonds")):
        hub.act(sid, lambda log, p=player: A.roll_move(log, "banker", p, 1, values=[1]))
        hub.act(sid, lambda log, p=player, s=space: A.land(log, "banker", p, s))
    hub.act(sid, lambda log: A.buy_bonds(log, "banker", "Bob", 2))
    hub.act(sid, lambda log: A.card_payment(log, "banker", "Bob", "Cy", 900_000, REASON))
    access = Access(store, None)
    return sid, {s: f"/seat/{access.seat_token(sid, s)}" for s in ("Bob", "Cy")}


def test_the_debtor_and_the_creditor_read_the_open_payment_on_their_phones(tmp_path, browser, servers):
    sid, paths = seed(tmp_path / "data")
    server = servers(tmp_path / "data")
    pages: dict = {}
    with pictures(pages, tmp_path, "fortune-seat-due"):
        pages["bob"] = bob = seat_phone(browser, server, paths["Bob"], locale="de-DE")[0]  # 360 px
        pages["cy"] = cy = seat_phone(browser, server, paths["Cy"], viewport={"width": 412, "height": 915},
                                      locale="en-US")[0]
        # Bob's own phone, with "du": what he owes, to whom and why; what the 60 % sale brings; who books it.
        see(bob, "due", f"Offene Zahlung: Du schuldest Cy 900.000 DM ({REASON}).", exact=True)
        see(bob, "due-help", "Zwischen zwei Würfen darfst du jederzeit Aktien und Obligationen zu 60 % an die "
                             "Kasse verkaufen: Deine bringen 12.000 DM.")
        see(bob, "due-help", "Auch mit deinen 130.000 DM Bargeld reicht das nicht für 900.000 DM")
        see(bob, "due-booked", "Die Kasse bucht den Bankrott auf ihrem Handy.")
        see(bob, "due-out", "Kannst du nicht zahlen, bist du bankrott")
        see(bob, "next-to-roll", "Der nächste Wurf wartet, bis du gezahlt hast oder bankrott bist.", exact=True)
        # Cy's phone: it is owed to him; and no "Cy's turn" while the payment is open.
        see(cy, "due", f"Payment open: Bob owes you 900,000 DM ({REASON}).", exact=True)
        see(cy, "next-to-roll", "The next roll waits until Bob has paid or is bankrupt.", exact=True)
        bob.screenshot(path=str(tmp_path / "fortune-seat-due-bob-top.png"))

        # The Kasse books the bankruptcy: both phones drop the payment and Cy's roll is his.
        pages["kim"] = kim = german_phone(browser, server.host(f"/table/{sid}"))
        see(kim, "due", "Offene Zahlung: Bob schuldet 900.000 DM")
        tap(kim, "button", "Bob ist bankrott")
        see(cy, "next-to-roll", "Cy's turn")
        see(bob, "fortune-last", "Bob ist bankrott")
        expect(ident(bob, "due")).to_have_count(0, timeout=T)
        see(bob, "next-to-roll", "Als Nächstes würfelt Cy", exact=True)
