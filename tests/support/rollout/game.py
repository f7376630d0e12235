"""The scripted whole four-player game of Rollout through the rules core, every invariant checked after every step.

Setup; twelve turns with every stage; loans; open and secret bids; a Stock Call each way; a stock raid;
a takeover; a bankruptcy and the Bank's auction; the end announced, Stage 4 of the last turn, Cash Out.
Dice come from a seeded generator or are typed in, so the game is the same every run.
"""
import calculators.rollout as ro
from calculators.core import bids
from calculators.core.log import Event, Log
from calculators.rollout.codec import pack, unpack
from calculators.rollout.fold import apply, initial
from calculators.rollout.stage2_budgets import budgets_round
from calculators.rollout.state import BANK, GAME_OVER
from tests.support.rollout import B, Table, new_table, seat

PLAYERS = ("Ann", "Bob", "Cy", "Dee")
COMPANIES = {"Ann": "Simcor", "Bob": "Camcon", "Cy": "Pedrasca", "Dee": "Bermax"}


class Game(Table):
    """A table whose every step also round-trips the QR state and keeps a count of events."""

    def do(self, command, *args, **kw) -> Event:
        ev = super().do(command, *args, **kw)
        canon = ro.shared_state(self.log)
        assert unpack(pack(canon)) == canon
        s = self.state
        for c in s.active():  # Stage 1: each company in play has exactly 10 shares
            assert sum(s.holdings[c.name].values()) + s.bank_shares(c.name) == 10
        return ev

    def market(self, company: str) -> int:
        return self.state.tables.price(self.state.company(company).price)

    def afford(self, player: str, amount: int) -> None:
        """Borrow $1B at a time until the player can pay `amount` (Borrowing Money)."""
        c = self.company(player)
        while c.cash < amount and c.loans < c.loan_cap:
            self.do(ro.borrow, seat(player), player)
            c = self.company(player)


def stage1(g: Game) -> None:
    """Everyone pays: a short company borrows first (offered), else skips its dividends, else removes Stores."""
    for p in g.state.active_players():
        c = g.company(p)
        if c.loans and c.cash > 8000:  # Borrowing Money: principal repaid in Stage 1, $1B at a time
            g.do(ro.repay, seat(p), p, 1)
        for remove in range(g.company(p).stores + 1):
            for dividends in (True, False):
                pv = ro.preview_stage1(g.state, p, remove, dividends)
                if not pv.can_pay and pv.loans_needed:
                    g.do(ro.borrow, seat(p), p, pv.loans_needed)
                    pv = ro.preview_stage1(g.state, p, remove, dividends)
                if pv.can_pay:
                    g.do(ro.pay_stage1, seat(p), p, remove, dividends)
                    break
            else:
                continue
            break


def stage2(g: Game) -> None:
    s = g.state
    assert s.stage == 2
    if s.rollout.step == "hex":
        g.do(ro.check_hex, seat(s.chairman), rng=g.rng)
    g.do(ro.open_budgets, B)
    rid = budgets_round(g.state)
    for p in g.state.rollout.players:
        adv = 200 if g.cash(p) > 1500 else 0
        g.do(bids.enter, seat(p), rid, {"advertising": str(adv), "price": str(g.rng.choice([30, 40, 50]))})
    g.do(ro.reveal_budgets, B)
    h = ("radio", "television", "computer").index(g.state.hex)
    for p in g.state.rollout.players:
        q = g.rng.randint(1, 18) if g.company(p).cards[h] else None
        g.do(ro.show_card, seat(p), p, q, g.state.rollout.budgets[p][0] <= g.cash(p))
    for p in g.state.rollout.players:
        if ro.dice_for(g.state, p):
            g.do(ro.roll_sales, seat(p), p, rng=g.rng)
    g.do(ro.collect_profits, B)
    g.do(ro.adjust_prices, B)


def start(g: Game, players) -> None:
    g.do(ro.start_stage, B, list(players), rng=g.rng)


def stage4(g: Game, plan) -> None:
    """Stage 4: `plan(company)` says what happens to each lot: a callable acting on the table, or None to pass."""
    players = [p for p in g.state.active_players() if not g.company(p).skipped_dividends]
    start(g, players)
    while g.state.auction and g.state.auction.lot:
        lot = g.state.auction.lot
        act = plan(lot.company)
        if act is None:
            g.do(ro.pass_lot, B)
        else:
            act(lot)


