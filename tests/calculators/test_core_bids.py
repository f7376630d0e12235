"""Sealed entries (live-table issue): collect one secret entry per seat — opening a round, entering, changing and
locking, who may do what (revealing, undo and secrecy: test_core_bids_reveal.py).

Each test cites the rule from the issue it checks.
"""
from __future__ import annotations


import pytest

from calculators.core.bids import (
    PASS, Entry, FieldSpec, cancel_round, enter, mark_passing, open_round, reveal, rounds,
)
from calculators.core.log import Log, undo
from tests.support.bids import SEATS, entered, opened, refused, spec


# --- opening ---------------------------------------------------------------------------------

def test_banker_opens_a_round_that_collects_from_each_participating_seat():
    """'A round is opened by the banker with: who takes part; what each entry holds; how it resolves.'"""
    log, ev = open_round(Log(), "banker", spec())
    assert ev.kind == "bids.opened" and ev.data["round_id"] == "r1"
    st = rounds(log)["r1"]
    assert (st.status, st.confirmed, st.entries, st.result, st.locked) == ("collecting", (), {}, None, False)
    assert st.spec == spec()
    log, ev2 = open_round(log, "banker", spec(purpose="Budgets", resolve="reveal"))
    assert ev2.data["round_id"] == "r2" and list(rounds(log)) == ["r1", "r2"]
    # The host's screen while a banker link holds the role only watches: it is not the bank.
    refused(lambda: open_round(log, "host", spec()), match="Only the banker can open a round of sealed entries")


def test_round_ids_are_unique_and_default_ids_are_never_reused_after_undo():
    log, _ = open_round(Log(), "banker", spec(), round_id="stage4")
    refused(lambda: open_round(log, "banker", spec(), round_id="stage4"),
            match="There is already a round 'stage4' at this table")
    log, _ = open_round(log, "banker", spec())
    log, _ = undo(log, "banker")
    log, ev = open_round(log, "banker", spec())
    assert ev.data["round_id"] == "r3"  # r2 was opened once; its id stays spent
    refused(lambda: open_round(log, "banker", spec(), round_id=" x "),
            match="A round id is a name without surrounding spaces")


def test_a_round_spec_that_cannot_work_is_refused_when_built():
    with pytest.raises(ValueError):
        spec(rank_field=None)  # highest wins, but by which field?
    with pytest.raises(ValueError):
        spec(resolve="reveal", tie_break="die")
    with pytest.raises(ValueError):
        spec(participants=("Ann", "ann"))
    with pytest.raises(ValueError):
        FieldSpec(name="plan", label="Plan", kind="choice")
    with pytest.raises(ValueError):
        FieldSpec(name="bid", label="Bid", kind="int", min=10, max=5)
    with pytest.raises(ValueError):
        spec(cash_limit={"Ann": 100})  # must name every participant


# --- entering, changing, locking ---------------------------------------------------------------

def test_each_player_enters_and_confirms_and_may_change_until_everyone_has_confirmed():
    """'each player enters and confirms; they may change it until everyone has confirmed.'"""
    log, rid = opened()
    log, ev = enter(log, "seat:Ann", rid, {"bid": 300})
    assert ev.kind == "bids.entered" and ev.data["values"] == {"bid": 300} and ev.data["seat"] == "Ann"
    log = entered(log, rid, {"Ann": 400, "Bob": 200})
    st = rounds(log)[rid]
    assert st.confirmed == ("Ann", "Bob") and st.entries["Ann"] == Entry(seat="Ann", values={"bid": 400})
    assert not st.locked
    log = entered(log, rid, {"Cy": None})
    st = rounds(log)[rid]
    assert st.locked and st.confirmed == SEATS and st.entries["Cy"].values is None
    refused(enter, log, "seat:Ann", rid, {"bid": 500},
            match="Everyone has confirmed; the entries can no longer change")


