"""The final balance (End of the Game), shown live, and the ranking; the scorer's input checks.

Balance: cash + 15.000 DM per finished product + share packages at their purchase price + bonds at
10.000 DM − loans at 50.000 DM each, without the surcharge; chips count nothing.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from calculators.core.boards import Board, load_board
from calculators.core.model import Frozen, RuleError, untyped
from calculators.fortune.tables import BUSINESS_NAMES
from calculators.fortune.texts import DM, refuse
from calculators.fortune.state import BOND_VALUE, LOAN_VALUE, PRODUCT_VALUE, FortuneState, balance

CAPITALS = (100_000, 150_000, 200_000)  # Setup: the three starting capitals
MAX_LOANS = 2  # Loans: one running loan per bank, two banks
MAX_BONDS = 5
WHOLE = "must be a whole number ≥ 0"
PLAYER_FIELDS = ("name", "cash", "finished_products", "shares", "bonds", "loans")


class Standing(Frozen):
    """One player's balance, whether it is three times the starting capital, and the rank."""

    name: str
    balance: int
    tripled: bool
    rank: int
    bankrupt: bool = False


def ranked(balances: Sequence[tuple[str, int]], target: int) -> list[Standing]:
    """Players by balance, best first; tied players keep their order and share a rank (1, 1, 3)."""
    order = sorted(balances, key=lambda t: -t[1])
    out: list[Standing] = []
    for place, (name, value) in enumerate(order, start=1):
        rank = out[-1].rank if out and out[-1].balance == value else place
        out.append(Standing(name=name, balance=value, tripled=value >= target, rank=rank))
    return out


def won_by(state: FortuneState) -> str:
    """How the game ended (End of the Game): "tripled" (a player tripled the starting capital), "last" (everyone else
    is bankrupt: the app's reading), or "time" (the best balance at the agreed time)."""
    if state.tripled:
        return "tripled"
    return "last" if len(state.active) == 1 and len(state.sheets) > 1 else "time"


def how_won(state: FortuneState, log=None) -> str:
    """`won_by`, with "early" for a game the table ended before its agreed time, everyone agreeing (`time_up`; known
    from the table's `log`)."""
    from calculators.fortune.turns import ended_early  # on use: the commands import this module

    how = won_by(state)
    return "early" if how == "time" and log is not None and ended_early(log) else how


def standings(state: FortuneState) -> list[Standing]:
    """The live balance of every player (End of the Game); the bankrupt follow, ranked last. A game won by tripling
    ranks its winners first, together (two who tripled with one event share the win: both 1st, whatever their
    balances), then the others by balance."""
    live = ranked([(n, balance(state, n)) for n in state.active], state.target)
    won = [s for s in live if state.phase == "over" and state.tripled is not None and s.name in state.winners]
    if won:
        rest = ranked([(s.name, s.balance) for s in live if s not in won], state.target)
        live = [s.model_copy(update={"rank": 1}) for s in won] + \
            [s.model_copy(update={"rank": s.rank + len(won)}) for s in rest]
    from calculators.fortune.fold import counted  # on use: as tripling counts it (the balance, or the cash)

    out = [s.model_copy(update={"tripled": state.target > 0 and counted(state, s.name) >= state.target}) for s in live]
    gone = [s.name for s in state.sheets if s.bankrupt]
    out += [Standing(name=n, balance=0, tripled=False, rank=len(live) + 1, bankrupt=True) for n in gone]
    return out


def _whole(v: Any, most: int | None = None) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0 and (most is None or v <= most)


