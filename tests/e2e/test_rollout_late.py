"""Rollout's later stages in Chromium at phone size (412×915), each on a table seeded at the right moment
(rollout_seed: the rules core's own commands, saved before the server starts), tapping only the action
under test: a two-phone secret-bid contest and a Stock Call; a stock raid and a takeover; Stage 5's sealed
plans with a bankruptcy and the Bank's auction, and Stage 6; the last turn and the final Cash Out."""
import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import PHONE, enable_semantics
from tests.e2e.flutter import ident, reveal, tap, type_into
from tests.e2e.frames import FrameLog
from tests.e2e.rollout_seed import Seed, saved_state

import calculators.rollout as ro
from calculators.core.money import format_rollout
from tests.e2e.rollout_late_table import T, banker, data_dir, see, serve, shot  # noqa: F401 (fixtures)

pytestmark = pytest.mark.e2e


def seat_page(browser, server, path: str):
    """A player's own phone on their seat link, every websocket frame it receives logged."""
    ctx = browser.new_context(viewport=PHONE)
    ctx.route(re.compile(r"^https?://(?!127\.0\.0\.1)"), lambda r: r.abort())
    page = ctx.new_page()
    frames = FrameLog(page)
    page.goto(server.url + path)
    enable_semantics(page)
    expect(ident(page, "whoami")).to_be_visible(timeout=30_000)
    return page, frames


def press_until(page, name: str, gone) -> None:
    """Tap a button until what it ends has left the screen (a busy machine may miss a tap)."""
    for _ in range(3):
        tap(page, "button", name)
        try:
            expect(gone).to_have_count(0, timeout=8_000)
            return
        except AssertionError:
            continue
    expect(gone).to_have_count(0, timeout=T)


