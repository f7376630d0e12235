"""One finished game of each of the four games, played through the rules core by that game's own test drivers,
and a way to save one as the app saves a table (for the browser tests of what a finished game offers)."""
from __future__ import annotations

import secrets
from pathlib import Path

from calculators.core.log import Log
from calculators.core.table import TableSetup
from tests.support import fortune, owners_choice
from tests.support.roll_and_rails import game as roll_and_rails_game
from tests.support.rollout import game as rollout_game


def finished_rollout() -> Log:
    return rollout_game.play_whole_game().log  # twelve turns through the rules core, ending in Cash Out


def finished_roll_and_rails() -> Log:
    from calculators.core.actors import seat_actor
    from calculators.roll_and_rails import count_connections

    m = roll_and_rails_game
    log = m.setup_goods(m.started(["Ann", "Bob", "Cy"], rounds=3))
    log = m.round_three(m.round_two(m.round_one(log)))
    # End of the Game: "players check how many complete connections they managed to create" — then it is final
    for who, completed in (("Ann", 4), ("Bob", 3), ("Cy", 3)):
        log, _ = count_connections(log, seat_actor(who), completed, 1)
    return log


def finished_owners_choice() -> Log:
    import calculators.owners_choice as oc
    g = owners_choice.Game(players=("A", "B", "C"), banker="Zoe", start="B")
    g.pregame({"RED": 2}, {"RED": 1, "BLUE": 2}, {"GREEN": 1})
    # "When a player moves the Action pawn onto this space [Goal], that player receives $100 from the Fund
    # and the game is over."
    g.do(g.st.current, oc.move_pawn, 2, "goal", None)
    assert g.st.phase == "over"
    return g.log


def finished_fortune() -> Log:
    from calculators.fortune import actions as A
    t = fortune.Table()
    t.turn("Bob", "commerzbank-2")
    t.do(A.take_loan, fortune.B, "Bob")  # Bob's balance drops by 5,000 DM
    t.do(A.time_up, fortune.B)  # "at the agreed time the best balance wins"
    return t.log


def finished_rollout_in_debt() -> Log:
    """The scripted whole game, where before its last Stage 4 ends Cy's Pedrasca borrows to its limit and spends it:
    Ann's Pedrasca shares are worth less than nothing by the rulebook."""
    import calculators.rollout as ro
    from tests.support.rollout import B
    log = finished_rollout()
    before_end = Log(events=log.events[:-1])  # the last event ends the game
    pedrasca = ro.state_of(before_end).company("Pedrasca")
    log, _ = ro.borrow(before_end, B, pedrasca.ceo, pedrasca.loan_cap - pedrasca.loans)
    log, _ = ro.correct(log, B, pedrasca.ceo, "cash", delta=-(ro.state_of(log).company("Pedrasca").cash or 0),
                        reason="spent")
    log, _ = ro.end_stage(log, B)
    assert ro.is_over(ro.state_of(log)) and ro.final_score(ro.state_of(log)).share_values["Pedrasca"] < 0
    return log


GAMES = {
    "rollout": finished_rollout,
    "roll-and-rails": finished_roll_and_rails,
    "owners-choice": finished_owners_choice,
    "fortune": finished_fortune,
}


def setup_of(log: Log) -> TableSetup:
    """The table's setup, as its first event recorded it."""
    d = log.events[0].data
    return TableSetup(game=d["game"], name=d["name"], players=tuple(d["players"]), banker=d["banker"])


def save_finished(data_dir: Path, game: str, log: Log | None = None) -> str:
    """A finished game of `game` (or `log`, one) saved in `data_dir` the way the app saves a table; its id."""
    from companion.storage import Store

    log = log or GAMES[game]()
    setup = setup_of(log)
    meta = {"game": setup.game, "name": setup.name, "setup": setup.model_dump(mode="json"),
            "table_secret": secrets.token_hex(16)}
    return Store(data_dir).create(meta, [e.model_dump(mode="json") for e in log.events])
