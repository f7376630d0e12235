"""The Event die, the price limits and bankruptcy (rulebook: Event Die Results, Upper Limit of Stock
Price, Bankruptcy, Q&A 2-4), and dice rolled by the app with binding keys."""
import random


import calculators.owners_choice as oc
from calculators.owners_choice import squares
from calculators.core.actors import undo_last
from calculators.core.model import RuleError
from tests.support.owners_choice.events import (
    a_move_past_300_is_ignored_by_default_or_stops_at_300_by_house_rule, event,
    exchange_one_stock_with_another_players_and_presidents_are_checked, playing,
)


def fill_fund(g, seat, company, times):
    """`seat` (President of `company`) pays $50 into the Fund `times` times on Status quo faces."""
    for _ in range(times):
        g.do(g.st.current, oc.move_pawn, 1, "company", company)
        g.do(seat, oc.company_action, "president", face="Status quo")
        g.end()


def test_fifty_from_the_fund_and_roll_again():
    g = playing([{"GREEN": 1}, {}, {}])
    fill_fund(g, "Ann", "GREEN", 2)  # the Fund: $100
    seat = event(g, "$50 from the Fund & roll again")
    assert g.st.fund == 50 and g.cash(seat) == 740
    assert g.st.pending.kind == "event"  # throw again
    g.bad(seat, oc.end_turn, match="Waiting")
    event(g, "$100 from the Bank")
    assert g.cash(seat) == 840 and g.st.pending is None


def test_fifty_from_a_fund_holding_less_pays_what_is_there_and_an_empty_fund_only_rolls_again():
    # Interpretation: with less than $50 in the Fund the player takes what is there; then throws again.
    g = playing([{"GREEN": 1}, {}, {}])
    fill_fund(g, "Ann", "GREEN", 1)
    seat = event(g, 1)
    cash = g.cash(seat)
    assert g.st.fund == 0
    event(g, "$50 from the Fund & roll again")  # Event Die Results note: an empty Fund, only throw again
    assert g.cash(seat) == cash and g.st.pending.kind == "event"
    # The Fund only ever takes $50 and $100 payments, so "less than $50" is $0 in play; the rule itself:
    st = g.st.model_copy(update={"fund": 30, "bank": g.st.bank - 30})
    after = squares.event_face(st, seat, "fund50_again")
    assert after.fund == 0 and after.player(seat).cash == cash + 30 and oc.problems(after) == []


def test_the_exchange_is_optional():
    g = playing([{"RED": 1}, {"BLUE": 1}, {}])
    event(g, "Exchange a stock")
    g.do("Ann", oc.skip_exchange)
    assert g.st.pending is None and g.stocks("Ann") == {"RED": 1}


def test_any_company_minus_two_and_all_companies_minus_one():
    g = playing([{}, {}, {}])
    event(g, "Any company -2")
    g.bad("Ann", oc.choose_event_company, "PURPLE", match="Choose one of")
    g.do("Ann", oc.choose_event_company, "BLUE")
    assert g.st.prices["BLUE"] == 60
    g.end()
    event(g, "All companies -1")
    assert g.st.prices == {"RED": 80, "BLUE": 40, "GREEN": 80, "YELLOW": 80}


def test_bankruptcy_discards_the_leftover_move_q3():
    # Q&A 3: at $40, two spaces down: bankruptcy on the first; the new company stays at START, not $80.
    g = playing([{"RED": 1}, {"RED": 2}, {}])
    event(g, "Any company -2")
    g.do("Ann", oc.choose_event_company, "RED")
    g.end()
    event(g, "All companies -1")
    assert g.st.prices["RED"] == 40
    g.end()
    cash = {n: g.cash(n) for n in ("Ann", "Bob", "Cy")}
    event(g, "Any company -2")
    g.do("Cy", oc.choose_event_company, "RED")
    st = g.st
    assert st.prices["RED"] == 100  # START, the leftover space discarded
    assert st.presidents["RED"] is None and st.held("RED") == 0  # stocks returned unpaid; die returned
    assert {n: g.cash(n) for n in cash} == cash
    assert st.may_leave == ("Ann", "Bob")
    # Q&A 2: the player may buy the "new" company's stock the same turn if no trade took place yet.
    g.do("Cy", oc.trade, [("RED", 1)])
    assert g.st.presidents["RED"] == "Cy"


def test_personal_bankruptcy_returns_everything_and_the_player_leaves():
    g = playing([{"RED": 1, "BLUE": 2}, {"BLUE": 2}, {}, {}], players=("Ann", "Bob", "Cy", "Dee"))
    event(g, "Any company -2")
    g.do("Ann", oc.choose_event_company, "RED")  # $100 -> $60
    g.end()
    event(g, "Any company -2")
    g.do("Bob", oc.choose_event_company, "RED")  # bankrupt
    assert g.st.may_leave == ("Ann",) and g.st.current == "Bob"
    g.bad("Bob", oc.declare_bankruptcy, match="held no stock")
    assert g.st.presidents["BLUE"] == "Ann"
    assert oc.view_for(g.st, "Bob").move_range == (1, 3)
    g.do("Ann", oc.declare_bankruptcy)
    st = g.st
    assert not st.player("Ann").in_game and st.player("Ann").cash == 0 and st.held("BLUE") == 2
    assert st.presidents["BLUE"] == "Bob"  # after a player leaves the Presidents are decided again
    assert oc.view_for(st, "Bob").move_range == (1, 4)  # interpretation: three players still in the game
    g.end()
    assert g.st.current == "Cy"
    for _ in range(2):
        g.turn(1, "company", "GREEN")
        g.end()
    assert g.st.current == "Bob"  # Ann's seat is skipped
    g.bad("Ann", oc.trade, [("RED", 1)], match="left the game")


