"""The dice selection phase (snake draft) and the four dice manipulators."""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from calculators.core.actors import may_act_for
from calculators.core.dice import D6, roll
from calculators.core.log import Event, Log, pinned_outcome
from calculators.core.model import RuleError
from calculators.roll_and_rails.fold import commit, DICE_CHANGED, DICE_ROLLED, DIE_PICKED
from calculators.roll_and_rails.checks import no_pending, not_over, player_of, table
from calculators.roll_and_rails.rules import dice_count, whose_pick
from calculators.roll_and_rails.state import RailsState
from calculators.roll_and_rails.terms import term


def _roll_step(log: Log, actor: str) -> tuple[RailsState, str]:
    state, _ = table(log)
    if state.phase == "setup":
        raise RuleError("Set up the game first.")
    not_over(state)
    if state.phase != "roll":
        raise RuleError("The dice are rolled at the start of a round, before the draft.")
    starter = state.players[state.first]
    if not may_act_for(actor, starter):
        raise RuleError("The starting player ({starter}) or the banker rolls the dice.", starter=starter)
    return state, f"round {state.round} / draft"


def roll_draft(log: Log, actor: str, rng: random.Random | None = None) -> tuple[Log, Event]:
    """Dice Selection Phase: roll 4 x players + 1 dice; if all show the same, all are rerolled at once
    (interpretation: the rulebook's "all three dice" is copied from setup). Every roll is recorded."""
    state, key = _roll_step(log, actor)
    kept = pinned_outcome(log, key)  # the app's undone roll comes back; dice typed in do not
    if kept is not None:
        return commit(log, DICE_ROLLED, actor, kept)
    n = dice_count(len(state.players))
    rolls: list[list[int]] = []
    while not rolls or len(set(rolls[-1])) == 1:
        rolls.append(list(roll(D6, n, f"round {state.round} draft", rng).faces))
    return commit(log, DICE_ROLLED, actor, {"binding_key": key, "rolls": rolls, "source": "app"})


def _faces(values: Any, n: int, field: str) -> list[int]:
    # What is no die is said before how many are missing (a walk typed "1 2 3 x 7 5" and read only "Enter all 13
    # dice.", nothing of the x or the 7).
    if isinstance(values, (str, bytes)) or not isinstance(values, Sequence):
        raise RuleError("Enter all {n} dice.", field=field, n=n)
    for i, v in enumerate(values):
        if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= 6:
            where = f"{field}[{i}]"
            raise RuleError("A die shows 1 to 6; {value} is not a face.", field=where, value=repr(v))
    if len(values) != n:
        raise RuleError("Enter all {n} dice.", field=field, n=n)
    return list(values)


def enter_draft(log: Log, actor: str, values: Sequence[int],
                earlier: Sequence[Sequence[int]] = ()) -> tuple[Log, Event]:
    """The draft dice typed in from real dice; `earlier` are rolls thrown again because all dice matched."""
    state, key = _roll_step(log, actor)
    if pinned_outcome(log, key) is not None:
        raise RuleError("This roll was made and then undone: the banker's Redo (in History) puts it back, or Roll "
                        "brings back the same dice.")
    n = dice_count(len(state.players))
    rolls = [_faces(r, n, f"earlier[{i}]") for i, r in enumerate(earlier)] + [_faces(values, n, "values")]
    if any(len(set(r)) > 1 for r in rolls[:-1]):
        raise RuleError("Only a roll where all dice match is thrown again.", field="earlier")
    if len(set(rolls[-1])) == 1:
        raise RuleError("All {n} dice show {value}: roll them all again.", field="values", n=n, value=rolls[-1][0])
    return commit(log, DICE_ROLLED, actor, {"binding_key": key, "rolls": rolls, "source": "physical"})


def pick_die(log: Log, actor: str, value: int) -> tuple[Log, Event]:
    """Dice Selection Phase: the player whose pick it is takes one die of `value` from the pool."""
    state, _ = table(log)
    not_over(state)
    if state.phase != "draft":
        raise RuleError("There is no draft going on.")
    now = whose_pick(state)
    if not may_act_for(actor, now, banker=False):
        raise RuleError("It is {now}'s pick; each player picks on their own phone.", now=now)
    if value not in state.pool:
        raise RuleError("There is no {value} in the pool ({pool}).", field="value", value=value,
                        pool=", ".join(map(str, state.pool)))
    return commit(log, DIE_PICKED, actor, {"player": now, "value": value})