def test_secret_bid_contest_on_two_phones_then_a_stock_call(phone, browser, serve, data_dir, tmp_path):
    seed = Seed(data_dir)
    seed.to(4)
    seed.prices_back()
    seed.fix("Bob", "cash", 530)  # Ann holds $7.44B
    seed.do(ro.start_stage, ["Ann", "Bob"], faces=[1])  # the die names Ann: Simcor's two shares first
    paths = {s: seed.seat_path(s) for s in ("Ann", "Bob")}  # issued before the server reads its links
    server = serve()
    pages, frames = {}, {}
    for s in ("Ann", "Bob"):
        pages[s], frames[s] = seat_page(browser, server, paths[s])
    ann, bob = pages["Ann"], pages["Bob"]
    try:
        page = banker(phone, server, seed.sid, "Turn 1 · Stage 4")
        see(page, "s4-market", "Market $500M a share")
        tap(page, "button", "Call for secret bids")
        see(page, "s4-wait", "Waiting for Ann and Bob")
        # The rules fix: a secret bid its bidder cannot pay is refused as it is written, on his own phone,
        # naming the sum only (hidden cash). Two shares at $270M = $540M; Bob holds $530M.
        type_into(bob, "Bob's Secret bid per share ($M)", "270")
        tap(bob, "button", "Confirm my entry")
        refusal = "You cannot pay $540M for 2 Simcor shares at $270M each: borrow first, or bid less."
        refused = bob.locator("flt-semantics").get_by_text(refusal)
        expect(refused).to_be_visible(timeout=T)
        shot(bob, tmp_path, "ro-secret-bid-refused", refused)
        assert not ident(bob, "my-entry").count()
        # Stage 4, Secret Bids: each writes a price below market; "the player with the highest bid takes the shares".
        type_into(bob, "Bob's Secret bid per share ($M)", "200")
        see(bob, "entry-summary", "If your bid wins you pay $400M: 2 shares × $200M.", exact=True)
        tap(bob, "button", "Confirm my entry")
        see(bob, "my-entry", "Secret bid per share $200M")
        type_into(ann, "Ann's Secret bid per share ($M)", "300")
        tap(ann, "button", "Confirm my entry")
        see(ann, "my-entry", "Secret bid per share $300M")
        see(page, "s4-wait", "Every secret bid is in.", exact=True)
        # Before the reveal neither phone has received the other's bid (nor Bob's refusal) in any frame.
        assert not frames["Ann"].contains("Secret bid per share $200M")
        assert not frames["Bob"].contains("Secret bid per share $300M")
        assert not frames["Ann"].contains("2 shares × $200M") and not frames["Bob"].contains("2 shares × $300M")
        assert not frames["Ann"].contains("$540M")
        assert frames["Bob"].contains("Secret bid per share $200M")  # the check can fail: its own is there
        # Hidden cash, both ways.
        assert not frames["Bob"].contains("$7.44B") and not frames["Bob"].contains(7440)
        assert not frames["Ann"].contains("$530M")  # (530 as a bare number is also a layout size)
        press_until(page, "Reveal the secret bids", ident(page, "s4-secret"))
        for p in (ann, bob):
            see(p, "round-winner", "Round winner: Ann", exact=True)
        see(bob, "revealed-Bob", "Bob: Secret bid per share $200M")
        see(page, "register-Simcor", "Simcor shares: Ann 2")
        s = saved_state(data_dir, seed.sid)
        assert s.held("Ann", "Simcor") == 2 and s.company_of("Ann").cash == 7440 - 600
        assert s.tables.price(s.company("Simcor").price) == 300  # the meter to the purchase price
        # Stock Call: the Bank's Camcon lot; Bob bids the market, $1B for two; Ann calls him.
        see(page, "s4-market", "Market $500M a share")
        tap(page, "button", "Bidder Bob")
        tap(page, "button", "Bob bids $500M")
        see(page, "s4-bid-0", "Bid: Bob $500M a share ($1B in all)")
        shot(page, tmp_path, "ro-stock-call", "s4-bid-0")
        tap(page, "button", "Stock Call by Ann")
        # Bob cannot cover $1B: Ann keeps the shares for a sum equal to his cash ($530M); bidding cannot resume.
        see(page, "s4-done", "The Bank has offered all its shares for this turn; a lot nobody bought stays with the Bank.")
        see(page, "register-Camcon", "Camcon shares: Ann 2")
        see(page, "cash-Simcor", "Cash $6.31B", exact=True)
        see(page, "cash-Camcon", "Cash $530M", exact=True)
        s = saved_state(data_dir, seed.sid)
        assert s.held("Ann", "Camcon") == 2 and s.company_of("Ann").cash == 6840 - 530
        assert s.company_of("Bob").cash == 530 and s.auction.lot is None
        assert s.tables.price(s.company("Camcon").price) == 250  # $265M a share: the square at or below
    finally:
        for p in pages.values():
            p.context.close()


