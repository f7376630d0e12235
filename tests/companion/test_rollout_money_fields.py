"""Issue 16, "Everywhere": money formatted the way the game prints it ($3,566.6M, not $3.5666B) "in fields too",
and thousands separators accepted. Rollout's $M fields show, once left, what was typed as Rollout prints money."""
import flet as ft

import calculators.rollout as ro
from companion.views.games.rollout.common import as_money, money as ro_money
from tests.e2e.rollout_seed import Seed
from tests.support.controls import walk
from tests.support.rollout_screens import Screen, field, leave, tap, type_in


def test_as_money_reads_what_was_typed_as_rollout_prints_it():
    assert as_money("1000") == "= $1B"
    assert as_money("1,000") == "= $1B"  # a thousands separator is read, not refused
    assert as_money("1,500") == "= $1.5B"
    assert as_money("250") == "= $250M"
    assert as_money("-300") == "= -$300M"
    assert as_money("") is None and as_money("ten") is None and as_money("1,0") is None


def test_the_stage4_bid_field_shows_the_amount_once_left_and_bids_it(tmp_path):
    """Issue 16, "money formatted the way the game prints it … in fields too": typed "1,000", the field shows
    '= $1B' once left, keeps it on the next draws, and the bid is read as $1,000M."""
    seed = Seed(tmp_path, players=("Ann", "Bob", "Cy"))
    seed.to(4)
    t = seed.state.tables
    square = next(i for i in range(t.top + 1) if t.price(i) >= 1000)  # Simcor's market $1B or more: typed grouped
    seed.fix("Ann", "price", square)
    market = t.price(square)
    seed.do(ro.start_stage, ["Ann", "Bob", "Cy"], faces=[1])
    banker = Screen(seed.hub, seed.sid)
    typed = type_in(banker.draw(), "Another bid per share", f"{market:,}")
    assert typed.helper is None  # not drawn while typing in this render
    renders = banker.renders
    leave(typed)
    assert banker.renders > renders  # leaving the field redraws the screen
    shown = field(banker.draw(), "Another bid per share")
    assert shown.value == f"{market:,}" and shown.helper == f"= {ro_money(market)}"
    assert field(banker.draw(), "Another bid per share").helper == shown.helper
    tap(banker.draw(), "Bid this amount")
    assert seed.state.auction.lot.bids[-1].price == market


def _labels(controls) -> list[str]:
    """Every field's label as the phone shows it (not the longer name a screen reader reads)."""
    import flet as ft

    from tests.support.controls import walk
    return [c.label.value if isinstance(c.label, ft.Text) else c.label for c in walk(controls)
            if isinstance(c, ft.TextField)]


def test_a_german_phone_writes_the_fields_unit_as_the_amounts_beside_them_read(tmp_path):
    """Money as the game prints it, on one screen alike: a German phone read "Anderes Gebot (Mio. $ je Aktie)" beside
    "Kurs $500M je Aktie". The $M fields of Stages 3 and 4 and the More screen's Price Index (its Board tables) are
    labelled with "$M", in German as in English, and no German text on those screens says "Mio. $"."""
    import flet as ft

    from companion.i18n import using
    from tests.support.controls import all_text, walk

    seed = Seed(tmp_path, players=("Ann", "Bob", "Cy"))
    seed.give("Camcon", "Ann", 2)  # Ann, first to sell in Stage 3, holds shares to sell
    seed.to(3)
    seed.prices_back()
    seed.do(ro.start_stage, ["Ann", "Bob", "Cy"], faces=[1])
    screens = {}
    with using("de"):
        screens["stage 3"] = Screen(seed.hub, seed.sid).draw()
        screens["more"] = Screen(seed.hub, seed.sid, more=True).draw()
        seed.do(ro.end_stage)
        seed.do(ro.start_stage, ["Ann", "Bob", "Cy"], faces=[1])
        screens["stage 4"] = Screen(seed.hub, seed.sid).draw()
    assert "Vereinbarte Summe ($M)" in _labels(screens["stage 3"])
    assert "Anderes Gebot je Aktie ($M)" in _labels(screens["stage 4"])
    assert "Kurs $500M je Aktie" in all_text(screens["stage 4"])
    # the More screen's Price Index field: its name on the label, what to type (in $M) on the line beneath
    scale = next(c for c in walk(screens["more"]) if isinstance(c, ft.TextField) and isinstance(c.label, ft.Text)
                 and c.label.value == "Kursindex")
    assert scale.helper == "jeder Kurs in $M, wie gedruckt"
    for where, controls in screens.items():
        shown = " | ".join([all_text(controls), *_labels(controls)])
        assert "Mio. $" not in shown and "Mio.$" not in shown, where


def test_a_refused_bid_does_not_stand_in_the_field_for_the_next_lot(tmp_path):
    """Stage 4, "The Bank sells two shares in each player's Company", one lot after the other. A walk typed 275 on
    Razno (refused: not a Price Index value) and, Razno sold, found "275 · = $275M" in Ibuki's field; the amount
    typed and the bidder chosen belong to their lot."""
    seed = Seed(tmp_path, players=("Ann", "Bob", "Cy"))
    seed.to(4)
    seed.do(ro.start_stage, ["Ann", "Bob", "Cy"], faces=[1])
    banker = Screen(seed.hub, seed.sid)
    first = seed.state.auction.lot.company
    type_in(banker.draw(), "Another bid per share", "275")
    tap(banker.draw(), "Bid this amount")
    assert not seed.state.auction.lot.bids  # refused, nothing saved
    assert field(banker.draw(), "Another bid per share").value == "275"  # kept to be mended on this lot
    market = seed.state.tables.price(seed.state.company(first).price)
    type_in(banker.draw(), "Another bid per share", str(market))
    tap(banker.draw(), "Bid this amount")
    lot = seed.state.auction.lot
    top = lot.bids[-1]
    # Said as what the tap does: it read "Sold to Ann for $1.8B" before anything was sold.
    sell = f"Sell to {top.player} for {ro_money(top.price * lot.shares)}"
    assert sell in [c.value for c in walk(banker.draw()) if isinstance(c, ft.Text)]
    tap(banker.draw(), f"Sell to the top bidder: {top.player} for {ro_money(top.price * lot.shares)}")
    assert seed.state.auction.lot.company != first
    assert field(banker.draw(), "Another bid per share").value in ("", None)
