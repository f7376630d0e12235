"""Imports re-run each action through the command that makes it (issue 13, item 4).

check_import re-makes every action a game's `commands` table lists with the command the screens call,
so a check that lives only in the command (whose turn it is, the draft order) refuses the import too.
"""
from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from calculators.core.log import Event, Log
from calculators.core.model import RuleError
from calculators.core.replay import check_import
from calculators.core.table import TableSetup

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
GAMES = ("rollout", "roll-and-rails", "owners-choice", "fortune")


def _load(game: str, name: str) -> tuple[TableSetup, list[dict]]:
    d = json.loads((FIXTURES / game / f"{name}.json").read_text(encoding="utf-8"))
    return TableSetup.model_validate(d["setup"]), d["events"]


def _log(events: list[dict]) -> Log:
    return Log(events=tuple(Event.model_validate(e) for e in events))


def _moved(setup: TableSetup, events: list[dict], i: int) -> tuple[list[dict], str, str]:
    """The log through event i, with that seat action moved to the next player's seat (its named player too)."""
    e = events[i]
    me = e["actor"].split(":", 1)[1]
    other = setup.players[(setup.players.index(me) + 1) % len(setup.players)]
    bad = copy.deepcopy(events[: i + 1])
    bad[i]["actor"] = f"seat:{other}"
    for k in ("player", "seat"):
        if bad[i]["data"].get(k) == me:
            bad[i]["data"][k] = other
    return bad, me, other


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("name", ("whole", "midgame", "imported"))
def test_every_golden_table_still_imports(game: str, name: str) -> None:
    """Every recorded table is re-made by its commands without a refusal."""
    setup, events = _load(game, name)
    check_import(_log(events), setup)


# (game, kind, the rulebook's words the command checks)
OUT_OF_TURN = [
    # Owner's Choice, Turn: "The players take turns in clockwise order" — the pawn moves and the turn ends on A's turn.
    ("owners-choice", "oc.pawn_moved", "It is A's turn, not B's"),
    ("owners-choice", "oc.turn_ended", "It is A's turn, not B's"),
    # Roll and Rails, Dice Selection Phase: the players pick one die each in turn order.
    ("roll-and-rails", "rails.die_picked", "It is Ann's pick"),
    ("roll-and-rails", "rails.turn_ended", "It is Ann's turn, not Bob's"),
    # Rollout, Stage 1: each player pays their own company's salaries, interest and dividends.
    ("rollout", "rollout.stage1_paid", "Only Ann (or the banker) can pay their Stage 1"),
    # Rollout, Step D: each player rolls the dice their company earned (Bob's are not Ann's).
    ("rollout", "rollout.sales_rolled", "what it records is not what the rules make of it"),
    # Fortune, Turn Order and Movement: the players roll in turn; the banker records the space of the one who rolled.
    ("fortune", "fortune.rolled", "Bob ist nicht an der Reihe"),
]


@pytest.mark.parametrize(("game", "kind", "words"), OUT_OF_TURN)
def test_an_action_out_of_turn_is_refused_naming_the_event(game: str, kind: str, words: str) -> None:
    setup, events = _load(game, "whole")
    i = next(k for k, e in enumerate(events) if e["kind"] == kind and e["actor"].startswith("seat:"))
    bad, me, other = _moved(setup, events, i)
    with pytest.raises(RuleError) as got:
        check_import(_log(bad), setup)
    assert got.value.message.startswith(f"Action #{i + 1}: ")
    assert words in got.value.message
    check_import(_log(events[: i + 1]), setup)  # the same action by the right seat imports


def test_a_landing_before_the_player_rolled_is_refused() -> None:
    """Fortune: the banker records where the player who rolled lands ("Bob muss erst würfeln")."""
    setup, events = _load("fortune", "whole")
    i = next(k for k, e in enumerate(events) if e["kind"] == "fortune.landed")
    bad = copy.deepcopy(events[: i + 1])
    who = bad[i]["data"]["player"]
    other = next(p for p in setup.players if p != who)
    bad[i]["data"]["player"] = other
    bad[i]["on_behalf_of"] = other if bad[i]["on_behalf_of"] else None
    with pytest.raises(RuleError, match=rf"^Action #{i + 1}: {other} muss erst würfeln"):
        check_import(_log(bad), setup)


def test_a_bid_off_the_price_index_is_refused() -> None:
    """Rollout, Open Bid: "he must offer the current market price for each share" — a first bid of
    another price is refused by the bid command, even though the fold would take it."""
    setup, events = _load("rollout", "whole")
    i = next(k for k, e in enumerate(events) if e["kind"] == "rollout.bid")
    bad = copy.deepcopy(events[: i + 1])
    bad[i]["data"]["price"] += 1
    with pytest.raises(RuleError, match=rf"^Action #{i + 1}: The first bid is the market price"):
        check_import(_log(bad), setup)