def _manipulation(log: Log, actor: str, manipulator: str) -> tuple[RailsState, str]:
    state, _ = table(log)
    player = player_of(state, actor)
    no_pending(state)
    sheet = state.sheet(player)
    not_over(state)
    if state.phase != "actions":
        raise RuleError("Dice manipulators are used after the dice are drafted.")
    if sheet.plan or state.clockwise().index(player) < state.turn:
        raise RuleError("{player}'s dice are already matched to actions; manipulators come before.", player=player)
    if manipulator in sheet.manipulators:
        raise RuleError("{player}'s “{manipulator}” manipulator is crossed out: each is used once per game.",
                        player=player, manipulator=term(manipulator))
    return state, player


def _die(state: RailsState, player: str, die: Any, field: str = "die") -> int:
    n = len(state.sheet(player).dice)
    if isinstance(die, bool) or not isinstance(die, int) or not 0 <= die < n:
        raise RuleError("Choose one of {player}'s {n} dice.", field=field, player=player, n=n)
    return die


def _changed(log, actor, player, state, manipulator, dice, after, **extra):
    before = [state.sheet(player).dice[i] for i in dice]
    data = {"player": player, "manipulator": manipulator, "dice": list(dice), "before": before,
            "after": list(after), **extra}
    return commit(log, DICE_CHANGED, actor, data)


def reroll_dice(log: Log, actor: str, dice: Sequence[int], rng: random.Random | None = None,
                values: Sequence[int] | None = None) -> tuple[Log, Event]:
    """Manipulator 1: reroll any 1-4 of the player's drafted dice (or enter the real dice's `values`)."""
    state, player = _manipulation(log, actor, "reroll")
    if isinstance(dice, (str, bytes)) or not isinstance(dice, Sequence) or not dice:
        raise RuleError("Choose the dice to reroll.", field="dice")
    idx = [_die(state, player, d, f"dice[{i}]") for i, d in enumerate(dice)]
    if len(set(idx)) != len(idx):
        raise RuleError("Choose each die once.", field="dice")
    key = f"round {state.round} / reroll / {player}"
    kept = pinned_outcome(log, key)
    if values is not None:
        if kept is not None:
            raise RuleError("This roll was made and then undone: the banker's Redo (in History) puts it back, or Roll "
                            "brings back the same dice.")
        after, source = _faces(values, len(idx), "values"), "physical"
    elif kept is not None and len(kept["after"]) == len(idx):
        after, source = kept["after"], kept["source"]
    else:
        after, source = list(roll(D6, len(idx), "reroll manipulator", rng).faces), "app"
    return _changed(log, actor, player, state, "reroll", idx, after, binding_key=key, source=source)


def nudge_die(log: Log, actor: str, die: int, delta: int) -> tuple[Log, Event]:
    """Manipulator 2: one die +1 or -1; a 6 never becomes 1 nor a 1 a 6."""
    state, player = _manipulation(log, actor, "nudge")
    die = _die(state, player, die)
    if delta not in (1, -1) or isinstance(delta, bool):
        raise RuleError("Change the die by +1 or -1.", field="delta")
    after = state.sheet(player).dice[die] + delta
    if not 1 <= after <= 6:
        raise RuleError("A {value} cannot become {target}.", field="delta", value=after - delta,
                        target=1 if after > 6 else 6)
    return _changed(log, actor, player, state, "nudge", [die], [after])


def flip_die(log: Log, actor: str, die: int) -> tuple[Log, Event]:
    """Manipulator 3: turn one die over (its value becomes 7 minus it)."""
    state, player = _manipulation(log, actor, "flip")
    die = _die(state, player, die)
    return _changed(log, actor, player, state, "flip", [die], [7 - state.sheet(player).dice[die]])


def match_die(log: Log, actor: str, die: int, to_die: int) -> tuple[Log, Event]:
    """Manipulator 4: set one die to the value of another of the player's dice."""
    state, player = _manipulation(log, actor, "match")
    die, to_die = _die(state, player, die), _die(state, player, to_die, "to_die")
    dice = state.sheet(player).dice
    if die == to_die or dice[die] == dice[to_die]:
        raise RuleError("Choose another die with a different value to copy; this one shows {value}.", field="to_die",
                        value=dice[die])
    return _changed(log, actor, player, state, "match", [die], [dice[to_die]], source_die=to_die)

