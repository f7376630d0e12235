"""End of the Game as a step: "After the last round ends, players calculate their final score. Players sum up all
Victory Points gained for shipping the goods. Next, players check how many complete connections they managed to
create." The standings are final, and leave the app, only once every player's connections are counted."""
from calculators.games import get
from calculators.roll_and_rails import count_connections, state_of
from calculators.roll_and_rails.codec import fold, pack, unpack
from tests.support.roll_and_rails import seat, started, step
from tests.support.roll_and_rails.game import play_round

GAME = get("roll-and-rails")
PLAYERS = ("Ann", "Bob", "Cy")


def ended():
    """Three players, one round: Ann and Cy ship one good each (1 VP), Bob passes; nobody has counted yet."""
    log = play_round(started(list(PLAYERS), rounds=1))
    assert state_of(log).phase == "over"
    return log


def winners(log):
    found = GAME.standings(log, PLAYERS)
    return None if found is None else [s.name for s in found if s.winner]


def test_the_last_pass_ends_the_rounds_but_not_the_score():
    log = ended()
    state = state_of(log)
    assert state.to_count() == PLAYERS and not state.final
    # Nothing leaves the app as the result while the connections are not counted (it named a winner at 0 each).
    assert GAME.standings(log, PLAYERS) is None
    assert all(GAME.allowed(log, p).count_due for p in PLAYERS)


def test_every_player_counts_then_the_ranking_is_final():
    log = step(ended(), count_connections, seat("Bob"), 2, 0)
    assert state_of(log).to_count() == ("Ann", "Cy") and GAME.standings(log, PLAYERS) is None
    assert not GAME.allowed(log, "Bob").count_due and GAME.allowed(log, "Ann").count_due
    log = step(step(log, count_connections, seat("Cy"), 0, 0), count_connections, seat("Ann"), 0, 1)
    state = state_of(log)
    assert state.final and state.to_count() == ()
    # Bob: 0 VP + 2 connections = 2 beats Ann's and Cy's 1 VP + 0.
    assert winners(log) == ["Bob"]


def test_a_count_before_the_end_is_not_the_count_at_the_end():
    # "After the last round ends ... players check": a number typed in round 1 is checked again at the end.
    log = step(started(list(PLAYERS), rounds=1), count_connections, seat("Ann"), 3, 0)
    log = play_round(log)
    assert state_of(log).to_count() == PLAYERS and state_of(log).sheet("Ann").completed == 3


def test_a_recount_after_confirming_is_taken_and_the_count_stays_confirmed():
    log = ended()
    for p in PLAYERS:
        log = step(log, count_connections, seat(p), 1, 0)
    log = step(log, count_connections, seat("Cy"), 4, 0)
    assert state_of(log).counted == PLAYERS and winners(log) == ["Cy"]


def test_the_counts_at_the_end_travel_with_the_shared_state():
    log = step(ended(), count_connections, seat("Cy"), 1, 0)
    s = fold(log)
    assert s["counted"] == ["Cy"] and unpack(pack(s)) == s
    # A table that has counted nothing at the end is written as before: the state has no such part.
    assert "counted" not in fold(ended()) and len(pack(fold(ended()))) == 11
