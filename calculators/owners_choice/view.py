"""What each viewer may see of an Owner's Choice table, and the price series for the chart.

Setup 7: "Your money should remain hidden throughout the game." A seat sees only its own cash
(a banker who also plays is viewed as their seat); stocks, prices, Presidents and the Fund are
public (Q&A 5). The Bank's balance is never part of a seat's view: it would give the others' cash
away. A banker who does not play (viewer None) sees everything. At the end every player's
final money is shown, since the winner is decided by it (Game End).

The bank phone passed around the table (`passed`: the players without a phone of their own, each handed it for their
turn) is in the hands of the player the table waits for (`OCState.due`) when that is one of them: it shows that
player's money and nobody else's — not the banker's own, and not the Bank's balance — so each player learns their own
money and no other. While the table waits for a player with a phone of their own, it stays the banker's.
"""
from __future__ import annotations

from collections.abc import Collection

from calculators.core.model import Frozen
from calculators.core.table import TableSetup
from calculators.owners_choice.rules import die_fee, move_range
from calculators.owners_choice.scoring import standings, winners
from calculators.owners_choice.state import OCState, Pending
from calculators.owners_choice.tables import COMPANIES


class PlayerView(Frozen):
    """A seat as the viewer sees it: cash is None when hidden from them."""

    name: str
    cash: int | None
    stocks: dict[str, int]
    in_game: bool
    dice: tuple[str, ...]


class OCView(Frozen):
    """The table as one viewer may see it; `bank` is None for every seat."""

    viewer: str | None  # whose hidden money this view holds: a seat, or None (all of it)
    passed: bool = False  # the bank phone passed around the table, now in the hands of `viewer`
    due: str | None = None  # the player the table waits for (a decision, the pre-game purchase, the turn)
    phase: str
    players: tuple[PlayerView, ...]
    fund: int
    bank: int | None
    prices: dict[str, int]
    positions: dict[str, int]
    dividends: dict[str, int]
    die_fees: dict[str, int]
    presidents: dict[str, str | None]
    stocks_left: dict[str, int]
    start_player: str | None
    current: str | None
    turn: int
    traded: bool
    moved: bool
    move_range: tuple[int, int]
    pending: Pending | None
    may_leave: tuple[str, ...]
    price_history: dict[str, tuple[int, ...]]
    overshoot: str
    standings: tuple[tuple[str, int, int], ...]
    winners: tuple[str, ...]


def banker_viewer(setup: TableSetup) -> str | None:
    """The viewer for the banker's screen: their own seat when they play, else None (sees everything)."""
    return setup.banker if setup.banker_plays else None


def price_series(state: OCState) -> dict[str, tuple[int, ...]]:
    """Each company's price at the start and after every turn (the price chart over the turns)."""
    return {c: tuple(state.tables.price(row[c]) for row in state.history) for c in COMPANIES}


def view_for(state: OCState, viewer: str | None, passed: Collection[str] = ()) -> OCView:
    """The state as `viewer` (a seat name, or None for a banker who does not play) may see it; `passed`: the players
    the bank phone of `viewer` is passed to (those without a phone of their own): while the table waits for one of
    them (`OCState.due`) it sees as that player (Setup 7: "Your money should remain hidden")."""
    over = state.phase == "over"
    handed = state.due is not None and state.due in passed
    if handed:
        viewer = state.due
    players = tuple(
        PlayerView(name=p.name, cash=p.cash if (viewer is None or viewer == p.name or over) else None,
                   stocks=dict(p.stocks), in_game=p.in_game,
                   dice=tuple(c for c in COMPANIES if state.presidents[c] == p.name))
        for p in state.players
    )
    return OCView(
        viewer=viewer, passed=handed, due=state.due, phase=state.phase, players=players,
        fund=state.fund, bank=state.bank if viewer is None else None,
        prices=state.prices, positions=dict(state.positions),
        dividends={c: state.tables.dividend(state.positions[c]) for c in COMPANIES},
        die_fees={c: die_fee(state, c) for c in COMPANIES}, presidents=dict(state.presidents),
        stocks_left={c: state.tables.stock_supply[c] - state.held(c) for c in COMPANIES},
        start_player=state.start_player, current=state.current, turn=state.turn, traded=state.traded,
        moved=state.moved, move_range=move_range(state), pending=state.pending, may_leave=state.may_leave,
        price_history=price_series(state), overshoot=state.overshoot,
        standings=standings(state) if over else (), winners=winners(state),
    )
