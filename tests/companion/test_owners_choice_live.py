"""Owner's Choice screens as live components (issue 15): what the banker or a player chooses on the screen is the
screen's own state (`ctx.get/put`, scoped to the step the table is at), read when a button is tapped — so two taps
drawn by one render both count, and another phone's update keeps it; refusals are state, cleared by the next
success; every control of a list that changes shape carries a key unique among its siblings, so a tap crossing
another phone's update reaches what was tapped.

Drawn in-process: the panels run as the `Screen` component runs them (a `Ctx` over a session and a ScreenState),
and a tap runs the handler of a control the last render drew."""
from __future__ import annotations

import types

import flet as ft
import pytest

import calculators.owners_choice as oc
from calculators.core.table import make_setup
from companion.context import Ctx
from companion.storage import Store
from companion.table import TableHub
from companion.views.games.owners_choice import panels
from tests.support.controls import toggle, texts, walk
from tests.support.oc_screens import Phone, in_play, stocks
from tests.support.scratch import scratch_dir


@pytest.fixture
def hub():
    return TableHub(Store(scratch_dir()))


def test_two_taps_drawn_by_one_render_both_count_and_another_phones_update_keeps_them(hub):
    """Stock Trade: "For both buying and selling of stocks, the company's current stock price is applied." Two taps
    on 'Buy one more GREEN' that cross a re-render (both handlers from the same render) buy two, at $100 each; the
    banker's correction of Bob's money from another phone (the same step of the table) leaves Ann's count as it was."""
    sid = in_play(hub)
    ann = Phone(hub, sid, "seat:Ann", seat="Ann")
    ann.draw()
    more = ann.control("Buy one more GREEN")
    more.on_click(types.SimpleNamespace(control=more))
    more.on_click(types.SimpleNamespace(control=more))  # the same render's button: the screen was not redrawn yet
    ann.draw()
    assert ann.shown("trade-GREEN") == "+2"
    assert ann.shown("trade-total").startswith("Buying $200, selling $0: pays $200")
    hub.act(sid, lambda log: oc.correct_cash(log, "banker", "Bob", 5))  # another phone's action
    ann.draw()
    assert ann.shown("trade-GREEN") == "+2"
    ann.tap("Confirm the trade")
    assert stocks(hub, sid, "Ann")["GREEN"] == 2


def test_a_refusal_is_state_shown_until_the_next_success_and_a_new_turn_starts_with_a_clean_form(hub):
    """Move the Action pawn: "In a 2-3 player game you can move from 1-4 spaces." Moving without saying how far is
    refused on the screen (nothing saved); a tap on the stepper clears the refusal; after Ann's turn, Bob's form
    shows no spaces or square chosen, while 'We throw real dice' (the table's choice) stays."""
    sid = in_play(hub)
    kim = Phone(hub, sid, "banker")
    kim.draw()
    events = len(hub.get(sid).log.events)
    kim.tap("Move the pawn")
    kim.draw()
    assert kim.shown("oc-refused") == "Choose how many spaces and the square the pawn landed on."
    assert len(hub.get(sid).log.events) == events
    kim.tap("Buy one more BLUE")
    kim.draw()
    assert kim.shown("oc-refused") is None
    kim.tap("1 space")
    kim.draw()
    kim.tap("Event")
    kim.draw()
    selected = {c.identifier for c in walk(kim.controls) if isinstance(c, ft.Semantics) and c.selected}
    assert {"spaces-1", "square-event"} <= selected
    kim.tap("Move the pawn")
    kim.draw()
    real = toggle(kim.controls, "We throw real dice: tap the face")
    real.on_change(types.SimpleNamespace(control=types.SimpleNamespace(value=True)))
    kim.draw()
    kim.tap("Event: $100 from the Bank")
    kim.draw()
    assert "Event die (real die): $100 from the Bank" in kim.shown("oc-roll")
    kim.tap("End Ann's turn")  # the BLUE counted above is not confirmed: the turn does not end over it
    kim.draw()
    assert kim.shown("oc-refused").startswith("The stock trade above is not confirmed yet")
    kim.tap("Clear")
    kim.draw()
    kim.tap("End Ann's turn")
    kim.draw()
    assert "Bob's turn" in kim.shown("oc-turn")
    selected = {c.identifier for c in walk(kim.controls) if isinstance(c, ft.Semantics) and c.selected}
    assert not selected, selected
    assert kim.shown("trade-BLUE") == "0"  # Ann's counts were Ann's turn's
    kim.tap("2 spaces")
    kim.draw()
    kim.tap("Event")
    kim.draw()
    kim.tap("Move the pawn")
    kim.draw()
    assert any(texts(c).startswith("Event: ") for c in walk(kim.controls))  # real dice still chosen


