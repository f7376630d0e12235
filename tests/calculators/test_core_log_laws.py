"""Laws of the event log, for any sequence of record / undo / redo (property-based)."""
from hypothesis import given, settings
from hypothesis import strategies as st

from calculators.core.log import (
    Log,
    active_actions,
    can_redo,
    can_undo,
    record,
    redo,
    replay,
    undo,
    undone_seqs,
)

T0 = "2026-01-01T00:00:00Z"

ops = st.lists(
    st.one_of(
        st.tuples(st.just("record"), st.integers(-5, 5)),
        st.tuples(st.just("seal"), st.integers(-5, 5)),  # an action that cannot be undone
        st.just(("undo",)),
        st.just(("redo",)),
    ),
    max_size=40,
)


def apply(state: tuple[int, ...], ev) -> tuple[int, ...]:
    """A toy game: the state is every value recorded in force, in order."""
    return (*state, ev.data["v"])


class Live:
    """A state kept step by step, the way a screen would, with its own undo and redo stacks."""

    def __init__(self):
        self.states = [()]
        self.sealed = [True]  # the start cannot be undone
        self.redo = []

    def record(self, v, undoable):
        self.states.append((*self.states[-1], v))
        self.sealed.append(not undoable)
        self.redo.clear()

    def can_undo(self):
        return not self.sealed[-1]

    def undo(self):
        self.redo.append((self.states.pop(), self.sealed.pop()))

    def do_redo(self):
        state, sealed = self.redo.pop()
        self.states.append(state)
        self.sealed.append(sealed)


def run(script):
    log, live = Log(), Live()
    for op in script:
        if op[0] in ("record", "seal"):
            log, _ = record(log, "add", "host", {"v": op[1]}, at=T0, undoable=op[0] == "record")
            live.record(op[1], op[0] == "record")
        elif op[0] == "undo" and can_undo(log):
            log, _ = undo(log, "host", at=T0)
            live.undo()
        elif op[0] == "redo" and can_redo(log):
            log, _ = redo(log, "host", at=T0)
            live.do_redo()
    return log, live


@settings(max_examples=300, deadline=None)
@given(ops)
def test_replay_equals_the_live_state(script):
    log, live = run(script)
    assert replay(log, apply, ()) == live.states[-1]
    assert can_undo(log) == live.can_undo()
    assert can_redo(log) == bool(live.redo)


@settings(max_examples=300, deadline=None)
@given(ops)
def test_undo_then_redo_is_identity(script):
    log, _ = run(script)
    if can_undo(log):
        back, _ = redo(undo(log, "host", at=T0)[0], "host", at=T0)
        assert replay(back, apply, ()) == replay(log, apply, ())
        assert active_actions(back) == active_actions(log)
        assert undone_seqs(back) == undone_seqs(log)


@settings(max_examples=300, deadline=None)
@given(ops)
def test_every_action_is_either_in_force_or_undone_and_history_is_kept(script):
    log, _ = run(script)
    actions = {e.seq for e in log.events if e.is_action}
    active = [e.seq for e in active_actions(log)]
    assert active == sorted(active)
    assert set(active) | undone_seqs(log) == actions
    assert not set(active) & undone_seqs(log)
    assert [e.seq for e in log.events] == list(range(1, len(log.events) + 1))
    assert Log.model_validate(log.model_dump(mode="json")) == log
