"""Rollout's rules as the audit of issue 14 read them, on the banker's phone in Chromium (412×915), each on a
table seeded at the moment (rollout_seed): Stage 1's interest line stays through a repayment; after a takeover
the player who is out is no longer a bidder or Stock Caller and the secret bids go on; Step B completes without
him and a cancelled round opens again; the Gold Coast moves a player without Stores; a CEO raids his own
company's sold-back shares; research turns over no more cards than the deck holds; a Sales Track of another
length on the board-tables screen."""
import re

import pytest
from playwright.sync_api import expect

from tests.e2e.flutter import ident, reveal, tap, type_into
from tests.e2e.rollout_seed import Seed, saved_log, saved_state
from tests.e2e.rollout_late_table import T, banker, data_dir, serve, see, shot  # noqa: F401 (fixtures)

import calculators.rollout as ro
from calculators.core import bids
from calculators.rollout.stage2_budgets import budgets_round

pytestmark = pytest.mark.e2e


def test_stage1_interest_is_shown_before_and_after_a_repayment_and_charged(phone, serve, data_dir, tmp_path):
    seed = Seed(data_dir)
    seed.to(6)
    seed.do(ro.borrow, "Ann", 2, actor="seat:Ann")  # Stage 6 of turn 1: a short loan
    seed.to(1, 2)
    server = serve()
    page = banker(phone, server, seed.sid, "Turn 2 · Stage 1")
    # Borrowing Money: "Interest is paid to the Bank during every Stage 1 as long as the loan is outstanding."
    see(page, "s1-line-1", re.compile(r"Interest on \$2B to the Bank\s*\$200M"))
    cash = saved_state(data_dir, seed.sid).company_of("Ann").cash
    tap(page, "button", "Repay $1B of Ann's loans")
    see(page, "s1-line-1", re.compile(r"Interest on \$2B \(including \$1B repaid in this Stage 1\) "
                                      r"to the Bank\s*\$200M"))
    shot(page, tmp_path, "ro-stage1-interest-after-repay", "s1-line-1")
    s = saved_state(data_dir, seed.sid)
    assert s.company_of("Ann").loans == 1 and s.company_of("Ann").cash == cash - 1000
    total = ro.preview_stage1(s, "Ann").total
    tap(page, "button", "Confirm Ann's Stage 1")
    see(page, "ro-s1-done", "Ann")
    assert saved_state(data_dir, seed.sid).company_of("Ann").cash == cash - 1000 - total
    assert total == 100 + 200 + sum(ln.amount for ln in ro.preview_stage1(s, "Ann").lines
                                    if ln.what.startswith("Dividends"))


def test_after_a_takeover_in_stage_4_the_player_out_is_no_bidder_and_secret_bids_go_on(phone, serve, data_dir):
    seed = Seed(data_dir, ("Ann", "Bob", "Cy"))
    seed.give("Camcon", "Ann", 6)
    seed.to(4)
    seed.prices_back()
    seed.do(ro.start_stage, ["Ann", "Bob", "Cy"], faces=[1])  # Simcor's two shares first
    seed.do(ro.take_over, "Ann", "Camcon")  # Bob: "out of business, and out of the game"
    server = serve()
    page = banker(phone, server, seed.sid, "Turn 1 · Stage 4")
    see(page, "ro-order", "Order of play: Ann, Cy")
    see(page, "s4-market", "Market $500M a share")
    expect(page.get_by_role("button", name="Bidder Bob")).to_have_count(0)
    tap(page, "button", "Bidder Cy")
    tap(page, "button", "Cy bids $500M")
    see(page, "s4-bid-0", "Bid: Cy $500M a share")
    expect(page.get_by_role("button", name="Stock Call by Ann")).to_have_count(1)
    expect(page.get_by_role("button", name="Stock Call by Bob")).to_have_count(0)
    tap(page, "button", "Strike the top bid")
    # Secret Bids: "If no one bids for shares being offered by the Bank, players may make Secret Bids".
    tap(page, "button", "Call for secret bids")
    see(page, "s4-wait", "Waiting for Ann and Cy", exact=True)
    rid = saved_state(data_dir, seed.sid).auction.lot.secret_round
    assert rid is not None


def test_step_b_completes_without_a_player_out_and_a_cancelled_round_opens_again(phone, serve, data_dir):
    seed = Seed(data_dir, ("Ann", "Bob", "Cy"))
    seed.give("Pedrasca", "Ann", 6)
    seed.to(2)
    seed.do(ro.check_hex, rng=seed.rng)
    seed.do(ro.open_budgets)
    rid = budgets_round(seed.state)
    for p in ("Ann", "Bob"):
        seed.do(bids.enter, rid, {"advertising": "100", "price": "30"}, actor=f"seat:{p}")
    seed.do(ro.take_over, "Ann", "Pedrasca")  # Cy, who had not written his budget, is out
    server = serve()
    page = banker(phone, server, seed.sid, "Turn 1 · Stage 2")
    see(page, "s2-confirmed", "Confirmed: Ann, Bob", exact=True)
    expect(reveal(page, page.get_by_role("button", name="Reveal the budgets (Step C)"))).to_be_visible(timeout=T)
    # The banker cancels the round: it can be opened again (refused before: "There is already a round").
    tap(page, "button", "Cancel round")
    tap(page, "button", "Open Step B (sealed budgets)")
    see(page, "s2-confirmed", "waiting for Ann and Bob")
    rnd = bids.rounds(saved_log(data_dir, seed.sid))[rid]
    assert rnd.status == "collecting" and rnd.spec.participants == ("Ann", "Bob") and not rnd.confirmed