def test_the_exchange_picks_are_state_and_the_take_list_follows_the_player_chosen(hub):
    """Event die, Exchange Stock: "The player may exchange one stock he owns with a stock of his choice from another
    player." The stock to take is offered from the chosen player's stocks; changing the player forgets it."""
    sid = in_play(hub)
    hub.act(sid, lambda log: oc.move_pawn(log, "banker", "Ann", 2, "event"))
    hub.act(sid, lambda log: oc.throw_event_die(log, "banker", "Ann", face="Exchange a stock"))
    kim = Phone(hub, sid, "banker")
    kim.draw()
    assert "Exchange a stock" in kim.shown("oc-decision")
    kim.tap("Exchange")
    kim.draw()
    assert kim.shown("oc-refused") == "Choose the stock to give, the player, and the stock to take."
    for choice in ("Give RED", "With Bob", "Take BLUE"):
        kim.tap(choice)
        kim.draw()
    kim.tap("Exchange")
    assert stocks(hub, sid, "Ann")["BLUE"] == 1 and stocks(hub, sid, "Bob")["RED"] == 1


def _moments(hub) -> list[list[ft.Control]]:
    """The banker's screen and Ann's at the moments whose lists differ most: the start, a purchase, a trade and a
    move, each kind of decision, the exchange, the end of a turn."""
    sid = hub.create(make_setup("owners-choice", "T", ["Ann", "Bob", "Cy"], "Kim"))
    kim, ann = Phone(hub, sid, "banker"), Phone(hub, sid, "seat:Ann", seat="Ann")
    out = [kim.draw(), ann.draw()]

    def step(command, *args, **kw):
        hub.act(sid, lambda log: command(log, "banker", *args, **kw))
        out.extend([kim.draw(), ann.draw()])
    step(oc.start_game, start_player="Ann")
    step(oc.pregame_buy, "Ann", {"RED": 1})
    step(oc.pregame_buy, "Bob", {"BLUE": 1})
    step(oc.pregame_buy, "Cy", {})
    step(oc.move_pawn, "Ann", 2, "company", "RED")
    step(oc.company_action, "Ann", "president", face="Other company +1")
    step(oc.choose_other_company, "Ann", "BLUE")
    step(oc.end_turn, "Ann")
    step(oc.move_pawn, "Bob", 1, "event")
    step(oc.throw_event_die, "Bob", face="Exchange a stock")
    return out


def test_every_list_that_changes_shape_is_keyed(hub):
    """The panel's parts come and go with the step (a form, a decision, a refusal), so each carries a key unique
    among its siblings; so does every row per company, per player and per die face, and every button of a list."""
    for controls in _moments(hub):
        top = [c.key for c in controls]
        assert None not in top, top
        assert len(top) == len(set(top)), top
        for c in walk(controls):
            kids = getattr(c, "controls", None)
            if not isinstance(kids, list):
                continue
            keys = [k.key for k in kids if k.key is not None]
            assert len(keys) == len(set(keys)), keys
            for k in kids:
                ident = getattr(k, "identifier", None) or ""
                acts = getattr(k, "on_click", None) or isinstance(getattr(k, "content", None), ft.FilledButton)
                if ident.startswith(("player-", "final-", "price-", "spaces-", "square-", "company-", "give-",
                                     "other-", "take-")) or (acts and len(kids) > 1 and isinstance(c, ft.Row)):
                    assert k.key is not None, f"{type(k).__name__} {ident or texts(k)!r} has no key"


