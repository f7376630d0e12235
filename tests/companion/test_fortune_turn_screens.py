"""Fortune's turn on the screens: what the rules refuse is shown disabled with their reason before any tap, and the
player about to roll may hand in a consulting chip from their own phone (a walk through a new table found the
claim and the sale offered, and refused only after the tap; the chip offered again after it was used, and only on
the bank's phone)."""
import types

import flet as ft

from calculators.fortune import actions as A
from companion.access import Identity
from companion.context import Ctx
from companion.live import ScreenState
from tests.support.controls import walk
from tests.support.fortune import B, Table as Game, ann_holds_otto_bob_has_products
from tests.support.fortune.phones import buttons, cards_screen, said, screen
from tests.support.phone import fake_services, session
from tests.support.screens import Table
from tests.support.text import plain


def test_an_explosion_without_insurance_says_so_and_offers_no_claim(tmp_path):
    # Insurance: "If you have an insurance chip, hand it in …" — Ann holds none: the loss stands.
    g = Game()
    g.turn("Ann", "factory-1")
    g.do(A.buy_chips, B, "Ann", "factory", 2)
    g.turn("Ann", "explosion")
    kasse = screen(tmp_path, g.log, None)
    key = [c.identifier for c in kasse if isinstance(c, ft.Semantics) and (c.identifier or "").endswith("-claim-why")]
    assert key and said(kasse, key[0]) == "Ann has no insurance chips."
    assert not [b for b in buttons(kasse) if b.startswith("Claim")]


def test_no_products_the_sale_is_disabled_with_the_reason(tmp_path):
    g = Game()
    g.turn("Ann", "otto-1")
    kasse = screen(tmp_path / "k", g.log, None)
    sale = [b for b in buttons(kasse) if "finished product" in b]
    assert sale and buttons(kasse)[sale[0]] is False
    why = [said(kasse, c.identifier) for c in kasse if isinstance(c, ft.Semantics) and
           (c.identifier or "").endswith("-sell-why")]
    assert why == ["Here you sell exactly 2 finished products; Ann has 0."]


def test_the_player_hands_in_a_consulting_chip_on_their_own_phone_once(tmp_path):
    g = Game()
    g.chips_then_roll("Ann", "consulting", 2)
    ann = screen(tmp_path / "a", g.log, "Ann")
    use = [b for b in buttons(ann) if "consulting" in b.casefold()]
    assert use and buttons(ann)[use[0]] is True
    g.do(A.use_service_chip, "seat:Ann", "Ann", "consulting")
    ann = screen(tmp_path / "b", g.log, "Ann")
    assert buttons(ann)[use[0]] is False
    assert said(ann, "use-consulting-why") == "Ann has already used a chip before this roll: roll now."


def test_a_card_payment_starts_from_the_player_who_landed_and_says_it_is_booked(tmp_path):
    # External Influences: a business card the player landed on demands a payment. The form starts with that
    # player paying the Kasse (it started with the Kasse paying itself), and once booked the screen says what was
    # booked, in History's words (the form was only emptied: a banker could book it twice).
    t, sid, draw = cards_screen(tmp_path)
    shown = draw()
    groups = {c.key: c.value for c in shown if isinstance(c, ft.RadioGroup)}
    assert groups["card-from"] == "Bob" and groups["card-to"] == ""
    amount = [c for c in shown if isinstance(c, ft.TextField) and c.label == "Amount (DM)"][0]
    reason = [c for c in shown if isinstance(c, ft.TextField) and c.label.startswith("Reason")][0]
    amount.value, reason.value = "8000", "Strafe"
    go = [c for c in shown if isinstance(c, ft.FilledButton) and c.key == "card-go"][0]
    go.on_click(types.SimpleNamespace(control=go))
    shown = draw()
    assert said(shown, "card-booked") == "Booked: Card payment (Strafe); Bob pays the Kasse 8,000 DM"
    assert t.hub.get(sid).log.events[-1].data["amount"] == 8000


