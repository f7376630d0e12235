"""Sealed entries (live-table issue): collect one secret entry per seat, reveal all at once.

Each test cites the rule from the issue it checks.
"""
from __future__ import annotations

import random

import pytest

from calculators.core.bids import (
    PASS, Entry, FieldSpec, RoundSpec, TieBreak, cancel_round, enter, history_data,
    mark_passing, open_round, reveal, rounds, view_for,
)
from calculators.core.log import Log, record, redo, undo
from calculators.core.model import RuleError

SEATS = ("Ann", "Bob", "Cy")
BID = FieldSpec(name="bid", label="Bid", kind="int", min=0, max=2500, step=10)


def spec(**kw) -> RoundSpec:
    base = dict(purpose="Secret share bids", participants=SEATS, fields=(BID,),
                resolve="highest", rank_field="bid")
    return RoundSpec(**{**base, **kw})


def opened(**kw) -> tuple[Log, str]:
    log, ev = open_round(Log(), "banker", spec(**kw))
    return log, ev.data["round_id"]


def entered(log: Log, rid: str, bids: dict[str, int | None]) -> Log:
    for seat, amount in bids.items():
        log, _ = enter(log, f"seat:{seat}", rid, None if amount is None else {"bid": amount})
    return log


class Scripted:
    """An rng whose die faces are given in advance (face n comes from randrange returning n - 1)."""

    def __init__(self, *faces: int):
        self.faces = list(faces)

    def randrange(self, k: int) -> int:
        return self.faces.pop(0) - 1


def refused(fn, *args, match: str | None = None):
    """Call a command that must be refused; return the message."""
    with pytest.raises(RuleError) as err:
        fn(*args)
    if match is not None:
        assert err.value.message == match
    return err.value.message


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
        ({"bid": 25}, {}, "Ann's bid goes in steps of 10; 25 is not one"),
        ({"bid": 20}, {"fields": (FieldSpec(name="bid", label="Bid", kind="int", min=5, max=95, step=10),)},
         "Ann's bid goes in steps of 10 from 5; 20 is not one"),
        ({"bid": "abc"}, {}, "Ann's bid must be a whole number; 'abc' is not"),
        ({"bid": 2.5}, {}, "Ann's bid must be a whole number; 2.5 is not"),
        ({"bid": True}, {}, "Ann's bid must be a whole number; True is not"),
        ({"bid": None}, {}, "Ann's bid must be a whole number; None is not"),
        ({"bid": ""}, {}, "Ann's bid must be a whole number; '' is not"),
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


# --- revealing and resolving -----------------------------------------------------------------

def test_banker_reveals_only_when_everyone_has_confirmed():
    """'The banker reveals when everyone has confirmed, or may mark a seat that does not answer as passing.'"""
    log, rid = opened()
    log = entered(log, rid, {"Ann": 100})
    refused(reveal, log, "banker", rid, match="Bob and Cy have not confirmed yet: wait, or mark them as passing")
    log = entered(log, rid, {"Cy": 300})
    refused(reveal, log, "banker", rid, match="Bob has not confirmed yet: wait, or mark Bob as passing")
    refused(mark_passing, log, "banker", rid, "Ann", match="Ann has already confirmed")
    refused(mark_passing, log, "banker", rid, "Zed", match="Zed is not taking part in this round")
    log, ev = mark_passing(log, "banker", rid, "Bob")
    assert ev.kind == "bids.passed"
    log, ev = reveal(log, "banker", rid)
    assert ev.kind == "bids.revealed" and ev.data["binding_key"] == f"reveal {rid}"
    res = rounds(log)[rid].result
    assert [e.seat for e in res.entries] == list(SEATS)  # participants' order, side by side
    assert res.entries[1].values is None and res.winners == ("Cy",) and res.tied == ()
    refused(reveal, log, "banker", rid, match="The entries for Secret share bids are already revealed")
    refused(enter, log, "seat:Ann", rid, {"bid": 10}, match="The entries for Secret share bids are already revealed")


def test_a_seat_marked_passing_may_still_enter_before_the_round_is_locked():
    log, rid = opened()
    log, _ = mark_passing(log, "banker", rid, "Bob")
    log = entered(log, rid, {"Bob": 50})
    assert rounds(log)[rid].entries["Bob"].values == {"bid": 50}


@pytest.mark.parametrize(("resolve", "winners"), [("highest", ("Bob",)), ("lowest", ("Cy",)), ("reveal", ())])
def test_resolve_highest_lowest_or_just_reveal(resolve, winners):
    """'how it resolves (highest wins, lowest wins, or just reveal)'."""
    log, rid = opened(resolve=resolve)
    log = entered(log, rid, {"Ann": 200, "Bob": 900, "Cy": 10})
    log, _ = reveal(log, "banker", rid)
    res = rounds(log)[rid].result
    assert res.winners == winners and res.tied == () and res.tie_break is None
    assert [e.values["bid"] for e in res.entries] == [200, 900, 10]


