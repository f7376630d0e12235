"""Issue 16, "Done when", for Owner's Choice: one turn played on three phones — the banker's (Kim, who does not
play) and Ann's and Bob's own — asserting on the screens what the players need where they look:

- the public state on a seat phone (whose turn, stocks, the Fund, prices: "Stocks are placed in front of a player:
  unlike money, it is not hidden"; Q&A 5: "Is the money on the Fund area open to all players? Yes");
- an impossible action disabled, with the rules' reason ("When selling stocks no other player owns, you cannot sell
  all of them" — and a stock not held cannot be sold at all);
- the trade's sum on screen before Confirm (Owner's Choice has no sealed entries: its one form is the Stock Trade,
  "For both buying and selling of stocks, the company's current stock price is applied");
- the outcome of the banker's tap next to the controls, on the first screen ("Just now: …");
- the money a die moved, with its reason, on the phone that owns it; the last-throw card naming this turn's throw;
- History entries as sentences with amounts and no internal names.
"""
from __future__ import annotations


import pytest
from playwright.sync_api import expect

import calculators.owners_choice as oc
from calculators.core.table import make_setup
from companion.access import Access
from companion.storage import Store
from companion.table import TableHub
from tests.e2e.browser import open_phone
from tests.e2e.flutter import ident, reveal, tap, tap_icon
from tests.e2e.phones_kit import T, history_reads, on_screen, pictures, seat_phone, see, to_top

pytestmark = pytest.mark.e2e
# The fee is in the sentence's head; the die moved RED one square up the chart ($100 -> $110), nothing else.
THROW = "Ann paid $50 to the Fund and threw RED's President die: Price +1: RED up to $110"


def seed(data) -> tuple[str, dict[str, str]]:
    """Kim's table: Ann starts; before the game Ann bought 2 RED, Bob 1 BLUE, Cy 1 GREEN (Setup 9, $100 each)."""
    store = Store(data)
    hub = TableHub(store)
    sid = hub.create(make_setup("owners-choice", "Stock night", ["Ann", "Bob", "Cy"], "Kim"))

    def do(command, *args, actor="banker", **kw):
        hub.act(sid, lambda log: command(log, actor, *args, **kw))
    do(oc.start_game, start_player="Ann")
    for p, c in (("Ann", {"RED": 2}), ("Bob", {"BLUE": 1}), ("Cy", {"GREEN": 1})):
        do(oc.pregame_buy, p, c, actor=f"seat:{p}")
    access = Access(store, None)
    return sid, {s: f"/seat/{access.seat_token(sid, s)}" for s in ("Ann", "Bob")}


def test_one_turn_on_three_phones(tmp_path, browser, servers):
    sid, paths = seed(tmp_path / "data")
    server = servers(tmp_path / "data")
    pages: dict = {}
    with pictures(pages, tmp_path, "oc-turn"):
        pages["kim"] = kim = open_phone(browser, server.host(f"/table/{sid}"))[1]
        pages["ann"] = ann = seat_phone(browser, server, paths["Ann"])[0]  # the smallest phone, 360×780
        pages["bob"] = bob = seat_phone(browser, server, paths["Bob"], viewport={"width": 412, "height": 915})[0]

        # The public state on Bob's phone: Ann's turn, Ann's stocks, the prices, the Fund; Ann's money hidden.
        see(bob, "oc-turn", "Turn 1 · Ann's turn")
        see(bob, "stocks-Ann", "RED 2", exact=True)
        see(bob, "price-RED", "$100")
        see(bob, "oc-fund", "$0")
        see(bob, "hidden-Ann", "hidden")

        # Ann's trade: selling BLUE is impossible (she holds none): disabled, the rules' reason beside it.
        see(ann, "oc-turn", "Turn 1 · Your turn")
        expect(reveal(ann, ann.get_by_label("Sell one more BLUE", exact=True).get_by_role("button"))).to_be_disabled()
        see(ann, "trade-why-BLUE", "Ann holds no BLUE.", exact=True)
        # The form says what it commits before Confirm: the company, the count and the sum at the current price.
        tap_icon(ann, "Buy one more GREEN")
        see(ann, "trade-GREEN", "+1", exact=True)
        see(ann, "trade-total", "Buying $100, selling $0: pays $100 · then 3 stocks", exact=True)
        tap(ann, "button", "Confirm the trade")
        see(bob, "stocks-Ann", "RED 2 · GREEN 1", exact=True)
        see(ann, "money-why-0", "−$100 from you: Ann traded: bought 1 GREEN at $100")

        # The pawn: 2 spaces onto RED's square; Ann is RED's President and the table throws a real die for her.
        tap(ann, "button", "2 spaces")
        tap(ann, "button", "Company", exact=True)
        tap(ann, "button", "RED", exact=True)
        tap(ann, "button", "Move the pawn")
        see(ann, "oc-decision", "RED square: you choose, as RED's President", exact=True)
        see(bob, "oc-turn", "Waiting for Ann to decide.")
        tap(ann, "switch", "We throw real dice: tap the face")
        # The faces say what a tap pays, as the app's own button does ("Pay $50 and throw …").
        expect(ann.get_by_text("The RED President die showed: (a face tapped pays $50 to the Fund)")).to_be_visible()
        tap(ann, "button", "RED President: Price +1")

        # The banker's screen: the outcome in the first screen, above the next step's control.
        to_top(kim)
        last = on_screen(kim, ident(kim, "oc-last"))
        expect(ident(kim, "oc-last")).to_have_text(f"Just now: {THROW}", timeout=T)
        end = on_screen(kim, kim.get_by_role("button", name="End Ann's turn"))
        assert last["y"] < end["y"], "the outcome sits right above the next step's control"
        # Ann's phone: the $50 she paid, with its reason; the price tile moved for everyone.
        see(ann, "money-why-0", f"−$50 from you: {THROW}")
        see(ann, "my-cash", "$340", exact=True)
        see(bob, "price-RED", "$110")
        see(bob, "oc-roll", "Turn 1 · RED President die (real die): Price +1")

        tap(ann, "button", "End my turn")
        # Bob's turn: the last-throw card does not pass Ann's throw off as this turn's.
        see(bob, "oc-turn", "Turn 2 · Your turn")
        see(bob, "oc-roll", "Turn 2: no die thrown yet. Earlier: turn 1, the RED President die: Price +1", exact=True)

        # History on the banker's phone: sentences with amounts, no internal names.
        kim.get_by_label("History").get_by_role("button").click()
        expect(reveal(kim, ident(kim, "undo-last"))).to_contain_text("Undo: Ann ended the turn", timeout=T)
        history_reads(kim, ("Ann ended the turn", THROW, "Ann moved the Action pawn 2 spaces to the RED square",
                            "Ann traded: bought 1 GREEN at $100", "Ann bought before the game: 2 RED for $200"))