def test_a_card_payments_old_reason_refusal_goes_with_the_next_try(tmp_path):
    # A walk: booked with no reason ("1 to 200 characters" on the reason), then typed a reason and an amount the
    # screen refused: the old reason refusal stood beside the typed reason.
    t, sid, draw = cards_screen(tmp_path)

    def fields(shown):
        return ([c for c in shown if isinstance(c, ft.TextField) and c.label == "Amount (DM)"][0],
                [c for c in shown if isinstance(c, ft.TextField) and c.label.startswith("Reason")][0])

    def book(shown):
        go = [c for c in shown if isinstance(c, ft.FilledButton) and c.key == "card-go"][0]
        go.on_click(types.SimpleNamespace(control=go))
    shown = draw()
    amount, reason = fields(shown)
    amount.value, reason.value = "8000", ""
    book(shown)
    shown = draw()
    assert fields(shown)[1].error  # no reason: refused on its field
    amount, reason = fields(shown)
    amount.value, reason.value = "12.5", "Strafe"  # refused by the screen itself (no whole amount), before the rules
    book(shown)
    amount, reason = fields(draw())
    assert amount.error and reason.error is None, (amount.error, reason.error)
    assert t.hub.get(sid).log.events[-1].kind != "fortune.card_payment"


def test_the_rolls_list_shows_both_oka_dice(tmp_path):
    # Acquisition of a share package by force (ÖKA): "One of the two dice shows … ÖKA mißlingt" — the light die
    # decides a failed offer, so the table's list of rolls shows it beside the dark one (it showed the dark only).
    from companion.widgets.rolls import recent
    g = Game()
    g.turn("Ann", "other")
    g.turn("Bob", "shares-commerzbank")
    g.do(A.buy_shares, B, "Bob")
    g.turn("Cy", "commerzbank-1")
    g.do(A.challenge, B, "Cy", values=["-20 %", "ÖKA mißlingt"])
    drawn = list(walk(recent(g.log, "fortune", "de", None)))
    faces = [c.value for c in drawn if isinstance(c, ft.Text) and c.value in ("-20 %", "ÖKA mißlingt")]
    assert faces == ["-20 %", "ÖKA mißlingt"]


def test_time_up_asks_with_how_long_the_game_has_run():
    # End of the Game: "(minimum duration 2 hours)" — the question says how long the game has run since it was set
    # up (a walk ended a game after 9 minutes; the dialog named only the agreed 120).
    from calculators.core.log import Log
    from companion.views.games.fortune.panels import played_minutes
    g = Game()
    assert played_minutes(g.log) == 0
    first = g.log.events[[e.kind for e in g.log.events].index("fortune.set_up")]
    earlier = first.model_copy(update={"at": "2026-01-01T10:00:00Z", "seq": 1})
    assert played_minutes(Log(events=(earlier,))) > 60 * 24
    assert played_minutes(Log()) is None


def test_a_repayment_due_on_the_companys_space_offers_the_120_percent_sale(tmp_path):
    # More About Shares: "You can sell your share package if you stand again on the space of your company, at a
    # price of 120% of the purchase price." The open payment's box says so and offers the sale (it offered 60 % only).
    from tests.support.fortune.finance import repayment_due_on_the_banks_space_with_its_package
    g = repayment_due_on_the_banks_space_with_its_package()
    kasse = screen(tmp_path, g.log, None)
    # She has 8,000 DM and nothing else to sell: the sale is the step to take (filled, above "Pay now", which is
    # only outlined while her cash falls short), and the box says it is enough (a walk read "Otherwise Ann is
    # bankrupt" and "72,000 DM" twice, with "Pay now" the filled button that could only be refused).
    assert said(kasse, "due-help") == ("Ann stands on the space of the share package Commerzbank again: sold here at "
                                       "120 % it brings 72,000 DM. With the 8,000 DM in cash that covers 50,000 DM: sell, "
                                       "then pay.")
    keys = [c.key for c in kasse if c.key in ("due-sell-back", "due-pay")]
    assert keys == ["due-sell-back", "due-pay"]
    sale = next(c for c in kasse if c.key == "due-sell-back")
    assert isinstance(sale, ft.FilledButton) and plain(sale.content) == "Sell to the Kasse at 120 % (72,000 DM)"
    assert type(next(c for c in kasse if c.key == "due-pay")) is ft.OutlinedButton
    # What the rules would refuse stands disabled (a walk tapped "Pay now" short of the sum and "Urgent sale" with
    # nothing to sell): short of 50,000 DM she cannot pay yet, and with the sale in reach she is not bankrupt.
    disabled = {c.key: bool(c.disabled) for c in kasse if c.key in ("due-pay", "due-urgent", "due-bankrupt")}
    assert disabled == {"due-pay": True, "due-urgent": False, "due-bankrupt": True}