def buy(player, over=0):
    """An open bid at market (and `over` squares more by a second bidder's push)."""
    def act(lot):
        g = GAME
        g.do(ro.bid, seat(player), player, g.market(lot.company))
        g.afford(player, g.market(lot.company) * lot.shares)
        g.do(ro.sell_lot, B)
    return act


def stage5(g: Game, plans) -> None:
    start(g, list(plans))
    if not plans:
        g.do(ro.end_stage, B)
        return
    g.do(ro.open_store_plans, B)
    for p, (what, n) in plans.items():
        g.do(ro.enter_store_plan, seat(p), what, n)
    g.do(ro.reveal_store_plans, B)
    while ro.next_planner(g.state):
        p = ro.next_planner(g.state)
        what, n = g.state.plans[p]
        if what == "build":
            g.afford(p, 100 * n)
        g.do(ro.carry_out_plan, B, p, expansion=n if what == "build" else 0)
    g.do(ro.end_stage, B)


def stage6(g: Game, turned=None) -> None:
    players = g.state.active_players()
    start(g, players)
    for p in g.state.play.order:
        c = g.company(p)
        product = ("radio", "television", "computer")[min(range(3), key=lambda i: c.cards[i])]
        if ro.in_deck(g.state, product):
            n = (turned or {}).get(p, 2)
            g.afford(p, 100 * n)
            g.do(ro.research, seat(p), p, product, n)
    g.do(ro.end_stage, B)


def stage3(g: Game, sales) -> None:
    start(g, [p for p, _, _ in sales])
    for p, company, n in sales:
        g.do(ro.sell_to_bank, seat(p), p, company, n)
    g.do(ro.end_stage, B)


GAME: Game


