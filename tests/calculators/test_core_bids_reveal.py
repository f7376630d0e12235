"""Sealed entries (live-table issue): reveal all at once — resolving, tie-breaks, a binding reveal under undo and
redo, and secrecy until the reveal.

Each test cites the rule from the issue it checks.
"""
from __future__ import annotations

import random

import pytest

from calculators.core.bids import (
    Entry, TieBreak, cancel_round, enter, history_data,
    mark_passing, open_round, reveal, rounds, view_for,
)
from calculators.core.log import Log, record, redo, undo
from tests.support.bids import SEATS, Scripted, entered, opened, refused, spec


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