def test_the_gold_coast_moves_a_player_without_stores_too(phone, serve, data_dir):
    seed = Seed(data_dir, ("Ann", "Bob", "Cy"))
    seed.fix("Cy", "sales", 12)
    seed.do(ro.pay_stage1, "Ann")
    seed.do(ro.pay_stage1, "Bob")
    seed.do(ro.pay_stage1, "Cy", remove_stores=1)  # no Stores: no Stage 2 for Cy
    gc = seed.state.tables.gold_coast_square
    seed.fix("Ann", "sales", gc - 1)
    seed.do(ro.check_hex, rng=seed.rng)
    seed.do(ro.open_budgets)
    for p in ("Ann", "Bob"):
        seed.do(bids.enter, budgets_round(seed.state), {"advertising": "100", "price": "30"}, actor=f"seat:{p}")
    seed.do(ro.reveal_budgets)
    for p in ("Ann", "Bob"):
        seed.do(ro.show_card, p, 5)
    for p in ("Ann", "Bob"):
        seed.do(ro.roll_sales, p, rng=seed.rng)
    seed.do(ro.collect_profits)
    cy = seed.state.company_of("Cy")
    server = serve()
    page = banker(phone, server, seed.sid, "Turn 1 · Stage 2")
    see(page, "s2-sales-Ann", "Gold Coast!")
    # Reaching the Gold Coast: "Players who do not reach the Gold Coast must move their Stock Market meters down
    # (five squares to the left) and their Sales Track meters back to Square One."
    see(page, "s2-gold-coast-rule", "players without Stores too")
    tap(page, "button", "Adjust the stock prices (Step F)")
    see(page, "ro-stage", "Stage 3")
    after = saved_state(data_dir, seed.sid).company_of("Cy")
    assert after.sales == 0 and after.price == cy.price - 5


def test_a_ceo_raids_his_own_companys_sold_back_shares(phone, serve, data_dir):
    seed = Seed(data_dir, ("Ann", "Bob", "Cy"))
    seed.give("Camcon", "Cy", 3)
    seed.to(3)
    seed.prices_back()
    seed.do(ro.start_stage, ["Cy"])
    seed.do(ro.sell_to_bank, "Cy", "Camcon", 2)
    seed.do(ro.end_stage)
    seed.do(ro.start_stage, ["Ann", "Bob"], faces=[1])
    while seed.state.auction.lot:
        seed.do(ro.pass_lot)
    server = serve()
    page = banker(phone, server, seed.sid, "Turn 1 · Stage 4")
    see(page, "s4-done", "The Bank has offered all its shares for this turn; a lot nobody bought stays with the Bank.")
    # Stock Raids: "Players are allowed to raid the shares of a particular Company" — Camcon's own CEO too.
    tap(page, "button", "Bob raids Camcon")
    see(page, "s4-bid-0", "Raid offer: Bob $500M a share ($1B in all)")
    tap(page, "button", "Sell to the top bidder")
    see(page, "register-Camcon", "Bob 2")
    assert saved_state(data_dir, seed.sid).held("Bob", "Camcon") == 2


def test_research_turns_over_no_more_cards_than_the_deck_holds(phone, serve, data_dir):
    seed = Seed(data_dir)
    seed.to(6)
    seed.do(ro.start_stage, ["Ann"])
    cash = seed.state.company_of("Ann").cash
    server = serve()
    page = banker(phone, server, seed.sid, "Turn 1 · Stage 6")
    tap(page, "button", "Ann looks for Radios")
    # The 55-card deck: 18 of each product and a trademark card out of play; two players hold one of each.
    see(page, "s6-deck-Ann", "48 cards left in the deck, 16 of them Radios: at most 33 turned over")
    type_into(page, "Ann's cards turned over", "60")
    tap(page, "button", "Record Ann's research")
    see(page, "ro-refused", "The deck holds 48 cards, 16 of them Radios: at most 33 are turned over")
    s = saved_state(data_dir, seed.sid)
    assert s.company_of("Ann").cash == cash and not s.company_of("Ann").researched


def test_a_sales_track_of_another_length_on_the_board_tables_screen(phone, serve, data_dir):
    seed = Seed(data_dir)
    seed.fix("Ann", "sales", 25)
    server = serve()
    page = banker(phone, server, seed.sid, "Turn 1 · Stage 1")
    tap(page, "button", "Loans, takeovers, bankruptcy, corrections")
    see(page, "more-loan-cap-rule", "Each takeover raises the taker's loan limit by $5B")
    track = list(range(0, 42, 2))  # a board printing 21 squares, Square One to the Gold Coast
    type_into(page, "Sales Track: every square's units, as printed", ", ".join(str(v) for v in track))
    tap(page, "button", re.compile(r"^Save the Sales Track"))
    expect(reveal(page, page.get_by_role("button", name="Save the Sales Track (21 squares now)"))).to_be_visible(
        timeout=T)
    s = saved_state(data_dir, seed.sid)
    assert s.tables.gold_coast_square == 20 and list(s.tables.sales_index) == track
    assert s.company_of("Ann").sales == 20  # no further than the new Gold Coast
