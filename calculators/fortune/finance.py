"""The second way and the service sector's banks: loans, bonds, share packages, sales when money is urgent."""
from __future__ import annotations

from collections.abc import Sequence

from calculators.core.boards import Board
from calculators.core.log import Event, Log
from calculators.core.model import RuleError
from calculators.fortune.checks import (
    afford, commit, company_name, context, in_supply, require_banker, require_no_due, require_play, sheet_of,
    money, standing_on, whole,
)
from calculators.fortune.state import FortuneState, Holding
from calculators.fortune.tables import BANKS, KASSE, MAX_BONDS, parse_space
from calculators.fortune.texts import DM, Count, refuse

Result = tuple[Log, Event]


def payout_over(loan: int) -> RuleError:
    """Loans: "loans of 50,000 DM at the payout rate": the refusal of a payout above the loan (raise it)."""
    return refuse("payout_too_high", field="payout", amount=DM(loan))


def take_loan(log: Log, actor: str, player: str, payout: int | None = None, interest: int | None = None) -> Result:
    """Loans: 50.000 DM on a bank space at its payout rate (the amount paid out; or typed in), one running
    loan per bank and player; the space's interest is due when the loan is repaid."""
    require_banker(actor)
    state, board = context(log)
    require_play(state)
    require_no_due(state)
    s = sheet_of(state, player)
    space = standing_on(state, board, player, BANKS, "space.bank")
    if s.loan(space.kind) is not None:
        raise refuse("loan_running", player=player, bank=company_name(space.kind))
    if sum(len(x.loans) for x in state.sheets) >= board.value("supply")["loan_cards"]:
        raise refuse("no_loan_cards")
    terms = board.value("loan_terms")[space.kind][space.n - 1]
    loan = board.value("loan_amount")
    if isinstance(payout, int) and not isinstance(payout, bool) and payout > loan:
        raise payout_over(loan)
    # What is paid out is at most the loan: a bad entry names that bound, not the app's 10,000,000 DM (a walk).
    paid = terms["payout"] if payout is None else money(payout, "payout", 1, loan)
    due = terms["interest"] if interest is None else money(interest, "interest", 0)
    data = {"player": player, "bank": space.kind, "space_n": space.n, "payout": paid, "interest": due,
            "pay": [[KASSE, player, paid]]}
    return commit(log, state, board, "loan_taken", actor, data, player)


def buy_bonds(log: Log, actor: str, player: str, n: int) -> Result:
    """Bonds: on Deutsche BP's finance spaces, 10.000 DM each, at most 5 — not again in the round of a return."""
    require_banker(actor)
    state, board = context(log)
    require_play(state)
    require_no_due(state)
    s = sheet_of(state, player)
    standing_on(state, board, player, ("bonds",), "space.bonds")
    if s.bonds_blocked:
        raise refuse("bonds_blocked", player=player)
    n = whole(n, "n", 1, MAX_BONDS)
    most = board.value("bond_terms")["max"]
    if s.bonds + n > most:
        if s.bonds >= most:
            raise refuse("bonds_full", field="n", player=player, have=Count(s.bonds, "bonds"), most=most)
        raise refuse("bonds_max", field="n", player=player, have=Count(s.bonds, "bonds"), most=most,
                     left=Count(most - s.bonds, "bonds"))
    in_supply(state, board, "bonds", n)
    price = board.value("bond_terms")["price"] * n
    afford(s, price, "chip.bonds")
    data = {"player": player, "n": n, "counts": {"bonds": n}, "pay": [[player, KASSE, price]]}
    return commit(log, state, board, "bonds_bought", actor, data, player)


def buy_shares(log: Log, actor: str, player: str) -> Result:
    """Shares: on the company's finance space, the whole package at its printed price (no partial purchase)."""
    require_banker(actor)
    state, board = context(log)
    require_play(state)
    require_no_due(state)
    s = sheet_of(state, player)
    space = standing_on(state, board, player, ("shares",), "space.shares")
    held = state.holding(space.company)
    if held is not None:
        raise refuse("shares_owned", company=company_name(space.company), owner=held.owner)
    price = board.value("share_prices")[space.company]
    afford(s, price, "chip.shares")
    data = {"player": player, "company": space.company, "price": price,
            "acquired": [[space.company, player, price]], "pay": [[player, KASSE, price]]}
    return commit(log, state, board, "shares_bought", actor, data, player)


