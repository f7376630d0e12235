"""Rollout: the table-side banker's rules core, from Setting Up to Cash Out.

Commands are `verb(log, actor, ...) -> (Log, Event)`; `state_of(log)` is the table in force and
`view_for(state, seat)` what one phone may see.
Its definition for the app (`calculators.games`) is in `game.py`.
"""
from calculators.rollout.stage4_buy import bid, current_lot, pass_lot, raid, sell_lot, stock_call, strike_bid
from calculators.rollout.bankruptcy import go_bankrupt, sell_estate_item
from calculators.rollout.codec import pack, unpack
from calculators.rollout.corrections import correct, correct_shares
from calculators.rollout.ending import cash_out_input, final_score, is_over, turns_left
from calculators.rollout.fold import state_of
from calculators.rollout.view_prices import price_history, price_top
from calculators.rollout.invariants import violations
from calculators.rollout.loans import borrow, repay
from calculators.rollout.view_register import SOLD_BACK, share_register
from calculators.rollout.order_of_play import end_stage, numbered, start_stage
from calculators.rollout.stage6_research import in_deck, research, trade_cards, trade_gold_coast
from calculators.rollout.stage2_sales import adjust_prices, collect_profits, dice_for, profits, roll_sales
from calculators.rollout.sealed import call_secret_bids, check_entry, enter_secret_bid, reveal_secret_bids
from calculators.rollout.setup import set_up
from calculators.rollout.stage3_sell import sell_shares, sell_to_bank
from calculators.rollout.codec_fold import shared_state
from calculators.rollout.stage1_pay import Line, Stage1Preview, pay_stage1, preview_stage1
from calculators.rollout.stage2_budgets import check_hex, open_budgets, reveal_budgets, show_card
from calculators.rollout.state import BANK, RolloutState
from calculators.rollout.stage5_stores import (
    carry_out_plan, enter_store_plan, next_planner, open_store_plans, reveal_store_plans, trade_stores,
)
from calculators.rollout.tables import edit_rollout_board
from calculators.rollout.takeover import departed, take_over
from calculators.rollout.view import view_for

__all__ = [
    "BANK", "Line", "SOLD_BACK", "RolloutState", "Stage1Preview",
    "adjust_prices", "bid", "borrow", "call_secret_bids", "carry_out_plan", "cash_out_input", "check_hex",
    "collect_profits", "correct", "correct_shares", "current_lot", "departed", "dice_for", "edit_rollout_board", "end_stage",
    "enter_secret_bid", "enter_store_plan", "final_score", "go_bankrupt", "in_deck", "is_over",
    "next_planner", "numbered", "open_budgets", "open_store_plans", "pack", "pass_lot", "pay_stage1",
    "preview_stage1", "price_history", "price_top", "profits", "raid", "repay", "research", "reveal_budgets",
    "reveal_secret_bids", "reveal_store_plans", "roll_sales", "sell_estate_item", "sell_lot", "sell_shares",
    "sell_to_bank", "set_up", "share_register", "shared_state", "show_card", "start_stage", "state_of", "stock_call", "strike_bid", "take_over", "trade_cards",
    "trade_gold_coast", "trade_stores", "turns_left", "unpack", "view_for", "violations",
]
