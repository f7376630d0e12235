"""Rollout's effects: each event kind and the state change it makes, as one explicit table.

The effects live beside their commands in the topic files (named for the rulebook's sections); this
module is the one place that lists them, so which kinds a table replays never depends on which modules
happen to be imported. `fold.apply` looks each event up here.
"""
from __future__ import annotations

from collections.abc import Callable
from types import MappingProxyType
from typing import Any

from calculators.core import bids
from calculators.core.boards import BOARD_EDITED
from calculators.rollout.setup import SET_UP, _set_up
from calculators.rollout.order_of_play import STARTED, ENDED, _started, _ended
from calculators.rollout.stage1_pay import PAID, _paid
from calculators.rollout.stage2_budgets import HEX_CHECKED, CARD_SHOWN, _hex, _shown
from calculators.rollout.stage2_sales import ROLLED, PROFITS, PRICES, _rolled, _profits, _prices
from calculators.rollout.stage3_sell import SOLD_TO_BANK, TRADED, _sold_to_bank, _traded
from calculators.rollout.stage4_buy import (
    BID, LOT_SOLD, BID_STRUCK, CALLED, LOT_UNSOLD, RAIDED, _bid, _lot_sold, _struck, _called, _unsold, _raided,
)
from calculators.rollout.sealed import _opened, _revealed, _cancelled
from calculators.rollout.stage5_stores import CARRIED, STORES_TRADED, _carried, _stores_traded
from calculators.rollout.stage6_research import (
    RESEARCHED, CARDS_TRADED, METERS_TRADED, _researched, _cards_traded, _meters_traded,
)
from calculators.rollout.loans import BORROWED, REPAID, _borrowed, _repaid
from calculators.rollout.bankruptcy import BANKRUPT, ESTATE_SOLD, _bankrupt, _estate_sold
from calculators.rollout.takeover import TAKEN_OVER, _taken_over
from calculators.rollout.corrections import CORRECTED, SHARES_CORRECTED, _corrected, _shares_corrected
from calculators.rollout.codec_fold import _board_edited
from calculators.rollout.state import RolloutState

Effect = Callable[[RolloutState, dict[str, Any]], RolloutState]

EFFECTS: MappingProxyType[str, Effect] = MappingProxyType({
    # setup.py
    SET_UP: _set_up,
    # order_of_play.py
    STARTED: _started,
    ENDED: _ended,
    # stage1_pay.py
    PAID: _paid,
    # stage2_budgets.py
    HEX_CHECKED: _hex,
    CARD_SHOWN: _shown,
    # stage2_sales.py
    ROLLED: _rolled,
    PROFITS: _profits,
    PRICES: _prices,
    # stage3_sell.py
    SOLD_TO_BANK: _sold_to_bank,
    TRADED: _traded,
    # stage4_buy.py
    BID: _bid,
    LOT_SOLD: _lot_sold,
    BID_STRUCK: _struck,
    CALLED: _called,
    LOT_UNSOLD: _unsold,
    RAIDED: _raided,
    # sealed.py
    bids.OPENED: _opened,
    bids.REVEALED: _revealed,
    bids.CANCELLED: _cancelled,
    # stage5_stores.py
    CARRIED: _carried,
    STORES_TRADED: _stores_traded,
    # stage6_research.py
    RESEARCHED: _researched,
    CARDS_TRADED: _cards_traded,
    METERS_TRADED: _meters_traded,
    # loans.py
    BORROWED: _borrowed,
    REPAID: _repaid,
    # bankruptcy.py
    BANKRUPT: _bankrupt,
    ESTATE_SOLD: _estate_sold,
    # takeover.py
    TAKEN_OVER: _taken_over,
    # corrections.py
    CORRECTED: _corrected,
    SHARES_CORRECTED: _shares_corrected,
    # codec_fold.py
    BOARD_EDITED: _board_edited,
})