def test_stock_raid_then_a_takeover(phone, browser, serve, data_dir, tmp_path):
    seed = Seed(data_dir, ("Ann", "Bob", "Cy"))
    seed.give("Camcon", "Ann", 4)
    seed.give("Camcon", "Cy", 3)
    seed.to(3)
    seed.prices_back()
    seed.do(ro.start_stage, ["Cy"])
    seed.do(ro.sell_to_bank, "Cy", "Camcon", 2)  # Stage 3: two Camcon shares sold back to the Bank
    seed.do(ro.end_stage)
    seed.do(ro.start_stage, ["Ann"], faces=[1])
    while seed.state.auction.lot:  # nobody wants the Bank's own shares this turn
        seed.do(ro.pass_lot)
    before = seed.state
    bob_path = seed.seat_path("Bob")
    server = serve()
    bob, _ = seat_page(browser, server, bob_path)
    try:
        see(bob, "whoami", "You are Bob")
        page = banker(phone, server, seed.sid, "Turn 1 · Stage 4")
        see(page, "s4-done", "The Bank has offered all its shares for this turn; a lot nobody bought stays with the Bank.")
        # Stock Raids, at the end of Stage 4: the raider offers the current market price for each share of the
        # company that was sold back to the Bank.
        tap(page, "button", "Ann raids Camcon")
        see(page, "s4-bid-0", "Raid offer: Ann $500M a share ($1B in all)")
        shot(page, tmp_path, "ro-raid", "s4-bid-0")
        tap(page, "button", "Sell to the top bidder")
        see(page, "register-Camcon", "Camcon shares: Ann 6")
        s = saved_state(data_dir, seed.sid)
        assert s.held("Ann", "Camcon") == 6 and s.returned("Camcon") == 0
        assert s.company_of("Ann").cash == before.company_of("Ann").cash - 1000
        # Takeovers: six shares of an opponent's company; Bob is out of business and out of the game.
        tap(page, "button", "Loans, takeovers, bankruptcy, corrections")
        tap(page, "button", "Ann takes over Camcon")
        tap(page, "button", "Take over")  # asked first: it puts Bob out of the game
        expect(page.get_by_role("button", name="Ann takes over Camcon")).to_have_count(0, timeout=T)
        page.go_back()
        see(page, "co-Camcon", "Camcon (Bob) — out of play: taken over", exact=True)
        see(page, "assets-Simcor", "No loans (limit $10B)")  # he can borrow up to another $5 billion
        expect(bob.locator("flt-semantics").get_by_text("You are out of the game.")).to_be_visible(timeout=T)
        shot(bob, tmp_path, "ro-taken-over", bob.locator("flt-semantics").get_by_text("You are out of the game."))
        s = saved_state(data_dir, seed.sid)
        b, a, c = before.company_of("Bob"), s.company_of("Ann"), s.company_of("Cy")
        assert s.company("Camcon").out == "takeover" and "Bob" not in s.active_players()
        # The taker keeps the loser's cash; a holder of fewer than six sells to the Bank at market ($500M).
        assert a.cash == before.company_of("Ann").cash - 1000 + b.cash and a.extra_roll
        assert c.cash == before.company_of("Cy").cash + 500 and s.holdings["Camcon"] == {}
    finally:
        bob.context.close()


def pass_phone_plan(page, seat: str, plan: str, stores: str) -> None:
    """Stage 5 on the banker's phone passed to a player: build or sell, and how many, written secretly."""
    tap(page, "button", f"Pass the phone to {seat}")
    tap(page, "button", f"I am {seat}: open my entry")
    tap(page, "button", f"Build or sell Stores: {plan.capitalize()}", exact=True)
    see(page, "entry-summary", "Write how many Stores (1 or more) to build.", exact=True)
    for _ in range(int(stores)):  # the stepper, a 48 px "+" beside the number
        tap(page, "button", "How many Stores: raise")  # read "Raise How many Stores" (a walk)
    # Before Confirm, the phone says what the plan commits: "A player must follow through and build the number
    # of Stores indicated on his original plan" at $100M, $200M or $500M a Store.
    n = int(stores)
    see(page, "entry-summary", f"You must build {n} Stores: {format_rollout(100 * n)} to {format_rollout(500 * n)} "
        "(Expansion $100M, Branch $200M, Joint $500M a Store). If you cannot pay, you are bankrupt.", exact=True)
    tap(page, "button", "Confirm my entry")
    expect(page.get_by_text(f"{seat}'s entry is confirmed and hidden.")).to_be_visible(timeout=T)
    tap(page, "button", "Banker: back to the table")