def test_a_playing_banker_cannot_probe_a_player_with_a_phone_for_their_hidden_money(hub):
    """Setup 7: "Your money should remain hidden throughout the game." A banker who also plays would learn whether
    Bob can pay for a trade the bank phone entered for him (the rules' yes or no); once Bob has his own phone, his
    trade is made there and the bank phone says so. Without a phone of his own, the bank phone is his to use."""
    sid = hub.create(make_setup("owners-choice", "T", ["Ann", "Bob", "Cy"], "Ann"))
    hub.act(sid, lambda log: oc.start_game(log, "banker", start_player="Bob"))
    for seat in ("Bob", "Cy", "Ann"):
        hub.act(sid, lambda log, seat=seat: oc.pregame_buy(log, "banker", seat, {}))
    ann = Phone(hub, sid, "banker")
    for bob_has_a_phone in (True, False):
        ann.session.services.claims = types.SimpleNamespace(is_claimed=lambda t, s, h=bob_has_a_phone: h and s == "Bob")
        ctx = Ctx(ann.session, ann.state)
        ann.controls = panels.banker_panel(ctx, sid, hub.get(sid), "Ann")
        if bob_has_a_phone:
            assert ann.shown("oc-trade-elsewhere-Bob") == "Bob makes any stock trade on their own phone."
            assert not [c for c in walk(ann.controls) if getattr(c, "tooltip", None) == "Buy one more RED"]
        else:
            assert ann.shown("oc-trade-elsewhere-Bob") is None
            assert [c for c in walk(ann.controls) if getattr(c, "tooltip", None) == "Buy one more RED"]
        assert any(texts(c) == "Move the pawn" for c in walk(ann.controls))  # the pawn is the table's to move


def test_a_playing_banker_neither_decides_nor_ends_the_turn_for_a_player_with_a_phone(hub):
    """Company Square: "the President of the company chooses the action, not the player whose turn it is" — and pays
    for the President's die from money the banker who plays may not see (Setup 7). A walk's playing banker paid $50 of
    Bob's hidden money, chose a company for him and could end his turn and declare him bankrupt. With a phone of his
    own, all of that is Bob's, there; without one, the bank phone acts for him. The pawn stays the table's to move."""
    sid = hub.create(make_setup("owners-choice", "T", ["Ann", "Bob", "Cy"], "Ann"))
    hub.act(sid, lambda log: oc.start_game(log, "banker", start_player="Cy"))
    for seat, bought in (("Cy", {}), ("Ann", {"RED": 1}), ("Bob", {"BLUE": 1})):
        hub.act(sid, lambda log, seat=seat, bought=bought: oc.pregame_buy(log, "banker", seat, bought))
    hub.act(sid, lambda log: oc.move_pawn(log, "banker", "Cy", 1, "company", "BLUE"))  # Bob is BLUE's President
    ann = Phone(hub, sid, "banker")

    def drawn(bob_has_a_phone: bool):
        ann.session.services.claims = types.SimpleNamespace(is_claimed=lambda t, s: bob_has_a_phone and s == "Bob")
        ann.controls = panels.banker_panel(Ctx(ann.session, ann.state), sid, hub.get(sid), "Ann")
        return {texts(c) for c in walk(ann.controls)}

    president = "Pay $50 and throw BLUE's President's die"
    assert president in drawn(False) and ann.shown("oc-elsewhere-Bob") is None
    assert president not in drawn(True)
    assert ann.shown("oc-elsewhere-Bob") == "Bob decides on their own phone."
    hub.act(sid, lambda log: oc.company_action(log, "banker", "Bob", "fund", face=1))
    hub.act(sid, lambda log: oc.end_turn(log, "banker", "Cy"))
    hub.act(sid, lambda log: oc.move_pawn(log, "banker", "Ann", 1, "dividend"))
    hub.act(sid, lambda log: oc.end_turn(log, "banker", "Ann"))
    hub.act(sid, lambda log: oc.move_pawn(log, "banker", "Bob", 1, "dividend"))  # Bob's turn, the pawn moved
    assert "End Bob's turn" in drawn(False)
    assert "End Bob's turn" not in drawn(True)
    assert ann.shown("oc-elsewhere-Bob") == "Bob ends the turn on their own phone."


def test_ending_the_turn_never_drops_a_trade_set_up_but_not_confirmed(hub):
    """Stock Trade: once a turn, before or after moving. A purchase counted up after the move and not confirmed is
    not thrown away by 'End my turn': the screen says to confirm or clear it, and nothing is saved."""
    sid = in_play(hub)
    ann = Phone(hub, sid, "seat:Ann", seat="Ann")
    ann.draw()
    ann.tap("1 space")
    ann.draw()
    ann.tap("President")
    ann.draw()
    ann.tap("Move the pawn")
    ann.draw()
    ann.tap("Buy one more BLUE")
    ann.draw()
    events = len(hub.get(sid).log.events)
    ann.tap("End my turn")
    ann.draw()
    assert len(hub.get(sid).log.events) == events
    assert any(texts(c).startswith("The stock trade above is not confirmed yet") for c in walk(ann.controls))
    ann.tap("Clear")
    ann.draw()
    ann.tap("End my turn")
    ann.draw()
    assert "Bob's turn" in ann.shown("oc-turn")
    assert stocks(hub, sid, "Ann")["BLUE"] == 0