def test_passes_never_win_and_everyone_passing_has_no_winner():
    log, rid = opened(resolve="lowest")
    log = entered(log, rid, {"Ann": None, "Bob": 700, "Cy": None})
    log, _ = reveal(log, "banker", rid)
    assert rounds(log)[rid].result.winners == ("Bob",)
    log, rid = opened(tie_break="die")
    log = entered(log, rid, {"Ann": None, "Bob": None, "Cy": None})
    log, _ = reveal(log, "banker", rid)
    res = rounds(log)[rid].result
    assert (res.winners, res.tied, res.tie_break) == ((), (), None)
    assert all(e.is_pass for e in res.entries)


def test_a_reported_tie_leaves_the_decision_to_the_game():
    """'Where a rule says something else (Rollout Step D: all tied players get the bonus roll),
    the game decides; the round only reports the tie.'"""
    log, rid = opened()
    log = entered(log, rid, {"Ann": 500, "Bob": 100, "Cy": 500})
    log, _ = reveal(log, "banker", rid)
    res = rounds(log)[rid].result
    assert res.winners == ("Ann", "Cy") and res.tied == ("Ann", "Cy") and res.tie_break is None


def test_die_tie_break_rolls_again_among_seats_still_tied():
    """'each tied seat rolls one die, the highest wins and any remaining tie rolls again — shown and recorded.'"""
    log, rid = opened(tie_break="die", participants=("Ann", "Bob", "Cy", "Dee"))
    log = entered(log, rid, {"Ann": 500, "Bob": 500, "Cy": 300, "Dee": 500})
    # Roll-off 1: Ann 4, Bob 6, Dee 6; roll-off 2 (Bob, Dee): 3, 3; roll-off 3: 2, 5.
    log, ev = reveal(log, "banker", rid, rng=Scripted(4, 6, 6, 3, 3, 2, 5))
    res = rounds(log)[rid].result
    assert res.tied == ("Ann", "Bob", "Dee") and res.winners == ("Dee",)
    assert res.tie_break == TieBreak(
        rolls=({"Ann": 4, "Bob": 6, "Dee": 6}, {"Bob": 3, "Dee": 3}, {"Bob": 2, "Dee": 5}), winner="Dee")
    assert ev.data["result"]["tie_break"]["rolls"][2] == {"Bob": 2, "Dee": 5}  # recorded in the log


def test_die_tie_break_with_a_seeded_rng_has_a_fair_winner():
    for seed in range(40):
        log, rid = opened(tie_break="die", resolve="lowest")
        log = entered(log, rid, {"Ann": 100, "Bob": 100, "Cy": 100})
        log, _ = reveal(log, "banker", rid, rng=random.Random(seed))
        tb = rounds(log)[rid].result.tie_break
        still = SEATS
        for faces in tb.rolls:
            assert tuple(faces) == still and all(1 <= f <= 6 for f in faces.values())
            still = tuple(s for s in still if faces[s] == max(faces.values()))
        assert still == (tb.winner,)


# --- binding reveal: undo, redo ----------------------------------------------------------------

def test_undone_reveal_pins_the_entries_and_revealing_again_reuses_result_and_dice():
    """'A reveal can be undone only together with what came after it, and doing that step again
    reuses the recorded dice or entries — nobody can roll again until lucky, or bid again after
    seeing the others.'"""
    log, rid = opened(tie_break="die")
    log = entered(log, rid, {"Ann": 500, "Bob": 500, "Cy": 500})
    log, first = reveal(log, "banker", rid, rng=random.Random(1))
    shown = rounds(log)[rid]
    log, _ = undo(log, "banker")
    st = rounds(log)[rid]
    assert st.status == "collecting" and st.locked and st.result is None
    msg = "The entries were already revealed once; they cannot change"
    refused(enter, log, "seat:Ann", rid, {"bid": 900}, match=msg)
    refused(cancel_round, log, "banker", rid)
    log, _ = record(log, "note", "banker", {"text": "coffee"})  # redo is gone; the pin is not
    for seed in range(10):
        again_log, again = reveal(log, "banker", rid, rng=random.Random(1000 + seed))
        assert again.data["result"] == first.data["result"]
        assert rounds(again_log)[rid] == shown


def test_the_pin_holds_even_when_entries_after_it_are_undone_too():
    log, rid = opened(tie_break="die")
    log = entered(log, rid, {"Ann": 500, "Bob": 500, "Cy": 100})
    log, first = reveal(log, "banker", rid, rng=random.Random(2))
    log, _ = undo(log, "banker")
    log, _ = undo(log, "banker")  # Cy's entry
    assert rounds(log)[rid].confirmed == ("Ann", "Bob")
    refused(enter, log, "seat:Cy", rid, {"bid": 900})
    refused(mark_passing, log, "banker", rid, "Cy")
    log, again = reveal(log, "banker", rid, rng=random.Random(3))
    assert again.data["result"] == first.data["result"]


