"""The one place Owner's Choice money and stocks move: between the Bank, the Fund and the players."""
from __future__ import annotations

from calculators.core.ledger import Overdrawn, move
from calculators.owners_choice.state import OCState, Player

BANK = "bank"
FUND = "fund"


def _balance(state: OCState, account: str) -> int:
    if account == BANK:
        return state.bank
    if account == FUND:
        return state.fund
    return state.player(account).cash


def _with_balance(state: OCState, account: str, amount: int) -> OCState:
    if account == BANK:
        return state.model_copy(update={"bank": amount})
    if account == FUND:
        return state.model_copy(update={"fund": amount})
    return replace_player(state, state.player(account).model_copy(update={"cash": amount}))


def replace_player(state: OCState, player: Player) -> OCState:
    """The state with one player's record replaced."""
    players = tuple(player if p.name == player.name else p for p in state.players)
    return state.model_copy(update={"players": players})


def transfer(state: OCState, payer: str, payee: str, amount: int) -> OCState:
    """Move `amount` (>= 0) from one account to another; only the Bank may go below $0 (it is unlimited)."""
    if amount < 0:
        raise ValueError("a transfer moves a positive amount")
    if amount == 0 or payer == payee:
        return state
    try:  # the one money mover (calculators.core.ledger); only the Bank may go below $0
        after = move({payer: _balance(state, payer), payee: _balance(state, payee)}, payer, payee, amount,
                     unlimited=(BANK,))
    except Overdrawn:
        raise ValueError(f"{payer} cannot pay ${amount}") from None
    state = _with_balance(state, payer, after[payer])
    return _with_balance(state, payee, after[payee])


def set_stocks(state: OCState, name: str, company: str, count: int) -> OCState:
    """One player's holding of one company becomes `count` (the rest is with the Stock Company)."""
    if count < 0:
        raise ValueError("a holding cannot be negative")
    p = state.player(name)
    return replace_player(state, p.model_copy(update={"stocks": {**p.stocks, company: count}}))
