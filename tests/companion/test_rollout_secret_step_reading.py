"""Rollout, Stage 4 — Secret Bids: "players may make Secret Bids, by writing on their Boardroom Pad a price lower than
the current market price". The rulebook names no step; the app's $10M steps (an assumed board value) are its reading,
so the screen marks them where the bids are called and written — and not where the Price Index's own lower squares
are the bids (a market of $20M or less)."""
import calculators.rollout as ro
from tests.e2e.rollout_seed import Seed
from tests.support.controls import all_text
from tests.support.rollout_screens import Screen

READING = "Interpretation: secret bids go in steps of $10M below the market; the rulebook names no step"


def _stage4(tmp_path, square: int | None = None) -> Seed:
    seed = Seed(tmp_path, ("Ann", "Bob"))
    seed.to(4)
    if square is not None:
        seed.fix("Ann", "price", square)
    seed.do(ro.start_stage, ["Ann", "Bob"], faces=[1])
    assert seed.state.auction.lot.company == seed.state.company_of("Ann").name
    return seed


def _said(seed: Seed, seat: str | None = None) -> str:
    return all_text(Screen(seed.hub, seed.sid, seat=seat).draw())


def test_the_step_is_marked_before_the_call_and_on_every_phone_while_bids_are_written(tmp_path):
    seed = _stage4(tmp_path)
    assert READING in _said(seed)
    seed.do(ro.call_secret_bids)
    assert READING in _said(seed)
    assert READING in _said(seed, "Bob")


def test_no_step_is_marked_where_the_bids_are_the_price_indexs_lower_squares(tmp_path):
    seed = _stage4(tmp_path, square=2)  # $20M: the bids are $1M or $10M
    assert seed.state.tables.price(seed.state.company_of("Ann").price) == 20
    assert READING not in _said(seed)
    seed.do(ro.call_secret_bids)
    assert READING not in _said(seed, "Bob")
