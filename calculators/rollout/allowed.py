"""What a Rollout seat (or the banker) may do now: the Stage 4 open bid (the legal bids of the ladder and who
may make them), borrowing (the most that may still be borrowed) — and why not; and the setup roll-off
(who rolls next, who chooses first, the order of choice) from the dice rolled so far.

Cash stays hidden (Setting Up, the default): nothing here depends on another company's cash. The commands
(`auction.py`, `loans.py`, `setup.py`) refuse the same; `tests/calculators/test_rollout_allowed.py` holds
the two to each other.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence

from calculators.core.actors import is_banker, may_act_for
from calculators.core.allowed import YES, Allowed, Choice, acting_for, actor_of, no, say
from calculators.core.log import Log
from calculators.core.model import Frozen, RuleError
from calculators.rollout.fold import state_of
from calculators.rollout.ledger import market, money
from calculators.rollout.order_of_play import may_play
from calculators.rollout.setup import choice_order, first_chooser
from calculators.rollout.state import GAME_OVER, SETUP, RolloutState
from calculators.rollout.takeover import CONTROL

GAME = "rollout"

EN = {
    "no_lot": "No shares are on offer now.",
    "secret": "Nobody bid openly; the secret bids are being written.",
    "top": "{player} already has the highest bid.",
    "sold": "{player} sold {company} shares this turn and cannot buy them back (Stage 4, Note).",
    "not_playing": "{player} is not playing Stage 4.",
    "who": "Only {player} (or the banker) can bid for {player}.",
    "no_bidder": "No one here may bid on these shares now.",
    "loan_when": "Loans are taken during the game (Borrowing Money).",
    "loan_cap": "{player} has borrowed {cap}, the most (Borrowing Money).",
    "loan_who": "Only {player} (or the banker) can borrow for their company.",
    "no_stage5": "Stores are built and sold in Stage 5, once its players are known.",
    "missed": "No dividends paid this turn: {player} may sell Stores, not build (Missed Dividends).",
    "only_banker": "Only the banker can record a takeover.",
    "no_takeover": "Nobody holds six shares of an opponent's company.",
}
DE = {
    "no_lot": "Gerade werden keine Aktien angeboten.",
    "secret": "Niemand hat offen geboten; die verdeckten Gebote werden gerade notiert.",
    "top": "{player} hat schon das höchste Gebot.",
    "sold": "{player} hat in dieser Runde {company}-Aktien verkauft und kann sie nicht zurückkaufen "
            "(Phase 4, Hinweis).",
    "not_playing": "{player} spielt Phase 4 nicht mit.",
    "who": "Für {player} bietet nur {player} selbst (oder die Bank).",
    "no_bidder": "Niemand hier darf jetzt auf diese Aktien bieten.",
    "loan_when": "Kredite gibt es während des Spiels (Geld leihen).",
    "loan_cap": "{player} hat {cap} geliehen, das Höchste (Geld leihen).",
    "loan_who": "Für die Firma von {player} leiht nur {player} selbst (oder die Bank).",
    "no_stage5": "Läden werden in Phase 5 gebaut und verkauft, sobald ihre Spieler feststehen.",
    "missed": "In dieser Runde keine Dividende gezahlt: {player} darf Läden verkaufen, nicht bauen "
              "(Ausgelassene Dividende).",
    "only_banker": "Eine Übernahme trägt nur die Bank ein.",
    "no_takeover": "Niemand hält sechs Aktien einer fremden Firma.",
}
WORDS = {"en": EN, "de": DE}
LADDER = 4  # how many of the next legal bids the screen offers as buttons (any higher legal bid may be typed)


class RollOff(Frozen):
    """Choose a Company, from the dice so far: who rolls next (None when decided), the first chooser, the order."""

    rolling: tuple[str, ...] | None = None
    first: str | None = None
    order: tuple[str, ...] = ()
    tie: bool = False  # the last round tied for the highest die

    def choosing(self, picks: Mapping[str, str]) -> str | None:
        """Who chooses a Company now, given the picks so far: "The player with the highest number has first choice
        … Continue clockwise until each player has selected a Company" — the first in the order without one (None
        while the dice are still rolling, or once everyone has chosen)."""
        return next((p for p in self.order if not picks.get(p)), None)


class RolloutAllowed(Allowed):
    """Rollout: "bid" (an open bid on the lot under the hammer) and "borrow", with their bounds."""

    bids: tuple[int, ...] = ()  # the next legal bids per share (How to Bid for the Shares)
    bidders: tuple[str, ...] = ()  # the players this asker may bid for now
    bidder_why: dict[str, str] = {}  # a Stage 4 player this asker may not bid for now: why not
    borrow_most: dict[str, int] = {}  # $1 billion loans each player this asker acts for may still take
    borrow_why: dict[str, str] = {}  # for each of those at the limit: why not
    stores_build_most: dict[str, int] = {}  # Stage 5: the most Stores each may build this turn (0: none)
    stores_sell_most: dict[str, int] = {}  # Stage 5: the most Stores each may sell (the Stores owned)
    stores_why: dict[str, str] = {}  # a Stage 5 player who may not build: why not
    takeovers: tuple[tuple[str, str], ...] = ()  # (taker, company) the banker may record now (Takeovers)
    stage_players: tuple[str, ...] = ()  # Stages 3 to 6, before the Chairman's die: who may be asked to play


def roll_off(players: Sequence[str], rounds: Sequence[Mapping[str, int]]) -> RollOff:
    """Choose a Company: "Each player now rolls a die. The player with the highest number has first choice"
    — tied highest roll again (interpretation), each round naming only them; then clockwise. RuleError for
    a face that is not 1 to 6 or a round of the wrong players."""
    if not rounds:
        return RollOff(rolling=tuple(players))
    try:
        first = first_chooser(players, rounds)
    except RuleError as err:
        if err.field != "rolls":
            raise  # a face that is not 1 to 6, or a round naming other players than those rolling
        rolling = list(players)
        for rnd in rounds:
            top = max(rnd.values())
            rolling = [p for p in rolling if rnd.get(p) == top]
        if len(rolling) < 2:
            raise  # the rolls went on after the highest die was decided
        return RollOff(rolling=tuple(rolling), tie=True)
    return RollOff(first=first, order=choice_order(players, first))


def next_bids(state: RolloutState, n: int = LADDER) -> tuple[int, ...]:
    """Open Bid: the first bid is the market price; then "players may only bid prices appearing on the Price
    Index", and above $2.5 billion "in $100 million increments" — the next `n` legal bids."""
    a = state.auction
    if a is None or a.lot is None:
        return ()
    lot, t = a.lot, state.tables
    if not lot.bids:
        return (market(state, lot.company),)
    top = lot.bids[-1].price
    above = [p for p in t.price_index if p > top][:n]
    start = max(top, t.blue_chip)
    above += [start + t.open_bid_step_above_blue_chip * i for i in range(1, n + 1 - len(above))]
    return tuple(above)