def test_the_current_player_going_bankrupt_passes_the_turn_and_the_last_player_wins():
    g = playing([{"RED": 1}, {"GREEN": 1}], players=("Ann", "Bob"))
    event(g, "Any company -2")
    g.do("Ann", oc.choose_event_company, "RED")
    g.end()
    event(g, "Any company -2")
    g.do("Bob", oc.choose_event_company, "RED")  # Bob bankrupts RED on his turn; Ann held it
    g.end()
    assert g.st.may_leave == ()  # the right lasts only for the turn of the bankruptcy (interpretation)
    g2 = playing([{"RED": 1}, {"RED": 1}], players=("Ann", "Bob"))
    for seat in ("Ann", "Bob"):
        event(g2, "Any company -2")
        g2.do(seat, oc.choose_event_company, "RED")
        if seat == "Ann":
            g2.end()
    g2.do("Bob", oc.declare_bankruptcy)  # the current player leaves: one player left, the game ends
    assert g2.st.phase == "over" and oc.view_for(g2.st, "Ann").winners == ("Ann",)


def test_other_company_plus_one_at_300_does_nothing_q4():
    g = playing([{"RED": 1, "GREEN": 1}, {}, {}])
    g.banker("cash", oc.correct_cash, "Ann", 1000)
    for face in ["Price +3"] * 6:
        g.do(g.st.current, oc.move_pawn, 1, "company", "GREEN")
        g.do("Ann", oc.company_action, "president", face=face)
        g.end()
    assert g.st.prices["GREEN"] == 300
    g.do(g.st.current, oc.move_pawn, 1, "company", "RED")
    g.do("Ann", oc.company_action, "president", face="Other company +1")
    g.do("Ann", oc.choose_other_company, "GREEN")
    assert g.st.prices["GREEN"] == 300


def test_app_rolls_are_binding_across_undo():
    g = playing([{"RED": 1}, {}, {}])
    g.do("Ann", oc.move_pawn, 1, "company", "RED")
    first = oc.company_action(g.log, "seat:Ann", "Ann", "president", rng=random.Random(1))[1]
    log, _ = oc.company_action(g.log, "seat:Ann", "Ann", "president", rng=random.Random(1))
    log, _ = undo_last(log, "banker")
    for seed in range(5):
        again = oc.company_action(log, "seat:Ann", "Ann", "president", rng=random.Random(seed))[1]
        assert again.data["roll"]["faces"] == first.data["roll"]["faces"]
    try:
        oc.company_action(log, "seat:Ann", "Ann", "president", face=1)
        raise AssertionError("a typed-in face must not replace an undone roll")
    except RuleError as e:
        assert "already thrown" in str(e)
    assert first.data["effect"] in oc.LABELS


def test_undoing_the_presidents_die_does_not_let_the_president_switch_to_the_fund_die():
    g = playing([{"RED": 1}, {"GREEN": 1}, {}])
    g.do("Ann", oc.move_pawn, 1, "company", "RED")
    g.do("Ann", oc.company_action, "president", face="Price -1")
    g.log, _ = undo_last(g.log, "banker")
    g.bad("Ann", oc.company_action, "fund", match="already thrown with the RED President die")
    g.bad("Ann", oc.company_action, "fund", face=1, match="already thrown with the RED President die")
    # The face was typed in from the real die: typed in again, it is taken (a mistyped face is put right; the die
    # on the table is the truth). Thrown in the app, the undone face comes back.
    retyped = oc.company_action(g.log, "seat:Ann", "Ann", "president", face=1)[1]
    assert retyped.data["roll"]["faces"] == [1] and retyped.data["roll"]["source"] == "physical"
    event = oc.company_action(g.log, "seat:Ann", "Ann", "president", rng=random.Random(99))[1]
    assert event.data["effect"] == "down1"  # the same face comes back
    # A mistake in the square itself may still be put right: another company's square is a new throw.
    g.log, _ = undo_last(g.log, "banker")  # the move onto RED was a mistake
    g.do("Ann", oc.move_pawn, 1, "company", "GREEN")
    g.do("Bob", oc.company_action, "fund", face="Status quo")


def test_a_die_the_app_threw_and_undone_is_not_typed_over():
    # The app's throw is binding: typing another face over it, undone, would throw it again.
    g = playing([{"RED": 1}, {"GREEN": 1}, {}])
    g.do("Ann", oc.move_pawn, 1, "company", "RED")
    g.do("Ann", oc.company_action, "president", rng=random.Random(3))
    g.log, _ = undo_last(g.log, "banker")
    g.bad("Ann", oc.company_action, "president", face=1, match="already thrown and then undone")


def test_exchange_one_stock_with_another_players_and_presidents_are_checked():
    exchange_one_stock_with_another_players_and_presidents_are_checked()


def test_a_move_past_300_is_ignored_by_default_or_stops_at_300_by_house_rule():
    a_move_past_300_is_ignored_by_default_or_stops_at_300_by_house_rule()
