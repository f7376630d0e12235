"""Setting Up: companies chosen in die order, $7 billion each, meters, a store and a card of each product."""
from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from calculators.core.actors import require_banker
from calculators.core.dice import D6, roll
from calculators.core.log import BINDING_KEY, Event, Log, recorded_outcome
from calculators.core.model import RuleError
from calculators.rollout.companies import COMPANY_NAMES
from calculators.rollout.fold import commit, state_of
from calculators.rollout.ledger import pay
from calculators.rollout.dice import MAX_ROLLS, again
from calculators.rollout.state import BANK, SETUP, Company, Options, RolloutState

SET_UP = "rollout.setup"
CHOICE_KEY = "setup / choice of companies"


def first_chooser(players: Sequence[str], rolls: Sequence[Mapping[str, int]]) -> str:
    """Who chooses first: the highest die; tied highest roll again (interpretation), each round naming only them."""
    rolling = list(players)
    for i, rnd in enumerate(rolls):
        if set(rnd) != set(rolling):
            raise RuleError("Roll {n} is for {players}: one die each.", field=f"rolls[{i}]", n=i + 1,
                            players=", ".join(rolling))
        for p, f in rnd.items():
            if isinstance(f, bool) or not isinstance(f, int) or not 1 <= f <= 6:
                raise RuleError("{player}'s die shows 1 to 6, not {face}.", field=f"rolls[{i}].{p}", player=p,
                                face=repr(f))
        top = max(rnd.values())
        rolling = [p for p in rolling if rnd[p] == top]
        if len(rolling) == 1:
            if i != len(rolls) - 1:
                raise RuleError("The rolls go on after the highest die was decided.", field="rolls")
            return rolling[0]
    if len(rolling) == 2:
        raise RuleError("{first} and {second} tie for the highest die: they roll again.", field="rolls",
                        first=rolling[0], second=rolling[1])
    raise RuleError("{players} and {last} tie for the highest die: they roll again.", field="rolls",
                    players=", ".join(rolling[:-1]), last=rolling[-1])


def _roll_rounds(players: Sequence[str], rng: random.Random | None) -> list[dict[str, int]]:
    rounds: list[dict[str, int]] = []
    rolling = list(players)
    for _ in range(MAX_ROLLS):
        faces = roll(D6, len(rolling), "Choose a Company: highest die chooses first", rng).faces
        rounds.append(dict(zip(rolling, faces)))
        rolling = [p for p, f in zip(rolling, faces) if f == max(faces)]
        if len(rolling) == 1:
            return rounds
    raise RuleError("The dice kept tying; roll again.")


def choice_order(players: Sequence[str], first: str) -> tuple[str, ...]:
    """Clockwise from the first chooser (Choose a Company)."""
    i = list(players).index(first)
    return tuple(players[i:]) + tuple(players[:i])


def set_up(log: Log, actor: str, companies: Mapping[str, str], *, rolls: Sequence[Mapping[str, int]] | None = None,
           chairman: str | None = None, options: Mapping[str, Any] | None = None,
           rng: random.Random | None = None) -> tuple[Log, Event]:
    """The banker records each player's company (chosen in die order), the Chairman and the settings."""
    require_banker(actor, "set up the game")
    state = state_of(log)
    if state.stage != SETUP:
        raise RuleError("The game is already set up.")
    players = state.players
    if not isinstance(companies, Mapping) or set(companies) != set(players):
        raise RuleError("Give every player a company: {players}.", field="companies", players=", ".join(players))
    chosen = [companies[p] for p in players]
    for p in players:
        if companies[p] not in COMPANY_NAMES:
            raise RuleError("{player} chooses one of {companies}.", field=f"companies.{p}", player=p,
                            companies=", ".join(COMPANY_NAMES))
    if len(set(chosen)) != len(chosen):
        raise RuleError("Each company has one owner.", field="companies")
    kept = recorded_outcome(log, CHOICE_KEY)
    if rolls is not None:
        if kept is not None:
            raise again()
        rounds = [dict(r) for r in rolls]  # typed in from real dice; first_chooser checks each face
    else:
        rounds = kept["rolls"] if kept is not None else _roll_rounds(players, rng)
    first = first_chooser(players, rounds)
    chair = chairman if chairman is not None else players[0]
    if chair not in players:
        raise RuleError("The Chairman is one of the players, not {name}.", field="chairman", name=chair)
    try:
        opts = Options.model_validate(dict(options or {}))
    except ValueError:
        raise RuleError("Unknown or invalid settings.", field="options") from None
    data = {BINDING_KEY: CHOICE_KEY, "rolls": rounds, "first": first, "order": list(choice_order(players, first)),
            "companies": dict(companies), "chairman": chair, "options": opts.model_dump()}
    return commit(log, actor, SET_UP, data)


def _set_up(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    t = state.tables
    companies = tuple(Company(name=d["companies"][p], ceo=p, price=t.opening_square) for p in state.players)
    state = state.model_copy(update={
        "stage": 1, "turn": 1, "chairman": d["chairman"], "choice_order": tuple(d["order"]),
        "options": Options.model_validate(d["options"]), "companies": companies, "hex": "radio", "hex_due": True,
        "holdings": {c.name: {} for c in companies}, "bank_sold": {c.name: 0 for c in companies}, "bank": 0,
    })
    for c in companies:  # Setting Up, Money: $7 billion each from the Bank
        state = pay(state, BANK, c.name, t.starting_cash)
    return state