def _bid(state: RolloutState, actor: str, w) -> tuple[Choice, tuple[str, ...], dict[str, str]]:
    a = state.auction
    if state.stage != 4 or a is None or a.lot is None:
        return no(w("no_lot")), (), {}
    lot = a.lot
    if lot.secret_round is not None:
        return no(w("secret")), (), {}
    players = state.play.order if state.play else ()
    top = lot.bids[-1].player if lot.bids else None
    ok, why = [], {}
    for p in players:
        if not may_act_for(actor, p):
            why[p] = w("who", player=p)
        elif p == top:
            why[p] = w("top", player=p)
        elif lot.company in state.company_of(p).sold:
            why[p] = w("sold", player=p, company=lot.company)
        else:
            ok.append(p)
    return (YES if ok else no(w("no_bidder"))), tuple(ok), why


def _borrow(state: RolloutState, actor: str, w) -> tuple[Choice, dict[str, int]]:
    if state.stage in (SETUP, GAME_OVER):
        return no(w("loan_when")), {}
    most = {}
    for c in state.active():
        if may_act_for(actor, c.ceo):
            most[c.ceo] = max(c.loan_cap - c.loans, 0)
    if not most:
        return no(w("loan_who", player=", ".join(c.ceo for c in state.active()))), {}
    if not any(most.values()):
        c = state.active()[0] if len(most) > 1 else state.company_of(next(iter(most)))
        return no(w("loan_cap", player=c.ceo, cap=money(c.loan_cap * 1000))), most
    return YES, most


