"""A sealed entry's number field says what it takes as a player reads it. Rollout, Secret Bids: "writing … a price
lower than the current market price" — at a $10M market the only bid is the High Flyer's $1M, at $20M $1M or $10M;
the field's hint read "$1M to $1M" and "$1M to $10M, steps of $9M"."""
import flet as ft

import calculators.rollout as ro
from calculators.core.bids import rounds, view_for
from companion.widgets.sealed_form import entry_form
from tests.support.controls import walk
from tests.support.rollout import B
from tests.support.rollout.secret_bids import lot_at_market
from tests.support.screens import Table
from tests.support.tray_screens import Phone


def hints(tmp_path, square: int) -> list[str]:
    table = Table(tmp_path / str(square), "rollout")
    sid = table.create(lot_at_market(square).log)
    table.hub.act(sid, lambda log: ro.call_secret_bids(log, B))  # on the server (a share code carries no open round)
    rnd = next(iter(rounds(table.hub.get(sid).log).values()))
    drawn = entry_form(Phone(table.hub, sid, "seat:Bob").ctx, sid, view_for(rnd, "Bob"), "Bob")  # Simcor is Ann's
    return [f.hint_text for f in walk(drawn) if isinstance(f, ft.TextField) and f.hint_text]


def test_a_secret_bid_at_a_low_market_names_the_bids_it_may_be(tmp_path):
    assert hints(tmp_path, 1) == ["only $1M"]
    assert hints(tmp_path, 2) == ["$1M or $10M"]
    assert hints(tmp_path, 21) == ["$10M to $490M, steps of $10M"]  # $500M: the board's $10M steps


def test_a_secret_bid_typed_as_the_game_prints_it_is_the_bid(tmp_path):
    """Secret Bids are per share in $ millions: Bob types "$30M" (as the hint prints the bids) and bids $30M."""
    from companion.widgets.sealed_form import form_key
    from tests.support.tray_screens import click, keyed

    table = Table(tmp_path, "rollout")
    sid = table.create(lot_at_market(21).log)
    table.hub.act(sid, lambda log: ro.call_secret_bids(log, B))
    rid = next(iter(rounds(table.hub.get(sid).log)))
    bob, key = Phone(table.hub, sid, "seat:Bob"), form_key(sid, rid, "Bob")

    def form():
        return entry_form(bob.ctx, sid, view_for(rounds(table.hub.get(sid).log)[rid], "Bob"), "Bob")

    keyed(form(), f"{key}-bid").value = "$30M"
    click(keyed(form(), f"{key}-confirm"))
    assert keyed(form(), f"{key}-msg").value == ""
    assert rounds(table.hub.get(sid).log)[rid].entries["Bob"].values == {"bid": 30}