def test_a_players_phone_says_what_another_player_just_did(hub):
    """A seat away from the bank phone sees what happened (issue 16): Ann's pawn on the President square."""
    sid = in_play(hub)
    bob = Phone(hub, sid, "seat:Bob", seat="Bob")
    hub.act(sid, lambda log: oc.move_pawn(log, "banker", "Ann", 1, "president"))
    bob.draw()
    line = bob.shown("oc-last")
    assert line is not None and line.startswith("Just now: Ann moved the Action pawn 1 space to the President square")


def test_a_playing_banker_trading_for_their_own_seat_hears_their_own_money(hub):
    """The bank phone of a banker who plays is that player's own phone: a trade it cannot pay names the money
    (Stock Trade: "the company's current stock price is applied"), as the player's own phone would."""
    sid = hub.create(make_setup("owners-choice", "T", ["Ann", "Bob", "Cy"], "Ann"))
    hub.act(sid, lambda log: oc.start_game(log, "banker", start_player="Ann"))
    for seat in ("Ann", "Bob", "Cy"):
        hub.act(sid, lambda log, seat=seat: oc.pregame_buy(log, "banker", seat, {}))
    ann = Phone(hub, sid, "banker")
    ctx = Ctx(ann.session, ann.state)
    ann.controls = panels.banker_panel(ctx, sid, hub.get(sid), "Ann")
    for _ in range(7):  # $700 of GREEN against Ann's $690
        ann.tap("Buy one more GREEN")
        ann.controls = panels.banker_panel(Ctx(ann.session, ann.state), sid, hub.get(sid), "Ann")
    ann.tap("Confirm the trade")
    ann.controls = panels.banker_panel(Ctx(ann.session, ann.state), sid, hub.get(sid), "Ann")
    assert ann.shown("oc-refused") == "Ann has $690; this costs $700."
    assert stocks(hub, sid, "Ann")["GREEN"] == 0