def test_the_apps_readings_are_marked_on_screen(tmp_path):
    # More About Shares: "Profit shares due to you as a shareholder must be claimed immediately. Your claim lapses as
    # soon as the next player has rolled." — the app pays them at once; that, the loan taken again on the landing
    # that repaid it, and the 120 % "of the purchase price" read as the printed price are interpretations, and the
    # screen says so (nothing said it).
    g = Game()
    g.turn("Ann", "commerzbank-1")
    kasse = screen(tmp_path / "a", g.log, None)
    readings = said(kasse, "app-readings").splitlines()
    assert any(r.startswith("Interpretation: each premium is paid to the shareholder at once") for r in readings)
    # Shares: a shareholder "receive[s] cash" when others "repay loans", no amount given: the app pays the interest.
    assert any(r.startswith("Interpretation: a loan repaid while another player holds that bank's shares pays its "
                            "interest to that shareholder") for r in readings)
    assert said(kasse, "reading-loan_again") is None  # no loan here to repay: the reading does not apply
    g.do(A.take_loan, B, "Ann")
    for other in ("Bob", "Cy"):
        g.turn(other, "other")
    g.do(A.roll_move, B, "Ann", 1, values=[1])
    # Repaid on landing again (Loans): it may be taken again now, the app's reading. The landing is made on the
    # table drawn, as the app makes it (the reading reads this landing's own record).
    again = screen(tmp_path / "again", g.log, None, then=[lambda log: A.land(log, B, "Ann", "commerzbank-2")])
    assert said(again, "reading-loan_again") == (
        "Interpretation: a loan repaid on landing may be taken again on the same landing.")
    g.do(A.land, B, "Ann", "commerzbank-2")
    g.do(A.take_loan, B, "Ann")
    g.turn("Ann", "shares-rheinland")
    g.do(A.buy_shares, B, "Ann")
    g.turn("Ann", "insurance")
    kasse = screen(tmp_path / "b", g.log, None)
    # More About Shares: "if you stand again on the space of your company": here Ann stands on Rheinland's insurance
    # space, not its share space — said as the app's reading (an audit found that part unmarked).
    assert said(kasse, "reading-sell_back") == ("Interpretation: 120 % of the printed share price, also after an ÖKA "
                                                "takeover, on any of the company's spaces (“the space of your "
                                                "company”), not only its share space.")


def test_bonds_say_where_they_are_bought_and_where_they_go_back(tmp_path):
    # Bonds: "Bonds can be bought from the Kasse on the spaces of Deutsche BP" … "land on one of the BP spaces again,
    # you must return your bonds" — bought on the finance sector's bond space, returned on its energy spaces too.
    g = Game()
    g.turn("Ann", "bonds")
    kasse = screen(tmp_path, g.log, None)
    assert said(kasse, "bonds-back") == ("Bonds go back when Ann lands on any BP space again, its energy spaces too; "
                                         "they are bought only here, in the finance sector (interpretation).")


def test_a_loan_at_the_bayerische_vereinsbank_reads_in_german(tmp_path):
    # Loans: "On the bank spaces of Commerzbank and Bayerische Vereinsbank you can take out loans of 50,000 DM" —
    # after "bei der" the German name takes its dative (it read "bei der Bayerische Vereinsbank").
    g = Game()
    g.turn("Ann", "vereinsbank-1")
    texts = [plain(c.value) for c in screen(tmp_path, g.log, None, "de") if isinstance(c, ft.Text)]
    assert "Darlehen über 50.000 DM bei der Bayerischen Vereinsbank" in texts


def test_after_a_return_the_bonds_form_offers_no_purchase_and_says_until_when(tmp_path):
    # Bonds: landing on a BP space again returns them; "a new purchase only from the next round" — the form offered
    # "Buy bonds" anyway, and the tap was refused; now it says so instead.
    t = Game()
    t.turn("Ann", "bonds")
    t.do(A.buy_bonds, B, "Ann", 2)
    t.turn("Ann", "bonds")  # the same round: both go back
    kasse = screen(tmp_path / "back", t.log, None)
    assert said(kasse, "bonds-blocked") == "Ann returned bonds this round: no new bonds until the next round."
    assert not any(getattr(c, "key", None) and str(c.key).endswith("-bonds-go") for c in kasse)
    t.turn("Ann", "bonds", passed_start=True)  # a new round: the purchase is offered again
    kasse = screen(tmp_path / "next", t.log, None)
    assert said(kasse, "bonds-blocked") is None
    assert any(getattr(c, "key", None) and str(c.key).endswith("-bonds-go") for c in kasse)