def play_whole_game() -> Game:
    """Play the script, asserting the rulebook's outcome at every turn; the finished table."""
    global GAME
    g = GAME = Game(new_table(PLAYERS, "Ann"), seed=20261129)
    g.do(ro.set_up, B, COMPANIES, rng=g.rng, chairman="Ann")
    s = g.state
    assert s.bank == -28_000 and all(c.cash == 7000 for c in s.companies)

    # Turn 1: every stage. Stage 4: open bids, a higher bid, and secret bids when nobody bids openly.
    stage1(g)
    stage2(g)
    stage3(g, [])
    def t1(company):
        if company == "Simcor":
            def act(lot):
                g.do(ro.bid, seat("Cy"), "Cy", g.market("Simcor"))
                higher = next(p for p in g.state.tables.price_index if p > g.market("Simcor"))
                g.do(ro.bid, seat("Bob"), "Bob", higher)
                g.do(ro.sell_lot, B)
            return act
        if company == "Pedrasca":
            def secret(lot):
                g.do(ro.call_secret_bids, B)
                top = g.market("Pedrasca") - 10
                for p, v in (("Ann", top - 100), ("Bob", None), ("Cy", None), ("Dee", top)):
                    g.do(ro.enter_secret_bid, seat(p), v)
                g.do(ro.reveal_secret_bids, B, rng=g.rng)
            return secret
        return buy("Ann")  # Camcon and Bermax
    stage4(g, t1)
    assert g.state.held("Dee", "Pedrasca") == 2 and g.state.held("Bob", "Simcor") == 2
    g.do(ro.end_stage, B)
    stage5(g, {"Ann": ("build", 2), "Dee": ("build", 1), "Cy": ("none", 0)})
    stage6(g)
    assert g.state.turn == 2

    # Turn 2: Dee sells back to the Bank; a Stock Call on a bid Cy cannot cover; a stock raid.
    stage1(g)
    stage2(g)
    stage3(g, [("Dee", "Pedrasca", 2)])
    assert g.state.returned("Pedrasca") == 2
    def t2(company):
        if company == "Camcon":
            def call(lot):
                g.do(ro.bid, seat("Ann"), "Ann", g.market("Camcon"))
                cy = g.cash("Cy")
                t = g.state.tables
                over = next(p for p in range(g.market("Camcon") + 1, 10_000) if t.is_open_bid_price(p) and 2 * p > cy)
                g.do(ro.bid, seat("Cy"), "Cy", over)  # two shares cost more than Cy has
                g.afford("Dee", 2 * over)  # a caller must be able to pay the bid (the app's reading)
                dee = g.cash("Dee")
                g.do(ro.stock_call, seat("Dee"), "Dee")
                assert g.cash("Dee") == dee - cy and g.cash("Cy") == cy and g.state.held("Dee", "Camcon") == 2
            return call
        if company == "Bermax":
            return buy("Ann")
        return None
    stage4(g, t2)
    g.refused(ro.raid, B, "Dee", "Pedrasca", match="cannot buy them back")
    g.do(ro.raid, seat("Bob"), "Bob", "Pedrasca")
    g.do(ro.bid, seat("Cy"), "Cy", next(p for p in g.state.tables.price_index if p > g.market("Pedrasca")))
    g.do(ro.sell_lot, B)
    assert g.state.held("Cy", "Pedrasca") == 2 and g.state.returned("Pedrasca") == 0
    g.do(ro.end_stage, B)
    stage5(g, {})
    stage6(g, turned={"Bob": 25})  # a long search: $2.5B (Stage 6: at most the other products left, then his)

    # Turn 3: a Stock Call the bidder covers; Ann's sixth Bermax share and the takeover.
    stage1(g)
    stage2(g)
    stage3(g, [])
    def t3(company):
        if company == "Pedrasca":
            def covered(lot):
                g.do(ro.bid, seat("Bob"), "Bob", g.market("Pedrasca"))
                g.do(ro.bid, seat("Ann"), "Ann", next(p for p in g.state.tables.price_index if p > g.market("Pedrasca")))
                g.afford("Ann", g.state.auction.lot.bids[-1].price * 2)
                g.do(ro.stock_call, seat("Bob"), "Bob")
                assert g.state.held("Ann", "Pedrasca") == 2
            return covered
        return buy("Ann") if company == "Bermax" else None
    stage4(g, t3)
    assert g.state.held("Ann", "Bermax") == 6
    dee_cash = g.cash("Dee")
    ann = g.cash("Ann")
    g.do(ro.take_over, B, "Ann", "Bermax")
    s = g.state
    assert s.company("Bermax").out == "takeover" and g.cash("Ann") == ann + dee_cash
    assert s.company_of("Ann").extra_roll and s.company_of("Ann").loan_cap == 10
    g.do(ro.end_stage, B)
    stage5(g, {})
    stage6(g, turned={"Bob": 25})

    # Turn 4: Bob's plan of ten Joint Stores is more than he can pay, even borrowing: bankrupt.
    stage1(g)
    stage2(g)
    stage3(g, [])
    stage4(g, lambda company: buy("Bob") if company == "Simcor" else None)  # $5B at Blue Chip
    g.do(ro.end_stage, B)
    start(g, ["Bob", "Cy"])
    g.do(ro.open_store_plans, B)
    g.do(ro.enter_store_plan, seat("Bob"), "build", 10)
    g.do(ro.enter_store_plan, seat("Cy"), "none", 0)
    g.do(ro.reveal_store_plans, B)
    g.afford("Bob", 10**9)
    while ro.next_planner(g.state) != "Bob":
        g.do(ro.carry_out_plan, B, ro.next_planner(g.state))
    assert g.cash("Bob") < 5000
    g.refused(ro.carry_out_plan, B, "Bob", joint=10, match="bankrupt")
    bank = g.state.bank
    bob = g.cash("Bob")
    g.do(ro.go_bankrupt, B, "Bob", "stores", joint=10)
    s = g.state
    assert s.bank == bank + bob and s.company("Camcon").out == "bankrupt" and s.holdings["Camcon"] == {}
    assert s.held("Bob", "Simcor") == 0 and s.returned("Simcor") >= 2
    while ro.next_planner(g.state):
        g.do(ro.carry_out_plan, B, ro.next_planner(g.state))
    g.do(ro.end_stage, B)
    # The Bank auctions his items one by one; what nobody buys leaves play.
    g.do(ro.sell_estate_item, B, "store", "Ann", 120)
    g.do(ro.sell_estate_item, B, "radio", "Cy", 60)
    for item, n in list(g.state.estate.items()):
        for _ in range(n):
            g.do(ro.sell_estate_item, B, item, None)
    assert g.state.estate == {}
    stage6(g)

    # Turns 5 to 12: Ann and Cy. The Bank's last shares go in turn 7, so the last turn is the twelfth.
    while not ro.is_over(g.state):
        turn = g.state.turn
        stage1(g)
        stage2(g)
        if turn == 5 and g.state.held("Ann", "Pedrasca"):
            stage3(g, [("Ann", "Pedrasca", 1)])
        else:
            stage3(g, [])

        def plan(company):
            left = 10 - g.state.bank_sold[company]
            others = [c.name for c in g.state.active() if c.name != company]
            last_of_all = all(g.state.bank_sold[o] == 10 for o in others) and left <= 2
            if turn < 7 and last_of_all:
                return None
            who = "Cy" if company == "Simcor" else "Ann"
            if company in g.company(who).sold:
                who = "Ann" if who == "Cy" else "Cy"
            return buy(who)
        stage4(g, plan)
        if turn == 7:
            assert g.state.last_turn == 12 and ro.turns_left(g.state) == 5
        if g.state.returned("Pedrasca") and "Pedrasca" not in g.company("Cy").sold:
            g.do(ro.raid, seat("Cy"), "Cy", "Pedrasca")
            g.afford("Cy", g.state.auction.lot.bids[-1].price * g.state.auction.lot.shares)
            g.do(ro.sell_lot, B)
        g.do(ro.end_stage, B)
        if ro.is_over(g.state):
            break
        stage5(g, {"Ann": ("build", 1)} if g.cash("Ann") > 3000 else {})
        stage6(g)

    s = g.state
    assert s.stage == GAME_OVER and s.turn == 12 and s.last_turn == 12
    assert all(s.bank_sold[c.name] == 10 for c in s.active())
    result = ro.final_score(s)
    assert {p.name for p in result.players} == {"Ann", "Cy"} and result.winners
    assert set(result.share_values) == {"Simcor", "Pedrasca"}
    print(f"{g.steps} steps; Cash Out: {[(p.name, p.cash_out, p.rank) for p in result.players]}")

    kinds = [e.kind for e in g.log.events]
    for kind, at_least in (("rollout.stock_called", 2), ("rollout.raid_announced", 2), ("rollout.taken_over", 1),
                           ("rollout.bankrupt", 1), ("rollout.borrowed", 3), ("rollout.repaid", 1),
                           ("rollout.shares_sold_to_bank", 2), ("rollout.plan_carried_out", 3),
                           ("rollout.researched", 12), ("rollout.estate_item_sold", 3), ("rollout.hex_checked", 2),
                           ("rollout.lot_unsold", 1), ("bids.revealed", 12 + 5)):
        assert kinds.count(kind) >= at_least, kind
    called = [e.data["covered"] for e in g.log.events if e.kind == "rollout.stock_called"]
    assert True in called and False in called
    assert max(c.gold_coast for c in s.active()) >= 1  # someone reached the Gold Coast

    # Replaying the stored events gives the live table.
    stored = Log(events=tuple(Event.model_validate(e.model_dump(mode="json")) for e in g.log.events))
    assert ro.state_of(stored) == s
    state = initial(stored)
    from calculators.core.log import active_actions
    for ev in active_actions(stored)[1:]:
        state = apply(state, ev)
    assert state == s
    # Every turn's closing prices are on the chart.
    history = ro.price_history(g.log)
    assert [t for t, _ in history["Simcor"]] == list(range(1, 13))
    assert BANK not in history
    return g


