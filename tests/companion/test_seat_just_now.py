"""A player's own phone says what just happened at the table, in words, undos included. A walk (Rollout and Roll and
Rails on seat phones) found the seats told only by numbers changing ("Paid: Bob, Cy"; Dee's money going down), and,
when the bank took back Eli's upgrade (History, Undo), Eli's phone simply reverted: he took his tap for lost. Only
the bank phone had a "Just now:" line; every seat has one now, as the seat may read it (another's secret stays
hidden), in the seat's language; a dice-tray roll is told with the dice, not here."""
from __future__ import annotations

import random

import calculators.rollout as ro
from calculators.core.actors import undo_back_to
from calculators.core.log import undo
from calculators.core.tray import roll_tray
from calculators.core.words import latest
from calculators.core.tray import ROLLED
from companion.access import Identity
from companion.views import seat as seat_view
from tests.e2e.rollout_seed import Seed
from tests.support.controls import all_text
from tests.support.phone import Phone, fake_services, session as phone_session


def seat_phone(seed, name: str, lang: str = "en") -> Phone:
    s = phone_session(f"/seat/t-{name}", fake_services(seed.hub, seed.hub.store, f"seat:{name}"),
                      Identity("seat", table=seed.sid, seat=name, token=f"t-{name}"), showing_table=seed.sid,
                      device_lang=lang)
    return Phone(s, lambda s: [seat_view_shown(seed.sid, name)])


def seat_view_shown(sid: str, name: str):
    from companion.routes import Shown
    return Shown(f"/seat/t-{name}", lambda ctx: seat_view.view(ctx, sid, name, f"/seat/t-{name}"))


def test_each_seat_reads_what_just_happened_and_an_undo(tmp_path):
    seed = Seed(tmp_path, ("Ann", "Bob", "Cy"))
    seed.do(ro.pay_stage1, "Cy", pay_dividends=False)
    bob = seat_phone(seed, "Bob")
    shown = all_text(bob.draw())
    said = latest("rollout", seed.hub.get(seed.sid).log, "en", "Bob", skip=(ROLLED,))
    assert said and said.startswith("Cy paid Stage 1") and f"Just now: {said}" in shown
    assert "Just now: Cy zahlt Phase 1" in all_text(seat_phone(seed, "Bob", "de").draw())  # the seat's language

    # A dice-tray roll is told with the dice; the line stays on the last action.
    seed.hub.act(seed.sid, lambda log: roll_tray(log, "seat:Bob", 2, "for luck", rng=random.Random(1)))
    assert f"Just now: {said}" in all_text(bob.draw())

    seed.hub.act(seed.sid, lambda log: undo(log, "banker"))  # the bank takes back Bob's roll
    assert "Just now: Undid: Bob rolled" in all_text(bob.draw())
    seed.hub.act(seed.sid, lambda log: undo(log, "banker"))  # and Cy's Stage 1
    assert f"Just now: Undid: {said}" in all_text(bob.draw())


def test_another_seats_sealed_entry_is_told_without_what_it_holds(tmp_path):
    """Step B: "each player secretly writes down his Advertising Blitz budget and his price"."""
    from calculators.core import bids
    from calculators.rollout.stage2_budgets import budgets_round

    seed = Seed(tmp_path, ("Ann", "Bob", "Cy"))
    seed.stage1()
    seed.do(ro.check_hex, faces=[1])
    seed.do(ro.open_budgets)
    seed.do(bids.enter, budgets_round(seed.state), {"advertising": "700", "price": "60"}, actor="seat:Ann")
    bob, ann = all_text(seat_phone(seed, "Bob").draw()), all_text(seat_phone(seed, "Ann").draw())
    line = next(x for x in bob.split(" | ") if x.startswith("Just now:"))
    assert "Ann" in line and "700" not in line and "60" not in line and "$" not in line, line
    assert next(x for x in ann.split(" | ") if x.startswith("Just now:"))  # Ann's own phone tells her too


def test_what_the_last_action_did_to_the_seats_own_money_is_said_right_under_it(tmp_path):
    """A walk: Ann paid Stage 1 with dividends; Cy, holding Ann's shares, read "Just now: Ann paid Stage 1 …" while his
    cash moved, and "+$30M to you" stood far below, under the Share Register and the dice tray. It stands under the
    line now; an action that moved no money of his says nothing more."""
    seed = Seed(tmp_path, ("Ann", "Bob", "Cy"))
    seed.give(seed.state.company_of("Ann").name, "Cy", 2)
    seed.do(ro.pay_stage1, "Ann")
    shown = all_text(seat_phone(seed, "Cy").draw())
    got = ro.state_of(seed.hub.get(seed.sid).log).tables.dividend(seed.state.company_of("Ann").price) * 2
    assert f"+${got}M to you" in shown
    assert shown.index("Just now: Ann paid Stage 1") < shown.index(f"+${got}M to you") < shown.index("Dice")
    assert "to you" not in all_text(seat_phone(seed, "Bob").draw()).split("Dice")[0]  # Bob holds none of Ann's
    # The banker's Undo takes it back, said so (a walk's Bob read the undo and saw his +$110M go, unsaid); Redo again.
    seed.hub.act(seed.sid, lambda log: undo(log, "banker"))
    shown = all_text(seat_phone(seed, "Cy").draw())
    assert f"−${got}M from you" in shown
    assert shown.index("Just now: Undid") < shown.index(f"−${got}M from you") < shown.index("Dice")
    assert "from you" not in all_text(seat_phone(seed, "Bob").draw()).split("Dice")[0]
    from calculators.core.log import redo
    seed.hub.act(seed.sid, lambda log: redo(log, "banker"))
    assert f"+${got}M to you" in all_text(seat_phone(seed, "Cy").draw()).split("Dice")[0]


