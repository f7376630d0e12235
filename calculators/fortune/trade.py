"""The first way: chips bought from the Kasse, finished products assembled and sold; insurance claims."""
from __future__ import annotations

from typing import Any

from calculators.core.boards import Board
from calculators.core.log import Event, Log
from calculators.core.model import RuleError
from calculators.fortune.checks import (
    afford, buy_pay, commit, context, in_supply, require_banker, require_no_due, require_play, sale_pay,
    sheet_of, standing_on, supply_left, typed_or, whole,
)
from calculators.fortune.state import FortuneState
from calculators.fortune.tables import CHIP_COMPANY, CHIPS, KASSE, PRODUCTION, SALE_COUNT
from calculators.fortune.texts import Count, Term, Terms, refuse

Result = tuple[Log, Event]


def buy_chips(log: Log, actor: str, player: str, chip: str, n: int, unit_price: int | None = None) -> Result:
    """Buy `n` chips from the Kasse on their space: factory (ETERNIT), energy (Deutsche BP) and
    personnel (MANPOWER) at the space's unit price (or one typed in); consulting (PA Management) and
    advertising (J. Walter Thompson) at 10.000 DM; insurance (Rheinland) at 6.000 DM."""
    require_banker(actor)
    state, board = context(log)
    require_play(state)
    require_no_due(state)
    s = sheet_of(state, player)
    if chip not in CHIPS:
        raise refuse("chip_kind", field="chip", chip=str(chip))
    space = standing_on(state, board, player, (chip,), f"space.{chip}")
    try:
        n = whole(n, "n", 1, 63)
    except RuleError:  # said with the Kasse's bounds: at most what it still holds (a walk typed 0 and read "from 1
        # to 63" with 24 factory chips in the box); a count within them but over the supply is refused below, so
        whole(n, "n", 1, max(1, min(63, supply_left(state, board, chip))))
        raise
    if chip in PRODUCTION:
        unit = typed_or(unit_price, board.value("chip_prices")[chip][space.n - 1], "unit_price")
    elif unit_price is not None:
        raise refuse("price_printed", field="unit_price", what=Term(f"chip.{chip}"))
    else:
        unit = board.value("service_prices")[chip]
    in_supply(state, board, chip, n)
    pays = buy_pay(state, board, player, CHIP_COMPANY[chip], n, unit)
    afford(s, sum(p[2] for p in pays), f"chip.{chip}", "n")  # so many chips cost more than the player has
    data = {"player": player, "chip": chip, "n": n, "unit_price": unit, "counts": {chip: n}, "pay": pays}
    return commit(log, state, board, "chips_bought", actor, data, player)


def assemble(log: Log, actor: str, player: str, n: int = 1) -> Result:
    """The First Way: one factory, one energy and one personnel chip make one finished product."""
    require_banker(actor)
    state, board = context(log)
    require_play(state)
    s = sheet_of(state, player)
    n = whole(n, "n", 1, 63)
    short = [k for k in PRODUCTION if getattr(s, k) < n]
    if short:
        raise refuse("assemble_short", field="n", player=player, products=Count(n, "products"), what=Terms(f"chip.{k}" for k in short))
    data = {"player": player, "n": n, "counts": {"factory": -n, "energy": -n, "personnel": -n, "products": n}}
    return commit(log, state, board, "assembled", actor, data, player)


def _sale_here(state: FortuneState, board: Board, player: str) -> tuple[Any, int, int]:
    """The sale `player`'s landing offers: the sales space, how many products it takes, its printed price each;
    the rules' refusal when none is open (not on a sales space, sold already on this landing, too few products)."""
    space = standing_on(state, board, player, tuple(SALE_COUNT), "space.sales")
    if state.sold:
        raise refuse("sold_already", player=player)
    n = SALE_COUNT[space.kind]
    if state.sheet(player).products < n:
        raise refuse("sale_needs", player=player, products=Count(n, "products"), have=state.sheet(player).products,
                     company=space.company)
    return space, n, board.value("sale_prices")[space.kind][space.n - 1]


def products_sale_open(state: FortuneState, board: Board, player: str) -> int:
    """What selling finished products on the sales space `player` landed on brings him now (0: no such sale open):
    a debtor who can pay with it is not bankrupt (End of the Game: "A player who can no longer meet his payment
    obligations is eliminated"; an audit's Bob, 5,000 DM short of an ÖKA fee, was put out with 68,000 DM of sale
    on the space he stood on)."""
    try:
        space, n, unit = _sale_here(state, board, player)
    except RuleError:
        return 0
    return sum(p[2] for p in sale_pay(state, board, player, space.kind, n, unit) if p[1] == player)


def sell_products(log: Log, actor: str, player: str, price_each: int | None = None) -> Result:
    """Sales area: exactly 1 (Kaufring), 2 (OTTO Versand) or 3 (REWE) finished products at once, at the
    space's price per product (or one typed in), once per landing; the premium is part of it (`sale_pay`)."""
    require_banker(actor)
    state, board = context(log)
    require_play(state)
    if state.due is not None and state.due.debtor != player:  # the debtor's sale on his landing is how he pays
        require_no_due(state)
    sheet_of(state, player)
    space, n, printed = _sale_here(state, board, player)
    unit = typed_or(price_each, printed, "price_each")
    data = {"player": player, "company": space.kind, "n": n, "price_each": unit, "counts": {"products": -n},
            "sale": True, "pay": sale_pay(state, board, player, space.kind, n, unit)}
    return commit(log, state, board, "products_sold", actor, data, player)


def claim_insurance(log: Log, actor: str, player: str) -> Result:
    """Insurance: after an explosion or a fire, hand one insurance chip to the Kasse for 15.000 DM per factory
    chip held when the explosion hit ("per factory you own"; the house rule: per chip lost), or 30.000 DM for the
    finished product. The claim is worked out on landing (`turns.land`)."""
    require_banker(actor)
    state, board = context(log)
    require_play(state)
    s = sheet_of(state, player)
    if state.current != player or not state.landed or state.claim == 0:
        raise refuse("no_claim", player=player)
    if s.insurance < 1:
        raise refuse("no_chip", field="player", player=player, what=Term("chip.insurance"))
    data = {"player": player, "amount": state.claim, "counts": {"insurance": -1}, "claimed": True,
            "pay": [[KASSE, player, state.claim]]}
    return commit(log, state, board, "insurance_claimed", actor, data, player)