def test_stage5_plans_a_bankruptcy_and_the_banks_auction_then_stage6(phone, serve, data_dir, tmp_path):
    seed = Seed(data_dir)
    seed.to(5)
    seed.do(ro.borrow, "Bob", 5)  # Borrowing Money: his $5 billion limit reached
    seed.fix("Bob", "cash", 100)
    seed.do(ro.start_stage, ["Ann", "Bob"], faces=[1])  # Ann carries out her plan first
    seed.do(ro.open_store_plans)
    seed.do(ro.enter_store_plan, "build", 10, actor="seat:Bob")  # written on Bob's own phone
    before = seed.state
    ann_cash = before.company_of("Ann").cash
    server = serve()
    page = banker(phone, server, seed.sid, "Turn 1 · Stage 5")
    # Stage 5: each player secretly writes build or sell (not both) and how many; Ann on the banker's phone.
    pass_phone_plan(page, "Ann", "build", "2")
    tap(page, "button", "Reveal the Stage 5 plans")
    see(page, "s5-plan-Ann", "Ann: builds 2 Stores", exact=True)
    see(page, "s5-plan-Bob", "Bob: builds 10 Stores", exact=True)
    # How to Build Stores: Branch Stores (next to no other Store) cost $200M each.
    tap(page, "button", "Carry out Ann's plan")
    see(page, "assets-Simcor", "Stores 3")
    # Bob must follow through and build ten; he cannot pay even borrowing: Bankrupt and out of the game.
    tap(page, "button", "Carry out Bob's plan")
    see(page, "ro-refused", "Bob cannot pay $2B for the Stores: borrow first, or go bankrupt")
    expect(ident(page, "ro-refused")).to_have_count(1)  # said once, beside the buttons
    shot(page, tmp_path, "ro-stage5-unpayable", "ro-refused")
    tap(page, "button", "Bob cannot pay: bankrupt")
    tap(page, "button", "Declare bankrupt")  # asked first: it puts Bob out of the game
    see(page, "co-Camcon", "Camcon (Bob) — out of play: bankrupt", exact=True)
    # Bankruptcy: the Bank keeps his cash and auctions his Product Cards and Stores.
    tap(page, "button", "Loans, takeovers, bankruptcy, corrections")
    tap(page, "button", "Estate item Store")
    type_into(page, "Estate highest bid", "75")
    shot(page, tmp_path, "ro-estate-auction", page.get_by_role("button", name="Sold", exact=True))
    tap(page, "button", "Sold", exact=True)
    expect(page.get_by_role("button", name="Estate item Store")).to_have_count(0, timeout=T)
    page.go_back()
    see(page, "assets-Simcor", "Stores 4")
    s = saved_state(data_dir, seed.sid)
    assert s.company("Camcon").out == "bankrupt" and s.company_of("Ann").stores == 4
    assert s.company_of("Ann").cash == ann_cash - 400 - 75 and "store" not in s.estate
    assert s.estate == {k: v for k, v in zip(("radio", "television", "computer"),
                                             before.company_of("Bob").cards) if v}
    tap(page, "button", "End Stage 5")
    see(page, "ro-stage", "Turn 1 · Stage 6")
    # Stage 6: Ann looks for Radios; three cards turned over, the kept one included, at $100M each.
    tap(page, "checkbox", "Ann plays")
    tap(page, "button", "Start Stage 6 with the app's die")
    tap(page, "button", "Ann looks for Radios")
    type_into(page, "Ann's cards turned over", "3")
    tap(page, "button", "Record Ann's research")
    see(page, "assets-Simcor", f"Cards: Radio {before.company_of('Ann').cards[0] + 1}")
    shot(page, tmp_path, "ro-stage6", "assets-Simcor")
    s = saved_state(data_dir, seed.sid)
    assert s.company_of("Ann").cash == ann_cash - 400 - 75 - 300 and s.company_of("Ann").researched
    tap(page, "button", "End Stage 6")
    see(page, "ro-stage", "Turn 2 · Stage 1")  # End of Cycle: back to Stage 1