def sell_shares_back(log: Log, actor: str, player: str) -> Result:
    """More About Shares: standing again on a space of his company, the holder sells the package to the
    Kasse for 120 % of the purchase price — also while a forced payment of his own waits: the sale is how he
    raises it ("Alternatively, if you urgently need money … only 60%")."""
    require_banker(actor)
    state, board = context(log)
    require_play(state)
    if state.due is not None and state.due.debtor != player:
        require_no_due(state)
    sheet_of(state, player)
    held = _package_stood_on(state, board, player)
    amount = sell_back_price(held, board)
    data = {"player": player, "company": held.company, "released": [held.company],
            "pay": [[KASSE, player, amount]]}
    return commit(log, state, board, "shares_sold_back", actor, data, player)


def _package_stood_on(state: FortuneState, board: Board, player: str) -> Holding:
    """The player's own share package whose space he stands on again (refused otherwise)."""
    if state.current != player or not state.landed:
        raise refuse("not_your_landing", field="player", player=player)
    company = parse_space(state.sheet(player).space, board).company
    held = state.holding(company) if company else None
    if held is None or held.owner != player:
        raise refuse("not_on_own_company", player=player)
    if held.since >= state.landing:
        raise refuse("sell_back_later", player=player)
    return held


def sell_back_price(held: Holding, board: Board) -> int:
    """More About Shares: 120 % of the purchase price (the package's printed price; interpretation)."""
    return held.price * board.value("percentages")["sell_back"] // 100


def sell_back_open(state: FortuneState, board: Board, player: str) -> Holding | None:
    """The package `player` may sell at 120 % right now (standing again on its space), if any."""
    try:
        return _package_stood_on(state, board, player)
    except RuleError:
        return None


def raisable(state: FortuneState, board: Board, player: str) -> int:
    """What `player` can raise by selling: the package he stands on at 120 %, every other package and his
    bonds at 60 % (More About Shares), and the finished products the sales space he landed on buys."""
    from calculators.fortune.trade import products_sale_open  # on use: trade's checks import nothing of this

    pct = board.value("percentages")["urgent_sale"]
    back = sell_back_open(state, board, player)
    extra = sell_back_price(back, board) - back.price * pct // 100 if back is not None else 0
    return urgent_value(state, board, player) + extra + products_sale_open(state, board, player)


def due_payable_now(state: FortuneState) -> bool:
    """The open forced payment's debtor holds its sum in cash (paying is the step; else selling comes first)."""
    return state.due is not None and state.sheet(state.due.debtor).cash >= state.due.total


def due_within_reach(state: FortuneState, board: Board) -> bool:
    """Cash and every sale open to the debtor (`raisable`) cover the open forced payment; else he is bankrupt."""
    debtor = state.due.debtor
    return state.sheet(debtor).cash + raisable(state, board, debtor) >= state.due.total


def urgent_value(state: FortuneState, board: Board, player: str) -> int:
    """What selling every share package and bond at 60 % would bring (More About Shares)."""
    pct = board.value("percentages")["urgent_sale"]
    s = state.sheet(player)
    worth = sum(h.price for h in state.owned_by(player)) + board.value("bond_terms")["price"] * s.bonds
    return worth * pct // 100


def urgent_sale_pays(state: FortuneState, board: Board, companies: Sequence[str], bonds: int) -> int:
    """What the Kasse pays for these share packages and bonds sold urgently: 60 % of their value (More About Shares)."""
    worth = sum(state.holding(c).price for c in companies) + board.value("bond_terms")["price"] * bonds
    return worth * board.value("percentages")["urgent_sale"] // 100


def sell_urgently(log: Log, actor: str, player: str, companies: Sequence[str] = (), bonds: int = 0) -> Result:
    """More About Shares: at any time between rolls, shares and bonds go to the Kasse for 60 % of their value."""
    require_banker(actor)
    state, board = context(log)
    require_play(state)
    s = sheet_of(state, player)
    if isinstance(companies, str):
        companies = [companies]
    companies = list(dict.fromkeys(companies))
    for c in companies:
        held = state.holding(c)
        if held is None or held.owner != player:
            raise refuse("not_holder", field="companies", player=player, company=company_name(str(c)))
        if state.due is not None and state.due.company == c:  # sold by the ÖKA, waiting for its price
            raise refuse("oka_package_owed", field="companies", company=company_name(c), player=state.due.debtor)
    bonds = whole(bonds, "bonds", 0, s.bonds)
    if not companies and not bonds:
        raise refuse("sell_nothing", field="companies")
    data = {"player": player, "companies": companies, "bonds": bonds, "released": companies,
            "counts": {"bonds": -bonds}, "pay": [[KASSE, player, urgent_sale_pays(state, board, companies, bonds)]]}
    return commit(log, state, board, "urgent_sale", actor, data, player)
