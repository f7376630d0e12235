"""Setup, who starts, the movement helper (rolls and landings), consulting and advertising moves, time up."""
from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from calculators.core.actors import may_act_for
from calculators.core.dice import D6, DiceRoll, binding_roll_data, pinned_roll, roll_for
from calculators.core.log import Event, Log, pinned_outcome
from calculators.fortune.checks import (
    commit, context, require_banker, require_no_due, require_play, require_player_or_banker, sheet_of,
)
from calculators.fortune.state import FortuneState
from calculators.fortune.tables import BANKS, BP_KINDS, HOUSE_RULES, KASSE, PLAYER_COMPANIES, parse_space
from calculators.fortune.texts import Term, physical_roll, refuse

Result = tuple[Log, Event]


def starting_capital(board, players: int) -> int:
    """Setup: "The starting capital is the same for all players" — 200,000 DM for 2 players, 150,000 for 3 or 4,
    100,000 for 5 or 6 (the board's table, which the banker may set to his printing)."""
    return board.value("starting_capital")[str(players)]


def set_up(log: Log, actor: str, companies: Mapping[str, str], minutes: int,
           house_rules: Sequence[str] = ()) -> Result:
    """The banker deals the starting capital: each player's company (Setup), the agreed playing time,
    and the house rules the table agrees on (tables.HOUSE_RULES; one left off plays its off side: the rulebook's
    words, or the app's reading where the rulebook is silent — tables.HOUSE_RULE_SIDES)."""
    require_banker(actor)
    state, board = context(log)
    if state.phase != "setup":
        raise refuse("already_set_up")
    if not isinstance(companies, Mapping) or set(companies) != set(state.players):
        raise refuse("company_each", field="companies")
    chosen = [companies[p] for p in state.players]
    for p, c in zip(state.players, chosen):
        if c not in PLAYER_COMPANIES:
            raise refuse("company_unknown", field=f"companies.{p}", company=str(c), known=", ".join(PLAYER_COMPANIES))
    if len(set(chosen)) != len(chosen):
        raise refuse("company_twice", field="companies")
    least = board.value("min_playing_minutes")
    if isinstance(minutes, bool) or not isinstance(minutes, int) or not least <= minutes <= 24 * 60:
        raise refuse("playing_time", field="minutes", least=least)
    if isinstance(house_rules, (str, bytes)) or not isinstance(house_rules, Sequence) or any(
            r not in HOUSE_RULES for r in house_rules):
        raise refuse("house_rule_unknown", field="house_rules", known=", ".join(HOUSE_RULES))
    capital = starting_capital(board, len(state.players))
    data = {"companies": chosen, "capital": capital, "target": capital * board.value("triple_factor"),
            "minutes": minutes}
    if house_rules:
        data["house_rules"] = [r for r in HOUSE_RULES if r in house_rules]
    return commit(log, state, board, "set_up", actor, data)


def _entered(flat: list, n: int, purpose: str, key: str, log: Log, owner: str | None = None):
    if pinned_outcome(log, key, owner) is not None:
        raise refuse("roll_pinned", field="values")
    if len(flat) != n:
        raise refuse("dice_count", field="values", n=n)
    return physical_roll(D6, flat, purpose)


def roll_for_start(log: Log, actor: str, values: Sequence[Any] | None = None,
                   rng: random.Random | None = None) -> Result:
    """Turn Order: every contender rolls two dice (or types them in, a pair each); ties roll again."""
    if not may_act_for(actor):
        raise refuse("only_table")
    state, board = context(log)
    if state.phase != "start":
        raise refuse("not_rolling_for_start")
    contenders = state.contenders
    key = f"start #{state.start_rounds + 1}"
    n = 2 * len(contenders)
    if values is None:
        result = roll_for(log, key, D6, n, "who starts", rng)
    else:
        if len(values) != len(contenders) or any(isinstance(v, (str, bytes)) or len(v) != 2 for v in values):
            raise refuse("start_pairs", field="values", n=len(contenders))
        result = _entered([v for pair in values for v in pair], n, "who starts", key, log)
    return commit(log, state, board, "start_rolled", actor,
                  binding_roll_data(result, key, contenders=list(contenders)))


