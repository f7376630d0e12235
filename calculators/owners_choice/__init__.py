"""Owner's Choice rules core: the Bank, the Stock Company, the Fund, Presidents and the three kinds of dice.

Commands (each `verb(log, actor, ...) -> (Log, Event)`, RuleError when the rules forbid it):
`start_game`, `pregame_buy`, `trade`, `move_pawn`, `company_action`, `choose_other_company`,
`throw_event_die`, `exchange_stock`, `skip_exchange`, `choose_event_company`, `end_turn`,
`declare_bankruptcy`, `correct_cash`, `edit_tables`. State: `state_of(log) -> OCState`;
screens: `view_for(state, viewer) -> OCView`; invariants: `problems(state)`.
"""
from calculators.owners_choice import codec
from calculators.owners_choice.actions import (
    correct_cash, declare_bankruptcy, edit_tables, end_turn, move_pawn, pregame_buy, start_game, trade,
)
from calculators.owners_choice.fold import apply, state_of
from calculators.owners_choice.actions_dice import (
    choose_event_company, choose_other_company, company_action, exchange_stock, skip_exchange, throw_event_die,
)
from calculators.owners_choice.invariants import problems
from calculators.owners_choice.state import OCState, Pending, Player
from calculators.owners_choice.tables import COMPANIES, GAME, LABELS, Tables
from calculators.owners_choice.view import OCView, PlayerView, banker_viewer, price_series, view_for

__all__ = [
    "codec", "COMPANIES", "GAME", "LABELS", "OCState", "OCView", "Pending", "Player", "PlayerView", "Tables",
    "apply", "banker_viewer", "choose_event_company", "choose_other_company", "company_action", "correct_cash",
    "declare_bankruptcy", "edit_tables", "end_turn", "exchange_stock", "move_pawn", "pregame_buy",
    "price_series", "problems", "skip_exchange", "start_game", "state_of", "throw_event_die", "trade",
    "view_for",
]