def test_a_player_out_of_the_game_reads_how_on_their_own_phone(tmp_path):
    """Takeovers: a player taken over is out of the game, his cash and cards going to the taker. A walk's Cy opened
    his phone after it and read only "You are out of the game."; a bankrupt Bob read the next auction under "Just
    now" and nothing of his own money any more. The action that put them out stays said, as History words it."""
    import calculators.rollout as ro

    seed = Seed(tmp_path, ("Ann", "Bob", "Cy"))
    camcon = seed.state.company_of("Bob").name
    seed.do(ro.correct_shares, camcon, ro.BANK, "Ann", 6, reason="bought at the table")
    seed.do(ro.take_over, "Ann", camcon)
    seed.do(ro.pay_stage1, "Ann")  # a later action takes "Just now"
    shown = all_text(seat_phone(seed, "Bob").draw())
    assert "You are out of the game." in shown
    assert f"How: Ann took over {camcon} from Bob and keeps its cash" in shown, shown
    assert "How:" not in all_text(seat_phone(seed, "Cy").draw())  # still playing


def test_a_deal_of_others_that_moves_the_seats_price_or_shares_is_said_under_just_now(tmp_path):
    """Stage 3: a sale between players moves the company's meter "to the square opposite the price for which its
    shares were sold". A walk's Bob (Camcon's owner) read only "Cy sold 2 Camcon to Ann" and had to find Camcon's new
    price on his card; Ann, buying, read nothing of her shares. Each reads what it did to their own stake."""
    import calculators.rollout as ro

    seed = Seed(tmp_path, ("Ann", "Bob", "Cy"))
    camcon = seed.state.company_of("Bob").name
    seed.give(camcon, "Cy", 2)
    seed.to(3)
    seed.do(ro.start_stage, ["Ann", "Bob", "Cy"], faces=[1])
    was = seed.state.tables.price(seed.state.company(camcon).price)
    seed.do(ro.sell_shares, "Cy", "Ann", camcon, 2, 200)  # $100M a share
    now = seed.state.tables.price(seed.state.company(camcon).price)
    assert now != was
    from companion.views.games.rollout.common import money
    assert f"Your {camcon} price: {money(was)} to {money(now)}" in all_text(seat_phone(seed, "Bob").draw())
    assert f"Your {camcon} shares: 0 to 2" in all_text(seat_phone(seed, "Ann").draw())
    assert f"Deine {camcon}-Aktien: von 2 auf 0" in all_text(seat_phone(seed, "Cy", "de").draw())
    # Undone by the banker: what it changed goes back, said as plainly (a walk's Bob read only "Undid: …").
    from calculators.core.log import undo
    seed.hub.act(seed.sid, lambda log: undo(log, "banker"))
    assert f"Your {camcon} price: {money(now)} to {money(was)}" in all_text(seat_phone(seed, "Bob").draw())


def test_an_undo_of_several_actions_names_each_on_the_seats(tmp_path):
    # A walk: the banker's "Undo #62 and everything after it" took back four passes; Bob's phone read only "Undid:
    # Dieter passes" (the oldest), not that his own pass was taken back too. Each is named, newest first.
    seed = Seed(tmp_path, ("Ann", "Bob", "Cy"))
    seed.do(ro.pay_stage1, "Cy", pay_dividends=False)
    seed.do(ro.pay_stage1, "Ann", pay_dividends=False)
    first = seed.hub.get(seed.sid).log.events[-2].seq
    seed.hub.act_many(seed.sid, lambda log: undo_back_to(log, "banker", first))  # "Undo #N and everything after it"
    said = latest("rollout", seed.hub.get(seed.sid).log, "en", "Bob", skip=(ROLLED,))
    assert said == "Undid 2 actions: Ann paid Stage 1; Cy paid Stage 1", said
    assert latest("rollout", seed.hub.get(seed.sid).log, "de", "Bob", skip=(ROLLED,)).startswith(
        "2 Aktionen zurückgenommen: ")


def test_a_long_undo_names_the_newest_and_counts_the_rest(tmp_path):
    # A walk three hours in: "Undo #110 and everything after it" took back 21 actions, and "Just now" named all 21 in
    # a box 340 px tall on every phone, the next step pushed below a 360 px screen. The newest three are named, the
    # rest counted (History lists them); four or fewer are all named, as above.
    seed = Seed(tmp_path, ("Ann", "Bob", "Cy"))
    seed.stage1()
    seed.stage2()
    log = seed.hub.get(seed.sid).log
    first = [e for e in log.events if e.is_action][-6].seq
    seed.hub.act_many(seed.sid, lambda log: undo_back_to(log, "banker", first))
    said = latest("rollout", seed.hub.get(seed.sid).log, "en", "Bob", skip=(ROLLED,))
    assert said.startswith("Undid 6 actions: ") and said.endswith("; and 3 more (History lists them)"), said
    assert said.count(";") == 3, said
    assert latest("rollout", seed.hub.get(seed.sid).log, "de", "Bob", skip=(ROLLED,)).endswith(
        "; und 3 weitere (der Verlauf nennt sie)")
