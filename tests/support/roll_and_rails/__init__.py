"""Shared helpers for the Roll and Rails tests: tables, seats, and the laws checked after every step.

This package holds everything the tests share for the game: here a table and its driver; in game.py the
scripted games; in the other modules the scenarios other tests replay, named for the test file that runs them."""
import random

from calculators.core.boards import load_board
from calculators.core.log import Event, Log, record
from calculators.core.table import make_setup
from calculators.roll_and_rails import board_for, configure, invariant_errors, pick_die, state_of, whose_pick
from calculators.roll_and_rails.fold import apply
from calculators.roll_and_rails.draft import enter_draft

GAME = "roll-and-rails"
SUPPLY = {"yellow": 6, "red": 6, "blue": 6, "green": 6, "grey": 6}
# The cost of track building, as printed (used to check every payment independently of the board file).
TERRAIN = {"plains": 0, "forest": 1, "swamp": 1, "mountain": 2, "town": 1, "river": 1}
__test__ = False


def seat(name):
    """The actor of a player's own phone."""
    return f"seat:{name}"


def new_table(players, banker="Bank"):
    """A log holding only the table's creation, as the live table writes it (setup + board)."""
    setup = make_setup(GAME, "Friday", players, banker)
    data = {**setup.model_dump(mode="json"), "board": load_board(GAME).model_dump(mode="json")}
    log, _ = record(Log(), "table.created", "host", data, undoable=False)
    return log


def started(players, rounds=3, first=None, **kw):
    """A configured table in the roll phase of round 1."""
    log, _ = configure(new_table(players), "banker", rounds=rounds, supply=kw.pop("supply", SUPPLY),
                       first_player=first or players[0], **kw)
    return log


def expected_money(ev, before):
    """What each player's $ may change by for this event, from the rulebook's own figures."""
    d = ev.data
    out = dict.fromkeys(before.players, 0)
    k = ev.kind
    if k == "rails.configured":
        out = dict.fromkeys(before.players, d["starting_money"])  # assumed 0$; a board edit may set it
    elif k == "rails.track_built":
        out[d["player"]] = -sum(TERRAIN[t] for t in d["terrain"])
    elif k == "rails.stock_upgraded":
        out[d["player"]] = -(d["level"] - 1)  # level 2 costs 1$ ... level 6 5$
    elif k == "rails.goods_shipped" and d["take"] == "money":
        out[d["player"]] = sum(h["owner"] == d["player"] for h in d["shipment"]["hops"])
    elif k == "rails.points_taken" and d["take"] == "money":
        out[d["player"]] = d["points"]
    elif k == "rails.money_taken":
        out[d["player"]] = 3 if d["specialist"] == "banker" else 1
    elif k == "rails.goods_added":
        out[d["player"]] = -1
    elif k == "rails.city_founded":
        out[d["player"]] = -3 if d["die"] is not None else 0
    return out


def check_laws(before_log, after_log, ev):
    """Invariants hold, $ moved only by the named amounts, and the stored event replays to the live state
    (by induction the whole stored log does; `replays_stored` checks a whole log)."""
    before, after = state_of(before_log), state_of(after_log)
    assert invariant_errors(after) == []
    moved = {p: after.sheet(p).money - before.sheet(p).money for p in after.players}
    assert moved == expected_money(ev, before), (ev.kind, moved)
    assert apply(before, Event.model_validate(ev.model_dump(mode="json"))) == after


def replays_stored(log):
    """The stored form of every event (JSON and back) replays to the live state."""
    stored = Log(events=tuple(Event.model_validate(e.model_dump(mode="json")) for e in log.events))
    assert state_of(stored) == state_of(log)
    return log


def step(log, command, *args, **kw):
    """Run one command and check the laws; returns the new log."""
    new, ev = command(log, *args, **kw)
    check_laws(log, new, ev)
    return new


def draft_all(log, choose=max):
    """Every player picks in snake order (by default the highest die left)."""
    while state_of(log).phase == "draft":
        s = state_of(log)
        log = step(log, pick_die, seat(whose_pick(s)), choose(s.pool))
    return log


def drafted(log, values, choose=max):
    """Enter the round's dice as typed in by the starting player and run the whole draft."""
    s = state_of(log)
    return draft_all(step(log, enter_draft, seat(s.players[s.first]), values), choose)


def dealt(log, hands, leftover=1):
    """Roll exactly the hands wanted (plus one left over) and let each player draft theirs, in order."""
    s = state_of(log)
    values = [v for p in s.players for v in hands[p]] + [leftover]
    log = step(log, enter_draft, seat(s.players[s.first]), values)
    while state_of(log).phase == "draft":
        s = state_of(log)
        p = whose_pick(s)
        log = step(log, pick_die, seat(p), hands[p][len(s.sheet(p).drafted)])
    return log


def rich(players, money, rounds=3, **kw):
    """A configured table where every player starts with `money` (the board's starting money edited)."""
    from calculators.roll_and_rails import edit_rails_board
    log, _ = edit_rails_board(new_table(players), "banker", "starting_money", money)
    log, _ = configure(log, "banker", rounds=rounds, supply=SUPPLY, first_player=players[0], **kw)
    return log


def board(log):
    """The board tables in force."""
    return board_for(log)


def rng(seed=1):
    """A seeded RNG for the app's dice."""
    return random.Random(seed)