def test_an_app_roll_with_other_faces_than_the_app_could_show_is_refused() -> None:
    """A roll the app made is re-made from its recorded faces; a face the die does not have is refused."""
    setup, events = _load("fortune", "whole")
    i = next(k for k, e in enumerate(events) if e["kind"] == "fortune.rolled" and e["data"]["roll"]["source"] == "app")
    bad = copy.deepcopy(events[: i + 1])
    bad[i]["data"]["roll"]["faces"] = [7] * len(bad[i]["data"]["roll"]["faces"])
    with pytest.raises(RuleError, match=rf"^Action #{i + 1}: "):
        check_import(_log(bad), setup)


def _seat_actions(events: list[dict], per_kind: int = 6) -> list[int]:
    """Seat actions of every kind in the log, up to `per_kind` of each spread over the game (a whole
    Rollout has 150 of them; each import refused at event i folds i events, so all of them take ~40 s)."""
    by_kind: dict[str, list[int]] = {}
    for k, e in enumerate(events):
        if e["actor"].startswith("seat:") and not e["kind"].startswith("bids."):
            by_kind.setdefault(e["kind"], []).append(k)
    picks = []
    for found in by_kind.values():
        picks += found[:: max(1, len(found) // per_kind)][:per_kind]
    return sorted(picks)


@pytest.mark.parametrize("game", GAMES)
def test_moving_any_seat_action_to_another_seat_is_refused_or_legal(game: str) -> None:
    """For the recorded whole game, seat actions of every kind moved to the next seat's actor (with the
    player they name): the import is refused with RuleError naming the event, or what it yields is a
    legal table (check_import folds the whole log with every invariant) — never another exception.
    Some moves are legal by the rules: Rollout's Hex is rolled by "one player (any)", open bids are made
    by any player who wants the shares, Roll and Rails' connections are counted by each player any time."""
    setup, events = _load(game, "whole")
    refused = 0
    picks = _seat_actions(events)
    assert picks
    for i in picks:
        bad, _, _ = _moved(setup, events, i)
        bad += copy.deepcopy(events[i + 1:])
        try:
            check_import(_log(bad), setup)
        except RuleError as e:
            refused += 1
            assert e.message.startswith("Action #")  # the moved action, or a later one it made illegal
    assert refused  # the rules refuse at least some of them


def test_every_recorded_kind_is_re_made_by_a_command() -> None:
    """Each game lists a command for every kind of its own actions in the golden tables; only the core
    kinds (table, dice tray, sealed rounds, undo/redo) keep the core checks."""
    from calculators.core.game import game_of

    core = {"table.created", "table.imported", "dice.rolled", "bids.opened", "bids.entered", "bids.revealed",
            "undo", "redo", "board.edited"}
    for game in GAMES:
        kinds = {e["kind"] for name in ("whole", "midgame", "imported") for e in _load(game, name)[1]}
        assert sorted(kinds - core - set(game_of(game).commands or {})) == [], game


def test_a_recorded_app_roll_is_handed_back_face_by_face() -> None:
    """The app's roll is re-made by the command's own draw from the recorded faces: a d6 shows 1 to 6."""
    from calculators.core.dice import D6, roll
    from calculators.core.replay_commands import Replayed

    assert roll(D6, 3, "test", Replayed([6, 1, 4])).faces == (6, 1, 4)
    with pytest.raises(RuleError, match="fewer dice"):
        roll(D6, 3, "test", Replayed([6, 1]))
    with pytest.raises(RuleError, match="face"):
        roll(D6, 1, "test", Replayed([7]))


def test_a_sales_roll_with_a_die_missing_is_refused() -> None:
    """Rollout, Step D: the player rolls every die the company earned (Free Roll, Blitz, price, Stores);
    a recorded roll with one die fewer is not what the command rolls."""
    setup, events = _load("rollout", "whole")
    i = next(k for k, e in enumerate(events) if e["kind"] == "rollout.sales_rolled")
    bad = copy.deepcopy(events[: i + 1])
    roll = bad[i]["data"]["roll"]
    roll["faces"], roll["labels"] = roll["faces"][:-1], roll["labels"][:-1]
    with pytest.raises(RuleError, match=rf"^Action #{i + 1}: "):
        check_import(_log(bad), setup)


def test_a_fixed_chip_price_typed_in_otherwise_is_refused() -> None:
    """Fortune: insurance chips cost 6.000 DM (Rheinland), a price the banker cannot type in otherwise."""
    setup, events = _load("fortune", "whole")
    i = next(k for k, e in enumerate(events) if e["kind"] == "fortune.chips_bought" and e["data"]["chip"] == "insurance")
    bad = copy.deepcopy(events[: i + 1])
    d = bad[i]["data"]
    d["unit_price"] -= 1000
    d["pay"] = [[p, q, d["unit_price"] * d["n"]] for p, q, _ in d["pay"]]
    with pytest.raises(RuleError, match=rf"^Action #{i + 1}: .*Spielregel fest"):
        check_import(_log(bad), setup)
    check_import(_log(events[: i + 1]), setup)
