"""Rollout's commands, in one place for the UI and the tests: each is `verb(log, actor, ...) -> (Log, Event)`,
RuleError when the rulebook forbids it. Listed in the order of the rulebook."""
from __future__ import annotations

from calculators.rollout.setup import set_up
from calculators.rollout.order_of_play import end_stage, start_stage
from calculators.rollout.stage1_pay import pay_stage1
from calculators.rollout.stage2_budgets import check_hex, open_budgets, reveal_budgets, show_card
from calculators.rollout.stage2_sales import adjust_prices, collect_profits, roll_sales
from calculators.rollout.stage3_sell import sell_shares, sell_to_bank
from calculators.rollout.stage4_buy import bid, pass_lot, raid, sell_lot, stock_call, strike_bid
from calculators.rollout.sealed import call_secret_bids, enter_secret_bid, reveal_secret_bids
from calculators.rollout.stage5_stores import (
    carry_out_plan, enter_store_plan, open_store_plans, reveal_store_plans, trade_stores,
)
from calculators.rollout.stage6_research import research, trade_cards, trade_gold_coast
from calculators.rollout.loans import borrow, repay
from calculators.rollout.bankruptcy import go_bankrupt, sell_estate_item
from calculators.rollout.takeover import take_over
from calculators.rollout.corrections import correct, correct_shares
from calculators.rollout.tables import edit_rollout_board

__all__ = [
    "set_up", "end_stage", "start_stage", "pay_stage1", "check_hex", "open_budgets", "reveal_budgets", "show_card",
    "adjust_prices", "collect_profits", "roll_sales", "sell_shares", "sell_to_bank", "bid", "pass_lot", "raid",
    "sell_lot", "stock_call", "strike_bid", "call_secret_bids", "enter_secret_bid", "reveal_secret_bids",
    "carry_out_plan", "enter_store_plan", "open_store_plans", "reveal_store_plans", "trade_stores", "research",
    "trade_cards", "trade_gold_coast", "borrow", "repay", "go_bankrupt", "sell_estate_item", "take_over", "correct",
    "correct_shares", "edit_rollout_board",
]