def test_a_seat_phone_says_what_its_roll_for_everyone_does(tmp_path):
    # Turn Order: "The player with the highest total begins." A seat's phone offered "Roll for everyone" with nothing
    # to say that one tap rolls every player's dice (and that real dice go in at the Kasse); the rules let any player
    # make that roll, so the button stays and says so. Once someone starts, the box says who.
    g = Game(start=False)
    g.do(A.set_up, B, {"Ann": "BASF", "Bob": "3M", "Cy": "GRUNDIG"}, 120)
    bob = screen(tmp_path / "en", g.log, "Bob")
    assert said(bob, "start-help") == ("One tap rolls two dice for each player (Ann, Bob, Cy), and every phone shows "
                                       "the totals. Rolling real dice? Then the Kasse enters them.")
    assert buttons(bob).get("Roll for everyone") is True
    assert said(screen(tmp_path / "de", g.log, "Bob", "de"), "start-help").startswith(
        "Einmal antippen würfelt für jeden Spieler (Ann, Bob, Cy) zwei Würfel")
    kasse = screen(tmp_path / "k", g.log, None)
    assert said(kasse, "start-help") is None and buttons(kasse).get("Roll for everyone") is True


def test_after_a_roller_goes_bankrupt_before_his_landing_the_kasse_is_asked_for_the_next_roll(tmp_path):
    """End of the Game: a player who cannot pay "is eliminated"; play goes on. An audit found the Kasse's screen still
    asking where bankrupt Ann had landed (and refusing it), with no roll for Bob."""
    g = Game()
    g.do(A.roll_move, B, "Ann", 1, values=[3])
    g.do(A.card_payment, B, "Ann", None, 200_000, "Geschäfte-Karte")
    g.do(A.declare_bankrupt, B, "Ann")
    kasse = screen(tmp_path / "kasse", g.log, None, "en")
    words = [c.value for c in kasse if isinstance(c, ft.Text) and c.value]
    assert "Bob rolls next" in words
    assert not [w for w in words if "landed" in w and "Ann" in w], words


def test_the_holder_is_told_before_an_oka_can_be_forced_on_them(tmp_path):
    # The ÖKA: "If this player lands on a space of your share company, he can force you to roll a public purchase
    # offer ... you as the shareholder take the light die": Bob's phone says so while Cy may still call it, and
    # nobody else's does; a failed ÖKA "can be repeated immediately", so the line stays; once it succeeded, it goes.
    g = Game()
    g.turn("Ann", "other")
    g.turn("Bob", "shares-commerzbank")
    g.do(A.buy_shares, B, "Bob")  # the printed price (assumed): 60,000 DM
    g.turn("Cy", "commerzbank-1")  # a space of Bob's share company
    bob = said(screen(tmp_path / "bob", g.log, "Bob"), "oka-threat")
    assert bob.startswith("Cy is on a space of your share company Commerzbank and may challenge you for the package "
                          "(an ÖKA): the light die is yours (the app rolls both at Cy's tap, or the real dice are entered "
                          "there). If it fails, Cy pays you 12,000 DM")
    assert said(screen(tmp_path / "ann", g.log, "Ann"), "oka-threat") is None
    assert said(screen(tmp_path / "cy", g.log, "Cy"), "oka-threat") is None  # Cy's own box offers the ÖKA
    assert said(screen(tmp_path / "de", g.log, "Bob", "de"), "oka-threat").startswith(
        "Cy steht auf einem Feld deiner Aktiengesellschaft Commerzbank")
    g.do(A.challenge, B, "Cy", values=["ÖKA mißlingt", "+20 %"])
    assert said(screen(tmp_path / "failed", g.log, "Bob"), "oka-threat") == bob
    g.do(A.challenge, B, "Cy", values=["-20 %", "+60 %"])  # sold, at 140 %
    assert said(screen(tmp_path / "sold", g.log, "Bob"), "oka-threat") is None


def test_the_kasses_sale_form_says_the_sum_and_what_the_seller_is_paid(tmp_path):
    # Shares: the shareholder receives cash when fellow players "sell finished products". The Kasse, who hands the
    # money over, read only the price per product; the seat's phone said what it was paid (a walk).
    g = ann_holds_otto_bob_has_products(Game())
    g.turn("Bob", "otto-1")
    kasse = screen(tmp_path / "k", g.log, None)
    shown = said(kasse, "sale-total")
    each = int(shown.split(" × ")[1].split(" DM")[0].replace(",", ""))
    ev = g.do(A.sell_products, B, "Bob")
    paid = sum(n for _, payee, n in ev.data["pay"] if payee == "Bob")
    assert shown == f"2 × {each:,} DM = {2 * each:,} DM: {paid:,} DM to Bob" and paid < 2 * each  # Ann's premium