def _share_errors(raw: Any, path: str, owners: dict[str, str], name: str, errors: list) -> None:
    if not isinstance(raw, list):
        errors.append((path, "must be a list of share packages"))
        return
    for j, sh in enumerate(raw):
        p = f"{path}[{j}]"
        if not isinstance(sh, dict):
            errors.append((p, "must be an object with company and purchase_price"))
            continue
        errors.extend((f"{p}.{k}", "is not a known field") for k in sh if k not in ("company", "purchase_price"))
        company = sh.get("company")
        if not isinstance(company, str) or not company.strip():
            errors.append((f"{p}.company", "must name the company"))
        elif company.strip().casefold() in owners:
            errors.append((f"{p}.company", f"{company} is already held by {owners[company.strip().casefold()]}"))
        else:
            owners[company.strip().casefold()] = name
        if "purchase_price" not in sh:
            errors.append((f"{p}.purchase_price", "is missing"))
        elif not _whole(sh["purchase_price"]):
            errors.append((f"{p}.purchase_price", WHOLE))


def _player_errors(raw: Any, errors: list) -> list[str]:
    if not isinstance(raw, list):
        errors.append(("players", "must be a list of players"))
        return []
    if not raw:
        errors.append(("players", "must list at least one player"))
    names: dict[str, str] = {}
    owners: dict[str, str] = {}
    for i, pl in enumerate(raw):
        path = f"players[{i}]"
        if not isinstance(pl, dict):
            errors.append((path, "must be an object"))
            continue
        errors.extend((f"{path}.{k}", "is not a known field") for k in pl if k not in PLAYER_FIELDS)
        missing = [f for f in PLAYER_FIELDS if f not in pl]
        errors.extend((f"{path}.{f}", "is missing") for f in missing)
        name = pl.get("name")
        if "name" in pl and (not isinstance(name, str) or not name.strip()):
            errors.append((f"{path}.name", "a player needs a name"))
        elif isinstance(name, str) and name.strip().casefold() in names:
            errors.append((f"{path}.name", f"{names[name.strip().casefold()]} is listed twice"))
        elif isinstance(name, str):
            names[name.strip().casefold()] = name
        for f, most, reason in (("cash", None, WHOLE), ("finished_products", None, WHOLE),
                                ("bonds", MAX_BONDS, f"must be a whole number from 0 to {MAX_BONDS}"),
                                ("loans", MAX_LOANS, f"must be a whole number from 0 to {MAX_LOANS} (one per bank)")):
            if f in pl and not _whole(pl[f], most):
                errors.append((f"{path}.{f}", reason))
        if "shares" in pl:
            _share_errors(pl["shares"], f"{path}.shares", owners, str(name), errors)
    return list(names.values())


def score_errors(raw: Any) -> list[tuple[str, str]]:
    """Every problem in the scorer's input as (field path, reason), in reading order; [] if valid."""
    if not isinstance(raw, dict):
        return [("<input>", "must be an object with starting_capital and players")]
    known = ("starting_capital", "players", "first_to_triple")
    errors = [(str(k), "is not a known key; expected starting_capital, players, first_to_triple")
              for k in raw if k not in known]
    if "starting_capital" not in raw:
        errors.append(("starting_capital", "is missing"))
    elif raw["starting_capital"] not in CAPITALS or isinstance(raw["starting_capital"], bool):
        errors.append(("starting_capital", "must be 100000, 150000 or 200000 (Setup)"))
    names = _player_errors(raw["players"], errors) if "players" in raw else []
    if "players" not in raw:
        errors.append(("players", "is missing"))
    if "first_to_triple" in raw and raw["first_to_triple"] not in names:
        errors.append(("first_to_triple", "must be the name of a listed player"))
    return errors


def player_balance(pl: dict) -> int:
    """One checked scorer entry's balance."""
    shares = sum(sh["purchase_price"] for sh in pl["shares"])
    return (pl["cash"] + PRODUCT_VALUE * pl["finished_products"] + shares + BOND_VALUE * pl["bonds"]
            - LOAN_VALUE * pl["loans"])