def test_reopening_an_undone_revealed_round_under_its_id_needs_the_same_settings():
    log, _ = open_round(Log(), "banker", spec(), round_id="s4")
    log = entered(log, "s4", {"Ann": 10, "Bob": 20, "Cy": 30})
    log, first = reveal(log, "banker", "s4")
    for _ in range(5):
        log, _ = undo(log, "banker")
    assert "s4" not in rounds(log)
    refused(lambda: open_round(log, "banker", spec(purpose="Other"), round_id="s4"),
            match="A round 's4' was already revealed once with other settings; give this one another id")
    log, _ = open_round(log, "banker", spec(), round_id="s4")
    assert rounds(log)["s4"].locked
    log, again = reveal(log, "banker", "s4")
    assert again.data["result"] == first.data["result"]


def test_undo_then_redo_of_a_reveal_restores_it():
    log, rid = opened()
    log = entered(log, rid, {"Ann": 10, "Bob": 20, "Cy": 30})
    log, _ = reveal(log, "banker", rid)
    before = rounds(log)
    log, _ = redo(*undo(log, "banker")[:1], "banker")
    assert rounds(log) == before


def test_cancel_before_reveal_hides_the_entries_forever():
    log, rid = opened()
    log = entered(log, rid, {"Ann": 10, "Bob": 20})
    log, ev = cancel_round(log, "banker", rid)
    assert ev.kind == "bids.cancelled" and rounds(log)[rid].status == "cancelled"
    refused(enter, log, "seat:Cy", rid, {"bid": 10}, match="The round for Secret share bids was cancelled")
    refused(reveal, log, "banker", rid)
    refused(cancel_round, log, "banker", rid)
    assert view_for(rounds(log)[rid], "Ann").entries == {"Ann": Entry(seat="Ann", values={"bid": 10})}
    assert view_for(rounds(log)[rid], None).entries == {}


# --- secrecy ---------------------------------------------------------------------------------

def test_other_screens_show_only_who_has_confirmed_until_the_reveal():
    """'Every other screen — the banker's included — shows only who has confirmed, never a value.'"""
    log, rid = opened()
    log = entered(log, rid, {"Ann": 1230, "Bob": 2340})
    st = rounds(log)[rid]
    banker = view_for(st, None)
    assert banker.entries == {} and banker.confirmed == ("Ann", "Bob") and banker.result is None
    assert view_for(st, "Ann").entries == {"Ann": Entry(seat="Ann", values={"bid": 1230})}
    assert view_for(st, "Cy").entries == {}
    log = entered(log, rid, {"Cy": None})
    log, _ = reveal(log, "banker", rid)
    st = rounds(log)[rid]
    assert view_for(st, "Cy") == st == view_for(st, None)


def test_history_never_prints_a_stored_entry():
    """'Entries are in the event log, but a stored entry is not shown in the history until revealed.'"""
    log, rid = opened()
    log = entered(log, rid, {"Ann": 1230, "Bob": None})
    log, passed = mark_passing(log, "banker", rid, "Cy")
    shown = [history_data(e) for e in log.events]
    assert shown[1] == {"round_id": rid, "seat": "Ann", "entered": True}
    assert shown[2] == {"round_id": rid, "seat": "Bob", "entered": True}  # a pass is a secret too
    assert shown[3] == {"round_id": rid, "seat": "Cy", "passed": True}  # the banker's mark is public
    assert "1230" not in repr(shown)
    log, ev = reveal(log, "banker", rid)
    assert history_data(ev)["result"]["entries"][0]["values"] == {"bid": 1230}
    assert "binding_key" not in history_data(ev)
    other, _ = record(log, "dice.rolled", "banker", {"faces": [3]})
    assert history_data(other.events[-1]) == {"faces": [3]}


def test_a_cancelled_round_may_be_opened_again_with_its_id_and_fresh_entries():
    log, _ = open_round(Log(), "banker", spec(), round_id="stage4")
    log, _ = enter(log, "seat:Ann", "stage4", {"bid": 10})
    log, _ = cancel_round(log, "banker", "stage4")
    log, ev = open_round(log, "banker", spec(), round_id="stage4")
    st = rounds(log)["stage4"]
    assert ev.kind == "bids.opened" and st.status == "collecting" and st.entries == {} and st.confirmed == ()
    refused(lambda: open_round(log, "banker", spec(), round_id="stage4"),
            match="There is already a round 'stage4' at this table")
    assert rounds(Log.model_validate_json(log.model_dump_json())) == rounds(log)  # replay gives the same