def test_pass_is_explicit_and_the_pass_constant_works_too():
    """'with an explicit pass / no bid'."""
    log, rid = opened()
    log, _ = enter(log, "seat:Ann", rid, PASS)
    log, _ = enter(log, "seat:Bob", rid, None)
    st = rounds(log)[rid]
    assert st.entries["Ann"].is_pass and st.entries["Bob"].is_pass


def test_pass_not_allowed_is_refused_for_the_player_and_the_banker():
    log, rid = opened(allow_pass=False)
    refused(enter, log, "seat:Ann", rid, None, match="This round has no pass: Ann must enter a bid")
    refused(mark_passing, log, "banker", rid, "Ann", match="This round has no pass: wait for Ann, or cancel the round")


def test_numbers_typed_as_text_are_read_as_whole_numbers():
    log, rid = opened()
    log, ev = enter(log, "seat:Ann", rid, {"bid": " 1250 "})
    assert ev.data["values"] == {"bid": 1250}
    log, ev = enter(log, "seat:Ann", rid, {"bid": 1260.0})
    assert ev.data["values"] == {"bid": 1260}


PLAN = (FieldSpec(name="plan", label="Plan", kind="choice", options=("build", "sell")),
        FieldSpec(name="stores", label="Stores", kind="int", min=0, max=5))


@pytest.mark.parametrize(
    ("values", "kw", "message"),
    [
        ({"bid": 3000}, {}, "Ann's bid must be between 0 and 2,500; 3000 is too high"),
        ({"bid": -10}, {}, "Ann's bid must be between 0 and 2,500; -10 is too low"),
        ({"bid": 25}, {}, "Ann's bid goes in steps of 10: 20 or 30, not 25"),
        ({"bid": 20}, {"fields": (FieldSpec(name="bid", label="Bid", kind="int", min=5, max=95, step=10),)},
         "Ann's bid goes in steps of 10 from 5: 15 or 25, not 20"),
        ({"bid": 89}, {"fields": (FieldSpec(name="bid", label="Bid", kind="int", min=5, max=90, step=10),)},
         "Ann's bid goes in steps of 10 from 5: 85, not 89"),  # no step above it within the bounds
        ({"bid": "abc"}, {}, "Ann's bid must be a whole number; 'abc' is not"),
        ({"bid": 2.5}, {}, "Ann's bid must be a whole number; 2.5 is not"),
        ({"bid": True}, {}, "Ann's bid must be a whole number; True is not"),
        ({"bid": None}, {}, "Ann's entry needs a bid"),  # a field left empty: it is missing, not "None"
        ({"bid": ""}, {}, "Ann's entry needs a bid"),
        ({"bid": "9" * 10_000}, {}, "Ann's bid must be between 0 and 2,500; a number of 10,000 characters is far too long"),
        ({"bid": "x" * 10_000}, {}, "Ann's bid must be a whole number; 'xxxxxxxxxxxxxxxxxxx… is not"),
        ({"bid": 100, "price": 5}, {}, "This round has no field 'price'"),
        ({}, {}, "Ann's entry needs a bid"),
        (["bid", 100], {}, "An entry gives a value for each of: Bid"),
        ({"bid": 600}, {"cash_limit": {"Ann": 500, "Bob": 500, "Cy": 500}}, "Ann has 500; a bid of 600 is more than that"),
        ({"plan": "rent", "stores": 1}, {"fields": PLAN, "resolve": "reveal", "rank_field": None},
         "Ann's plan must be one of build, sell; 'rent' is not"),
        ({"plan": "build"}, {"fields": PLAN, "resolve": "reveal", "rank_field": None}, "Ann's entry needs a stores"),
    ],
)
def test_bad_entries_are_refused_with_the_reason_and_the_log_is_unchanged(values, kw, message):
    """'Bad entries (outside bounds, not a step, not a number) are refused with the reason.'"""
    log, rid = opened(**kw)
    log, _ = enter(log, "seat:Bob", rid, None)
    before = (log, rounds(log))
    refused(enter, log, "seat:Ann", rid, values, match=message)
    assert (log, rounds(log)) == before and len(log.events) == 2


