"""Issue 16, "Everywhere": money formatted the way the game prints it ($3,566.6M, not $3.5666B) "in fields too",
and thousands separators accepted. Rollout's $M fields show, once left, what was typed as Rollout prints money."""
import calculators.rollout as ro
from companion.views.games.rollout.common import as_money, money as ro_money
from tests.e2e.rollout_seed import Seed
from tests.support.screens import Table, call, fields_in, label_of, presses_in, text_of


def test_as_money_reads_what_was_typed_as_rollout_prints_it():
    assert as_money("1000") == "= $1B"
    assert as_money("1,000") == "= $1B"  # a thousands separator is read, not refused
    assert as_money("1,500") == "= $1.5B"
    assert as_money("250") == "= $250M"
    assert as_money("-300") == "= -$300M"
    assert as_money("") is None and as_money("ten") is None and as_money("1,0") is None


def test_the_stage4_bid_field_shows_the_amount_once_left_and_bids_it(tmp_path):
    seed = Seed(tmp_path, players=("Ann", "Bob", "Cy"))
    seed.to(4)
    t = seed.state.tables
    square = next(i for i in range(t.top + 1) if t.price(i) >= 1000)  # Simcor's market $1B or more: typed grouped
    seed.fix("Ann", "price", square)
    market = t.price(square)
    seed.do(ro.start_stage, ["Ann", "Bob", "Cy"], faces=[1])
    table = Table(tmp_path, "rollout")
    ctx = table.session(seed.sid)
    field = next(c for c in fields_in(table.draw(ctx, seed.sid, "")) if label_of(c) == "Another bid per share")
    assert field.helper is None  # nothing typed yet: nothing to show
    field.value = f"{market:,}"  # the first bid is the market price (Stage 4), typed as "1,000"
    call(field.on_blur, field)
    assert field.helper == f"= {ro_money(market)}" and "," in field.value
    # The next draw keeps the same field (the text and what it shows), and the bid is read as $1,000M.
    again = next(c for c in fields_in(table.draw(ctx, seed.sid, "")) if label_of(c) == "Another bid per share")
    assert again is field and again.helper == f"= {ro_money(market)}"
    bid, press = next((c, h) for c, h in presses_in(table.draw(ctx, seed.sid, "")) if text_of(c) == "Bid this amount")
    call(press, bid)
    lot = ro.state_of(table.hub.get(seed.sid).log).auction.lot  # as the app saved it
    assert lot.bids and lot.bids[-1].price == market
