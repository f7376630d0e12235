"""Undo and Redo take back (or put back) the action their button named, or nothing.

A walk: Ann borrowed on her own phone as the banker tapped "Undo: Ann paid Stage 1"; the tap undid the loan (Rulebook,
Borrowing Money: "Each time money is borrowed, the Bank meter is moved one square to the right"), which nobody had
named, and the payment stayed. Two phones holding the bank tapped the same Undo together: two actions were undone,
the second never named, and the table fell back to Setting Up. The button now carries the number of what it names;
the rules refuse when that is no longer the last action in force, recording nothing."""
import random

import pytest

from calculators.core.actors import BANKER, redo_last, redo_target, undo_back_to, undo_last
from calculators.core.log import Log, active_actions, undone_seqs
from calculators.core.model import RuleError
from calculators.core.tray import roll_tray


def rolls(n: int) -> Log:
    log, rng = Log(), random.Random(3)
    for i in range(n):
        log, _ = roll_tray(log, BANKER, 1, f"roll {i + 1}", rng=rng)
    return log


def test_an_undo_refuses_when_another_action_came_in_after_it_was_shown():
    shown = rolls(2)
    named = active_actions(shown)[-1].seq  # the button read "Undo: roll 2"
    log, _ = roll_tray(shown, "seat:Ann", 1, "Ann's", rng=random.Random(9))  # Ann's action reaches the table first
    with pytest.raises(RuleError) as err:
        undo_last(log, BANKER, expect=named)
    assert err.value.params["seq"] == 3  # the refusal names what came in
    assert "came in from another phone" in err.value.message
    again, ev = undo_last(log, BANKER, expect=3)  # looked again: the new action is named, and it goes
    assert ev.target == 3 and undone_seqs(again) == {3}


def test_two_phones_tapping_the_same_undo_undo_once():
    log = rolls(3)
    named = active_actions(log)[-1].seq
    log, _ = undo_last(log, BANKER, expect=named)
    with pytest.raises(RuleError, match="#3 was already taken back"):
        undo_last(log, BANKER, expect=named)  # the second tap: that action is already undone
    assert undone_seqs(log) == {named}


def test_two_phones_tapping_the_same_redo_redo_once():
    log = rolls(3)
    log, _ = undo_last(log, BANKER)
    log, _ = undo_last(log, BANKER)
    named = redo_target(log)
    assert named == 2  # Redo puts back the action undone last (#3, then #2 were undone)
    log, ev = redo_last(log, BANKER, expect=named)
    assert ev.target == 2
    with pytest.raises(RuleError, match="Redo was for #2"):
        redo_last(log, BANKER, expect=named)
    assert redo_target(log) == 3  # still waiting, untouched


def test_undo_back_to_refuses_an_action_its_question_did_not_list():
    log = rolls(4)
    listed_newest = active_actions(log)[-1].seq  # "Undo #3 and everything after it? … #4, #3"
    log, _ = roll_tray(log, "seat:Bob", 1, "Bob's", rng=random.Random(4))
    with pytest.raises(RuleError, match="came in from another phone"):
        undo_back_to(log, BANKER, 3, newest=listed_newest)
    assert len(log.events) == 5  # nothing recorded
    log, events = undo_back_to(log, BANKER, 3, newest=active_actions(log)[-1].seq)
    assert [e.target for e in events] == [5, 4, 3]


def test_redo_all_puts_back_every_undone_action_in_one_tap_or_nothing():
    """A walk three hours in took back 21 actions by mistake ("Undo #110 and everything after it") and needed 21 taps
    on Redo to put them back. Redo all puts back every action undone since the last action, oldest first, one redo
    event each; only the banker may, and only while the first one is still the one the button named."""
    from calculators.core.actors import redo_all
    from calculators.core.log import can_redo, redo_count

    start = rolls(5)
    log, undone = undo_back_to(start, BANKER, 2)
    assert redo_count(log) == 4 and redo_target(log) == 2
    with pytest.raises(RuleError, match="Only the banker"):
        redo_all(log, "seat:Ann")
    log_one, _ = redo_last(log, BANKER)  # another phone's Redo came first: the button's named #2 is back already
    with pytest.raises(RuleError, match="no longer the action to put back"):
        redo_all(log_one, BANKER, expect=2)
    after, events = redo_all(log, BANKER, expect=2)
    assert [e.kind for e in events] == ["redo"] * 4 and [e.target for e in events] == [2, 3, 4, 5]
    assert len({e.at for e in events}) == 1  # one tap, one time
    assert active_actions(after) == active_actions(start) and not can_redo(after)
    with pytest.raises(RuleError, match="Nothing to redo"):
        redo_all(after, BANKER)