def test_on_a_business_space_the_kasse_is_told_what_to_do(tmp_path):
    # Business cards: "The player who arrives on this space takes the top card of the corresponding pile and places it
    # back after following its instruction." The Kasse's phone showed only a "Cards and payments" button (a walk).
    g = Game()
    g.turn("Ann", "business")
    kasse = screen(tmp_path / "k", g.log, None)
    told = [c.value for c in kasse if isinstance(c, ft.Text) and str(c.key or "").endswith("-business-says")]
    assert told == ["Ann takes the top business card and follows it; book what it pays or costs under Cards and "
                    "payments."]



def test_time_up_tapped_before_the_agreed_time_says_so_in_red(tmp_path):
    # End of the Game: "a previously agreed playing time has run out (minimum duration 2 hours)". A walk ended a
    # game 12 minutes in with one tap: the question named the minutes, nothing said it was early.
    from companion.views.games.fortune.panels import ask_time_up
    from tests.support.controls import all_text
    from calculators.core.table import make_setup
    from calculators.fortune.fold import state_of
    from tests.support.fortune import COMPANIES
    t = Table(tmp_path, "fortune")
    sid = t.hub.create(make_setup("fortune", "T", ["Ann", "Bob"], "Kim"))  # set up now, on the table's clock
    t.hub.act(sid, lambda log: A.set_up(log, B, dict(zip(["Ann", "Bob"], COMPANIES)), 120))
    s = session(f"/table/{sid}", services=fake_services(t.hub, t.store), identity=Identity("host"),
                showing_table=sid)
    ask_time_up(Ctx(s, ScreenState()), sid, state_of(t.hub.get(sid).log), "en")
    words = all_text([s.page.dialogs[-1].content])
    assert "Played so far: 0 of the agreed 120 minutes." in words
    assert "Is the agreed playing time (120 minutes) up?" in words
    # Ending sooner is the table's own choice, said so, and the button says it (the walk's "Yes, end the game" did not).
    assert "Ending it sooner is the table's own choice" in words
    assert [a.content for a in s.page.dialogs[-1].actions] == ["Cancel", "End it early: we all agree"]


def test_the_urgent_sale_says_what_it_brings_before_it_is_booked(tmp_path):
    # More About Shares: "you may at any time between rolls sell both shares and bonds to the Kasse. In that case,
    # however, you receive only 60% of their value." A walk's banker saw the 6,000 DM only after booking.
    from companion.views.games.fortune.screens import player_view
    g = Game()
    g.turn("Ann", "bonds")
    g.do(A.buy_bonds, B, "Ann", 2)
    t = Table(tmp_path, "fortune")
    sid = t.create(g.log)
    s = session(f"/table/{sid}/game/player/0", services=fake_services(t.hub, t.store), identity=Identity("host"),
                showing_table=sid)
    state = ScreenState()

    def drawn():
        return list(walk(player_view(Ctx(s, state), sid, f"/table/{sid}", 0).controls))

    assert not [c for c in drawn() if getattr(c, "identifier", None) == "urgent-brings"]  # nothing chosen yet
    field = next(c for c in drawn() if isinstance(c, ft.TextField) and c.key and c.key.endswith("-urgent-bonds"))
    state.fields[field.key].value = "1"  # what the browser wrote
    brings = [c.content.value for c in drawn() if getattr(c, "identifier", None) == "urgent-brings"]
    assert [plain(b) for b in brings] == ["Die Kasse zahlt dafür 6.000 DM."]  # 60 % of one 10,000 DM bond


def test_a_fee_owed_on_a_sales_space_offers_the_products_sale(tmp_path):
    # End of the Game: "A player who can no longer meet his payment obligations is eliminated": Bob can, with the
    # two products OTTO buys on the space he stands on (an audit's Bob was put out with them in hand).
    from tests.support.fortune.oka import fee_owed_on_a_sales_space
    g = fee_owed_on_a_sales_space()
    kasse = screen(tmp_path, g.log, None)
    assert "Bob stands on a sales space: the finished products sold here bring" in said(kasse, "due-help")
    sale = next(c for c in kasse if c.key == "due-sell-products")
    assert plain(sale.content).startswith("Sell the finished products here (")
    assert next(c for c in kasse if c.key == "due-bankrupt").disabled  # not bankrupt: the sale reaches the sum