def final_ranking(balances: Sequence[tuple[str, int]], target: int,
                  first: str | None = None) -> tuple[list[Standing], list[str]]:
    """End of the Game: "The winner is whoever first tripled the invested capital, or whose financial position is
    best at the end of the game." With `first` (who tripled first) that player ranks 1st and the others follow by
    balance from 2nd; else by balance, ties sharing a rank and the victory. Returns the table and the winners."""
    if first is None:
        table = ranked(balances, target)
        won = {s.name for s in table if s.rank == 1}
        return table, [name for name, _ in balances if name in won]
    mine = dict(balances)[first]
    rest = ranked([b for b in balances if b[0] != first], target)
    return [*ranked([(first, mine)], target), *(s.model_copy(update={"rank": s.rank + 1}) for s in rest)], [first]


# The quick end-of-game form (no table tracked): per player what the balance counts, and who tripled first (if any).
QUICK_COUNTS = ("finished_products", "bonds", "loans")
MOST_CASH = 100_000_000  # a typed form's bound on cash (a typo guard, not a rule): far above any table's money


def quick_capital(players: int, board: Board | None = None) -> int | None:
    """Setup: the starting capital for this many players (2: 200,000 DM; 3–4: 150,000; 5–6: 100,000), else None."""
    return (board or load_board("fortune")).value("starting_capital").get(str(players))


def quick_share_prices(pl: Mapping[str, Any], prices: Mapping[str, int]) -> dict[str, Any]:
    """The price each share package a player holds counts at (End of the Game: "at their normal purchase price"):
    as typed for it (`share_prices`: the rulebook prints no prices, the board's are assumed), else the board's."""
    typed = pl.get("share_prices") or {}
    return {c: typed[c] if c in typed else prices.get(c) for c in pl.get("shares", ())}


def _quick_balance(pl: Mapping[str, Any], prices: Mapping[str, int]) -> int:
    shares = [{"company": c, "purchase_price": p} for c, p in quick_share_prices(pl, prices).items()]
    return player_balance({**pl, "shares": shares})


def quick_problems(raw: Mapping[str, Any], board: Board | None = None) -> list[RuleError]:
    """Every problem in a typed End of the Game form, in reading order: `{"players": {name: {"cash": DM,
    "finished_products", "bonds", "loans": counts, "shares": [share packages by board key]}}, "first_to_triple":
    name or None}`, with a player's optional `"share_prices": {package: DM or None}` (what the share card says, typed;
    a package not in it counts at the board's assumed price, None is an emptied field); each a RuleError of Fortune's
    texts whose `field` is `players`, `players.<name>.<entry>`, `players.<name>.share_prices.<package>` or
    `first_to_triple`; [] if valid."""
    board = board or load_board("fortune")
    prices, supply = board.value("share_prices"), board.value("supply")
    players = raw.get("players", {})
    errors: list[RuleError] = []
    if players and quick_capital(len(players), board) is None:
        # the count's plural form (German and English: one, other), as ngettext picks it
        errors.append(refuse("quick_players.one" if len(players) == 1 else "quick_players", "players", n=len(players)))
    # Bonds: "up to a maximum of 5 bonds"; Loans: "Only one loan may run at a time per bank and per player" (2 banks);
    # finished products: one factory chip each, and the Kasse has only so many.
    most = {"finished_products": supply["factory"], "bonds": MAX_BONDS, "loans": MAX_LOANS}
    owners: dict[str, str] = {}
    if players and all(pl.get("bankrupt") for pl in players.values()):
        errors.append(refuse("quick_all_bankrupt", "players"))
    for name, pl in players.items():
        path = f"players.{name}"
        if pl.get("bankrupt"):  # End of the Game: "His remaining assets go to the Kasse": nothing of his is counted
            continue
        cash = pl.get("cash")
        if cash is None:  # left empty: End of the Game counts every player's cash, 0 is typed, not guessed
            errors.append(untyped(f"{path}.cash"))
        elif not _whole(cash, MOST_CASH):
            errors.append(refuse("amount_range", f"{path}.cash", low=DM(0), high=DM(MOST_CASH)))
        for f in QUICK_COUNTS:
            if not _whole(pl.get(f), most[f]):
                errors.append(refuse("whole_number", f"{path}.{f}", low=0, high=most[f]))
        for c in pl.get("shares", ()):
            if c not in prices:
                errors.append(refuse("company_unknown", f"{path}.shares", company=c, known=", ".join(prices)))
            elif c in owners:  # Shares: "you can buy up all the shares of the respective company"
                errors.append(refuse("quick_share_held", f"{path}.shares", company=BUSINESS_NAMES.get(c, c),
                                     player=owners[c]))
            else:
                owners[c] = name
        typed = pl.get("share_prices") or {}
        for c in pl.get("shares", ()):
            if c in typed and typed[c] is None:  # the field emptied: the price is the share card's, not a guess
                errors.append(refuse("quick_share_price_missing", f"{path}.share_prices.{c}",
                                     company=BUSINESS_NAMES.get(c, c)))
            elif c in typed and not _whole(typed[c], MOST_CASH):
                errors.append(refuse("amount_range", f"{path}.share_prices.{c}", low=DM(0), high=DM(MOST_CASH)))
    first = raw.get("first_to_triple")
    if first is not None and not errors:
        capital = quick_capital(len(players), board)
        if first not in players:
            errors.append(refuse("no_such_player", "first_to_triple", player=first))
        elif players[first].get("bankrupt"):
            errors.append(refuse("quick_first_bankrupt", "first_to_triple", player=first))
        elif capital is not None and (mine := _quick_balance(players[first], prices)) < 3 * capital:
            errors.append(refuse("quick_not_tripled", "first_to_triple", player=first, balance=DM(mine),
                                 target=DM(3 * capital)))
    return errors