def test_entries_may_exceed_cash_by_default_and_up_to_cash_with_a_limit():
    """'Whether an entry may exceed the player's cash is the round's setting: Rollout allows it.'"""
    log, rid = opened(fields=(FieldSpec(name="bid", label="Bid", kind="int"),))
    log, _ = enter(log, "seat:Ann", rid, {"bid": 10**6})  # no cash limit: accepted
    log, rid = opened(cash_limit={"Ann": 500, "Bob": 0, "Cy": 90})
    log, _ = enter(log, "seat:Ann", rid, {"bid": 500})
    refused(enter, log, "seat:Bob", rid, {"bid": 10}, match="Bob has 0; a bid of 10 is more than that")


def test_rollout_stage_5_plan_is_a_choice_plus_a_number():
    """'Rollout's Stage 5 plan is a choice, build or sell, plus a number.'"""
    log, _ = open_round(Log(), "banker", spec(fields=PLAN, resolve="reveal", rank_field=None, participants=("Ann", "Bob")))
    log, _ = enter(log, "seat:Ann", "r1", {"plan": "build", "stores": 2})
    log, _ = enter(log, "seat:Bob", "r1", {"plan": "sell", "stores": "1"})
    log, ev = reveal(log, "banker", "r1")
    res = rounds(log)["r1"].result
    assert [e.values for e in res.entries] == [{"plan": "build", "stores": 2}, {"plan": "sell", "stores": 1}]
    assert res.winners == () and res.tied == () and res.tie_break is None


# --- who may do what ------------------------------------------------------------------------

@pytest.mark.parametrize("command", ["open_round", "reveal", "mark_passing", "cancel_round"])
def test_a_seat_token_cannot_perform_banker_actions(command):
    """'A seat token cannot perform banker actions — checked inside the commands.'"""
    log, rid = opened()
    log = entered(log, rid, {"Ann": 100, "Bob": 200})
    ready = entered(log, rid, {"Cy": 300})
    calls = {
        "open_round": lambda a: open_round(log, a, spec()),
        "reveal": lambda a: reveal(ready, a, rid),
        "mark_passing": lambda a: mark_passing(log, a, rid, "Cy"),
        "cancel_round": lambda a: cancel_round(log, a, rid),
    }
    for actor in ("seat:Ann", "seat:Cy", "Ann", "seat:banker"):
        message = refused(calls[command], actor)
        assert message.startswith("Only the banker can")
    assert rounds(log)[rid].status == "collecting"
    calls[command]("banker")  # the banker may


def test_reveal_refusal_reads_as_the_issue_says():
    log, rid = opened()
    refused(reveal, log, "seat:Ann", rid, match="Only the banker can reveal the bids")


def test_a_seat_cannot_enter_for_another_seat():
    """'On their own phone, each player enters': the seat is the actor's own, never a parameter."""
    log, rid = opened(participants=("Ann", "Bob"))
    log, _ = enter(log, "seat:Bob", rid, {"bid": 200})
    refused(enter, log, "seat:Ann", rid, {"bid": 100, "seat": "Bob"}, match="This round has no field 'seat'")
    refused(enter, log, "banker", rid, {"bid": 100})
    refused(enter, log, "Bob", rid, {"bid": 100})
    refused(enter, log, "seat:Cy", rid, {"bid": 100}, match="You are not taking part in this round")
    log, _ = enter(log, "seat:Ann", rid, {"bid": 100})
    st = rounds(log)[rid]
    assert st.entries["Bob"].values == {"bid": 200} and st.entries["Ann"].values == {"bid": 100}


def test_unknown_round_is_refused():
    refused(enter, Log(), "seat:Ann", "r9", {"bid": 10}, match="There is no round 'r9' at this table")
    refused(reveal, Log(), "banker", "r9")
