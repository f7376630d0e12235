"""What always holds at a Fortune table (`structure_errors` after every action, `invariant_errors` with
the board's supply as well):
- money accounted for: the Kasse is a signed account that paid out every starting capital, so
  the Kasse plus all players' cash is always 0 (Setup: the Kasse pays and collects all money);
- chips within the supply (Components: 24 of each production chip, 20 of each service chip, 24
  bonds, 6 shares, 36 loan cards; a finished product holds one of each production chip);
- one owner per share package; at most one running loan per bank per player (Loans); at most
  5 bonds per player (Bonds); no counts and no cash below zero; a bankrupt player holds nothing.
"""
from __future__ import annotations

from calculators.core.boards import Board
from calculators.fortune.state import COUNTS, FortuneState
from calculators.fortune.tables import BANKS, CHIPS, HOUSE_RULES, MAX_BONDS, PLAYER_COMPANIES, PRODUCTION
from calculators.fortune.texts import Count, broken


def structure_errors(state: FortuneState) -> list[str]:
    """The invariants that need no board: money, owners, loans, bonds, companies, the bankrupt."""
    errors = []
    if state.kasse + sum(s.cash for s in state.sheets) != 0:
        errors.append(broken("inv.money"))
    if len({h.company for h in state.shares}) != len(state.shares):
        errors.append(broken("inv.two_owners"))
    for s in state.sheets:
        if s.cash < 0 or any(getattr(s, c) < 0 for c in COUNTS):
            errors.append(broken("inv.less", player=s.name))
        if s.bonds > MAX_BONDS:
            errors.append(broken("inv.bonds", player=s.name, most=MAX_BONDS))
        if len({ln.bank for ln in s.loans}) != len(s.loans) or any(ln.bank not in BANKS for ln in s.loans):
            errors.append(broken("inv.two_loans", player=s.name))
        if s.company not in PLAYER_COMPANIES:
            errors.append(broken("inv.no_company", player=s.name))
        if s.bankrupt and (s.cash or s.loans or state.owned_by(s.name) or any(getattr(s, c) for c in COUNTS)):
            errors.append(broken("inv.bankrupt", player=s.name))
    if len({s.company for s in state.sheets}) != len(state.sheets):
        errors.append(broken("inv.one_company"))
    if tuple(s.name for s in state.sheets) not in ((), state.players):
        errors.append(broken("inv.sheets"))
    if state.house_rules != tuple(r for r in HOUSE_RULES if r in state.house_rules):
        errors.append(broken("inv.house_rules"))
    if state.due is not None and state.due.company is not None and (
            state.holding(state.due.company) is None or state.holding(state.due.company).owner == state.due.debtor):
        errors.append(broken("inv.oka"))
    owners = {s.name for s in state.sheets}
    if any(h.owner not in owners for h in state.shares):
        errors.append(broken("inv.no_owner"))
    return errors


def invariant_errors(state: FortuneState, board: Board) -> list[str]:
    """Every broken invariant (see the module docstring); [] when all hold."""
    errors = structure_errors(state)
    supply = board.value("supply")
    for kind in CHIPS + ("bonds",):
        used = sum(getattr(s, kind) + (s.products if kind in PRODUCTION else 0) for s in state.sheets)
        if used > supply[kind]:
            errors.append(broken("inv.supply", used=Count(used, kind), supply=supply[kind]))
    if len(state.shares) > supply["shares"]:
        errors.append(broken("inv.packages"))
    if sum(len(s.loans) for s in state.sheets) > supply["loan_cards"]:
        errors.append(broken("inv.loan_cards"))
    return errors