def test_the_last_turn_is_announced_then_the_final_cash_out(phone, browser, serve, data_dir, tmp_path):
    tables = []
    for name in ("Rollout night", "Rollout, the last turn"):
        seed = Seed(data_dir, name=name)
        for company in ("Simcor", "Camcon"):
            seed.give(company, "Ann", 4)
            seed.give(company, "Bob", 4)
        seed.to(4)
        seed.prices_back()
        seed.do(ro.start_stage, ["Ann", "Bob"], faces=[1])
        seed.do(ro.bid, "Ann", 500)
        seed.do(ro.sell_lot)  # Simcor's ninth and tenth; Camcon's are still the Bank's
        tables.append(seed)
    first, last = tables
    # The second table: Camcon's last two sold, then five more turns to the last one's Stage 4.
    last.do(ro.bid, "Bob", 500)
    last.do(ro.sell_lot)
    last.do(ro.end_stage)
    last.to(4, turn=last.state.last_turn)
    last.do(ro.start_stage, ["Ann", "Bob"], faces=[1])
    bob_path = last.seat_path("Bob")
    server = serve()
    page = banker(phone, server, first.sid, "Turn 1 · Stage 4")
    # Ending: "The game ends on the fifth turn after the Bank has sold the ninth and tenth shares in each Company."
    tap(page, "button", "Bidder Bob")
    tap(page, "button", "Bob bids $500M")
    tap(page, "button", "Sell to the top bidder")
    see(page, "ro-stage", "Turn 1 · Stage 4 — Buy Shares · 5 turns after this one", exact=True)
    assert saved_state(data_dir, first.sid).last_turn == 6
    bob, _ = seat_page(browser, server, bob_path)
    try:
        page.goto(server.host(f"/table/{last.sid}"))
        enable_semantics(page)
        see(page, "ro-stage", "Turn 6 · Stage 4 — Buy Shares · the last turn: the game closes after Stage 4",
            exact=True)
        see(bob, "ro-stage", "the last turn")
        # "The players may finish playing Stage 4 before closing off the game": then Cash Out.
        see(page, "s4-done", "The Bank has offered all its shares for this turn; a lot nobody bought stays with the Bank.")
        tap(page, "button", "End Stage 4")
        see(page, "ro-stage", "Cash Out", exact=True)
        result = ro.final_score(saved_state(data_dir, last.sid))
        assert saved_state(data_dir, last.sid).stage == 7 and len(result.winners) == 1
        for p in (page, bob):
            for r in result.players:
                see(p, f"rank-{r.name}", f"{r.rank}. {r.name}")
            see(p, "ro-winner", f"Winner: {result.winners[0]}", exact=True)
        shot(page, tmp_path, "ro-final-cash-out", "ro-winner")
        shot(bob, tmp_path, "ro-final-cash-out-seat", "ro-winner")
        ranks = [ident(page, f"rank-{r.name}").inner_text() for r in result.players]
        assert [x.split(".")[0] for x in ranks] == ["1", "2"], ranks
    finally:
        bob.context.close()


def test_stage4_bid_buttons_come_from_the_rules_and_the_top_bidder_is_disabled_with_why(phone, serve, data_dir):
    """Issue 16, "impossible actions are disabled, with the reason": the open-bid buttons are the rules' next legal
    bids (Open Bid: "Players may only bid prices appearing on the Price Index"), and the top bidder's button is
    disabled with the reason beside it, on the banker's phone."""
    seed = Seed(data_dir)
    seed.to(4)
    seed.prices_back()
    seed.do(ro.start_stage, ["Ann", "Bob"], faces=[1])  # Simcor's two shares first
    seed.do(ro.bid, "Ann", 500)  # the market price, by the banker for Ann
    server = serve()
    page = banker(phone, server, seed.sid, "Turn 1 · Stage 4")
    see(page, "s4-bid-0", "Bid: Ann $500M a share")
    expect(reveal(page, page.get_by_role("button", name="Bidder Ann"))).to_be_disabled()
    see(page, "s4-nobid-Ann", "Ann already has the highest bid.", exact=True)
    for price in ("$550M", "$600M", "$700M", "$800M"):  # the Price Index values above $500M
        expect(reveal(page, page.get_by_role("button", name=f"Bob bids {price}"))).to_be_enabled()
    tap(page, "button", "Bob bids $550M")
    see(page, "s4-bid-1", "Bid: Bob $550M a share ($1.1B in all)")
    expect(reveal(page, page.get_by_role("button", name="Bidder Bob"))).to_be_disabled()
    see(page, "s4-nobid-Bob", "Bob already has the highest bid.", exact=True)