NAMES = tuple(f"{c}{'x' * 11}" for c in "ABCDEF")  # six players, 12-character names


COMPANY = dict(zip(NAMES, ["Simcor", "Camcon", "Pedrasca", "Bermax", "Razno", "Ibuki"]))


def late_game() -> Table:
    """Six players, every share of every company sold, loans out, big cash, stores and meters."""
    t = Table(new_table(NAMES, NAMES[1]))
    t.do(ro.set_up, B, COMPANY, rolls=[{p: i + 1 for i, p in enumerate(NAMES)}])
    for i, (p, c) in enumerate(COMPANY.items()):
        t.do(ro.correct_shares, B, c, BANK, NAMES[(i + 1) % 6], 4, reason="bought")
        t.do(ro.correct_shares, B, c, BANK, NAMES[(i + 2) % 6], 3, reason="bought")
        t.do(ro.correct_shares, B, c, BANK, p, 3, reason="bought")
        t.do(ro.borrow, B, p, 1 + i % 5)
        t.do(ro.correct, B, p, "cash", delta=12_345 + 3_001 * i, reason="profits")
        t.do(ro.correct, B, p, "stores", value=7 + i, reason="built")
        t.do(ro.correct, B, p, "gold_coast", value=i % 3, reason="reached")
        t.do(ro.correct, B, p, "price", value=10 + 4 * i, reason="traded")
        t.do(ro.correct, B, p, "sales", value=3 * i, reason="rolled")
    return t
