"""A sealed round's amounts of money, refused or typed, read as the table's game prints money.

A round the banker opens by hand holds its amounts in a field named `amount`; Rollout's secret bid per share is in
$ millions ("Secret Bids": "each player secretly writes down a bid per share"). A refusal named its bounds as bare
numbers ("must be between 0 and 2,500; 3000 is too high") beside amounts the same screen printed "$600" or
"1.450 DM"; and a player who typed an amount as the game prints it ("$1,200", "$30M") was told it was no whole
number."""
from __future__ import annotations

import pytest

from calculators.core.bids import FieldSpec, RoundSpec, enter, open_round
from calculators.core.log import Log, record
from calculators.core.model import RuleError
from calculators.core.money import read_amount
from calculators.core.table import make_setup
from companion.i18n.refusals import refusal
from tests.support.text import plain

AMOUNT = FieldSpec(name="amount", label="Amount", kind="int", min=0, max=2500, step=10)
STORES = FieldSpec(name="stores", label="Stores", kind="int", min=0, max=5)


def opened(game: str, *fields: FieldSpec) -> Log:
    setup = make_setup(game, "T", ["Ann", "Bob", "Cy"], "Ann")
    log, _ = record(Log(), "table.created", "host", setup.model_dump(mode="json"), undoable=False)
    spec = RoundSpec(purpose="Blind bid", participants=("Ann", "Bob", "Cy"), fields=fields)
    log, _ = open_round(log, "banker", spec, round_id="r1")
    return log


def refused(log: Log, values: dict) -> RuleError:
    with pytest.raises(RuleError) as err:
        enter(log, "seat:Ann", "r1", values)
    return err.value


@pytest.mark.parametrize(("game", "lang", "message"), [
    ("owners-choice", "en", "Ann's amount must be between $0 and $2,500; $3,000 is too high"),
    ("roll-and-rails", "en", "Ann's amount must be between 0$ and 2500$; 3000$ is too high"),
    ("fortune", "en", "Ann's amount must be between 0 DM and 2,500 DM; 3,000 DM is too high"),
    ("fortune", "de", "Ann: Betrag muss zwischen 0 DM und 2.500 DM liegen; 3.000 DM ist zu hoch"),
    ("rollout", "en", "Ann's amount must be between $0M and $2.5B; $3B is too high"),
])
def test_a_refused_amount_names_its_bounds_as_the_game_prints_money(game, lang, message):
    err = refused(opened(game, AMOUNT), {"amount": 3000})
    assert plain(refusal(err, lang)) == message


def test_a_step_refusal_names_the_step_as_money_and_other_numbers_stay_numbers():
    log = opened("owners-choice", AMOUNT, STORES)
    assert refusal(refused(log, {"amount": 15, "stores": 1}), "en") == (
        "Ann's amount goes in steps of $10: $10 or $20, not $15")
    assert refusal(refused(log, {"amount": 10, "stores": 9}), "en") == (
        "Ann's stores must be between 0 and 5; 9 is too high")


def test_rollouts_secret_bid_per_share_is_named_in_millions():
    """Rollout, Stage 4 "Secret Bids": a bid per share in $M, below the market price, in the round's steps."""
    from calculators.core import bids
    from calculators.rollout.ledger import money
    from tests.support.rollout import seat
    from tests.support.rollout.secret_bids import at_secret_bids

    t = at_secret_bids()
    rid = t.state.auction.lot.secret_round
    bid = bids.rounds(t.log)[rid].spec.field("bid")
    message = t.refused(bids.enter, seat("Bob"), rid, {"bid": bid.max + bid.step}).message
    assert message.endswith(f"must be between {money(bid.min)} and {money(bid.max)}; "
                            f"{money(bid.max + bid.step)} is too high"), message


@pytest.mark.parametrize(("typed", "amount"), [
    ("$600", 600), ("600$", 600), ("1.200 DM", 1200), ("1,200\u00a0DM", 1200), ("1200", 1200), ("-$50", -50),
    (" $ 1,450 ", 1450), ("2.500", 2500),
])
def test_an_amount_typed_as_a_game_prints_money_is_read(typed, amount):
    assert read_amount(typed) == amount


@pytest.mark.parametrize("typed", ["", "1.5", "$6o0", "1,2", "1.200,50", "--5", "-$-5", "DM", "$", "1,200.000"])
def test_what_is_no_whole_amount_is_not_read(typed):
    assert read_amount(typed) is None


def test_rollouts_secret_bid_refusals_read_in_german_with_no_english_label_and_no_none():
    """A walk on a German phone read "Ann: secret bid per share ($M) muss eine ganze Zahl sein; None ist keine" (the
    field left empty) and "… muss zwischen 10 und 890 liegen" (a bid too high)."""
    from calculators.core import bids
    from calculators.rollout.ledger import money
    from tests.support.rollout import seat
    from tests.support.rollout.secret_bids import at_secret_bids

    t = at_secret_bids()
    rid = t.state.auction.lot.secret_round
    bid = bids.rounds(t.log)[rid].spec.field("bid")
    empty = refusal(t.refused(bids.enter, seat("Bob"), rid, {"bid": None}), "de")
    assert empty == "Der Angabe von Bob fehlt: Verdecktes Gebot je Aktie ($M)", empty
    high = refusal(t.refused(bids.enter, seat("Bob"), rid, {"bid": bid.max + bid.step}), "de")
    assert high == (f"Bob: Verdecktes Gebot je Aktie ($M) muss zwischen {money(bid.min)} und {money(bid.max)} liegen; "
                    f"{money(bid.max + bid.step)} ist zu hoch"), high