def quick_balances(raw: Mapping[str, Any], board: Board | None = None) -> list[tuple[str, int]]:
    """Each player's final balance from a typed form (End of the Game, `player_balance`, share packages at the
    purchase price typed for them, else the board's), the bankrupt left out; RuleError for the form's first
    problem."""
    board = board or load_board("fortune")
    errors = quick_problems(raw, board)
    if errors:
        raise errors[0]
    prices = board.value("share_prices")
    return [(name, _quick_balance(pl, prices)) for name, pl in raw["players"].items() if not pl.get("bankrupt")]


def quick_ranking(raw: Mapping[str, Any], board: Board | None = None) -> tuple[list[Standing], list[str]]:
    """A typed form's final ranking and winners (`final_ranking` of the players still in the game), the bankrupt
    after them, last, at 0 DM, as the live game's `standings` ranks them (End of the Game: "A player who can no longer
    meet his payment obligations is eliminated. His remaining assets go to the Kasse, and he has gone bankrupt.");
    a player's `"bankrupt": True` marks them; RuleError for the form's first problem."""
    board = board or load_board("fortune")
    players = raw["players"]
    capital = quick_capital(len(players), board) or 0  # the capital follows every player who started
    table, won = final_ranking(quick_balances(raw, board), 3 * capital, raw.get("first_to_triple"))
    gone = [Standing(name=n, balance=0, tripled=False, rank=len(table) + 1, bankrupt=True)
            for n, pl in players.items() if pl.get("bankrupt")]
    return [*table, *gone], won


def tripled_unnamed(table: Sequence[Standing], first: str | None) -> list[str]:
    """Who stands at three times the starting capital while no one is named the first to triple: End of the Game,
    "The game ends when either a player has tripled his starting capital, or a previously agreed playing time has
    run out" — had one of them tripled during play, the game would have ended then, and the first to do so won."""
    return [] if first is not None else [s.name for s in table if s.tripled]


def anything_entered(raw: Mapping[str, Any]) -> bool:
    """Whether any player has anything entered: with nothing, all tie at 0 DM and there is no winner to name."""
    return any(pl.get("cash") or pl.get("shares") or any(pl.get(f) for f in QUICK_COUNTS)
               for pl in raw["players"].values() if not pl.get("bankrupt"))