def _stores(state: RolloutState, actor: str, w) -> tuple[Choice, dict[str, int], dict[str, int], dict[str, str]]:
    # Stage 5: "Up to 10 Stores may be built on each turn"; Missed Dividends: "he cannot build any Stores,
    # although he is still allowed to sell them". A plan is each player's own (written on their own phone).
    if state.stage != 5 or state.play is None or state.plans is not None:
        # Once the plans are revealed nobody plans any more: each is carried out as written ("he can't do both"; a
        # walk's player read "Your plan: build 1 to 10 Stores" after her plan had been carried out).
        return no(w("no_stage5")), {}, {}, {}
    build, sell, why = {}, {}, {}
    for p in state.play.order:
        if not may_act_for(actor, p):
            continue
        c = state.company_of(p)
        build[p] = 0 if c.skipped_dividends else state.tables.max_stores_built
        sell[p] = c.stores
        if c.skipped_dividends:
            why[p] = w("missed", player=p)
    return (YES if build or sell else no(w("no_stage5"))), build, sell, why


def takeovers(state: RolloutState) -> tuple[tuple[str, str], ...]:
    """Takeovers: "a player holding six shares of an opponent's company" may take it over — (taker, company)."""
    if state.stage in (SETUP, GAME_OVER):
        return ()
    return tuple((p, co.name) for p in state.active_players() for co in state.active()
                 if co.ceo != p and state.held(p, co.name) >= CONTROL)


def bankrupt_for_interest(state: RolloutState) -> tuple[str, ...]:
    """Bankruptcy: "When a player cannot make his loan payment, he is Bankrupt" — the players yet to pay Stage 1 who
    cannot pay the interest even borrowing to the limit (`go_bankrupt(..., "interest")` accepts exactly these)."""
    from calculators.rollout.stage1_pay import preview_stage1

    if state.stage != 1:
        return ()
    return tuple(p for p in state.active_players() if not state.company_of(p).paid
                 and not preview_stage1(state, p, 0, True).interest_payable)


def _take_over(state: RolloutState, actor: str, w) -> tuple[Choice, tuple[tuple[str, str], ...]]:
    if not is_banker(actor):
        return no(w("only_banker")), ()
    able = takeovers(state)
    return (YES if able else no(w("no_takeover"))), able


def _stage_players(state) -> tuple[str, ...]:
    """Who the Chairman may ask to play the stage about to start (Missed Dividends: nobody who skipped them in
    Stage 4); empty once the stage has started, or outside Stages 3 to 6."""
    if state.stage not in (3, 4, 5, 6) or state.play is not None:
        return ()
    return tuple(p for p in state.active_players() if may_play(state, p))


def allowed(log: Log, who: str | None, lang: str = "en") -> RolloutAllowed:
    """What `who` (a player's own phone; None: the banker) may do now, and why not."""
    state = state_of(log)
    actor = actor_of(who)

    def w(key: str, **kw: object) -> str:
        return say(WORDS, key, lang, **kw)

    bid, bidders, why = _bid(state, actor, w)
    borrow, most = _borrow(state, actor, w)
    at_limit = {p: w("loan_cap", player=p, cap=money(state.company_of(p).loan_cap * 1000))
                for p, n in most.items() if n == 0}
    stores, build, sell, stores_why = _stores(state, actor, w)
    take, able = _take_over(state, actor, w)
    return RolloutAllowed(game=GAME, who=who, lang=lang,
                          actions={"bid": bid, "borrow": borrow, "stores": stores, "take_over": take}, takeovers=able,
                          stores_build_most=build, stores_sell_most=sell, stores_why=stores_why,
                          acts_for=acting_for(who, state.active_players()),
                          bids=next_bids(state) if bid.ok else (), bidders=bidders, bidder_why=why,
                          borrow_most=most, borrow_why=at_limit, stage_players=_stage_players(state))
