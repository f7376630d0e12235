"""A refusal of a seat's own sealed entry, said to the seat on its own phone (`bids.spec.addressed`).

The rules name the seat ("Ann's secret bid … goes in steps of $10M"): so the banker's phone reads it, entering for
Ann or passed to her. On Ann's own phone the same refusal speaks to her ("Your secret bid …"), as the rest of her
screen does (a walk read her own name in the refusal of her own bid). Every refusal `checked_values` raises that
names the seat has its second-person twin, and only the seat's own refusal is turned to it.
"""
from __future__ import annotations

import pytest

from calculators.core.bids import FieldSpec, RoundSpec, checked_values
from calculators.core.bids.spec import YOURS, addressed
from calculators.core.model import RuleError
from companion.i18n.catalog import placeholders

BID = FieldSpec(name="bid", label="Bid", kind="int", min=10, max=100, step=10)
MORE = FieldSpec(name="more", label="Bid", kind="int", min=0, max=100, step=30)  # no minimum, its last step 90
LAST = FieldSpec(name="last", label="Bid", kind="int", min=10, max=95, step=10)  # its last step 90
PLAN = FieldSpec(name="plan", label="Plan", kind="choice", options=("build", "sell"))


def _spec(*fields, **kw) -> RoundSpec:
    return RoundSpec(purpose="Blind bid", participants=("Ann", "Bob"), resolve="highest", rank_field=fields[0].name,
                     fields=fields, **kw)


# One entry for each refusal of `checked_values` that names the seat (the rules' own words for Ann's entry).
REFUSED = [
    (_spec(BID), {"bid": "9" * 30}), (_spec(BID), {"bid": "ten"}), (_spec(BID), {"bid": 500}),
    (_spec(BID), {"bid": 5}), (_spec(LAST), {"last": 93}), (_spec(MORE), {"more": 95}), (_spec(BID), {"bid": 15}),
    (_spec(MORE), {"more": 15}), (_spec(BID, cash_limit={"Ann": 50, "Bob": 50}), {"bid": 60}),
    (_spec(BID, allow_pass=False), None), (_spec(BID), {}), (_spec(BID, PLAN), {"bid": 10, "plan": "burn"}),
]


def _refused(spec: RoundSpec, values) -> RuleError:
    with pytest.raises(RuleError) as caught:
        checked_values(spec, "Ann", values)
    return caught.value


def test_every_refusal_naming_the_seat_is_said_to_it_on_its_own_phone():
    seen = set()
    for spec, values in REFUSED:
        err = _refused(spec, values)
        assert err.params["seat"] == "Ann"
        own = addressed(err.template, err.params, "Ann")
        assert own is not None and "{seat}" not in own, err.template
        assert placeholders(own) <= set(err.params)  # it reads from the same values
        seen.add(err.template)
    assert seen == set(YOURS)  # each twin stands for a refusal the rules raise


def test_a_steps_refusal_reads_your_bid_on_the_seats_own_phone():
    # The walk's $42M in $10M steps, as a $15 in steps of 10 from 10.
    err = _refused(_spec(BID), {"bid": 15})
    assert err.message == "Ann's bid goes in steps of 10 from 10: 10 or 20, not 15"
    own = addressed(err.template, err.params, "Ann")
    assert own.format(**err.params) == "Your bid goes in steps of 10 from 10: 10 or 20, not 15"
    cash = _refused(_spec(BID, cash_limit={"Ann": 50, "Bob": 50}), {"bid": 60})
    assert addressed(cash.template, cash.params, "Ann").format(**cash.params) == \
        "You have 50; a bid of 60 is more than that"


def test_another_seats_refusal_and_other_refusals_are_said_as_they_are():
    err = _refused(_spec(BID), {"bid": 15})
    assert addressed(err.template, err.params, "Bob") is None  # not Bob's entry: said naming Ann
    with pytest.raises(RuleError) as caught:
        checked_values(_spec(BID), "Ann", {"bid": 10, "odd": 1})
    assert addressed(caught.value.template, caught.value.params, "Ann") is None  # names no seat