def next_to_roll(state: FortuneState) -> str | None:
    """Turn Order: whose roll comes next — the starter, then clockwise, skipping the bankrupt."""
    if state.phase != "play":
        return None
    seats, active = state.players, set(state.active)
    if state.current is None:  # nobody has rolled yet: the starter, or the next one still in if he is out
        i, first = seats.index(state.starter), 0
    else:
        i, first = seats.index(state.current), 1
    return next((seats[(i + k) % len(seats)] for k in range(first, len(seats) + first)
                 if seats[(i + k) % len(seats)] in active), None)


def _require_turn(state: FortuneState, player: str) -> None:
    require_play(state)
    require_no_due(state)
    sheet_of(state, player)
    if state.awaits_landing:
        raise refuse("land_first", player=state.current)
    if next_to_roll(state) != player:
        raise refuse("not_your_turn", field="player", player=player, next=next_to_roll(state))


def roll_move(log: Log, actor: str, player: str, dice: int, values: Sequence[int] | None = None,
              rng: random.Random | None = None) -> Result:
    """Turn Order and Movement: the player rolls one or two dice, as he chooses (or types real dice in)."""
    require_player_or_banker(actor, player)
    state, board = context(log)
    _require_turn(state, player)
    if dice not in (1, 2) or isinstance(dice, bool):
        raise refuse("one_or_two_dice", field="dice")
    key = f"move #{state.moves + 1}"
    kept = pinned_roll(log, key, player)  # a move undone while it was another player's binds nothing for this one
    if values is None and kept is not None and len(kept.faces) != dice:
        # The choice of one die or two is made before the roll: an undone roll stands with the dice it was made with.
        raise refuse("roll_pinned_one" if len(kept.faces) == 1 else "roll_pinned_two", field="dice")
    result = roll_for(log, key, D6, dice, "move", rng, player) if values is None else _entered(
        list(values), dice, "move", key, log, player)
    return commit(log, state, board, "rolled", actor, binding_roll_data(result, key, player=player, dice=dice),
                  player)


def undone_move(log: Log) -> DiceRoll | None:
    """The app's roll of the next move, made and then undone: it stands, with the dice it was made with (Roll with
    as many brings it back; `roll_move`). None when nothing was undone, or it was another player's move then."""
    state, _ = context(log)
    who = next_to_roll(state)
    return pinned_roll(log, f"move #{state.moves + 1}", who) if who is not None else None


def land(log: Log, actor: str, player: str, space: str, passed_start: bool = False) -> Result:
    """The banker records the space landed on; forced business happens at once.

    Bonds: passing the start pays 3.000 DM per bond; landing on "one of the BP spaces" (its bond
    space or an energy space; only the bond space under the house rule) while holding bonds
    returns them at 10.000 DM each. Loans: landing again on the bank repays the loan plus
    the interest of its space (waived for the bank's shareholder; otherwise the interest is the
    shareholder's premium, interpretation). Insurance: explosion costs two factory chips (or one),
    fire one finished product — an insurance claim may follow."""
    require_banker(actor)
    state, board = context(log)
    require_play(state)
    require_no_due(state)
    s = sheet_of(state, player)
    if state.current != player or state.landed:
        raise refuse("roll_first", field="player", player=player)
    where = parse_space(space, board)
    # "when you pass the start again": a piece that lands on the start has come round it as well.
    passed_start = bool(passed_start) or where.kind == "start"
    data: dict[str, Any] = {"player": player, "space": where.id, "passed_start": passed_start}
    pays: list = []
    cash = s.cash
    if passed_start and s.bonds:
        income = bond_income(state, board, player)
        pays.append([KASSE, player, income])
        cash += income
    if s.bonds and where.kind in bond_return_kinds(state):
        pays.append([KASSE, player, board.value("bond_terms")["price"] * s.bonds])
        cash += board.value("bond_terms")["price"] * s.bonds
        data["bonds_returned"] = s.bonds
    if where.kind in BANKS and s.loan(where.kind) is not None:
        owed = _repayment(state, board, player, where.kind)
        if cash >= sum(a for _, a in owed):
            pays += [[player, to, a] for to, a in owed]
            data["loan_repaid"] = where.kind
        else:
            data["due"] = {"debtor": player, "pay": owed, "reason": "loan", "bank": where.kind}
    if where.kind == "explosion" and s.factory:
        lost = min(2, s.factory)
        data.update(loss={"factory": lost},
                    claim=board.value("insurance_payouts")["factory"] * _insured(state, s.factory, lost))
    if where.kind == "fire" and s.products:
        data.update(loss={"products": 1}, claim=board.value("insurance_payouts")["product"])
    data["pay"] = pays
    return commit(log, state, board, "landed", actor, data, player)


