"""Rollout's sealed entries as a phone words them (issue 16): each field and option labelled as the game prints
it, and the sentence saying what a draft commits, in English and German — before Confirm."""
import calculators.rollout as ro
from calculators.rollout.entries import field_label, option_label, summary
from calculators.rollout.stage2_budgets import budgets_round
from tests.support.rollout import B, stage1, stage2, started
from tests.support.rollout.secret_bids import at_secret_bids
from calculators.rollout.stage5_stores import stores_round


def test_step_b_fields_and_options_are_labelled_and_the_blitz_is_the_sum_committed():
    # Step B: "Each player sets the budget for his Advertising Blitz and the price for his Product".
    # Step C: "The money he budgeted for the Advertising Blitz is now paid to the Bank."
    t = started()
    stage1(t)
    t.do(ro.check_hex, B, faces=[3])
    rid = budgets_round(t.state)
    assert field_label(rid, "advertising") == "Advertising Blitz"
    assert field_label(rid, "price", "de") == "Preis deines Produkts"
    assert [option_label(rid, "advertising", str(a)) for a in (0, 700, 1000)] == ["$0M", "$700M", "$1B"]
    assert option_label(rid, "price", "60") == "$60"
    assert summary(t.state, rid, {}) == "Choose an Advertising Blitz and a price before you confirm."
    assert summary(t.state, rid, {"advertising": "700"}) == "Choose a price before you confirm."
    assert summary(t.state, rid, {"advertising": "700", "price": "60"}) == (
        "You commit $700M to the Advertising Blitz (paid to the Bank at Step C) and sell at a price of $60.")
    assert summary(t.state, rid, {"advertising": "1000", "price": "10"}, "de").startswith("Du setzt $1B")


def test_a_secret_bid_says_the_total_for_every_share_of_the_lot():
    # Secret Bids: "the player with the highest bid takes the shares" (both of them, at the bid per share).
    t = at_secret_bids()
    rid = t.state.auction.lot.secret_round
    assert t.state.auction.lot.shares == 2
    assert field_label(rid, "bid") == "Secret bid per share"
    assert summary(t.state, rid, {"bid": 90}) == "If your bid wins you pay $180M: 2 shares × $90M."
    assert summary(t.state, rid, {"bid": -50}) == "Choose a bid before you confirm."  # never "you pay -$100M"
    assert summary(t.state, rid, {"bid": "abc"}) == "Choose a bid before you confirm."
    assert option_label(rid, "bid", "260") == "$260M"


def at_stage5():
    """Stage 5 of the first turn, nobody having played Stages 3 and 4."""
    t = started()
    stage1(t)
    stage2(t)
    while t.state.stage < 5:
        t.do(ro.start_stage, B, [])
        t.do(ro.end_stage, B)
    return t


def test_a_stage5_plan_says_what_building_costs_and_what_selling_brings():
    # The Cost: Expansion $100 million, Branch $200 million, Joint $500 million each; "A player must follow
    # through and build the number of Stores indicated on his original plan". Selling: "$50 million for each".
    t = at_stage5()
    rid = stores_round(t.state)
    assert option_label(rid, "plan", "build") == "Build" and option_label(rid, "plan", "none", "de").startswith("Keins")
    assert summary(t.state, rid, {"plan": "build", "stores": 3}) == (
        "You must build 3 Stores: $300M to $1.5B (Expansion $100M, Branch $200M, Joint $500M a Store). "
        "If you cannot pay, you are bankrupt.")
    assert summary(t.state, rid, {"plan": "sell", "stores": 2}) == (
        "You sell 2 Stores to the Bank: it pays you $100M ($50M a Store).")
    assert summary(t.state, rid, {"plan": "build", "stores": 0}) == "Write how many Stores (1 or more) to build."
    assert summary(t.state, rid, {"stores": 2}) == "Choose build or sell (2 Stores) before you confirm."
    assert summary(t.state, rid, {"stores": 0}) == "Choose build, sell or neither before you confirm."
    assert summary(t.state, rid, {"plan": "none", "stores": 0}) == "You neither build nor sell Stores this turn."
    assert summary(t.state, rid, {"plan": "sell", "stores": 1}, "de") == (
        "Du verkaufst 1 Laden an die Bank: sie zahlt dir $50M ($50M je Laden).")
    # "Up to 10 Stores may be built on each turn": 12 is said to be too many before Confirm, not costed; a zero
    # plan ("he puts a zero on his Boardroom Pad") with a number still in the box is a zero all the same.
    assert summary(t.state, rid, {"plan": "build", "stores": 12}) == "Build 1 to 10 Stores a turn."
    assert summary(t.state, rid, {"plan": "none", "stores": 2}) == "You neither build nor sell Stores this turn."
    # "If a player sells all of his Stores he cannot play Stage 2": said to the seller when the plan sells them all.
    held = t.state.company_of("Bob").stores
    assert summary(t.state, rid, {"plan": "sell", "stores": held}, seat="Bob").endswith(
        " With no Store left you cannot play Stage 2 (“If a player sells all of his Stores he cannot play Stage 2”).")
    assert "Phase 2 nicht spielen" in summary(t.state, rid, {"plan": "sell", "stores": held}, "de", seat="Bob")
    if held > 1:
        assert "Stage 2" not in summary(t.state, rid, {"plan": "sell", "stores": held - 1}, seat="Bob")
    # Missed Dividends: "he cannot build any Stores, although he is still allowed to sell them": the sentence asking
    # for a choice names only the plans offered (a walk read "Choose build, sell or neither" with no Build button).
    missed = t.state.model_copy(update={"companies": tuple(
        c.model_copy(update={"skipped_dividends": True}) if c.ceo == "Bob" else c for c in t.state.companies)})
    assert summary(missed, rid, {"stores": 0}, seat="Bob") == "Choose sell or neither before you confirm."
    assert summary(missed, rid, {"stores": 2}, seat="Bob") == "Choose sell (2 Stores) or neither before you confirm."
    assert summary(missed, rid, {"stores": 0}, "de", seat="Bob") == (
        "Wähle verkaufen oder keins von beiden, bevor du bestätigst.")
    assert summary(missed, rid, {"stores": 0}, seat="Cy") == "Choose build, sell or neither before you confirm."


def test_a_round_that_is_not_rollouts_own_gets_no_words():
    assert field_label("amount-round", "amount") is None and option_label("x", "amount", "5") is None
    assert summary(started().state, "x", {"amount": 5}) is None


def test_a_build_plan_without_a_store_on_the_board_costs_from_the_branch_price():
    # The Cost: Expansion Stores "are built next to a player's own Stores (which must have been on the board for at
    # least one turn)". A walk's Bob, with none, read "$300M to $1.5B" for 3 Stores: the least is 3 × $200M.
    t = at_stage5()
    t.do(ro.correct, B, "Bob", "stores", value=0, reason="test")
    rid = stores_round(t.state)
    assert summary(t.state, rid, {"plan": "build", "stores": 3}, seat="Bob").startswith(
        "You must build 3 Stores: $600M to $1.5B")
    assert summary(t.state, rid, {"plan": "build", "stores": 3}, seat="Ann").startswith(
        "You must build 3 Stores: $300M to $1.5B")
