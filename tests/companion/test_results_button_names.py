"""Send to BG Stats is named by its words: the walk's screen reader read the whole web address (several hundred
characters of the play) as the button's name."""
from __future__ import annotations

from datetime import UTC, datetime

import flet as ft

from calculators.rollout.scoring import cash_out, validate_cash_out
from companion.results import play_of_cash_out
from companion.widgets.results_bar import results_buttons
from tests.support.controls import walk
from tests.support.phone import ctx_for, session


def test_send_to_bg_stats_is_named_by_its_words_not_its_link():
    data = {"companies": [{"name": "Simcor", "money": 6500, "stores": 0, "product_cards": 0, "gold_coast": 0,
                           "loans": 0}], "holdings": {"Al": {"Simcor": 5}, "Bo": {"Simcor": 3}}}
    play = play_of_cash_out(cash_out(validate_cash_out(data)), ["Al", "Bo"], table="Quick Cash Out", play_id="q1",
                            when=datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC))
    drawn = results_buttons(ctx_for(session("/cash-out")), play)
    node = next(c for c in walk(drawn) if isinstance(c, ft.Semantics) and c.identifier == "bgstats-link")
    button = node.content
    assert button.content == "Send to BG Stats" and button.url.url.startswith("https://")  # it still opens the play
    spoken = [str(getattr(c, a) or "") for c in walk([node]) for a in ("value", "label", "tooltip", "semantics_label")
              if hasattr(c, a)]
    assert not any("http" in s or "bgstats" in s.lower() for s in spoken), spoken