def _insured(state: FortuneState, held: int, lost: int) -> int:
    """Insurance: the factory chips an explosion's claim pays for — "you receive 15,000 DM per factory you own": every
    one `held` when it hit, those it took too; with the house rule only the `lost` ones."""
    return lost if state.rule("insurance_per_chip_lost") else held


def insured_chips(state: FortuneState, player: str) -> int:
    """The factory chips an explosion's open claim pays for, read after the landing (`land` set the claim so)."""
    return _insured(state, state.sheet(player).factory + state.lost, state.lost)


def took_nothing(state: FortuneState) -> bool:
    """Insurance: the explosion or the fire just landed on took nothing ("two factory chips (or one, if that is all you
    have)", "one finished product … if you have one"), as the state carries it, so also on a table shared after a
    claim was booked (an open claim says a loss too: a code written before the loss was carried has only that)."""
    return state.landed and not state.lost and not state.claim


def bond_income(state: FortuneState, board, player: str) -> int:
    """Bonds: the interest a player's bonds pay "each time you pass the start"."""
    return board.value("bond_terms")["interest"] * state.sheet(player).bonds


def bond_return_kinds(state: FortuneState) -> tuple[str, ...]:
    """The space kinds that take a player's bonds back: "one of the BP spaces" (Bonds), or the house rule's."""
    return ("bonds",) if state.rule("bonds_back_on_bond_space_only") else BP_KINDS


def interest_waived(state: FortuneState, player: str, bank: str) -> bool:
    """Loans: "The interest payment is cancelled if you own the share package of that bank" (as the packages stand)."""
    holding = state.holding(bank)
    return holding is not None and holding.owner == player


def _repayment(state: FortuneState, board, player: str, bank: str) -> list:
    loan = state.sheet(player).loan(bank)
    holding = state.holding(bank)
    owed = [[KASSE, board.value("loan_amount")]]
    if interest_waived(state, player, bank):
        return owed
    if holding is None:
        owed[0][1] += loan.interest
    elif loan.interest:
        owed.append([holding.owner, loan.interest])
    return owed


def use_service_chip(log: Log, actor: str, player: str, chip: str) -> Result:
    """Consulting / Advertising: before rolling, hand a chip to the Kasse and move to the economy space
    before production (consulting) or sales (advertising); no economy card is drawn."""
    require_player_or_banker(actor, player)
    state, board = context(log)
    _require_turn(state, player)
    if chip not in ("consulting", "advertising"):
        raise refuse("service_chip_kind", field="chip")
    if getattr(state.sheet(player), chip) < 1:
        raise refuse("no_chip", field="chip", player=player, what=Term(f"chip.{chip}"))
    if state.chip_used:  # "before rolling, you pay one consulting chip": one, then the roll
        raise refuse("chip_used_already", field="chip", player=player)
    data = {"player": player, "chip": chip, "counts": {chip: -1}, "space_to": "economy",
            "before": "production" if chip == "consulting" else "sales"}
    return commit(log, state, board, "chip_used", actor, data, player)


def time_up(log: Log, actor: str, early: bool = False) -> Result:
    """End of the Game: the agreed playing time has run out — the best balance wins, ties shared. `early`: the table
    ends the game before its agreed time, everyone agreeing (the app's reading: the rulebook names no other end), and
    History and the end screen say so, not that the time was up."""
    require_banker(actor)
    if not isinstance(early, bool):
        raise refuse("early_yes_no", field="early")
    state, board = context(log)
    require_play(state)
    require_no_due(state)
    return commit(log, state, board, "time_up", actor, {"minutes": state.minutes, **({"early": True} if early else {})})


def ended_early(log: Log) -> bool:
    """Whether the game in force ended early by the table's agreement (`time_up(early=True)`)."""
    from calculators.core.log import latest_action
    last = latest_action(log, "fortune:time_up", lambda e: e.kind == "fortune.time_up")
    return bool(last is not None and last.data.get("early"))
