"""Fortune's commands, in one place for the UI: each is `verb(log, actor, ...) -> (Log, Event)`."""
from __future__ import annotations

from calculators.core.actors import redo_last, undo_last
from calculators.fortune.cards import (
    card_payment, card_payment_all, correct_money, declare_bankrupt, edit_fortune_board, note_economy_card, pay_due,
)
from calculators.fortune.finance import (
    buy_bonds, buy_shares, due_payable_now, due_within_reach, raisable, sell_back_open, sell_back_price,
    sell_shares_back, sell_urgently, take_loan,
    urgent_sale_pays, urgent_value,
)
from calculators.fortune.checks import sale_premium
from calculators.fortune.oka import challenge, oka_terms
from calculators.fortune.trade import assemble, buy_chips, claim_insurance, sell_products
from calculators.fortune.turns import (
    land, next_to_roll, roll_for_start, roll_move, set_up, starting_capital, time_up, undone_move, use_service_chip,
)

__all__ = [
    "set_up", "starting_capital", "roll_for_start", "roll_move", "undone_move", "land", "next_to_roll", "use_service_chip",
    "time_up",
    "buy_chips", "assemble", "sell_products", "claim_insurance", "sale_premium",
    "take_loan", "buy_bonds", "buy_shares", "sell_shares_back", "sell_urgently", "urgent_value",
    "urgent_sale_pays",
    "sell_back_open", "sell_back_price", "raisable", "due_payable_now", "due_within_reach",
    "challenge", "oka_terms",
    "note_economy_card", "card_payment", "card_payment_all", "correct_money", "pay_due", "declare_bankrupt",
    "edit_fortune_board",
    "undo_last", "redo_last",
]