def test_a_sale_in_the_trade_pays_for_a_buy_beside_it_and_the_plus_stops_at_the_cash(hub):
    """Stock Trade: "The player whose turn it is can buy and sell any or all stocks", once a turn (Q&A 2), settled
    as one. On the player's own phone a + stops where the trade as it stands (its buys less its sales) would cost
    more than the cash, and says why; a stock sold in the same trade pays for one more. (A walk found each + bounded
    by the cash for its company alone: a sale paid for nothing, and two companies together went past the cash.)"""
    sid = hub.create(make_setup("owners-choice", "T", ["Ann", "Bob", "Cy"], "Kim"))
    for command, args in ((oc.start_game, ()), (oc.pregame_buy, ("Ann", {"RED": 2})),
                          (oc.pregame_buy, ("Bob", {"RED": 1})), (oc.pregame_buy, ("Cy", {}))):
        hub.act(sid, lambda log, c=command, a=args: c(log, "banker", *a, **({"start_player": "Ann"} if not a else {})))
    state = oc.state_of(hub.get(sid).log)
    cash, green = state.player("Ann").cash, state.price("GREEN")
    assert cash == 690 - 200 and green == 100  # Setup: $690 each; every stock at $100 before the game
    ann = Phone(hub, sid, "seat:Ann", seat="Ann")
    ann.draw()
    for _ in range(cash // green):
        ann.tap("Buy one more GREEN")
        ann.draw()
    assert ann.control("Buy one more GREEN").disabled
    assert ann.shown("trade-cash") == "With the rest of this trade, Ann's $490 pays for no more RED, BLUE, GREEN, YELLOW."
    assert not ann.shown("trade-why-GREEN")  # said once, not on every row
    ann.tap("Sell one more RED")  # RED is Bob's too: Ann may sell one, and its $100 pays for a fifth GREEN
    ann.draw()
    assert not ann.control("Buy one more GREEN").disabled
    ann.tap("Buy one more GREEN")
    ann.draw()
    assert ann.shown("trade-total").startswith("Buying $500, selling $100: pays $400")
    assert ann.shown("trade-short") is None
    ann.tap("Confirm the trade")
    ann.draw()
    after = oc.state_of(hub.get(sid).log).player("Ann")
    assert after.cash == 90 and after.stocks["GREEN"] == 5 and after.stocks["RED"] == 1


def test_a_trade_dearer_than_the_cash_is_said_before_confirm_only_where_the_cash_may_be_seen(hub):
    """A banker who does not play sees the cash, and their + is not bounded by it (they enter what the player says):
    a trade dearer than the cash is said before Confirm, in the player's name; the rules' refusal after the tap does
    not name the money (Setup 7: hidden even from the banker acting), so the line stays. A banker who plays,
    entering Bob's trade on the bank phone, never reads Bob's money."""
    sid = in_play(hub)  # Ann's turn
    state = oc.state_of(hub.get(sid).log)
    cash, prices = state.player("Ann").cash, state.prices
    kim = Phone(hub, sid, "banker")
    kim.session.services.claims = types.SimpleNamespace(is_claimed=lambda t, s: False)  # Ann has no phone
    kim.draw()
    spent = 0
    while spent <= cash:
        assert kim.shown("trade-short") is None
        kim.tap("Buy one more GREEN")
        kim.draw()
        spent += prices["GREEN"]
    assert kim.shown("trade-short") == f"Ann has ${cash}; this trade costs ${spent}."
    kim.tap("Confirm the trade")
    kim.draw()
    assert kim.shown("oc-refused") == "Ann cannot pay for this."
    assert kim.shown("trade-short") == f"Ann has ${cash}; this trade costs ${spent}."

    sid = hub.create(make_setup("owners-choice", "T", ["Ann", "Bob", "Cy"], "Ann"))  # Ann banks and plays
    hub.act(sid, lambda log: oc.start_game(log, "banker", start_player="Bob"))
    for seat in ("Bob", "Cy", "Ann"):
        hub.act(sid, lambda log, seat=seat: oc.pregame_buy(log, "banker", seat, {}))
    state = oc.state_of(hub.get(sid).log)
    bank = Phone(hub, sid, "banker")
    bank.session.services.claims = types.SimpleNamespace(is_claimed=lambda t, s: False)  # Bob has no phone
    draw = lambda: panels.banker_panel(Ctx(bank.session, bank.state), sid, hub.get(sid), "Ann")  # noqa: E731
    bank.controls = draw()
    n = state.player("Bob").cash // state.price("GREEN") + 1
    for _ in range(n):
        bank.tap("Buy one more GREEN")
        bank.controls = draw()
    assert bank.shown("trade-total").startswith(f"Buying ${n * state.price('GREEN')}")
    assert bank.shown("trade-short") is None


def test_goal_asks_first_saying_what_the_fund_holds_now(hub):
    """Goal Square: "$100 from the Fund. If the total amount of money in the Fund is less than $100 the player
    receives what is there". The question before the game ends says what that is now (a walk read "takes $100 from
    the Fund (what is there, if less)" over an empty Fund)."""
    sid = in_play(hub)
    kim = Phone(hub, sid, "banker")
    kim.draw()
    for tap in ("1 space", "Goal", "Move the pawn"):
        kim.tap(tap)
        kim.draw()
    asked = kim.session.page.dialogs[-1].content.value
    assert asked.startswith("The game ends now: the Fund is empty, so Ann takes nothing from it; then every stock")
    assert oc.state_of(hub.get(sid).log).fund == 0


def test_selling_down_to_the_last_stock_nobody_else_owns_says_why_the_minus_stops(hub):
    """Selling and Buying: "When selling stocks no other player owns, you cannot sell all of them. You must keep at
    least 1." A walk sold one of two GREEN: the minus went grey with no reason on the row."""
    sid = hub.create(make_setup("owners-choice", "T", ["Ann", "Bob", "Cy"], "Kim"))
    for command, args in ((oc.start_game, ()), (oc.pregame_buy, ("Ann", {"GREEN": 2})),
                          (oc.pregame_buy, ("Bob", {})), (oc.pregame_buy, ("Cy", {}))):
        hub.act(sid, lambda log, c=command, a=args: c(log, "banker", *a, **({"start_player": "Ann"} if not a else {})))
    ann = Phone(hub, sid, "seat:Ann", seat="Ann")
    ann.draw()
    assert not ann.shown("trade-why-GREEN")
    ann.tap("Sell one more GREEN")
    ann.draw()
    assert ann.control("Sell one more GREEN").disabled
    assert ann.shown("trade-why-GREEN") == "Nobody else owns GREEN: Ann must keep at least 1."
